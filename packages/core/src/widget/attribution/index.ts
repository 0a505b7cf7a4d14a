/**
 * The widget a storefront visit came from (spec §2 "widgetSource and widgetType are kept for the
 * session"; screens §1 reads widgetSource and widgetSourceId): taken from the address the shopper
 * landed on — an affiliate widget's link carries widgetType and widgetSourceId — and kept in
 * first-party session cookies on the shop's origin, so every cart call of the visit names it
 * (spec §7 "cart get, update, create": widgetSource, widgetSourceId). The API records the type
 * from that widget's configuration, never from the address. A later landing with other values
 * replaces them (the last link followed wins).
 */
import { readCookie } from '../../search-overlay/session/index';
import type { CookieDocument } from '../../cart/storage';
import type { CartQuery } from '../../cart/types';

export const WIDGET_ATTRIBUTION_KEYS = ['widgetSource', 'widgetSourceId', 'widgetType'] as const;
export type WidgetAttributionKey = (typeof WIDGET_ATTRIBUTION_KEYS)[number];
export type WidgetAttribution = Partial<Record<WidgetAttributionKey, string>>;

/** ST_widgetSource, ST_widgetSourceId, ST_widgetType (spec §3 session values under ST_ keys). */
export const attributionCookieName = (key: WidgetAttributionKey) => `ST_${key}`;

/** The longest value kept (the cart query's own limit). */
const MAX_VALUE_LENGTH = 60;
const clean = (value: string | null | undefined) => {
  const text = value?.trim();
  return text && text.length <= MAX_VALUE_LENGTH && /^[\w.:-]+$/.test(text) ? text : undefined;
};

/** The widget values of a landing address's query string; empty when it names no widget. */
export function landingAttribution(search: string): WidgetAttribution {
  const params = new URLSearchParams(search);
  const found: WidgetAttribution = {};
  for (const key of WIDGET_ATTRIBUTION_KEYS) {
    const value = clean(params.get(key));
    if (value) found[key] = value;
  }
  return found.widgetSource || found.widgetSourceId ? found : {};
}

export interface WidgetAttributionStore {
  /** What the session keeps. */
  read(): WidgetAttribution;
  /** The cart calls' query values (spec §7): widgetSource and widgetSourceId. */
  cartQuery(): CartQuery;
}

/**
 * Keeps the landing address's widget values (if any) in session cookies — Path=/, SameSite=Lax,
 * Secure on https, no Max-Age: they end with the browser session — and reads them back. A cookie
 * that cannot be written is logged; the values are then kept for the page's life.
 */
export function widgetAttributionCookies(
  doc: CookieDocument,
  landing: string,
  options: { logger?: Pick<Console, 'error'> } = {},
): WidgetAttributionStore {
  const logger = options.logger ?? console;
  const arrived = landingAttribution(landing);
  const secure = doc.location?.protocol === 'https:';
  if (Object.keys(arrived).length > 0) {
    for (const key of WIDGET_ATTRIBUTION_KEYS) {
      const value = arrived[key];
      try {
        doc.cookie = value
          ? `${attributionCookieName(key)}=${encodeURIComponent(value)}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
          : `${attributionCookieName(key)}=; Path=/; Max-Age=0; SameSite=Lax${secure ? '; Secure' : ''}`;
      } catch (error) {
        logger.error(`[widget] cannot keep the ${attributionCookieName(key)} cookie`, error);
      }
    }
  }
  function read(): WidgetAttribution {
    const kept: WidgetAttribution = {};
    for (const key of WIDGET_ATTRIBUTION_KEYS) {
      let value: string | undefined;
      try {
        value = clean(readCookie(doc.cookie, attributionCookieName(key)));
      } catch (error) {
        logger.error(`[widget] cannot read the ${attributionCookieName(key)} cookie`, error);
      }
      value ??= arrived[key];
      if (value) kept[key] = value;
    }
    return kept;
  }
  return {
    read,
    cartQuery() {
      const { widgetSource, widgetSourceId } = read();
      return { ...(widgetSource ? { widgetSource } : {}), ...(widgetSourceId ? { widgetSourceId } : {}) };
    },
  };
}
