/**
 * Promo codes on a cart (spec §3 Coupon on a cart; rules §5 coupon alerts and errors). A code is
 * matched case-insensitively and must be running to be applied; a cart holds one code at a time.
 * What a code is worth is decided by services/pricing.ts, never here.
 */
import { fillMessage, PROMO_CODE_REFUSALS } from '@tireshop/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cartCoupons, coupons } from '../db/schema';
import { badRequest } from '../http/errors';
import type { Tx } from '../db/client';
import type { CouponTerms } from './pricing';

export type CouponRecord = typeof coupons.$inferSelect;

/** Codes are stored upper-case (a CHECK says so) and typed in any case. */
export const normalisePromoCode = (code: string) => code.trim().toUpperCase();

const isStarted = (c: CouponRecord, now: Date) => c.startsAt === null || c.startsAt <= now;
const isEnded = (c: CouponRecord, now: Date) => c.endsAt !== null && c.endsAt <= now;

/** The coupon a shopper typed, running now; 400 with the reason otherwise (the cart is left as it was). */
export async function findRunningCoupon(tx: Tx | Db, typed: string, now: Date): Promise<CouponRecord> {
  const code = normalisePromoCode(typed);
  const [coupon] = await tx.select().from(coupons).where(eq(coupons.code, code)).limit(1);
  if (!coupon) throw badRequest(fillMessage(PROMO_CODE_REFUSALS.unknown, { code }));
  if (isEnded(coupon, now)) throw badRequest(fillMessage(PROMO_CODE_REFUSALS.expired, { code }));
  if (!isStarted(coupon, now)) throw badRequest(fillMessage(PROMO_CODE_REFUSALS.notYetActive, { code }));
  return coupon;
}

/** A code running now, as a link's promotion shows it before there is a cart; 400 with the reason otherwise. */
export async function runningPromoCode(db: Db, typed: string, now: Date) {
  const { code, title, promotionType } = await findRunningCoupon(db, typed, now);
  return { promoCode: { code, title, promotionType } };
}

/**
 * Applies a code to the cart: one code per cart, so a new valid code replaces the previous one;
 * the same code again changes nothing. The caller holds the cart lock.
 */
export async function applyPromoCode(tx: Tx, cartId: string, typed: string, now: Date): Promise<void> {
  const coupon = await findRunningCoupon(tx, typed, now);
  const applied = await tx.select({ couponId: cartCoupons.couponId }).from(cartCoupons).where(eq(cartCoupons.cartId, cartId));
  if (applied.length === 1 && applied[0]!.couponId === coupon.id) return;
  await tx.delete(cartCoupons).where(eq(cartCoupons.cartId, cartId));
  await tx.insert(cartCoupons).values({ cartId, couponId: coupon.id, appliedAt: now });
}

/** Takes a code off the cart; a code that is not applied (or does not exist) is a no-op. */
export async function removePromoCode(tx: Tx, cartId: string, typed: string): Promise<void> {
  const code = normalisePromoCode(typed);
  await tx
    .delete(cartCoupons)
    .where(
      and(
        eq(cartCoupons.cartId, cartId),
        sql`${cartCoupons.couponId} in (select ${coupons.id} from ${coupons} where ${coupons.code} = ${code})`,
      ),
    );
}

export function toCouponTerms(c: CouponRecord, now: Date): CouponTerms {
  return {
    id: c.id,
    code: c.code,
    title: c.title,
    promotionType: c.promotionType,
    amountType: c.amountType,
    amount: c.amount,
    minCartQuantity: c.minCartQuantity,
    maxCartQuantity: c.maxCartQuantity,
    alertMessage: c.alertMessage,
    productLineIds: c.productLineIds ?? null,
    // Applied while running; it gives nothing once it has ended (pricing says why).
    isRunning: isStarted(c, now) && !isEnded(c, now),
  };
}

/** The codes applied to a cart, oldest first. */
export async function cartCouponRecords(db: Tx | Db, cartId: string): Promise<CouponRecord[]> {
  const rows = await db
    .select({ coupon: coupons })
    .from(cartCoupons)
    .innerJoin(coupons, eq(coupons.id, cartCoupons.couponId))
    .where(eq(cartCoupons.cartId, cartId))
    .orderBy(asc(cartCoupons.appliedAt), asc(coupons.id));
  return rows.map((r) => r.coupon);
}
