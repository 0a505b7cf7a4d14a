/**
 * Payment recovery: the shopper's money is never left held for an order that does not exist.
 *
 * Placing an order (orders.ts) authorises the payment before it writes the order. If the process
 * dies in between, or the shopper approved a wallet or financing session and never placed the
 * order, the gateway holds an authorisation that nothing will capture. A retry of the same
 * Idempotency-Key resumes the placement with that very charge; this job gives back the ones nobody
 * resumes. Every worker round (worker.ts, also right after start-up) asks the gateway for its
 * holds older than ORPHANED_CHARGE_GRACE_MINUTES and voids each that has no order, unless a
 * placement that still holds its Idempotency-Key has recorded it (that one may yet commit).
 */
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { idempotencyKeys, orderPayments } from '../db/schema';
import type { PaymentProvider } from '../payments/provider';

/**
 * How old a hold without an order must be before it is voided. Longer than anything a placement
 * can still be doing with it (the Idempotency-Key lock is a minute) and than a wallet session a
 * shopper may still come back from with its charge (30 minutes), short enough that a shopper's
 * bank shows the hold gone the same day.
 */
export const ORPHANED_CHARGE_GRACE_MINUTES = 45;

/** Holds looked at per round; a backlog is worked off over the next rounds. */
const CHARGES_PER_ROUND = 200;

/** Voids the gateway's holds that belong to no order (see above); answers how many were voided. One that fails is logged and tried again next round. */
export async function voidOrphanedCharges(database: Database, payments: PaymentProvider, now: Date): Promise<number> {
  const createdBefore = new Date(now.getTime() - ORPHANED_CHARGE_GRACE_MINUTES * 60_000);
  const open = await payments.openCharges({ createdBefore, limit: CHARGES_PER_ROUND });
  if (open.length === 0) return 0;
  const ids = open.map((c) => c.chargeId);
  const { db } = database;
  const [ordered, placing] = await Promise.all([
    db.select({ chargeId: orderPayments.chargeId }).from(orderPayments).where(inArray(orderPayments.chargeId, ids)),
    db
      .select({ chargeId: idempotencyKeys.chargeId })
      .from(idempotencyKeys)
      .where(and(inArray(idempotencyKeys.chargeId, ids), eq(idempotencyKeys.status, 'in_progress'), gt(idempotencyKeys.lockedUntil, now))),
  ]);
  const kept = new Set([...ordered, ...placing].map((r) => r.chargeId));
  let voided = 0;
  for (const charge of open) {
    if (kept.has(charge.chargeId)) continue;
    try {
      await payments.void(charge.chargeId);
      console.warn(`[payments] voided charge ${charge.chargeId} (${charge.amountInCents} cents): no order was placed with it`);
      voided++;
    } catch (err) {
      console.error(`[payments] could not void charge ${charge.chargeId} without an order; retried next round:`, err);
    }
  }
  return voided;
}
