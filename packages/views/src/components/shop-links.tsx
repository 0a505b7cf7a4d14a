/**
 * Links out of a widget. The host page is never navigated (ARCHITECTURE "Embedding"): a page the
 * widget does not show itself (a product line, a brand) opens on the shop's own site in a new tab,
 * carrying the widget as the source (spec rules §2: widgetType and the source id are kept for the
 * session).
 */
import type { LinkComponent } from './link';

/** The widgetType a link carries (spec §4 Widget origin): installer-widget unless a widget says otherwise. */
export type WidgetType = 'installer-widget' | 'partner-widget' | 'affiliate-widget' | 'manufacturer-widget';

export function shopPageUrl(href: string, shopOrigin: string, widgetId: string, widgetType: WidgetType = 'installer-widget'): string {
  const url = new URL(href, shopOrigin);
  if (url.origin !== new URL(shopOrigin).origin) return new URL('/', shopOrigin).href;
  url.searchParams.set('widgetType', widgetType);
  if (widgetId) url.searchParams.set('widgetSourceId', widgetId);
  return url.href;
}

/** A LinkComponent for a widget's views: the shop's page in a new tab. */
export function shopLinkComponent(shopOrigin: string | undefined, widgetId: string, widgetType?: WidgetType): LinkComponent {
  return newTabLink(shopOrigin, (href, origin) => shopPageUrl(href, origin, widgetId, widgetType));
}

/** A LinkComponent opening `url(href)` in a new tab; a plain label without the shop's origin. */
export function newTabLink(shopOrigin: string | undefined, url: (href: string, shopOrigin: string) => string): LinkComponent {
  return function ShopLink({ href, className, children, ...rest }) {
    if (!shopOrigin) return <span className={className}>{children}</span>;
    return (
      <a
        href={url(href, shopOrigin)}
        className={className}
        target="_blank"
        rel="noopener"
        referrerPolicy="strict-origin-when-cross-origin"
        {...rest}
      >
        {children}
      </a>
    );
  };
}
