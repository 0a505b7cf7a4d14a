/**
 * spec storefront §2 /checkout/order-confirmation: the order this browser placed last — the
 * placed-order id the session clear keeps (spec §4 Cart "Session clear resets … placed-order id";
 * §3 session values "cookies for … order id": ST_placedOrderId). Without one, a friendly page
 * with the ways on.
 */
import { cartCookieName, readCookie } from '@tireshop/core';
import { OrderSkeleton } from '@tireshop/views';
import { PageHead } from '../../page-head';
import { useInBrowser } from './in-browser';
import { NoOrder, OrderPageBody } from './order-pages';

export const NO_RECENT_ORDER_TITLE = 'No recent order';

/** The last placed order's id from its cookie (the cart store's `placedOrderId` key); null when none. */
export function placedOrderId(): string | null {
  return readCookie(document.cookie, cartCookieName('placedOrderId')) || null;
}

/** The last order's page: everything, or only where the tires go. */
export function LastOrder({ title, variant }: { title: string; variant: 'order' | 'delivery' }) {
  const inBrowser = useInBrowser();
  if (!inBrowser) return <OrderSkeleton />;
  const orderId = placedOrderId();
  if (!orderId) {
    return (
      <NoOrder title={NO_RECENT_ORDER_TITLE}>
        <p>
          We don’t see an order placed in this browser recently. Your confirmation e-mail has your order number — track it here, or keep
          shopping.
        </p>
      </NoOrder>
    );
  }
  return <OrderPageBody key={orderId} orderId={orderId} title={title} variant={variant} />;
}

export function OrderConfirmationPage() {
  return (
    <div className="sf-container">
      <PageHead title="Order confirmation" />
      <LastOrder title="Thank you for your order" variant="order" />
    </div>
  );
}
