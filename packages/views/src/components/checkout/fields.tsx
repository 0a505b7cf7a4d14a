import { PHONE_TYPES, stateList, type StorefrontVariant } from '@tireshop/core';
import type { ReactNode } from 'react';
import { translateAny, useMessages } from '../locale';

/** The attributes every form control of the checkout gets from its field. */
export interface ControlProps {
  id: string;
  name: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

/**
 * One labelled form field with its message beside it (aria-invalid + aria-describedby), the
 * markup every checkout form shares. `children` renders the control with the given props.
 */
export function Field({
  id,
  name,
  label,
  error,
  optional = false,
  className = '',
  children,
}: {
  id: string;
  name: string;
  label: string;
  error?: string | null;
  optional?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const errorId = `${id}-error`;
  // Labels and the rules' messages (core's address rules, the API's field messages) arrive in
  // English, their catalogue keys: shown in the widget's locale where the catalogue has them.
  const t = useMessages('checkout');
  return (
    <div className={`ts-field ${className}`.trim()}>
      <label htmlFor={id}>
        {translateAny(t, label)}
        {optional && <span className="ts-field__optional">{t(' (optional)')}</span>}
      </label>
      {children({
        id,
        name,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
        'aria-required': optional ? undefined : true,
      })}
      {error && (
        <p className="ts-field__error" id={errorId}>
          {translateAny(t, error)}
        </p>
      )}
    </div>
  );
}

/** spec §3 phoneType: Mobile or Landline, default Mobile; spec §5 "Please select a phone type." */
export function PhoneTypeField({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: string;
  error?: string | null;
  onChange: (value: string) => void;
}) {
  const words = useMessages('checkout');
  return (
    <fieldset className="ts-checkout-phone-type" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{words('Phone type')}</legend>
      <div className="ts-checkout-phone-type__options">
        {PHONE_TYPES.map((t) => (
          <label key={t} className="ts-checkout-radio">
            <input type="radio" name={`${id}-phoneType`} value={t} checked={value === t} onChange={() => onChange(t)} />
            {words(t)}
          </label>
        ))}
      </div>
      {error && (
        <p className="ts-field__error" id={`${id}-error`}>
          {translateAny(words, error)}
        </p>
      )}
    </fieldset>
  );
}

/** The options of a state select (spec §5 State list: Puerto Rico left out on the employee portal), after an empty first choice. */
export function StateOptions({ placeholder, variant = 'retail' }: { placeholder: string; variant?: StorefrontVariant }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {stateList(variant).map(([code, name]) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </>
  );
}
