import { describe, expect, it } from 'vitest';
import type { SiteCart } from '../contract/cart';
import { cartEventForHost, orderPlacedForHost } from './events-for-host';

describe('tireshop:order-placed (the host page hears of an order placed inside the widget)', () => {
  it('carries the order id, number and total in cents, and nothing personal', () => {
    const order = { orderId: 'o-1', orderNumber: '100000042', totalInCents: 86_320, email: 'dana@example.com', billing: { zip: '80301' } };
    expect(orderPlacedForHost(order)).toEqual({ orderId: 'o-1', orderNumber: '100000042', totalInCents: 86_320 });
  });
});

describe('cartEventForHost: the store’s events as the widget’s DOM events', () => {
  it('has the storefront’s payloads', () => {
    const siteCart = { id: 'c1', totalQuantity: 6 } as SiteCart;
    expect(cartEventForHost({ type: 'cart-updated', cart: siteCart })).toEqual({
      name: 'tireshop:cart-updated',
      detail: { cartId: 'c1', totalQuantity: 6 },
    });
    expect(cartEventForHost({ type: 'cart-emptied', reason: 'removed' })).toEqual({
      name: 'tireshop:cart-emptied',
      detail: { reason: 'removed' },
    });
    expect(cartEventForHost({ type: 'cart-error', error: { code: 'BadRequest', message: 'Only 3 left.', statusCode: 400 } })).toEqual({
      name: 'tireshop:cart-error',
      detail: { code: 'BadRequest', message: 'Only 3 left.' },
    });
  });
});
