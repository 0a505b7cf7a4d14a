/**
 * How a shopper arrives at the installer-sponsored storefront (rules §6 OTS; docs/variants.md
 * "The sponsoring shop"): the installer's site links to any page of it with `?shop=<shop code>`.
 * The shop's server looks the shop up, keeps it in the `ST_sponsorShop` cookie and sends the
 * browser on to the same address without the code, so the page's address stays clean and a
 * bookmark does not carry it. A code no shop has changes nothing (a shop kept earlier stays).
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

/** The answer to a page address carrying `?shop=…` on a sponsored variant, or null for every other request. */
export async function sponsorLanding(
  request: Request,
  variant: StorefrontVariant,
  api: ApiClient,
  secure: boolean,
): Promise<Response | null> {
  if (request.method !== 'GET' || !variantConfig(variant).sponsoringShop) return null;
  const url = new URL(request.url);
  if (!url.searchParams.has(SPONSOR_SHOP_QUERY)) return null;
  const code = url.searchParams.get(SPONSOR_SHOP_QUERY);
  url.searchParams.delete(SPONSOR_SHOP_QUERY);
  const headers = new Headers({ Location: `${url.pathname}${url.search}`, 'Cache-Control': 'no-store' });
  if (isShopCode(code)) {
    const answer = await api.call(tireShopEndpoint, { params: { shopCode: code } });
    if (answer.ok) {
      const shop = answer.data.siteInstaller;
      headers.append(
        'Set-Cookie',
        sponsorShopCookie(
          { installerId: shop.installerId, name: shop.name, city: shop.city, state: shop.state, zip: shop.zip },
          { secure },
        ),
      );
    } else if (answer.error.code !== 'NotFound')
      console.error(`[storefront] sponsoring shop ${code}: ${answer.error.code} ${answer.error.message}`);
  }
  return new Response(null, { status: 303, headers });
}

/** The sponsoring shop of a page request: its cookie's, on a variant that has one; null otherwise. */
export const sponsorOf = (variant: StorefrontVariant, cookieHeader: string | undefined): SponsoringShop | null =>
  variantConfig(variant).sponsoringShop ? readSponsorShopCookie(cookieHeader) : null;
