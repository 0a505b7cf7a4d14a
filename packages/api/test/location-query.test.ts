/**
 * spec §7 "Query values added automatically": the shopper's location (`userZip`) on the calls that
 * need a place and have none of their own — the cart's tax and home-shipping estimate, the
 * warehouses' order, the installer lookup (docs/location.md). A malformed value is ignored, never
 * refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { describeOnDatabases } from './databases';
import { checkoutApi, HOME_DELIVERY, wellStockedTire } from './support/checkout';

type Api = Awaited<ReturnType<typeof checkoutApi>>;

const AUSTIN = '78701';
const PORTLAND = '97201';

describeOnDatabases('the shopper’s location on calls without a place (userZip)', ({ database }) => {
  let api: Api;
  let tire: number;
  beforeAll(async () => {
    api = await checkoutApi(database());
    tire = await wellStockedTire(database(), { installable: true });
  });

  const cart = async (cartId: string, query: string) => (await api.call('GET', `/v1/carts/${cartId}${query}`)).body.siteCart;

  it('estimates a cart without a zip for the shopper’s location, and writes nothing to the cart', async () => {
    const cartId = await api.createCart(tire);
    const none = await cart(cartId, '');
    expect(none).toMatchObject({ taxState: null, estimatedTaxInCents: null });

    const texas = await cart(cartId, `?userZip=${AUSTIN}`);
    expect(texas.taxState).toBe('TX');
    expect(texas.estimatedTaxInCents).toBeGreaterThan(0);
    expect(texas.totalInCents).toBe(none.totalInCents + texas.estimatedTaxInCents);
    // Oregon has no sales tax: the place, not just its presence, is what counts.
    expect(await cart(cartId, `?userZip=${PORTLAND}`)).toMatchObject({ taxState: 'OR', estimatedTaxInCents: 0 });
    // An estimate only: the next call without a location is as before.
    expect(await cart(cartId, '')).toEqual(none);

    const summary = await api.call('GET', `/v1/cart-summary?cartId=${cartId}&userZip=${AUSTIN}`);
    expect(summary.body.cartSummary.totalInCents).toBe(texas.totalInCents);
  });

  it('answers an add and a change with the same estimate', async () => {
    const created = await api.call('POST', `/v1/carts?userZip=${AUSTIN}`, { body: { productId: tire, quantity: { front: 2 } } });
    expect(created.status).toBe(201);
    expect(created.body.siteCart.taxState).toBe('TX');
    const cartId = created.body.siteCart.id as string;
    const itemId = created.body.siteCart.siteProducts[0].itemId;
    const changed = await api.call('PUT', `/v1/carts/${cartId}?userZip=${AUSTIN}`, { body: { itemId, itemQuantity: 4 } });
    expect(changed.status).toBe(200);
    expect(changed.body.siteCart).toMatchObject({ taxState: 'TX', totalQuantity: 4 });
  });

  it('keeps the cart’s own zip over the shopper’s location', async () => {
    const cartId = await api.createCart(tire, 4, { zip: PORTLAND });
    expect(await cart(cartId, `?userZip=${AUSTIN}`)).toMatchObject({ taxState: 'OR' });
  });

  it('ignores a malformed or unknown location instead of refusing the call', async () => {
    const cartId = await api.createCart(tire);
    const none = await cart(cartId, '');
    for (const bad of ['2000', 'abcde', '787011', '%3Cscript%3E', '00000', '']) {
      const { status, body } = await api.call('GET', `/v1/carts/${cartId}?userZip=${bad}`);
      expect(status, bad).toBe(200);
      expect(body.siteCart, bad).toEqual(none);
    }
    const warehouses = await api.call('GET', `/v1/checkout/warehouse-pickup-locations?productIds=${tire}&userZip=nope`);
    expect(warehouses.status).toBe(200);
  });

  it('looks installers up from the cart’s zip when the automatic userZip is malformed, and measures from it', async () => {
    const cartId = await api.createCart(tire, 4, { zip: AUSTIN });
    // Which shops, how far: what a shopper compares (the availability labels move with the clock).
    const lookup = async (query: string) => {
      const { status, body } = await api.call('GET', `/v1/installers?cartId=${cartId}&limit=10${query}`);
      const list: { installerId: number; distance: number }[] = body.siteInstallers?.siteInstallerList ?? [];
      return { status, shops: list.map((i) => [i.installerId, i.distance]) };
    };
    const fromCart = await lookup('');
    expect(fromCart.status).toBe(200);
    expect(fromCart.shops.length).toBeGreaterThan(0);
    for (const bad of ['2000', 'abcde', '787011', '%3Cscript%3E', '']) {
      expect(await lookup(`&userZip=${bad}`), bad).toEqual(fromCart);
    }
    // A well-formed one is where the shopper is: the list is about it.
    expect((await lookup(`&userZip=${PORTLAND}`)).shops).not.toEqual(fromCart.shops);

    const shop = fromCart.shops[0]![0];
    const details = (query: string) => api.call('GET', `/v1/installers/${shop}?cartId=${cartId}${query}`);
    const measured = await details('');
    for (const bad of ['2000', 'abcde', '00000']) {
      const { status, body } = await details(`&userZip=${bad}`);
      expect(status, bad).toBe(200);
      expect(body.siteInstaller.distance, bad).toBe(measured.body.siteInstaller.distance);
    }
  });

  it('orders the warehouses nearest the shopper’s location when the call has no zip', async () => {
    const path = `/v1/checkout/warehouse-pickup-locations?productIds=${tire}`;
    const plain = (await api.call('GET', path)).body.siteWarehouses.siteWarehouseList;
    expect(plain.every((w: { distance: number | null }) => w.distance === null)).toBe(true);

    const near = (await api.call('GET', `${path}&userZip=${AUSTIN}`)).body.siteWarehouses.siteWarehouseList;
    const distances = near.map((w: { distance: number }) => w.distance);
    expect(distances.every((d: number) => typeof d === 'number')).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // The call's own zip wins over the automatic one.
    const own = (await api.call('GET', `${path}&zip=${PORTLAND}&userZip=${AUSTIN}`)).body.siteWarehouses.siteWarehouseList;
    const fromPortland = (await api.call('GET', `${path}&zip=${PORTLAND}`)).body.siteWarehouses.siteWarehouseList;
    expect(own).toEqual(fromPortland);
  });
});

describeOnDatabases('the checkout’s home address as the shopper’s place when no location is set', ({ database }) => {
  let api: Api;
  let tire: number;
  beforeAll(async () => {
    api = await checkoutApi(database());
    tire = await wellStockedTire(database(), { installable: true });
  });

  const installers = (cartId: string, extra = '') => api.call('GET', `/v1/installers?cartId=${cartId}&limit=4${extra}`);
  const warehouses = async (cartId: string) =>
    (await api.call('GET', `/v1/checkout/warehouse-pickup-locations?productIds=${tire}&cartId=${cartId}`)).body.siteWarehouses
      .siteWarehouseList as { distance: number | null; zip: string }[];

  it('finds the shops and warehouses near the home address the shopper gave, and asks for a ZIP before', async () => {
    const cartId = await api.createCart(tire);
    // No location, no ZIP searched, no address: the shop cannot guess where the shopper is.
    const before = await installers(cartId);
    expect(before.status).toBe(400);
    expect(before.body.error.message).toBe('Please enter your zip code.');
    expect((await warehouses(cartId)).every((w) => w.distance === null)).toBe(true);

    expect((await api.call('PUT', api.shippingPath(cartId), { body: HOME_DELIVERY })).status).toBe(200);

    const near = await installers(cartId);
    expect(near.status).toBe(200);
    const fromHome = (await installers(cartId, `&userZip=${HOME_DELIVERY.zip}`)).body;
    expect(near.body.siteInstallers.siteInstallerList.length).toBeGreaterThan(0);
    expect(near.body).toEqual(fromHome);
    const distances = (await warehouses(cartId)).map((w) => w.distance);
    expect(distances.every((d) => typeof d === 'number')).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => a! - b!));
    // The tax estimate is the address's state too.
    expect((await api.call('GET', `/v1/carts/${cartId}`)).body.siteCart.taxState).toBe('TX');
  });

  it('keeps a location the shopper set, and a ZIP they searched in the cart, over the address', async () => {
    const cartId = await api.createCart(tire, 4, { zip: PORTLAND });
    expect((await api.call('PUT', api.shippingPath(cartId), { body: HOME_DELIVERY })).status).toBe(200);
    const list = (await installers(cartId)).body;
    expect(list).toEqual((await installers(cartId, `&userZip=${PORTLAND}`)).body);
    expect(list).not.toEqual((await installers(cartId, `&userZip=${AUSTIN}`)).body);
    const set = (await installers(cartId, `&userZip=${PORTLAND}`)).body;
    expect(set.siteInstallers.siteInstallerList[0].state).toBe('OR');
  });
});

describe('a malformed location never reaches the services', () => {
  it('is dropped at the boundary', async () => {
    const { automaticZipQuery } = await import('@tireshop/core');
    const v = await import('valibot');
    expect(v.parse(automaticZipQuery, ' 78701 ')).toBe('78701');
    expect(v.parse(automaticZipQuery, '78701-1234')).toBe('78701');
    expect(v.parse(automaticZipQuery, '7870')).toBeUndefined();
    expect(v.parse(automaticZipQuery, undefined)).toBeUndefined();
  });
});
