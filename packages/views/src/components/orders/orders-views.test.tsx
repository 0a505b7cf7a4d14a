import { ORDER_NUMBER_INVALID, orderStatusText, PAYMENT_MESSAGES, type Order, type OrderTracking } from '@tireshop/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  CANCEL_BY_PHONE,
  CANCEL_FROM_MY_ORDERS,
  DELIVERY_DAYS_TEXT,
  formatOrderDate,
  orderNextSteps,
  trackingResultHref,
  trackingZip,
  WAREHOUSE_READY_TEXT,
} from './order-text';
import { ORDER_CONFIRMED_ANNOUNCEMENT, OrderView } from './order-view';
import { ORDER_NUMBER_MISSING, trackQueryErrors } from './track-order-form';
import { TrackingResult } from './tracking-result';
import { shipping as cartShipping } from '../../../../core/src/cart/test-cart';
import { order as checkoutOrder } from '../../../../core/src/checkout/test-checkout';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const never = () => new Promise<never>(() => {});

/**
 * The views show dates on the shopper's own calendar (the machine's time zone here): the fixtures
 * sit at noon UTC, the same day from UTC−11 to UTC+11, so the tests pass in any zone a CI runs in.
 * How the zone moves the day is tested on formatOrderDate with explicit zones.
 */
const NOON = (day: string) => `2026-11-${day}T12:00:00.000Z`;

/** Core's order fixture (core/src/checkout/test-checkout.ts) with this page's facts: home delivery to Denver. */
function order(changes: Partial<Order> = {}): Order {
  const base = checkoutOrder();
  return checkoutOrder({
    orderNumber: '100000042',
    placedAt: NOON('21'),
    confirmedAt: NOON('21'),
    email: 'dana@example.com',
    destinationLabel: 'Ship to 1550 Wewatta St, Denver, CO 80202',
    shipping: cartShipping({
      addressLine1: '1550 Wewatta St',
      city: 'Denver',
      state: 'CO',
      zip: '80202',
      email: 'dana@example.com',
      firstName: 'Dana',
      lastName: 'Okafor',
      phone: '3035550142',
      destinationLabel: 'Ship to 1550 Wewatta St, Denver, CO 80202',
    }),
    billing: {
      ...base.billing,
      firstName: 'Dana',
      lastName: 'Okafor',
      addressLine1: '9 Elm St',
      addressLine2: null,
      city: 'Boulder',
      state: 'CO',
      zip: '80301',
      phone: '3035550142',
      email: 'dana@example.com',
      poNumber: 'PO-77',
    },
    appointment: null,
    items: [
      {
        productId: 7,
        partNumber: 'P-7',
        name: 'Pilot Sport 4S',
        brand: 'Michelin',
        size: '225/45R17',
        image: { src: '/img/7.png', altText: 'Pilot Sport 4S' },
        quantity: 4,
        unitPriceInCents: 20_000,
        lineTotalInCents: 80_000,
        roadHazardCostInCents: 0,
        fetInCents: 0,
      },
    ],
    subtotalInCents: 80_000,
    discountInCents: 0,
    militaryDiscountInCents: 0,
    roadHazardCostInCents: 0,
    fetInCents: 0,
    shippingCostInCents: 0,
    installationCostInCents: 0,
    taxInCents: 6_320,
    paymentTypeDiscountInCents: 0,
    totalInCents: 86_320,
    ...changes,
  });
}

const view = (o: Order, extra: Partial<Parameters<typeof OrderView>[0]> = {}) =>
  renderToStaticMarkup(<OrderView orderId={o.orderId} initialOrder={o} loadOrder={never} notFound={<p>none</p>} {...extra} />);

describe('the order page (rules §4 Order confirmation, Payment code 539, Cancellation)', () => {
  it('a processing payment: "Unconfirmed: payment processing" (core\'s words) with the spec §8 processing words, no announcement yet', () => {
    const html = view(order({ status: 'unconfirmed', confirmedAt: null, payment: { ...order().payment, status: 'processing' } }));
    expect(text(html)).toContain('Unconfirmed: payment processing');
    expect(text(html)).toContain(PAYMENT_MESSAGES.processing);
    expect(text(html)).not.toContain(orderStatusText(order()).label);
    // The polite region exists (empty) before the status flips, so the flip is read out.
    expect(html).toMatch(/<p class="ts-visually-hidden" role="status" aria-live="polite" aria-atomic="true"><\/p>/);
    expect(html).not.toContain(ORDER_CONFIRMED_ANNOUNCEMENT);
  });

  it('a confirmed order: number, tires, delivery, billing, payment label, every amount and what happens next', () => {
    const t = text(view(order(), { customerService: { display: '1-800-555-0100', value: '18005550100' } }));
    expect(t).toContain(orderStatusText(order()).message);
    expect(view(order())).toContain(
      '<p class="ts-order-status__label"><span class="ts-order-status__dot" aria-hidden="true"></span>Confirmed</p>',
    );
    expect(t).toContain('Order number 100000042');
    expect(t).toContain('placed 11/21/2026');
    expect(t).toContain('Pilot Sport 4S');
    expect(t).toContain('225/45R17 · Qty 4 × $200.00');
    expect(t).toContain('Visa ending in 1111');
    expect(t).toContain('PO number PO-77');
    expect(t).toContain('Total $863.20');
    expect(t).toContain('Shipping FREE');
    expect(t).toContain(DELIVERY_DAYS_TEXT);
    expect(t).toMatch(new RegExp(`${CANCEL_BY_PHONE} at 1-800-555-0100 ?\\.`));
    expect(t).toContain('Track your order');
  });

  it('"Track your order" opens the result page with the order number and the shipping ZIP', () => {
    const html = view(order());
    expect(html).toContain(`href="${trackingResultHref('100000042', '80202').replace(/&/g, '&amp;')}"`);
    expect(trackingZip(order({ shipping: { ...order().shipping, zip: null } }))).toBe('80301');
  });

  it('the delivery variant (shipping confirmation) leaves out payment and totals', () => {
    const t = text(view(order(), { variant: 'delivery' }));
    expect(t).toContain('Delivery');
    expect(t).not.toContain('Visa ending in 1111');
    expect(t).not.toContain('Total');
  });

  it('a signed-in shopper’s order is cancelled from My orders; an anonymous one by phone', () => {
    const html = view(order({ accountOrder: true }), { customerService: { display: '1-800-555-0100', value: '18005550100' } });
    expect(html).toContain('<a href="/account/my-orders/100000042">Cancel it from My orders</a>');
    expect(text(html)).not.toContain(CANCEL_BY_PHONE);
    expect(text(view(order({ accountOrder: false })))).not.toContain(CANCEL_FROM_MY_ORDERS);
    expect(text(view(order({ accountOrder: true, trackingStatus: 'delivered' })))).not.toContain(CANCEL_FROM_MY_ORDERS);
  });

  it('a cancelled order: no cancelling by phone, no tracking link', () => {
    const t = text(view(order({ status: 'cancelled', trackingStatus: 'cancelled' })));
    expect(t).toContain('Cancelled Order 100000042 was cancelled.');
    expect(t).not.toContain(CANCEL_BY_PHONE);
    expect(t).not.toContain('Track your order');
  });

  it('what happens next follows where the tires go', () => {
    expect(orderNextSteps(order({ shippingOption: 'WAREHOUSE' }))[0]).toBe(WAREHOUSE_READY_TEXT);
    expect(orderNextSteps(order({ shippingOption: 'FEDEX' }))[0]).toBe(DELIVERY_DAYS_TEXT);
    const installed = order({
      shippingOption: 'INSTALLER',
      appointment: {
        installerName: 'Mile High Tire',
        label: 'Mon 11/23/2026, 8:00 AM',
        startsAt: '2026-11-23T15:00:00Z',
        isMobileInstall: false,
      },
    });
    expect(orderNextSteps(installed)[0]).toBe(
      'Your tires are installed at Mile High Tire Mon 11/23/2026, 8:00 AM. We ship them to the shop before then.',
    );
    const mobile = order({
      shippingOption: 'INSTALLER',
      appointment: {
        installerName: 'Tire Van',
        label: 'Mon 11/23/2026, arrives 7:00 AM–12:00 PM',
        startsAt: '2026-11-23T13:00:00Z',
        isMobileInstall: true,
      },
    });
    const where = { addressLine1: '501 Congress Ave', addressLine2: 'Suite 200', city: 'Austin', state: 'TX', zip: '78701' };
    expect(orderNextSteps({ ...mobile, shipping: { ...mobile.shipping, ...where } })[0]).toBe(
      'Tire Van comes to 501 Congress Ave, Suite 200, Austin, TX 78701 Mon 11/23/2026, arrives 7:00 AM–12:00 PM to install your tires.',
    );
  });
});

function tracking(changes: Partial<OrderTracking> = {}): OrderTracking {
  return {
    orderNumber: '100000042',
    trackingStatus: 'in_transit',
    steps: [
      { status: 'processed', label: 'Order Processed', reachedAt: NOON('21') },
      { status: 'pending_pickup', label: 'Pending Carrier Pickup', reachedAt: NOON('22') },
      { status: 'in_transit', label: 'In Transit', reachedAt: NOON('23') },
      { status: 'delivered', label: 'Delivered', reachedAt: null },
    ],
    cancelledAt: null,
    placedAt: NOON('21'),
    destinationLabel: 'Ship to Denver, CO 80202',
    carrier: 'FedEx',
    trackingNumber: '7712345678',
    items: [{ name: 'Michelin Pilot Sport 4S', size: '225/45R17', quantity: 4, image: { src: '/img/7.png', altText: '' } }],
    ...changes,
  };
}

describe('the tracking result (rules §4 Order tracking steps)', () => {
  it('the four steps in order, the current one marked, the carrier and the tires', () => {
    const html = renderToStaticMarkup(<TrackingResult tracking={tracking()} />);
    const steps = [...html.matchAll(/<li class="ts-tracking-step[^"]*"([^>]*)>.*?ts-tracking-step__label">([^<]+)</g)].map((m) => [
      m[2],
      m[1]!.includes('aria-current="step"'),
    ]);
    expect(steps).toEqual([
      ['Order Processed', false],
      ['Pending Carrier Pickup', false],
      ['In Transit', true],
      ['Delivered', false],
    ]);
    expect(text(html)).toContain('FedEx tracking number 7712345678');
    expect(text(html)).toContain('Michelin Pilot Sport 4S');
  });

  it('a cancelled order says so and marks no step current', () => {
    const html = renderToStaticMarkup(
      <TrackingResult
        tracking={tracking({
          trackingStatus: 'cancelled',
          cancelledAt: NOON('21'),
          trackingNumber: null,
          steps: tracking().steps.map((s, i) => ({ ...s, reachedAt: i === 0 ? s.reachedAt : null })),
        })}
      />,
    );
    expect(text(html)).toContain('Cancelled on 11/21/2026');
    expect(html).not.toContain('aria-current');
  });
});

describe('order dates (storefront §9 "Date format MM/dd/yyyy")', () => {
  it("are the shopper's calendar day: the same instant is the 21st in Los Angeles and the 22nd in Tokyo", () => {
    const lateAfternoonUtc = '2026-11-21T15:04:00.000Z';
    expect(formatOrderDate(lateAfternoonUtc, 'America/Los_Angeles')).toBe('11/21/2026');
    expect(formatOrderDate(lateAfternoonUtc, 'Asia/Tokyo')).toBe('11/22/2026');
    expect(formatOrderDate(lateAfternoonUtc, 'UTC')).toBe('11/21/2026');
  });

  it("without a zone, the browser's own (what the order and tracking pages show)", () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(formatOrderDate('2026-11-21T23:30:00.000Z')).toBe(formatOrderDate('2026-11-21T23:30:00.000Z', zone));
  });
});

describe('the tracking form checks the format with the API’s own words (rules §5)', () => {
  it('an empty number, a number with letters and a bad ZIP', () => {
    expect(trackQueryErrors({ orderId: '', zip: '80202' })).toEqual({ orderId: ORDER_NUMBER_MISSING });
    expect(trackQueryErrors({ orderId: 'A100', zip: '80202' })).toEqual({ orderId: ORDER_NUMBER_INVALID });
    expect(trackQueryErrors({ orderId: '1234', zip: '80202' })).toEqual({ orderId: ORDER_NUMBER_INVALID });
    expect(trackQueryErrors({ orderId: '100000123', zip: '80202' })).toEqual({});
    expect(trackQueryErrors({ orderId: '100000042', zip: '802' })).toEqual({ zip: 'Please enter valid US Zip Code.' });
    expect(trackQueryErrors({ orderId: ' 100000042 ', zip: '80202-1234' })).toEqual({});
  });
});
