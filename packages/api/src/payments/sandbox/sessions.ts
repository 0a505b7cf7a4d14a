/**
 * Wallet and financing sessions (spec §7 checkout/cart-{bnpl-provider}; spec §2 charge_id and
 * #affirm-error): what each type's session looks like, and what the shopper's choice on the
 * gateway's approval page does — approve (a charge for the session's amount, declined from
 * $9,000.00), cancel, or for Affirm decline.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { WALLET_PAYMENT_TYPES, type SessionPaymentType } from '@tireshop/core';
import { TransactionRollbackError } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { closeSession, findSession, insertCharge, newId, type SessionRow } from './store';
import { SANDBOX_DECLINE_FROM_CENTS } from './test-cards';

/** spec §3 "Klarna session: client_token, payment_method_categories": every type's session carries them, in Klarna's shape. */
export const PAYMENT_METHOD_CATEGORIES: Record<SessionPaymentType, { identifier: string; name: string }[]> = {
  klarna: [
    { identifier: 'pay_later', name: 'Pay later in 30 days' },
    { identifier: 'pay_over_time', name: 'Financing' },
  ],
  affirm: [{ identifier: 'monthly_payments', name: 'Monthly payments' }],
  katapult: [{ identifier: 'lease_to_own', name: 'Lease-to-own' }],
  synchrony: [{ identifier: 'special_financing', name: 'Special financing with a Synchrony card' }],
  resolve: [{ identifier: 'net_terms', name: 'Pay in 30 days (business)' }],
  applepay: [{ identifier: 'apple_pay', name: 'Apple Pay' }],
  googlepay: [{ identifier: 'google_pay', name: 'Google Pay' }],
  paypal: [{ identifier: 'paypal', name: 'PayPal' }],
  venmo: [{ identifier: 'venmo', name: 'Venmo' }],
};

/** The session's client token: derived from its id, so a session answered again carries the same one. */
export const sessionClientToken = (secret: string, sessionId: string) =>
  `sbx_ct_${createHmac('sha256', secret).update(`tireshop-sandbox-session.v1.${sessionId}`).digest('base64url')}`;

/**
 * The payer as the wallet result shapes of spec §3 name it: a wallet payer (nonce,
 * details.payerId) for PayPal and Venmo, a tokenised card (consumed, details.dpanLastTwo) for the
 * device wallets, a charge (chargeId) for financing.
 */
function payerOf(paymentType: SessionPaymentType, chargeId: string): unknown {
  if (paymentType === 'paypal' || paymentType === 'venmo') {
    return { nonce: newId('payer'), details: { payerId: randomBytes(6).toString('hex').toUpperCase() } };
  }
  if (WALLET_PAYMENT_TYPES.includes(paymentType))
    return { consumed: true, details: { dpanLastTwo: String(randomBytes(1)[0]! % 100).padStart(2, '0') } };
  return { chargeId };
}

/** What the shopper chose on the approval page, or what the session already was. */
export type SessionOutcome =
  | { kind: 'approved'; session: SessionRow; chargeId: string }
  | { kind: 'declined'; session: SessionRow }
  | { kind: 'cancelled'; session: SessionRow }
  | { kind: 'affirm-error'; session: SessionRow }
  | { kind: 'expired'; session: SessionRow }
  | { kind: 'unknown' };

/** A closed (or expired) session's outcome as it stands: what a second click or a reload answers. */
export function outcomeOf(session: SessionRow, now: Date): SessionOutcome {
  if (session.status === 'approved' && session.chargeId) return { kind: 'approved', session, chargeId: session.chargeId };
  if (session.status === 'cancelled') return { kind: 'cancelled', session };
  if (session.status === 'failed')
    return session.paymentType === 'affirm' ? { kind: 'affirm-error', session } : { kind: 'declined', session };
  return session.expiresAt <= now ? { kind: 'expired', session } : { kind: 'unknown' };
}

/** The shopper's choice on an open session; a session closed already answers how it was closed. */
export async function decideSession(
  database: Database,
  sessionId: string,
  choice: 'approve' | 'cancel' | 'decline',
  now: Date,
): Promise<SessionOutcome> {
  const session = await findSession(database.db, sessionId);
  if (!session) return { kind: 'unknown' };
  if (session.status !== 'open' || session.expiresAt <= now) return outcomeOf(session, now);
  const paymentType = session.paymentType as SessionPaymentType;

  if (choice === 'approve') {
    const declined = session.amountCents >= SANDBOX_DECLINE_FROM_CENTS;
    const chargeId = newId('ch');
    const closed = await database.db
      .transaction(async (tx) => {
        await insertCharge(
          tx,
          {
            id: chargeId,
            paymentType,
            reference: session.reference,
            amountCents: session.amountCents,
            status: declined ? 'declined' : 'authorized',
            payer: declined ? null : payerOf(paymentType, chargeId),
          },
          now,
        );
        const row = await closeSession(tx, sessionId, { status: declined ? 'failed' : 'approved', chargeId }, now);
        // Someone closed it first: roll the charge back and answer their outcome.
        if (!row) tx.rollback();
        return row;
      })
      .catch((err: unknown) => {
        if (err instanceof TransactionRollbackError) return undefined;
        throw err;
      });
    if (!closed) return decideSession(database, sessionId, choice, now);
    return outcomeOf(closed, now);
  }
  // spec §2: Affirm's refusal comes back as #affirm-error; every other way out is a cancellation.
  const status = choice === 'decline' && paymentType === 'affirm' ? 'failed' : 'cancelled';
  const closed = await closeSession(database.db, sessionId, { status }, now);
  return closed ? outcomeOf(closed, now) : decideSession(database, sessionId, choice, now);
}

/**
 * Where the shopper goes back to (spec §2): approved → returnUrl with charge_id added to its
 * query; cancelled or declined → payment_cancelled={type}; Affirm's refusal → #affirm-error.
 */
export function returnUrlFor(outcome: SessionOutcome): string | null {
  if (outcome.kind === 'unknown') return null;
  const url = new URL(outcome.session.returnUrl);
  if (outcome.kind === 'approved') url.searchParams.set('charge_id', outcome.chargeId);
  else if (outcome.kind === 'affirm-error') url.hash = 'affirm-error';
  else if (outcome.kind === 'cancelled' || outcome.kind === 'declined')
    url.searchParams.set('payment_cancelled', outcome.session.paymentType);
  return url.href;
}
