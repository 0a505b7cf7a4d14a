/**
 * What every shop widget needs per element: an API client for its widget id, its stores (and what
 * a widget adds, such as the installer widget's cart), kept for as long as the element keeps the
 * same widget id and API base. A new element (or another widget id) starts from what localStorage
 * holds for that widget id.
 */
import {
  createApiClient,
  createSizeListingStore,
  createWidgetConfigStore,
  SESSION_STORAGE_KEY,
  sessionHeaders,
  type ApiClient,
  type SearchOverlay,
  type SessionIdStorage,
  type WidgetConfigOptions,
  type WidgetConfigStore,
} from '@tireshop/core';
import type { InstallerShopProps } from '../components/installer-shop';
import { hostPageAddress, WIDGET_REFERRER_POLICY } from './host-page';

/** The prefix of a widget id's keys in the host page's localStorage (its session id, its cart). */
export const widgetStoragePrefix = (widgetId: string) => `tireshop.${widgetId}`;

/**
 * The shopper session id of one widget id, in the host page's `localStorage` under a key of that
 * widget (ARCHITECTURE "Embedding": storage keys prefixed per widget; never cookies, which would
 * be third-party on the host's site). Storage that throws (blocked, private mode, a sandboxed
 * frame) is logged and the id kept in memory for the page's life (spec §8 storage errors).
 */
export function widgetSessionStorage(widgetId: string, storage: () => Storage = () => window.localStorage): SessionIdStorage {
  const key = `${widgetStoragePrefix(widgetId)}.${SESSION_STORAGE_KEY}`;
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

/** What a widget's session is made of, for what a widget adds to it (shopWidgetProps' `extend`). */
export interface WidgetSessionParts {
  element: HTMLElement;
  api: ApiClient;
  config: WidgetConfigStore;
  widgetId: string;
}

/**
 * Tells the site owner in the console what is wrong and what to fix (the words come with their own
 * small module, fetched only when there is a problem; a bare line if even that cannot be fetched).
 */
function warnSiteOwner(tag: string, widgetId: string, apiBase: string): WidgetConfigOptions['onProblem'] {
  return (problem, error, retryInMs) =>
    void import('./site-owner-warnings').then(
      (m) => console.warn(m.siteOwnerWarning({ problem, tag, widgetId, apiBase, error, retryInMs })),
      () => console.warn('[tireshop]', problem, error?.message ?? ''),
    );
}

const sessions = new WeakMap<HTMLElement, { key: string; props: InstallerShopProps }>();

export function shopWidgetProps<Extra extends object = object>(
  element: HTMLElement,
  options: {
    scriptOrigin: string;
    identifier: 'installer-widget' | 'simpleshop';
    /** What this widget adds to the session's props (the installer widget: its cart), made once per session. */
    extend?: (parts: WidgetSessionParts) => Extra;
  },
): InstallerShopProps & Extra {
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
      referrerPolicy: WIDGET_REFERRER_POLICY,
    });
    let search: Promise<SearchOverlay> | null = null;
    let shopOrigin: string;
    try {
      shopOrigin = new URL(apiBase, location.href).origin;
    } catch {
      shopOrigin = options.scriptOrigin;
    }
    const config = createWidgetConfigStore({
      api,
      identifier: options.identifier,
      siteUrl: hostPageAddress(),
      widgetId,
      onProblem: warnSiteOwner(element.localName, widgetId, apiBase),
    });
    session = {
      key,
      props: {
        listing: createSizeListingStore(api),
        config,
        // Made the first time the shopper opens the search (its code arrives then; asked again if that failed).
        search: () =>
          (search ??= import('../components/search/widget-search').then(
            (m) => m.createWidgetSearch(api, sessionIds),
            (error: unknown) => {
              search = null;
              throw error;
            },
          )),
        shopOrigin,
        widgetId,
        ...options.extend?.({ element, api, config, widgetId }),
      },
    };
    sessions.set(element, session);
  }
  return { ...(session.props as InstallerShopProps & Extra), initialSize: element.getAttribute('size') ?? undefined };
}
