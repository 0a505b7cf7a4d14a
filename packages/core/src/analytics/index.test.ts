import { describe, expect, it } from 'vitest';
import { ANALYTICS_BATCH_MAX, ANALYTICS_SESSION_TIMEOUT_MS } from '../contract/analytics';
import { ANALYTICS_VISITOR_KEY, createAnalyticsRecorder, type AnalyticsNavigator } from './index';

function setup(navigator: Partial<AnalyticsNavigator> = {}, { beaconRefuses = false } = {}) {
  const beacons: { url: string; body: Record<string, unknown> }[] = [];
  const fetched: { url: string; init: RequestInit }[] = [];
  const timers: (() => void)[] = [];
  const stored = new Map<string, string>();
  let now = Date.parse('2026-12-01T10:00:00Z');
  let ids = 0;
  const recorder = createAnalyticsRecorder({
    apiBase: 'https://shop.test/api/',
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
});
