/**
 * What the storefront's order pages share: the order read through the API as this browser's
 * client (GET /v1/orders/{orderId} answers only the client that placed it), the "no such order"
 * and "no recent order" states with their way back. Orders are one shopper's: they are fetched in
 * the browser, never rendered on the server (which renders the skeleton).
 */
import { getOrderEndpoint, paths } from '@tireshop/core';
import { OrderSkeleton, OrderView, TRACK_ORDER_PATH, type LoadOrder } from '@tireshop/views';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { browserCheckout } from '../../checkout';
import { storefrontContext } from '../../context';
import { useRootData } from '../../root-data';
import { RouterLink } from '../../shell/router-link';
import { useInBrowser } from './in-browser';

export const loadOrder: LoadOrder = (orderId) => storefrontContext(undefined).api.call(getOrderEndpoint, { params: { orderId } });

/** The order the checkout store has just placed in this document, shown without asking again. */
export const justPlacedOrder = () => browserCheckout()?.$state.get().order ?? null;

/** An order page without an order: what happened, and where to go from here. */
export function NoOrder({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="sf-error">
      <h1>{title}</h1>
      {children}
      <p className="ts-order-links">
        <Link className="ts-button" to={TRACK_ORDER_PATH}>
          Track an order
        </Link>
        <Link className="ts-button ts-button--quiet" to={paths.home()}>
          Back to the shop
        </Link>
      </p>
    </div>
  );
}

/** An unknown (or not this browser's) order id. */
export const ORDER_NOT_FOUND_TITLE = 'We can’t find this order';

export function OrderNotFound() {
  return (
    <NoOrder title={ORDER_NOT_FOUND_TITLE}>
      <p>
        The link may be incomplete, or the order was placed on another device. Your confirmation e-mail has the order number to track it.
      </p>
    </NoOrder>
  );
}

/**
 * One order, in the browser: the shared OrderView with the storefront's links, the site's customer
 * service number (rules §4 Cancellation "Others phone support") and the keyboard on the title.
 */
export function OrderPageBody({ orderId, title, variant = 'order' }: { orderId: string; title: string; variant?: 'order' | 'delivery' }) {
  const inBrowser = useInBrowser();
  const { globals } = useRootData();
  if (!inBrowser) return <OrderSkeleton />;
  return (
    <OrderView
      orderId={orderId}
      loadOrder={loadOrder}
      initialOrder={justPlacedOrder()}
      Link={RouterLink}
      customerService={globals?.customerServiceNumber ?? null}
      title={title}
      variant={variant}
      focusOnArrival
      notFound={<OrderNotFound />}
    />
  );
}
