/**
 * The shop as three API processes on one PostgreSQL server, as it runs behind a load balancer
 * (docs/operations.md "Processes and scaling"): a token one process issued is good at the others,
 * the order tracking limits hold across them, and one Idempotency-Key sent to all three at once
 * places one order and charges once.
 */
import { ORDER_TRACKING_RATE_LIMITED } from '@tireshop/core';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TRACKING_MISSES_PER_ORDER_PER_MINUTE, TRACKING_REQUESTS_PER_MINUTE } from '../src/services/order-tracking';
import { describeOnDatabases } from './databases';
import { testApi } from './support/api';
import { startApiProcess, type ApiProcess } from './support/api-processes';
import { wellStockedTire } from './support/checkout';
import { insertOrderRow } from './support/order-rows';
import { chargesOf, ordersOf, readyCart, SANDBOX_TEST_CARDS, tokenizeCard } from './support/orders';

describeOnDatabases(
  'three API processes on one database',
  ({ database }) => {
    let processes: ApiProcess[];
    let api: Awaited<ReturnType<typeof testApi>>;
    let token: string;

    beforeAll(async () => {
      api = await testApi(database());
      processes = await Promise.all([0, 1, 2].map(() => startApiProcess(database())));
      token = await api.storefrontToken();
    }, 60_000);
    afterAll(async () => {
      await Promise.all((processes ?? []).map((p) => p.stop()));
    });

    /** A request to process `i`, as the load balancer forwards it (from this machine, with the shopper's address). */
    const call = (i: number, path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
      fetch(`${processes[i % 3]!.origin}/api${path}`, {
        method: init.method ?? 'GET',
        headers: { Authorization: `Bearer ${token}`, ...(init.body ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
        body: init.body ? JSON.stringify(init.body) : undefined,
      });

    it('holds the tracking limit per address across the processes', async () => {
      const order = await insertOrderRow(database());
      const shopper = { 'X-Forwarded-For': '198.51.100.77' };
      for (let i = 0; i < TRACKING_REQUESTS_PER_MINUTE; i++) {
        expect((await call(i, `/v1/order-tracking?orderId=${order.orderNumber}&zip=78701`, { headers: shopper })).status).toBe(200);
      }
      for (let i = 0; i < 3; i++) {
        const refused = await call(i, `/v1/order-tracking?orderId=${order.orderNumber}&zip=78701`, { headers: shopper });
        expect(refused.status).toBe(429);
        expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(ORDER_TRACKING_RATE_LIMITED);
        expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
      }
    });

    it('holds the misses per order number across the processes and addresses', async () => {
      const order = await insertOrderRow(database());
      for (let i = 0; i < TRACKING_MISSES_PER_ORDER_PER_MINUTE; i++) {
        const miss = await call(i, `/v1/order-tracking?orderId=${order.orderNumber}&zip=10001`, {
          headers: { 'X-Forwarded-For': `203.0.113.${i + 1}` },
        });
        expect(miss.status).toBe(404);
      }
      const guess = await call(1, `/v1/order-tracking?orderId=${order.orderNumber}&zip=10002`, {
        headers: { 'X-Forwarded-For': '203.0.113.99' },
      });
      expect(guess.status).toBe(429);
    });

    it('places one order and charges once for one Idempotency-Key sent to every process at once', async () => {
      const tire = await wellStockedTire(database(), { installable: false });
      const cartId = await readyCart(api, database(), token, tire, 2);
      const body = { cartId, paymentType: 'credit', paymentMethodNonce: await tokenizeCard(api, token, SANDBOX_TEST_CARDS.visa) };
      const key = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 9 }, async (_, i) => {
          const res = await call(i, '/v1/orders', { method: 'POST', body, headers: { 'Idempotency-Key': key } });
          return { status: res.status, body: (await res.json()) as { order?: { orderId: string } } };
        }),
      );
      const placed = answers.filter((a) => a.status === 201);
      expect(placed.length).toBeGreaterThanOrEqual(1);
      expect(new Set(placed.map((a) => a.body.order!.orderId)).size).toBe(1);
      expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true);
      expect(await ordersOf(database(), cartId)).toHaveLength(1);
      expect((await chargesOf(database(), cartId)).map((c) => c.status)).toEqual(['captured']);
      // Asked again at any process: the same order.
      for (let i = 0; i < 3; i++) {
        const again = await call(i, '/v1/orders', { method: 'POST', body, headers: { 'Idempotency-Key': key } });
        expect(again.status).toBe(201);
        expect(((await again.json()) as { order: { orderId: string } }).order.orderId).toBe(placed[0]!.body.order!.orderId);
      }
    });
  },
  { kinds: ['postgres'] },
);
