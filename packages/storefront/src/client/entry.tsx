/** The storefront in the browser: hydrates the server-rendered document and routes client-side. */
import {
  connectOverlayHistory,
  cookieCartStorage,
  createApiClient,
  createCartStore,
  createPastSearchesStore,
  createSearchOverlay,
  createShopperSession,
  createRecentlyViewedStore,
  browserAutomaticQuery,
  readLocationCookie,
  sessionHeaders,
  type CartStore,
  type HistoryPort,
  type StorefrontVariant,
  widgetAttributionCookies,
  CATALOGUE_RESULTS_PATH,
} from '@tireshop/core';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import {
  cookieSessionStorage,
  DocumentContext,
  setBrowserContext,
  setBrowserSession,
  setBrowserRecentlyViewed,
  setBrowserSearch,
} from '../app/context';
import { dispatchCartEvent, setBrowserCart } from '../app/cart';
import { showToast } from '../app/shell/toast';
import { loadMatchedPages } from '../app/page-module';
import { routes } from '../app/routes';
import type { RootData } from '../app/root-data';

declare global {
  interface Window {
    __staticRouterHydrationData?: { loaderData?: { root?: RootData } };
  }
}

const STOREFRONT_WEB_CLIENT_ID = 'storefront-web';

/** Pages that show a failed cart load in the page (checkout steps). */
const CART_PAGES = /^\/checkout(\/|$)/;

/** spec §4: Back out of the search overlay on a catalogue page tells the page to search anew. */
const NEW_CATALOG_SEARCH_EVENT = 'tireshop:new-catalog-search';

const rootData = window.__staticRouterHydrationData?.loaderData?.root;

// The shopper session id travels as X-User-Session-Id on every call (spec §7 Headers); it lives in
// the ST_session cookie so the shop's server sends the same one.
const sessionIds = cookieSessionStorage(document);
/** The browser's cart (made below, with this client): without a location, its address says where the shopper is. */
let placeCart: CartStore | undefined;
const api = createApiClient({
  baseUrl: `${location.origin}/api`,
  credentials: { clientId: STOREFRONT_WEB_CLIENT_ID },
  headers: sessionHeaders(sessionIds),
  // spec §7 "Query values added automatically": where the shopper is (the ST_location cookie, read
  // per call so a changed location goes with the next call; without one, the cart's shipping
  // address) and their local time (docs/location.md).
  autoQuery: () => browserAutomaticQuery(readLocationCookie(document.cookie), placeCart?.$cart.get().cart, new Date()),
});
setBrowserContext({
  api,
  origin: rootData?.origin ?? location.origin,
  variant: (rootData?.variant ?? 'retail') as StorefrontVariant,
  sponsoredStorefrontOrigin: rootData?.sponsoredStorefrontOrigin ?? null,
});

const session = createShopperSession({ api, storage: sessionIds });
const searchOverlay = createSearchOverlay({ api, pastSearches: createPastSearchesStore({ api, session }) });
setBrowserSearch(searchOverlay);
setBrowserRecentlyViewed(createRecentlyViewedStore({ api, session }));

// The location bar's modal makes the shopper's location store from the session when first opened.
setBrowserSession(session);

// The cart lives in the ST_cart… cookies (spec §3), so the server renders the badge; its events go
// out as window events. It loads once per document when a cart id is kept (spec §4 Cart).
// spec §2 "widgetSource and widgetType are kept for the session": a visit that landed from a
// widget's link (an affiliate's tire) names that widget in its cart calls, so the cart and its
// order record it (docs/decisions.md "Affiliate widget").
const attribution = widgetAttributionCookies(document, location.search);
const cartStorage = cookieCartStorage(document);
const cart = createCartStore({
  api,
  storage: cartStorage,
  query: attribution.cartQuery,
  onEvent: (event) => {
    dispatchCartEvent(window, event);
    // A promotion link's code kept before there was a cart goes on the first one (shell/promotion-link.ts).
    if (event.type === 'cart-updated' && cartStorage.read('promotion'))
      void import('../app/shell/promotion-link-follow').then((m) => m.applyKept(cart, cartStorage));
  },
});
setBrowserCart(cart);
placeCart = cart;

// The global toast (spec §4 Toast). spec §8: a cart error other than a 404 shows as a toast; the
// cart and checkout pages show a failed load themselves, with a retry.
if (cart.cartId())
  void cart.load().then((result) => {
    if (!result.ok && !CART_PAGES.test(location.pathname)) showToast(result.error.message, { kind: 'error' });
  });
// spec §2 query parameter cartId: that cart, when the API says it is this shopper's (app/resume-cart.ts).
const resumeCartId = new URLSearchParams(location.search).get('cartId');
if (resumeCartId) void import('../app/resume-cart').then((m) => m.resumeCart(api, cart, cartStorage, resumeCartId));

// The overlay's history entry (spec §2: opening adds an entry, Back closes it). Connected before
// the router exists so its popstate listener runs first and can keep the router from reloading
// the page under the overlay.
let router: ReturnType<typeof createBrowserRouter> | undefined;
const historyPort: HistoryPort = {
  state: () => window.history.state,
  push(state) {
    // react-router numbers its entries (`idx`); the overlay's entry takes the next number, so a
    // result chosen from it (a replace) and every later entry keep the router's count right.
    const idx = typeof state.idx === 'number' ? state.idx + 1 : state.idx;
    window.history.pushState({ ...state, idx }, '');
  },
  back: () => window.history.back(),
  onPop(listener) {
    const onPopState = (event: PopStateEvent) => listener(event);
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  },
  isOnScreen() {
    const shown = router?.state.location;
    return !shown || shown.pathname + shown.search === location.pathname + location.search;
  },
};
connectOverlayHistory(searchOverlay, historyPort, {
  onBackClose() {
    if (CATALOGUE_RESULTS_PATH.test(location.pathname)) {
      window.dispatchEvent(
        new CustomEvent(NEW_CATALOG_SEARCH_EVENT, { detail: { version: 1, path: location.pathname + location.search } }),
      );
    }
  },
});

const assets = {
  hydrationScript: document.getElementById('sf-hydration')?.textContent ?? '',
  clientEntry: (document.querySelector('script[type="module"][src]') as HTMLScriptElement | null)?.getAttribute('src') ?? '',
  css: document.querySelector('head style')?.textContent ?? '',
  // The nonce attribute reads empty in the page; the property keeps the value the server sent.
  nonce: (document.getElementById('sf-hydration') as HTMLScriptElement | null)?.nonce ?? '',
  // React hoisted them into <head> on the server; the browser renders none (react-dom's preloadModule).
  modulePreloads: [],
};

// The page's modules first (the server preloaded them), so hydration renders exactly what the
// server rendered: a lazy route still loading would hydrate as nothing.
void loadMatchedPages(routes, location.pathname).then(() => {
  // react-router reads window.__staticRouterHydrationData (and revives route errors) itself.
  const browserRouter = createBrowserRouter(routes);
  router = browserRouter;
  // As a transition, React hydrates in slices and yields to the browser between them, instead of
  // one long task that keeps a tap waiting (Lighthouse's total blocking time).
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <DocumentContext.Provider value={assets}>
          <RouterProvider router={browserRouter} />
        </DocumentContext.Provider>
      </StrictMode>,
    );
  });
  // First-party analytics (docs/analytics.md) after hydration: no page waits for it.
  void import('./analytics').then((analytics) => analytics.startAnalytics(browserRouter, cart));
  // The sign-in's toast and following the shopper's location (docs/location.md), after hydration too.
  void import('./after-hydration').then((after) => after.afterHydration(window, cart));
});
