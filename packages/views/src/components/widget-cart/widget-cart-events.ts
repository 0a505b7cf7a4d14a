/**
 * What the installer widget tells its host page: DOM CustomEvents dispatched on the element, which
 * bubble and cross the shadow boundary (composed), each detail carrying `version: 1`. The cart
 * events have the payloads of the storefront's window events (storefront/app/cart.ts).
 */
import type { CartEvent, Order } from '@tireshop/core';

/** The widget's two views: the tire list and the in-widget checkout. */
export type WidgetView = 'tires' | 'checkout';

export interface WidgetEventDetails {
  /** The server answered with this cart (an add, a change, a load). */
  'tireshop:cart-updated': { version: 1; cartId: string; totalQuantity: number };
  /** The cart is gone: the last tire was removed, the stored cart no longer exists, or it was cleared. */
  'tireshop:cart-emptied': { version: 1; reason: 'removed' | 'not-found' | 'cleared' };
  /** A change was refused; the cart is unchanged. `message` is the API's, fit to show. */
  'tireshop:cart-error': { version: 1; code: string; message: string };
  /** The widget switched between the tire list and its checkout (the host page did not navigate). */
  'tireshop:view-changed': { version: 1; view: WidgetView };
  /**
   * An order was placed inside the widget (the host page can count the sale). `totalInCents` is
   * what the shopper was charged, in integer cents as the API answers every amount.
   */
  'tireshop:order-placed': { version: 1; orderId: string; orderNumber: string; totalInCents: number };
}

export type WidgetEventName = keyof WidgetEventDetails;

/** For `element.addEventListener(name, (e: WidgetEventMap[typeof name]) => …)` in a host's TypeScript. */
export type WidgetEventMap = { [K in WidgetEventName]: CustomEvent<WidgetEventDetails[K]> };

/** What an event's detail holds before the version is stamped on. */
export type WidgetEventPayload<K extends WidgetEventName> = Omit<WidgetEventDetails[K], 'version'>;

export type WidgetEmit = <K extends WidgetEventName>(name: K, detail: WidgetEventPayload<K>) => void;

/** The cart store's event as the widget's DOM event. */
export function cartEventForHost(
  event: CartEvent,
): { [K in WidgetEventName]: { name: K; detail: WidgetEventPayload<K> } }[WidgetEventName] {
  switch (event.type) {
    case 'cart-updated':
      return { name: 'tireshop:cart-updated', detail: { cartId: event.cart.id, totalQuantity: event.cart.totalQuantity } };
    case 'cart-emptied':
      return { name: 'tireshop:cart-emptied', detail: { reason: event.reason } };
    case 'cart-error':
      return { name: 'tireshop:cart-error', detail: { code: event.error.code, message: event.error.message } };
  }
}

/** The placed order as the host page hears of it (no address, no e-mail: the host page needs none). */
export const orderPlacedForHost = (
  order: Pick<Order, 'orderId' | 'orderNumber' | 'totalInCents'>,
): WidgetEventPayload<'tireshop:order-placed'> => ({
  orderId: order.orderId,
  orderNumber: order.orderNumber,
  totalInCents: order.totalInCents,
});
