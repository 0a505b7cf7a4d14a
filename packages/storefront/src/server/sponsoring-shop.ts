/**
 * How a shopper arrives at the installer-sponsored storefront (rules §6 OTS; docs/variants.md
 * "The sponsoring shop"): the installer's site links to any page of it with `?shop=<shop code>`.
 * The shop's server looks the shop up and keeps it in the `ST_sponsorShop` cookie
 * (landing-redirect.ts). A code no shop has changes nothing (a shop kept earlier stays).
 */
import {
  isShopCode,
  readSponsorShopCookie,
  SPONSOR_SHOP_QUERY,
  sponsorShopCookie,
  tireShopEndpoint,
  variantConfig,
  type ApiClient,
  type SponsoringShop,
  type StorefrontVariant,
} from '@tireshop/core';
import { landingRedirect } from './landing-redirect';

/** The answer to a page address carrying `?shop=…` on a sponsored variant, or null for every other request. */
export async function sponsorLanding(
  request: Request,
  variant: StorefrontVariant,
  api: ApiClient,
  secure: boolean,
): Promise<Response | null> {
  if (!variantConfig(variant).sponsoringShop) return null;
  return landingRedirect(request, SPONSOR_SHOP_QUERY, async (code) => {
    if (!isShopCode(code)) return null;
    const answer = await api.call(tireShopEndpoint, { params: { shopCode: code } });
    if (answer.ok) {
      const shop = answer.data.siteInstaller;
      return sponsorShopCookie(
        { installerId: shop.installerId, name: shop.name, city: shop.city, state: shop.state, zip: shop.zip },
        { secure },
      );
    }
    if (answer.error.code !== 'NotFound')
      console.error(`[storefront] sponsoring shop ${code}: ${answer.error.code} ${answer.error.message}`);
    return null;
  });
}

/** The sponsoring shop of a page request: its cookie's, on a variant that has one; null otherwise. */
export const sponsorOf = (variant: StorefrontVariant, cookieHeader: string | undefined): SponsoringShop | null =>
  variantConfig(variant).sponsoringShop ? readSponsorShopCookie(cookieHeader) : null;
