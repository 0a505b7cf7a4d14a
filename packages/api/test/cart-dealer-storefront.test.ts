import { beforeAll, expect, it } from 'vitest';
import { grantAccountType } from '../src/services/account-types';
import { describeOnDatabases } from './databases';
import { SHOP_ORIGIN, shopperCalls } from './support/api';
import { cartApi, DEALER_ROAD_HAZARD_PER_TIRE, RETAIL_ROAD_HAZARD_PER_TIRE, roadHazardTires, type SeedTire } from './support/carts';

/** The dealer-owned storefront's host in this test's host map (docs/operations.md "Several shops from one process"). */
const DEALER_ORIGIN = 'http://dealer.test';

describeOnDatabases('cart: the dealer-owned storefront makes dealer carts (rules §6)', ({ database }) => {
  let c: Awaited<ReturnType<typeof cartApi>>;
  let plain: SeedTire;

  beforeAll(async () => {
    c = await cartApi(
      database(),
      { extraWidgetOrigins: [DEALER_ORIGIN] },
      { storefrontVariantOf: (origin) => (new URL(origin).hostname === 'dealer.test' ? 'dealer' : 'retail') },
    );
    ({ plain } = await roadHazardTires(database()));
  });

  const create = (token: string, origin: string) =>
    c.call('POST', '/v1/carts', { productId: plain.id, quantity: { front: 4 } }, { token, headers: { Origin: origin } });

  it('a cart made on a dealer storefront page: dealer coverage (24 months, 50 % in year two) and warehouse pick-up', async () => {
    const token = await c.pageToken(DEALER_ORIGIN);
    const made = await create(token, DEALER_ORIGIN);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const cart = made.body.siteCart;
    expect(cart).toMatchObject({ isDealer: true, installerDetails: null });
    expect(cart.roadHazardTerms).toMatchObject({ months: 24, customerShareByYear: [0, 0.5] });
    expect(cart.roadHazardCostInCents).toBe(4 * DEALER_ROAD_HAZARD_PER_TIRE(plain.price));
    const pickup = await c.call(
      'PUT',
      `/v1/carts/${cart.id}`,
      { preShippingSelection: 'warehousePickup' },
      { token, headers: { Origin: DEALER_ORIGIN } },
    );
    expect(pickup.status, JSON.stringify(pickup.body)).toBe(200);
  });

  it('the same call from the retail shop’s pages is a retail cart, refused warehouse pick-up', async () => {
    const token = await c.pageToken(SHOP_ORIGIN);
    const made = await create(token, SHOP_ORIGIN);
    expect(made.status).toBe(201);
    const cart = made.body.siteCart;
    expect(cart).toMatchObject({ isDealer: false });
    expect(cart.roadHazardTerms).toMatchObject({ months: 36 });
    expect(cart.roadHazardCostInCents).toBe(4 * RETAIL_ROAD_HAZARD_PER_TIRE(plain.price));
    const pickup = await c.call(
      'PUT',
      `/v1/carts/${cart.id}`,
      { preShippingSelection: 'warehousePickup' },
      { token, headers: { Origin: SHOP_ORIGIN } },
    );
    expect(pickup.status).toBe(400);
    expect(pickup.body.error.message).toBe('Warehouse pick-up is only available on dealer orders.');
    expect((await c.get(cart.id)).body.siteCart.isDealer).toBe(false);
  });

  it('the storefront server’s own token (no page origin) makes retail carts', async () => {
    const made = await c.create({ productId: plain.id, quantity: { front: 4 } });
    expect(made.status).toBe(201);
    expect(made.body.siteCart.isDealer).toBe(false);
  });

  it('a sales quote opened on a dealer storefront page into a new cart makes a dealer cart; on the retail shop a retail one', async () => {
    // A sales tool user sends a quote from the retail shop (docs/quotes.md).
    const { call, signUp } = shopperCalls(c.api.request, await c.api.storefrontToken());
    const seller = await signUp();
    const details = await call('GET', '/user-details', seller);
    expect(await grantAccountType(database(), details.body.userDetails.username, 'SimpleCrew Sales Tool', { first: true })).toBe('granted');
    const sellerCart = await call('POST', '/v1/carts', seller, { productId: plain.id, quantity: { front: 4 } });
    expect(sellerCart.status, JSON.stringify(sellerCart.body)).toBe(201);
    const sent = await call('POST', '/v1/quotes', seller, {
      cartId: sellerCart.body.siteCart.id,
      email: 'dealer-customer@example.com',
      phone: '5125550142',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const token = (sent.body.quote.link as string).split('/quotes/')[1]!;

    const open = async (origin: string) => {
      const page = await c.pageToken(origin);
      const opened = await c.call('POST', `/v1/quotes/${token}/cart`, {}, { token: page, headers: { Origin: origin } });
      expect(opened.status, JSON.stringify(opened.body)).toBe(200);
      const cart = opened.body.siteCart;
      const pickup = await c.call(
        'PUT',
        `/v1/carts/${cart.id}`,
        { preShippingSelection: 'warehousePickup' },
        { token: page, headers: { Origin: origin } },
      );
      return { cart, pickup };
    };

    const dealer = await open(DEALER_ORIGIN);
    expect(dealer.cart).toMatchObject({ isDealer: true });
    expect(dealer.cart.roadHazardTerms).toMatchObject({ months: 24, customerShareByYear: [0, 0.5] });
    expect(dealer.pickup.status, JSON.stringify(dealer.pickup.body)).toBe(200);

    const retail = await open(SHOP_ORIGIN);
    expect(retail.cart).toMatchObject({ isDealer: false });
    expect(retail.cart.roadHazardTerms).toMatchObject({ months: 36 });
    expect(retail.pickup.status).toBe(400);
    expect(retail.pickup.body.error.message).toBe('Warehouse pick-up is only available on dealer orders.');
  });
});
