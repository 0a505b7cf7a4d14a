/**
 * Shell rules of spec storefront §2 "Shell behaviour" and rules §2 (path normalisation, footer).
 * Pure functions of the path and the storefront variant (its configuration: variants/index.ts),
 * shared by every front end.
 */
import { type Robots, type StorefrontVariant, variantConfig } from '../variants/index';

/**
 * rules §2: "/p/{slug}" is stripped from product paths; catalogue paths are normalised to
 * /vehicles/[make]/[model]/[year] and /tire-sizes/[size] (so trailing segments, case and
 * doubled slashes do not make a second URL for the same page).
 */
export function normalisePath(pathname: string): string {
  let path = pathname.replace(/\/{2,}/g, '/');
  if (path.length > 1) path = path.replace(/\/$/, '');
  path = path.replace(/^(\/brands\/[^/]+\/[^/]+)\/p(?:\/[^/]+)?$/, '$1');
  const vehicle = /^\/vehicles\/([^/]+)\/([^/]+)\/(\d{4})(?:\/.*)?$/.exec(path);
  if (vehicle) path = `/vehicles/${vehicle[1]}/${vehicle[2]}/${vehicle[3]}`.toLowerCase();
  const size = /^\/tire-sizes\/([^/]+)$/.exec(path);
  if (size && size[1] !== 'diameter') path = `/tire-sizes/${size[1]!.toLowerCase()}`;
  return path;
}

/**
 * storefront §2 Page head: robots per page and variant. Checkout pages are one shopper's cart
 * ("other screens: exact patterns not shown"): never indexed or followed (docs/decisions.md).
 */
export function robotsFor(pathname: string, variant: StorefrontVariant): Robots {
  const robots = variantConfig(variant).robots;
  if (
    robots === 'noindex,nofollow' ||
    isCheckoutPath(pathname) ||
    isStaffAreaPath(pathname) ||
    pathname === '/paid' ||
    pathname.startsWith('/paid/')
  )
    return 'noindex,nofollow';
  // One shopper's tracking answer (order number and ZIP in the query) is not a page for search engines.
  // storefront §2: "noindex,follow for write-review and employee portal" (the dealer-tire employees' page too).
  if (
    robots === 'noindex,follow' ||
    /\/write-a-review$/.test(pathname) ||
    pathname === '/track-your-order/result' ||
    pathname === '/dt-employees'
  )
    return 'noindex,follow';
  return 'index,follow';
}

/** Whether search engines get a sitemap of the variant's pages: only where its pages are indexed. */
export const sitemapOffered = (variant: StorefrontVariant) => variantConfig(variant).robots === 'index,follow';

/** storefront §2 Page head: canonical suppressed on 404 and shop storefronts (and on private checkout pages). */
export function canonicalFor(origin: string, pathname: string, status: number, variant: StorefrontVariant): string | null {
  if (status === 404 || !variantConfig(variant).canonical || isCheckoutPath(pathname) || isStaffAreaPath(pathname)) return null;
  return origin + normalisePath(pathname);
}

/**
 * Is the path the portal (`/portal`, docs/portal.md) or the operations console (`/ops`), or below
 * them? Pages for shops' and the shop's own staff, never for search engines: noindex,nofollow, an
 * `X-Robots-Tag` on every answer, never in the sitemap.
 */
export const isStaffAreaPath = (pathname: string) => /^\/(portal|ops)(\/|$)/.test(pathname);

/** Is the path /checkout or below it? (A segment match: /checkouts-explained is not checkout.) */
export const isCheckoutPath = (pathname: string) => pathname === '/checkout' || pathname.startsWith('/checkout/');

/** rules §2: the footer is hidden on paths starting with /checkout. */
export const footerVisible = (pathname: string) => !isCheckoutPath(pathname);

/** storefront §2: the location bar is hidden in OTS, the installer widget and on checkout. */
export const locationBarVisible = (pathname: string, variant: StorefrontVariant) =>
  variantConfig(variant).locationBar && !isCheckoutPath(pathname);

/** rules §6 white-label: the account link is hidden in simple-shop and OTS. */
export const accountLinkVisible = (variant: StorefrontVariant) => variantConfig(variant).accountLink;

/** User agents of crawlers, link previews and monitors (their own words for themselves). */
const BOT_USER_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|lighthouse|pingdom|uptime|curl\/|wget\//i;

/**
 * rules §9 "A chat widget loads unless the user agent is a bot." The server decides from the
 * request's User-Agent; no user agent at all is a script, not a shopper.
 */
export const chatWidgetLoads = (userAgent: string | null | undefined) => !!userAgent && !BOT_USER_AGENT.test(userAgent);
