/**
 * GET /v1/product-lines/{brand}/{line}/road-hazard (services/road-hazard-offer.ts,
 * docs/product-page.md "Road hazard deal"): the price per tire a product page shows is the one the
 * cart then charges — for the retail shop, the dealer-owned storefront and a special-order buyer —
 * and a line with a free road hazard deal says so.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { grantAccountType } from '../src/services/account-types';
import { describeOnDatabases } from './databases';
import { SHOPPER_PASSWORD, shopperCalls } from './support/api';
import { cartApi, DEALER_ROAD_HAZARD_PER_TIRE, RETAIL_ROAD_HAZARD_PER_TIRE, roadHazardTires, type SeedTire } from './support/carts';

const DEALER_ORIGIN = 'http://dealer.test';

describeOnDatabases('product page: the road hazard deal', ({ database }) => {
  let c: Awaited<ReturnType<typeof cartApi>>;
  let plain: SeedTire;
  let freeHazard: SeedTire;

  beforeAll(async () => {
    c = await cartApi(
      database(),
      { extraWidgetOrigins: [DEALER_ORIGIN] },
      { storefrontVariantOf: (origin) => (new URL(origin).hostname === 'dealer.test' ? 'dealer' : 'retail') },
    );
    ({ plain, freeHazard } = await roadHazardTires(database()));
  });

  /** The line's road hazard path of a seeded tire. */
  async function pathOf(tire: SeedTire): Promise<string> {
    const [row] = await database().query<{ brand: string; line: string }>(
      `SELECT b.slug AS brand, l.slug AS line FROM product_lines l JOIN brands b ON b.id = l.brand_id WHERE l.id = $1`,
      [tire.lineId],
    );
    return `/v1/product-lines/${row!.brand}/${row!.line}/road-hazard`;
  }

  const sizeOf = (body: any, tire: SeedTire) => body.sizes.find((s: any) => s.productId === tire.id);

  it('the retail shop: 36 months, and the price per tire a cart then charges for it', async () => {
    const res = await c.call('GET', await pathOf(plain));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      offered: true,
      terms: { months: 36, replacementPerTireByYearInCents: [40_000, 20_000, 10_000], repairPerTireInCents: 2_500 },
    });
    expect(res.body.terms).not.toHaveProperty('priceBasisPoints');
    const size = sizeOf(res.body, plain);
    expect(size).toMatchObject({
      salePriceInCents: plain.price,
      roadHazardPerTireInCents: RETAIL_ROAD_HAZARD_PER_TIRE(plain.price),
      freeDeal: null,
    });
    // Every size of the line is priced.
    const [{ count }] = await database().query<{ count: number }>('SELECT count(*)::int AS count FROM skus WHERE product_line_id = $1', [
      plain.lineId,
    ]);
    expect(res.body.sizes).toHaveLength(Number(count));

    const cart = await c.newCart({ productId: plain.id, quantity: { front: 4 } });
    expect(cart.siteProducts[0].roadHazardCostInCents).toBe(4 * size.roadHazardPerTireInCents);
  });

  it('a page of the dealer-owned storefront: the dealer’s terms and price, as its cart charges', async () => {
    const token = await c.pageToken(DEALER_ORIGIN);
    const res = await c.call('GET', await pathOf(plain), undefined, { token, headers: { Origin: DEALER_ORIGIN } });
    expect(res.status).toBe(200);
    expect(res.body.terms).toMatchObject({ months: 24, customerShareByYear: [0, 0.5] });
    const size = sizeOf(res.body, plain);
    expect(size.roadHazardPerTireInCents).toBe(DEALER_ROAD_HAZARD_PER_TIRE(plain.price));
    const made = await c.call(
      'POST',
      '/v1/carts',
      { productId: plain.id, quantity: { front: 4 } },
      { token, headers: { Origin: DEALER_ORIGIN } },
    );
    expect(made.status).toBe(201);
    expect(made.body.siteCart.roadHazardCostInCents).toBe(4 * size.roadHazardPerTireInCents);
  });

  it('a line with a free road hazard deal names it, and four tires in a cart cost no coverage', async () => {
    const res = await c.call('GET', await pathOf(freeHazard));
    expect(res.status).toBe(200);
    const size = sizeOf(res.body, freeHazard);
    expect(size.freeDeal).toMatchObject({ title: 'Free road hazard protection with 4 Goodyear Assurance tires', minQuantity: 4 });
    expect(size.roadHazardPerTireInCents).toBe(RETAIL_ROAD_HAZARD_PER_TIRE(freeHazard.price));
    const cart = await c.newCart({ productId: freeHazard.id, quantity: { front: size.freeDeal.minQuantity } });
    expect(cart.siteProducts[0]).toMatchObject({ roadHazardState: 1, roadHazardCostInCents: 0 });
  });

  it('a special-order buyer is offered none; a signed-in retail shopper is', async () => {
    const { call } = shopperCalls(c.api.request, await c.api.storefrontToken());
    const path = await pathOf(plain);
    for (const [accountType, offered] of [
      ['Special Order', false],
      ['Retail', true],
    ] as const) {
      const email = `hazard-${randomUUID().slice(0, 8)}@example.com`;
      const signedUp = await call('POST', '/v1/users', null, { email, password: SHOPPER_PASSWORD, firstName: 'Ana', lastName: 'Lopez' });
      expect(signedUp.status).toBe(201);
      expect(await grantAccountType(database(), email, accountType)).toBe('granted');
      const res = await call('GET', path, signedUp.body.session.token);
      expect(res.status).toBe(200);
      expect(res.body.offered).toBe(offered);
    }
  });

  it('an unknown line is a 404 with the product page’s words', async () => {
    const res = await c.call('GET', '/v1/product-lines/michelin/no-such-line/road-hazard');
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: 'NotFound', message: "We couldn't find that tire." });
  });
});
