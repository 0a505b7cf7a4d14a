import { formatPhonePartial, stateList } from '@tireshop/core';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  addressInput,
  addressProblems,
  fieldForServerMessage,
  OPTIONAL_ADDRESS_FIELDS,
  type AddressField,
  type AddressInput,
  type AddressValues,
} from './address-values';
import { Field, PhoneTypeField, type ControlProps } from './fields';

export type AddressSubmitResult = { ok: true } | { ok: false; message: string };

export interface ShippingAddressFormProps {
  initialValues: AddressValues;
  /** Saves the address (the page calls the cart store's saveShipping); a refusal comes back in the API's words. */
  onSubmit: (input: AddressInput) => Promise<AddressSubmitResult>;
  onCancel?: () => void;
  /** spec §6: the employee portal's state list has no Puerto Rico. */
  employeePortal?: boolean;
  submitLabel?: string;
  /** Focus the first field when the form appears (the shopper opened it). */
  autoFocus?: boolean;
  /** The form's accessible name. */
  title?: string;
  /** Each increase checks the form as if sent (the page's Continue, spec §4 "opens the shipping form"). */
  checkSignal?: number;
}

const LABELS: Record<AddressField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  companyName: 'Company',
  addressLine1: 'Street address',
  addressLine2: 'Apartment, suite, unit',
  city: 'City',
  state: 'State',
  zip: 'ZIP code',
  phone: 'Phone',
  phoneType: 'Phone type',
  email: 'Email',
  specialInstructions: 'Delivery instructions',
};

const AUTOCOMPLETE: Partial<Record<AddressField, string>> = {
  firstName: 'shipping given-name',
  lastName: 'shipping family-name',
  companyName: 'shipping organization',
  addressLine1: 'shipping address-line1',
  addressLine2: 'shipping address-line2',
  city: 'shipping address-level2',
  state: 'shipping address-level1',
  zip: 'shipping postal-code',
  phone: 'shipping tel-national',
  email: 'shipping email',
};

const MAX_LENGTH: Partial<Record<AddressField, number>> = {
  firstName: 25,
  lastName: 25,
  companyName: 60,
  addressLine1: 60,
  addressLine2: 60,
  city: 40,
  zip: 10,
  phone: 16,
  email: 254,
  specialInstructions: 200,
};

/** Field order on screen (the first problem in it gets the focus). */
const ORDER: AddressField[] = [
  'firstName',
  'lastName',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'zip',
  'phone',
  'phoneType',
  'email',
  'companyName',
  'specialInstructions',
];

/**
 * The home-delivery address (spec §3 Address; rules §5 patterns, state list, phone formatting and
 * exact messages; §8 "no shipping to PO boxes" / military bases abroad). Checked in the browser
 * with the same rules the API runs; each problem shows beside its field (aria-invalid,
 * aria-describedby), a summary is announced, and the first problem gets the focus. A refusal of
 * the API that belongs to a field is shown on that field.
 */
export function ShippingAddressForm({
  initialValues,
  onSubmit,
  onCancel,
  employeePortal = false,
  submitLabel = 'Save address',
  autoFocus = false,
  title = 'Shipping address',
  checkSignal = 0,
}: ShippingAddressFormProps) {
  const id = useId();
  const [values, setValues] = useState<AddressValues>(initialValues);
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({});
  const [touched, setTouched] = useState<Partial<Record<AddressField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const fieldId = (field: AddressField) => `${id}-${field}`;

  useEffect(() => {
    if (autoFocus) formRef.current?.querySelector<HTMLElement>('input,select')?.focus();
  }, [autoFocus]);

  useEffect(() => {
    if (checkSignal > 0) check();
  }, [checkSignal]); // eslint-disable-line react-hooks/exhaustive-deps

  function set(field: AddressField, value: string) {
    const next = { ...values, [field]: field === 'phone' ? formatPhonePartial(value) : value };
    setValues(next);
    setFormMessage(null);
    // Once a field has been left (or the form sent), its message follows what is typed.
    if (submitted || touched[field]) setErrors((e) => ({ ...e, [field]: addressProblems(next)[field] }));
  }

  function leave(field: AddressField, next: EventTarget | null) {
    if (values[field] === '' && !submitted) return; // an untouched empty field is not an error yet
    // Leaving for a button of the form: the message would push the button away under the pointer
    // between press and release; the button's own action checks the form anyway.
    if (next instanceof HTMLElement && next.tagName === 'BUTTON' && formRef.current?.contains(next)) return;
    setTouched((t) => ({ ...t, [field]: true }));
    setErrors((e) => ({ ...e, [field]: addressProblems(values)[field] }));
  }

  function focusFirstProblem(problems: Partial<Record<AddressField, string>>) {
    const first = ORDER.find((f) => problems[f]);
    if (!first) return;
    const form = formRef.current;
    const target =
      first === 'phoneType'
        ? form?.querySelector<HTMLElement>('input[type="radio"]')
        : form?.querySelector<HTMLElement>(`[name="${first}"]`);
    target?.focus();
  }

  /** Shows every problem; true when there is none. */
  function check(): boolean {
    setSubmitted(true);
    setFormMessage(null);
    const problems = addressProblems(values);
    setErrors(problems);
    if (Object.keys(problems).length === 0) return true;
    requestAnimationFrame(() => focusFirstProblem(problems));
    return false;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || !check()) return;
    setSaving(true);
    const result = await onSubmit(addressInput(values));
    setSaving(false);
    if (result.ok) return;
    const field = fieldForServerMessage(result.message, values);
    if (field) {
      const next = { [field]: result.message };
      setErrors(next);
      requestAnimationFrame(() => focusFirstProblem(next));
    } else {
      setFormMessage(result.message);
      requestAnimationFrame(() => summaryRef.current?.focus());
    }
  }

  const problemCount = Object.values(errors).filter(Boolean).length;

  const common = (name: AddressField, control: ControlProps) => ({
    ...control,
    value: values[name],
    autoComplete: AUTOCOMPLETE[name],
    maxLength: MAX_LENGTH[name],
    onChange: (e: { currentTarget: { value: string } }) => set(name, e.currentTarget.value),
    onBlur: (e: { relatedTarget: EventTarget | null }) => leave(name, e.relatedTarget),
  });

  const text = (name: AddressField, wide = false, extra: Record<string, string> = {}) => (
    <Field
      id={fieldId(name)}
      name={name}
      label={LABELS[name]}
      error={errors[name]}
      optional={OPTIONAL_ADDRESS_FIELDS.has(name)}
      className={wide ? 'ts-checkout-form__wide' : ''}
    >
      {(control) => <input type="text" {...common(name, control)} {...extra} />}
    </Field>
  );

  return (
    <form ref={formRef} className="ts-checkout-form" onSubmit={submit} noValidate aria-label={title} aria-busy={saving || undefined}>
      <div ref={summaryRef} tabIndex={-1} role="alert" className="ts-checkout-form__summary">
        {submitted && problemCount > 0 ? (
          <p className="ts-checkout-alert ts-checkout-alert--error">
            {problemCount === 1 ? 'Please correct the field marked below.' : `Please correct the ${problemCount} fields marked below.`}
          </p>
        ) : formMessage ? (
          <p className="ts-checkout-alert ts-checkout-alert--error">{formMessage}</p>
        ) : null}
      </div>
      <div className="ts-checkout-form__grid">
        {text('firstName')}
        {text('lastName')}
        {text('addressLine1', true)}
        {text('addressLine2', true)}
        {text('city')}
        <Field id={fieldId('state')} name="state" label={LABELS.state} error={errors.state}>
          {(control) => (
            <select {...common('state', control)}>
              <option value="">Select a state</option>
              {stateList({ employeePortal }).map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
        {text('zip', false, { inputMode: 'numeric' })}
        <Field id={fieldId('phone')} name="phone" label={LABELS.phone} error={errors.phone}>
          {(control) => <input type="tel" inputMode="tel" {...common('phone', control)} />}
        </Field>
        <PhoneTypeField id={fieldId('phoneType')} value={values.phoneType} error={errors.phoneType} onChange={(t) => set('phoneType', t)} />
        <Field id={fieldId('email')} name="email" label={LABELS.email} error={errors.email} className="ts-checkout-form__wide">
          {(control) => <input type="email" inputMode="email" {...common('email', control)} />}
        </Field>
        {text('companyName', true)}
        <Field
          id={fieldId('specialInstructions')}
          name="specialInstructions"
          label={LABELS.specialInstructions}
          error={errors.specialInstructions}
          optional
          className="ts-checkout-form__wide"
        >
          {(control) => <textarea rows={2} {...common('specialInstructions', control)} />}
        </Field>
      </div>
      <p className="ts-checkout-form__note">We ship within the US. We can’t ship to PO boxes or to military bases abroad.</p>
      <div className="ts-checkout-form__actions">
        <button type="submit" className="ts-button" disabled={saving}>
          {saving ? 'Saving…' : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="ts-button ts-button--quiet" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
