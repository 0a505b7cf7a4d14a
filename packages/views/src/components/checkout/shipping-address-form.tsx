import { formatPhonePartial, type AddressVerification, type StorefrontVariant } from '@tireshop/core';
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMessages } from '../locale';
import { SavedAddressPicker, SaveToAccountCheckbox, saveToBook, useAddressBook } from './address-book';
import { AddressFields, addressControls, FormProblemSummary } from './address-fields';
import {
  ADDRESS_LABELS,
  addressInput,
  addressProblems,
  fieldForServerMessage,
  focusFirstProblem,
  OPTIONAL_ADDRESS_FIELDS,
  type AddressField,
  type AddressInput,
  type AddressValues,
} from './address-values';
import { Field } from './fields';

const AddressVerificationModal = /* @__PURE__ */ lazy(() =>
  import('./address-verification-modal').then((m) => ({ default: m.AddressVerificationModal })),
);

export type AddressSubmitResult = { ok: true } | { ok: false; message: string };

export interface ShippingAddressFormProps {
  initialValues: AddressValues;
  /** Saves the address (the page calls the cart store's saveShipping); a refusal comes back in the API's words. */
  onSubmit: (input: AddressInput) => Promise<AddressSubmitResult>;
  onCancel?: () => void;
  /** The storefront variant, whose state list the form offers (rules §6: no Puerto Rico on the employee portal). */
  variant?: StorefrontVariant;
  submitLabel?: string;
  /** Focus the first field when the form appears (the shopper opened it). */
  autoFocus?: boolean;
  /** The form's accessible name. */
  title?: string;
  /** Each increase checks the form as if sent (the page's Continue, spec §4 "opens the shipping form"). */
  checkSignal?: number;
  /**
   * Checks the ZIP code against the city and state before saving (POST
   * /v1/checkout/address-verification); a correction opens the address verification modal. Null
   * (the check failed) saves as typed: the API still refuses a ZIP code outside the state.
   */
  verify?: (input: AddressInput) => Promise<AddressVerification | null>;
  /** Told when the form starts and stops checking or saving the address (the page's Continue waits for it). */
  onBusyChange?: (busy: boolean) => void;
}

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
  variant = 'retail',
  submitLabel = 'Save address',
  autoFocus = false,
  title = 'Shipping address',
  checkSignal = 0,
  verify,
  onBusyChange,
}: ShippingAddressFormProps) {
  const id = useId();
  const t = useMessages('checkout');
  const [values, setValues] = useState<AddressValues>(initialValues);
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({});
  const [touched, setTouched] = useState<Partial<Record<AddressField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  /** The address verification's correction, while the shopper chooses. */
  const [correction, setCorrection] = useState<{ entered: AddressInput; verification: AddressVerification } | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // A saved address fills the fields it has; the e-mail and instructions stay as typed.
  const book = useAddressBook(initialValues.addressLine1 === '', (saved) => {
    setValues((v) => ({ ...v, ...saved }));
    setErrors({});
    setFormMessage(null);
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: told on each change of saving, not of the callback
  useEffect(() => {
    onBusyChange?.(saving);
  }, [saving]);
  // The form goes away (the address saved, another tab): nothing of it is in progress any more.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on unmount
  useEffect(() => () => onBusyChange?.(false), []);

  useEffect(() => {
    if (autoFocus) formRef.current?.querySelector<HTMLElement>('input,select')?.focus();
  }, [autoFocus]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new signal asks for one check, with the form as it is then
  useEffect(() => {
    if (checkSignal > 0) check();
  }, [checkSignal]);

  function set(field: AddressField, value: string) {
    const next = { ...values, [field]: field === 'phone' ? formatPhonePartial(value) : value };
    setValues(next);
    setFormMessage(null);
    book.edited();
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

  /** Shows every problem; true when there is none. */
  function check(): boolean {
    setSubmitted(true);
    setFormMessage(null);
    const problems = addressProblems(values);
    setErrors(problems);
    if (Object.keys(problems).length === 0) return true;
    requestAnimationFrame(() => focusFirstProblem(formRef.current, ORDER, problems));
    return false;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || !check()) return;
    const input = addressInput(values);
    if (verify) {
      setSaving(true);
      const verification = await verify(input);
      setSaving(false);
      if (verification?.verdict === 'corrected' && verification.suggestion) {
        setCorrection({ entered: input, verification });
        return;
      }
    }
    await save(input, values);
  }

  /** The shopper's choice in the address verification: the fields show what is saved. */
  function choose(useSuggestion: boolean) {
    const chosen = correction;
    setCorrection(null);
    if (!chosen) return;
    const suggestion = chosen.verification.suggestion;
    if (!useSuggestion || !suggestion) return void save(chosen.entered, values);
    const next = { ...values, ...suggestion, addressLine2: suggestion.addressLine2 ?? '' };
    setValues(next);
    void save({ ...chosen.entered, ...suggestion }, next);
  }

  async function save(input: AddressInput, shown: AddressValues) {
    setSaving(true);
    const result = await onSubmit(input);
    if (result.ok) await saveToBook(book, shown);
    setSaving(false);
    if (result.ok) return;
    const field = fieldForServerMessage(result.message, shown);
    if (field) {
      const next = { [field]: result.message };
      setErrors(next);
      requestAnimationFrame(() => focusFirstProblem(formRef.current, ORDER, next));
    } else {
      setFormMessage(result.message);
      requestAnimationFrame(() => summaryRef.current?.focus());
    }
  }

  const controls = addressControls({
    id,
    section: 'shipping',
    values,
    errors,
    optional: OPTIONAL_ADDRESS_FIELDS,
    onChange: set,
    onLeave: leave,
  });

  return (
    <form ref={formRef} className="ts-checkout-form" onSubmit={submit} noValidate aria-label={title} aria-busy={saving || undefined}>
      <FormProblemSummary summaryRef={summaryRef} submitted={submitted} errors={errors} formMessage={formMessage} />
      <div className="ts-checkout-form__grid">
        <SavedAddressPicker id={`${id}-saved`} choice={book} />
        <AddressFields controls={controls} variant={variant} />
        {controls.text('companyName', true)}
        <Field
          id={controls.fieldId('specialInstructions')}
          name="specialInstructions"
          label={ADDRESS_LABELS.specialInstructions}
          error={errors.specialInstructions}
          optional
          className="ts-checkout-form__wide"
        >
          {(control) => <textarea rows={2} {...controls.common('specialInstructions', control)} />}
        </Field>
      </div>
      <SaveToAccountCheckbox choice={book} />
      <p className="ts-checkout-form__note">{t('We ship within the US. We can’t ship to PO boxes or to military bases abroad.')}</p>
      <div className="ts-checkout-form__actions">
        <button type="submit" className="ts-button" disabled={saving}>
          {saving ? t('Saving…') : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="ts-button ts-button--quiet" onClick={onCancel}>
            {t('Cancel')}
          </button>
        )}
      </div>
      {correction?.verification.suggestion && (
        <Suspense fallback={null}>
          <AddressVerificationModal
            open
            entered={correction.entered}
            suggestion={correction.verification.suggestion}
            changed={correction.verification.changed}
            onUseSuggestion={() => choose(true)}
            onKeepEntered={() => choose(false)}
            onClose={() => setCorrection(null)}
          />
        </Suspense>
      )}
    </form>
  );
}
