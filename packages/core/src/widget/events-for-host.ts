/**
 * What the installer widget tells its host page: DOM CustomEvents dispatched on the element, which
 * bubble and cross the shadow boundary (composed), each detail carrying `version: 1`. The cart
 * events have the payloads of the storefront's window events (storefront/app/cart.ts).
 */
import type { CartEvent } from '../cart/types';
import type { Order } from '../contract/checkout';
import type { WidgetEventDetails, WidgetEventName } from './host-events';

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
