/**
 * What an order's shopper paid, line by line and in total: on the shopper's own order page
 * (account area) and, the same, on the order's page in the operations console.
 */
import { formatPrice, type Order } from '@tireshop/core';

/** "2 × Michelin Defender2, 225/65R17" (a tire's name begins with its brand). */
export const tireLine = (item: { quantity: number; name: string; size: string }) => `${item.quantity} × ${item.name}, ${item.size}`;

export function OrderPaid({ order, title = 'What you paid' }: { order: Order; title?: string }) {
  return (
    <section className="sf-account-section" aria-labelledby="order-totals">
      <h2 id="order-totals">{title}</h2>
      <ul className="sf-account-lines">
        {order.items.map((item) => (
          <li key={item.productId}>
            {tireLine(item)}: {formatPrice(item.lineTotalInCents)}
          </li>
        ))}
      </ul>
      <dl className="sf-account__details">
        <dt>Subtotal</dt>
        <dd>{formatPrice(order.subtotalInCents)}</dd>
        {order.discountInCents > 0 && (
          <>
            <dt>Discount</dt>
            <dd>−{formatPrice(order.discountInCents)}</dd>
          </>
        )}
        <dt>Shipping</dt>
        <dd>{formatPrice(order.shippingCostInCents)}</dd>
        <dt>Tax and fees</dt>
        <dd>{formatPrice(order.taxInCents + order.fetInCents)}</dd>
        <dt>Total</dt>
        <dd>
          <strong>{formatPrice(order.totalInCents)}</strong>
        </dd>
      </dl>
    </section>
  );
}
