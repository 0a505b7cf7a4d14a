/**
 * Shell rules of spec storefront §2 "Shell behaviour" and rules §2 (path normalisation, footer).
 * Pure functions of the path and the storefront variant, shared by every front end.
 */

/** spec §1 storefront variants. `ots` is the installer-sponsored storefront (installer widget rules). */
export const STOREFRONT_VARIANTS = ['retail', 'simple-shop', 'ots', 'employee', 'dealer', 'partner', 'military'] as const;
export type StorefrontVariant = (typeof STOREFRONT_VARIANTS)[number];

export type Robots = 'index,follow' | 'noindex,follow' | 'noindex,nofollow';

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
  if (variant === 'ots' || isCheckoutPath(pathname) || pathname === '/paid' || pathname.startsWith('/paid/')) return 'noindex,nofollow';
  // One shopper's tracking answer (order number and ZIP in the query) is not a page for search engines.
  if (variant === 'employee' || /\/write-a-review$/.test(pathname) || pathname === '/track-your-order/result') return 'noindex,follow';
  return 'index,follow';
}

/** storefront §2 Page head: canonical suppressed on 404 and shop storefronts (and on private checkout pages). */
export function canonicalFor(origin: string, pathname: string, status: number, variant: StorefrontVariant): string | null {
  if (status === 404 || variant === 'ots' || isCheckoutPath(pathname)) return null;
  return origin + normalisePath(pathname);
}

/** Is the path /checkout or below it? (A segment match: /checkouts-explained is not checkout.) */
export const isCheckoutPath = (pathname: string) => pathname === '/checkout' || pathname.startsWith('/checkout/');

/** rules §2: the footer is hidden on paths starting with /checkout. */
export const footerVisible = (pathname: string) => !isCheckoutPath(pathname);

/** storefront §2: the location bar is hidden in OTS, the installer widget and on checkout. */
export const locationBarVisible = (pathname: string, variant: StorefrontVariant) => variant !== 'ots' && !isCheckoutPath(pathname);

/** rules §6 white-label: the account link is hidden in simple-shop and OTS. */
export const accountLinkVisible = (variant: StorefrontVariant) => variant !== 'simple-shop' && variant !== 'ots';
