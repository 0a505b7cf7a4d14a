/**
 * The view code a widget's session loads late (the session's parts are core's widget/session.ts;
 * the session itself is the widget SDK's, @tireshop/widgets element/widget-session.ts).
 */
import type { ApiClient, SearchOverlay, SessionIdStorage } from '@tireshop/core';

/** The widget's search overlay, its code fetched when the shopper first opens the search. */
export const loadWidgetSearch = (api: ApiClient, sessionIds: SessionIdStorage): Promise<SearchOverlay> =>
  import('../components/search/widget-search').then((m) => m.createWidgetSearch(api, sessionIds));
