import type { LinkComponent } from '../link';
import { newTabLink } from '../shop-links';

/**
 * An affiliate widget's way to a shop page: through the API's click address, which counts the
 * click and sends the shopper on to the page marked with the widget (docs/decisions.md "Affiliate
 * widget"; a link, so it needs no script, cookie or connect-src of the host page).
 */
export function clickThroughUrl(href: string, shopOrigin: string, widgetId: string): string {
  const page = new URL(href, shopOrigin);
  // shopOrigin is an origin (widget-session.ts); a page elsewhere leads to the shop's home page.
  const path = page.origin === shopOrigin ? page.pathname + page.search + page.hash : '/';
  return `${shopOrigin}/api/v1/affiliate/click/${encodeURIComponent(widgetId)}?to=${encodeURIComponent(path)}`;
}

/** An affiliate widget's LinkComponent: the shop's page in a new tab, by way of the click address. */
export function affiliateLinkComponent(shopOrigin: string | undefined, widgetId: string): LinkComponent {
  return newTabLink(shopOrigin, (href, origin) => clickThroughUrl(href, origin, widgetId));
}
