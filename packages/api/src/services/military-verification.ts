/**
 * Military verification bound to a cart (contract/military.ts; rules §1, §2 /idMeCallback, §6
 * Roles "Military — verification status military — Extra 5%", §9 "Military discount 5%").
 *
 * The cart opens a verification (a single-use state, 10 minutes); the identity partner's one-time
 * code is redeemed with that state, server to server, and the partner's answer — never the
 * client's — is written on the cart with the time it was given. Pricing (services/pricing.ts)
 * takes 5 % off while the answer is `military` and younger than MILITARY_VERIFICATION_HOURS.
 * Each step is one transaction under the cart's row lock; a refused step changes nothing.
 */
import { randomBytes } from 'node:crypto';
import { MILITARY_MESSAGES, MILITARY_VERIFICATION_FLOW_MINUTES, type IdMeAnswer, type SiteCart } from '@tireshop/core';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { carts, militaryVerifications } from '../db/schema';
import { badRequest } from '../http/errors';
import { redeemIdmeCode } from '../payments/sandbox/idme';
import { answerCart, cartWithContext, lockOwnCart, readCartFacts } from './cart';
import type { CartCaller } from './cart-access';

/** Opens a verification for the caller's cart: its single-use state. */
export async function startMilitaryVerification(
  database: Database,
  cartId: string,
  client: CartCaller,
  now: Date,
): Promise<{ state: string; expiresAt: string }> {
  return database.db.transaction(async (tx) => {
    await lockOwnCart(tx, cartId, client);
    const state = randomBytes(24).toString('base64url');
    const expiresAt = new Date(now.getTime() + MILITARY_VERIFICATION_FLOW_MINUTES * 60_000);
    await tx.insert(militaryVerifications).values({ state, cartId, createdAt: now, expiresAt });
    return { state, expiresAt: expiresAt.toISOString() };
  });
}

const MESSAGE_OF: Record<IdMeAnswer, string> = {
  military: MILITARY_MESSAGES.verified,
  wecare: MILITARY_MESSAGES.wecare,
  'not-verified': MILITARY_MESSAGES.notVerified,
};

/**
 * spec §2 /idMeCallback: redeems the partner's code for the cart's open state and binds the answer.
 * Refused with 400, nothing changed: a state this cart did not open, one already used or expired
 * (a replayed callback), and a code the partner did not issue for that state (forged).
 */
export async function completeMilitaryVerification(
  database: Database,
  cartId: string,
  input: { state: string; code: string },
  client: CartCaller,
  context: { now: Date; apiOrigin: string },
): Promise<{ verification: IdMeAnswer; message: string; siteCart: SiteCart }> {
  const { now } = context;
  return database.db.transaction(async (tx) => {
    await lockOwnCart(tx, cartId, client);
    const [opened] = await tx
      .update(militaryVerifications)
      .set({ completedAt: now })
      .where(
        and(
          eq(militaryVerifications.state, input.state),
          eq(militaryVerifications.cartId, cartId),
          isNull(militaryVerifications.completedAt),
          gt(militaryVerifications.expiresAt, now),
        ),
      )
      .returning({ state: militaryVerifications.state });
    if (!opened) throw badRequest(MILITARY_MESSAGES.stateMismatch);
    const answer = await redeemIdmeCode(tx, input.code, input.state, now);
    if (!answer) throw badRequest(MILITARY_MESSAGES.codeRefused);
    // The partner's latest answer is the cart's status: not verified clears an earlier one.
    const verified = answer === 'not-verified' ? null : answer;
    const [updated] = await tx
      .update(carts)
      .set({ idMeVerifiedStatus: verified, idMeVerifiedAt: verified ? now : null, updatedAt: now })
      .where(eq(carts.id, cartId))
      .returning(cartWithContext);
    const siteCart = answerCart(await readCartFacts(tx, updated!, now), context.apiOrigin);
    return { verification: answer, message: MESSAGE_OF[answer], siteCart };
  });
}
