/**
 * The address forms' values (the shipping address, and the billing address of the payment step)
 * and how they become the API's input: pure functions, so the form components stay about
 * rendering (and these are unit-tested). The helpers taking a field list serve both forms.
 */
import {
  ADDRESS_MESSAGES,
  fieldErrors,
  isMilitaryAbroad,
  isPoBox,
  shippingAddressSchema,
  type FieldErrors,
  type PhoneType,
} from '@tireshop/core';

export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'companyName',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'zip',
  'phone',
  'phoneType',
  'email',
  'specialInstructions',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string>;

export const EMPTY_ADDRESS: AddressValues = {
  firstName: '',
  lastName: '',
  companyName: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  zip: '',
  phone: '',
  // spec §3 Cart shipping: phoneType default mobile.
  phoneType: 'Mobile',
  email: '',
  specialInstructions: '',
};

/** spec rules §5 "Fields are required unless marked optional. Optional fields: company name, special instructions". */
export const OPTIONAL_ADDRESS_FIELDS: ReadonlySet<AddressField> = new Set(['companyName', 'addressLine2', 'specialInstructions']);

/** Values from whatever the cart already knows (a saved home address, the cart's zip and e-mail). */
export function addressValuesFrom(source: Partial<Record<AddressField, string | null | undefined>> | null | undefined): AddressValues {
  const values = { ...EMPTY_ADDRESS };
  if (!source) return values;
  for (const field of ADDRESS_FIELDS) {
    const value = source[field];
    if (typeof value === 'string' && value !== '') values[field] = value;
  }
  return values;
}

/** Every field either address form has: the shipping address's, and the billing address's PO number. */
export type AddressFormField = AddressField | 'poNumber';

/** Each field's label, the same on both forms. */
export const ADDRESS_LABELS: Record<AddressFormField, string> = {
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
  poNumber: 'PO number',
};

export const ADDRESS_MAX_LENGTH: Partial<Record<AddressFormField, number>> = {
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
  poNumber: 30,
};

const AUTOCOMPLETE_TOKENS: Partial<Record<AddressFormField, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  companyName: 'organization',
  addressLine1: 'address-line1',
  addressLine2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  zip: 'postal-code',
  phone: 'tel-national',
  email: 'email',
};

/** A field's autocomplete, in the shipping or the billing section ("shipping given-name"). */
export function addressAutocomplete(section: 'shipping' | 'billing', field: AddressFormField): string | undefined {
  const token = AUTOCOMPLETE_TOKENS[field];
  return token && `${section} ${token}`;
}

/** An empty optional field goes to the API as null. */
export const blankToNull = (s: string) => (s.trim() === '' ? null : s);

/** The messages of a form's own fields, in the order of `fields`. */
export function problemsOf<F extends string>(fields: readonly F[], errors: Partial<Record<string, string>>): Partial<Record<F, string>> {
  const problems: Partial<Record<F, string>> = {};
  for (const field of fields) if (errors[field]) problems[field] = errors[field];
  return problems;
}

/** Focuses the first field of `order` that has a problem (the phone type: its first radio button). */
export function focusFirstProblem<F extends string>(
  form: HTMLFormElement | null,
  order: readonly F[],
  problems: Partial<Record<F, string>>,
) {
  const first = order.find((f) => problems[f]);
  if (!first) return;
  const target =
    first === 'phoneType' ? form?.querySelector<HTMLElement>('input[type="radio"]') : form?.querySelector<HTMLElement>(`[name="${first}"]`);
  target?.focus();
}

export interface AddressInput {
  firstName: string;
  lastName: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  zip: string;
  phone: string;
  phoneType: PhoneType;
  email: string;
  companyName: string | null;
  specialInstructions: string | null;
}

/** The fields both address forms show (the shipping address and the billing address). */
export type SharedAddressField =
  | 'firstName'
  | 'lastName'
  | 'addressLine1'
  | 'addressLine2'
  | 'city'
  | 'state'
  | 'zip'
  | 'phone'
  | 'phoneType'
  | 'email';

/** The shared fields of a cart-shipping or cart-billing body, an empty apartment line as null. */
export function sharedAddressInput(values: Record<SharedAddressField, string>) {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    addressLine1: values.addressLine1,
    addressLine2: blankToNull(values.addressLine2),
    city: values.city,
    state: values.state,
    zip: values.zip,
    phone: values.phone,
    phoneType: (values.phoneType || 'Mobile') as PhoneType,
    email: values.email,
  };
}

/** The fields of a HOME cart-shipping body (contract `cartShippingInputSchema`), empty optional fields as null. */
export function addressInput(values: AddressValues): AddressInput {
  return {
    ...sharedAddressInput(values),
    companyName: blankToNull(values.companyName),
    specialInstructions: blankToNull(values.specialInstructions),
  };
}

/**
 * Every field's problem in the spec's exact words (core's `shippingAddressSchema`, the very rules
 * the API runs), plus the e-mail, which the form requires: the shop writes to it about the order
 * (spec rules §5: only company name and special instructions are optional).
 */
export function addressProblems(values: AddressValues): Partial<Record<AddressField, string>> {
  const errors: FieldErrors = fieldErrors(shippingAddressSchema, addressInput(values));
  if (values.email.trim() === '') errors.email = ADDRESS_MESSAGES.email;
  if (values.state === '') errors.state = ADDRESS_MESSAGES.state;
  if (values.phoneType === '') errors.phoneType = ADDRESS_MESSAGES.phoneType;
  return problemsOf(ADDRESS_FIELDS, errors);
}

/**
 * Which field a refusal of the API belongs to, so it shows beside that field (spec §8 Fulfilment:
 * "no shipping to PO boxes", "no shipping to international military bases"; spec §5 messages).
 * null: a refusal about the whole address, shown above the button.
 */
export function fieldForServerMessage(message: string, values: AddressValues): AddressField | null {
  if (message === ADDRESS_MESSAGES.poBox)
    return isPoBox(values.addressLine2) && !isPoBox(values.addressLine1) ? 'addressLine2' : 'addressLine1';
  if (message === ADDRESS_MESSAGES.militaryAbroad) {
    if (isMilitaryAbroad({ state: values.state })) return 'state';
    if (isMilitaryAbroad({ city: values.city })) return 'city';
    return isMilitaryAbroad({ addressLine1: values.addressLine1 }) ? 'addressLine1' : 'addressLine2';
  }
  const byMessage: [string, AddressField][] = [
    [ADDRESS_MESSAGES.firstName, 'firstName'],
    [ADDRESS_MESSAGES.lastName, 'lastName'],
    [ADDRESS_MESSAGES.address, 'addressLine1'],
    [ADDRESS_MESSAGES.city, 'city'],
    [ADDRESS_MESSAGES.state, 'state'],
    [ADDRESS_MESSAGES.zip, 'zip'],
    [ADDRESS_MESSAGES.phone, 'phone'],
    [ADDRESS_MESSAGES.phoneType, 'phoneType'],
    [ADDRESS_MESSAGES.email, 'email'],
  ];
  return byMessage.find(([m]) => m === message)?.[1] ?? null;
}
