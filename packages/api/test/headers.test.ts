/**
 * What the API's answers tell caches and browsers: the shopper's own data (carts, orders) is never
 * stored by a cache; public images are; nothing is sniffed as another type.
 */
import { expect, it } from 'vitest';
import { describeOnDatabases } from './databases';
import { checkoutApi, wellStockedTire } from './support/checkout';

describeOnDatabases('API answer headers', ({ database }) => {
  it('keeps a cart private and unstored, and says so on refusals too', async () => {
    const api = await checkoutApi(database());
    const cartId = await api.createCart(await wellStockedTire(database(), { installable: true }));
    const token = await api.storefrontToken();
    for (const path of [
      `/v1/carts/${cartId}`,
      `/v1/checkout/cart-shipping?cartId=${cartId}`,
      '/v1/carts/00000000-0000-4000-8000-000000000000',
    ]) {
      const res = await api.request(path, { headers: { Authorization: `Bearer ${token}` } });
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('lets a route choose its own caching: tokens are no-store, images public', async () => {
    const api = await checkoutApi(database());
    const token = await api.token({ grant_type: 'client_credentials', client_id: 'storefront', client_secret: 'test-storefront-secret' });
    expect(token.headers.get('cache-control')).toBe('no-store');
    const { body } = await api.call('GET', '/v1/tire-sizes/225-45r17');
    const image = new URL(body.siteProducts[0].image.src);
    const res = await api.request(image.pathname.replace(/^\/api/, ''));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
  });
});
