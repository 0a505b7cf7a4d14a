/**
 * `@tireshop/widgets` for host pages that bundle their JavaScript (docs/integration.md "Hosts that
 * bundle"): `loadTireshop()` adds the shop's widget loader to the page once and resolves with the
 * typed `tireshop` global; the types describe the three elements, their methods and events.
 *
 *   import { loadTireshop } from '@tireshop/widgets';
 *   const tireshop = await loadTireshop({ origin: 'https://shop.example' });
 *   await tireshop('openCart');
 *
 * This entry holds no widget code: the widgets' own code always comes from the shop (the loader
 * fetches it), so a host's bundle stays as small as this file.
 */
import type { TireshopGlobal } from './types';

export * from './types';

export interface LoadTireshopOptions {
  /** The shop's origin (https://shop.example); the loader is its `/widgets/v<major>/loader.js`. */
  origin: string;
  /** The major version to pin (the `v1` of the loader's address). Default: 1. */
  major?: number;
  /** The loader's Subresource Integrity hash (`sha384-…`, from the shop's `integrity.json`); sets `crossorigin="anonymous"` too. */
  integrity?: string;
  /** A nonce for a Content-Security-Policy `script-src 'nonce-…'`. */
  nonce?: string;
}

/** What loadTireshop() needs of the page (the browser's own by default; tests pass their own). */
export interface LoaderPage {
  window: { tireshop?: TireshopGlobal } | undefined;
  document: Pick<Document, 'createElement' | 'head'> | undefined;
}

/** The load under way or done, per window (one page, one loader). */
const pending = new WeakMap<object, Promise<TireshopGlobal>>();

const browserPage = (): LoaderPage => ({
  window: typeof window === 'undefined' ? undefined : (window as LoaderPage['window']),
  document: typeof document === 'undefined' ? undefined : document,
});

/**
 * The `tireshop` global once the shop's loader has run, adding the loader's script at most once
 * per page (the same Promise for every call while it loads or after it has). A load that failed
 * (offline, blocked) is forgotten: the next call tries again. Without a browser (server-side
 * rendering) it rejects: call it in an effect or an event handler.
 */
export function loadTireshop(options: LoadTireshopOptions, page: LoaderPage = browserPage()): Promise<TireshopGlobal> {
  const { window: win, document: doc } = page;
  if (!win || !doc)
    return Promise.reject(
      new Error('[tireshop] loadTireshop() needs a browser: call it in an effect or event handler, not during server rendering'),
    );
  if (win.tireshop?.loaded) return Promise.resolve(win.tireshop);
  let src: string;
  try {
    src = new URL(`/widgets/v${options.major ?? 1}/loader.js`, options.origin).href;
  } catch {
    return Promise.reject(new TypeError(`[tireshop] loadTireshop(): "${options.origin}" is not an origin such as https://shop.example`));
  }
  const known = pending.get(win);
  if (known) return known;
  const loading = new Promise<TireshopGlobal>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    if (options.integrity) {
      script.integrity = options.integrity;
      script.crossOrigin = 'anonymous';
    }
    if (options.nonce) script.nonce = options.nonce;
    const failed = (why: string) => {
      script.remove();
      pending.delete(win);
      reject(new Error(`[tireshop] the widget loader ${src} ${why}`));
    };
    script.addEventListener('load', () => (win.tireshop?.loaded ? resolve(win.tireshop) : failed('ran but defined no tireshop global')));
    script.addEventListener('error', () => failed('could not be loaded (offline, blocked, or an integrity mismatch)'));
    doc.head.append(script);
  });
  pending.set(win, loading);
  return loading;
}
