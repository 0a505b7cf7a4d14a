/**
 * A widget's session as its views and the SDK share it (the session itself is made by the widget
 * SDK, @tireshop/widgets element/widget-session.ts, once per widget id on a host page): the parts
 * a widget's cart and checkout are made of, and where a widget id keeps its keys in the host
 * page's localStorage.
 */
import type { ApiClient } from '../client/index';
import type { AnalyticsPageEvent } from '../contract/analytics';
import { browserAutomaticQuery, type CartPlace } from '../location/automatic-query';
import type { WidgetConfigStore } from './app-config';

/** The prefix of a widget id's keys in the host page's localStorage (its session id, its cart). */
export const widgetStoragePrefix = (widgetId: string) => `tireshop.${widgetId}`;

/**
 * The widget a cart comes through (spec §7 "cart get, update, create" widgetSource). The API
 * records the widget's id and, for an affiliate, its type from the widget's own token.
 */
export type WidgetSource = 'installer-widget' | 'partner-widget' | 'affiliate-widget';

/** What a widget's session is made of: what its views (its cart, its brand shop) are made from. */
export interface WidgetSessionParts {
  api: ApiClient;
  config: WidgetConfigStore;
  widgetId: string;
  source: WidgetSource;
  /**
   * A typed, versioned DOM event for the host page, dispatched once on the session's first element
   * still in the document (two elements of one widget id share a session; the host hears one event).
   */
  emit: (name: string, detail: object) => void;
  /**
   * Records a first-party analytics event of this widget (docs/analytics.md "Widgets"): fire and
   * forget, nothing under Do Not Track or Global Privacy Control, never an error for the widget.
   * Absent where nothing is recorded (a view shown outside the SDK).
   */
  track?: (event: AnalyticsPageEvent) => void;
  /**
   * The widget's cart as the automatic query values read it (set by sessionCart when the cart's
   * code arrives): the ZIP the shopper searched in the widget's checkout, or their address.
   */
  cartPlace?: () => CartPlace | null | undefined;
}

/**
 * spec §7 "Query values added automatically" on every call of a widget: its channel and id, the
 * shopper's place from the widget's cart (a widget has no location bar; docs/location.md) and the
 * shopper's local time. The host page's own query string is never read.
 */
export function widgetAutoQuery(parts: Pick<WidgetSessionParts, 'widgetId' | 'cartPlace'>, now: Date) {
  return { channel: 'widget', widgetId: parts.widgetId, ...browserAutomaticQuery(null, parts.cartPlace?.(), now) };
}
