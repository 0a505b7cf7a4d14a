/**
 * What the widget's checkout adds to its cart session, made the first time the checkout opens
 * (its code arrives with the checkout) and kept for the session: the checkout store (billing,
 * payment, placing the order) and the delivery lookups.
 */
import {
  type CheckoutStore,
  createCheckoutStore,
  FAST_CHECKOUT_DISABLED_KEY,
  fastCheckoutEnabled,
  guardedStorage,
  type WidgetCart,
} from '@tireshop/core';
import { apiDeliveryLookups } from '../checkout/api-delivery-lookups';
import type { DeliveryLookups } from '../checkout/delivery-lookups';

export interface WidgetCheckoutSession {
  checkout: CheckoutStore;
  lookups: DeliveryLookups;
  /** rules §4 Fast checkout by card: the card places at once unless the widget's local flag is set. */
  fastCheckout(): boolean;
}

const sessions = new WeakMap<WidgetCart, WidgetCheckoutSession>();

export function widgetCheckoutSession(cart: WidgetCart): WidgetCheckoutSession {
  let session = sessions.get(cart);
  if (!session) {
    const { api, store } = cart;
    session = {
      // The placement's Idempotency-Key waits in the tab's sessionStorage until answered, so a reload
      // after a lost answer retries with the same key (the API replays instead of charging twice).
      checkout: createCheckoutStore({ api, cart: store, keyStorage: guardedStorage(() => globalThis.sessionStorage) }),
      lookups: apiDeliveryLookups(api, () => store.$cart.get().cart),
      fastCheckout() {
        const flag = guardedStorage(() => cart.storage ?? globalThis.localStorage).getItem(`${cart.prefix}.${FAST_CHECKOUT_DISABLED_KEY}`);
        // The widget has no sales-tool or fleet sign-in: the type and the flag decide.
        return fastCheckoutEnabled({ paymentType: 'credit', userType: null, disabledFlag: flag });
      },
    };
    sessions.set(cart, session);
  }
  return session;
}
