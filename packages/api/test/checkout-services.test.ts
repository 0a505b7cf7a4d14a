/**
 * The services step (spec §7 POST, GET /checkout/cart-services; storefront §4 Checkout "Road
 * hazard checkbox"): road hazard on every tire or none, repriced by the server as the cart's own
 * isGroupRoadHazard reprices it; what GET reports (coverage, its cost, whether the box is offered,
 * the installer's shop services); the caller's own cart only, and an ordered cart read-only.
 */
import { PAYMENT_MESSAGES } from '@tireshop/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeOnDatabases } from './databases';
import { appointmentApi, CART_GONE, plainShops, type AppointmentApi } from './support/appointments';
import { RETAIL_ROAD_HAZARD_PER_TIRE, roadHazardTires, totalOf, type SeedTire } from './support/carts';

const NO_CART = '00000000-0000-4000-8000-000000000000';

describeOnDatabases('checkout services (POST/GET /checkout/cart-services)', ({ database }) => {
  let a: AppointmentApi;
  let plain: SeedTire;
  let other: SeedTire;
  let freeHazard: SeedTire;
  let shop: number;

  beforeAll(async () => {
    a = await appointmentApi(database());
    ({ plain, other, freeHazard } = await roadHazardTires(database()));
    [shop] = (await plainShops(database(), 1)) as [number];
  });

  const path = (cartId: string) => `/v1/checkout/cart-services?id=${cartId}`;
  const save = (cartId: string, body: unknown, token?: string) => a.callAs('POST', path(cartId), body, token);
  const services = (cartId: string, token?: string) => a.callAs('GET', path(cartId), undefined, token);
  const coverage = async (cartId: string) =>
    (
      await database().query<{ sku_id: number; road_hazard: boolean; by: string | null }>(
        'SELECT sku_id, road_hazard, road_hazard_declined_by AS by FROM cart_items WHERE cart_id = $1 ORDER BY position',
        [cartId],
      )
    ).map((r) => [Number(r.sku_id), r.road_hazard, r.by]);
  async function cartOf(lines: { front: SeedTire; rear?: SeedTire }, token?: string): Promise<any> {
    const body = {
      productId: lines.front.id,
      quantity: { front: 2, rear: lines.rear ? 2 : 0 },
      ...(lines.rear ? { rearProductId: lines.rear.id } : {}),
    };
    const created = await a.callAs('POST', '/v1/carts', body, token);
    if (created.status !== 201) throw new Error(`POST /v1/carts: ${created.status} ${JSON.stringify(created.body)}`);
    return created.body.siteCart;
  }

  describe('road hazard on every tire or none', () => {
    it('declines every tire and covers them again, repricing the cart; GET follows each change', async () => {
      const cart = await cartOf({ front: plain, rear: other });
      const cost = 2 * RETAIL_ROAD_HAZARD_PER_TIRE(plain.price) + 2 * RETAIL_ROAD_HAZARD_PER_TIRE(other.price);
      expect(cart.roadHazardCostInCents).toBe(cost);
      expect((await services(cart.id)).body).toEqual({
        siteCartServices: { isRoadHazard: true, roadHazardCostInCents: cost, roadHazardOffered: true, installerService: [] },
      });

      const declined = await save(cart.id, { isRoadHazard: false });
      expect(declined.status, JSON.stringify(declined.body)).toBe(200);
      const without = declined.body.siteCart;
      expect(without).toMatchObject({ id: cart.id, roadHazardCostInCents: 0, isGroupRoadHazard: false });
      expect(without.siteProducts.map((p: any) => [p.roadHazardState, p.roadHazardCostInCents])).toEqual([
        [2, 0],
        [2, 0],
      ]);
      expect(without.totalInCents).toBe(totalOf(without));
      // The road hazard is taxed with the tires (docs/pricing.md): the total drops by at least its cost.
      expect(cart.totalInCents - without.totalInCents).toBeGreaterThanOrEqual(cost);
      expect(await coverage(cart.id)).toEqual([
        [plain.id, false, 'shopper'],
        [other.id, false, 'shopper'],
      ]);
      // The shopper declined it: the box stays offered so the choice can be taken back.
      expect((await services(cart.id)).body.siteCartServices).toEqual({
        isRoadHazard: false,
        roadHazardCostInCents: 0,
        roadHazardOffered: true,
        installerService: [],
      });
      expect((await a.call('GET', `/v1/carts/${cart.id}`)).body.siteCart).toEqual(without);

      const covered = await save(cart.id, { isRoadHazard: true });
      expect(covered.status).toBe(200);
      expect(covered.body.siteCart).toMatchObject({
        roadHazardCostInCents: cost,
        isGroupRoadHazard: true,
        totalInCents: cart.totalInCents,
      });
      expect((await services(cart.id)).body.siteCartServices).toEqual({
        isRoadHazard: true,
        roadHazardCostInCents: cost,
        roadHazardOffered: true,
        installerService: [],
      });
      // Saying the same again changes nothing.
      expect((await save(cart.id, { isRoadHazard: true })).body.siteCart.totalInCents).toBe(cart.totalInCents);
    });

    it('covers every tire of a cart with one tire declined; "every tire covered" is false until then', async () => {
      const cart = await cartOf({ front: plain, rear: other });
      const partly = await a.call('PUT', `/v1/carts/${cart.id}`, { body: { itemId: other.id, isRoadHazard: false } });
      expect(partly.status).toBe(200);
      const plainCost = 2 * RETAIL_ROAD_HAZARD_PER_TIRE(plain.price);
      expect((await services(cart.id)).body.siteCartServices).toMatchObject({
        isRoadHazard: false,
        roadHazardCostInCents: plainCost,
        roadHazardOffered: true,
      });
      const all = await save(cart.id, { isRoadHazard: true });
      expect(all.body.siteCart.roadHazardCostInCents).toBe(cart.roadHazardCostInCents);
      expect(await coverage(cart.id)).toEqual([
        [plain.id, true, null],
        [other.id, true, null],
      ]);
    });

    it('reports free coverage (a free road hazard deal) as covered at no cost', async () => {
      const cart = await cartOf({ front: freeHazard });
      expect((await a.call('PUT', `/v1/carts/${cart.id}`, { body: { itemQuantity: 4, itemId: freeHazard.id } })).status).toBe(200);
      expect((await services(cart.id)).body.siteCartServices).toMatchObject({
        isRoadHazard: true,
        roadHazardCostInCents: 0,
        roadHazardOffered: true,
      });
    });

    it('does not offer the box on a widget cart whose coverage the rule turned off, until the shopper covers the tires', async () => {
      const widget = await a.widgetToken('100001');
      // rules §4: a widget cart's first add turns road hazard off (no 100 % road hazard promotion here).
      const cart = await cartOf({ front: plain }, widget);
      expect(await coverage(cart.id)).toEqual([[plain.id, false, 'system']]);
      expect((await services(cart.id, widget)).body.siteCartServices).toEqual({
        isRoadHazard: false,
        roadHazardCostInCents: 0,
        roadHazardOffered: false,
        installerService: [],
      });

      const covered = await save(cart.id, { isRoadHazard: true }, widget);
      expect(covered.status).toBe(200);
      expect(covered.body.siteCart.roadHazardCostInCents).toBe(2 * RETAIL_ROAD_HAZARD_PER_TIRE(plain.price));
      expect((await services(cart.id, widget)).body.siteCartServices).toMatchObject({ isRoadHazard: true, roadHazardOffered: true });
      // Declined by the shopper now: still offered.
      expect((await save(cart.id, { isRoadHazard: false }, widget)).status).toBe(200);
      expect((await services(cart.id, widget)).body.siteCartServices).toMatchObject({ isRoadHazard: false, roadHazardOffered: true });
    });

    it('refuses a body without a true or false isRoadHazard and changes nothing', async () => {
      const cart = await cartOf({ front: plain });
      for (const body of [{}, { isRoadHazard: 'false' }, { isRoadHazard: 0 }, { isRoadHazard: null }]) {
        const answer = await save(cart.id, body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body.error.message).toMatch(/isRoadHazard/);
      }
      expect(await coverage(cart.id)).toEqual([[plain.id, true, null]]);
    });
  });

  it("lists the installer's shop services chosen for the installation", async () => {
    const cartId = await a.installerCart(shop);
    expect((await services(cartId)).body.siteCartServices.installerService).toEqual([]);
    expect(
      (await a.call('PUT', `/v1/checkout/install-location?cartId=${cartId}`, { body: { serviceIds: ['tire-balancing'] } })).status,
    ).toBe(200);
    expect((await services(cartId)).body.siteCartServices.installerService).toEqual([
      { serviceId: 'tire-balancing', serviceName: 'Tire Balancing', imageUrl: null },
    ]);
  });

  describe('whose cart', () => {
    it("treats another client's cart, and an unknown one, as gone, and changes nothing", async () => {
      const widget = await a.widgetToken('100001');
      const widgetCart = (await cartOf({ front: plain }, widget)).id as string;
      const storefrontCart = (await cartOf({ front: plain })).id as string;
      const otherWidget = await a.widgetToken('100002');
      const refusals = [
        await services(widgetCart),
        await save(widgetCart, { isRoadHazard: true }),
        await services(storefrontCart, widget),
        await save(storefrontCart, { isRoadHazard: false }, widget),
        await save(widgetCart, { isRoadHazard: true }, otherWidget),
        await services(NO_CART),
        await save(NO_CART, { isRoadHazard: true }),
      ];
      for (const answer of refusals) {
        expect(answer.status).toBe(404);
        expect(answer.body.error.message).toBe(CART_GONE);
      }
      expect(await coverage(widgetCart)).toEqual([[plain.id, false, 'system']]);
      expect(await coverage(storefrontCart)).toEqual([[plain.id, true, null]]);
      // The storefront's pages share the storefront's carts.
      expect((await save(storefrontCart, { isRoadHazard: false }, await a.storefrontWebToken())).status).toBe(200);
    });

    it('keeps an ordered cart read-only: POST answers 409, GET still answers', async () => {
      const cart = await cartOf({ front: plain });
      await database().query('UPDATE carts SET ordered_at = now() WHERE id = $1', [cart.id]);
      const refused = await save(cart.id, { isRoadHazard: false });
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe(PAYMENT_MESSAGES.alreadyOrdered);
      expect(await coverage(cart.id)).toEqual([[plain.id, true, null]]);
      expect((await services(cart.id)).body.siteCartServices).toMatchObject({
        isRoadHazard: true,
        roadHazardCostInCents: cart.roadHazardCostInCents,
      });
    });
  });
});
