/**
 * Flash sale against a real PostgreSQL server (PGlite runs one statement at a time, so it cannot
 * race): twenty tires in stock over two warehouses, 200 shoppers placing orders of one to four of
 * them at once. Exactly what fits is sold, stock never goes below zero, every refusal is 409
 * outOfStock, nobody gets a 5xx, and every charge without an order was given back.
 */
import { PAYMENT_MESSAGES } from '@tireshop/core';
import { beforeAll, expect, it } from 'vitest';
import { describeOnDatabases } from './databases';
import { testApi } from './support/api';
import { NO_DEALS, seedTire } from './support/carts';
import { SANDBOX_TEST_CARDS, postOrder, readyCart, tokenizeCard } from './support/orders';

const SHOPPERS = 200;
const STOCK = 20;

describeOnDatabases(
  'flash sale',
  ({ database }) => {
    let api: Awaited<ReturnType<typeof testApi>>;
    let token: string;
    let tire: number;
    const shoppers: { cartId: string; quantity: number; nonce: string }[] = [];

    beforeAll(async () => {
      api = await testApi(database());
      token = await api.storefrontToken();
      tire = (await seedTire(database(), `${NO_DEALS} AND s.stock >= 40 AND (SELECT count(*) FROM stock WHERE sku_id = s.id) >= 2`, 5)).id;
      // Carts, ten at a time, while the tire is still well stocked (carts check stock when tires are added).
      for (let i = 0; i < SHOPPERS; i += 10) {
        shoppers.push(
          ...(await Promise.all(
            Array.from({ length: 10 }, async (_, j) => {
              const quantity = (((i + j) * 7) % 4) + 1; // 1–4, spread evenly
              const cartId = await readyCart(api, database(), token, tire, quantity);
              return { cartId, quantity, nonce: await tokenizeCard(api, token, SANDBOX_TEST_CARDS.visa) };
            }),
          )),
        );
      }
      // Exactly twenty, split over two warehouses (12 + 8), none anywhere else.
      await database().query('UPDATE stock SET quantity = 0 WHERE sku_id = $1', [tire]);
      await database().query(
        `UPDATE stock SET quantity = CASE WHEN warehouse_id = (SELECT min(warehouse_id) FROM stock WHERE sku_id = $1) THEN 12 ELSE 8 END
          WHERE sku_id = $1 AND warehouse_id IN (SELECT warehouse_id FROM stock WHERE sku_id = $1 ORDER BY warehouse_id LIMIT 2)`,
        [tire],
      );
    }, 240_000);

    it('sells exactly what fits, never below zero, and refuses the rest with 409', async () => {
      const demand = shoppers.reduce((sum, s) => sum + s.quantity, 0);
      expect(demand).toBeGreaterThan(STOCK);
      const answers = await Promise.all(shoppers.map((s) => postOrder(api, token, { cartId: s.cartId, paymentMethodNonce: s.nonce })));

      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      const sold = shoppers.filter((_, i) => answers[i]!.status === 201);
      const refused = shoppers.filter((_, i) => answers[i]!.status !== 201);
      for (const r of answers.filter((a) => a.status !== 201))
        expect(r).toEqual({ status: 409, body: { error: { code: 'Conflict', message: PAYMENT_MESSAGES.outOfStock } } });

      const [left] = await database().query<{ total: number; lowest: number }>(
        'SELECT sum(quantity)::int AS total, min(quantity)::int AS lowest FROM stock WHERE sku_id = $1',
        [tire],
      );
      const soldUnits = sold.reduce((sum, s) => sum + s.quantity, 0);
      expect(left!.lowest).toBeGreaterThanOrEqual(0);
      expect(soldUnits).toBe(STOCK - left!.total);
      // Nothing that would have fitted was turned away: every refused order wanted more than is left.
      for (const r of refused) expect(r.quantity).toBeGreaterThan(left!.total);
      expect(left!.total).toBeLessThan(4);

      const [orders] = await database().query<{ n: number; units: number }>(
        'SELECT count(DISTINCT o.id)::int AS n, coalesce(sum(i.quantity), 0)::int AS units FROM orders o JOIN order_items i ON i.order_id = o.id WHERE i.sku_id = $1',
        [tire],
      );
      expect(orders).toEqual({ n: sold.length, units: soldUnits });
      // One captured charge per order; every other charge was voided or refunded.
      const charges = await database().query<{ status: string; n: number }>(
        'SELECT status, count(*)::int AS n FROM gateway_charges WHERE reference = ANY($1::text[]) GROUP BY status ORDER BY status',
        [shoppers.map((s) => s.cartId)],
      );
      const byStatus = Object.fromEntries(charges.map((c) => [c.status, Number(c.n)]));
      expect(byStatus.captured).toBe(sold.length);
      expect(Object.keys(byStatus).every((s) => ['captured', 'voided', 'refunded'].includes(s))).toBe(true);
    }, 240_000);
  },
  { kinds: ['postgres'] },
);
