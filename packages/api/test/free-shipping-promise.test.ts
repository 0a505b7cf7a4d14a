/**
 * The free-shipping notice's promise (spec §9 "Free shipping in the contiguous US only") checked
 * against real priced carts: what the seeded notice says ships free ships at $0, and home delivery
 * costs what it says a tire, so the copy and the prices cannot drift apart.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeOnDatabases } from './databases';
import { cartApi, NO_DEALS, seedTire, type SeedTire } from './support/carts';

describeOnDatabases('the free-shipping notice matches the shipping prices', ({ database }) => {
  let c: Awaited<ReturnType<typeof cartApi>>;
  let tire: SeedTire;
  let message: string;

  beforeAll(async () => {
    c = await cartApi(database());
    // An ordinary tire: installable, not oversize.
    tire = await seedTire(database(), `${NO_DEALS} AND stock >= 20 AND NOT "isOversize" AND "isInstallable"`);
    const notices = await c.call('GET', '/v1/site/notifications');
    expect(notices.status).toBe(200);
    message = notices.body.siteNotifications.find((n: { link: string }) => n.link === '/free-shipping').message;
  });

  /** A set of four to `zip`, on the delivery tab `tab`, priced by the API. */
  async function shipping(zip: string, tab: 'shipToShop' | 'shipToFedex' | 'shipToMe') {
    const cart = await c.newCart({ productId: tire.id, quantity: { front: 4 }, zip });
    const res = await c.update(cart.id, { preShippingSelection: tab });
    expect(res.status).toBe(200);
    return res.body.siteCart.shippingCostInCents as number;
  }

  it('ships a set of four free to an installer or a FedEx pick-up in the contiguous US, and home at the per-tire rate the notice names', async () => {
    expect(message).toMatch(/installer/);
    expect(message).toMatch(/FedEx pick-up/);
    expect(message).toMatch(/contiguous US/);
    // rules §9 "Oversized tires are excluded from free shipping" (shipping-oversize.test.ts prices it).
    expect(message).toMatch(/oversized tires excluded/);
    const perTire = /\$(\d+) a tire/.exec(message);
    expect(perTire, message).not.toBeNull();

    expect(await shipping('78701', 'shipToShop')).toBe(0);
    expect(await shipping('78701', 'shipToFedex')).toBe(0);
    expect(await shipping('78701', 'shipToMe')).toBe(4 * Number(perTire![1]) * 100);
    // Outside the contiguous US nothing ships free (Anchorage).
    expect(await shipping('99501', 'shipToShop')).toBeGreaterThan(0);
  });
});
