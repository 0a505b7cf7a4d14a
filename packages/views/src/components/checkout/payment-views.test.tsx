import { PAYMENT_MESSAGES, type PaymentChoice } from '@tireshop/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { memoryCartStorage } from '../../../../core/src/cart/storage';
import { createCartStore } from '../../../../core/src/cart/store';
import { CART_ID, shipping, siteCart } from '../../../../core/src/cart/test-cart';
import { createCheckoutStore } from '../../../../core/src/checkout/store';
import { billingInput, checkoutServer, payableCart } from '../../../../core/src/checkout/test-checkout';
import { fail } from '../../../../core/src/search-overlay/fake-api';
import { BillingForm } from './billing-form';
import { CheckoutPaymentView } from './checkout-payment-view';
import { HostedCardFields } from './hosted-card-fields';
import { BILLING_LOAD_FAILED_MESSAGE, OrderReviewView } from './order-review-view';
import { OrderSummary } from './order-summary';
import { PaymentTypeList } from './payment-type-list';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const noop = () => {};
const radios = (html: string) =>
  [...html.matchAll(/<input type="radio"[^>]*>/g)].map(([input]) => ({
    value: /value="([^"]+)"/.exec(input)?.[1],
    checked: / checked=""/.test(input),
  }));

describe('the payment types (rules §3; spec §9 payment type discounts)', () => {
  const discounts = { affirm: 10, katapult: 10, klarna: 10, synchrony: 0 };

  it('every type in the spec order, one radio group, the selected one checked', () => {
    const html = renderToStaticMarkup(<PaymentTypeList selected="credit" onSelect={noop} discounts={discounts} />);
    expect(radios(html).map((r) => r.value)).toEqual([
      'credit',
      'applepay',
      'googlepay',
      'paypal',
      'venmo',
      'affirm',
      'klarna',
      'katapult',
      'synchrony',
      'resolve',
    ]);
    expect(
      radios(html)
        .filter((r) => r.checked)
        .map((r) => r.value),
    ).toEqual(['credit']);
    expect(new Set([...html.matchAll(/name="([^"]+)"/g)].map((m) => m[1])).size).toBe(1);
  });

  it('"Save 10 %" beside the types with a discount; none at 0 % (synchrony)', () => {
    const html = renderToStaticMarkup(<PaymentTypeList selected="credit" onSelect={noop} discounts={discounts} />);
    expect(html.match(/Save 10 %/g)).toHaveLength(3);
    expect(text(html)).toContain('Affirm Save 10 %');
    expect(text(html)).not.toMatch(/Synchrony Save/);
  });

  it('the panel (card fields, a wallet button) shows under the selected type only', () => {
    const html = renderToStaticMarkup(
      <PaymentTypeList selected="klarna" onSelect={noop} discounts={{}}>
        <p>panel</p>
      </PaymentTypeList>,
    );
    expect(html.match(/<p>panel<\/p>/g)).toHaveLength(1);
    expect(text(html)).toMatch(/Klarna Pay over time panel Katapult/);
  });
});

describe('the billing form (spec §3 Cart billing; rules §5 "Optional fields: … PO number")', () => {
  const form = (cartShipping: ReturnType<typeof shipping> | null) =>
    renderToStaticMarkup(
      <BillingForm
        saved={null}
        shipping={cartShipping}
        onSave={async () => ({ ok: true, billing: {} as never })}
        handleRef={{ current: null }}
        headingId="billing"
      />,
    );

  it('a home address: "Same as shipping address" ticked and the address filled in', () => {
    const html = form(shipping());
    expect(html).toMatch(/<input type="checkbox" checked=""[^>]*\/?>Same as shipping address/);
    expect(html).toContain('value="12 Main St"');
    expect(html).toContain('value="Ada"');
  });

  it('an installer (no address): no "Same as shipping address", empty fields', () => {
    const html = form(shipping({ shippingOption: 'INSTALLER', installerId: 7, addressLine1: null, city: null, state: null, zip: null }));
    expect(html).not.toContain('Same as shipping address');
    expect(html).not.toContain('value="12 Main St"');
  });

  it('only the second address line and the PO number are optional', () => {
    const shown = text(form(null));
    expect(shown.match(/\(optional\)/g)).toHaveLength(2);
    expect(shown).toContain('Apartment, suite, unit (optional)');
    expect(shown).toContain('PO number (optional)');
  });
});

describe('the order summary with a payment type quote', () => {
  it('the discount row and the total that will be charged', () => {
    const cart = siteCart({ totalInCents: 50_000 });
    const html = renderToStaticMarkup(
      <OrderSummary cart={cart} paymentDiscount={{ label: 'Klarna', percent: 10, amountInCents: 6_000, totalInCents: 44_000 }} />,
    );
    expect(text(html)).toContain('Klarna discount (10 %) −$60.00');
    expect(text(html)).toContain('Total $440.00');
    expect(text(html)).not.toContain('$500.00');
  });

  it('no row without a discount (synchrony 0 %, card)', () => {
    const cart = siteCart({ totalInCents: 50_000 });
    const html = renderToStaticMarkup(
      <OrderSummary cart={cart} paymentDiscount={{ label: 'Synchrony', percent: 0, amountInCents: 0, totalInCents: 50_000 }} />,
    );
    expect(text(html)).not.toContain('discount (');
    expect(text(html)).toContain('Total $500.00');
  });
});

describe('the card form before the gateway’s frame is ready', () => {
  it('shows the loading state, no gateway message, and the frame hidden until ready', () => {
    const html = renderToStaticMarkup(
      <HostedCardFields
        clientToken="ct-1"
        hostedFieldsUrl="https://shop.test/gateway/hosted-fields"
        handleRef={{ current: null }}
        timeoutMessage="t"
        onReload={noop}
      />,
    );
    expect(html).toContain('aria-busy="true"');
    expect(text(html)).toContain('Loading the secure card form…');
    expect(html).toContain('src="https://shop.test/gateway/hosted-fields?clientToken=ct-1"');
    expect(html).not.toContain('data-ready');
    expect(text(html)).not.toContain(PAYMENT_MESSAGES.gatewayUnreachable);
  });
});

/** The stores a payment page makes, over core's in-memory checkout API; effects do not run in a static render. */
function stores() {
  const server = checkoutServer();
  const cart = createCartStore({ api: server.api, storage: memoryCartStorage({ cartId: CART_ID, cartQuantity: '4', cartShipping: '1' }) });
  const logger = { info: () => {}, warn: () => {}, error: () => {} };
  const checkout = createCheckoutStore({ api: server.api, cart, logger });
  return { server, cart, checkout };
}

describe('the payment step', () => {
  const render = (s: ReturnType<typeof stores>, props: { fromCartModal?: boolean } = {}) =>
    renderToStaticMarkup(
      <CheckoutPaymentView
        cart={s.cart}
        checkout={s.checkout}
        siteCart={payableCart()}
        paymentType="credit"
        onSelectType={noop}
        returnUrlFor={(type) => `https://shop.test/checkout/payments/${type}`}
        sessionMode="redirect"
        fastCheckout
        discounts={{}}
        onReview={noop}
        onPlaced={noop}
        shippingHref="/checkout/shipping"
        pathname="/checkout/payments"
        {...props}
      />,
    );

  it('the pay button stays disabled with "Loading card form…" until the card form is ready', () => {
    const html = render(stores());
    const button = /<button[^>]*ts-button--accent[^>]*>(.*?)<\/button>/.exec(html);
    expect(button?.[0]).toContain('aria-disabled="true"');
    expect(text(button![1]!)).toBe('Loading card form…');
  });

  it('says the shopper came from the cart modal (redirectFrom=cart_modal)', () => {
    expect(text(render(stores(), { fromCartModal: true }))).toContain('Checking out from your cart');
    expect(text(render(stores()))).not.toContain('Checking out from your cart');
  });
});

describe('the order summary page', () => {
  const card = { paymentType: 'credit', nonce: 'nonce-approve-1', brand: 'Visa', last4: '1111' } as const;
  const render = (s: ReturnType<typeof stores>, choice: PaymentChoice = card) =>
    renderToStaticMarkup(
      <OrderReviewView
        cart={s.cart}
        checkout={s.checkout}
        siteCart={payableCart()}
        choice={choice}
        onPlaced={noop}
        paymentHref="/checkout/payments"
        shippingHref="/checkout/shipping"
      />,
    );

  it('a billing address that could not be loaded says so with "Try again", not an endless skeleton', async () => {
    const s = stores();
    s.server.refuse('getCartBilling', fail('ServerError', 'Server error (HTTP 503)', 503));
    await s.checkout.loadBilling();
    const html = render(s);
    expect(text(html)).toContain(`${BILLING_LOAD_FAILED_MESSAGE} Try again`);
    expect(html).not.toContain('Loading the billing address');
  });

  it('the skeleton while it loads; the address once loaded', async () => {
    const s = stores();
    expect(render(s)).toContain('Loading the billing address');
    await s.checkout.saveBilling(billingInput());
    expect(text(render(s))).toContain('Ada Lovelace');
  });

  it('the payment type discount row comes from the quote for the choice’s type (core’s paymentDiscountRow)', async () => {
    const s = stores();
    const klarna: PaymentChoice = { paymentType: 'klarna', chargeId: 'charge-klarna-1' };
    await s.checkout.selectPaymentType('klarna');
    expect(text(render(s, klarna))).toContain('Klarna discount (10 %) −$60.00');
    expect(text(render(s, klarna))).toContain('Total $540.00');
    // A quote of another type is not shown as this one's charge.
    expect(text(render(s))).not.toContain('discount (');
  });
});
