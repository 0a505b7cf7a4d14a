/**
 * The order page (spec storefront §2 /checkout/confirm-order/{orderId}; rules §4 Order
 * confirmation "unconfirmed (please confirm), then confirmed"): where the payment step lands after
 * placing. A processing payment (rules §4 Payment code 539) shows "Unconfirmed: payment processing" and the
 * page asks again until the order is confirmed. Never indexed (a checkout path, core's robotsFor).
 */
import { useParams } from 'react-router';
import { PageHead } from '../../page-head';
import { OrderPageBody } from './order-pages';

export function ConfirmOrderPage() {
  const { orderId = '' } = useParams();
  return (
    <div className="sf-container">
      <PageHead title="Your order" />
      {/* A new order id is a new page: nothing of the previous order's polling carries over. */}
      <OrderPageBody key={orderId} orderId={orderId} title="Thank you for your order" />
    </div>
  );
}
