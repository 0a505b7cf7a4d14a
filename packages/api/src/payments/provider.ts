/**
 * The payment gateway as the shop sees it (docs/decisions.md "Checkout and orders"): one interface
 * for every payment type of rules §3 — the card (a single-use nonce from the gateway's hosted card
 * fields) and the wallets and financing (a session the shopper approves on the gateway's page, which
 * comes back with a charge id). The built-in implementation is the sandbox gateway (./sandbox), in
 * the shape of the real ones; a real gateway is another implementation of this interface.
 *
 * The shop never holds a card number: it sees nonces, charge ids, a brand and the last four digits.
 */
import type { PaymentType, SessionPaymentType } from '@tireshop/core';

/** Why the gateway refused, mapped by the shop to its words (core PAYMENT_MESSAGES). */
export type PaymentFailureCode =
  /** The card or account was declined (spec §8 "payment was not able to be processed"). */
  | 'declined'
  /** Unknown nonce or charge, or one that is not this reference's. */
  | 'token_invalid'
  /** Used before (a nonce or charge is good for one order). */
  | 'token_used'
  | 'token_expired'
  /** A session charge for another amount than the one asked. */
  | 'amount_mismatch'
  | 'gateway_unavailable';

export class PaymentError extends Error {
  constructor(
    readonly code: PaymentFailureCode,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentError';
  }
}

/** A charge at the gateway. */
export interface Charge {
  chargeId: string;
  paymentType: PaymentType;
  amountInCents: number;
  /** processing: rules §4 code 539 — the gateway settles it later (see `settle`). */
  status: 'processing' | 'authorized' | 'captured' | 'voided' | 'refunded';
  /** Card brand (spec §9) and last four digits, when the payment is a card. */
  brand: string | null;
  last4: string | null;
}

/** A refund of (part of) a captured charge. */
export interface Refund {
  refundId: string;
  chargeId: string;
  amountInCents: number;
}

/** A hold as payment recovery sees it: with the idempotency key it was made (or claimed) under, if any. */
export interface OpenCharge extends Charge {
  idempotencyKey: string | null;
  /** When the gateway made the hold: its age, and when recovery may void it. */
  createdAt: Date;
}

export interface ClientTokenOptions {
  /** The origin the hosted fields will be embedded on (the token is bound to it); null when the caller sent none. */
  origin: string | null;
  /** The shop's origin the request came to: the gateway is served at `${shopOrigin}/gateway`. */
  shopOrigin: string;
}

export interface SessionRequest {
  paymentType: SessionPaymentType;
  /** The server's amount for this payment type (payment type discount applied). */
  amountInCents: number;
  /** The merchant's reference: the cart id. */
  reference: string;
  returnUrl: string;
  /**
   * The shop's origin the request came to: the session's page is served at `${shopOrigin}/gateway`.
   * Optional for compatibility; without it the returnUrl's origin is taken, which is wrong when the
   * shopper returns to a page on another origin (a widget's host page), so pass it.
   */
  shopOrigin?: string;
}

export interface Session {
  sessionId: string;
  paymentType: SessionPaymentType;
  amountInCents: number;
  redirectUrl: string;
  /** Klarna-shaped session fields (spec §3 Klarna session: client_token, payment_method_categories). */
  clientToken: string;
  paymentMethodCategories: { identifier: string; name: string }[];
  expiresAt: Date;
}

export interface PaymentProvider {
  /** The gateway's name, stored with each payment (`sandbox`). */
  readonly name: string;
  /** spec §7 /checkout/{card-provider}-client-token, and where the hosted card fields live. */
  clientToken(options: ClientTokenOptions): Promise<{ clientToken: string; hostedFieldsUrl: string }>;
  /**
   * A wallet or financing session for a reference and amount. An open, unexpired session of the
   * same reference, type and amount is answered again (Klarna's "requested once per cart").
   */
  createSession(request: SessionRequest): Promise<Session>;
  /**
   * Authorises a card nonce for an amount. Resolves with an authorized charge, or a processing one
   * (code 539); throws PaymentError('declined' | 'token_*' | 'gateway_unavailable'). A nonce is
   * consumed by its first authorisation, approved or not.
   *
   * `idempotencyKey` (the merchant's, as real gateways take it): asked again with the same key, the
   * gateway answers the charge it made the first time — in whatever state it is now (a voided one
   * comes back voided) — instead of refusing the used nonce. The same goes for claimCharge. This is
   * what lets a merchant that died after the gateway answered retry without a second charge.
   */
  authorize(request: { nonce: string; amountInCents: number; reference: string; idempotencyKey?: string }): Promise<Charge>;
  /**
   * Takes a charge a session produced (the charge_id the shopper came back with) for an order: it
   * must be this reference's, authorized, for exactly this amount and not used before; it is then
   * marked used. Throws PaymentError otherwise.
   *
   * `paymentType`: the type the order is placed with; a charge of another type is refused and not
   * used up (an Affirm charge cannot pay a PayPal order). Optional for compatibility: absent means
   * any session type — callers should pass it.
   */
  claimCharge(request: {
    chargeId: string;
    amountInCents: number;
    reference: string;
    paymentType?: PaymentType;
    idempotencyKey?: string;
  }): Promise<Charge>;
  /** Captures an authorized charge (idempotent on a captured one). */
  capture(chargeId: string): Promise<Charge>;
  /** Voids an authorization, or refunds a captured charge; idempotent. */
  void(chargeId: string): Promise<Charge>;
  /**
   * Refunds part (or all) of a captured charge: a return's money (docs/returns.md). Refunds of one
   * charge never add up to more than it; the charge is `refunded` once they reach its amount.
   * `idempotencyKey`: asked again with the same key, the gateway answers the refund it made the
   * first time instead of refunding twice. Throws PaymentError: `declined` for a charge that is not
   * captured or an amount past what is left, `gateway_unavailable` when unreachable.
   */
  refund(request: { chargeId: string; amountInCents: number; idempotencyKey: string }): Promise<Refund>;
  /**
   * The gateway's holds created before `createdBefore` and neither captured nor voided (authorized
   * or processing), oldest first, at most `limit`: what payment recovery reconciles against orders.
   */
  openCharges(request: { createdBefore: Date; limit: number }): Promise<OpenCharge[]>;
  /** The charge as the gateway knows it now (a processing charge settles to authorized or declined). */
  lookup(chargeId: string): Promise<(Omit<Charge, 'status'> & { status: Charge['status'] | 'declined' }) | null>;
}
