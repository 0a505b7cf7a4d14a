/**
 * Cart rules the views show (spec storefront §2, §4 Cart and Checkout; rules §5, §9): pure
 * functions of the server's cart and the page. The server computes every amount; these only
 * decide what to show.
 */
import { isAddressComplete } from '../address/index';
import type { CartCoupon, CartProduct, SiteCart } from '../contract/cart';
import { formatPrice } from '../format/price';
import { isCheckoutPath } from '../shell/index';
import { type StorefrontVariant, variantConfig } from '../variants/index';

/**
 * spec §4 Checkout "Shipping cost modes … cost TBD when …": the server applies the modes and
 * answers `shippingCostInCents` null for "to be decided"; the client only displays it.
 */
export function shippingCostText(cart: Pick<SiteCart, 'shippingCostInCents'>): string {
  const cents = cart.shippingCostInCents;
  if (cents === null) return 'TBD';
  return cents === 0 ? 'FREE' : formatPrice(cents);
}

/** Checkout pages without the road hazard checkbox (spec §4 Checkout "except confirmation and shipping-confirmation"). */
const NO_ROAD_HAZARD_PATHS = ['/checkout/order-confirmation', '/checkout/shipping-confirmation'];

export interface RoadHazardCheckboxInput {
  pathname: string;
  /** The shopper is a special-order buyer (spec rules §6 "Special order: No road hazard checkbox"). */
  isSpecialOrder: boolean;
  products: readonly Pick<CartProduct, 'roadHazardState'>[];
  roadHazardCostInCents: number;
  /**
   * The box was shown on this page already. Unchecking it declines every tire (roadHazardState 2),
   * which would otherwise hide the box the shopper just used and leave no way back: a box once
   * shown stays while the page and the shopper's type allow it (docs/decisions.md).
   */
  wasVisible?: boolean;
}

/**
 * spec §4 Checkout: "Road hazard checkbox: shown on checkout pages except confirmation and
 * shipping-confirmation, not for special order, not when all products declined; checked when road
 * hazard cost above zero." Checkout pages only — not the cart summary modal (docs/decisions.md).
 * "Declined" is roadHazardState 2 (contract/cart.ts); a cart with no tires shows no box.
 *
 * Our reading of "checked": the cost is above zero OR some tire is covered (roadHazardState 1).
 * A free road hazard (the FREEHAZARD code, a Free deal) costs 0 in our contract while the tires
 * are covered; the spec prices a 100 percent road-hazard promotion at 0.01 (rules §4 "road hazard
 * is priced at 0.01"), which we read as keeping such coverage's cost above zero so the box shows
 * checked. Going by the cost alone, a free coverage would show unticked: the shopper could neither
 * see it nor decline it (a click would send covered=true and change nothing).
 */
export function roadHazardCheckbox(input: RoadHazardCheckboxInput): { visible: boolean; checked: boolean } {
  const path = input.pathname.replace(/\/+$/, '') || '/';
  const onCheckout = isCheckoutPath(path) && !NO_ROAD_HAZARD_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
  const allDeclined = input.products.length === 0 || (input.products.every((p) => p.roadHazardState === 2) && !input.wasVisible);
  return {
    visible: onCheckout && !input.isSpecialOrder && !allDeclined,
    checked: input.roadHazardCostInCents > 0 || input.products.some((p) => p.roadHazardState === 1),
  };
}

export interface CouponAlert {
  promoCode: string;
  message: string;
}

const tires = (n: number) => `${n} ${n === 1 ? 'tire' : 'tires'}`;

/**
 * spec §4 "Coupon deal alert when cart quantity is below min or outside max cart quantity of the
 * coupon"; rules §5 "It shows the coupon alert message, or a quantity alert with the quantity."
 * One alert per coupon out of bounds: the coupon's own alertMessage, else couponQuantityAlert's.
 */
export function couponAlerts(cart: Pick<SiteCart, 'totalQuantity' | 'siteCartCoupons'>): CouponAlert[] {
  const quantity = cart.totalQuantity;
  const alerts: CouponAlert[] = [];
  for (const coupon of cart.siteCartCoupons) {
    const words = couponQuantityAlert(coupon, quantity);
    if (words !== null) alerts.push({ promoCode: coupon.promoCode, message: coupon.alertMessage || words });
  }
  return alerts;
}

/**
 * The quantity alert for one coupon (rules §5 "a quantity alert with the quantity"; the words are
 * ours, docs/decisions.md): null while `quantity` is within the coupon's min and max cart
 * quantities, else "Add 2 more tires to use SAVE50." below the minimum, "SAVE50 applies to at most
 * 8 tires; your cart has 10." above the maximum. Only these words: the coupon's own alertMessage,
 * which the views show instead, is the caller's (couponAlerts). Shared with the API's pricing so
 * the server and the storefront say the same thing.
 */
export function couponQuantityAlert(
  coupon: Pick<CartCoupon, 'promoCode' | 'minCartQunatity' | 'maxCartQunatity'>,
  quantity: number,
): string | null {
  const { promoCode, minCartQunatity: min, maxCartQunatity: max } = coupon;
  if (min !== null && quantity < min) return `Add ${min - quantity} more ${min - quantity === 1 ? 'tire' : 'tires'} to use ${promoCode}.`;
  if (max !== null && quantity > max) return `${promoCode} applies to at most ${tires(max)}; your cart has ${quantity}.`;
  return null;
}

/** spec §4/§9: "Cart badge shows count, above 9 shows '9 +'"; nothing at zero. */
export function badgeLabel(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > 9 ? '9 +' : String(Math.floor(count));
}

export interface SummaryLocationInput {
  /** location.hash, with or without the leading '#'. */
  hash: string;
  isMobile: boolean;
  /** The retrieve-quote cookie's value. */
  retrieveQuoteCookie: string | null | undefined;
  variant: StorefrontVariant;
}

/**
 * spec storefront §2 Cart summary modal "opens … from hash openCart, from hash
 * cart_summary_modal_open=true for one tire-maker widget, or on mobile when the retrieve-quote
 * cookie is yes"; rules §6 names that widget the partner-widget variant (its configuration's
 * cartSummaryFromHash).
 */
export function shouldOpenSummaryFromLocation(input: SummaryLocationInput): boolean {
  const parts = input.hash.replace(/^#/, '').split('&');
  if (parts.includes('openCart')) return true;
  if (variantConfig(input.variant).cartSummaryFromHash && parts.includes('cart_summary_modal_open=true')) return true;
  return input.isMobile && input.retrieveQuoteCookie === 'yes';
}

/** The parts of a hash that open the summary (spec storefront §2), dropped once they did. */
const SUMMARY_OPENERS = new Set(['openCart', 'cart_summary_modal_open=true']);

/**
 * The hash once the summary has opened from it: its openers taken out, the rest kept for its own
 * readers (`#openCart&tireSize=225-65r17` leaves `#tireSize=225-65r17`); '' when nothing is left.
 */
export function hashWithoutSummaryOpeners(hash: string): string {
  const rest = hash
    .replace(/^#/, '')
    .split('&')
    .filter((part) => part !== '' && !SUMMARY_OPENERS.has(part));
  return rest.length > 0 ? `#${rest.join('&')}` : '';
}

/**
 * spec §4 Checkout: "Home tab without a valid home address opens the shipping form; otherwise goes
 * to payment." A valid home address is a saved HOME shipping whose address is complete (rules §5
 * "first three of addressLine1, city, state and zip").
 */
export function homeTabNextStep(cart: Pick<SiteCart, 'cartShipping'> | null | undefined): 'shipping-form' | 'payment' {
  const shipping = cart?.cartShipping;
  return shipping?.shippingOption === 'HOME' && isAddressComplete(shipping) ? 'payment' : 'shipping-form';
}
