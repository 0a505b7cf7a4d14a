/**
 * spec §7 "Query values added automatically": userZip, userRegion and userTime, as every browser
 * client of the shop adds them — the storefront's (with the location bar's location) and a widget's
 * (which has no location bar) alike (docs/location.md).
 */
import type { CartShipping, SiteCart } from '../contract/cart';
import type { ShopperLocation } from './cookie';
import { localTimeValue } from './cookie';

/** What the automatic values read of the shopper's cart. */
export type CartPlace = Pick<SiteCart, 'zip'> & {
  cartShipping: (Pick<CartShipping, 'shippingOption' | 'zip' | 'state'> & { installer: { isMobileInstall: boolean } | null }) | null;
};

/**
 * Where the shopper is, as `userZip` and `userRegion`: the location they set; without one, what
 * their cart says — the address a mobile installer comes to, the ZIP they searched in the cart,
 * then the checkout's home shipping address (spec storefront §3 Cart shipping; the API falls back
 * the same way for a cart it is sent, services/cart-place.ts). An installer's, a FedEx location's
 * or a warehouse's address is where the tires go, not where the shopper is: never used. Nothing
 * without either; `userRegion` only with an address's state (the API ignores a malformed value).
 */
export function shopperPlaceQuery(
  location: ShopperLocation | null,
  cart: CartPlace | null | undefined,
): { userZip?: string; userRegion?: string } {
  if (location) return { userZip: location.zip, userRegion: location.state };
  const shipping = cart?.cartShipping;
  const address = (option: string) =>
    shipping?.zip && shipping.shippingOption === option && (option === 'HOME' || shipping.installer?.isMobileInstall)
      ? { userZip: shipping.zip, ...(shipping.state ? { userRegion: shipping.state } : {}) }
      : null;
  return address('INSTALLER') ?? (cart?.zip ? { userZip: cart.zip } : null) ?? address('HOME') ?? {};
}

/** Every automatic value of a browser's call at `now`: where the shopper is, and their local time. */
export function browserAutomaticQuery(
  location: ShopperLocation | null,
  cart: CartPlace | null | undefined,
  now: Date,
): { userZip?: string; userRegion?: string; userTime: string } {
  return { ...shopperPlaceQuery(location, cart), userTime: localTimeValue(now) };
}
