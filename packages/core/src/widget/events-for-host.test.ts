import { describe, expect, it } from 'vitest';
import { orderPlacedForHost } from './events-for-host';

describe('tireshop:order-placed (the host page hears of an order placed inside the widget)', () => {
  it('carries the order id, number and total in cents, and nothing personal', () => {
    const order = { orderId: 'o-1', orderNumber: '100000042', totalInCents: 86_320, email: 'dana@example.com', billing: { zip: '80301' } };
    expect(orderPlacedForHost(order)).toEqual({ orderId: 'o-1', orderNumber: '100000042', totalInCents: 86_320 });
  });
});
