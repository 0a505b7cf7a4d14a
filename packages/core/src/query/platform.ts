/**
 * What the fetch cache needs from the page it runs in (CONVENTIONS: platform things are injected,
 * as TanStack Query's focusManager): whether it is a browser at all (a server render never
 * fetches), when the shopper comes back to the page or the network returns, whether the
 * connection is slow, the clock and the jitter's randomness. Tests pass their own.
 */
export interface QueryPlatform {
  /** false on the server: stores there stay empty and never ask (the browser asks after hydration). */
  browser: boolean;
  /** Calls back when the page is shown or focused again; returns the unsubscribe. */
  onFocus(listener: () => void): () => void;
  /** Calls back when the browser is back online; returns the unsubscribe. */
  onReconnect(listener: () => void): () => void;
  /** spec §9 "on a slow network": the Network Information API says 2G or slower. */
  slowNetwork(): boolean;
  now(): number;
  /** [0, 1) */
  random(): number;
}

interface BrowserGlobals {
  addEventListener?: (type: string, listener: () => void) => void;
  removeEventListener?: (type: string, listener: () => void) => void;
  document?: {
    visibilityState?: string;
    addEventListener(type: string, listener: () => void): void;
    removeEventListener(type: string, listener: () => void): void;
  };
  navigator?: { connection?: { effectiveType?: string } };
}

const SLOW_CONNECTIONS = ['slow-2g', '2g'];

/** The page this code runs in, read through globalThis so the same core runs on a server. */
export function browserQueryPlatform(): QueryPlatform {
  const page = globalThis as BrowserGlobals;
  const doc = page.document;
  const browser = doc !== undefined && typeof page.addEventListener === 'function';
  const onWindow = (type: string, listener: () => void) => {
    if (!browser) return () => {};
    page.addEventListener?.(type, listener);
    return () => page.removeEventListener?.(type, listener);
  };
  return {
    browser,
    onFocus(listener) {
      if (!browser || !doc) return () => {};
      const shown = () => {
        if (doc.visibilityState !== 'hidden') listener();
      };
      doc.addEventListener('visibilitychange', shown);
      const offFocus = onWindow('focus', listener);
      return () => {
        doc.removeEventListener('visibilitychange', shown);
        offFocus();
      };
    },
    onReconnect: (listener) => onWindow('online', listener),
    slowNetwork: () => SLOW_CONNECTIONS.includes(page.navigator?.connection?.effectiveType ?? ''),
    now: () => Date.now(),
    random: () => Math.random(),
  };
}
