/**
 * What every shop widget needs: per widget id (and API base) on the page, an API client, its
 * configuration and its session's parts (whose cart the widget's cart code makes), shared by every
 * element of that widget id and kept for the page's life; per element, its listing and search.
 * Another widget id starts from what localStorage holds for it.
 */
import {
  type AnalyticsPageEvent,
  type AnalyticsRecorder,
  createApiClient,
  createSizeListingStore,
  createWidgetConfigStore,
  recordListingSearches,
  SESSION_STORAGE_KEY,
  sessionHeaders,
  type ApiClient,
  type SearchOverlay,
  type SessionIdStorage,
  trackingRefused,
  type WidgetConfigOptions,
  type WidgetConfigStore,
  type WidgetSessionParts,
  type WidgetSource,
  widgetAutoQuery,
  widgetStoragePrefix,
} from '@tireshop/core';
import { adoptCss, hostPageAddress, loadWidgetSearch, WIDGET_REFERRER_POLICY, type InstallerShopProps } from '@tireshop/views';
import { emitWidgetEvent } from './define-view-element';

export type { WidgetSessionParts };

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

/** Made once per widget id and API base on the page, whichever of its elements asked first. */
interface SharedSession {
  api: ApiClient;
  config: WidgetConfigStore;
  sessionIds: SessionIdStorage;
  shopOrigin: string;
  parts: WidgetSessionParts;
  /** The elements showing this widget id (those removed for good are dropped when noticed). */
  elements: Set<HTMLElement>;
}

/**
 * Every widget id's session on this page, for the page's life: a single-page app that removes an
 * element and adds it (or a new one) back reuses the token, the configuration and the cart already
 * fetched, and two elements of one widget id share one cart, live (issue #13 "Any host page").
 */
const shared = new Map<string, SharedSession>();
/** Each element's own part: its listing and its search overlay (two elements can show two sizes). */
const own = new WeakMap<HTMLElement, { key: string; props: ShopWidgetProps }>();

/**
 * Tells the site owner in the console what is wrong and what to fix (the words come with their own
 * small module, fetched only when there is a problem; a bare line if even that cannot be fetched).
 */
function warnSiteOwner(element: HTMLElement, widgetId: string, apiBase: string): WidgetConfigOptions['onProblem'] {
  return (problem, error, retryInMs) =>
    void import('./site-owner-warnings')
      .then((m) =>
        m.siteOwnerWarning({
          problem,
          tag: element.localName,
          widgetId,
          apiBase,
          error,
          retryInMs,
          locale: element.getAttribute('locale'),
        }),
      )
      .then(console.warn, () => console.warn('[tireshop]', problem, error?.message ?? ''));
}

/**
 * The theme set in the portal (docs/portal.md "Widget set-up") as a `:host` rule after the design
 * tokens: it replaces their defaults, and the host page's own CSS for the element still wins over
 * it (a page's rules beat a shadow root's `:host` rules). The server checked every value; only
 * `--ts-*` names and plain values are written all the same.
 */
export function widgetThemeCss(theme: Record<string, string> | undefined): string {
  const declarations = Object.entries(theme ?? {})
    .filter(([name, value]) => /^--ts-[a-z-]+$/.test(name) && /^[\w\s#(),.%/-]+$/.test(value))
    .map(([name, value]) => `${name}:${value}`);
  return declarations.length > 0 ? `:host{${declarations.join(';')}}` : '';
}

/** Gives the element's shadow root its widget's theme once the configuration is in. */
function applyTheme(element: HTMLElement, config: WidgetConfigStore) {
  const state = config.get();
  const css = state.status === 'ready' ? widgetThemeCss(state.config.theme) : '';
  if (css && element.shadowRoot) adoptCss(element.shadowRoot, css);
}

/**
 * The widget's analytics (docs/analytics.md "Widgets"): nothing at all under Do Not Track or Global
 * Privacy Control; otherwise the recorder's chunk is fetched with the first event and every event
 * is handed to it in order. Fire and forget: a chunk that cannot be fetched, a refused or lost
 * batch — the widget never hears of it.
 */
function widgetTracker(widgetId: string, apiBase: string, source: WidgetSource): (event: AnalyticsPageEvent) => void {
  let recorder: Promise<AnalyticsRecorder | null> | undefined;
  return (event) => {
    if (trackingRefused(navigator) || !widgetId) return;
    recorder ??= import('./widget-analytics').then(
      (m) => m.widgetRecorder({ apiBase, widgetId, source }),
      () => null,
    );
    void recorder.then((r) => r?.record(event)).catch(() => undefined);
  };
}

/** How a widget asks for its session. */
export interface ShopWidgetOptions {
  /** Where the widget's script came from: the API's origin unless the element says otherwise (api-base). */
  scriptOrigin: string;
  /** The identifier the widget's token is asked for with (spec §7). */
  identifier: 'installer-widget' | 'simpleshop';
  /** The widget its carts come through (spec §7 "cart get, update, create" widgetSource). */
  source: WidgetSource;
}

function sharedSession(element: HTMLElement, widgetId: string, apiBase: string, options: ShopWidgetOptions): SharedSession {
  const key = `${element.localName}|${widgetId}|${apiBase}`;
  let session = shared.get(key);
  if (!session) {
    const sessionIds = widgetSessionStorage(widgetId);
    // The session's parts, made below with this client: its cart (once loaded) says where the shopper is.
    let place: WidgetSessionParts | undefined;
    const api = createApiClient({
      baseUrl: apiBase,
      credentials: { clientId: widgetId },
      autoQuery: () => widgetAutoQuery(place ?? { widgetId }, new Date()),
      // spec §7 Headers: the shopper session id, for past searches.
      headers: sessionHeaders(sessionIds),
      referrerPolicy: WIDGET_REFERRER_POLICY,
    });
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
      onProblem: warnSiteOwner(element, widgetId, apiBase),
    });
    const elements = new Set<HTMLElement>();
    const emit = (name: string, detail: object) => {
      for (const candidate of elements) {
        if (candidate.isConnected) return emitWidgetEvent(candidate, name, detail);
        elements.delete(candidate);
      }
    };
    const parts: WidgetSessionParts = {
      api,
      config,
      widgetId,
      emit,
      source: options.source,
      track: widgetTracker(widgetId, apiBase, options.source),
    };
    place = parts;
    session = { api, config, sessionIds, shopOrigin, parts, elements };
    shared.set(key, session);
    config.listen(() => {
      for (const shown of elements) applyTheme(shown, config);
    });
  }
  // Elements removed for good are not kept (a moved element is connected again when it asks).
  for (const known of session.elements) if (!known.isConnected) session.elements.delete(known);
  session.elements.add(element);
  applyTheme(element, session.config);
  return session;
}

/** An element's props: its own listing and search, its widget id's session, its size attribute. */
export type ShopWidgetProps = InstallerShopProps & { session: WidgetSessionParts };

export function shopWidgetProps(element: HTMLElement, options: ShopWidgetOptions): ShopWidgetProps {
  const widgetId = element.getAttribute('widget-id') ?? '';
  const apiBase = element.getAttribute('api-base') ?? `${options.scriptOrigin}/api`;
  const session = sharedSession(element, widgetId, apiBase, options);
  const key = `${widgetId}|${apiBase}`;
  let mine = own.get(element);
  if (!mine || mine.key !== key) {
    const { api, sessionIds } = session;
    let search: Promise<SearchOverlay> | null = null;
    const listing = createSizeListingStore(api);
    // A size's results shown in the widget is a search (docs/analytics.md "Widgets").
    if (session.parts.track) recordListingSearches(listing.$listing, session.parts.track);
    mine = {
      key,
      props: {
        listing,
        config: session.config,
        // Made the first time the shopper opens the search (its code arrives then; asked again if that failed).
        search: () =>
          (search ??= loadWidgetSearch(api, sessionIds).catch((error: unknown) => {
            search = null;
            throw error;
          })),
        shopOrigin: session.shopOrigin,
        widgetId,
        session: session.parts,
      },
    };
    own.set(element, mine);
  }
  return { ...mine.props, initialSize: element.getAttribute('size') ?? undefined };
}
