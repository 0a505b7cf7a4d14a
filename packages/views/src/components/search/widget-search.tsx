/**
 * The search overlay inside a widget (typeahead over sizes, vehicles and brands, past searches):
 * its stores, its view and its CSS arrive when the shopper first opens it, so a widget shows its
 * first results without them.
 */
import {
  createPastSearchesStore,
  createSearchOverlay,
  createShopperSession,
  type ApiClient,
  type SearchOverlay as SearchOverlayStore,
  type SessionIdStorage,
} from '@tireshop/core';
import { useShadowStyles } from '../../element/shadow-styles';
import searchOverlayCss from '../../styles/search-overlay.css';
import { SearchOverlay, type SearchOverlayProps } from './search-overlay';

/** The overlay's store for one widget session: past searches kept under the widget's own session id. */
export function createWidgetSearch(api: ApiClient, sessionIds: SessionIdStorage): SearchOverlayStore {
  const shopper = createShopperSession({ api, storage: sessionIds });
  return createSearchOverlay({ api, pastSearches: createPastSearchesStore({ api, session: shopper }), levelPages: false });
}

export function WidgetSearchOverlay(props: SearchOverlayProps) {
  useShadowStyles(searchOverlayCss);
  return <SearchOverlay {...props} />;
}
