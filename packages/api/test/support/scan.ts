/**
 * The card number scanner of the card data tests (issue #6 "An end-to-end scan proves no
 * Luhn-valid card number appears in any request to our API, in logs or in the database"), on the
 * card rules the gateway itself uses (core cardDigits, luhnValid).
 *
 * The scan is precise rather than allow-listed: it looks at free-standing runs of digits (groups
 * separated by single spaces or dashes), not at digits glued to letters or dash-joined to them (ids
 * such as UUIDs), and reports every span of whole groups of 13 to 19 digits that passes the Luhn
 * check. card-data-scan.test.ts holds its controls: planted numbers written every way are found,
 * ids and dates are not.
 */
import { cardDigits, luhnValid } from '@tireshop/core';

/**
 * Free-standing runs of digit groups joined by single spaces or dashes: not preceded by a letter or
 * digit (or one and a dash), not followed by one (or a dash and one). "4111 1111-1111 1111" and
 * "card_4111111111111111" hold a run; the digits of "a716-446655440000" (a UUID) or of a random id
 * ("ab4111…ff") do not.
 */
const DIGIT_RUN = /(?<![A-Za-z0-9])(?<![A-Za-z0-9]-)\d+(?:[ -]\d+)*(?![A-Za-z0-9])(?!-[A-Za-z0-9])/g;

/** Luhn-valid card-like numbers in `text`: every span of whole groups of a run with 13 to 19 digits. */
export function cardNumbersIn(text: string): string[] {
  const found: string[] = [];
  for (const [run] of text.matchAll(DIGIT_RUN)) {
    const groups = run.split(/[ -]/);
    for (let first = 0; first < groups.length; first++) {
      let digits = '';
      for (let last = first; last < groups.length && digits.length + groups[last]!.length <= 19; last++) {
        digits += groups[last];
        if (digits.length >= 13 && luhnValid(digits)) found.push(digits);
      }
    }
  }
  return found;
}

/** The text as written and, when it is URL-encoded (a query, a form body), as decoded: "4111%201111…" is a card too. */
export function cardNumbersAnyEncoding(text: string): string[] {
  let decoded = text;
  try {
    decoded = decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    // not URL-encoded
  }
  return [...new Set([...cardNumbersIn(text), ...(decoded === text ? [] : cardNumbersIn(decoded))])];
}

/** A card's digits without its grouping ("4111 1111 1111 1111" → "4111111111111111"). */
export function digitsOf(card: { number: string }): string {
  const digits = cardDigits(card.number);
  if (!digits) throw new Error(`not a card number: ${card.number}`);
  return digits;
}

/** A place the scan looked and the card numbers it found there. */
export interface Finding {
  where: string;
  numbers: string[];
}

/** The findings of one place: none when it holds no card number. */
export function scan(where: string, text: string): Finding[] {
  const numbers = cardNumbersAnyEncoding(text);
  return numbers.length > 0 ? [{ where, numbers }] : [];
}
