/**
 * Cart shipping (spec §3 Cart shipping, §7 /checkout/cart-shipping). SEAM — replaced by the
 * shipping implementation. The cart service relies on these exports keeping their signatures.
 */
import type { CartShipping, ShippingOption } from '@tireshop/core';
import type { Db } from '../db/client';
import type { Tx } from './cart';

/** Where the tires go, as pricing needs it: the option and the destination's state (for tax and free shipping). */
export interface ShippingDestination {
  option: ShippingOption;
  /** Two-letter state of the address, installer, courier location or warehouse. */
  state: string | null;
  isMobileInstall: boolean;
}

/** The cart's saved shipping as the API shows it, with its destination; null when none is saved. */
export async function readCartShipping(
  _db: Tx | Db,
  _cartId: string,
): Promise<{ shipping: CartShipping; destination: ShippingDestination } | null> {
  return null;
}
