/**
 * spec storefront §2 /checkout/shipping-confirmation: where the last order's tires go — the
 * delivery, pick-up or installation details and the tires, without payment and totals (the order
 * page has those). The last order as /checkout/order-confirmation finds it.
 */
import { PageHead } from '../../page-head';
import { LastOrder } from './order-confirmation';

export function ShippingConfirmationPage() {
  return (
    <div className="sf-container">
      <PageHead title="Shipping confirmation" />
      <LastOrder title="Your delivery details" variant="delivery" />
    </div>
  );
}
