/**
 * The checkout API's behaviour in memory, for the checkout store's tests (not exported from the
 * package): carts by id (GET only), quotes with spec §9's payment type discounts, billing, the
 * services step, the card client token, payment sessions (the same one answered for the same cart,
 * type and amount, as the API does) and orders. Bodies are checked against the contract as the
 * real API does. `hold('placeOrder')` leaves the next placements unanswered until the test answers
 * them (a double click, a lost answer); `refuse` answers the next call to an endpoint with an error.
 */
import * as v from 'valibot';
import type { ApiResult } from '../client/result';
import type { CartBilling, CartBillingInput, Order, OrderQuote, PaymentSession, PaymentType, PlaceOrderInput } from '../contract/checkout';
import type { SiteCart } from '../contract/cart';
import type { Endpoint } from '../contract/endpoint';
import { fail, fakeApi, ok, type FakeCall } from '../search-overlay/fake-api';
import { shipping, siteCart } from '../cart/test-cart';

export const ORDER_ID = '3d6f1a2b-9c8e-4f7a-b6d5-e4c3b2a1f0e9';

/** spec §9 "Default card payment discount percentages: affirm 10, katapult 10, klarna 10, synchrony 0". */
const DISCOUNT_PERCENT: Partial<Record<PaymentType, number>> = { affirm: 10, katapult: 10, klarna: 10, synchrony: 0 };

/** A cart that can pay: tires and a home shipping. */
export const payableCart = (overrides: Partial<SiteCart> = {}) => siteCart({ cartShipping: shipping(), ...overrides });

export function billingInput(overrides: Partial<CartBillingInput> = {}): CartBillingInput {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    addressLine1: '12 Main St',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    phone: '(512) 555-0100',
    phoneType: 'Mobile',
    email: 'ada@example.com',
    ...overrides,
  } as CartBillingInput;
}

export function quote(cart: SiteCart, paymentType: PaymentType): OrderQuote {
  const percent = DISCOUNT_PERCENT[paymentType] ?? 0;
  const discount = Math.round((cart.totalInCents * percent) / 100);
  return {
    cartId: cart.id,
    paymentType,
    siteCart: cart,
    paymentTypeDiscountPercent: percent,
    paymentTypeDiscountInCents: discount,
    totalInCents: cart.totalInCents - discount,
    problems: [],
  };
}

export function order(overrides: Partial<Order> = {}): Order {
  return {
    orderId: ORDER_ID,
    orderNumber: '100000001',
    status: 'confirmed',
    trackingStatus: 'processed',
    placedAt: '2025-11-20T15:00:00.000Z',
    confirmedAt: '2025-11-20T15:00:00.000Z',
    email: 'ada@example.com',
    accountOrder: false,
    payment: { paymentType: 'credit', label: 'Visa ending in 1111', brand: 'Visa', last4: '1111', status: 'captured' },
    shippingOption: 'HOME',
    destinationLabel: '12 Main St, Austin, TX',
    shipping: shipping(),
    billing: billing(billingInput()),
    appointment: null,
    items: [],
    subtotalInCents: 60_000,
    discountInCents: 0,
    militaryDiscountInCents: 0,
    roadHazardCostInCents: 0,
    fetInCents: 0,
    shippingCostInCents: 0,
    installationCostInCents: 0,
    taxInCents: 0,
    paymentTypeDiscountInCents: 0,
    totalInCents: 60_000,
    ...overrides,
  };
}

function billing(input: CartBillingInput): CartBilling {
  return {
    firstName: input.firstName as string,
    lastName: input.lastName as string,
    addressLine1: input.addressLine1 as string,
    addressLine2: (input.addressLine2 as string | undefined) ?? null,
    city: input.city as string,
    state: input.state as string,
    zip: input.zip as string,
    phone: input.phone as string,
    phoneType: (input.phoneType as 'Mobile' | 'Landline' | undefined) ?? 'Mobile',
    email: input.email as string,
    companyName: null,
    poNumber: (input.poNumber as string | null | undefined) ?? null,
  };
}

export function checkoutServer(initial: SiteCart[] = [payableCart()]) {
  const carts = new Map(initial.map((c) => [c.id, c]));
  const billings = new Map<string, CartBilling>();
  const sessions = new Map<string, PaymentSession>();
  const refusals = new Map<string, ApiResult<unknown>>();
  const held = new Set<string>();
  let sessionCount = 0;

  const api = fakeApi((call: FakeCall) => {
    const endpoint = call.endpoint as Endpoint;
    const refusal = refusals.get(endpoint.id);
    if (refusal) {
      refusals.delete(endpoint.id);
      return refusal;
    }
    if (held.has(endpoint.id)) return undefined;
    if (endpoint.body) {
      const checked = v.safeParse(endpoint.body, call.input.body);
      if (!checked.success) return fail('BadRequest', checked.issues[0].message, 400);
    }
    const query = call.input.query ?? {};
    const cartId = (call.input.params?.cartId ?? query.cartId ?? query.id) as string | undefined;
    const cart = cartId ? carts.get(cartId) : undefined;
    const noCart = () => fail('NotFound', 'That cart does not exist.', 404);
    if (endpoint.id.startsWith('createPaymentSession_')) {
      if (!cart) return noCart();
      const type = endpoint.id.slice('createPaymentSession_'.length) as PaymentSession['payload']['paymentType'];
      const amount = quote(cart, type).totalInCents;
      const key = `${cart.id}|${type}|${amount}`;
      const session = sessions.get(key) ?? {
        session: {
          client_token: `ct-${++sessionCount}`,
          payment_method_categories: [{ identifier: 'pay_later', name: 'Pay later in 30 days' }],
        },
        payload: {
          sessionId: `sess-${sessionCount}`,
          paymentType: type,
          redirectUrl: `https://shop.test/gateway/checkout/sess-${sessionCount}`,
          amountInCents: amount,
          expiresAt: '2025-11-20T15:30:00.000Z',
        },
      };
      sessions.set(key, session);
      return ok(session);
    }
    switch (endpoint.id) {
      case 'getCart':
        return cart ? ok({ siteCart: cart }) : noCart();
      case 'getOrderQuote':
        return cart ? ok({ orderQuote: quote(cart, query.paymentType as PaymentType) }) : noCart();
      case 'getCartBilling': {
        const saved = cartId ? billings.get(cartId) : undefined;
        return saved ? ok({ siteCartBilling: saved }) : fail('NotFound', 'This cart has no billing address.', 404);
      }
      case 'saveCartBilling': {
        if (!cart) return noCart();
        const saved = billing(call.input.body as CartBillingInput);
        billings.set(cart.id, saved);
        return ok({ siteCartBilling: saved });
      }
      case 'saveCartServices': {
        if (!cart) return noCart();
        const covered = (call.input.body as { isRoadHazard: boolean }).isRoadHazard;
        const cost = covered ? 8_000 : 0;
        const next = { ...cart, isGroupRoadHazard: covered, roadHazardCostInCents: cost, totalInCents: cart.subtotalInCents + cost };
        carts.set(cart.id, next);
        return ok({ siteCart: next });
      }
      case 'getCardClientToken':
        return ok({ clientToken: 'client-token-1', isSuccess: true, hostedFieldsUrl: 'https://shop.test/gateway/hosted-fields' });
      case 'placeOrder': {
        const body = call.input.body as PlaceOrderInput;
        const placed = body.cartId ? carts.get(body.cartId) : undefined;
        if (!placed) return noCart();
        return {
          ok: true,
          data: { order: order({ payment: { ...order().payment, paymentType: body.paymentType ?? 'credit' } }) },
          status: 201,
        };
      }
      case 'getOrder':
        return ok({ order: order({ orderId: call.input.params?.orderId as string }) });
      default:
        return fail('OtherError', `not faked: ${endpoint.id}`);
    }
  });

  return {
    api,
    carts,
    billings,
    /** The next call to this endpoint answers this instead. */
    refuse(endpointId: string, result: ApiResult<unknown>) {
      refusals.set(endpointId, result);
    },
    /** Calls to this endpoint wait for the test to answer them (call.answer). */
    hold(endpointId: string) {
      held.add(endpointId);
    },
    release(endpointId: string) {
      held.delete(endpointId);
    },
    ids: () => api.calls.map((c) => c.endpoint.id),
    /** The Idempotency-Key each placement was sent with. */
    placementKeys: () =>
      api.callsTo('placeOrder').map((c) => (c.input as { headers?: Record<string, string> }).headers?.['Idempotency-Key']),
  };
}
