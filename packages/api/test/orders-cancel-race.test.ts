/**
 * Cancelling orders while others of the same tire are placed, against a real PostgreSQL server
 * (PGlite runs one statement at a time, so it cannot race). Each cancelled order took its tires
 * from two warehouses, the larger share first; placing locks the tire's stock rows in (sku,
 * warehouse) order, so returnStock must put units back in that order too, or a cancel holding one
 * warehouse's row and an order holding the other wait for each other — a deadlock.
 */
import { beforeAll, expect, it } from 'vitest';
import { cancelOrderInTx } from '../src/services/orders';
import { describeOnDatabases } from './databases';
import { testApi } from './support/api';
import { NO_DEALS, seedTire } from './support/carts';
import { SANDBOX_TEST_CARDS, postOrder, readyCart, tokenizeCard } from './support/orders';
import { clock } from './support/clock';

const SPLIT_ORDERS = 6;
/** Units of each split order: 3 from the lower warehouse id, 5 (taken first: it holds more) from the higher. */
const LOW_SHARE = 3;
const HIGH_SHARE = 5;
const PLACERS = 16;
const PLACED_UNITS = 2;
const RESTOCK = 40;

describeOnDatabases(
  'cancelling orders while the same tire is ordered',
  ({ database }) => {
    let api: Awaited<ReturnType<typeof testApi>>;
    let token: string;
    let tire: number;
    let low: number;
    let high: number;

    beforeAll(async () => {
      api = await testApi(database());
      token = await api.storefrontToken();
      tire = (await seedTire(database(), `${NO_DEALS} AND s.stock >= 40 AND (SELECT count(*) FROM stock WHERE sku_id = s.id) >= 2`, 2)).id;
      const warehouses = await database().query<{ warehouse_id: number }>(
        'SELECT warehouse_id FROM stock WHERE sku_id = $1 ORDER BY warehouse_id LIMIT 2',
        [tire],
      );
      [low, high] = warehouses.map((w) => w.warehouse_id) as [number, number];
    }, 120_000);

    const setStock = (lowUnits: number, highUnits: number) =>
      database().query(
        `UPDATE stock SET quantity = CASE warehouse_id WHEN $2 THEN $3::int WHEN $4 THEN $5::int ELSE 0 END WHERE sku_id = $1`,
        [tire, low, lowUnits, high, highUnits],
      );
    const stockRows = async () =>
      Object.fromEntries(
        (
          await database().query<{ warehouse_id: number; quantity: number }>('SELECT warehouse_id, quantity FROM stock WHERE sku_id = $1', [
            tire,
          ])
        ).map((r) => [r.warehouse_id, Number(r.quantity)]),
      );
    /** pg_stat_database.deadlocks, once every pooled connection has reported (as appointments-race.test.ts). */
    async function deadlocks(): Promise<number> {
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await Promise.all(Array.from({ length: 10 }, () => database().query('SELECT pg_sleep(0.05)')));
      const [row] = await database().query<{ deadlocks: number }>(
        'SELECT deadlocks FROM pg_stat_database WHERE datname = current_database()',
      );
      return Number(row!.deadlocks);
    }

    it('returns the stock without a deadlock, and every unit is accounted for', async () => {
      // Carts first, while the tire is well stocked (carts check stock when tires are added).
      const splitCarts = [];
      for (let i = 0; i < SPLIT_ORDERS; i++) splitCarts.push(await readyCart(api, database(), token, tire, LOW_SHARE + HIGH_SHARE));
      const placers = await Promise.all(
        Array.from({ length: PLACERS }, async () => {
          const cartId = await readyCart(api, database(), token, tire, PLACED_UNITS);
          return { cartId, nonce: await tokenizeCard(api, token, SANDBOX_TEST_CARDS.visa) };
        }),
      );

      // Each split order finds exactly 3 + 5 units and takes the 5 first.
      const splitOrders: string[] = [];
      for (const cartId of splitCarts) {
        await setStock(LOW_SHARE, HIGH_SHARE);
        const nonce = await tokenizeCard(api, token, SANDBOX_TEST_CARDS.visa);
        const placed = await postOrder(api, token, { cartId, paymentMethodNonce: nonce });
        expect(placed.status).toBe(201);
        const [item] = await database().query<{ allocations: { warehouseId: number; quantity: number }[] }>(
          'SELECT allocations FROM order_items WHERE order_id = $1',
          [placed.body.order.orderId],
        );
        expect(item!.allocations).toEqual([
          { warehouseId: high, quantity: HIGH_SHARE },
          { warehouseId: low, quantity: LOW_SHARE },
        ]);
        splitOrders.push(placed.body.order.orderId);
      }
      await setStock(RESTOCK, RESTOCK);
      const deadlocksBefore = await deadlocks();

      const now = clock.now();
      const [cancels, placements] = await Promise.all([
        Promise.allSettled(splitOrders.map((orderId) => database().db.transaction((tx) => cancelOrderInTx(tx, orderId, now)))),
        Promise.all(placers.map((p) => postOrder(api, token, { cartId: p.cartId, paymentMethodNonce: p.nonce }))),
      ]);

      expect(cancels.map((c) => c.status)).toEqual(splitOrders.map(() => 'fulfilled'));
      expect(placements.map((p) => p.status)).toEqual(placers.map(() => 201));
      expect(await deadlocks()).toBe(deadlocksBefore);

      // Every unit is where the orders say: the restock, plus what the cancels returned, less what was placed.
      const rows = await stockRows();
      const taken = await database().query<{ warehouse_id: number; units: number }>(
        `SELECT (a->>'warehouseId')::int AS warehouse_id, sum((a->>'quantity')::int)::int AS units
           FROM order_items i JOIN orders o ON o.id = i.order_id, jsonb_array_elements(i.allocations) a
          WHERE i.sku_id = $1 AND o.status <> 'cancelled' GROUP BY 1`,
        [tire],
      );
      const takenFrom = Object.fromEntries(taken.map((t) => [t.warehouse_id, Number(t.units)]));
      expect((takenFrom[low] ?? 0) + (takenFrom[high] ?? 0)).toBe(PLACERS * PLACED_UNITS);
      expect(rows[low]).toBe(RESTOCK + SPLIT_ORDERS * LOW_SHARE - (takenFrom[low] ?? 0));
      expect(rows[high]).toBe(RESTOCK + SPLIT_ORDERS * HIGH_SHARE - (takenFrom[high] ?? 0));
    }, 240_000);
  },
  { kinds: ['postgres'] },
);
