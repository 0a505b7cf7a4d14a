import { beforeAll, expect, it } from 'vitest';
import { SHOP_ORIGIN } from './support/api';
import { describeOnDatabases } from './databases';
import { cartApi, DEALER_ROAD_HAZARD_PER_TIRE, RETAIL_ROAD_HAZARD_PER_TIRE, roadHazardTires, type SeedTire } from './support/carts';

/** The seeded dealership whose widget the end-to-end tests use (docs/pricing.md). */
const DEALER_INSTALLER_CODE = '100011';
const PLAIN_INSTALLER_CODE = '100001';

describeOnDatabases('cart: road hazard, widget carts and dealer carts', ({ database }) => {
  let c: Awaited<ReturnType<typeof cartApi>>;
  let plain: SeedTire;
  let other: SeedTire;
  let freeHazard: SeedTire;

  beforeAll(async () => {
    c = await cartApi(database());
    ({ plain, other, freeHazard } = await roadHazardTires(database()));
  });

  const states = (cart: any) => cart.siteProducts.map((p: any) => [p.productId, p.roadHazardState, p.roadHazardCostInCents]);
  const declinedBy = async (id: string) =>
    (
      await database().query<{ sku_id: number; by: string | null }>(
        'SELECT sku_id, road_hazard_declined_by AS by FROM cart_items WHERE cart_id = $1 ORDER BY position',
        [id],
      )
    ).map((r) => [Number(r.sku_id), r.by]);
  const turnedOff = async (id: string) =>
    (await database().query<{ off: boolean }>('SELECT road_hazard_turned_off AS off FROM carts WHERE id = $1', [id]))[0]!.off;

  it('covers or declines one tire, or all of them', async () => {
    const cart = await c.newCart({ productId: plain.id, rearProductId: other.id, quantity: { front: 2, rear: 2 } });
    const rhPlain = 2 * RETAIL_ROAD_HAZARD_PER_TIRE(plain.price);
    const rhOther = 2 * RETAIL_ROAD_HAZARD_PER_TIRE(other.price);
    expect(states(cart)).toEqual([
      [plain.id, 1, rhPlain],
      [other.id, 1, rhOther],
    ]);
    expect(cart).toMatchObject({ isGroupRoadHazard: true, roadHazardCostInCents: rhPlain + rhOther });

    const one = await c.update(cart.id, { itemId: other.id, isRoadHazard: false });
    expect(states(one.body.siteCart)).toEqual([
      [plain.id, 1, rhPlain],
      [other.id, 2, 0],
    ]);
    expect(one.body.siteCart).toMatchObject({ isGroupRoadHazard: false, roadHazardCostInCents: rhPlain });
    expect(one.body.siteCart.totalInCents).toBe((await c.get(cart.id)).body.siteCart.totalInCents);

    const none = await c.update(cart.id, { isGroupRoadHazard: false });
    expect(states(none.body.siteCart)).toEqual([
      [plain.id, 2, 0],
      [other.id, 2, 0],
    ]);
    expect(none.body.siteCart.totalInCents).toBe(cart.totalInCents - rhPlain - rhOther);
    const all = await c.update(cart.id, { isGroupRoadHazard: true });
    expect(all.body.siteCart).toMatchObject({
      isGroupRoadHazard: true,
      roadHazardCostInCents: rhPlain + rhOther,
      totalInCents: cart.totalInCents,
    });

    const missing = await c.update(cart.id, { itemId: freeHazard.id, isRoadHazard: true });
    expect(missing.status).toBe(404);
  });

  it('adds tires declined when asked (shouldAddCoverage: false)', async () => {
    const cart = await c.newCart({ productId: plain.id, quantity: { front: 4 }, shouldAddCoverage: false });
    expect(states(cart)).toEqual([[plain.id, 2, 0]]);
    const more = await c.update(cart.id, { isNewItem: true, productId: other.id, quantity: { front: 2 }, shouldAddCoverage: true });
    expect(states(more.body.siteCart)).toEqual([
      [plain.id, 2, 0],
      [other.id, 1, 2 * RETAIL_ROAD_HAZARD_PER_TIRE(other.price)],
    ]);
  });

  it("turns road hazard off once on an installer widget's cart; afterwards the shopper's choice stands", async () => {
    const token = await c.widgetToken(PLAIN_INSTALLER_CODE);
    const [shop] = await database().query<{ website: string | null }>('SELECT website FROM installers WHERE id = 1');
    const cart = await c.newCart({ productId: plain.id, quantity: { front: 4 } }, { token });
    expect(states(cart)).toEqual([[plain.id, 2, 0]]);
    expect(cart).toMatchObject({
      isDealer: false,
      isGroupRoadHazard: false,
      roadHazardCostInCents: 0,
      installerDetails: { installerId: 1, website: shop!.website },
    });
    expect(await turnedOff(cart.id)).toBe(true);

    const on = await c.update(cart.id, { isGroupRoadHazard: true }, token);
    expect(states(on.body.siteCart)).toEqual([[plain.id, 1, 4 * RETAIL_ROAD_HAZARD_PER_TIRE(plain.price)]]);
    // Later changes and adds do not turn it off again.
    const fewer = await c.update(cart.id, { itemId: plain.id, itemQuantity: 3 }, token);
    expect(states(fewer.body.siteCart)).toEqual([[plain.id, 1, 3 * RETAIL_ROAD_HAZARD_PER_TIRE(plain.price)]]);
    const added = await c.update(cart.id, { isNewItem: true, productId: other.id, quantity: { front: 1 } }, token);
    expect(states(added.body.siteCart).map(([, state]: number[]) => state)).toEqual([1, 1]);

    const [row] = await database().query<{ channel: string; client_id: string; installer_id: number }>(
      'SELECT channel, client_id, installer_id FROM carts WHERE id = $1',
      [cart.id],
    );
    expect(row).toEqual({ channel: 'widget', client_id: `iw-${PLAIN_INSTALLER_CODE}`, installer_id: 1 });
  });

  it('leaves road hazard on for widget tires a 100 % road-hazard promotion covers', async () => {
    const token = await c.widgetToken(PLAIN_INSTALLER_CODE);
    const free = await c.newCart({ productId: freeHazard.id, quantity: { front: 4 } }, { token });
    expect(states(free)).toEqual([[freeHazard.id, 1, 0]]);
    expect(free.siteProducts[0].siteProductPromotion).toMatchObject({ promotionType: 'Free', alreadyAppliedIntoCart: true });
    // Two tires do not qualify for the deal, so the coverage would cost money: turned off.
    const two = await c.newCart({ productId: freeHazard.id, quantity: { front: 2 } }, { token });
    expect(states(two)).toEqual([[freeHazard.id, 2, 0]]);
  });

  it('covers the tires a widget cart declined once a Free deal applies to them, and declines them again when it stops', async () => {
    const token = await c.widgetToken(PLAIN_INSTALLER_CODE);
    const two = await c.newCart({ productId: freeHazard.id, quantity: { front: 2 } }, { token });
    expect(states(two)).toEqual([[freeHazard.id, 2, 0]]);
    // Two more tires: the line qualifies for the Free deal, and the coverage the system turned off comes back for free.
    const four = await c.update(two.id, { isNewItem: true, productId: freeHazard.id, quantity: { front: 2 } }, token);
    expect(states(four.body.siteCart)).toEqual([[freeHazard.id, 1, 0]]);
    expect(four.body.siteCart).toMatchObject({ isGroupRoadHazard: true, roadHazardCostInCents: 0 });
    expect(await declinedBy(two.id)).toEqual([[freeHazard.id, 'system']]);
    // Back to three: no deal, so no free coverage, and the shopper is not charged for coverage they never chose.
    const three = await c.update(two.id, { itemId: freeHazard.id, itemQuantity: 3 }, token);
    expect(states(three.body.siteCart)).toEqual([[freeHazard.id, 2, 0]]);
    expect(three.body.siteCart.roadHazardCostInCents).toBe(0);
  });

  it("covers a widget cart's declined tires under the FREEHAZARD code, but never the ones the shopper declined", async () => {
    const token = await c.widgetToken(PLAIN_INSTALLER_CODE);
    const cart = await c.newCart({ productId: plain.id, rearProductId: other.id, quantity: { front: 2, rear: 2 } }, { token });
    expect(states(cart)).toEqual([
      [plain.id, 2, 0],
      [other.id, 2, 0],
    ]);
    await c.update(cart.id, { itemId: other.id, isRoadHazard: false }, token);
    expect(await declinedBy(cart.id)).toEqual([
      [plain.id, 'system'],
      [other.id, 'shopper'],
    ]);
    const free = await c.update(cart.id, { promoCode: 'FREEHAZARD' }, token);
    expect(states(free.body.siteCart)).toEqual([
      [plain.id, 1, 0],
      [other.id, 2, 0],
    ]);
    // Tires added afterwards are covered by default, as on any cart (free under the code).
    const added = await c.update(cart.id, { isNewItem: true, productId: freeHazard.id, quantity: { front: 1 } }, token);
    expect(states(added.body.siteCart)).toEqual([
      [plain.id, 1, 0],
      [other.id, 2, 0],
      [freeHazard.id, 1, 0],
    ]);
    // The shopper turning everything off is the shopper's choice: the code no longer covers anything.
    const off = await c.update(cart.id, { isGroupRoadHazard: false }, token);
    expect(states(off.body.siteCart).map(([, state]: number[]) => state)).toEqual([2, 2, 2]);
    expect(await declinedBy(cart.id)).toEqual([
      [plain.id, 'shopper'],
      [other.id, 'shopper'],
      [freeHazard.id, 'shopper'],
    ]);
  });

  it('records who declined a storefront tire, and clears it when the tire is covered again', async () => {
    const cart = await c.newCart({ productId: plain.id, quantity: { front: 4 }, shouldAddCoverage: false });
    expect(await declinedBy(cart.id)).toEqual([[plain.id, 'shopper']]);
    await c.update(cart.id, { itemId: plain.id, isRoadHazard: true });
    expect(await declinedBy(cart.id)).toEqual([[plain.id, null]]);
  });

  it('leaves storefront carts covered', async () => {
    const cart = await c.newCart({ productId: plain.id, quantity: { front: 4 } });
    expect(states(cart)[0][1]).toBe(1);
    expect(await turnedOff(cart.id)).toBe(false);
  });

  it("marks carts made through a dealership's widget as dealer carts, with the dealer road hazard terms", async () => {
    const [dealer] = await database().query<{ id: number; dealer_code: string }>('SELECT id, dealer_code FROM installers WHERE code = $1', [
      DEALER_INSTALLER_CODE,
    ]);
    expect(dealer!.dealer_code).toBe(`DLR-${DEALER_INSTALLER_CODE}`);
    const token = await c.widgetToken(DEALER_INSTALLER_CODE);
    const config = await c.call('GET', '/widget-app-config?identifier=installer-widget', undefined, {
      token,
      headers: { Origin: SHOP_ORIGIN },
    });
    expect(config.body).toMatchObject({
      id: `iw-${DEALER_INSTALLER_CODE}`,
      installerId: dealer!.id,
      isDealer: true,
      dealerCode: `DLR-${DEALER_INSTALLER_CODE}`,
    });
    const plainConfig = await c.call('GET', '/widget-app-config', undefined, {
      token: await c.widgetToken(PLAIN_INSTALLER_CODE),
      headers: { Origin: SHOP_ORIGIN },
    });
    expect(plainConfig.body).toMatchObject({ isDealer: false, dealerCode: null });

    const cart = await c.newCart({ productId: plain.id, quantity: { front: 4 } }, { token });
    expect(cart).toMatchObject({ isDealer: true, installerDetails: { installerId: dealer!.id } });
    expect(cart.roadHazardTerms).toEqual({
      months: 24,
      replacementPerTireByYearInCents: [40_000, 40_000],
      repairPerTireInCents: 2_500,
      customerShareByYear: [0, 0.5],
    });
    const on = await c.update(cart.id, { isGroupRoadHazard: true }, token);
    expect(on.body.siteCart.roadHazardCostInCents).toBe(4 * DEALER_ROAD_HAZARD_PER_TIRE(plain.price));
    expect(DEALER_ROAD_HAZARD_PER_TIRE(plain.price)).toBeLessThan(RETAIL_ROAD_HAZARD_PER_TIRE(plain.price));
  });

  it('seeds about 8 % of shops as dealerships, never installer 1', async () => {
    const [row] = await database().query<{ dealers: number; shops: number; first: boolean }>(
      `SELECT count(*) FILTER (WHERE dealer_code IS NOT NULL)::int AS dealers, count(*)::int AS shops,
              bool_or(id = 1 AND dealer_code IS NOT NULL) AS first FROM installers`,
    );
    expect(row!.first).toBe(false);
    expect(row!.dealers / row!.shops).toBeGreaterThan(0.04);
    expect(row!.dealers / row!.shops).toBeLessThan(0.12);
  });
});
