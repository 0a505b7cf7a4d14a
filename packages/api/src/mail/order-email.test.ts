import { orderSchema, type Order } from '@tireshop/core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { shipping as cartShipping } from '../../../core/src/cart/test-cart';
import { order as checkoutOrder } from '../../../core/src/checkout/test-checkout';
import { orderPageUrl, renderOrderEmail } from './order-email';

/** Core's shipping fixture sent to an installer (no street: the tires go to the shop). */
const shipping: Order['shipping'] = cartShipping({
  id: 'ship-1',
  shippingOption: 'INSTALLER',
  installerId: 7,
  addressLine1: null,
  city: null,
  state: null,
  firstName: null,
  lastName: null,
  phone: null,
  phoneType: null,
  installer: { installerId: 7, isMobileInstall: false },
  destinationLabel: 'Installed at Lamar Tire & Auto, Austin, TX',
});

/** Core's order fixture with this test's facts, checked against the schema so it cannot drift. */
const base = checkoutOrder();
const order: Order = v.parse(orderSchema, {
  ...base,
  orderId: '0b7c51a2-4a4f-4c8e-9f1c-2d7b9a6e1f00',
  orderNumber: '100000042',
  placedAt: '2026-11-21T13:00:00.000Z',
  confirmedAt: '2026-11-21T13:00:01.000Z',
  email: 'ana@example.com',
  shippingOption: 'INSTALLER',
  destinationLabel: shipping.destinationLabel,
  shipping,
  // A name with markup: the HTML must escape it.
  billing: { ...base.billing, firstName: 'Ana <b>', lastName: 'Lopez', email: 'ana@example.com' },
  appointment: {
    installerName: 'Lamar Tire & Auto',
    label: 'Tue, Nov 24 at 9:00 AM',
    startsAt: '2026-11-24T15:00:00.000Z',
    isMobileInstall: false,
  },
  items: [
    {
      productId: 11,
      partNumber: 'MX-100',
      name: 'Michelin Defender2',
      brand: 'Michelin',
      size: '225/45R17',
      image: { src: '/images/t.png', altText: 'tire' },
      quantity: 4,
      unitPriceInCents: 15_999,
      lineTotalInCents: 63_996,
      roadHazardCostInCents: 0,
      fetInCents: 0,
    },
  ],
  subtotalInCents: 63_996,
  discountInCents: 5_000,
  militaryDiscountInCents: 2_000,
  roadHazardCostInCents: 0,
  fetInCents: 0,
  shippingCostInCents: 0,
  installationCostInCents: 8_000,
  taxInCents: 5_526,
  paymentTypeDiscountInCents: 0,
  totalInCents: 72_522,
});

const context = { shopUrl: 'https://shop.example/', supportPhone: '1-888-410-0604' };

describe('order e-mails', () => {
  it('says what was ordered, where it goes, what it cost and where to see it', () => {
    const { subject, text } = renderOrderEmail(order, 'order-confirmation', context);
    expect(subject).toBe('Your tireshop order 100000042 is confirmed');
    expect(text).toContain('Order number: 100000042');
    expect(text).toContain('4 × Michelin Defender2 225/45R17 at $159.99: $639.96');
    expect(text).toContain('  Installed at Lamar Tire & Auto, Austin, TX\n');
    expect(text).toContain('Appointment: Lamar Tire & Auto, Tue, Nov 24 at 9:00 AM');
    // The military 5 % is its own line; the other discounts keep theirs (issue #15).
    expect(text).toContain('Discount: −$30.00');
    expect(text).toContain('Military discount: −$20.00');
    expect(text).toContain('Installation: $80.00');
    expect(text).toContain('Shipping: Free');
    expect(text).toContain('Total: $725.22');
    expect(text).not.toContain('Road hazard');
    expect(text).toContain(`Your order: https://shop.example/checkout/confirm-order/${order.orderId}`);
    expect(text).toContain('https://shop.example/track-your-order');
    expect(text).toContain('1-888-410-0604');
  });

  it('gives the same facts in HTML, escaped', () => {
    const { html } = renderOrderEmail(order, 'order-confirmation', context);
    expect(html).toContain(`href="${orderPageUrl(context.shopUrl, order.orderId)}"`);
    expect(html).toContain('Hi Ana &#60;b&#62;,');
    expect(html).not.toContain('Ana <b>');
    expect(html).toContain('Lamar Tire &#38; Auto');
    expect(html).toContain('$725.22');
  });

  it('tells a cancelled order apart, with where the money goes', () => {
    const { subject, text } = renderOrderEmail({ ...order, status: 'cancelled', trackingStatus: 'cancelled' }, 'order-cancelled', context);
    expect(subject).toBe('Your tireshop order 100000042 was cancelled');
    expect(text).toContain('Any payment taken is returned to your Visa ending in 1111.');
    expect(text).not.toContain('is confirmed');
  });
});
