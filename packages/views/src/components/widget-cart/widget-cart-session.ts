/**
 * A widget's cart: the core cart store on the host page's localStorage under the widget's prefix
 * (`tireshop.<widget id>.ST_cartId` …; never cookies, which would be third-party there), its
 * events re-dispatched on the element, the delivery lookups and the widget's own shop.
 */
import {
  createCartStore,
  localCartStorage,
  type ApiClient,
  type CartStore,
  type SiteInstaller,
  type WidgetAppConfig,
  type WidgetConfigState,
} from '@tireshop/core';
import type { ReadableAtom } from 'nanostores';
import { emitWidgetEvent } from '../../element/define-view-element';
import { widgetStoragePrefix, type WidgetSessionParts } from '../../element/widget-session';
import { apiDeliveryLookups } from '../checkout/api-delivery-lookups';
import type { DeliveryLookups } from '../checkout/delivery-lookups';
import { cartEventForHost, type WidgetEmit } from './widget-cart-events';
import { findWidgetShop } from './widget-shop';

export interface WidgetCart {
  store: CartStore;
  lookups: DeliveryLookups;
  /** The widget's own shop (asked once, after the widget's config; null when unknown). */
  shop(): Promise<SiteInstaller | null>;
  /** A typed, versioned DOM event on the element (bubbles, composed). */
  emit: WidgetEmit;
}

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
}): WidgetCart {
  const { api, widgetId, config, emit } = options;
  const store = createCartStore({
    api,
    storage: localCartStorage(widgetStoragePrefix(widgetId), options.storage),
    // spec §7 "cart get, update, create" query values: the widget is the cart's source.
    query: () => ({ widgetSource: 'installer-widget', widgetSourceId: widgetId }),
    onEvent: (event) => {
      const { name, detail } = cartEventForHost(event);
      (emit as (n: string, d: unknown) => void)(name, detail);
    },
  });
  let shop: Promise<SiteInstaller | null> | null = null;
  return {
    store,
    lookups: apiDeliveryLookups(api, () => store.$cart.get().cart),
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
    emit,
  };
}

/**
 * shopWidgetProps' `extend` for the installer widget: its cart, made once per widget session, whose
 * events are dispatched on the element.
 */
export function widgetCartProps({ element, api, widgetId, config }: WidgetSessionParts): { cart: WidgetCart } {
  return { cart: createWidgetCart({ api, widgetId, config, emit: (name, detail) => emitWidgetEvent(element, name, detail) }) };
}
