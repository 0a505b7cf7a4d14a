/**
 * A partner widget (a tire brand's embedded shop, docs/decisions.md "Partner widget") sells only
 * the brands of its configuration on the server (widget_brands): its token carries them, and the
 * API limits its size listings, tire listings, product lines, reviews, compare, search suggestions
 * and cart adds to them — whatever the host page sends. Its orders record the widget they came
 * through (spec §2 widgetSource/widgetType, §7 widgetSourceId). A disabled widget gets no token.
 */
import { WIDGET_DISABLED_MESSAGE } from '@tireshop/core';
import { beforeAll, expect, it } from 'vitest';
import { DEMO_PARTNER_BRANDS, DEMO_PARTNER_WIDGET_ID } from '../src/auth/clients';
import { notSoldHere } from '../src/services/order-quote';
import { PRODUCT_LINE_NOT_FOUND } from '../src/services/product-line';
import { describeOnDatabases } from './databases';
import { jsonCall, SHOP_ORIGIN, testApi, type Answer } from './support/api';
import { HOME_DELIVERY } from './support/checkout';
import { chargesOf, giveBilling, ordersOf, placeOrderWithCard } from './support/orders';

type TestApi = Awaited<ReturnType<typeof testApi>>;

const SOLD = new Set<string>(DEMO_PARTNER_BRANDS);

describeOnDatabases('partner widget: a brand’s shop limited to its brands on the server', ({ database }) => {
  let api: TestApi;
  let partner: string;
  let storefront: string;
  /** A size carried by a sold brand and by others, each with tires in stock. */
  let size: string;
  let own: { id: number; brand: string; line: string };
  let other: { id: number; brand: string; line: string };

  async function widgetToken(clientId: string): Promise<Answer> {
    const res = await api.token({ client_id: clientId, grant_type: 'client_credentials' }, { Origin: SHOP_ORIGIN });
    return { status: res.status, body: await res.json() };
  }

  const as = (token: string, method: string, path: string, body?: unknown) =>
    jsonCall(api.request, method, path, { token, body, headers: { Origin: SHOP_ORIGIN } });

  /** Everything stored about carts and orders, as text: equal before and after means nothing was written. */
  const storedCarts = async () =>
    JSON.stringify(
      await database().query('SELECT (SELECT count(*) FROM carts)::int AS carts, (SELECT count(*) FROM cart_items)::int AS items'),
    );

  beforeAll(async () => {
    api = await testApi(database());
    storefront = await api.storefrontToken();
    const token = await widgetToken(DEMO_PARTNER_WIDGET_ID);
    expect(token.status).toBe(200);
    partner = token.body.access_token;
    const [row] = await database().query<{ size: string }>(
      `SELECT t.slug AS size FROM tire_sizes t JOIN skus s ON s.size_id = t.id
         JOIN product_lines l ON l.id = s.product_line_id JOIN brands b ON b.id = l.brand_id
        GROUP BY t.slug
       HAVING bool_or(b.slug = ANY($1)) AND bool_or(NOT b.slug = ANY($1))
        ORDER BY count(*) DESC, t.slug LIMIT 1`,
      [[...SOLD]],
    );
    size = row!.size;
    const tireOf = async (sold: boolean) => {
      const [tire] = await database().query<{ id: number; brand: string; line: string }>(
        `SELECT s.id, b.slug AS brand, l.slug AS line FROM skus s
           JOIN product_lines l ON l.id = s.product_line_id JOIN brands b ON b.id = l.brand_id JOIN tire_sizes t ON t.id = s.size_id
          WHERE t.slug = $1 AND (b.slug = ANY($2)) = $3 AND s.is_installable
            AND (SELECT sum(quantity) FROM stock WHERE sku_id = s.id) >= 8
          ORDER BY s.id LIMIT 1`,
        [size, [...SOLD], sold],
      );
      return { ...tire!, id: Number(tire!.id) };
    };
    own = await tireOf(true);
    other = await tireOf(false);
  });

  it('tells the widget its brands in its configuration', async () => {
    const config = await as(partner, 'GET', '/widget-app-config?identifier=simpleshop');
    expect(config.status).toBe(200);
    expect(config.body.brands.map((b: { slug: string }) => b.slug).sort()).toEqual([...SOLD].sort());
    // Other widgets sell the whole catalogue.
    const everything = await as(storefront, 'GET', '/widget-app-config');
    expect(everything.body.brands).toEqual([]);
  });

  it('lists only its brands for a size the shop carries in other brands too', async () => {
    const mine = await as(partner, 'GET', `/v1/tire-sizes/${size}?pageSize=50`);
    const all = await as(storefront, 'GET', `/v1/tire-sizes/${size}?pageSize=50`);
    expect(mine.status).toBe(200);
    const brandsOf = (answer: Answer) => new Set<string>(answer.body.siteProducts.map((p: any) => p.brand.slug));
    expect([...brandsOf(mine)].every((b) => SOLD.has(b))).toBe(true);
    expect([...brandsOf(all)].some((b) => !SOLD.has(b))).toBe(true);
    expect(mine.body.resultMetadata.pagination.total).toBe(all.body.siteProducts.filter((p: any) => SOLD.has(p.brand.slug)).length);
    // A page past the end counts its brands only too.
    const past = await as(partner, 'GET', `/v1/tire-sizes/${size}?page=50&pageSize=50`);
    expect(past.body.resultMetadata.pagination.total).toBe(mine.body.resultMetadata.pagination.total);
  });

  it('limits the tire listing and its brand facet, even when the query asks for another brand', async () => {
    const mine = await as(partner, 'GET', `/v1/tires?size=${size}&pageSize=50`);
    expect(mine.status).toBe(200);
    expect(mine.body.siteProducts.length).toBeGreaterThan(0);
    expect(mine.body.siteProducts.every((p: any) => SOLD.has(p.brand.slug))).toBe(true);
    expect(mine.body.facets.brands.length).toBeGreaterThan(0);
    for (const option of mine.body.facets.brands) expect(SOLD.has(option.value)).toBe(true);
    const asked = await as(partner, 'GET', `/v1/tires?size=${size}&brands=${other.brand}`);
    expect(asked.status).toBe(200);
    expect(asked.body.siteProducts).toEqual([]);
  });

  it('answers a product line of another brand with 404, its own with the page and reviews', async () => {
    const ownLine = await as(partner, 'GET', `/v1/product-lines/${own.brand}/${own.line}`);
    expect(ownLine.status).toBe(200);
    expect(ownLine.body.scores).toBeDefined();
    expect((await as(partner, 'GET', `/v1/product-lines/${own.brand}/${own.line}/reviews`)).status).toBe(200);
    for (const path of [`/v1/product-lines/${other.brand}/${other.line}`, `/v1/product-lines/${other.brand}/${other.line}/reviews`]) {
      const refused = await as(partner, 'GET', path);
      expect({ path, status: refused.status, message: refused.body.error?.message }).toEqual({
        path,
        status: 404,
        message: PRODUCT_LINE_NOT_FOUND,
      });
    }
    // The storefront still sees it.
    expect((await as(storefront, 'GET', `/v1/product-lines/${other.brand}/${other.line}`)).status).toBe(200);
    // Nor can it compare one.
    expect((await as(partner, 'GET', `/v1/compare?ids=${own.id},${other.id}`)).status).toBe(404);
  });

  it('recommends its own brands only in guided shopping', async () => {
    const body = { size, drivingConditions: ['city', 'highway'], priorities: ['value', 'longevity'] };
    const mine = await as(partner, 'POST', '/v1/guided-shopping/recommendations', body);
    expect(mine.status).toBe(200);
    expect(mine.body.recommendations.length).toBeGreaterThan(0);
    for (const r of mine.body.recommendations) expect(SOLD.has(r.product.brand.slug)).toBe(true);
    const all = await as(storefront, 'POST', '/v1/guided-shopping/recommendations', body);
    expect(all.body.recommendations.some((r: any) => !SOLD.has(r.product.brand.slug))).toBe(true);
  });

  it('suggests sizes and vehicles, never other brands or lines', async () => {
    const answer = await as(partner, 'GET', `/search-typeahead?queryText=${encodeURIComponent(other.brand.slice(0, 4))}`);
    expect(answer.status).toBe(200);
    const groups = answer.body.siteSearchResultGroupList.map((g: { id: string }) => g.id);
    for (const id of groups) expect(['tireSizes', 'rearTireSizes', 'vehicles', 'makeModelYear']).toContain(id);
    const sizes = await as(partner, 'GET', `/search-typeahead?queryText=${encodeURIComponent(size.slice(0, 4))}`);
    expect(sizes.body.siteSearchResultGroupList.map((g: { id: string }) => g.id)).toContain('tireSizes');
  });

  it('refuses to put another brand’s tire in its cart, and writes nothing', async () => {
    const before = await storedCarts();
    const refused = await as(partner, 'POST', '/v1/carts', { productId: other.id, quantity: { front: 4 } });
    expect(refused.status).toBe(404);
    expect(await storedCarts()).toBe(before);

    const created = await as(partner, 'POST', '/v1/carts', { productId: own.id, quantity: { front: 4 } });
    expect(created.status).toBe(201);
    const cartId = created.body.siteCart.id as string;
    const cartBefore = await storedCarts();
    const added = await as(partner, 'PUT', `/v1/carts/${cartId}`, { isNewItem: true, productId: other.id, quantity: { front: 2 } });
    expect(added.status).toBe(404);
    expect(await storedCarts()).toBe(cartBefore);
    const cart = await as(partner, 'GET', `/v1/carts/${cartId}`);
    expect(cart.body.siteCart.siteProducts.map((p: any) => p.productId)).toEqual([own.id]);
  });

  it('records the widget on its orders, whatever widget the host page names', async () => {
    // The host page claims another widget's id: the token decides.
    const created = await as(partner, 'POST', '/v1/carts?widgetSource=demo-brand&widgetSourceId=iw-100001', {
      productId: own.id,
      quantity: { front: 4 },
    });
    expect(created.status).toBe(201);
    const cartId = created.body.siteCart.id as string;
    expect((await as(partner, 'PUT', `/v1/checkout/cart-shipping?cartId=${cartId}`, HOME_DELIVERY)).status).toBe(200);
    await giveBilling(database(), cartId);
    const placed = await placeOrderWithCard(api, partner, cartId, undefined, {});
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const [order] = await ordersOf(database(), cartId);
    expect(order).toMatchObject({
      client_id: DEMO_PARTNER_WIDGET_ID,
      channel: 'widget',
      widget_source: 'demo-brand',
      widget_source_id: DEMO_PARTNER_WIDGET_ID,
      widget_type: 'partner-widget',
    });
    // The storefront's orders are not a widget's.
    const [storefrontCart] = await database().query<{ widget_type: string | null }>(
      'SELECT widget_type FROM carts WHERE client_id = $1 LIMIT 1',
      ['storefront'],
    );
    expect(storefrontCart?.widget_type ?? null).toBeNull();
  });

  it('refuses the order of a cart holding a brand it no longer sells (its brands changed), charging nothing', async () => {
    await database().query(
      `INSERT INTO api_clients (id, kind, name, channel, widget_type) VALUES ('pw-test-changed', 'public', 'Partner (changes brands)', 'widget', 'partner-widget')
       ON CONFLICT DO NOTHING`,
    );
    await database().query(`INSERT INTO widget_brands (client_id, brand_id) SELECT 'pw-test-changed', id FROM brands WHERE slug = $1`, [
      own.brand,
    ]);
    const before = (await widgetToken('pw-test-changed')).body.access_token as string;
    const created = await as(before, 'POST', '/v1/carts', { productId: own.id, quantity: { front: 4 } });
    expect(created.status).toBe(201);
    const cartId = created.body.siteCart.id as string;
    expect((await as(before, 'PUT', `/v1/checkout/cart-shipping?cartId=${cartId}`, HOME_DELIVERY)).status).toBe(200);
    await giveBilling(database(), cartId);
    // The brand is taken off the widget: its next token no longer sells it.
    await database().query(`DELETE FROM widget_brands WHERE client_id = 'pw-test-changed'`);
    await database().query(`INSERT INTO widget_brands (client_id, brand_id) SELECT 'pw-test-changed', id FROM brands WHERE slug = $1`, [
      other.brand,
    ]);
    const after = (await widgetToken('pw-test-changed')).body.access_token as string;
    const [{ name }] = await database().query<{ name: string }>('SELECT name FROM brands WHERE slug = $1', [own.brand]);
    const message = notSoldHere([name]);
    const quote = await as(after, 'GET', `/v1/checkout/order-quote?cartId=${cartId}&paymentType=credit`);
    expect(quote.body.orderQuote.problems).toContainEqual({ code: 'products', message });
    const refused = await placeOrderWithCard(api, after, cartId);
    expect({ status: refused.status, message: refused.body.error?.message }).toEqual({ status: 400, message });
    expect(await ordersOf(database(), cartId)).toEqual([]);
    expect(await chargesOf(database(), cartId)).toEqual([]);
  });

  it('takes its brands from the server: another partner widget sells its own, one without brands sells nothing', async () => {
    await database().query(
      `INSERT INTO api_clients (id, kind, name, channel, widget_type) VALUES
         ('pw-test-other', 'public', 'Partner (other brand)', 'widget', 'partner-widget'),
         ('pw-test-none', 'public', 'Partner (no brands)', 'widget', 'partner-widget')
       ON CONFLICT DO NOTHING`,
    );
    await database().query(
      `INSERT INTO widget_brands (client_id, brand_id) SELECT 'pw-test-other', id FROM brands WHERE slug = $1 ON CONFLICT DO NOTHING`,
      [other.brand],
    );
    const otherToken = (await widgetToken('pw-test-other')).body.access_token as string;
    const theirs = await as(otherToken, 'GET', `/v1/tire-sizes/${size}?pageSize=50`);
    expect(new Set(theirs.body.siteProducts.map((p: any) => p.brand.slug))).toEqual(new Set([other.brand]));
    expect((await as(otherToken, 'GET', `/v1/product-lines/${own.brand}/${own.line}`)).status).toBe(404);
    // Its cart cannot be used by the demo partner either (cart-access.ts): its own tire in another widget's cart.
    const cart = await as(otherToken, 'POST', '/v1/carts', { productId: other.id, quantity: { front: 4 } });
    expect(cart.status).toBe(201);
    expect((await as(partner, 'GET', `/v1/carts/${cart.body.siteCart.id}`)).status).toBe(404);

    const noneToken = (await widgetToken('pw-test-none')).body.access_token as string;
    const nothing = await as(noneToken, 'GET', `/v1/tire-sizes/${size}`);
    expect(nothing.status).toBe(200);
    expect(nothing.body.siteProducts).toEqual([]);
  });

  it('refuses a token to a disabled widget, saying it is disabled', async () => {
    await database().query(
      `INSERT INTO api_clients (id, kind, name, channel, widget_type, enabled)
       VALUES ('pw-test-off', 'public', 'Partner (switched off)', 'widget', 'partner-widget', false) ON CONFLICT DO NOTHING`,
    );
    const refused = await widgetToken('pw-test-off');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'Forbidden', message: WIDGET_DISABLED_MESSAGE });
    // An unknown widget id is still an unknown client.
    expect((await widgetToken('pw-test-missing')).status).toBe(401);
  });
});
