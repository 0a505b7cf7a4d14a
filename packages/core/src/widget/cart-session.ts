/**
 * A widget's cart: the core cart store on the host page's localStorage under the widget's prefix
 * (`tireshop.<widget id>.ST_cartId` …; never cookies, which would be third-party there), its
 * events re-dispatched on the element and the widget's own shop. The checkout store and the
 * delivery lookups join it when the checkout's code arrives (widget-checkout-session.ts).
 */
import type { ReadableAtom } from 'nanostores';
import { recordAddsToCart } from '../analytics/signals';
import { localCartStorage } from '../cart/storage';
import { createCartStore } from '../cart/store';
import type { CartStore } from '../cart/types';
import type { ApiClient } from '../client/index';
import type { AnalyticsPageEvent } from '../contract/analytics';
import type { SiteInstaller } from '../contract/installers';
import type { WidgetAppConfig } from '../contract/widget';
import type { WidgetConfigState } from './app-config';
import { cartEventForHost, type WidgetEmit } from './events-for-host';
import { widgetStoragePrefix, type WidgetSessionParts } from './session';
import { findWidgetShop } from './widget-shop';

export interface WidgetCart {
  store: CartStore;
  /** The widget's API client (the checkout's stores are made with it when the checkout opens). */
  api: ApiClient;
  /** Where the widget keeps its keys (`<prefix>.<key>` in the host page's localStorage). */
  prefix: string;
  /** The storage the widget was given (tests); the host page's localStorage otherwise. */
  storage?: Storage;
  /** The widget's own shop (asked once, after the widget's config; null when unknown). */
  shop(): Promise<SiteInstaller | null>;
  /**
   * The order placed last in this widget (ST_placedOrderId in the widget's storage, kept by the
   * session clear after the order): shown again after a reload until the shopper moves on.
   */
  placedOrderId(): string | null;
  /** The shopper left the placed order ("Shop for more tires"): the widget opens on its tires again. */
  forgetPlacedOrder(): void;
  /** A typed, versioned DOM event on the element (bubbles, composed). */
  emit: WidgetEmit;
  /** The widget's analytics (WidgetSessionParts.track): the checkout records the steps reached with it. */
  track?: (event: AnalyticsPageEvent) => void;
}

/** The config if it has loaded, else null (still loading, or failed): for a step that cannot wait. */
export const configIfReady = (config: ReadableAtom<WidgetConfigState>): WidgetAppConfig | null => {
  const state = config.get();
  return state.status === 'ready' ? state.config : null;
};

/** Resolves with the config once it has loaded; rejects when it failed. */
function readyConfig(config: ReadableAtom<WidgetConfigState>): Promise<WidgetAppConfig> {
  return new Promise((resolve, reject) => {
    let unsubscribe: (() => void) | undefined;
    const settle = (state: WidgetConfigState) => {
      if (state.status === 'loading') return false;
      if (state.status === 'ready') resolve(state.config);
      else reject(new Error(state.message));
      return true;
    };
    if (settle(config.get())) return;
    unsubscribe = config.listen((state) => {
      if (settle(state)) unsubscribe?.();
    });
  });
}

export function createWidgetCart(options: {
  api: ApiClient;
  widgetId: string;
  config: ReadableAtom<WidgetConfigState>;
  emit: WidgetEmit;
  storage?: Storage;
  /**
   * spec §7 "cart get, update, create" widgetSource: the widget the cart comes through
   * (installer-widget by default). The API records the widget's id and type from its token.
   */
  widgetSource?: string;
  /** The widget's analytics: tires added to this cart are recorded with it. */
  track?: (event: AnalyticsPageEvent) => void;
}): WidgetCart {
  const { api, widgetId, config, emit, widgetSource = 'installer-widget' } = options;
  const storage = localCartStorage(widgetStoragePrefix(widgetId), options.storage);
  const store = createCartStore({
    api,
    storage,
    // spec §7 "cart get, update, create" query values: the widget is the cart's source.
    query: () => ({ widgetSource, widgetSourceId: widgetId }),
    onEvent: (event) => {
      const { name, detail } = cartEventForHost(event);
      (emit as (n: string, d: unknown) => void)(name, detail);
    },
  });
  const prefix = widgetStoragePrefix(widgetId);
  if (options.track) recordAddsToCart(store.$quantity, options.track);
  let shop: Promise<SiteInstaller | null> | null = null;
  return {
    store,
    api,
    prefix,
    storage: options.storage,
    shop() {
      shop ??= readyConfig(config)
        .then((c) => findWidgetShop(api, c))
        .catch((error: unknown) => {
          // Asked again next time; meanwhile the widget works without the shop's details.
          console.warn('[tireshop] cannot look up the widget’s shop', error);
          shop = null;
          return null;
        });
      return shop;
    },
    placedOrderId: () => storage.read('placedOrderId'),
    forgetPlacedOrder: () => storage.remove('placedOrderId'),
    emit,
    track: options.track,
  };
}

const sessionCarts = new WeakMap<WidgetSessionParts, WidgetCart>();

/**
 * The widget session's cart, made once when the cart's code arrives (every element of that widget
 * id on the page shows the same cart, live), whose events are dispatched on its element. Its
 * carts name the session's widget as their source (spec §7 "cart get, update, create").
 */
export function sessionCart(session: WidgetSessionParts): WidgetCart {
  let cart = sessionCarts.get(session);
  if (!cart) {
    const { api, widgetId, config, emit, source, track } = session;
    cart = createWidgetCart({ api, widgetId, config, emit: emit as WidgetEmit, widgetSource: source, track });
    sessionCarts.set(session, cart);
    // Every call of the widget from now on says where the shopper is (widgetAutoQuery).
    const { store } = cart;
    session.cartPlace = () => store.$cart.get().cart;
  }
  return cart;
}

/**
 * The session's cart once the widget's configuration says it sells inside itself (every installer
 * and partner widget; an affiliate widget where its configuration allows, checkoutInWidget).
 */
export async function sellingCart(session: WidgetSessionParts): Promise<CartStore> {
  const config = await readyConfig(session.config);
  if (!config.checkoutInWidget)
    throw new Error(`[tireshop] widget ${session.widgetId} has no cart: it sends shoppers to the shop's site to buy`);
  return sessionCart(session).store;
}
