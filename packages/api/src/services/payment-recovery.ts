/**
 * Payment recovery: the shopper's money is never left held for an order that does not exist.
 *
 * Placing an order (orders.ts) authorises the payment before it writes the order. If the process
 * dies in between, or the shopper approved a wallet or financing session and never placed the
 * order, the gateway holds an authorisation that nothing will capture. A retry of the same
 * Idempotency-Key resumes the placement with that very charge; this job gives back the ones nobody
 * resumes. Every worker round (worker.ts, also right after start-up) asks the gateway for its
 * holds older than ORPHANED_CHARGE_GRACE_MINUTES and voids each that has no order, unless a
 * placement still holds the Idempotency-Key it was made under (that one may yet commit).
 */
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { idempotencyKeys, orderPayments } from '../db/schema';
import type { PaymentProvider } from '../payments/provider';
import { gatewayIdempotencyKey, type HeldKey, letKeyGo, takeStaleKey } from './idempotency';

/**
 * How old a hold without an order must be before it is voided. Longer than anything a placement
 * can still be doing with it (the Idempotency-Key lock is a minute) and than a wallet session a
 * shopper may still come back from with its charge (30 minutes), short enough that a shopper's
 * bank shows the hold gone the same day.
 */
export const ORPHANED_CHARGE_GRACE_MINUTES = 45;

/** Holds looked at per round; a backlog is worked off over the next rounds. */
const CHARGES_PER_ROUND = 200;

/** The holds of `open` that no order was placed with. */
async function withoutOrder<T extends { chargeId: string }>(database: Database, open: T[]): Promise<T[]> {
  if (open.length === 0) return [];
  const ordered = await database.db
    .select({ chargeId: orderPayments.chargeId })
    .from(orderPayments)
    .where(
      inArray(
        orderPayments.chargeId,
        open.map((c) => c.chargeId),
      ),
    );
  return open.filter((c) => !ordered.some((o) => o.chargeId === c.chargeId));
}

/** Holds the operations console lists at once. */
const HOLDS_LISTED = 200;

/**
 * GET /v1/operations/payments/held-without-order: what the gateway holds now (as this job asks it,
 * of any age) that belongs to no order, oldest first, each with the moment from which the worker
 * voids it. A young one may still become an order (a placement or a wallet session under way).
 */
export async function heldWithoutOrder(database: Database, payments: PaymentProvider, now: Date) {
  const open = await payments.openCharges({ createdBefore: new Date(now.getTime() + 1), limit: HOLDS_LISTED });
  const holds = await withoutOrder(database, open);
  return {
    graceMinutes: ORPHANED_CHARGE_GRACE_MINUTES,
    holds: holds.map((c) => ({
      chargeId: c.chargeId,
      paymentType: c.paymentType,
      amountInCents: c.amountInCents,
      status: c.status,
      createdAt: c.createdAt.toISOString(),
      voidsAfter: new Date(c.createdAt.getTime() + ORPHANED_CHARGE_GRACE_MINUTES * 60_000).toISOString(),
    })),
  };
}

/**
 * Voids the gateway's holds that belong to no order (see above); answers how many were voided. One
 * that fails is logged and tried again next round.
 *
 * A hold made by a placement is given back only under that placement's Idempotency-Key: the job
 * takes the key's lock the way a retry would (the conditional update a retry also makes), voids,
 * and lets the lock run out at once. So a retry that arrives at the same moment either holds the
 * key first — and the hold is left to it, even before it has recorded the charge — or waits for
 * the void and is told to pay again; it can never write an order on a hold voided under it.
 */
export async function voidOrphanedCharges(database: Database, payments: PaymentProvider, now: Date): Promise<number> {
  const createdBefore = new Date(now.getTime() - ORPHANED_CHARGE_GRACE_MINUTES * 60_000);
  const open = await payments.openCharges({ createdBefore, limit: CHARGES_PER_ROUND });
  const orphans = await withoutOrder(database, open);
  if (orphans.length === 0) return 0;
  const { db } = database;
  // The placements not finished (crashed, or still running): few, and each names its gateway key.
  const unfinished = await db
    .select({
      clientId: idempotencyKeys.clientId,
      key: idempotencyKeys.key,
      requestHash: idempotencyKeys.requestHash,
      chargeId: idempotencyKeys.chargeId,
      lockedUntil: idempotencyKeys.lockedUntil,
    })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.status, 'in_progress'));
  const byGatewayKey = new Map(unfinished.map((k) => [gatewayIdempotencyKey(k.clientId, k.key, k.requestHash), k]));
  const byCharge = new Map(unfinished.filter((k) => k.chargeId).map((k) => [k.chargeId!, k]));

  let voided = 0;
  for (const charge of orphans) {
    const placement = byCharge.get(charge.chargeId) ?? (charge.idempotencyKey ? byGatewayKey.get(charge.idempotencyKey) : undefined);
    let lock: HeldKey | null = null;
    if (placement) {
      // A placement holding its key may yet commit: its hold is its own.
      if (placement.lockedUntil > now) continue;
      lock = await takeStaleKey(database, placement, now);
      // A retry took the key in the meantime: the hold is its to use; the next round looks again.
      if (!lock) continue;
    }
    try {
      await payments.void(charge.chargeId);
      console.warn(`[payments] voided charge ${charge.chargeId} (${charge.amountInCents} cents): no order was placed with it`);
      voided++;
    } catch (err) {
      console.error(`[payments] could not void charge ${charge.chargeId} without an order; retried next round:`, err);
    } finally {
      // Let the key go at once: a retry now gets the voided charge back, and is asked to pay again.
      if (lock) await letKeyGo(database, lock);
    }
  }
  return voided;
}
