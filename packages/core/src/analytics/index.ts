/**
 * The browser's side of first-party analytics (docs/analytics.md): gathers a page's events and
 * sends them to the shop's own API (POST /v1/analytics/events) in small batches — as a beacon,
 * which the browser delivers even as the page goes away. It does nothing at all when the browser
 * asks not to be tracked: Do Not Track (`navigator.doNotTrack === '1'`) or Global Privacy Control
 * (`navigator.globalPrivacyControl === true`). Platform things (navigator, storage, clock, timer)
 * are injected, as everywhere in core.
 */
import { ANALYTICS_BATCH_MAX, ANALYTICS_SESSION_TIMEOUT_MS, recordAnalyticsEndpoint, type AnalyticsPageEvent } from '../contract/analytics';
import type { WidgetSource } from '../widget/session';
import { trackingRefused, type AnalyticsNavigator } from './signals';

export { recordAddsToCart, recordListingSearches, trackingRefused, type AnalyticsNavigator } from './signals';

export interface AnalyticsPlatform {
  navigator: AnalyticsNavigator;
  /** localStorage, or none (then the visitor id lives as long as the page). */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  /** Used when sendBeacon is missing or refuses the batch. */
  fetch?: typeof globalThis.fetch;
  now: () => number;
  /** Runs `task` once after `ms` (setTimeout). */
  later: (task: () => void, ms: number) => void;
  /** A random id of 16 to 64 letters, digits, - or _ (crypto.randomUUID without dashes). */
  randomId: () => string;
}

export interface AnalyticsRecorderOptions {
  /** The API's base, e.g. `https://shop.example/api`. */
  apiBase: string;
  /** `storefront`, or the widget id. */
  channel?: string;
  /** A widget's recorder: which widget it is (sent with every batch; the channel is then its id). */
  widgetSource?: WidgetSource;
  /** Where the visitor id is kept (ANALYTICS_VISITOR_KEY; a widget keeps its own under its prefix). */
  visitorKey?: string;
  platform: AnalyticsPlatform;
  /** How long an event waits for others before its batch goes (default 5 s); hiding the page sends at once. */
  batchDelayMs?: number;
}

export interface AnalyticsRecorder {
  /** false when the browser asks not to be tracked: record and flush do nothing. */
  readonly enabled: boolean;
  record(event: AnalyticsPageEvent): void;
  /** Sends what is gathered now (the page is being hidden). */
  flush(): void;
}

/** Where the visitor id and the time of its last event are kept (localStorage). */
export const ANALYTICS_VISITOR_KEY = 'ts_analytics_visitor';

export function createAnalyticsRecorder({
  apiBase,
  channel,
  widgetSource,
  visitorKey = ANALYTICS_VISITOR_KEY,
  platform,
  batchDelayMs = 5000,
}: AnalyticsRecorderOptions): AnalyticsRecorder {
  const enabled = !trackingRefused(platform.navigator);
  const url = apiBase.replace(/\/$/, '') + recordAnalyticsEndpoint.path;
  const queue: AnalyticsPageEvent[] = [];
  let waiting = false;
  let visitor: { id: string; lastAt: number } | undefined;

  /**
   * The visitor id, renewed after the spec's session timeout without an event (rules §9 "Analytics
   * session timeout 14,400,000 ms (4 h)"): one id is one session, never a person followed for long.
   */
  function visitorId(): string {
    const now = platform.now();
    if (!visitor) {
      try {
        const kept = JSON.parse(platform.storage?.getItem(visitorKey) ?? 'null') as { id?: unknown; lastAt?: unknown } | null;
        if (typeof kept?.id === 'string' && typeof kept.lastAt === 'number') visitor = { id: kept.id, lastAt: kept.lastAt };
      } catch {
        // unreadable or blocked storage: a new id
      }
    }
    if (!visitor || now - visitor.lastAt > ANALYTICS_SESSION_TIMEOUT_MS) visitor = { id: platform.randomId(), lastAt: now };
    visitor.lastAt = now;
    try {
      platform.storage?.setItem(visitorKey, JSON.stringify(visitor));
    } catch {
      // full or blocked storage: the id lives as long as the page
    }
    return visitor.id;
  }

  function send(events: AnalyticsPageEvent[], id: string): void {
    const body = JSON.stringify({ visitorId: id, ...(channel ? { channel } : {}), ...(widgetSource ? { widgetSource } : {}), events });
    // A string beacon goes as text/plain: no preflight, delivered after the page is gone.
    if (platform.navigator.sendBeacon?.(url, body)) return;
    void platform.fetch?.(url, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(() => {
      // Analytics never bothers the shopper: a lost batch is lost.
    });
  }

  function flush(): void {
    waiting = false;
    if (!enabled || queue.length === 0) return;
    const id = visitor?.id ?? visitorId();
    while (queue.length > 0) send(queue.splice(0, ANALYTICS_BATCH_MAX), id);
  }

  return {
    enabled,
    record(event) {
      if (!enabled) return;
      // A new session starting mid-batch: what was gathered goes under the old id first.
      const before = visitor?.id;
      const id = visitorId();
      if (before && before !== id && queue.length > 0) send(queue.splice(0), before);
      queue.push(event);
      if (queue.length >= ANALYTICS_BATCH_MAX) flush();
      else if (!waiting) {
        waiting = true;
        platform.later(flush, batchDelayMs);
      }
    },
    flush,
  };
}

/** What a browser's window gives the recorder: the platform is the window handed in, never read from globals here. */
export type AnalyticsWindow = Pick<Window, 'navigator' | 'fetch' | 'setTimeout' | 'crypto' | 'addEventListener' | 'document'> & {
  readonly localStorage: Storage;
};

/**
 * The recorder's platform in a browser (the storefront's pages, a widget on a host page): its
 * navigator, its localStorage when the page may use it, fetch, the clock, a timer and random ids.
 */
export function browserAnalyticsPlatform(win: AnalyticsWindow): AnalyticsPlatform {
  let storage: AnalyticsPlatform['storage'];
  try {
    storage = win.localStorage;
  } catch {
    // blocked storage (a sandboxed frame, some private modes): the visitor id lives as long as the page
  }
  return {
    navigator: win.navigator,
    storage,
    fetch: (input, init) => win.fetch(input, init),
    now: Date.now,
    later: (task, ms) => void win.setTimeout(task, ms),
    randomId: () => win.crypto.randomUUID().replaceAll('-', ''),
  };
}

/** The page going away (another site, a closed tab) or to the background: what is gathered is sent. */
export function flushWhenHidden(recorder: AnalyticsRecorder, win: AnalyticsWindow): void {
  win.addEventListener('pagehide', recorder.flush);
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') recorder.flush();
  });
}
