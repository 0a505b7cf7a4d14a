import {
  type ClosedNotices,
  MILITARY_DISCOUNT_PATH,
  type ShellAccount,
  readCartCookies,
  readClosedNotices,
  readLocationCookie,
  type ShopperLocation,
  siteGlobalsEndpoint,
  siteMenuEndpoint,
  siteNotificationsEndpoint,
  type SiteGlobals,
  type SiteMenu,
  type SiteNotification,
  type SponsoringShop,
  type StorefrontVariant,
  variantConfig,
} from '@tireshop/core';
import { useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import { storefrontContext } from './context';

export interface RootData {
  globals: SiteGlobals | undefined;
  menu: SiteMenu | undefined;
  notifications: SiteNotification[] | undefined;
  origin: string;
  variant: StorefrontVariant;
  /** The header badge before the cart loads: the ST_cartQuantity cookie, 0 without a cart id (as the cart store reads it). */
  cartQuantity: number;
  /** The shopper's location from the ST_location cookie (core/location), or null before one is set. */
  location: ShopperLocation | null;
  /** Notices the shopper closed (ST_closedNotices cookie): the server leaves them out of the page. */
  closedNotices: ClosedNotices;
  /**
   * Whether a shopper is signed in (the account session cookie, which the shop's server reads).
   * Signing in and out post a form, so the document, and this with it, is loaded again.
   */
  signedIn: boolean;
  /**
   * rules §6 OTS: the shop that sponsors this storefront (the ST_sponsorShop cookie the server
   * wrote when the shopper came from its site); null on other variants and before one is known.
   */
  sponsor: SponsoringShop | null;
  /** Where this shop answers the installer-sponsored storefront, or null (StorefrontContext; the portal's storefront link). */
  sponsoredStorefrontOrigin: string | null;
  /**
   * rules §6: the shopper came from the military exchange (its HttpOnly customer cookie, which only
   * the server reads): the payment step hands the order to the exchange (docs/military-exchange.md).
   */
  exchangeCustomer: boolean;
  /**
   * What the shell shows the signed-in buyer (core shellAccount: the business look, a partner's
   * brand searches, a dealer-tire employee's header), from the API's user details; null when
   * nobody is signed in or the call failed.
   */
  account: ShellAccount | null;
  /** rules §9: the help chat loads (not for a bot's user agent; docs/chat.md). */
  chatWidget: boolean;
  /** rules §6 business users' one-time greeting, due on this page (the sign-in the API greeted set the cookie). */
  greeting: string | null;
}

/**
 * spec §7: the three site calls run in parallel for every page on the server; spec §8: a failed
 * one leaves its data undefined and the page still renders.
 */
export async function rootLoader({ context, request }: LoaderFunctionArgs): Promise<RootData> {
  const { api, origin, variant, signedIn, sponsor, exchangeCustomer, sponsoredStorefrontOrigin, chatWidget } = storefrontContext(context);
  const [globals, menu, notifications, user] = await Promise.all([
    api.call(siteGlobalsEndpoint, { query: {} }),
    api.call(siteMenuEndpoint, { query: {} }),
    api.call(siteNotificationsEndpoint, {}),
    signedIn ? import('./account-look').then((m) => m.loadAccountLook(api, request.headers.get('cookie'))) : null,
  ]);
  for (const [name, r] of [
    ['globals', globals],
    ['menu', menu],
    ['notifications', notifications],
  ] as const) {
    if (!r.ok) console.error(`[storefront] site ${name} failed: ${r.error.code} ${r.error.message}`);
  }
  return {
    globals: globals.ok ? globals.data.siteGlobals : undefined,
    menu: menu.ok ? menu.data : undefined,
    notifications: notifications.ok ? offeredNotices(notifications.data.siteNotifications, variant) : undefined,
    origin,
    variant,
    cartQuantity: cartQuantityOf(request.headers.get('cookie')),
    location: readLocationCookie(request.headers.get('cookie')),
    closedNotices: readClosedNotices(request.headers.get('cookie'), new Date()),
    signedIn: signedIn ?? false,
    sponsor: sponsor ?? null,
    exchangeCustomer: exchangeCustomer ?? false,
    sponsoredStorefrontOrigin: sponsoredStorefrontOrigin ?? null,
    account: user?.account ?? null,
    greeting: user?.greeting ?? null,
    chatWidget: chatWidget ?? false,
  };
}

/** spec §3 cart quantity cookie; the badge counts only while a cart id is kept with it. */
function cartQuantityOf(cookieHeader: string | null): number {
  const cookies = readCartCookies(cookieHeader);
  return cookies.cartId ? cookies.quantity : 0;
}

export const useRootData = () => useRouteLoaderData('root') as RootData;

/**
 * The notices a shop shows: one that sends the shopper to the military discount page promises the
 * extra 5 %, so it appears only where the variant offers the verification that gives it.
 */
export function offeredNotices(list: SiteNotification[], variant: StorefrontVariant): SiteNotification[] {
  return variantConfig(variant).militaryVerification ? list : list.filter((n) => n.link !== MILITARY_DISCOUNT_PATH);
}
