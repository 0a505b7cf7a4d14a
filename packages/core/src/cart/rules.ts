/**
 * Cart rules the views show (spec storefront §2, §4 Cart and Checkout; rules §5, §9): pure
 * functions of the server's cart and the page. The server computes every amount; these only
 * decide what to show.
 */
import { isAddressComplete } from '../address/index';
import type { CartCoupon, CartProduct, SiteCart } from '../contract/cart';
import { formatPrice } from '../format/price';
import { isCheckoutPath, type StorefrontVariant } from '../shell/index';

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
 */
export function roadHazardCheckbox(input: RoadHazardCheckboxInput): { visible: boolean; checked: boolean } {
  const path = input.pathname.replace(/\/+$/, '') || '/';
  const onCheckout = isCheckoutPath(path) && !NO_ROAD_HAZARD_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
  const allDeclined = input.products.length === 0 || (input.products.every((p) => p.roadHazardState === 2) && !input.wasVisible);
  return {
    visible: onCheckout && !input.isSpecialOrder && !allDeclined,
    checked: input.roadHazardCostInCents > 0,
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
 * The quantity alert's words are ours.
 */
export function couponAlerts(cart: Pick<SiteCart, 'totalQuantity' | 'siteCartCoupons'>): CouponAlert[] {
  const quantity = cart.totalQuantity;
  const alerts: CouponAlert[] = [];
  for (const coupon of cart.siteCartCoupons) {
    const message = couponQuantityAlert(coupon, quantity);
    if (message !== null) alerts.push({ promoCode: coupon.promoCode, message });
  }
  return alerts;
}

function couponQuantityAlert(
  coupon: Pick<CartCoupon, 'promoCode' | 'minCartQunatity' | 'maxCartQunatity' | 'alertMessage'>,
  quantity: number,
): string | null {
  const { minCartQunatity: min, maxCartQunatity: max } = coupon;
  const below = min !== null && quantity < min;
  const above = max !== null && quantity > max;
  if (!below && !above) return null;
  if (coupon.alertMessage) return coupon.alertMessage;
  return below
    ? `Add ${min - quantity} more ${min - quantity === 1 ? 'tire' : 'tires'} to use ${coupon.promoCode}.`
    : `${coupon.promoCode} applies to at most ${tires(max!)}; your cart has ${quantity}.`;
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
 * cookie is yes"; rules §6 names that widget the partner-widget variant.
 */
export function shouldOpenSummaryFromLocation(input: SummaryLocationInput): boolean {
  const parts = input.hash.replace(/^#/, '').split('&');
  if (parts.includes('openCart')) return true;
  if (input.variant === 'partner' && parts.includes('cart_summary_modal_open=true')) return true;
  return input.isMobile && input.retrieveQuoteCookie === 'yes';
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
