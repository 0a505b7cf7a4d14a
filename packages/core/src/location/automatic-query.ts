/**
 * spec §7 "Query values added automatically": userZip, userRegion and userTime, as every browser
 * client of the shop adds them — the storefront's (with the location bar's location) and a widget's
 * (which has no location bar) alike (docs/location.md).
 */
import type { CartShipping, SiteCart } from '../contract/cart';
import { cartPlace } from '../contract/cart-place';
import type { ShopperLocation } from './cookie';
import { localTimeValue } from './cookie';

/** What the automatic values read of the shopper's cart. */
export type CartPlace = Pick<SiteCart, 'zip'> & {
  cartShipping: (Pick<CartShipping, 'shippingOption' | 'zip' | 'state'> & { installer: { isMobileInstall: boolean } | null }) | null;
};

/**
 * Where the shopper is, as `userZip` and `userRegion`: the location they set; without one, what
 * their cart says (contract/cart-place.ts, the rule the API falls back to for a cart it is sent).
 * Nothing without either; `userRegion` only with an address's state (the API ignores a malformed value).
 */
export function shopperPlaceQuery(
  location: ShopperLocation | null,
  cart: CartPlace | null | undefined,
): { userZip?: string; userRegion?: string } {
  if (location) return { userZip: location.zip, userRegion: location.state };
  const shipping = cart?.cartShipping;
  const place = cartPlace(cart?.zip, shipping && { ...shipping, isMobileInstall: shipping.installer?.isMobileInstall ?? false });
  return place ? { userZip: place.zip, ...(place.state ? { userRegion: place.state } : {}) } : {};
}

/** Every automatic value of a browser's call at `now`: where the shopper is, and their local time. */
export function browserAutomaticQuery(
  location: ShopperLocation | null,
  cart: CartPlace | null | undefined,
  now: Date,
): { userZip?: string; userRegion?: string; userTime: string } {
  return { ...shopperPlaceQuery(location, cart), userTime: localTimeValue(now) };
}
