import { describe, expect, it, vi } from 'vitest';
import { fail } from '../search-overlay/fake-api';
import { applyKeptPromotion, followPromotionLink, promotionLinkMessage, searchWithoutPromotion } from './promotion-link';
import { promotionInSearch } from './promotion-query';
import { memoryCartStorage } from './storage';
import { createCartStore } from './store';
import { siteCart } from './test-cart';
import { cartServer } from './test-server';
import type { CartStorageKey } from './types';

function setup(options: { withCart?: boolean; stored?: Partial<Record<CartStorageKey, string>> } = {}) {
  const cart = siteCart();
  const server = cartServer(options.withCart ? [cart] : []);
  const storage = memoryCartStorage({
    ...(options.withCart ? { cartId: cart.id, cartQuantity: String(cart.totalQuantity) } : {}),
    ...options.stored,
  });
  const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const store = createCartStore({ api: server.api, storage, logger });
  return { server, storage, store, logger };
}

describe('a promotion link’s query value (spec storefront §2 promotion)', () => {
  it('reads the code, trimmed, and leaves the rest of the address as it was', () => {
    expect(promotionInSearch('?promotion=%20save50%20&itemId=4')).toBe('save50');
    expect(promotionInSearch('?promotion=')).toBeNull();
    expect(promotionInSearch('?itemId=4')).toBeNull();
    expect(searchWithoutPromotion('?promotion=save50&itemId=4')).toBe('?itemId=4');
    expect(searchWithoutPromotion('?promotion=save50')).toBe('');
  });
});

describe('following a promotion link', () => {
  it('applies the code to the shopper’s cart and names it', async () => {
    const { server, store, storage } = setup({ withCart: true });
    const outcome = await followPromotionLink(server.api, store, storage, 'take50');
    expect(outcome).toEqual({ kind: 'applied', code: 'TAKE50', title: '$50 off' });
    expect(store.$cart.get().cart?.siteCartCoupons.map((c) => c.promoCode)).toEqual(['TAKE50']);
    expect(storage.values.promotion).toBeUndefined();
    expect(promotionLinkMessage(outcome)).toEqual({ message: 'Promo code TAKE50 applied: $50 off.', kind: 'success' });
  });

  it('says why a code is refused and changes nothing', async () => {
    const { server, store, storage } = setup({ withCart: true });
    server.refuse('updateCart', fail('BadRequest', 'The promo code "OLD10" has expired.', 400));
    const outcome = await followPromotionLink(server.api, store, storage, 'old10');
    expect(outcome).toEqual({ kind: 'refused', message: 'The promo code "OLD10" has expired.' });
    expect(promotionLinkMessage(outcome).kind).toBe('error');
    expect(storage.values.promotion).toBeUndefined();

    const none = setup();
    none.server.refuse('getPromoCode', fail('BadRequest', '"XYZ" is not a valid promo code.', 400));
    expect(await followPromotionLink(none.server.api, none.store, none.storage, 'xyz')).toEqual({
      kind: 'refused',
      message: '"XYZ" is not a valid promo code.',
    });
    expect(none.storage.values.promotion).toBeUndefined();
  });

  it('without a cart checks the code and keeps it for the cart the first tire makes', async () => {
    const { server, store, storage } = setup();
    const outcome = await followPromotionLink(server.api, store, storage, 'take50');
    expect(outcome).toEqual({ kind: 'kept', code: 'TAKE50', title: '$50 off' });
    expect(server.ids()).toEqual(['getPromoCode']);
    expect(storage.values.promotion).toBe('TAKE50');

    expect(await applyKeptPromotion(store, storage)).toBeNull(); // no cart yet: nothing sent, still kept
    expect(storage.values.promotion).toBe('TAKE50');
    await store.add({ productId: 7, quantity: { front: 4 } });
    const outcome2 = await applyKeptPromotion(store, storage);
    expect(outcome2).toEqual({ kind: 'applied', code: 'TAKE50', title: '$50 off' });
    expect(server.ids()).toEqual(['getPromoCode', 'createCart', 'updateCart']);
    expect(server.api.calls[2]!.input).toMatchObject({ body: { promoCode: 'TAKE50' } });
    expect(store.$cart.get().cart?.siteCartCoupons.map((c) => c.promoCode)).toEqual(['TAKE50']);
    expect(storage.values.promotion).toBeUndefined();
    expect(await applyKeptPromotion(store, storage)).toBeNull();
  });

  it('drops a kept code the cart refuses by then, says why, and keeps the tires added', async () => {
    const { server, store, storage } = setup({ stored: { promotion: 'TAKE50' } });
    const added = await store.add({ productId: 7, quantity: { front: 4 } });
    server.refuse('updateCart', fail('BadRequest', 'The promo code "TAKE50" has expired.', 400));
    expect(await applyKeptPromotion(store, storage)).toEqual({ kind: 'refused', message: 'The promo code "TAKE50" has expired.' });
    expect(added).toMatchObject({ ok: true, cart: { totalQuantity: 4, siteCartCoupons: [] } });
    expect(store.$cart.get().cart).toMatchObject({ totalQuantity: 4, siteCartCoupons: [] });
    expect(storage.values.promotion).toBeUndefined();
  });
});
