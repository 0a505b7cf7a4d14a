/**
 * First-party analytics on the storefront (docs/analytics.md), loaded after hydration so no page
 * carries it before it is interactive: the pages the shopper sees, searches (arriving at a tire
 * size's or a vehicle's results), tires added to the cart (the cart's quantity rising) and the
 * checkout steps reached, gathered by core's recorder and sent to the shop's own API as a beacon.
 * Nothing happens under Do Not Track or Global Privacy Control; the operations console and the
 * installer portal are staff pages and are not recorded. Orders are recorded by the API itself.
 */
import {
  ANALYTICS_CHAT_EVENTS,
  type AnalyticsChatEventType,
  CHAT_WINDOW_EVENT,
  CHECKOUT_STEP_PATHS,
  CHECKOUT_STEPS,
  browserAnalyticsPlatform,
  createAnalyticsRecorder,
  flushWhenHidden,
  recordAddsToCart,
  type AnalyticsPageEvent,
  type CartStore,
} from '@tireshop/core';
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
    platform: browserAnalyticsPlatform(window),
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
  if (cart) recordAddsToCart(cart.$quantity, recorder.record, () => !STAFF_PAGES.test(location.pathname));

  // The help chat (app/shell/chat.tsx) tells what the shopper did in it; only its known events are recorded.
  addEventListener(CHAT_WINDOW_EVENT, (event) => {
    const chatEvent = chatAnalyticsEvent((event as CustomEvent<unknown>).detail);
    if (chatEvent && !STAFF_PAGES.test(location.pathname)) recorder.record(chatEvent);
  });

  flushWhenHidden(recorder, window);
}

/** The analytics event of the chat's window event (`{ version: 1, type }`), or none for anything else. */
export function chatAnalyticsEvent(detail: unknown): AnalyticsPageEvent | undefined {
  const type = (detail as { type?: unknown } | null)?.type;
  return (ANALYTICS_CHAT_EVENTS as readonly unknown[]).includes(type) ? { type: type as AnalyticsChatEventType } : undefined;
}
