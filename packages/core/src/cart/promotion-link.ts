/**
 * A link's promotion (spec storefront §2 "Query parameters read: … promotion"): `?promotion=SAVE50`
 * on any page of the shop applies that promo code to the shopper's cart, or — before they have a
 * cart — is checked now and kept (ST_promotion) until their first tire makes one
 * (applyKeptPromotion). A code that is unknown, ended or not started yet is refused with the API's
 * words and changes nothing (docs/decisions.md "Promotion links").
 */
import type { ApiClient } from '../client/index';
import { promoCodeEndpoint } from '../contract/cart';
import type { CartStorage } from './storage-keys';
import { PROMOTION_QUERY } from './promotion-query';
import type { CartStore } from './types';

/** The query string without the promotion (`?a=1`, or '' when it was the only value): the page's address once it is followed. */
export function searchWithoutPromotion(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(PROMOTION_QUERY);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

export type PromotionLinkOutcome =
  | { kind: 'applied'; code: string; title: string }
  | { kind: 'kept'; code: string; title: string }
  | { kind: 'refused'; message: string };

/**
 * Follows a link's promotion: applied to the cart when there is one; else checked and kept in
 * `storage` for the cart the shopper's first tire makes. A refusal keeps nothing and leaves the
 * cart as it was (the API refuses before it writes).
 */
export async function followPromotionLink(
  api: ApiClient,
  cart: CartStore,
  storage: CartStorage,
  typed: string,
): Promise<PromotionLinkOutcome> {
  if (cart.cartId()) {
    const result = await cart.applyPromoCode(typed);
    if (!result.ok) return { kind: 'refused', message: result.error.message };
    const coupon = result.cart?.siteCartCoupons.find((c) => c.promoCode === typed.normalize('NFKC').trim().toUpperCase());
    if (coupon) return { kind: 'applied', code: coupon.promoCode, title: coupon.title };
    // The cart was gone (the store has cleaned up): the code waits for the next one.
  }
  const answer = await api.call(promoCodeEndpoint, { params: { code: typed } });
  if (!answer.ok) return { kind: 'refused', message: answer.error.message };
  storage.write('promotion', answer.data.promoCode.code);
  return { kind: 'kept', code: answer.data.promoCode.code, title: answer.data.promoCode.title };
}

/** What the shopper is told (our words; the refusal is the API's). */
export function promotionLinkMessage(outcome: PromotionLinkOutcome): { message: string; kind: 'success' | 'info' | 'error' } {
  if (outcome.kind === 'refused') return { message: outcome.message, kind: 'error' };
  if (outcome.kind === 'applied') return { message: `Promo code ${outcome.code} applied: ${outcome.title}.`, kind: 'success' };
  return { message: `Promo code ${outcome.code} will be applied when you add tires to your cart: ${outcome.title}.`, kind: 'info' };
}

/**
 * Puts a kept promotion on the cart the shopper's first tire made (call after a successful add).
 * Kept once: a code refused by then (it has ended) is dropped with its reason, and the shopper can
 * type another; without a kept code or a cart nothing is sent.
 */
export async function applyKeptPromotion(cart: CartStore, storage: CartStorage): Promise<PromotionLinkOutcome | null> {
  const kept = storage.read('promotion');
  if (!kept || !cart.cartId()) return null;
  storage.remove('promotion');
  const result = await cart.applyPromoCode(kept);
  if (!result.ok) return { kind: 'refused', message: result.error.message };
  const coupon = result.cart?.siteCartCoupons.find((c) => c.promoCode === kept);
  return coupon ? { kind: 'applied', code: coupon.promoCode, title: coupon.title } : null;
}
