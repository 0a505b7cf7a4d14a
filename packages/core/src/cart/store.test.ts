import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { cartAppointmentSchema } from '../contract/appointments';
import type { CartShippingInput, SiteCart } from '../contract/cart';
import { siteCartSchema } from '../contract/cart';
import { fail, fakeApi, flush, ok, type FakeCall } from '../search-overlay/fake-api';
import { memoryCartStorage } from './storage';
import { CART_CHANGED_MESSAGE, createCartStore, NO_CART_MESSAGE } from './store';
import { appointment, CART_ID, coupon, OTHER_CART_ID, product, shipping, siteCart } from './test-cart';
import { cartServer } from './test-server';
import type { CartEvent, CartStorageKey } from './types';

function setup(options: { carts?: SiteCart[]; stored?: Partial<Record<CartStorageKey, string>> } = {}) {
  const server = cartServer(options.carts);
  const storage = memoryCartStorage(options.stored);
  const events: CartEvent[] = [];
  const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const store = createCartStore({ api: server.api, storage, logger, onEvent: (e) => events.push(e) });
  return { server, storage, store, events, logger };
}

const withCart = (cart: SiteCart = siteCart()) => ({
  carts: [cart],
  stored: { cartId: cart.id, cartQuantity: String(cart.totalQuantity) },
});

describe('the test carts', () => {
  it('are what the API answers (contract)', () => {
    const cart = siteCart({ siteProducts: [product(1), product(2)], siteCartCoupons: [coupon()], cartShipping: shipping() });
    expect(v.safeParse(siteCartSchema, cart).success).toBe(true);
    expect(v.safeParse(cartAppointmentSchema, appointment()).success).toBe(true);
  });
});

describe('add (spec §4 Cart "Add")', () => {
  it('without a cart creates one and keeps its id and quantity', async () => {
    const { server, storage, store, events } = setup();
    const result = await store.add({ productId: 7, quantity: { front: 4, rear: 0 } });
    expect(server.ids()).toEqual(['createCart']);
    expect(result).toMatchObject({ ok: true, cart: { id: OTHER_CART_ID, totalQuantity: 4 } });
    expect(storage.values).toEqual({ cartId: OTHER_CART_ID, cartQuantity: '4' });
    expect(store.$quantity.get()).toBe(4);
    expect(store.$badge.get()).toBe('4');
    expect(store.cartId()).toBe(OTHER_CART_ID);
    expect(events).toEqual([{ type: 'cart-updated', cart: result.ok ? result.cart : null }]);
    expect(store.$cart.get()).toMatchObject({ status: 'idle', error: null });
  });

  it('is ignored unless the front or rear quantity is non-zero', async () => {
    const { server, store } = setup();
    expect(await store.add({ productId: 7, quantity: { front: 0, rear: 0 } })).toEqual({ ok: true, cart: null });
    expect(await store.add({ productId: 7, quantity: { front: '0' } })).toEqual({ ok: true, cart: null });
    expect(server.api.calls).toHaveLength(0);
    await store.add({ productId: 7, quantity: { front: 0, rear: 2 } });
    expect(server.ids()).toEqual(['createCart']);
  });

  it('with a stored cart id adds the tires to that cart (isNewItem)', async () => {
    const { server, store, storage } = setup(withCart());
    const result = await store.add({
      productId: 8,
      rearProductId: 9,
      quantity: { front: 2, rear: 2 },
      zip: '78701',
      shouldAddCoverage: false,
    });
    expect(server.ids()).toEqual(['updateCart']);
    expect(server.api.calls[0]!.input).toMatchObject({
      params: { cartId: CART_ID },
      body: { isNewItem: true, productId: 8, rearProductId: 9, quantity: { front: 2, rear: 2 }, zip: '78701', shouldAddCoverage: false },
    });
    expect(result.ok && result.cart?.totalQuantity).toBe(8);
    expect(storage.values.cartQuantity).toBe('8');
  });

  it('with a vanished cart (404) cleans up and creates a new cart', async () => {
    const { server, store, storage, events } = setup({ stored: { cartId: CART_ID, cartQuantity: '4', cartShipping: '1' } });
    const result = await store.add({ productId: 7, quantity: { front: 4 } });
    expect(server.ids()).toEqual(['updateCart', 'getCart', 'createCart']);
    expect(result).toMatchObject({ ok: true, cart: { id: OTHER_CART_ID } });
    expect(storage.values).toEqual({ cartId: OTHER_CART_ID, cartQuantity: '4' });
    expect(events.map((e) => e.type)).toEqual(['cart-emptied', 'cart-updated']);
    expect(store.$cart.get().error).toBeNull();
  });

  it('a 404 about the tire, not the cart, keeps the cart and shows the message', async () => {
    const { server, store, storage } = setup(withCart());
    await store.load();
    const result = await store.add({ productId: 404, quantity: { front: 4 } });
    expect(server.ids()).toEqual(['getCart', 'updateCart', 'getCart']);
    expect(result).toEqual({ ok: false, error: { code: 'NotFound', message: 'That tire is no longer sold.', statusCode: 404 } });
    expect(store.$cart.get()).toMatchObject({ cart: { id: CART_ID }, status: 'idle', error: { message: 'That tire is no longer sold.' } });
    expect(storage.values.cartId).toBe(CART_ID);
  });

  it('with an installer also saves the cart shipping to that installer (spec §4)', async () => {
    const { server, store, storage } = setup();
    const result = await store.add({ productId: 7, quantity: { front: 4 }, installerId: 12, vehicleMake: 'Toyota' });
    expect(server.ids()).toEqual(['createCart', 'saveCartShipping']);
    expect(server.api.calls[1]!.input).toMatchObject({
      query: { cartId: OTHER_CART_ID },
      body: { shippingOption: 'INSTALLER', installerId: 12, vehicleMake: 'Toyota' },
    });
    expect(result.ok && result.cart?.cartShipping?.installerId).toBe(12);
    expect(storage.values.cartShipping).toBe('1');

    // Already shipping to that installer: nothing more to send.
    await store.add({ productId: 8, quantity: { front: 4 }, installerId: 12 });
    expect(server.ids().slice(2)).toEqual(['updateCart']);
  });

  it('a refused installer shipping leaves the tires added and shows why', async () => {
    const { server, store } = setup();
    server.refuse('saveCartShipping', fail('BadRequest', 'That installer does not serve 99501.', 400));
    const result = await store.add({ productId: 7, quantity: { front: 4 }, installerId: 12 });
    expect(result).toMatchObject({ ok: true, cart: { totalQuantity: 4, cartShipping: null } });
    expect(store.$cart.get().error?.message).toBe('That installer does not serve 99501.');
  });

  it('passes the widget’s cart query values on every cart call', async () => {
    const server = cartServer();
    const store = createCartStore({
      api: server.api,
      storage: memoryCartStorage(),
      query: () => ({ widgetSource: 'partner', widgetSourceId: 'pw-demo-brand' }),
    });
    await store.add({ productId: 7, quantity: { front: 4 } });
    await store.load();
    expect(server.api.calls.map((c) => c.input.query)).toEqual([
      { widgetSource: 'partner', widgetSourceId: 'pw-demo-brand' },
      { widgetSource: 'partner', widgetSourceId: 'pw-demo-brand' },
    ]);
  });
});

describe('load (spec §4 Cart, §8)', () => {
  it('without a cart id logs "There is no cart yet!" and asks nothing', async () => {
    const { server, store, logger } = setup();
    expect(await store.load()).toEqual({ ok: true, cart: null });
    expect(logger.info).toHaveBeenCalledWith(NO_CART_MESSAGE);
    expect(server.api.calls).toHaveLength(0);
  });

  it('loads the stored cart, and the shipping flag follows it', async () => {
    const cart = siteCart({ siteProducts: [product(1, { quantity: 6 }), product(2, { quantity: 6 })], cartShipping: shipping() });
    const { store, storage } = setup(withCart(cart));
    expect(store.$badge.get()).toBe('9 +'); // from the quantity cookie, before the cart loads
    const loading = store.load();
    expect(store.$cart.get().status).toBe('loading');
    await loading;
    expect(store.$cart.get()).toMatchObject({ cart: { id: CART_ID }, status: 'idle' });
    expect(storage.values).toMatchObject({ cartId: CART_ID, cartQuantity: '12', cartShipping: '1' });
  });

  it('a 404 runs cleanup: no cart id, quantity 0, no shipping flag, summary closed', async () => {
    const { store, storage, events } = setup({ stored: { cartId: CART_ID, cartQuantity: '4', cartShipping: '1' } });
    store.openSummary();
    expect(await store.load()).toEqual({ ok: true, cart: null });
    expect(storage.values).toEqual({ cartQuantity: '0' });
    expect(store.$quantity.get()).toBe(0);
    expect(store.$badge.get()).toBe('');
    expect(store.$modals.get().summaryOpen).toBe(false);
    expect(events).toEqual([{ type: 'cart-emptied', reason: 'not-found' }]);
  });

  it('another failure — even a network error, whose statusCode defaults to 404 (spec §8) — keeps what is known', async () => {
    const { server, store, storage } = setup(withCart());
    await store.load();
    server.refuse('getCart', fail('NetworkError', 'Network error'));
    const result = await store.load();
    expect(!result.ok && result.error.statusCode).toBe(404);
    expect(result.ok).toBe(false);
    expect(store.$cart.get()).toMatchObject({ cart: { id: CART_ID }, status: 'error', error: { code: 'NetworkError' } });
    expect(storage.values.cartId).toBe(CART_ID);
  });
});

describe('quantities and removal (spec §4 "Remove product")', () => {
  const twoLines = () => withCart(siteCart({ siteProducts: [product(1), product(2)] }));

  it('setQuantity changes one line', async () => {
    const { server, store } = setup(twoLines());
    const result = await store.setQuantity(2, 2);
    expect(server.api.calls[0]!.input.body).toEqual({ itemId: 2, itemQuantity: 2 });
    expect(result.ok && result.cart?.totalQuantity).toBe(6);
    expect(store.$quantity.get()).toBe(6);
  });

  it('removing a tire while others remain sets its quantity to 0', async () => {
    const { server, store } = setup(twoLines());
    await store.load();
    const result = await store.remove(2, { onCartPage: true });
    expect(server.ids()).toEqual(['getCart', 'updateCart']);
    expect(server.api.calls[1]!.input.body).toEqual({ itemId: 2, itemQuantity: 0 });
    expect(result.ok && result.cart?.siteProducts.map((p) => p.itemId)).toEqual([1]);
    expect(store.$modals.get().emptyOpen).toBe(false);
  });

  it('removing the last tire deletes the cart, cleans up and, on the cart page, opens the empty-cart modal', async () => {
    const { server, store, storage, events } = setup(withCart(siteCart({ cartShipping: shipping() })));
    await store.load();
    store.openSummary();
    const result = await store.remove(1, { onCartPage: true });
    expect(server.ids()).toEqual(['getCart', 'updateCart']);
    expect(server.api.calls[1]!.input.body).toEqual({ itemId: 1, itemQuantity: 0 });
    expect(result).toEqual({ ok: true, cart: null });
    expect(server.carts.size).toBe(0);
    expect(storage.values).toEqual({ cartQuantity: '0' });
    expect(store.$modals.get()).toEqual({ summaryOpen: false, emptyOpen: true });
    expect(events.at(-1)).toEqual({ type: 'cart-emptied', reason: 'removed' });
  });

  it('elsewhere the last removal empties the cart without the modal', async () => {
    const { store } = setup(withCart());
    await store.load();
    await store.remove(1);
    expect(store.$modals.get().emptyOpen).toBe(false);
    expect(store.$quantity.get()).toBe(0);
  });

  it('the page’s last tire is not the cart’s last when another tab added some: those stay', async () => {
    const { server, store } = setup(withCart());
    await store.load();
    server.carts.set(CART_ID, siteCart({ siteProducts: [product(1), product(2)] })); // another tab
    const result = await store.remove(1, { onCartPage: true });
    expect(result.ok && result.cart?.siteProducts.map((p) => p.itemId)).toEqual([2]);
    expect(store.$modals.get().emptyOpen).toBe(false);
    expect(store.$quantity.get()).toBe(4);
  });

  it('a tire already gone from the cart is a refusal; the cart stays', async () => {
    const { server, store } = setup(withCart());
    await store.load();
    server.refuse('updateCart', fail('BadRequest', 'That tire is not in your cart.', 400));
    expect(await store.remove(1, { onCartPage: true })).toMatchObject({ ok: false, error: { message: 'That tire is not in your cart.' } });
    expect(store.$cart.get().cart).not.toBeNull();
    expect(store.$modals.get().emptyOpen).toBe(false);
  });
});

describe('a refused change (spec §8)', () => {
  it('keeps the cart, shows the API’s message and settles back to idle; a success clears it', async () => {
    const { server, store, events } = setup(withCart());
    await store.load();
    const before = store.$cart.get().cart;
    server.refuse('updateCart', fail('BadRequest', 'Only 3 Michelin Defender2 225/45R17 are in stock.', 400));
    const result = await store.setQuantity(1, 8);
    expect(result).toEqual({
      ok: false,
      error: { code: 'BadRequest', message: 'Only 3 Michelin Defender2 225/45R17 are in stock.', statusCode: 400 },
    });
    expect(store.$cart.get()).toEqual({ cart: before, status: 'idle', error: result.ok ? null : result.error });
    expect(store.$quantity.get()).toBe(4);
    expect(events.at(-1)).toEqual({ type: 'cart-error', error: result.ok ? null : result.error });

    await store.setQuantity(1, 3);
    expect(store.$cart.get()).toMatchObject({ status: 'idle', error: null, cart: { totalQuantity: 3 } });
  });

  it('a network failure on a change never empties the cart', async () => {
    const { server, store, storage } = setup(withCart());
    server.refuse('updateCart', fail('NetworkError', 'Network error'));
    expect((await store.setQuantity(1, 2)).ok).toBe(false);
    expect(server.ids()).toEqual(['updateCart']);
    expect(storage.values.cartId).toBe(CART_ID);
  });

  it('clearError forgets the message', async () => {
    const { server, store } = setup(withCart());
    server.refuse('updateCart', fail('BadRequest', 'No.', 400));
    await store.setQuantity(1, 8);
    store.clearError();
    expect(store.$cart.get().error).toBeNull();
  });

  it('a change to a cart that is gone cleans up and says so', async () => {
    const { store, storage } = setup({ stored: { cartId: CART_ID, cartQuantity: '4' } });
    const result = await store.setQuantity(1, 2);
    expect(result.ok).toBe(false);
    expect(storage.values).toEqual({ cartQuantity: '0' });
    expect(store.$cart.get().error?.statusCode).toBe(404);
  });

  it('without a cart, a change is not sent', async () => {
    const { server, store, logger } = setup();
    expect(await store.applyPromoCode('TAKE50')).toMatchObject({ ok: false, error: { message: NO_CART_MESSAGE } });
    expect(server.api.calls).toHaveLength(0);
    expect(logger.info).toHaveBeenCalledWith(NO_CART_MESSAGE);
  });

  it('a throwing listener or a bug in a call does not break the store', async () => {
    const server = cartServer([siteCart()]);
    const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const store = createCartStore({
      api: server.api,
      storage: memoryCartStorage({ cartId: CART_ID }),
      logger,
      onEvent: () => {
        throw new Error('listener');
      },
    });
    expect((await store.load()).ok).toBe(true);
    const call = server.api.call;
    server.api.call = (() => Promise.reject(new Error('boom'))) as typeof call;
    expect(await store.setQuantity(1, 2)).toMatchObject({ ok: false, error: { code: 'OtherError', message: 'boom' } });
    server.api.call = call;
    expect((await store.setQuantity(1, 2)).ok).toBe(true);
    expect(store.$cart.get().status).toBe('idle');
  });
});

describe('another tab replaced or emptied the cart on screen', () => {
  /** This page shows cart X; then another tab deletes X and makes cart Y, whose line 1 is the same tire. */
  async function replacedElsewhere() {
    const t = setup(withCart(siteCart({ siteProducts: [product(1), product(2)], cartShipping: shipping() })));
    await t.store.load();
    t.server.carts.delete(CART_ID);
    t.server.carts.set(
      OTHER_CART_ID,
      siteCart({ id: OTHER_CART_ID, cartUuid: OTHER_CART_ID, siteProducts: [product(1, { quantity: 2 })] }),
    );
    t.storage.write('cartId', OTHER_CART_ID);
    t.storage.write('cartQuantity', '2');
    t.storage.remove('cartShipping');
    t.server.api.calls.length = 0;
    t.events.length = 0;
    return t;
  }

  const actions: [string, (store: ReturnType<typeof setup>['store']) => Promise<unknown>][] = [
    ['remove', (store) => store.remove(1, { onCartPage: true })],
    ['setQuantity', (store) => store.setQuantity(1, 8)],
    ['applyPromoCode', (store) => store.applyPromoCode('TAKE50')],
    ['removePromoCode', (store) => store.removePromoCode('TAKE50')],
    ['setRoadHazard', (store) => store.setRoadHazard(false)],
    ['update', (store) => store.update({ idMeVerifiedStatus: 'military' })],
    ['selectDelivery', (store) => store.selectDelivery('shipToMe')],
    ['saveShipping', (store) => store.saveShipping({ shippingOption: 'WAREHOUSE', warehouseId: 2 })],
    ['removeShipping', (store) => store.removeShipping()],
  ];

  it.each(actions)('%s is not sent to the other cart: the page shows that cart and says so', async (_name, act) => {
    const { server, store, storage, events } = await replacedElsewhere();
    const result = await act(store);
    expect(server.ids()).toEqual(['getCart']);
    expect(server.api.calls[0]!.input.params).toEqual({ cartId: OTHER_CART_ID });
    expect(server.carts.get(OTHER_CART_ID)).toMatchObject({
      siteProducts: [{ itemId: 1, quantity: 2 }],
      siteCartCoupons: [],
      cartShipping: null,
    });
    const error = { code: 'OtherError', message: CART_CHANGED_MESSAGE, statusCode: 409 };
    expect(result).toEqual({ ok: false, error });
    expect(store.$cart.get()).toMatchObject({ cart: { id: OTHER_CART_ID, totalQuantity: 2 }, status: 'idle', error });
    expect(store.$quantity.get()).toBe(2);
    expect(store.$modals.get().emptyOpen).toBe(false);
    expect(storage.values).toEqual({ cartId: OTHER_CART_ID, cartQuantity: '2' });
    expect(events.map((e) => e.type)).toEqual(['cart-updated', 'cart-error']);
  });

  it('once the page shows the new cart, changes go to it', async () => {
    const { server, store } = await replacedElsewhere();
    await store.setQuantity(1, 8);
    const result = await store.setQuantity(1, 3);
    expect(server.ids()).toEqual(['getCart', 'updateCart']);
    expect(result).toMatchObject({ ok: true, cart: { id: OTHER_CART_ID, totalQuantity: 3 } });
    expect(store.$cart.get().error).toBeNull();
  });

  it('the stored cart gone as well: cleanup, and the shopper is told', async () => {
    const { server, store, storage, events } = await replacedElsewhere();
    server.carts.delete(OTHER_CART_ID);
    const result = await store.remove(1, { onCartPage: true });
    expect(server.ids()).toEqual(['getCart']);
    expect(result).toMatchObject({ ok: false, error: { message: CART_CHANGED_MESSAGE } });
    expect(store.$cart.get()).toMatchObject({ cart: null, error: { message: CART_CHANGED_MESSAGE } });
    expect(storage.values).toEqual({ cartQuantity: '0' });
    expect(events.map((e) => e.type)).toEqual(['cart-emptied', 'cart-error']);
  });

  it('the new cart cannot be fetched: nothing is sent, the shown cart stays, the next change checks again', async () => {
    const { server, store } = await replacedElsewhere();
    server.refuse('getCart', fail('NetworkError', 'Network error'));
    expect(await store.remove(1)).toMatchObject({ ok: false, error: { message: CART_CHANGED_MESSAGE } });
    expect(server.ids()).toEqual(['getCart']);
    expect(store.$cart.get().cart?.id).toBe(CART_ID);
    await store.remove(1);
    expect(server.ids()).toEqual(['getCart', 'getCart']);
    expect(store.$cart.get()).toMatchObject({ cart: { id: OTHER_CART_ID }, error: { message: CART_CHANGED_MESSAGE } });
  });

  it('no stored cart any more (another tab emptied it): the stale cart is cleared and the shopper told', async () => {
    const { server, store, storage, events, logger } = setup(withCart(siteCart({ cartShipping: shipping() })));
    await store.load();
    store.openSummary();
    server.carts.clear();
    storage.remove('cartId');
    storage.write('cartQuantity', '0');
    const result = await store.applyPromoCode('TAKE50');
    expect(server.ids()).toEqual(['getCart']); // the load only
    expect(logger.info).toHaveBeenCalledWith(NO_CART_MESSAGE);
    expect(result).toMatchObject({ ok: false, error: { message: CART_CHANGED_MESSAGE } });
    expect(store.$cart.get()).toMatchObject({ cart: null, status: 'idle', error: { message: CART_CHANGED_MESSAGE } });
    expect(store.$quantity.get()).toBe(0);
    expect(store.$modals.get().summaryOpen).toBe(false);
    expect(storage.values).toEqual({ cartQuantity: '0' });
    expect(events.slice(-2)).toEqual([
      { type: 'cart-emptied', reason: 'not-found' },
      { type: 'cart-error', error: result.ok ? null : result.error },
    ]);
  });
});

describe('one action at a time', () => {
  it('a second click waits for the first answer; the last answer wins', async () => {
    const answers: FakeCall[] = [];
    const api = fakeApi((call) => {
      answers.push(call);
      return undefined; // held until the test answers
    });
    const store = createCartStore({ api, storage: memoryCartStorage({ cartId: CART_ID, cartQuantity: '4' }) });
    const first = store.setQuantity(1, 5);
    const second = store.setQuantity(1, 6);
    await flush();
    expect(answers).toHaveLength(1);
    expect(store.$cart.get().status).toBe('saving');

    answers[0]!.answer(ok({ siteCart: siteCart({ siteProducts: [product(1, { quantity: 5 })] }) }));
    await first;
    expect(store.$cart.get().status).toBe('saving'); // the second is still on its way
    await flush();
    expect(answers).toHaveLength(2);
    expect(answers[1]!.input.body).toEqual({ itemId: 1, itemQuantity: 6 });

    answers[1]!.answer(ok({ siteCart: siteCart({ siteProducts: [product(1, { quantity: 6 })] }) }));
    await second;
    expect(store.$quantity.get()).toBe(6);
    expect(store.$cart.get().status).toBe('idle');
  });

  it('an add and a remove clicked together run in order', async () => {
    const { server, store } = setup(withCart());
    await store.load();
    await Promise.all([store.add({ productId: 5, quantity: { front: 2 } }), store.remove(1)]);
    expect(server.ids()).toEqual(['getCart', 'updateCart', 'updateCart']);
    expect(store.$cart.get().cart?.siteProducts.map((p) => p.itemId)).toEqual([5]);
  });
});

describe('shipping (spec §4 cart-shipping flag)', () => {
  const installer: CartShippingInput = { shippingOption: 'INSTALLER', installerId: 12 };

  it('saving shipping sets the flag to 1; removing it clears the flag', async () => {
    const { server, store, storage } = setup(withCart());
    await store.saveShipping(installer);
    expect(server.api.calls[0]!.input).toMatchObject({ query: { cartId: CART_ID }, body: installer });
    expect(storage.values.cartShipping).toBe('1');
    const removed = await store.removeShipping();
    expect(removed.ok && removed.cart?.cartShipping).toBeNull();
    expect(storage.values.cartShipping).toBeUndefined();
  });

  it('removing shipping that is already gone (404) counts as success and clears the flag', async () => {
    const { store, storage } = setup({ ...withCart(), stored: { cartId: CART_ID, cartShipping: '1' } });
    await store.load();
    storage.write('cartShipping', '1');
    const result = await store.removeShipping();
    expect(result).toMatchObject({ ok: true, cart: { id: CART_ID, cartShipping: null } });
    expect(store.$cart.get().cart).toMatchObject({ id: CART_ID, cartShipping: null });
    expect(storage.values.cartShipping).toBeUndefined();
    expect(store.$cart.get().error).toBeNull();
  });

  it('removing shipping from a cart that is gone (404 "This cart no longer exists.") is the gone-cart cleanup, not a success', async () => {
    const { server, store, storage, events } = setup(withCart(siteCart({ cartShipping: shipping() })));
    await store.load();
    server.carts.clear(); // deleted elsewhere; the cookie still names it
    const result = await store.removeShipping();
    expect(server.ids()).toEqual(['getCart', 'deleteCartShipping', 'getCart']);
    expect(result).toEqual({ ok: false, error: { code: 'NotFound', message: 'This cart no longer exists.', statusCode: 404 } });
    expect(store.$cart.get()).toMatchObject({ cart: null, error: { message: 'This cart no longer exists.' } });
    expect(storage.values).toEqual({ cartQuantity: '0' });
    expect(store.$quantity.get()).toBe(0);
    expect(events.slice(-2).map((e) => e.type)).toEqual(['cart-emptied', 'cart-error']);
  });

  it('a 404 whose cart cannot be re-checked (network down) still counts as no shipping', async () => {
    const { server, store, storage } = setup(withCart());
    await store.load();
    storage.write('cartShipping', '1');
    server.refuse('getCart', fail('NetworkError', 'Network error'));
    const result = await store.removeShipping();
    expect(server.ids()).toEqual(['getCart', 'deleteCartShipping', 'getCart']);
    expect(result).toMatchObject({ ok: true, cart: { id: CART_ID, cartShipping: null } });
    expect(storage.values).toMatchObject({ cartId: CART_ID });
    expect(storage.values.cartShipping).toBeUndefined();
  });

  it('other failures to remove it are refusals', async () => {
    const { server, store, storage } = setup(withCart(siteCart({ cartShipping: shipping() })));
    await store.load();
    server.refuse('deleteCartShipping', fail('ServerError', 'Server error (HTTP 503)', 503));
    expect((await store.removeShipping()).ok).toBe(false);
    expect(storage.values.cartShipping).toBe('1');
  });

  it('a refused shipping shows the API’s message', async () => {
    const { server, store } = setup(withCart());
    server.refuse('saveCartShipping', fail('BadRequest', 'Please enter valid US Zip Code.', 400));
    await store.saveShipping({ shippingOption: 'WAREHOUSE', warehouseId: 2 });
    expect(store.$cart.get().error?.message).toBe('Please enter valid US Zip Code.');
  });
});

describe('other changes', () => {
  it('selectDelivery sends the pre-shipping selection, once', async () => {
    const { server, store } = setup(withCart());
    await store.load();
    await store.selectDelivery('shipToMe');
    await store.selectDelivery('shipToMe');
    expect(server.ids()).toEqual(['getCart', 'updateCart']);
    expect(server.api.calls[1]!.input.body).toEqual({ preShippingSelection: 'shipToMe' });
    expect(store.$cart.get().cart?.preShippingSelection).toBe('shipToMe');
  });

  it('road hazard for every tire or for one line', async () => {
    const { server, store } = setup(withCart());
    await store.setRoadHazard(false);
    await store.setRoadHazard(true, 1);
    expect(server.api.calls.map((c) => c.input.body)).toEqual([{ isGroupRoadHazard: false }, { itemId: 1, isRoadHazard: true }]);
  });

  it('promo codes: applied, removed; a code that gives nothing is logged as denied (rules §5)', async () => {
    const { server, store, logger } = setup(withCart());
    await store.applyPromoCode('TAKE50');
    expect(store.$cart.get().cart?.siteCartCoupons.map((c) => c.promoCode)).toEqual(['TAKE50']);
    await store.removePromoCode('TAKE50');
    expect(store.$cart.get().cart?.siteCartCoupons).toEqual([]);
    await store.applyPromoCode('few');
    expect(logger.warn).toHaveBeenCalledWith('[cart] coupon FEW denied: Needs 4 tires.');
    expect(server.api.calls.map((c) => c.input.body)).toEqual([
      { promoCode: 'TAKE50' },
      { removePromoCode: 'TAKE50' },
      { promoCode: 'few' },
    ]);
  });

  it('update sends any cart update input', async () => {
    const { server, store } = setup(withCart());
    await store.update({ idMeVerifiedStatus: 'military' });
    expect(server.api.calls[0]!.input.body).toEqual({ idMeVerifiedStatus: 'military' });
  });

  it('cleanup clears the cart at once', async () => {
    const { store, storage, events } = setup(withCart(siteCart({ cartShipping: shipping() })));
    await store.load();
    store.openSummary();
    store.cleanup();
    expect(store.$cart.get().cart).toBeNull();
    expect(storage.values).toEqual({ cartQuantity: '0' });
    expect(store.$modals.get().summaryOpen).toBe(false);
    expect(events.at(-1)).toEqual({ type: 'cart-emptied', reason: 'cleared' });
  });
});

describe('cart modals and the previous page (spec §2)', () => {
  it('clicking the cart at zero opens the empty-cart modal, above zero the summary', async () => {
    const { store } = setup();
    store.openCart();
    expect(store.$modals.get()).toEqual({ summaryOpen: false, emptyOpen: true });
    store.closeModals();
    await store.add({ productId: 7, quantity: { front: 1 } });
    store.openCart();
    expect(store.$modals.get()).toEqual({ summaryOpen: true, emptyOpen: false });
    store.closeModals();
    expect(store.$modals.get()).toEqual({ summaryOpen: false, emptyOpen: false });
  });

  it('the quantity stored without a cart id counts as zero', () => {
    const { store } = setup({ stored: { cartQuantity: '4' } });
    expect(store.$quantity.get()).toBe(0);
  });

  it('remembers the last page outside checkout; "/" by default; never another site', () => {
    const { store } = setup();
    expect(store.previousPage()).toBe('/');
    store.rememberPage('/tire-sizes/225-45r17?page=2');
    store.rememberPage('/checkout/shipping');
    store.rememberPage('//evil.example/');
    store.rememberPage('https://evil.example/');
    expect(store.previousPage()).toBe('/tire-sizes/225-45r17?page=2');
    const tampered = setup({ stored: { previousPage: '//evil.example' } });
    expect(tampered.store.previousPage()).toBe('/');
  });
});

describe('session clear (spec §4 Cart "Session clear")', () => {
  const session = { cartAppointment: '1', disableFirstTab: '1', installLocation: '12', previousPage: '/brands' };

  it('resets the cart id, quantity, shipping, appointment, disable flag and install location; keeps the placed order id given', async () => {
    const { store, storage, events } = setup({
      carts: [siteCart({ cartShipping: shipping() })],
      stored: { ...withCart().stored, cartShipping: '1', ...session, placedOrderId: 'older' },
    });
    await store.load();
    store.openSummary();
    events.length = 0;
    store.sessionClear('3d6f1a2b-9c8e-4f7a-b6d5-e4c3b2a1f0e9');
    expect(storage.values).toEqual({ cartQuantity: '0', previousPage: '/brands', placedOrderId: '3d6f1a2b-9c8e-4f7a-b6d5-e4c3b2a1f0e9' });
    expect(store.$cart.get()).toMatchObject({ cart: null, error: null });
    expect(store.$quantity.get()).toBe(0);
    expect(store.$modals.get()).toEqual({ summaryOpen: false, emptyOpen: false });
    expect(store.appointment.$appointment.get().appointment).toBeNull();
    expect(events).toEqual([{ type: 'cart-emptied', reason: 'cleared' }]);
  });

  it('without an order id clears the placed-order id too', () => {
    const { store, storage } = setup({ stored: { ...withCart().stored, ...session, placedOrderId: 'older' } });
    store.sessionClear();
    expect(storage.values).toEqual({ cartQuantity: '0', previousPage: '/brands' });
  });
});

describe('showCart (a cart another call answered)', () => {
  it('shows the stored cart’s answer and keeps its quantity and shipping flag', async () => {
    const { store, storage, events } = setup(withCart());
    await store.load();
    const repriced = siteCart({ roadHazardCostInCents: 8_000, totalInCents: 68_000, cartShipping: shipping() });
    expect(store.showCart(repriced)).toBe(true);
    expect(store.$cart.get().cart).toEqual(repriced);
    expect(storage.values).toMatchObject({ cartId: CART_ID, cartShipping: '1' });
    expect(events.at(-1)).toEqual({ type: 'cart-updated', cart: repriced });
  });

  it('ignores another cart (the shopper’s cart changed meanwhile)', async () => {
    const { store } = setup(withCart());
    await store.load();
    expect(store.showCart(siteCart({ id: OTHER_CART_ID, totalInCents: 1 }))).toBe(false);
    expect(store.$cart.get().cart?.id).toBe(CART_ID);
  });
});
