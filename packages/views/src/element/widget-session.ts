/**
 * What every shop widget needs per element: an API client for its widget id, its stores, kept
 * for as long as the element keeps the same widget id and API base.
 */
import {
  createApiClient,
  createPastSearchesStore,
  createSearchOverlay,
  createShopperSession,
  createSizeListingStore,
  createWidgetConfigStore,
  SESSION_STORAGE_KEY,
  sessionHeaders,
  type SessionIdStorage,
} from '@tireshop/core';
import type { InstallerShopProps } from '../components/installer-shop';

/** Origin of the script being executed now; call at a bundle's top level. */
export function currentScriptOrigin(): string {
  const src = (document.currentScript as HTMLScriptElement | null)?.src;
  try {
    return src ? new URL(src).origin : location.origin;
  } catch {
    return location.origin;
  }
}

/**
 * The shopper session id of one widget id, in the host page's `localStorage` under a key of that
 * widget (ARCHITECTURE "Embedding": storage keys prefixed per widget; never cookies, which would
 * be third-party on the host's site). Storage that throws (blocked, private mode, a sandboxed
 * frame) is logged and the id kept in memory for the page's life (spec §8 storage errors).
 */
export function widgetSessionStorage(widgetId: string, storage: () => Storage = () => window.localStorage): SessionIdStorage {
  const key = `tireshop.${widgetId}.${SESSION_STORAGE_KEY}`;
  let memory: string | null = null;
  return {
    read() {
      try {
        return storage().getItem(key) ?? memory;
      } catch (error) {
        console.warn('[tireshop] cannot read the widget session', error);
        return memory;
      }
    },
    write(id) {
      memory = id;
      try {
        storage().setItem(key, id);
      } catch (error) {
        console.warn('[tireshop] cannot keep the widget session', error);
      }
    },
  };
}

const sessions = new WeakMap<HTMLElement, { key: string; props: InstallerShopProps }>();

export function shopWidgetProps(
  element: HTMLElement,
  options: { scriptOrigin: string; identifier: 'installer-widget' | 'simpleshop' },
): InstallerShopProps {
  const widgetId = element.getAttribute('widget-id') ?? '';
  const apiBase = element.getAttribute('api-base') ?? `${options.scriptOrigin}/api`;
  const key = `${widgetId}|${apiBase}`;
  let session = sessions.get(element);
  if (!session || session.key !== key) {
    const sessionIds = widgetSessionStorage(widgetId);
    const api = createApiClient({
      baseUrl: apiBase,
      credentials: { clientId: widgetId },
      autoQuery: () => ({ channel: 'widget', widgetId }),
      // spec §7 Headers: the shopper session id, for past searches.
      headers: sessionHeaders(sessionIds),
    });
    const shopper = createShopperSession({ api, storage: sessionIds });
    let shopOrigin: string;
    try {
      shopOrigin = new URL(apiBase, location.href).origin;
    } catch {
      shopOrigin = options.scriptOrigin;
    }
    session = {
      key,
      props: {
        listing: createSizeListingStore(api),
        config: createWidgetConfigStore(api, options.identifier, location.href),
        search: createSearchOverlay({ api, pastSearches: createPastSearchesStore({ api, session: shopper }), levelPages: false }),
        shopOrigin,
        widgetId,
      },
    };
    sessions.set(element, session);
  }
  return { ...session.props, initialSize: element.getAttribute('size') ?? undefined };
}
