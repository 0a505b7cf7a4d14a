/**
 * The card rules (rules §5 card and date messages, §9 card brands): one set of rules for the
 * gateway's hosted card fields in the browser and for the gateway's tokenize call on the server,
 * which answer with the same words. Pure functions over strings; no DOM, no clock of their own.
 *
 * The card number only ever passes through these functions inside the gateway's page and its
 * tokenize call — the shop's own code sees a nonce, a brand and the last four digits.
 */
import { PAYMENT_MESSAGES, type CardBrand } from '../contract/checkout';

/** What a card number may be typed with besides digits (the hosted field groups by spaces). */
const SEPARATORS = /[\s-]/g;

/** The digits of a typed card number, or null when it holds anything but digits, spaces and dashes. */
export function cardDigits(input: string): string | null {
  const digits = input.replace(SEPARATORS, '');
  return /^\d*$/.test(digits) ? digits : null;
}

/** The Luhn (mod 10) check every card number of rules §9's brands carries in its last digit. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

interface BrandRule {
  brand: CardBrand;
  /** Whether the number's leading digits belong to the brand (its issuer identification ranges). */
  matches: (digits: string) => boolean;
  lengths: readonly number[];
  cvvLength: number;
  /** Where the formatted number breaks into groups. */
  groups: readonly number[];
}

const prefixBetween = (digits: string, length: number, low: number, high: number) => {
  if (digits.length < length) return false;
  const prefix = Number(digits.slice(0, length));
  return prefix >= low && prefix <= high;
};

/** spec §9 Card brands: American Express, Visa, JCB, Discover, MasterCard — and nothing else. */
const BRAND_RULES: readonly BrandRule[] = [
  { brand: 'American Express', matches: (d) => /^3[47]/.test(d), lengths: [15], cvvLength: 4, groups: [4, 6, 5] },
  { brand: 'Visa', matches: (d) => d.startsWith('4'), lengths: [13, 16, 19], cvvLength: 3, groups: [4, 4, 4, 4, 3] },
  { brand: 'JCB', matches: (d) => prefixBetween(d, 4, 3528, 3589), lengths: [16, 17, 18, 19], cvvLength: 3, groups: [4, 4, 4, 4, 3] },
  {
    brand: 'Discover',
    matches: (d) => d.startsWith('6011') || d.startsWith('65') || prefixBetween(d, 3, 644, 649) || prefixBetween(d, 6, 622126, 622925),
    lengths: [16, 17, 18, 19],
    cvvLength: 3,
    groups: [4, 4, 4, 4, 3],
  },
  {
    brand: 'MasterCard',
    matches: (d) => prefixBetween(d, 2, 51, 55) || prefixBetween(d, 4, 2221, 2720),
    lengths: [16],
    cvvLength: 3,
    groups: [4, 4, 4, 4],
  },
];

const ruleOf = (brand: CardBrand) => BRAND_RULES.find((r) => r.brand === brand)!;

/** The brand a (partly) typed number belongs to, as soon as its leading digits tell; null when none of spec §9's. */
export function cardBrand(number: string): CardBrand | null {
  const digits = cardDigits(number);
  if (!digits) return null;
  return BRAND_RULES.find((r) => r.matches(digits))?.brand ?? null;
}

/** The longest number any accepted brand issues: the hosted field stops there. */
export const CARD_NUMBER_MAX_DIGITS = 19;

/** rules §5 "The card number is not valid." unless the number is of a spec §9 brand, of its length and passes Luhn. */
export function validateCardNumber(input: string): string | null {
  const digits = cardDigits(input);
  const brand = digits ? cardBrand(digits) : null;
  if (!digits || !brand || !ruleOf(brand).lengths.includes(digits.length) || !luhnValid(digits)) return PAYMENT_MESSAGES.cardNumber;
  return null;
}

/** A card is good through the last day of its expiry month; no issuer prints one this far ahead. */
const EXPIRY_MAX_YEARS_AHEAD = 20;

/**
 * Reads an expiry typed as MM/YY (also M/YY and MM/YYYY). rules §5: "Please fill out an expiration
 * date." when empty, "This expiration date is not valid (format MM/YY)." when malformed, past
 * (a card is valid through the end of its month, compared in UTC) or implausibly far ahead.
 */
export function parseExpiry(input: string, now: Date): { month: number; year: number } | { error: string } {
  const text = input.trim();
  if (text === '') return { error: PAYMENT_MESSAGES.expiryMissing };
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(text);
  if (!match) return { error: PAYMENT_MESSAGES.expiryInvalid };
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  const monthIndex = year * 12 + (month - 1);
  const nowIndex = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (month < 1 || month > 12 || monthIndex < nowIndex || year > now.getUTCFullYear() + EXPIRY_MAX_YEARS_AHEAD) {
    return { error: PAYMENT_MESSAGES.expiryInvalid };
  }
  return { month, year };
}

/** The security code: 4 digits for American Express, 3 for the others; 3 or 4 while the brand is unknown. */
export function validateCvv(cvv: string, brand: CardBrand | null): string | null {
  const lengths = brand ? [ruleOf(brand).cvvLength] : [3, 4];
  return /^\d+$/.test(cvv.trim()) && lengths.includes(cvv.trim().length) ? null : PAYMENT_MESSAGES.cvv;
}

/** The name as printed on the card: required, and no longer than a card can carry. */
export function validateCardholderName(name: string): string | null {
  const trimmed = name.trim();
  return trimmed.length >= 1 && trimmed.length <= 100 && !/\p{C}/u.test(trimmed) ? null : PAYMENT_MESSAGES.cardholderName;
}

/** A typed number grouped as printed on the card: 4-4-4-4 (American Express 4-6-5); other characters dropped. */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '');
  const brand = cardBrand(digits);
  const rule = brand ? ruleOf(brand) : null;
  const maxLength = rule ? Math.max(...rule.lengths) : CARD_NUMBER_MAX_DIGITS;
  const groups = rule?.groups ?? [4, 4, 4, 4, 3];
  const kept = digits.slice(0, maxLength);
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= kept.length) break;
    parts.push(kept.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/**
 * An expiry as it is being typed: digits only, "/" after the month ("1" → "1", "12" → "12/",
 * "1225" → "12/25"); a first digit that can only be a month of its own is that month ("3" → "03/").
 */
export function formatExpiryInput(input: string, deleting = false): string {
  // Autofill may bring a four-digit year ("12/2029").
  const withFullYear = /^\s*(\d{1,2})\s*\/\s*\d{2}(\d{2})\s*$/.exec(input);
  if (withFullYear) return `${withFullYear[1]!.padStart(2, '0')}/${withFullYear[2]}`;
  let digits = input.replace(/\D/g, '').slice(0, 4);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`.slice(0, 4);
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export type CardField = 'number' | 'expiry' | 'cvv' | 'name';
export interface CardInput {
  number: string;
  expiry: string;
  cvv: string;
  name: string;
}
export interface ValidCard {
  digits: string;
  brand: CardBrand;
  expMonth: number;
  expYear: number;
  cardholderName: string;
}

/** Every field of the card form checked at once: the card, or each bad field's message (in form order). */
export function validateCard(
  input: CardInput,
  now: Date,
): { ok: true; card: ValidCard } | { ok: false; fields: Partial<Record<CardField, string>> } {
  const fields: Partial<Record<CardField, string>> = {};
  const numberError = validateCardNumber(input.number);
  if (numberError) fields.number = numberError;
  const expiry = parseExpiry(input.expiry, now);
  if ('error' in expiry) fields.expiry = expiry.error;
  const brand = cardBrand(input.number);
  const cvvError = validateCvv(input.cvv, brand);
  if (cvvError) fields.cvv = cvvError;
  const nameError = validateCardholderName(input.name);
  if (nameError) fields.name = nameError;
  if (numberError || 'error' in expiry || cvvError || nameError || !brand) return { ok: false, fields };
  return {
    ok: true,
    card: { digits: cardDigits(input.number)!, brand, expMonth: expiry.month, expYear: expiry.year, cardholderName: input.name.trim() },
  };
}
