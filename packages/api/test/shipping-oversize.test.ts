/**
 * rules §9 "Free shipping in the contiguous US only. Oversized tires are excluded from free
 * shipping." with the seeded coreShipHandlingMode 2 (spec storefront §4 "Shipping cost modes"):
 * installable tires ship free to an installer or a FedEx pick-up, except an oversized tire, which
 * pays its rate — and the cart, the order quote and the placed order charge the same.
 */
import { beforeAll, expect, it } from 'vitest';
import { SHIPPING_RATES } from '../src/services/pricing';
import { describeOnDatabases } from './databases';
import { appointmentApi, laterOpenDays, plainShops, setShop, type AppointmentApi } from './support/appointments';
import { NO_DEALS, seedTire, type SeedTire } from './support/carts';
import { getQuote, giveBilling, ordersOf, placeOrderWithCard } from './support/orders';

describeOnDatabases('oversized tires are excluded from free shipping', ({ database }) => {
  let a: AppointmentApi;
  let token: string;
  let oversize: SeedTire;
  let ordinary: SeedTire;

  beforeAll(async () => {
    a = await appointmentApi(database());
    token = await a.storefrontToken();
    oversize = await seedTire(database(), `${NO_DEALS} AND s.stock >= 8 AND s."isOversize" AND s."isInstallable"`);
    ordinary = await seedTire(database(), `${NO_DEALS} AND s.stock >= 8 AND NOT s."isOversize" AND s."isInstallable"`);
  });

  /** A cart of two oversized and four ordinary tires, on the delivery tab `tab` in Austin. */
  async function mixedCart(tab: 'shipToShop' | 'shipToFedex') {
    const created = await a.callAs('POST', '/v1/carts', { productId: oversize.id, quantity: { front: 2 }, zip: '78701' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.siteCart.id as string;
    const added = await a.callAs('PUT', `/v1/carts/${id}`, { isNewItem: true, productId: ordinary.id, quantity: { front: 4 } });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const tabbed = await a.callAs('PUT', `/v1/carts/${id}`, { preShippingSelection: tab });
    expect(tabbed.status, JSON.stringify(tabbed.body)).toBe(200);
    return tabbed.body.siteCart;
  }

  it('to an installer or a FedEx pick-up the oversized tires pay their rate and the others ship free', async () => {
    for (const tab of ['shipToShop', 'shipToFedex'] as const) {
      const cart = await mixedCart(tab);
      expect(cart.hasOversizeTire).toBe(true);
      expect(cart.siteProducts.find((p: { productId: number }) => p.productId === oversize.id)).toMatchObject({ oversized: true });
      expect(cart.shippingCostInCents, tab).toBe(2 * SHIPPING_RATES.oversizePerTireInCents);
    }
  });

  it('the order quote and the placed order charge the cart’s shipping for an oversized tire shipped to a shop', async () => {
    const [shop] = await plainShops(database(), 1);
    await setShop(database(), shop!);
    const cartId = await a.installerCart(shop!, { cart: { productId: oversize.id, quantity: { front: 4 } } });
    const expected = 4 * SHIPPING_RATES.oversizePerTireInCents;
    const cart = (await a.callAs('GET', `/v1/carts/${cartId}`)).body.siteCart;
    expect(cart.cartShipping.shippingOption).toBe('INSTALLER');
    expect(cart.shippingCostInCents).toBe(expected);

    await giveBilling(database(), cartId);
    const day = laterOpenDays(await a.schedule(shop!))[0]!;
    expect((await a.appointment.create(cartId, { date: day.date, startTime: '10:00' })).status).toBe(201);
    const quote = await getQuote(a, token, cartId);
    expect(quote.status).toBe(200);
    expect(quote.body.orderQuote.problems).toEqual([]);
    expect(quote.body.orderQuote.siteCart.shippingCostInCents).toBe(expected);

    const placed = await placeOrderWithCard(a, token, cartId);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const [order] = await ordersOf(database(), cartId);
    expect(order!.shipping_cents).toBe(expected);
    expect(order!.total_cents).toBe(quote.body.orderQuote.totalInCents);
  });
});
