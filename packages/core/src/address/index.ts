/**
 * Address and phone rules of spec rules §5 (shared patterns, phone formatting, state list, exact
 * messages, "no PO boxes", "military bases abroad are not shippable", address completeness).
 * One set of rules for the shipping and billing forms in the browser and for the API, which
 * validates the same fields with the same messages (contract/cart.ts).
 */
import * as v from 'valibot';
import { missingFieldMessage, usZipSchema, withMissingMessage } from '../contract/fields';
import { ownEntries } from '../contract/own-entries';
import { fillMessage } from '../i18n/index';
import { type StorefrontVariant, variantConfig } from '../variants/index';

/** spec §5 Messages (exact). */
export const ADDRESS_MESSAGES = {
  firstName: 'Please enter valid First Name',
  lastName: 'Please enter valid Last Name',
  city: 'Please enter valid City',
  address: 'Please enter valid Address',
  zip: 'Please enter valid US Zip Code.',
  phone: 'Please enter a valid phone number.',
  phoneType: 'Please select a phone type.',
  state: 'Please enter state.',
  email: 'Please enter a valid email.',
  /** spec §8 Fulfilment "no shipping to PO boxes" (words ours). */
  poBox: 'We can’t ship to PO boxes. Please enter a street address.',
  /** spec §8 Fulfilment "no shipping to international military bases" (words ours). */
  militaryAbroad: 'We can’t ship to military bases abroad (APO, FPO or DPO addresses).',
} as const;

/**
 * An optional text field's limit (company, instructions, PO number): a message with a parameter,
 * filled in here and translated by its template in the widgets' catalogue.
 */
export const AT_MOST_CHARACTERS = 'At most {max} characters.' as const;
export const atMostCharacters = (max: number) => fillMessage(AT_MOST_CHARACTERS, { max });

/**
 * spec §5: "Name: 1 to 25 characters from letters, apostrophe, comma, period, space and hyphen."
 * At least one of them a letter: "-" or "." alone is not a name (docs/decisions.md).
 */
export const NAME_PATTERN = /^(?=[^\p{L}]*\p{L})[\p{L}',. -]{1,25}$/u;
/** spec §5: "Phone: optional country code, 10 digits, optional extension." */
export const PHONE_PATTERN = /^(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}(?:\s*(?:x|ext\.?|extension)\s*\d{1,6})?$/i;
/** Something@somewhere.tld, without spaces or control characters (which PostgreSQL text refuses, e.g. NUL). */
export const EMAIL_PATTERN = /^[^\s@\p{C}]+@[^\s@\p{C}]+\.[^\s@\p{C}]{2,}$/u;

/** spec §5 State list: 50 states plus Puerto Rico and DC (Puerto Rico removed on the employee portal). */
export const US_STATES = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['PR', 'Puerto Rico'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
] as const satisfies readonly (readonly [string, string])[];
export type StateCode = (typeof US_STATES)[number][0];

export const STATE_CODES: readonly StateCode[] = US_STATES.map(([code]) => code);

/**
 * The state list a storefront variant offers: every state but those its configuration leaves out
 * (rules §6: Puerto Rico removed on the employee portal).
 */
export function stateList(variant: StorefrontVariant = 'retail'): readonly (typeof US_STATES)[number][] {
  const excluded = variantConfig(variant).statesExcluded;
  return excluded.length === 0 ? US_STATES : US_STATES.filter(([code]) => !excluded.includes(code));
}

/** Whether a state code is on the variant's state list (a form posted without the list is checked again). */
export const stateOffered = (state: string, variant: StorefrontVariant = 'retail') =>
  STATE_CODES.includes(state.trim().toUpperCase() as StateCode) &&
  !variantConfig(variant).statesExcluded.includes(state.trim().toUpperCase());

/** spec §9 "Free shipping in the contiguous US only": every state but Alaska, Hawaii and Puerto Rico. */
export const isContiguousState = (state: string | null | undefined) =>
  !!state && STATE_CODES.includes(state as StateCode) && state !== 'AK' && state !== 'HI' && state !== 'PR';

/** spec §5: "Reduce to digits, drop a leading 1, cap at 10 digits." */
export function phoneDigits(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.startsWith('1')) digits = digits.slice(1);
  return digits.slice(0, 10);
}

/** spec §5: a 10-digit number shows as (xxx) xxx xxxx, or xxx.xxx.xxxx; any other length → null. */
export function formatPhone(input: string, style: 'parens' | 'dots' = 'parens'): string | null {
  const d = phoneDigits(input);
  if (d.length !== 10) return null;
  return style === 'dots' ? `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}` : `(${d.slice(0, 3)}) ${d.slice(3, 6)} ${d.slice(6)}`;
}

/** spec §5: the partial formatter for typing: lengths 4–6 and 7–10 (shorter input as typed). */
export function formatPhonePartial(input: string): string {
  const d = phoneDigits(input);
  if (d.length < 4) return d;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)} ${d.slice(6)}`;
}

/** spec §5: the display prefix of a phone number. */
export const PHONE_DISPLAY_PREFIX = '+1 (';

/** spec §5: characters stripped from free text (one variant keeps "="). */
export function stripFreeText(input: string, options: { allowEquals?: boolean } = {}): string {
  return input.replace(options.allowEquals ? /[`~!@$%^&*()+<>"']/g : /[`~!@$%^&*()+=<>"']/g, '');
}

/**
 * spec §5 "No PO boxes for shipping". A line is a PO box when box words (P.O. Box, PO BOX, POBox,
 * POB, Post Office Box, Post Box, PO Drawer) come with a box number or end the line, when it starts
 * with "Box 12", or reads "PO 12". A street that only contains the letters ("Boxwood Rd",
 * "1 Pobox Lane", "12 Post Office Rd") is not one; a rural route ("RR 2 Box 12") is a street address.
 */
const BOX_WORDS = String.raw`\b(?:p\s*\.?\s*o\s*\.?\s*(?:box|b|drawer)|post(?:al)?\s*(?:office\s*)?(?:box|drawer))\.?`;
const BOX_NUMBER = String.raw`(?:\s*(?:no\.?|number|#)?\s*\d|\s*$)`;
const PO_BOX = new RegExp(String.raw`${BOX_WORDS}${BOX_NUMBER}|^\s*box\s*#?\s*\d|\bp\s*\.?\s*o\s*\.?\s*#?\s*\d`, 'i');
export const isPoBox = (line: string | null | undefined) => !!line && PO_BOX.test(line);

/**
 * spec §5 "Military bases abroad are not shippable": APO/FPO/DPO cities, the armed-forces "states"
 * AA/AE/AP, or the military address lines "PSC 802 Box 74", "CMR 450 Box 12" and "Unit 2050 Box
 * 4190". "Unit 5" alone is an ordinary apartment and ships.
 */
const MILITARY_CITY = /^\s*[adf]\.?\s*p\.?\s*o\.?\s*$/i;
const MILITARY_LINE = /\b(?:psc|cmr)\s*#?\s*\d+|\bunit\s*#?\s*\d+\s*,?\s*box\s*#?\s*\d+/i;
export function isMilitaryAbroad(address: {
  addressLine1?: string | null;
  addressLine2?: string | null;
  city?: string | null;
  state?: string | null;
}): boolean {
  if (address.state && /^A[AEP]$/i.test(address.state.trim())) return true;
  if (address.city && MILITARY_CITY.test(address.city)) return true;
  return [address.addressLine1, address.addressLine2].some((l) => !!l && MILITARY_LINE.test(l));
}

/**
 * spec §5: "An address counts as complete when the first three of addressLine1, city, state and
 * zip are present, so zip is in effect not checked."
 */
export function isAddressComplete(
  address: { addressLine1?: string | null; city?: string | null; state?: string | null } | null | undefined,
): boolean {
  return !!address && [address.addressLine1, address.city, address.state].every((f) => !!f && f.trim() !== '');
}

// ---- valibot field schemas (each with the spec's exact message) ----

const trimmed = v.transform((s: string) => s.normalize('NFKC').replace(/\s+/g, ' ').trim());

/** Each field carries its message for being left out too (withMissingMessage), for forms and the API alike. */
export const nameField = (message: string) =>
  withMissingMessage(v.pipe(v.string(message), trimmed, v.regex(NAME_PATTERN, message)), message);
export const addressLineField = withMissingMessage(
  v.pipe(
    v.string(ADDRESS_MESSAGES.address),
    trimmed,
    v.minLength(1, ADDRESS_MESSAGES.address),
    v.maxLength(60, ADDRESS_MESSAGES.address),
    v.regex(/^[\p{L}\p{N}#'.,/ -]+$/u, ADDRESS_MESSAGES.address),
  ),
  ADDRESS_MESSAGES.address,
);
export const optionalAddressLineField = v.optional(
  v.nullable(
    v.pipe(
      v.string(ADDRESS_MESSAGES.address),
      trimmed,
      v.maxLength(60, ADDRESS_MESSAGES.address),
      v.regex(/^[\p{L}\p{N}#'.,/ -]*$/u, ADDRESS_MESSAGES.address),
    ),
  ),
);
export const cityField = withMissingMessage(
  v.pipe(v.string(ADDRESS_MESSAGES.city), trimmed, v.regex(/^[\p{L}'. -]{2,40}$/u, ADDRESS_MESSAGES.city)),
  ADDRESS_MESSAGES.city,
);
export const stateField = withMissingMessage(
  v.pipe(
    v.string(ADDRESS_MESSAGES.state),
    v.transform((s: string) => s.trim().toUpperCase()),
    v.picklist(STATE_CODES as StateCode[], ADDRESS_MESSAGES.state),
  ),
  ADDRESS_MESSAGES.state,
);
export const zipField = withMissingMessage(usZipSchema(ADDRESS_MESSAGES.zip), ADDRESS_MESSAGES.zip);
const PHONE_EXTENSION = /\s*(?:x|ext\.?|extension)\s*(\d+)$/i;
/**
 * Stored as the formatted 10 digits, "(xxx) xxx xxxx", with " ext. N" when an extension was given.
 * The 10 digits are what is left after the spec's "drop a leading 1": "123 456 7890" is refused
 * (no US area code starts with 1), so every stored number formats. `message` is what a wrong or
 * missing number answers: the address forms' and the installer signup's differ (spec §5).
 */
export const phoneFieldWith = (message: string) =>
  withMissingMessage(
    v.pipe(
      v.string(message),
      v.transform((s: string) => s.trim()),
      v.regex(PHONE_PATTERN, message),
      v.check((s: string) => formatPhone(s.replace(PHONE_EXTENSION, '')) !== null, message),
      v.transform((s: string) => {
        const extension = PHONE_EXTENSION.exec(s)?.[1];
        const number = formatPhone(s.replace(PHONE_EXTENSION, ''))!;
        return extension ? `${number} ext. ${extension}` : number;
      }),
    ),
    message,
  );
export const phoneField = phoneFieldWith(ADDRESS_MESSAGES.phone);
export const PHONE_TYPES = ['Mobile', 'Landline'] as const;
export type PhoneType = (typeof PHONE_TYPES)[number];
export const phoneTypeField = withMissingMessage(v.picklist(PHONE_TYPES, ADDRESS_MESSAGES.phoneType), ADDRESS_MESSAGES.phoneType);
export const emailField = withMissingMessage(
  v.pipe(
    v.string(ADDRESS_MESSAGES.email),
    v.transform((s: string) => s.trim().toLowerCase()),
    v.maxLength(254, ADDRESS_MESSAGES.email),
    v.regex(EMAIL_PATTERN, ADDRESS_MESSAGES.email),
  ),
  ADDRESS_MESSAGES.email,
);
/** Optional free text (company, instructions, PO number): control characters dropped (PostgreSQL refuses NUL). */
const optionalText = (max: number) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.transform((s: string) => s.replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}]/gu, ' ')),
        trimmed,
        v.maxLength(max, atMostCharacters(max)),
      ),
    ),
  );

/** The person and street of a shipping or billing address (spec §3 Address). */
export const addressEntries = {
  firstName: nameField(ADDRESS_MESSAGES.firstName),
  lastName: nameField(ADDRESS_MESSAGES.lastName),
  addressLine1: addressLineField,
  addressLine2: optionalAddressLineField,
  city: cityField,
  state: stateField,
  zip: zipField,
  phone: phoneField,
  /** spec §3: default mobile. */
  phoneType: v.optional(phoneTypeField, 'Mobile'),
  email: v.optional(v.nullable(emailField)),
  /** spec §5 optional fields: company name, special instructions. */
  companyName: optionalText(60),
  specialInstructions: optionalText(200),
};

/**
 * A home-delivery address: the fields above plus spec §5 "No PO boxes for shipping" and
 * "Military bases abroad are not shippable", each reported on the field that shows it.
 */
const notPoBox = v.check((line: string) => !isPoBox(line), ADDRESS_MESSAGES.poBox);
const notMilitaryLine = v.check((line: string) => !isMilitaryAbroad({ addressLine1: line }), ADDRESS_MESSAGES.militaryAbroad);
export const shippingAddressSchema = v.object({
  ...addressEntries,
  addressLine1: v.pipe(addressLineField, notPoBox, notMilitaryLine),
  addressLine2: v.optional(
    v.nullable(
      v.pipe(
        v.string(ADDRESS_MESSAGES.address),
        trimmed,
        v.maxLength(60, ADDRESS_MESSAGES.address),
        v.regex(/^[\p{L}\p{N}#'.,/ -]*$/u, ADDRESS_MESSAGES.address),
        notPoBox,
        notMilitaryLine,
      ),
    ),
  ),
  city: v.pipe(
    v.string(ADDRESS_MESSAGES.city),
    v.check((c) => !isMilitaryAbroad({ city: c }), ADDRESS_MESSAGES.militaryAbroad),
    cityField,
  ),
  state: v.pipe(
    v.string(ADDRESS_MESSAGES.state),
    v.check((st) => !isMilitaryAbroad({ state: st }), ADDRESS_MESSAGES.militaryAbroad),
    stateField,
  ),
});
export type ShippingAddress = v.InferOutput<typeof shippingAddressSchema>;

/** The billing address (spec §3 Cart billing): PO number optional, PO boxes allowed. */
export const billingAddressSchema = v.object({ ...addressEntries, poNumber: optionalText(30) });
export type BillingAddress = v.InferOutput<typeof billingAddressSchema>;

export type FieldErrors = Partial<Record<string, string>>;

/**
 * Every field's first problem, keyed by field name — for forms that show messages beside fields. A
 * field left out gets its own message ("Please enter valid City"), as the API answers it.
 */
export function fieldErrors(schema: v.GenericSchema, value: unknown): FieldErrors {
  const result = v.safeParse(ownEntries(schema), value);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const key = issue.path?.map((p) => String(p.key)).join('.') ?? '';
    errors[key] ??= missingFieldMessage(schema, issue) ?? issue.message;
  }
  return errors;
}

/** An address on one line, as the shop shows it: "501 Congress Ave, Suite 200, Austin, TX 78701" (parts that are missing left out). */
export const streetAddressLine = (parts: {
  addressLine1: string | null;
  addressLine2?: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}) => [parts.addressLine1, parts.addressLine2, parts.city, [parts.state, parts.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
