/**
 * The billing address of the payment step (spec §3 Cart billing: addressLine1, addressLine2, city,
 * state, zip, firstName, lastName, phone, phoneType, poNumber, email; rules §5 "Fields are required
 * unless marked optional. Optional fields: … PO number", the exact field messages). Checked with
 * core's `cartBillingInputSchema` — the rules the API runs — each message beside its field, the
 * first problem focused. The page saves it (the checkout store's saveBilling) before the order is
 * placed or a wallet session starts, through the handle.
 */
import {
  cartBillingInputSchema,
  fieldErrors,
  formatPhonePartial,
  type BillingResult,
  type CartBilling,
  type CartBillingInput,
  type CartShipping,
  type StorefrontVariant,
} from '@tireshop/core';
import { useEffect, useId, useRef, useState, type MutableRefObject } from 'react';
import { useMessages } from '../locale';
import { SavedAddressPicker, SaveToAccountCheckbox, saveToBook, useAddressBook } from './address-book';
import { AddressFields, addressControls, FormProblemSummary } from './address-fields';
import { blankToNull, focusFirstProblem, problemsOf, sharedAddressInput } from './address-values';

const BILLING_FIELDS = [
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
  'poNumber',
] as const;
type BillingField = (typeof BILLING_FIELDS)[number];
type BillingValues = Record<BillingField, string>;
type Problems = Partial<Record<BillingField, string>>;

const OPTIONAL: ReadonlySet<BillingField> = new Set(['addressLine2', 'poNumber']);

/** What a saved billing address, the shipping address or nothing fills the form with. */
function valuesFrom(source: Partial<Record<BillingField, string | null>> | null): BillingValues {
  const values = Object.fromEntries(BILLING_FIELDS.map((f) => [f, source?.[f] ?? ''])) as BillingValues;
  // spec §3: phoneType default mobile.
  if (!values.phoneType) values.phoneType = 'Mobile';
  return values;
}

/** The shipping address, when the tires go to one (home delivery): "Same as shipping address". */
export function shippingAddressOf(shipping: CartShipping | null | undefined): Partial<Record<BillingField, string | null>> | null {
  if (!shipping?.addressLine1 || !shipping.city || !shipping.state || !shipping.zip) return null;
  const { firstName, lastName, addressLine1, addressLine2, city, state, zip, phone, phoneType, email } = shipping;
  return { firstName, lastName, addressLine1, addressLine2, city, state, zip, phone, phoneType, email };
}

function billingInput(values: BillingValues): CartBillingInput {
  return { ...sharedAddressInput(values), poNumber: blankToNull(values.poNumber) };
}

/** Every field's problem in the spec's words: core's `cartBillingInputSchema`, the rules the API runs. */
function billingProblems(values: BillingValues): Problems {
  return problemsOf(BILLING_FIELDS, fieldErrors(cartBillingInputSchema, billingInput(values)));
}

export interface BillingFormHandle {
  /** Checks the form (messages shown, first problem focused) and saves it; true once saved. */
  save(): Promise<boolean>;
}

export interface BillingFormProps {
  /** The cart's saved billing address, if any (GET /checkout/cart-billing). */
  saved: CartBilling | null;
  /** The cart's shipping: its address is offered as "Same as shipping address" when there is one. */
  shipping: CartShipping | null;
  onSave: (input: CartBillingInput) => Promise<BillingResult>;
  handleRef: MutableRefObject<BillingFormHandle | null>;
  headingId: string;
  /** The storefront variant, whose state list the form offers (rules §6: no Puerto Rico on the employee portal). */
  variant?: StorefrontVariant;
}

export function BillingForm({ saved, shipping, onSave, handleRef, headingId, variant = 'retail' }: BillingFormProps) {
  const id = useId();
  const t = useMessages('payment');
  const shippingAddress = shippingAddressOf(shipping);
  const [sameAsShipping, setSameAsShipping] = useState(!saved && shippingAddress !== null);
  const [values, setValues] = useState<BillingValues>(() => valuesFrom(saved ?? shippingAddress));
  const [errors, setErrors] = useState<Problems>({});
  const [submitted, setSubmitted] = useState(false);
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const valuesRef = useRef(values);
  valuesRef.current = values;
  // A saved address fills the fields it has (billing has no company); the e-mail and PO number stay.
  const book = useAddressBook(values.addressLine1 === '', ({ companyName, ...saved }) => {
    setSameAsShipping(false);
    setValues((v) => ({ ...v, ...saved }));
    setErrors({});
    setFormMessage(null);
  });

  // The saved address arrives after the first render on a reload: it wins over an untouched form.
  const [seenSaved, setSeenSaved] = useState(saved !== null);
  useEffect(() => {
    if (!saved || seenSaved) return;
    setSeenSaved(true);
    setSameAsShipping(false);
    setValues(valuesFrom(saved));
  }, [saved, seenSaved]);

  handleRef.current = {
    async save() {
      setSubmitted(true);
      setFormMessage(null);
      const current = valuesRef.current;
      const problems = billingProblems(current);
      setErrors(problems);
      if (Object.keys(problems).length > 0) {
        requestAnimationFrame(() => focusFirstProblem(formRef.current, BILLING_FIELDS, problems));
        return false;
      }
      const result = await onSave(billingInput(current));
      if (result.ok) {
        await saveToBook(book, current);
        return true;
      }
      const fieldProblems = problemsOf(BILLING_FIELDS, result.fieldErrors);
      if (Object.keys(fieldProblems).length > 0) {
        setErrors(fieldProblems);
        requestAnimationFrame(() => focusFirstProblem(formRef.current, BILLING_FIELDS, fieldProblems));
      } else {
        setFormMessage(result.error.message);
        requestAnimationFrame(() => summaryRef.current?.focus());
      }
      return false;
    },
  };

  function set(field: BillingField, value: string) {
    const next = { ...values, [field]: field === 'phone' ? formatPhonePartial(value) : value };
    setValues(next);
    setFormMessage(null);
    book.edited();
    if (submitted || errors[field]) setErrors((e) => ({ ...e, [field]: billingProblems(next)[field] }));
  }

  function leave(field: BillingField) {
    if (values[field] === '' && !submitted) return; // an untouched empty field is not an error yet
    setErrors((e) => ({ ...e, [field]: billingProblems(values)[field] }));
  }

  function toggleSame(on: boolean) {
    setSameAsShipping(on);
    book.edited();
    setErrors({});
    setValues(on ? { ...valuesFrom(shippingAddress), poNumber: values.poNumber } : valuesFrom(null));
  }

  const controls = addressControls({ id, section: 'billing', values, errors, optional: OPTIONAL, onChange: set, onLeave: leave });

  return (
    <form ref={formRef} className="ts-checkout-form" noValidate aria-labelledby={headingId} onSubmit={(e) => e.preventDefault()}>
      <FormProblemSummary summaryRef={summaryRef} submitted={submitted} errors={errors} formMessage={formMessage} />
      {shippingAddress && (
        <label className="ts-billing__same">
          <input type="checkbox" checked={sameAsShipping} onChange={(e) => toggleSame(e.currentTarget.checked)} />
          {t('Same as shipping address')}
        </label>
      )}
      <div className="ts-checkout-form__grid">
        <SavedAddressPicker id={`${id}-saved`} choice={book} />
        <AddressFields controls={controls} variant={variant} />
        {controls.text('poNumber', true)}
      </div>
      <SaveToAccountCheckbox choice={book} />
      <p className="ts-checkout-form__note">{t('Your order confirmation goes to this e-mail address.')}</p>
    </form>
  );
}
