/**
 * Price lists (services/price-lists.ts, docs/price-lists.md): a signed-in shopper sees and pays
 * their user type's prices — in the size listing, on the product page, in the cart, the order
 * quote and the placed order — with the rules §6 label; an anonymous shopper and a type without a
 * list pay retail; no cookie, query value or body field changes the list; a placed order keeps
 * the prices it was placed at.
 */
import { randomUUID } from 'node:crypto';
import { ACCOUNT_SESSION_HEADER, PRICE_LABELS, type UserType } from '@tireshop/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { grantAccountType } from '../src/services/account-types';
import { percentOf } from '../src/services/pricing';
import { describeOnDatabases } from './databases';
import { jsonCall, testApi, type Answer } from './support/api';
import { NO_DEALS, seedTire, totalOf, type SeedTire } from './support/carts';
import { HOME_DELIVERY } from './support/checkout';
import { giveBilling, SANDBOX_TEST_CARDS, tokenizeCard } from './support/orders';

type Api = Awaited<ReturnType<typeof testApi>>;

/** The seeded account type of each user type (seed/price-lists.ts). */
const ACCOUNT_TYPE: Record<UserType, string> = {
  retail: 'Retail',
  member: 'Retail Member',
  fleet: 'Fleet',
  'special-order': 'Special Order',
  partner: 'Partner Program',
  employee: 'Employee',
  'dealer-employee': 'Dealer Tire Employee',
  'sales-tool': 'SimpleCrew Sales Tool',
};

/** The seeded lists' percent off every tire, in hundredths of a percent (seed/price-lists.ts). */
const PERCENT_OFF: Partial<Record<UserType, number>> = {
  member: 500,
  fleet: 1200,
  'special-order': 1000,
  partner: 800,
  employee: 2000,
  'sales-tool': 700,
};

const PASSWORD = 'correct horse battery';

describeOnDatabases('price lists', ({ database }) => {
  let api: Api;
  let storefront: string;
  /** A plain tire: no deal, not one of the brands or SKUs a list treats on its own. */
  let tire: SeedTire & { sizeSlug: string; brandSlug: string; lineSlug: string };
  let addresses = 0;

  beforeAll(async () => {
    api = await testApi(database());
    storefront = await api.storefrontToken();
    const plain = await seedTire(
      database(),
      `${NO_DEALS} AND s.stock >= 40 AND s.brand_slug NOT IN ('michelin', 'bfgoodrich') AND s.id > 1`,
    );
    const [where] = await database().query<{ sizeSlug: string; brandSlug: string; lineSlug: string }>(
      `SELECT t.slug AS "sizeSlug", b.slug AS "brandSlug", l.slug AS "lineSlug"
       FROM skus s JOIN tire_sizes t ON t.id = s.size_id JOIN product_lines l ON l.id = s.product_line_id JOIN brands b ON b.id = l.brand_id
       WHERE s.id = $1`,
      [plain.id],
    );
    tire = { ...plain, ...where! };
  });

  /** A call as the storefront server, signed in as `session` when given. */
  const call = (method: string, path: string, session: string | null, body?: unknown, headers: Record<string, string> = {}) =>
    jsonCall(api.request, method, path, {
      token: storefront,
      body,
      headers: { ...(session ? { [ACCOUNT_SESSION_HEADER]: session } : {}), ...headers },
    });

  /** A new account holding the account type of `userType` (none for null), signed in: its session token. */
  async function shopper(userType: UserType | null): Promise<{ session: string; email: string }> {
    const email = `prices-${randomUUID().slice(0, 8)}@example.com`;
    addresses++;
    const signedUp = await call(
      'POST',
      '/v1/users',
      null,
      { email, password: PASSWORD, firstName: 'Ana', lastName: 'Lopez' },
      {
        'X-Forwarded-For': `198.19.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`,
      },
    );
    expect(signedUp.status).toBe(201);
    if (userType) expect(await grantAccountType(database(), email, ACCOUNT_TYPE[userType])).toBe('granted');
    return { session: signedUp.body.session.token, email };
  }

  const expectedPrice = (userType: UserType | null, retail: number) =>
    userType && PERCENT_OFF[userType] ? retail - percentOf(retail, PERCENT_OFF[userType]!) : retail;

  const listed = async (session: string | null, query = '') => {
    const res = await call('GET', `/v1/tire-sizes/${tire.sizeSlug}?pageSize=50${query}`, session);
    expect(res.status).toBe(200);
    return res.body.siteProducts.find((p: any) => p.productId === tire.id);
  };

  async function newCart(session: string | null, quantity = 4, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
    const created = await call('POST', '/v1/carts', session, { productId: tire.id, quantity: { front: quantity }, ...extra }, headers);
    expect(created.status).toBe(201);
    return created.body.siteCart;
  }

  async function placeOrder(session: string, cartId: string): Promise<Answer> {
    const shipped = await call('PUT', `/v1/checkout/cart-shipping?cartId=${cartId}`, session, HOME_DELIVERY);
    expect(shipped.status).toBe(200);
    await giveBilling(database(), cartId);
    const quote = await call('GET', `/v1/checkout/order-quote?cartId=${cartId}&paymentType=credit`, session);
    expect(quote.status).toBe(200);
    const nonce = await tokenizeCard(api, storefront, SANDBOX_TEST_CARDS.visa);
    return call(
      'POST',
      '/v1/orders',
      session,
      { cartId, paymentType: 'credit', paymentMethodNonce: nonce },
      { 'Idempotency-Key': randomUUID() },
    );
  }

  describe('each user type', () => {
    const types: (UserType | null)[] = [
      null,
      'retail',
      'member',
      'fleet',
      'special-order',
      'partner',
      'employee',
      'dealer-employee',
      'sales-tool',
    ];
    for (const userType of types) {
      it(`${userType ?? 'anonymous'}: the listing, product page, cart and order quote show ${userType && PRICE_LABELS[userType] ? `"${PRICE_LABELS[userType]}"` : 'retail'}`, async () => {
        const session = userType === null ? null : (await shopper(userType)).session;
        const price = expectedPrice(userType, tire.price);
        const label = userType ? PRICE_LABELS[userType] : undefined;
        const shown = label
          ? { salePriceInCents: price, retailPriceInCents: tire.price, priceLabel: label }
          : { salePriceInCents: tire.price };

        const summary = await listed(session);
        expect(summary.price).toMatchObject(shown);
        if (!label) expect(summary.price).not.toHaveProperty('priceLabel');

        const page = await call('GET', `/v1/product-lines/${tire.brandSlug}/${tire.lineSlug}?size=${tire.sizeSlug}`, session);
        expect(page.status).toBe(200);
        expect(page.body.sizes.find((p: any) => p.productId === tire.id).price).toMatchObject(shown);

        const cart = await newCart(session, 4);
        expect(cart.siteProducts[0].price).toMatchObject(shown);
        expect(cart.siteProducts[0].lineTotalInCents).toBe(4 * price);
        expect(cart.subtotalInCents).toBe(4 * price);
        expect(cart.totalInCents).toBe(totalOf(cart));

        const quote = await call('GET', `/v1/checkout/order-quote?cartId=${cart.id}&paymentType=credit`, session);
        expect(quote.status).toBe(200);
        expect(quote.body.orderQuote.siteCart.subtotalInCents).toBe(4 * price);
      });
    }
  });

  it('answers the account types in order; the first decides the prices', async () => {
    const { session, email } = await shopper('member');
    expect(await grantAccountType(database(), email, 'Fleet')).toBe('granted');
    const details = await call('GET', '/user-details', session);
    expect(details.body.userDetails.accountTypes.map((t: any) => [t.name, t.userType, t.isBusiness])).toEqual([
      ['Retail Member', 'member', false],
      ['Fleet', 'fleet', true],
    ]);
    expect((await listed(session)).price.priceLabel).toBe('Member price');

    expect(await grantAccountType(database(), email, 'Fleet', { first: true })).toBe('granted');
    expect((await call('GET', '/user-details', session)).body.userDetails.accountTypes[0].userType).toBe('fleet');
    expect((await listed(session)).price).toMatchObject({
      priceLabel: 'Fleet price',
      salePriceInCents: expectedPrice('fleet', tire.price),
    });
  });

  it('a fleet buyer who forges the account-type cookie, a query value or a body field still gets fleet prices', async () => {
    const { session } = await shopper('fleet');
    const forged = { Cookie: 'ST_accountType=employee; accountType=employee', 'X-User-Type': 'employee' };
    const fleet = { salePriceInCents: expectedPrice('fleet', tire.price), priceLabel: 'Fleet price' };

    const res = await call(
      'GET',
      `/v1/tire-sizes/${tire.sizeSlug}?pageSize=50&userType=employee&accountTypeCompany=Dealer%20Tire`,
      session,
      undefined,
      forged,
    );
    expect(res.body.siteProducts.find((p: any) => p.productId === tire.id).price).toMatchObject(fleet);

    const cart = await newCart(session, 2, { userType: 'employee', accountTypes: [{ userType: 'employee' }], price: 1 }, forged);
    expect(cart.siteProducts[0].price).toMatchObject(fleet);
    expect(cart.subtotalInCents).toBe(2 * fleet.salePriceInCents);
    const updated = await call('PUT', `/v1/carts/${cart.id}`, session, { itemId: tire.id, itemQuantity: 4, userType: 'employee' }, forged);
    expect(updated.status).toBe(200);
    expect(updated.body.siteCart.subtotalInCents).toBe(4 * fleet.salePriceInCents);

    // Without the session the same request is an anonymous one: retail, and the fleet cart is not theirs.
    expect((await listed(null, '&userType=fleet')).price).toEqual({ salePriceInCents: tire.price, listPriceInCents: expect.any(Number) });
    expect((await call('GET', `/v1/carts/${cart.id}`, null)).status).toBe(404);
  });

  it('a session that has ended prices at retail', async () => {
    const { session } = await shopper('employee');
    expect((await listed(session)).price.priceLabel).toBe('Employee price');
    expect((await call('POST', '/v1/users/sign-out', session)).status).toBe(200);
    expect((await listed(session)).price).not.toHaveProperty('priceLabel');
  });

  it('a brand rule beats the list-wide one, and a SKU price beats both', async () => {
    const { session } = await shopper('fleet');
    const [bfg] = await database().query<{ id: number; price: number; size: string }>(
      `SELECT s.id, s.sale_price_cents AS price, t.slug AS size FROM skus s JOIN product_lines l ON l.id = s.product_line_id
       JOIN brands b ON b.id = l.brand_id JOIN tire_sizes t ON t.id = s.size_id WHERE b.slug = 'bfgoodrich' AND s.id > 1 ORDER BY s.id LIMIT 1`,
    );
    const [first] = await database().query<{ price: number; size: string }>(
      'SELECT s.sale_price_cents AS price, t.slug AS size FROM skus s JOIN tire_sizes t ON t.id = s.size_id WHERE s.id = 1',
    );
    const priceIn = async (size: string, id: number) =>
      (await call('GET', `/v1/tire-sizes/${size}?pageSize=50`, session)).body.siteProducts.find((p: any) => p.productId === id).price;
    expect((await priceIn(bfg!.size, bfg!.id)).salePriceInCents).toBe(bfg!.price - percentOf(bfg!.price, 1800));
    expect((await priceIn(first!.size, 1)).salePriceInCents).toBe(Math.round(first!.price * 0.75));
  });

  it('a special-order buyer is offered no road hazard coverage, a retail shopper is', async () => {
    for (const [userType, offered] of [
      ['special-order', false],
      ['retail', true],
    ] as const) {
      const { session } = await shopper(userType);
      const cart = await newCart(session, 4);
      expect(cart.roadHazardCostInCents > 0).toBe(offered);
      expect(cart.totalInCents).toBe(totalOf(cart));
      const services = await call('GET', `/v1/checkout/cart-services?id=${cart.id}`, session);
      expect(services.status).toBe(200);
      expect(services.body.siteCartServices.roadHazardOffered).toBe(offered);
    }
  });

  it('the catalogue answers are never kept by a shared cache', async () => {
    const { session } = await shopper('partner');
    for (const s of [null, session]) {
      const res = await api.request(`/v1/tire-sizes/${tire.sizeSlug}`, {
        headers: { Authorization: `Bearer ${storefront}`, ...(s ? { [ACCOUNT_SESSION_HEADER]: s } : {}) },
      });
      expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    }
  });

  it('a placed order keeps the prices it was placed at when the list changes', async () => {
    const { session } = await shopper('special-order');
    const price = expectedPrice('special-order', tire.price);
    const cart = await newCart(session, 2);
    const placed = await placeOrder(session, cart.id);
    expect(placed.status).toBe(201);
    expect(placed.body.order.items[0]).toMatchObject({ unitPriceInCents: price, lineTotalInCents: 2 * price });
    expect(placed.body.order.subtotalInCents).toBe(2 * price);

    await database().query(
      `UPDATE price_list_rules SET percent_off_basis_points = 3000
       WHERE brand_id IS NULL AND sku_id IS NULL AND price_list_id = (SELECT id FROM price_lists WHERE user_type = 'special-order')`,
    );
    try {
      const again = await call('GET', `/v1/orders/${placed.body.order.orderId}`, session);
      expect(again.status).toBe(200);
      expect(again.body.order.items[0].unitPriceInCents).toBe(price);
      expect(again.body.order.subtotalInCents).toBe(2 * price);
      // An order placed now is charged from the changed list, even while pages (and a cart's
      // answer) may still show the list read a moment before (docs/price-lists.md "Reading the lists").
      const changed = tire.price - percentOf(tire.price, 3000);
      const next = await placeOrder(session, (await newCart(session, 1)).id);
      expect(next.status, JSON.stringify(next.body)).toBe(201);
      expect(next.body.order.items[0].unitPriceInCents).toBe(changed);
    } finally {
      await database().query(
        `UPDATE price_list_rules SET percent_off_basis_points = 1000
         WHERE brand_id IS NULL AND sku_id IS NULL AND price_list_id = (SELECT id FROM price_lists WHERE user_type = 'special-order')`,
      );
    }
  });

  it('the anonymous cart a fleet buyer signs in with takes fleet prices', async () => {
    const anonymous = await newCart(null, 2);
    expect(anonymous.subtotalInCents).toBe(2 * tire.price);
    const { email } = await shopper('fleet');
    addresses++;
    const signedIn = await call(
      'POST',
      '/v1/users/sign-in',
      null,
      { email, password: PASSWORD, cartId: anonymous.id },
      {
        'X-Forwarded-For': `198.19.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`,
      },
    );
    expect(signedIn.status).toBe(200);
    const session = signedIn.body.session.token;
    const cartId = signedIn.body.cart.id;
    const cart = await call('GET', `/v1/carts/${cartId}`, session);
    expect(cart.body.siteCart.siteProducts[0].price).toMatchObject({ priceLabel: 'Fleet price' });
    expect(cart.body.siteCart.subtotalInCents).toBe(2 * expectedPrice('fleet', tire.price));
  });
});
