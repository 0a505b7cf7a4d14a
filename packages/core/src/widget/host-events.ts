/**
 * What a widget tells its host page (docs/integration.md "Events"): DOM CustomEvents dispatched
 * on the element, which bubble and cross the shadow boundary (composed), each detail carrying
 * `version: 1`. The contract between the views that send them and the host pages that listen, so
 * it is plain types with no imports: its own entry point (`@tireshop/core/widget-events`), which
 * the published @tireshop/widgets' declarations inline.
 */

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
