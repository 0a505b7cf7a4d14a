import { describe, expect, it } from 'vitest';
import { atom, map } from 'nanostores';
import { ANALYTICS_BATCH_MAX, ANALYTICS_SESSION_TIMEOUT_MS, type AnalyticsPageEvent } from '../contract/analytics';
import {
  ANALYTICS_VISITOR_KEY,
  createAnalyticsRecorder,
  recordAddsToCart,
  recordListingSearches,
  type AnalyticsNavigator,
  type AnalyticsRecorderOptions,
} from './index';

function setup(
  navigator: Partial<AnalyticsNavigator> = {},
  {
    beaconRefuses = false,
    widget,
  }: { beaconRefuses?: boolean; widget?: Pick<AnalyticsRecorderOptions, 'channel' | 'widgetSource' | 'visitorKey'> } = {},
) {
  const beacons: { url: string; body: Record<string, unknown> }[] = [];
  const fetched: { url: string; init: RequestInit }[] = [];
  const timers: (() => void)[] = [];
  const stored = new Map<string, string>();
  let now = Date.parse('2026-12-01T10:00:00Z');
  let ids = 0;
  const recorder = createAnalyticsRecorder({
    apiBase: 'https://shop.test/api/',
    ...widget,
    platform: {
      navigator: {
        sendBeacon(url, data) {
          if (beaconRefuses) return false;
          beacons.push({ url, body: JSON.parse(data) });
          return true;
        },
        ...navigator,
      },
      storage: { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => void stored.set(key, value) },
      fetch: async (url, init) => {
        fetched.push({ url: String(url), init: init! });
        return new Response('{"recorded":1}');
      },
      now: () => now,
      later: (task) => void timers.push(task),
      randomId: () => `visitor-${String(++ids).padStart(16, '0')}`,
    },
  });
  const runTimers = () => {
    for (const task of timers.splice(0)) task();
  };
  return { recorder, beacons, fetched, stored, runTimers, advance: (ms: number) => (now += ms) };
}

describe('analytics recorder', () => {
  it('sends the gathered events as one beacon to the shop’s API when its wait is over', () => {
    const { recorder, beacons, runTimers } = setup();
    recorder.record({ type: 'page_view', page: 'pages/home' });
    recorder.record({ type: 'search', searchKind: 'size' });
    expect(beacons).toEqual([]);
    runTimers();
    expect(beacons).toEqual([
      {
        url: 'https://shop.test/api/v1/analytics/events',
        body: {
          visitorId: 'visitor-0000000000000001',
          events: [
            { type: 'page_view', page: 'pages/home' },
            { type: 'search', searchKind: 'size' },
          ],
        },
      },
    ]);
  });

  it('sends at once when the page is hidden, and a full batch without waiting', () => {
    const { recorder, beacons } = setup();
    recorder.record({ type: 'add_to_cart', quantity: 4 });
    recorder.flush();
    expect(beacons.map((b) => b.body.events)).toEqual([[{ type: 'add_to_cart', quantity: 4 }]]);
    for (let i = 0; i < ANALYTICS_BATCH_MAX; i++) recorder.record({ type: 'page_view', page: 'pages/home' });
    expect(beacons).toHaveLength(2);
    expect(beacons[1]!.body.events).toHaveLength(ANALYTICS_BATCH_MAX);
  });

  it.each([
    ['Do Not Track', { doNotTrack: '1' }],
    ['Global Privacy Control', { globalPrivacyControl: true }],
  ])('records and sends nothing, and keeps no id, under %s', (_name, navigator) => {
    const { recorder, beacons, fetched, stored, runTimers } = setup(navigator);
    expect(recorder.enabled).toBe(false);
    recorder.record({ type: 'page_view', page: 'pages/home' });
    recorder.flush();
    runTimers();
    expect(beacons).toEqual([]);
    expect(fetched).toEqual([]);
    expect(stored.size).toBe(0);
  });

  it('keeps the visitor id within the spec’s 4 hours and makes a new one after them', () => {
    const { recorder, beacons, stored, advance } = setup({ doNotTrack: '0' });
    recorder.record({ type: 'page_view', page: 'pages/home' });
    recorder.flush();
    advance(ANALYTICS_SESSION_TIMEOUT_MS);
    recorder.record({ type: 'page_view', page: 'pages/home' });
    recorder.flush();
    advance(ANALYTICS_SESSION_TIMEOUT_MS + 1);
    recorder.record({ type: 'page_view', page: 'pages/home' });
    recorder.flush();
    expect(beacons.map((b) => b.body.visitorId)).toEqual([
      'visitor-0000000000000001',
      'visitor-0000000000000001',
      'visitor-0000000000000002',
    ]);
    expect(JSON.parse(stored.get(ANALYTICS_VISITOR_KEY)!).id).toBe('visitor-0000000000000002');
  });

  it('falls back to a keepalive fetch when the browser refuses the beacon', () => {
    const { recorder, fetched } = setup({}, { beaconRefuses: true });
    recorder.record({ type: 'checkout_step', step: 'payment' });
    recorder.flush();
    expect(fetched).toHaveLength(1);
    expect(fetched[0]!.init).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(String(fetched[0]!.init.body)).events).toEqual([{ type: 'checkout_step', step: 'payment' }]);
  });

  it('sends a widget’s batches with its id and source, keeping its visitor id under its own key', () => {
    const { recorder, beacons, stored } = setup(
      {},
      { widget: { channel: 'iw-100001', widgetSource: 'installer-widget', visitorKey: 'tireshop.iw-100001.analytics_visitor' } },
    );
    recorder.record({ type: 'search', searchKind: 'size' });
    recorder.flush();
    expect(beacons.map((b) => b.body)).toEqual([
      {
        visitorId: 'visitor-0000000000000001',
        channel: 'iw-100001',
        widgetSource: 'installer-widget',
        events: [{ type: 'search', searchKind: 'size' }],
      },
    ]);
    expect(JSON.parse(stored.get('tireshop.iw-100001.analytics_visitor')!).id).toBe('visitor-0000000000000001');
    expect(stored.has(ANALYTICS_VISITOR_KEY)).toBe(false);
  });
});

describe('what a cart and a listing record', () => {
  it('records tires added when the quantity rises, not when it falls or the stored cart loads', () => {
    const $quantity = atom(2); // the stored cart's quantity before it loads
    const recorded: AnalyticsPageEvent[] = [];
    let counting = true;
    recordAddsToCart(
      $quantity,
      (event) => recorded.push(event),
      () => counting,
    );
    $quantity.set(2); // loaded: the same
    $quantity.set(6);
    $quantity.set(4);
    $quantity.set(200);
    counting = false;
    $quantity.set(201);
    expect(recorded).toEqual([
      { type: 'add_to_cart', quantity: 4 },
      { type: 'add_to_cart', quantity: 99 },
    ]);
  });

  it('records a search each time another size’s results are shown, not for a sort or a page of the same size', () => {
    const $listing = map<{ status: string; size: string | null; page: number }>({ status: 'idle', size: null, page: 1 });
    const recorded: AnalyticsPageEvent[] = [];
    recordListingSearches($listing, (event) => recorded.push(event));
    $listing.set({ status: 'loading', size: '225-45r17', page: 1 });
    $listing.set({ status: 'ready', size: '225-45r17', page: 1 });
    $listing.set({ status: 'loading', size: '225-45r17', page: 2 });
    $listing.set({ status: 'ready', size: '225-45r17', page: 2 });
    $listing.set({ status: 'loading', size: '245-40r19', page: 1 });
    $listing.set({ status: 'error', size: '245-40r19', page: 1 });
    $listing.set({ status: 'ready', size: '245-40r19', page: 1 });
    expect(recorded).toEqual([
      { type: 'search', searchKind: 'size' },
      { type: 'search', searchKind: 'size' },
    ]);
  });
});
