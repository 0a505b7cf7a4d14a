/**
 * First-party analytics on the storefront (docs/analytics.md), loaded after hydration so no page
 * carries it before it is interactive: the pages the shopper sees, searches (arriving at a tire
 * size's or a vehicle's results), tires added to the cart (the cart's quantity rising) and the
 * checkout steps reached, gathered by core's recorder and sent to the shop's own API as a beacon.
 * Nothing happens under Do Not Track or Global Privacy Control; the operations console and the
 * installer portal are staff pages and are not recorded. Orders are recorded by the API itself.
 */
import { CHECKOUT_STEP_PATHS, CHECKOUT_STEPS, createAnalyticsRecorder, type AnalyticsPageEvent, type CartStore } from '@tireshop/core';
import type { createBrowserRouter } from 'react-router';
import { pageModuleOf } from '../app/page-module';

type Router = ReturnType<typeof createBrowserRouter>;

/** Staff pages: not the shop's visitors. */
const STAFF_PAGES = /^\/(?:ops|portal)(?:\/|$)/;
const SIZE_RESULTS = /^\/tire-sizes\/(?!diameter(?:\/|$))[^/]+\/?$/;
const VEHICLE_RESULTS = /^\/vehicles\/[^/]+\/[^/]+\/[^/]+\/?$/;

/** What arriving at a page records: its view, and the search or checkout step it is. */
export function pageEvents(pathname: string, page: string | undefined): AnalyticsPageEvent[] {
  if (STAFF_PAGES.test(pathname)) return [];
  const events: AnalyticsPageEvent[] = page ? [{ type: 'page_view', page }] : [];
  if (SIZE_RESULTS.test(pathname)) events.push({ type: 'search', searchKind: 'size' });
  if (VEHICLE_RESULTS.test(pathname)) events.push({ type: 'search', searchKind: 'vehicle' });
  const step = CHECKOUT_STEPS.find((s) => pathname === CHECKOUT_STEP_PATHS[s] || pathname.startsWith(`${CHECKOUT_STEP_PATHS[s]}/`));
  if (step) events.push({ type: 'checkout_step', step });
  return events;
}

export function startAnalytics(router: Router, cart: CartStore | undefined): void {
  const recorder = createAnalyticsRecorder({
    apiBase: `${location.origin}/api`,
    platform: {
      navigator,
      storage: (() => {
        try {
          return window.localStorage;
        } catch {
          return undefined;
        }
      })(),
      fetch: (input, init) => globalThis.fetch(input, init),
      now: Date.now,
      later: (task, ms) => void setTimeout(task, ms),
      randomId: () => crypto.randomUUID().replaceAll('-', ''),
    },
  });
  if (!recorder.enabled) return;

  let shownPath: string | undefined;
  const onPage = (state: Router['state']) => {
    if (state.navigation.state !== 'idle' || state.location.pathname === shownPath) return;
    shownPath = state.location.pathname;
    const page = pageModuleOf(state.matches.at(-1)?.route.handle);
    for (const event of pageEvents(shownPath, page)) recorder.record(event);
  };
  onPage(router.state);
  router.subscribe(onPage);

  // A tire added: the cart's quantity rises (a removal or the cart loading does not count).
  let quantity = cart?.$quantity.get() ?? 0;
  cart?.$quantity.listen((next) => {
    if (next > quantity && !STAFF_PAGES.test(location.pathname))
      recorder.record({ type: 'add_to_cart', quantity: Math.min(next - quantity, 99) });
    quantity = next;
  });

  // The page going away (another site, a closed tab) or to the background: send what is gathered.
  addEventListener('pagehide', recorder.flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') recorder.flush();
  });
}
