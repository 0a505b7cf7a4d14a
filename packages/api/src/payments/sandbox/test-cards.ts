/**
 * The sandbox gateway's test cards (README "Paying in the sandbox", docs/payments.md): numbers the
 * card networks publish for testing, one per brand of spec §9 that approves, one that is declined
 * and one whose payment is processing (rules §4 Payment code 539 — the digits 539 are in it).
 * Any future expiry (MM/YY), any name; the CVV is 3 digits (4 for American Express).
 */
import type { CardBrand } from '@tireshop/core';

/** What the sandbox answers when a card's nonce is authorised. */
export type SandboxCardOutcome = 'approve' | 'decline' | 'processing';

export interface SandboxTestCard {
  /** As printed on the card, grouped. */
  number: string;
  brand: CardBrand;
  outcome: SandboxCardOutcome;
  /** A security code of the brand's length. */
  cvv: string;
}

export const SANDBOX_TEST_CARDS = {
  visa: { number: '4111 1111 1111 1111', brand: 'Visa', outcome: 'approve', cvv: '123' },
  mastercard: { number: '5555 5555 5555 4444', brand: 'MasterCard', outcome: 'approve', cvv: '123' },
  amex: { number: '3782 822463 10005', brand: 'American Express', outcome: 'approve', cvv: '1234' },
  discover: { number: '6011 1111 1111 1117', brand: 'Discover', outcome: 'approve', cvv: '123' },
  jcb: { number: '3530 1113 3330 0000', brand: 'JCB', outcome: 'approve', cvv: '123' },
  decline: { number: '4000 0000 0000 0002', brand: 'Visa', outcome: 'decline', cvv: '123' },
  processing: { number: '4000 0005 3900 0002', brand: 'Visa', outcome: 'processing', cvv: '123' },
} as const satisfies Record<string, SandboxTestCard>;

/** Authorisations of this amount or more are declined, whatever the card ($9,000.00). */
export const SANDBOX_DECLINE_FROM_CENTS = 900_000;

/** What a tokenised card will do: the test cards' outcomes; any other valid card approves. */
export function sandboxOutcome(digits: string): SandboxCardOutcome {
  const card = Object.values(SANDBOX_TEST_CARDS).find((c) => c.number.replace(/\s/g, '') === digits);
  return card?.outcome ?? 'approve';
}
