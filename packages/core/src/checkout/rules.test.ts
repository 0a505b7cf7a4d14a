import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PAYMENT_CANCELLED_MESSAGES,
  PAYMENT_MESSAGES,
  PAYMENT_TYPES,
  SHOPPER_PAYMENT_TYPES,
  SESSION_PAYMENT_TYPES,
  type OrderTracking,
} from '../contract/checkout';
import { product, shipping, siteCart } from '../cart/test-cart';
import {
  canJumpToStep,
  cartModalCheckoutHref,
  checkoutAbortReason,
  checkoutStepFromPath,
  checkoutSteps,
  CHECKOUT_PATHS,
  fastCheckoutEnabled,
  nextCheckoutStep,
  PAYMENT_TYPE_DESCRIPTIONS,
  PAYMENT_TYPE_LABELS,
  paymentDiscountRow,
  paymentReturn,
  paymentsPath,
  paymentTypeFromPath,
  recognisePaymentResult,
} from './rules';
import { orderStatusText, trackingSteps } from './order-status';
import { order, payableCart, quote } from './test-checkout';

const url = (path: string) => new URL(path, 'https://shop.test');

describe('payment types (rules §3)', () => {
  it('has a label and a short description for every type', () => {
    for (const type of PAYMENT_TYPES) {
      expect(PAYMENT_TYPE_LABELS[type]).toMatch(/\S/);
      expect(PAYMENT_TYPE_DESCRIPTIONS[type]).toMatch(/\S/);
    }
    expect(PAYMENT_TYPE_LABELS.credit).toBe('Credit card');
    expect(PAYMENT_TYPE_LABELS.applepay).toBe('Apple Pay');
    expect(PAYMENT_TYPE_DESCRIPTIONS.klarna).toBe('Pay over time');
  });

  it('reads the type of /checkout/payments/{type} and builds the path back', () => {
    for (const type of SHOPPER_PAYMENT_TYPES) expect(paymentTypeFromPath(paymentsPath(type))).toBe(type);
    // Only an exchange customer's payment step pays through the exchange; it is no path's type.
    expect(paymentTypeFromPath('/checkout/payments/exchange')).toBeNull();
    expect(paymentsPath()).toBe('/checkout/payments');
    expect(paymentTypeFromPath('/checkout/payments')).toBeNull();
    expect(paymentTypeFromPath('/checkout/payments/Klarna/')).toBe('klarna');
    expect(paymentTypeFromPath('/checkout/payments/bitcoin')).toBeNull();
    expect(paymentTypeFromPath('/checkout/payments/klarna/extra')).toBeNull();
    expect(paymentTypeFromPath('/checkout/shipping')).toBeNull();
  });
});

describe('the checkout steps (spec storefront §2, §4 Checkout)', () => {
  const home = siteCart({ cartShipping: shipping({ shippingOption: 'HOME' }) });
  const installer = siteCart({ cartShipping: shipping({ shippingOption: 'INSTALLER', installerId: 12 }) });
  const courier = siteCart({ cartShipping: shipping({ shippingOption: 'FEDEX' }) });

  it('run shipping → services → payment; home shipping skips services', () => {
    expect(checkoutSteps(installer)).toEqual(['shipping', 'services', 'payment']);
    expect(checkoutSteps(courier)).toEqual(['shipping', 'services', 'payment']);
    expect(checkoutSteps(null)).toEqual(['shipping', 'services', 'payment']);
    expect(checkoutSteps(home)).toEqual(['shipping', 'payment']);
    expect(nextCheckoutStep('shipping', installer)).toBe('services');
    expect(nextCheckoutStep('services', installer)).toBe('payment');
    expect(nextCheckoutStep('shipping', home)).toBe('payment');
    expect(nextCheckoutStep('payment', installer)).toBeNull();
    // Landed on services with a home cart (typed URL): on to payment.
    expect(nextCheckoutStep('services', home)).toBe('payment');
  });

  it('tells which step a path is, and jumps anywhere but where the shopper is', () => {
    expect(checkoutStepFromPath('/checkout/shipping')).toBe('shipping');
    expect(checkoutStepFromPath('/checkout/services/')).toBe('services');
    expect(checkoutStepFromPath('/checkout/payments/klarna')).toBe('payment');
    expect(checkoutStepFromPath(CHECKOUT_PATHS.orderSummary)).toBeNull();
    expect(checkoutStepFromPath('/checkout/paymentsx')).toBeNull();
    expect(canJumpToStep('/checkout/payments/affirm', 'payment')).toBe(false);
    expect(canJumpToStep('/checkout/payments/affirm', 'shipping')).toBe(true);
    expect(CHECKOUT_PATHS.confirmOrder('a b')).toBe('/checkout/confirm-order/a%20b');
  });

  it('sends the cart modal straight to payment once the delivery is settled (spec §2 redirectFrom=cart_modal)', () => {
    const toPayment = '/checkout/payments?redirectFrom=cart_modal';
    expect(cartModalCheckoutHref(home, false)).toBe(toPayment);
    expect(cartModalCheckoutHref(courier, false)).toBe(toPayment);
    expect(cartModalCheckoutHref(installer, true)).toBe(toPayment);
    // An installation without a held time, or no delivery yet: the first step.
    expect(cartModalCheckoutHref(installer, false)).toBe('/checkout/shipping');
    expect(cartModalCheckoutHref(siteCart({ cartShipping: null }), true)).toBe('/checkout/shipping');
    expect(cartModalCheckoutHref(null, false)).toBe('/checkout/shipping');
  });
});

describe('fast checkout by card (rules §4)', () => {
  it('only with card selected, not for sales-tool or fleet users, not with the local flag set', () => {
    expect(fastCheckoutEnabled({ paymentType: 'credit' })).toBe(true);
    expect(fastCheckoutEnabled({ paymentType: 'credit', userType: 'retail', disabledFlag: null })).toBe(true);
    expect(fastCheckoutEnabled({ paymentType: 'credit', userType: 'special-order', disabledFlag: '0' })).toBe(true);
    expect(fastCheckoutEnabled({ paymentType: 'paypal' })).toBe(false);
    expect(fastCheckoutEnabled({ paymentType: 'credit', userType: 'sales-tool' })).toBe(false);
    expect(fastCheckoutEnabled({ paymentType: 'credit', userType: 'fleet' })).toBe(false);
    expect(fastCheckoutEnabled({ paymentType: 'credit', disabledFlag: '1' })).toBe(false);
    expect(fastCheckoutEnabled({ paymentType: 'credit', disabledFlag: true })).toBe(false);
  });

  it('never for a non-card type, whoever the user', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SESSION_PAYMENT_TYPES),
        fc.option(fc.string()),
        fc.option(fc.string()),
        (paymentType, userType, disabledFlag) => {
          expect(fastCheckoutEnabled({ paymentType, userType, disabledFlag })).toBe(false);
        },
      ),
    );
  });
});

describe('coming back from the gateway (spec storefront §2)', () => {
  it('charge_id resolves the payment of the path’s type', () => {
    expect(paymentReturn(url('/checkout/payments/paypal?charge_id=ch_12345678'))).toEqual({
      paymentType: 'paypal',
      outcome: { kind: 'resolved', chargeId: 'ch_12345678' },
      fromCartModal: false,
    });
  });

  it('ignores a charge_id no order could be placed with', () => {
    expect(paymentReturn(url('/checkout/payments/paypal?charge_id=x')).outcome).toEqual({ kind: 'none' });
    expect(paymentReturn(url('/checkout/payments/paypal?charge_id=%3Cscript%3E12345')).outcome).toEqual({ kind: 'none' });
  });

  it('payment_cancelled shows that type’s own message and keeps it selected', () => {
    for (const type of SESSION_PAYMENT_TYPES) {
      expect(paymentReturn(url(`/checkout/payments?payment_cancelled=${type}`))).toEqual({
        paymentType: type,
        outcome: { kind: 'cancelled', paymentType: type, message: PAYMENT_CANCELLED_MESSAGES[type] },
        fromCartModal: false,
      });
    }
    expect(paymentReturn(url('/checkout/payments?payment_cancelled=credit')).outcome).toEqual({ kind: 'none' });
  });

  it('#affirm-error selects Affirm with its message', () => {
    expect(paymentReturn(url('/checkout/payments/affirm#affirm-error'))).toEqual({
      paymentType: 'affirm',
      outcome: { kind: 'affirm-error', message: PAYMENT_CANCELLED_MESSAGES.affirm },
      fromCartModal: false,
    });
    expect(paymentReturn(url('/checkout/payments#affirm-error')).paymentType).toBe('affirm');
  });

  it('redirectFrom=cart_modal is the cart modal’s way in', () => {
    expect(paymentReturn(url('/checkout/payments?redirectFrom=cart_modal'))).toEqual({
      paymentType: null,
      outcome: { kind: 'none' },
      fromCartModal: true,
    });
    expect(paymentReturn(url('/checkout/payments?redirectFrom=elsewhere')).fromCartModal).toBe(false);
  });
});

describe('payment results by shape (spec §3 Payment)', () => {
  it('recognises each shape', () => {
    expect(recognisePaymentResult({ chargeId: 'ch_1' })).toEqual({ kind: 'charge', chargeId: 'ch_1' });
    expect(recognisePaymentResult({ id: 'src_1', paymentSource: { type: 'card' } })).toEqual({
      kind: 'payment-source',
      id: 'src_1',
      paymentSource: { type: 'card' },
    });
    expect(recognisePaymentResult({ id: 'id_1', identifier: 'pay_later' })).toEqual({
      kind: 'identifier',
      id: 'id_1',
      identifier: 'pay_later',
    });
    expect(recognisePaymentResult({ nonce: 'n_1', details: { payerId: 'P1' } })).toEqual({
      kind: 'wallet-payer',
      nonce: 'n_1',
      payerId: 'P1',
    });
    expect(recognisePaymentResult({ consumed: false, details: { dpanLastTwo: '11' } })).toEqual({
      kind: 'tokenised-card',
      consumed: false,
      dpanLastTwo: '11',
    });
  });

  it('takes the first shape that fits, and nothing else', () => {
    expect(recognisePaymentResult({ chargeId: 'ch_1', id: 'x', identifier: 'y' }).kind).toBe('charge');
    expect(recognisePaymentResult({ nonce: 'n_1', details: {} }).kind).toBe('unknown');
    expect(recognisePaymentResult({ chargeId: '' }).kind).toBe('unknown');
    for (const value of [null, undefined, 'ch_1', 42, [], {}]) expect(recognisePaymentResult(value)).toEqual({ kind: 'unknown' });
  });
});

describe('payment checkout aborts (rules §5)', () => {
  it('without a cart, tires or shipping', () => {
    expect(checkoutAbortReason(null)).toBe('missingCart');
    expect(checkoutAbortReason(siteCart({ siteProducts: [], cartShipping: shipping() }))).toBe('missingProducts');
    expect(checkoutAbortReason(siteCart({ siteProducts: [product(1)] }))).toBe('missingShipping');
    expect(checkoutAbortReason(siteCart({ cartShipping: shipping() }))).toBeNull();
    expect(PAYMENT_MESSAGES[checkoutAbortReason(null)!]).toBe(PAYMENT_MESSAGES.missingCart);
  });
});

describe('the order page (rules §4 Order confirmation, Payment code 539)', () => {
  it('says unconfirmed with the processing words, then confirmed', () => {
    expect(orderStatusText(order({ status: 'unconfirmed' }))).toEqual({
      status: 'unconfirmed',
      label: 'Unconfirmed: payment processing',
      message: PAYMENT_MESSAGES.processing,
    });
    const confirmed = orderStatusText(order({ status: 'confirmed' }));
    expect(confirmed.label).toBe('Confirmed');
    expect(confirmed.message).toContain('100000001');
    expect(confirmed.message).toContain('ada@example.com');
    expect(orderStatusText(order({ status: 'cancelled' })).label).toBe('Cancelled');
  });
});

describe('tracking steps (rules §4 Order tracking steps)', () => {
  const tracking = (
    trackingStatus: OrderTracking['trackingStatus'],
    reached: string[],
  ): Pick<OrderTracking, 'trackingStatus' | 'steps'> => ({
    trackingStatus,
    steps: (['processed', 'pending_pickup', 'in_transit', 'delivered'] as const).map((status) => ({
      status,
      label: status,
      reachedAt: reached.includes(status) ? '2025-11-20T15:00:00.000Z' : null,
    })),
  });

  it('lists the four steps in order with the spec’s labels', () => {
    expect(trackingSteps(tracking('processed', ['processed'])).map((s) => s.label)).toEqual([
      'Order Processed',
      'Pending Carrier Pickup',
      'In Transit',
      'Delivered',
    ]);
  });

  it('marks passed, current and upcoming steps', () => {
    expect(trackingSteps(tracking('in_transit', ['processed', 'pending_pickup', 'in_transit'])).map((s) => s.state)).toEqual([
      'done',
      'done',
      'current',
      'upcoming',
    ]);
    expect(trackingSteps(tracking('delivered', ['processed', 'pending_pickup', 'in_transit', 'delivered'])).map((s) => s.state)).toEqual([
      'done',
      'done',
      'done',
      'done',
    ]);
  });

  it('a cancelled order keeps what it reached and the rest is cancelled', () => {
    const steps = trackingSteps(tracking('cancelled', ['processed']));
    expect(steps.map((s) => s.state)).toEqual(['done', 'cancelled', 'cancelled', 'cancelled']);
    expect(steps[0]!.reachedAt).toBe('2025-11-20T15:00:00.000Z');
  });
});

describe('paymentDiscountRow (spec §9 payment type discounts)', () => {
  it('the quote’s row for the type shown and the cart’s current total', () => {
    const cart = payableCart({ totalInCents: 60_000 });
    expect(paymentDiscountRow(quote(cart, 'klarna'), 'klarna', cart)).toEqual({
      label: 'Klarna',
      percent: 10,
      amountInCents: 6_000,
      totalInCents: 54_000,
    });
    expect(paymentDiscountRow(quote(cart, 'synchrony'), 'synchrony', cart)).toEqual({
      label: 'Synchrony',
      percent: 0,
      amountInCents: 0,
      totalInCents: 60_000,
    });
  });

  it('none for another type’s quote, a quote of an older total, or no quote', () => {
    const cart = payableCart({ totalInCents: 60_000 });
    expect(paymentDiscountRow(quote(cart, 'klarna'), 'affirm', cart)).toBeNull();
    expect(paymentDiscountRow(quote(cart, 'klarna'), 'klarna', { totalInCents: 68_000 })).toBeNull();
    expect(paymentDiscountRow(null, 'credit', cart)).toBeNull();
  });
});
