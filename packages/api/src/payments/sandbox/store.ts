/**
 * The sandbox gateway's records (its own gateway_* tables, migration 0005): card nonces, wallet
 * and financing sessions, charges. Every "use once" step is one conditional UPDATE … RETURNING, so
 * two requests racing for the same nonce, charge or session cannot both win: PostgreSQL's row lock
 * makes the second wait and then find the row already changed.
 *
 * A nonce row holds what a real gateway would keep of a card — brand, last four, expiry and the
 * sandbox outcome — and never the number.
 */
import { randomBytes } from 'node:crypto';
import type { CardBrand, EXCHANGE_PAYMENT_TYPE, PaymentType, SessionPaymentType } from '@tireshop/core';
import { and, asc, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gatewayCharges, gatewayNonces, gatewaySessions } from '../../db/schema';
import type { SandboxCardOutcome } from './test-cards';

export type NonceRow = typeof gatewayNonces.$inferSelect;
export type SessionRow = typeof gatewaySessions.$inferSelect;
export type ChargeRow = typeof gatewayCharges.$inferSelect;

/** Unguessable ids in the shapes real gateways use (`tokencc_…` nonces, `ch_…` charges); all match the contract's id pattern. */
export const newId = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;

/** A tokenised card lives 15 minutes, as the real gateways' nonces do. */
export const NONCE_TTL_MS = 15 * 60 * 1000;
/** A wallet or financing session stays open 30 minutes. */
export const SESSION_TTL_MS = 30 * 60 * 1000;

export async function insertNonce(
  db: Db,
  card: { brand: CardBrand; last4: string; expMonth: number; expYear: number; outcome: SandboxCardOutcome },
  now: Date,
): Promise<NonceRow> {
  const [row] = await db
    .insert(gatewayNonces)
    .values({ nonce: newId('tokencc_sb'), ...card, createdAt: now, expiresAt: new Date(now.getTime() + NONCE_TTL_MS) })
    .returning();
  return row!;
}

/**
 * Takes a nonce for one authorisation: the row when it was unused and unexpired (now used), else
 * why not. Runs in the caller's transaction so the charge it leads to is written with it.
 */
export async function consumeNonce(
  db: Db,
  nonce: string,
  now: Date,
): Promise<{ ok: true; row: NonceRow } | { ok: false; reason: 'unknown' | 'used' | 'expired' }> {
  const [row] = await db
    .update(gatewayNonces)
    .set({ consumedAt: now })
    .where(and(eq(gatewayNonces.nonce, nonce), isNull(gatewayNonces.consumedAt), gt(gatewayNonces.expiresAt, now)))
    .returning();
  if (row) return { ok: true, row };
  const [found] = await db.select().from(gatewayNonces).where(eq(gatewayNonces.nonce, nonce));
  if (!found) return { ok: false, reason: 'unknown' };
  return { ok: false, reason: found.consumedAt ? 'used' : 'expired' };
}

export async function insertCharge(
  db: Db,
  charge: Omit<typeof gatewayCharges.$inferInsert, 'id' | 'createdAt' | 'updatedAt'> & { id?: string },
  now: Date,
): Promise<ChargeRow> {
  const [row] = await db
    .insert(gatewayCharges)
    .values({ ...charge, id: charge.id ?? newId('ch'), createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function findCharge(db: Db, chargeId: string): Promise<ChargeRow | undefined> {
  const [row] = await db.select().from(gatewayCharges).where(eq(gatewayCharges.id, chargeId));
  return row;
}

/** The charge made (or claimed) with a merchant's idempotency key. */
export async function findChargeByIdempotencyKey(db: Db, idempotencyKey: string): Promise<ChargeRow | undefined> {
  const [row] = await db.select().from(gatewayCharges).where(eq(gatewayCharges.idempotencyKey, idempotencyKey));
  return row;
}

/** Authorised or processing charges created before a time, oldest first (index gateway_charges_open). */
export async function findOpenCharges(db: Db, createdBefore: Date, limit: number): Promise<ChargeRow[]> {
  return (
    db
      .select()
      .from(gatewayCharges)
      // Written as the partial index's own predicate, so the planner uses it.
      .where(and(sql`${gatewayCharges.status} IN ('authorized', 'processing')`, lt(gatewayCharges.createdAt, createdBefore)))
      .orderBy(asc(gatewayCharges.createdAt))
      .limit(limit)
  );
}

/** Moves a charge from one status to another; undefined when it was not in `from` (someone else moved it first). */
export async function moveCharge(
  db: Db,
  chargeId: string,
  from: ChargeRow['status'],
  to: ChargeRow['status'],
  now: Date,
): Promise<ChargeRow | undefined> {
  const [row] = await db
    .update(gatewayCharges)
    .set({ status: to, updatedAt: now })
    .where(and(eq(gatewayCharges.id, chargeId), eq(gatewayCharges.status, from)))
    .returning();
  return row;
}

/**
 * Marks an authorized session charge of this reference, amount and (when given) payment type used;
 * undefined when any condition fails, so a charge offered for the wrong type stays unused. A card's
 * charge is never claimed: its order took it when it was authorised.
 */
export async function consumeCharge(
  db: Db,
  request: { chargeId: string; reference: string; amountInCents: number; paymentType?: PaymentType; idempotencyKey?: string },
  now: Date,
): Promise<ChargeRow | undefined> {
  const [row] = await db
    .update(gatewayCharges)
    .set({ consumedAt: now, updatedAt: now, idempotencyKey: request.idempotencyKey ?? null })
    .where(
      and(
        eq(gatewayCharges.id, request.chargeId),
        eq(gatewayCharges.reference, request.reference),
        ne(gatewayCharges.paymentType, 'credit'),
        request.paymentType ? eq(gatewayCharges.paymentType, request.paymentType) : undefined,
        eq(gatewayCharges.status, 'authorized'),
        eq(gatewayCharges.amountCents, request.amountInCents),
        isNull(gatewayCharges.consumedAt),
      ),
    )
    .returning();
  return row;
}

/** The newest open, unexpired session of a reference, type and amount (Klarna's "requested once per cart"). */
export async function findOpenSession(
  db: Db,
  request: { reference: string; paymentType: SessionPaymentType | typeof EXCHANGE_PAYMENT_TYPE; amountInCents: number },
  now: Date,
) {
  const [row] = await db
    .select()
    .from(gatewaySessions)
    .where(
      and(
        eq(gatewaySessions.reference, request.reference),
        eq(gatewaySessions.paymentType, request.paymentType),
        eq(gatewaySessions.amountCents, request.amountInCents),
        eq(gatewaySessions.status, 'open'),
        gt(gatewaySessions.expiresAt, now),
      ),
    )
    .orderBy(desc(gatewaySessions.createdAt))
    .limit(1);
  return row;
}

export async function insertSession(
  db: Db,
  request: { reference: string; paymentType: SessionPaymentType | typeof EXCHANGE_PAYMENT_TYPE; amountInCents: number; returnUrl: string },
  now: Date,
): Promise<SessionRow> {
  const [row] = await db
    .insert(gatewaySessions)
    .values({
      id: newId('ses'),
      paymentType: request.paymentType,
      reference: request.reference,
      amountCents: request.amountInCents,
      returnUrl: request.returnUrl,
      status: 'open',
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    })
    .returning();
  return row!;
}

/** An open session answered again comes back to wherever the shopper now is (storefront or widget). */
export async function updateSessionReturnUrl(db: Db, sessionId: string, returnUrl: string): Promise<void> {
  await db.update(gatewaySessions).set({ returnUrl }).where(eq(gatewaySessions.id, sessionId));
}

export async function findSession(db: Db, sessionId: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(gatewaySessions).where(eq(gatewaySessions.id, sessionId));
  return row;
}

/** Closes an open, unexpired session with an outcome; undefined when it was no longer open (a double click, or it expired). */
export async function closeSession(
  db: Db,
  sessionId: string,
  outcome: { status: 'approved' | 'cancelled' | 'failed'; chargeId?: string },
  now: Date,
) {
  const [row] = await db
    .update(gatewaySessions)
    .set({ status: outcome.status, chargeId: outcome.chargeId ?? null })
    .where(and(eq(gatewaySessions.id, sessionId), eq(gatewaySessions.status, 'open'), gt(gatewaySessions.expiresAt, now)))
    .returning();
  return row;
}
