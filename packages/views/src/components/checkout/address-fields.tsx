/**
 * What the shipping-address form and the billing form render alike: the problem summary above the
 * fields, and the address fields themselves (names, street, city, the state list, ZIP, phone and
 * phone type, e-mail) with their labels, messages (aria-invalid, aria-describedby), autocomplete
 * and lengths. Each form keeps its own state and adds its own fields (company and delivery
 * instructions; PO number) with `controls.text`.
 */
import type { StorefrontVariant } from '@tireshop/core';
import type { ReactNode, RefObject } from 'react';
import { ADDRESS_LABELS, ADDRESS_MAX_LENGTH, addressAutocomplete, type AddressFormField, type SharedAddressField } from './address-values';
import { useApiText, useMessages } from '../locale';
import { Field, PhoneTypeField, StateOptions, type ControlProps } from './fields';

export interface AddressControlsOptions<F extends AddressFormField> {
  /** The form's useId(): each field's id is `${id}-${field}`. */
  id: string;
  section: 'shipping' | 'billing';
  values: Record<F, string>;
  errors: Partial<Record<F, string>>;
  optional: ReadonlySet<F>;
  onChange: (field: F, value: string) => void;
  onLeave: (field: F, next: EventTarget | null) => void;
}

/** The props of a form's controls, and a labelled text field, from the form's state. */
export function addressControls<F extends AddressFormField>({
  id,
  section,
  values,
  errors,
  optional,
  onChange,
  onLeave,
}: AddressControlsOptions<F>) {
  const fieldId = (name: F) => `${id}-${name}`;
  const common = (name: F, control: ControlProps) => ({
    ...control,
    value: values[name],
    autoComplete: addressAutocomplete(section, name),
    maxLength: ADDRESS_MAX_LENGTH[name],
    onChange: (e: { currentTarget: { value: string } }) => onChange(name, e.currentTarget.value),
    onBlur: (e: { relatedTarget: EventTarget | null }) => onLeave(name, e.relatedTarget),
  });
  const text = (name: F, wide = false, extra: Record<string, string> = {}) => (
    <Field
      id={fieldId(name)}
      name={name}
      label={ADDRESS_LABELS[name]}
      error={errors[name]}
      optional={optional.has(name)}
      className={wide ? 'ts-checkout-form__wide' : ''}
    >
      {(control) => <input type="text" {...common(name, control)} {...extra} />}
    </Field>
  );
  return { fieldId, common, text, values, errors, onChange };
}

export type AddressControls<F extends AddressFormField> = ReturnType<typeof addressControls<F>>;

/** The fields both forms share, in their order on screen; spec §6: the employee portal's state list has no Puerto Rico. */
export function AddressFields({
  controls,
  variant = 'retail',
}: {
  controls: AddressControls<SharedAddressField>;
  /** The storefront variant, whose state list the address form offers (rules §6). */
  variant?: StorefrontVariant;
}) {
  const { fieldId, common, text, values, errors, onChange } = controls;
  const t = useMessages('checkout');
  return (
    <>
      {text('firstName')}
      {text('lastName')}
      {text('addressLine1', true)}
      {text('addressLine2', true)}
      {text('city')}
      <Field id={fieldId('state')} name="state" label={ADDRESS_LABELS.state} error={errors.state}>
        {(control) => (
          <select {...common('state', control)}>
            <StateOptions placeholder={t('Select a state')} variant={variant} />
          </select>
        )}
      </Field>
      {text('zip', false, { inputMode: 'numeric' })}
      <Field id={fieldId('phone')} name="phone" label={ADDRESS_LABELS.phone} error={errors.phone}>
        {(control) => <input type="tel" inputMode="tel" {...common('phone', control)} />}
      </Field>
      <PhoneTypeField
        id={fieldId('phoneType')}
        value={values.phoneType}
        error={errors.phoneType}
        onChange={(t) => onChange('phoneType', t)}
      />
      <Field id={fieldId('email')} name="email" label={ADDRESS_LABELS.email} error={errors.email} className="ts-checkout-form__wide">
        {(control) => <input type="email" inputMode="email" {...common('email', control)} />}
      </Field>
    </>
  );
}

/** The announced summary above a form: how many fields to correct once sent, else the API's refusal. */
export function FormProblemSummary({
  summaryRef,
  submitted,
  errors,
  formMessage,
}: {
  summaryRef: RefObject<HTMLDivElement | null>;
  submitted: boolean;
  errors: Partial<Record<string, string>>;
  formMessage: string | null;
}) {
  const t = useMessages('checkout');
  // The API's refusal, or a rule of the address form's own (its field messages are the checkout's).
  const said = useApiText('checkout');
  const problemCount = Object.values(errors).filter(Boolean).length;
  let message: ReactNode = null;
  if (submitted && problemCount > 0)
    message = t('Please correct the field marked below.|Please correct the {count} fields marked below.', { count: problemCount });
  else if (formMessage) message = said(formMessage);
  return (
    <div ref={summaryRef} tabIndex={-1} role="alert" className="ts-checkout-form__summary">
      {message !== null && <p className="ts-checkout-alert ts-checkout-alert--error">{message}</p>}
    </div>
  );
}
