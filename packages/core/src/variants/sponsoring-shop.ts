/**
 * The installer-sponsored storefront's shop (rules §6 "Installer widget and installer-sponsored
 * storefront (OTS, special-order mode) … The shop name, read from a cookie, is shown as a
 * non-clickable label in place of the location link. Change-shop controls are inert"): the shop
 * that sent the shopper, kept in the first-party cookie `ST_sponsorShop`. Only the shop's server
 * writes it, after looking the shop up by its public code (docs/variants.md "The sponsoring
 * shop"); whatever the cookie says, the API checks the installer again when the cart is shipped
 * to it.
 */
import { readCookie } from '../search-overlay/session/index';

export const SPONSOR_SHOP_COOKIE = 'ST_sponsorShop';

/** The query value an installer's link carries: `https://installer.example/?shop=<shop code>`. */
export const SPONSOR_SHOP_QUERY = 'shop';

/** The link an installer puts on its own site: the sponsored storefront's home page naming its shop. */
export const sponsoredStorefrontLink = (origin: string, shopCode: string) =>
  `${origin.replace(/\/+$/, '')}/?${SPONSOR_SHOP_QUERY}=${encodeURIComponent(shopCode)}`;

/** The shop as the storefront keeps it: enough to name it and to find it near its own ZIP. */
export interface SponsoringShop {
  installerId: number;
  name: string;
  city: string;
  state: string;
  zip: string;
}

/** A shop code as /tire-shops/shop/{shopName}/{shopCode} spells it. */
export const isShopCode = (value: string | null | undefined): value is string => !!value && /^[A-Za-z0-9-]{1,20}$/.test(value);

/** The sponsoring shop in the cookie header, or null (none, or not a value the shop wrote). */
export function readSponsorShopCookie(cookieHeader: string | null | undefined): SponsoringShop | null {
  const value = readCookie(cookieHeader, SPONSOR_SHOP_COOKIE);
  if (!value) return null;
  const [id, zip, state, city, ...rest] = value.split('|');
  const name = rest.join('|').trim();
  const installerId = Number(id);
  if (!Number.isSafeInteger(installerId) || installerId < 1 || !zip || !/^\d{5}$/.test(zip) || !state || !/^[A-Z]{2}$/.test(state))
    return null;
  if (!city || !name || name.length > 120) return null;
  return { installerId, name, city, state, zip };
}

/** The shop's cookie for 30 days (a visit from the installer's site lasts a while), or one that clears it. */
export function sponsorShopCookie(shop: SponsoringShop | null, options: { secure: boolean }): string {
  const value = shop ? encodeURIComponent([shop.installerId, shop.zip, shop.state, shop.city, shop.name].join('|')) : '';
  return `${SPONSOR_SHOP_COOKIE}=${value}; Path=/; Max-Age=${shop ? 30 * 24 * 60 * 60 : 0}; HttpOnly; SameSite=Lax${options.secure ? '; Secure' : ''}`;
}
