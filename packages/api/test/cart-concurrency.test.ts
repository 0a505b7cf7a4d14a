/**
 * Concurrent changes to one cart against a real PostgreSQL server (PGlite has one connection, so
 * it cannot race): adds run one after the other on the cart's row lock, none is lost, and the
 * limits hold however the requests interleave.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeOnDatabases } from './databases';
import { cartApi, NO_DEALS, seedTire, setStock, type SeedTire } from './support/carts';

describeOnDatabases(
  'cart: concurrent adds to one cart',
  ({ database }) => {
    let c: Awaited<ReturnType<typeof cartApi>>;
    let plentiful: SeedTire;
    let scarce: SeedTire;

    beforeAll(async () => {
      c = await cartApi(database());
      plentiful = await seedTire(database(), `${NO_DEALS} AND stock >= 60`);
      const other = await seedTire(database(), `${NO_DEALS} AND stock >= 60 AND id <> ${plentiful.id}`);
      await setStock(database(), other.id, 13);
      scarce = { ...other, stock: 13 };
    });

    /** 20 adds of `each` tires at once; answers the statuses and the line's final quantity. */
    async function race(tire: SeedTire, start: number, each: number) {
      const cart = await c.newCart({ productId: tire.id, quantity: { front: start } });
      const results = await Promise.all(
        Array.from({ length: 20 }, () => c.update(cart.id, { isNewItem: true, productId: tire.id, quantity: { front: each } })),
      );
      const final = (await c.get(cart.id)).body.siteCart.siteProducts[0].quantity as number;
      return { results, final, cart };
    }

    it('adds up every successful add and stops at 20 per line; the rest are 409s', async () => {
      const { results, final } = await race(plentiful, 1, 2);
      const ok = results.filter((r) => r.status === 200);
      const refused = results.filter((r) => r.status !== 200);
      for (const r of refused) {
        expect(r.status).toBe(409);
        expect(r.body.error.message).toBe(`A cart can hold at most 20 of ${plentiful.label}.`);
      }
      expect(final).toBe(1 + 2 * ok.length);
      // 1 + 2k ≤ 20: nine adds fit, whatever the order.
      expect(ok).toHaveLength(9);
      // Each success answered a quantity no other success answered: they ran one after the other.
      const seen = ok.map((r) => r.body.siteCart.siteProducts[0].quantity as number).sort((a, b) => a - b);
      expect(seen).toEqual(Array.from({ length: 9 }, (_, i) => 3 + 2 * i));
    });

    it('never holds more than the stock', async () => {
      const { results, final } = await race(scarce, 2, 1);
      const ok = results.filter((r) => r.status === 200).length;
      for (const r of results.filter((x) => x.status !== 200)) {
        expect(r.status).toBe(409);
        expect(r.body.error.message).toBe(`Only 13 of ${scarce.label} are in stock.`);
      }
      expect(final).toBe(2 + ok);
      expect(final).toBe(13);
    });

    it('loses no change when different fields of one cart are changed at once', async () => {
      const cart = await c.newCart({ productId: plentiful.id, rearProductId: scarce.id, quantity: { front: 1, rear: 1 } });
      const [a, b, d] = await Promise.all([
        c.update(cart.id, { itemId: plentiful.id, itemQuantity: 4 }),
        c.update(cart.id, { itemId: scarce.id, isRoadHazard: false }),
        c.update(cart.id, { promoCode: 'TAKE10' }),
      ]);
      expect([a.status, b.status, d.status]).toEqual([200, 200, 200]);
      const final = (await c.get(cart.id)).body.siteCart;
      expect(final.siteProducts.map((p: any) => [p.productId, p.quantity, p.roadHazardState])).toEqual([
        [plentiful.id, 4, 1],
        [scarce.id, 1, 2],
      ]);
      expect(final.siteCartCoupons.map((x: any) => x.promoCode)).toEqual(['TAKE10']);
    });
  },
  { kinds: ['postgres'] },
);
