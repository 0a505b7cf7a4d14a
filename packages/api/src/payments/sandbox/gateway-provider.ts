/**
 * The sandbox gateway as the shop's PaymentProvider (../provider.ts): client tokens, sessions and
 * charges over the gateway's own tables, behaving as docs/payments.md describes — the test cards'
 * outcomes, declines from $9,000.00, code 539 payments that settle after
 * config.sandboxSettleSeconds, nonces and charge ids good for one order.
 */
import { PAYMENT_MESSAGES, type PaymentType, type SessionPaymentType } from '@tireshop/core';
import type { ApiConfig } from '../../config';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gatewayCharges, gatewayRefunds } from '../../db/schema';
import { PaymentError, type Charge, type PaymentProvider, type Session } from '../provider';
import { issueClientToken } from './client-token';
import { PAYMENT_METHOD_CATEGORIES, sessionClientToken } from './sessions';
import {
  consumeCharge,
  consumeNonce,
  findCharge,
  findChargeByIdempotencyKey,
  findOpenCharges,
  findOpenSession,
  insertCharge,
  insertSession,
  moveCharge,
  newId,
  updateSessionReturnUrl,
  type ChargeRow,
  type SessionRow,
} from './store';
import { SANDBOX_DECLINE_FROM_CENTS } from './test-cards';

/** The gateway's pages live beside the shop, on its origin. */
export const gatewayBase = (shopOrigin: string) => `${shopOrigin}/gateway`;

/** A charge as the shop sees it; `declined` only ever reaches the shop through `lookup`. */
function chargeOf(row: ChargeRow) {
  return {
    chargeId: row.id,
    paymentType: row.paymentType as PaymentType,
    amountInCents: row.amountCents,
    status: row.status,
    brand: row.brand,
    last4: row.last4,
  };
}

/** A charge the shop may hold: never `declined` (authorize and session approval throw or record those without answering them). */
function heldCharge(row: ChargeRow): Charge {
  if (row.status === 'declined') throw new PaymentError('declined', PAYMENT_MESSAGES.failed);
  return { ...chargeOf(row), status: row.status };
}

const unknownCharge = () => new PaymentError('token_invalid', PAYMENT_MESSAGES.tokenUsed);

/**
 * The charge an idempotency key made the first time, answered again as it is now (declined throws
 * as it did then); a key that made no charge, or another reference's, is no answer (undefined).
 */
function answeredBefore(row: ChargeRow | undefined, reference: string): Charge | undefined {
  if (!row || row.reference !== reference) return undefined;
  return heldCharge(row);
}

export function createSandboxProvider(options: { database: Database; config: ApiConfig; now: () => Date }): PaymentProvider {
  const { database, config, now } = options;
  const { db } = database;
  const settleMs = (config.sandboxSettleSeconds ?? 20) * 1000;

  function sessionOf(row: SessionRow, shopOrigin: string): Session {
    return {
      sessionId: row.id,
      paymentType: row.paymentType as SessionPaymentType,
      amountInCents: row.amountCents,
      redirectUrl: `${gatewayBase(shopOrigin)}/checkout/${row.id}`,
      clientToken: sessionClientToken(config.tokenSecret, row.id),
      paymentMethodCategories: PAYMENT_METHOD_CATEGORIES[row.paymentType as SessionPaymentType],
      expiresAt: row.expiresAt,
    };
  }

  /** A processing charge (code 539) past its settle time is authorized from then on. */
  async function settled(row: ChargeRow): Promise<ChargeRow> {
    if (row.status !== 'processing' || !row.settlesAt || row.settlesAt > now()) return row;
    return (await moveCharge(db, row.id, 'processing', 'authorized', now())) ?? (await findCharge(db, row.id)) ?? row;
  }

  return {
    name: 'sandbox',

    async clientToken({ origin, shopOrigin }) {
      return {
        clientToken: issueClientToken(config.tokenSecret, { origin, shopOrigin }, now().getTime()),
        hostedFieldsUrl: `${gatewayBase(shopOrigin)}/hosted-fields`,
      };
    },

    async createSession(request) {
      const shopOrigin = request.shopOrigin ?? new URL(request.returnUrl).origin;
      const at = now();
      const open = await findOpenSession(db, request, at);
      if (open) {
        if (open.returnUrl !== request.returnUrl) await updateSessionReturnUrl(db, open.id, request.returnUrl);
        return sessionOf(open, shopOrigin);
      }
      return sessionOf(await insertSession(db, request, at), shopOrigin);
    },

    async authorize({ nonce, amountInCents, reference, idempotencyKey }) {
      const at = now();
      // The nonce is used up by this authorisation whatever its outcome; the charge is written with it.
      const charge = await db.transaction(async (tx) => {
        const taken = await consumeNonce(tx, nonce, at);
        if (!taken.ok) return taken;
        const card = taken.row;
        const declined = card.outcome === 'decline' || amountInCents >= SANDBOX_DECLINE_FROM_CENTS;
        const processing = !declined && card.outcome === 'processing';
        const row = await insertCharge(
          tx,
          {
            paymentType: 'credit',
            reference,
            amountCents: amountInCents,
            status: declined ? 'declined' : processing ? 'processing' : 'authorized',
            brand: card.brand,
            last4: card.last4,
            settlesAt: processing ? new Date(at.getTime() + settleMs) : null,
            idempotencyKey: idempotencyKey ?? null,
          },
          at,
        );
        return { ok: true as const, row };
      });
      if (!charge.ok) {
        // Asked before with this key (a retry, or a concurrent duplicate that took the nonce first):
        // the charge it made is the answer, even once the nonce has expired.
        const earlier = idempotencyKey ? answeredBefore(await findChargeByIdempotencyKey(db, idempotencyKey), reference) : undefined;
        if (earlier) return earlier;
        if (charge.reason === 'expired') throw new PaymentError('token_expired', PAYMENT_MESSAGES.tokenExpired);
        throw charge.reason === 'used' ? new PaymentError('token_used', PAYMENT_MESSAGES.tokenUsed) : unknownCharge();
      }
      return heldCharge(charge.row);
    },

    async claimCharge(request) {
      const row = await consumeCharge(db, request, now());
      if (row) return heldCharge(row);
      // Why not, in the order a shopper can act on; another reference's charge is as good as unknown.
      const found = await findCharge(db, request.chargeId);
      // Claimed before with this key: the same answer again.
      if (found && request.idempotencyKey && found.idempotencyKey === request.idempotencyKey) {
        const earlier = answeredBefore(found, request.reference);
        if (earlier) return earlier;
      }
      // A charge of another type is not this order's to take (it stays unused for its own type).
      if (!found || found.reference !== request.reference || found.paymentType === 'credit') throw unknownCharge();
      if (request.paymentType && found.paymentType !== request.paymentType) throw unknownCharge();
      if (found.status === 'declined') throw new PaymentError('declined', PAYMENT_MESSAGES.failed);
      if (found.consumedAt || found.status !== 'authorized') throw new PaymentError('token_used', PAYMENT_MESSAGES.tokenUsed);
      throw new PaymentError('amount_mismatch', PAYMENT_MESSAGES.priceChanged);
    },

    async capture(chargeId) {
      const row = (await moveCharge(db, chargeId, 'authorized', 'captured', now())) ?? (await findCharge(db, chargeId));
      if (!row) throw unknownCharge();
      if (row.status === 'captured') return heldCharge(row);
      // A code-539 payment is captured once it has settled (the worker looks it up first).
      if (row.status === 'processing') throw new PaymentError('gateway_unavailable', PAYMENT_MESSAGES.processing);
      throw new PaymentError('declined', PAYMENT_MESSAGES.failed);
    },

    async void(chargeId) {
      const at = now();
      const row =
        (await moveCharge(db, chargeId, 'authorized', 'voided', at)) ??
        (await moveCharge(db, chargeId, 'processing', 'voided', at)) ??
        (await moveCharge(db, chargeId, 'captured', 'refunded', at)) ??
        (await findCharge(db, chargeId));
      if (!row) throw unknownCharge();
      // Voided, refunded: already done. Declined: nothing was ever held.
      if (row.status === 'declined') return { ...chargeOf(row), status: 'voided' };
      return heldCharge(row);
    },

    async refund({ chargeId, amountInCents, idempotencyKey }) {
      const at = now();
      const answer = await db.transaction(async (tx) => {
        // The charge's row is locked first: refunds of one charge, and retries of one key, go one at a time.
        const [charge] = await tx.select().from(gatewayCharges).where(eq(gatewayCharges.id, chargeId)).for('update');
        if (!charge) throw unknownCharge();
        const [earlier] = await tx.select().from(gatewayRefunds).where(eq(gatewayRefunds.idempotencyKey, idempotencyKey));
        if (earlier) return earlier;
        const [done] = await tx
          .select({ cents: sql<number>`coalesce(sum(${gatewayRefunds.amountCents}), 0)::int` })
          .from(gatewayRefunds)
          .where(eq(gatewayRefunds.chargeId, chargeId));
        const left = charge.amountCents - (done?.cents ?? 0);
        if (charge.status !== 'captured' || !Number.isInteger(amountInCents) || amountInCents <= 0 || amountInCents > left)
          throw new PaymentError('declined', PAYMENT_MESSAGES.failed);
        const [row] = await tx
          .insert(gatewayRefunds)
          .values({ id: newId('re'), chargeId, amountCents: amountInCents, idempotencyKey, createdAt: at })
          .returning();
        if (amountInCents === left)
          await tx.update(gatewayCharges).set({ status: 'refunded', updatedAt: at }).where(eq(gatewayCharges.id, chargeId));
        return row!;
      });
      return { refundId: answer.id, chargeId: answer.chargeId, amountInCents: answer.amountCents };
    },

    async openCharges({ createdBefore, limit }) {
      const rows = await findOpenCharges(db, createdBefore, limit);
      return Promise.all(
        rows.map(async (row) => {
          const now = await settled(row);
          return { ...heldCharge(now), idempotencyKey: now.idempotencyKey, createdAt: now.createdAt };
        }),
      );
    },

    async lookup(chargeId) {
      const row = await findCharge(db, chargeId);
      return row ? chargeOf(await settled(row)) : null;
    },
  };
}
