/**
 * What a view may know of its widget's session (the session itself is the widget SDK's,
 * @tireshop/widgets element/widget-session.ts): the parts a widget's cart or brand shop is made of,
 * and where a widget id keeps its keys in the host page's localStorage.
 */
import type { ApiClient, SearchOverlay, SessionIdStorage, WidgetConfigStore } from '@tireshop/core';

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
}

/** The widget's search overlay, its code fetched when the shopper first opens the search. */
export const loadWidgetSearch = (api: ApiClient, sessionIds: SessionIdStorage): Promise<SearchOverlay> =>
  import('../components/search/widget-search').then((m) => m.createWidgetSearch(api, sessionIds));
