import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { ADDRESS_MESSAGES } from '../address/index';
import type { SiteCart } from '../contract/cart';
import {
  IDEMPOTENCY_KEY_PATTERN,
  orderQuoteSchema,
  orderSchema,
  PAYMENT_MESSAGES,
  paymentSessionEndpointFor,
  paymentSessionSchema,
} from '../contract/checkout';
import { memoryCartStorage } from '../cart/storage';
import { createCartStore } from '../cart/store';
import { CART_ID, product, siteCart } from '../cart/test-cart';
import type { CartEvent, CartStorageKey } from '../cart/types';
import { fail, flush, ok } from '../search-overlay/fake-api';
import { guardedStorage } from '../storage/index';
import { createCheckoutStore, orderKeyStorageKey } from './store';
import { billingInput, checkoutServer, order, ORDER_ID, payableCart, quote } from './test-checkout';

const NOW = Date.parse('2025-11-20T15:00:00.000Z');

/** A sessionStorage stand-in that outlives a store (a reload makes a new store over the same storage). */
function sessionStore() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

function setup(
  options: {
    carts?: SiteCart[];
    stored?: Partial<Record<CartStorageKey, string>>;
    keyStorage?: ReturnType<typeof sessionStore>;
    server?: ReturnType<typeof checkoutServer>;
  } = {},
) {
  const server = options.server ?? checkoutServer(options.carts);
  const storage = memoryCartStorage({ cartId: CART_ID, cartQuantity: '4', cartShipping: '1', ...options.stored });
  const events: CartEvent[] = [];
  const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const cart = createCartStore({ api: server.api, storage, logger, onEvent: (e) => events.push(e) });
  const keyStorage = options.keyStorage ?? sessionStore();
  let keys = 0;
  const checkout = createCheckoutStore({ api: server.api, cart, logger, keyStorage, newKey: () => `order-key-${++keys}`, now: () => NOW });
  return { server, storage, cart, checkout, events, logger, keyStorage };
}

const card = (nonce = 'nonce-approve-1') => ({ paymentType: 'credit' as const, nonce, brand: 'Visa', last4: '1111' });
const networkDown = () => fail('NetworkError', 'Network error');

describe('the test answers', () => {
  it('are what the API answers (contract)', async () => {
    expect(v.safeParse(orderSchema, order()).success).toBe(true);
    expect(v.safeParse(orderQuoteSchema, quote(payableCart(), 'klarna')).success).toBe(true);
    const answer = await checkoutServer().api.call(paymentSessionEndpointFor('klarna'), {
      query: { cartId: CART_ID },
      body: { returnUrl: 'https://shop.test/checkout/payments/klarna' },
    });
    expect(answer.ok && v.safeParse(paymentSessionSchema, answer.data).success).toBe(true);
  });
});

describe('placeOrder', () => {
  it('places once on a double click: the second click gets the first one’s answer', async () => {
    const { server, checkout } = setup();
    server.hold('placeOrder');
    const first = checkout.placeOrder(card());
    const second = checkout.placeOrder(card());
    await flush();
    expect(checkout.$state.get().placing).toBe(true);
    await vi.waitFor(() => expect(server.api.callsTo('placeOrder')).toHaveLength(1));
    server.api.callsTo('placeOrder')[0]!.answer({ ok: true, data: { order: order() }, status: 201 });
    const [a, b] = await Promise.all([first, second]);
    expect(a).toEqual(b);
    expect(a).toMatchObject({ ok: true, order: { orderId: ORDER_ID } });
    expect(server.api.callsTo('placeOrder')).toHaveLength(1);
    expect(checkout.$state.get()).toMatchObject({ placing: false, error: null, order: { orderId: ORDER_ID } });
  });

  it('sends the nonce with an Idempotency-Key, and the shown total when the quote is for this type', async () => {
    const { server, checkout } = setup();
    await checkout.selectPaymentType('credit');
    await checkout.placeOrder(card());
    const [key] = server.placementKeys();
    expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(server.api.callsTo('placeOrder')[0]!.input.body).toEqual({
      cartId: CART_ID,
      paymentType: 'credit',
      paymentMethodNonce: 'nonce-approve-1',
      expectedTotalInCents: 60_000,
    });
  });

  it('makes random keys of the Idempotency-Key pattern by default', async () => {
    const server = checkoutServer();
    const cart = createCartStore({ api: server.api, storage: memoryCartStorage({ cartId: CART_ID }) });
    const checkout = createCheckoutStore({ api: server.api, cart });
    server.refuse('placeOrder', fail('ServerError', PAYMENT_MESSAGES.failed, 402));
    await checkout.placeOrder(card('nonce-1'));
    await checkout.placeOrder(card('nonce-2'));
    const keys = server.placementKeys();
    for (const key of keys) expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(new Set(keys).size).toBe(2);
  });

  it('keeps the key when the outcome is unknown (a 5xx, an unreadable answer)', async () => {
    const { server, checkout } = setup();
    server.refuse('placeOrder', fail('ServerError', 'Server error (HTTP 503)', 503));
    await checkout.placeOrder(card());
    server.refuse('placeOrder', fail('InvalidJson', 'The response is not valid JSON', 201));
    await checkout.placeOrder(card());
    await checkout.placeOrder(card());
    expect(server.placementKeys()).toEqual(['order-key-1', 'order-key-1', 'order-key-1']);
  });

  it('sends a session’s charge_id for wallets and financing', async () => {
    const { server, checkout } = setup();
    const placed = await checkout.placeOrder({ paymentType: 'paypal', chargeId: 'charge-paypal-1' });
    expect(placed.ok).toBe(true);
    expect(server.api.callsTo('placeOrder')[0]!.input.body).toEqual({
      cartId: CART_ID,
      paymentType: 'paypal',
      chargeId: 'charge-paypal-1',
    });
  });

  it('after a success runs the session clear and keeps the placed order’s id (spec §4 Cart)', async () => {
    const { checkout, storage, cart, events, keyStorage } = setup({
      stored: { cartAppointment: '1', disableFirstTab: '1', installLocation: '12', placedOrderId: 'an-older-order' },
    });
    await cart.load();
    cart.openSummary();
    await checkout.placeOrder(card());
    expect(storage.values).toEqual({ cartQuantity: '0', placedOrderId: ORDER_ID });
    expect(cart.$quantity.get()).toBe(0);
    expect(cart.$cart.get().cart).toBeNull();
    expect(cart.$modals.get()).toEqual({ summaryOpen: false, emptyOpen: false });
    expect(events.at(-1)).toEqual({ type: 'cart-emptied', reason: 'cleared' });
    expect(keyStorage.values.size).toBe(0);
  });

  it('after a lost answer, retries the same payment with the same key and body', async () => {
    const { server, checkout, keyStorage } = setup();
    await checkout.selectPaymentType('credit');
    server.refuse('placeOrder', networkDown());
    const lost = await checkout.placeOrder(card());
    expect(lost).toEqual({ ok: false, error: expect.objectContaining({ code: 'NetworkError' }), retryable: true });
    expect(checkout.$state.get().error?.code).toBe('NetworkError');
    expect(keyStorage.values.has(orderKeyStorageKey(CART_ID))).toBe(true);
    expect(await checkout.placeOrder(card())).toMatchObject({ ok: true });
    const [first, second] = server.api.callsTo('placeOrder');
    expect(server.placementKeys()).toEqual(['order-key-1', 'order-key-1']);
    expect(second!.input.body).toEqual(first!.input.body);
    expect(keyStorage.values.size).toBe(0);
  });

  it('also after a reload with a new card: the unanswered placement is resent first and its order recovered, not a second one placed', async () => {
    const keyStorage = sessionStore();
    const server = checkoutServer();
    const { checkout } = setup({ server, keyStorage });
    await checkout.selectPaymentType('credit');
    server.refuse('placeOrder', networkDown());
    expect(await checkout.placeOrder(card('nonce-before-reload'))).toMatchObject({ ok: false, retryable: true });

    // The page is reloaded: a new store over the same session storage; the card form gives a new nonce.
    const reloaded = setup({ server, keyStorage }).checkout;
    server.refuse('placeOrder', fail('ServerError', PAYMENT_MESSAGES.inProgress, 409));
    // Still being placed: the outcome is unknown, so nothing else is paid for yet.
    expect(await reloaded.placeOrder(card('nonce-after-reload'))).toMatchObject({
      ok: false,
      retryable: true,
      error: { message: PAYMENT_MESSAGES.inProgress },
    });
    expect(await reloaded.placeOrder(card('nonce-after-reload'))).toMatchObject({ ok: true, order: { orderId: ORDER_ID } });

    const calls = server.api.callsTo('placeOrder');
    expect(server.placementKeys()).toEqual(['order-key-1', 'order-key-1', 'order-key-1']);
    for (const call of calls) expect(call.input.body).toMatchObject({ paymentMethodNonce: 'nonce-before-reload' });
    expect(keyStorage.values.size).toBe(0);
  });

  it('a resent placement that was refused is spent: the new choice is placed with a new key', async () => {
    const keyStorage = sessionStore();
    const server = checkoutServer();
    const { checkout } = setup({ server, keyStorage });
    server.refuse('placeOrder', networkDown());
    await checkout.placeOrder({ paymentType: 'paypal', chargeId: 'charge-paypal-1' });
    server.refuse('placeOrder', fail('ServerError', PAYMENT_MESSAGES.failed, 402));
    expect(await checkout.placeOrder(card('nonce-new-card'))).toMatchObject({ ok: true });
    expect(server.placementKeys()).toEqual(['order-key-1', 'order-key-1', 'order-key-2']);
    expect(server.api.callsTo('placeOrder').map((c) => (c.input.body as { paymentType: string }).paymentType)).toEqual([
      'paypal',
      'paypal',
      'credit',
    ]);
    expect(keyStorage.values.size).toBe(0);
  });

  it.each([
    ['a network error', networkDown(), true],
    ['an unreadable answer', fail('InvalidJson', 'The response is not valid JSON', 201), true],
    ['a 5xx', fail('ServerError', 'Server error (HTTP 502)', 502), true],
    ['409 in progress', fail('ServerError', PAYMENT_MESSAGES.inProgress, 409), true],
    ['a decline', fail('ServerError', PAYMENT_MESSAGES.failed, 402), false],
    ['a used nonce', fail('BadRequest', PAYMENT_MESSAGES.tokenUsed, 400), false],
    ['a changed price', fail('ServerError', PAYMENT_MESSAGES.priceChanged, 409), false],
    ['an ordered cart', fail('ServerError', PAYMENT_MESSAGES.alreadyOrdered, 409), false],
  ] as const)('answers retryable only while the outcome is unknown: %s → %s', async (_, refusal, retryable) => {
    const { server, checkout } = setup();
    server.refuse('placeOrder', refusal);
    expect(await checkout.placeOrder(card())).toMatchObject({ ok: false, retryable });
  });

  it('after a decline keeps the cart, shows the API’s words, and the next attempt is a new key', async () => {
    const { server, checkout, storage, logger } = setup();
    server.refuse('placeOrder', fail('ServerError', PAYMENT_MESSAGES.failed, 402));
    const declined = await checkout.placeOrder(card('nonce-decline-1'));
    expect(declined).toEqual({
      ok: false,
      error: { code: 'ServerError', message: PAYMENT_MESSAGES.failed, statusCode: 402 },
      retryable: false,
    });
    expect(checkout.$state.get()).toMatchObject({ placing: false, order: null, error: { message: PAYMENT_MESSAGES.failed } });
    expect(storage.values.cartId).toBe(CART_ID);
    expect(storage.values.placedOrderId).toBeUndefined();
    expect(logger.warn).toHaveBeenCalled();

    await checkout.placeOrder(card('nonce-approve-2'));
    expect(server.placementKeys()).toEqual(['order-key-1', 'order-key-2']);
    expect(checkout.$state.get().error).toBeNull();
  });

  it('a payment answered once gets a new key when tried again (the API decides, not a replay)', async () => {
    const { server, checkout } = setup();
    server.refuse('placeOrder', fail('BadRequest', PAYMENT_MESSAGES.tokenUsed, 400));
    await checkout.placeOrder(card());
    server.refuse('placeOrder', fail('BadRequest', PAYMENT_MESSAGES.tokenUsed, 400));
    await checkout.placeOrder(card());
    expect(server.placementKeys()).toEqual(['order-key-1', 'order-key-2']);
  });

  it('a changed price reloads the quote so the new total shows before paying again', async () => {
    const { server, checkout } = setup();
    await checkout.selectPaymentType('klarna');
    server.carts.set(CART_ID, payableCart({ totalInCents: 70_000 }));
    server.refuse('placeOrder', fail('ServerError', PAYMENT_MESSAGES.priceChanged, 409));
    await checkout.placeOrder({ paymentType: 'klarna', chargeId: 'charge-klarna-1' });
    expect(checkout.$state.get()).toMatchObject({ error: { message: PAYMENT_MESSAGES.priceChanged }, quote: { totalInCents: 63_000 } });
  });

  it('loads the cart first when none is shown yet (the page came back from the gateway)', async () => {
    const { server, checkout } = setup();
    expect(await checkout.placeOrder(card())).toMatchObject({ ok: true });
    expect(server.ids()).toEqual(['getCart', 'placeOrder']);
  });

  it.each([
    ['no cart id', undefined, { cartId: undefined }, 'missingCart'],
    ['a cart that is gone', [], {}, 'missingCart'],
    ['no tires', [payableCart({ siteProducts: [] })], {}, 'missingProducts'],
    ['no shipping', [siteCart({ siteProducts: [product(1)] })], {}, 'missingShipping'],
  ] as const)('aborts with a logged error and places nothing with %s (rules §5)', async (_, carts, stored, reason) => {
    const { server, checkout, logger } = setup({
      carts: carts as SiteCart[] | undefined,
      stored: stored as Partial<Record<CartStorageKey, string>>,
    });
    const result = await checkout.placeOrder(card());
    expect(result).toEqual({
      ok: false,
      error: { code: 'BadRequest', message: PAYMENT_MESSAGES[reason], statusCode: 400 },
      retryable: false,
    });
    expect(server.api.callsTo('placeOrder')).toHaveLength(0);
    expect(logger.error).toHaveBeenCalledWith(`[checkout] payment checkout aborted: ${reason}`);
    expect(checkout.$state.get()).toMatchObject({ placing: false, error: { message: PAYMENT_MESSAGES[reason] } });
  });
});

describe('checkCart (the payment page’s guard)', () => {
  it('answers the cart when payment may go on', async () => {
    const { checkout, logger } = setup();
    expect(await checkout.checkCart()).toMatchObject({ ok: true, cart: { id: CART_ID } });
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('answers the reason and its message otherwise', async () => {
    const { checkout } = setup({ carts: [siteCart()] });
    expect(await checkout.checkCart()).toEqual({
      ok: false,
      reason: 'missingShipping',
      error: { code: 'BadRequest', message: PAYMENT_MESSAGES.missingShipping, statusCode: 400 },
    });
  });
});

describe('the quote', () => {
  it('is loaded for the selected type and reloaded when the type changes (spec §9 discounts)', async () => {
    const { server, checkout } = setup();
    await checkout.selectPaymentType('affirm');
    expect(checkout.$state.get()).toMatchObject({
      paymentType: 'affirm',
      quoteStatus: 'idle',
      quote: { paymentType: 'affirm', totalInCents: 54_000 },
    });
    await checkout.selectPaymentType('affirm');
    expect(server.api.callsTo('getOrderQuote')).toHaveLength(1);
    await checkout.selectPaymentType('credit');
    expect(server.api.callsTo('getOrderQuote').map((c) => c.input.query)).toEqual([
      { cartId: CART_ID, paymentType: 'affirm' },
      { cartId: CART_ID, paymentType: 'credit' },
    ]);
    expect(checkout.$state.get().quote).toMatchObject({ paymentType: 'credit', totalInCents: 60_000 });
  });

  it('shows the last choice when the shopper clicks through types quickly', async () => {
    const { checkout } = setup();
    const first = checkout.selectPaymentType('klarna');
    expect(checkout.$state.get().paymentType).toBe('klarna');
    await Promise.all([first, checkout.selectPaymentType('synchrony')]);
    expect(checkout.$state.get()).toMatchObject({ paymentType: 'synchrony', quote: { paymentType: 'synchrony' }, quoteStatus: 'idle' });
  });

  it('without a cart answers "There is no cart yet!" and asks nothing', async () => {
    const { server, checkout } = setup({ stored: { cartId: undefined } });
    expect(await checkout.loadQuote()).toMatchObject({ ok: false, error: { code: 'NotFound', message: 'There is no cart yet!' } });
    expect(server.api.calls).toHaveLength(0);
    expect(checkout.$state.get().quoteStatus).toBe('error');
  });
});

describe('payment sessions (spec §4 "a Klarna session is requested once")', () => {
  const returnUrl = 'https://shop.test/checkout/payments/klarna';

  it('are asked for once per cart, type and amount, however often the page asks', async () => {
    const { server, checkout } = setup();
    await checkout.selectPaymentType('klarna');
    const answers = await Promise.all([checkout.startSession('klarna', returnUrl), checkout.startSession('klarna', returnUrl)]);
    const again = await checkout.startSession('klarna', returnUrl);
    expect(server.api.callsTo('createPaymentSession_klarna')).toHaveLength(1);
    expect(server.api.callsTo('createPaymentSession_klarna')[0]!.input).toMatchObject({ query: { cartId: CART_ID }, body: { returnUrl } });
    expect(answers[0]).toEqual(answers[1]);
    expect(again).toEqual(answers[0]);
    expect(again.ok && again.data.payload.amountInCents).toBe(54_000);

    // Another type is another session.
    await checkout.startSession('affirm', 'https://shop.test/checkout/payments/affirm');
    expect(server.api.callsTo('createPaymentSession_affirm')).toHaveLength(1);
  });

  it('are asked for again after the shopper cancelled one (a cancelled session is spent at the gateway)', async () => {
    const { server, checkout } = setup();
    await checkout.startSession('paypal', returnUrl);
    await checkout.startSession('paypal', returnUrl);
    expect(server.api.callsTo('createPaymentSession_paypal')).toHaveLength(1);
    checkout.forgetSession('paypal');
    await checkout.startSession('paypal', returnUrl);
    expect(server.api.callsTo('createPaymentSession_paypal')).toHaveLength(2);
  });

  it('are asked for again when the amount changed: road hazard chosen, or a new quote', async () => {
    const { server, checkout } = setup();
    const asked = () => server.api.callsTo('createPaymentSession_klarna').length;
    await checkout.startSession('klarna', returnUrl);
    await checkout.selectPaymentType('klarna');
    await checkout.startSession('klarna', returnUrl);
    expect(asked()).toBe(1);

    await checkout.saveServices(true);
    const covered = await checkout.startSession('klarna', returnUrl);
    expect(asked()).toBe(2);
    expect(covered.ok && covered.data.payload.amountInCents).toBe(61_200);

    // The cart changed elsewhere (another tab): the reloaded quote tells.
    server.carts.set(CART_ID, payableCart({ totalInCents: 50_000 }));
    await checkout.startSession('klarna', returnUrl);
    expect(asked()).toBe(2);
    await checkout.loadQuote();
    const changed = await checkout.startSession('klarna', returnUrl);
    expect(asked()).toBe(3);
    expect(changed.ok && changed.data.payload.amountInCents).toBe(45_000);
  });

  it('a refused or expired session is asked for again', async () => {
    const server = checkoutServer();
    const { checkout } = setup({ server });
    server.refuse('createPaymentSession_klarna', fail('ServerError', PAYMENT_MESSAGES.gatewayUnreachable, 502));
    expect(await checkout.startSession('klarna', returnUrl)).toMatchObject({
      ok: false,
      error: { message: PAYMENT_MESSAGES.gatewayUnreachable },
    });
    expect((await checkout.startSession('klarna', returnUrl)).ok).toBe(true);
    expect(server.api.callsTo('createPaymentSession_klarna')).toHaveLength(2);

    // Half an hour later the session (expiring 15:30) is gone at the gateway too.
    const later = createCheckoutStore({
      api: server.api,
      cart: createCartStore({ api: server.api, storage: memoryCartStorage({ cartId: CART_ID }) }),
      now: () => NOW + 31 * 60_000,
    });
    await later.startSession('klarna', returnUrl);
    await later.startSession('klarna', returnUrl);
    expect(server.api.callsTo('createPaymentSession_klarna')).toHaveLength(4);
  });

  it('the type last started is remembered across the redirect (a reload), and forgotten when cancelled or placed', async () => {
    const keyStorage = sessionStore();
    const server = checkoutServer();
    const { checkout } = setup({ server, keyStorage });
    expect(checkout.startedSessionType()).toBeNull();
    await checkout.startSession('klarna', returnUrl);
    await checkout.startSession('paypal', returnUrl);
    // Back from the gateway: a new page, a new store over the same session storage.
    const back = setup({ server, keyStorage }).checkout;
    expect(back.startedSessionType()).toBe('paypal');
    back.forgetSession('klarna');
    expect(back.startedSessionType()).toBe('paypal');
    back.forgetSession('paypal');
    expect(back.startedSessionType()).toBeNull();

    await back.startSession('venmo', returnUrl);
    await back.placeOrder({ paymentType: 'venmo', chargeId: 'charge-venmo-1' });
    expect(back.startedSessionType()).toBeNull();
    expect(keyStorage.values.size).toBe(0);
  });

  it('a refused session is not remembered', async () => {
    const { server, checkout } = setup();
    server.refuse('createPaymentSession_klarna', fail('ServerError', PAYMENT_MESSAGES.gatewayUnreachable, 502));
    await checkout.startSession('klarna', returnUrl);
    expect(checkout.startedSessionType()).toBeNull();
  });

  it('without a cart id nothing is asked', async () => {
    const { server, checkout } = setup({ stored: { cartId: undefined } });
    expect(await checkout.startSession('klarna', returnUrl)).toMatchObject({ ok: false, error: { code: 'NotFound' } });
    expect(server.api.calls).toHaveLength(0);
  });
});

describe('billing', () => {
  it('shows each field’s message from core’s rules before any call', async () => {
    const { server, checkout } = setup();
    const result = await checkout.saveBilling(billingInput({ firstName: '', zip: '7870', email: 'ada@' }));
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'BadRequest', message: ADDRESS_MESSAGES.firstName, statusCode: 400 },
      fieldErrors: { firstName: ADDRESS_MESSAGES.firstName, zip: ADDRESS_MESSAGES.zip, email: ADDRESS_MESSAGES.email },
    });
    expect(server.api.calls).toHaveLength(0);
  });

  it('saves a valid address (PO number optional) and shows it', async () => {
    const { server, checkout } = setup();
    expect(await checkout.loadBilling()).toBeNull();
    const saved = await checkout.saveBilling(billingInput({ poNumber: 'PO-77' }));
    expect(saved).toMatchObject({ ok: true, billing: { firstName: 'Ada', poNumber: 'PO-77' } });
    expect(server.api.callsTo('saveCartBilling')[0]!.input.query).toEqual({ cartId: CART_ID });
    expect(checkout.$state.get().billing).toMatchObject({ zip: '78701' });
    expect(await setup({ server }).checkout.loadBilling()).toMatchObject({ poNumber: 'PO-77' });
  });

  it('a failed load says so (billingStatus error); none saved yet is not a failure', async () => {
    const { server, checkout } = setup();
    expect(await checkout.loadBilling()).toBeNull();
    expect(checkout.$state.get()).toMatchObject({ billing: null, billingStatus: 'idle' });
    server.refuse('getCartBilling', fail('ServerError', 'Server error (HTTP 503)', 503));
    expect(await checkout.loadBilling()).toBeNull();
    expect(checkout.$state.get()).toMatchObject({ billing: null, billingStatus: 'error' });
    await checkout.saveBilling(billingInput());
    expect(await checkout.loadBilling()).toMatchObject({ zip: '78701' });
    expect(checkout.$state.get().billingStatus).toBe('idle');
  });

  it('a refusal comes back in the API’s words', async () => {
    const { server, checkout } = setup();
    server.refuse('saveCartBilling', fail('BadRequest', 'Please enter valid City', 400));
    expect(await checkout.saveBilling(billingInput())).toEqual({
      ok: false,
      error: { code: 'BadRequest', message: 'Please enter valid City', statusCode: 400 },
      fieldErrors: {},
    });
  });
});

describe('the services step', () => {
  it('saves road hazard for the cart and the cart store shows the repriced cart', async () => {
    const { server, checkout, cart, storage } = setup();
    await cart.load();
    await checkout.selectPaymentType('credit');
    expect(await checkout.saveServices(true)).toEqual({ ok: true });
    expect(server.api.callsTo('saveCartServices')[0]!.input).toMatchObject({ query: { id: CART_ID }, body: { isRoadHazard: true } });
    expect(cart.$cart.get().cart).toMatchObject({ roadHazardCostInCents: 8_000, totalInCents: 68_000 });
    expect(storage.values.cartId).toBe(CART_ID);
    // The quote priced the cart before the change: it is asked again.
    expect(checkout.$state.get().quote?.totalInCents).toBe(68_000);
  });

  it('a refusal leaves the cart as it was', async () => {
    const { server, checkout, cart } = setup();
    await cart.load();
    server.refuse('saveCartServices', fail('BadRequest', 'isRoadHazard must be true or false.', 400));
    expect(await checkout.saveServices(true)).toMatchObject({ ok: false, error: { statusCode: 400 } });
    expect(cart.$cart.get().cart?.roadHazardCostInCents).toBe(0);
  });
});

describe('the card client token and orders', () => {
  it('answers the client token and the hosted fields page', async () => {
    const { server, checkout } = setup();
    expect(await checkout.cardClientToken()).toEqual({
      ok: true,
      status: 200,
      data: { clientToken: 'client-token-1', hostedFieldsUrl: 'https://shop.test/gateway/hosted-fields' },
    });
    server.refuse('getCardClientToken', ok({ clientToken: '', isSuccess: false, hostedFieldsUrl: '' }));
    expect(await checkout.cardClientToken()).toMatchObject({ ok: false, error: { message: PAYMENT_MESSAGES.gatewayProblem } });
  });

  it('loads an order for its page', async () => {
    const { checkout } = setup();
    const answer = await checkout.loadOrder(ORDER_ID);
    expect(answer.ok).toBe(true);
    expect(checkout.$state.get().order?.orderId).toBe(ORDER_ID);
  });
});

describe('the placement key on a page whose storage is blocked (core storage guardedStorage)', () => {
  it('lets a retry after a lost answer keep its key on a page whose storage is blocked', async () => {
    const server = checkoutServer();
    const cart = createCartStore({ api: server.api, storage: memoryCartStorage({ cartId: CART_ID }) });
    const keyStorage = guardedStorage(
      () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      { error: vi.fn() },
    );
    const checkout = createCheckoutStore({ api: server.api, cart, keyStorage, logger: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } });
    server.refuse('placeOrder', networkDown());
    await checkout.placeOrder(card());
    await checkout.placeOrder(card());
    const keys = server.placementKeys();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});
