/**
 * The operations console's calls (routes/operations.ts; docs/operations-console.md): who may call
 * each (signed out 401, a shopper 403, operations 200, the `ops` machine client where it is kept),
 * the order search by number, e-mail and ZIP code with the exact number first, the stuck orders
 * against their thresholds, an order with its history of steps, the payments held without an
 * order, and the dead letters for a signed-in operations account.
 */
import { randomUUID } from 'node:crypto';
import { ACCOUNT_SESSION_HEADER, OPERATIONS_MESSAGES, OPS_ORDERS_PAGE_SIZE } from '@tireshop/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPS_CLIENT_ID } from '../src/auth/clients';
import { ensureOperationsAccount } from '../src/auth/operations-user';
import { DEV_OPS_SECRET } from '../src/config';
import type { Database } from '../src/db/client';
import { ORPHANED_CHARGE_GRACE_MINUTES } from '../src/services/payment-recovery';
import { describeOnDatabases } from './databases';
import { jsonCall, testApi, type Answer } from './support/api';
import { wellStockedTire } from './support/checkout';
import { clock, nowSql } from './support/clock';
import { insertOrderRow, insertOutboxEmail } from './support/order-rows';
import { BILLING, placeOrderWithCard, readyCart, SANDBOX_TEST_CARDS, tokenizeCard } from './support/orders';

const OPERATIONS_EMAIL = 'console-ops@tireshop.test';
const OPERATIONS_PASSWORD = 'operations console password';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function consoleApi(database: Database) {
  const api = await testApi(database);
  await ensureOperationsAccount(database, OPERATIONS_EMAIL, OPERATIONS_PASSWORD);
  const storefront = await api.storefrontToken();
  const opsTokenRes = await api.token({ grant_type: 'client_credentials', client_id: OPS_CLIENT_ID, client_secret: DEV_OPS_SECRET });
  const machine = ((await opsTokenRes.json()) as { access_token: string }).access_token;
  const call = (method: string, path: string, session: string | null, token: string | null = storefront): Promise<Answer> =>
    jsonCall(api.request, method, path, { token, headers: session ? { [ACCOUNT_SESSION_HEADER]: session } : {} });
  const session = async (email: string, password: string) => {
    const res = await jsonCall(api.request, 'POST', '/v1/users/sign-in', { token: storefront, body: { email, password } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.session.token as string;
  };
  const shopper = async () => {
    const res = await jsonCall(api.request, 'POST', '/v1/users', {
      token: storefront,
      body: {
        email: `shopper-${randomUUID().slice(0, 8)}@example.com`,
        password: 'correct horse battery',
        firstName: 'Ana',
        lastName: 'Lopez',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.session.token as string;
  };
  return { api, storefront, machine, call, session, shopper };
}

/** Moves an order's placing (and its first event) to `at`, and its later steps as given. */
async function placeAt(database: Database, orderId: string, at: Date, steps: { status: string; at: Date }[] = []) {
  await database.query(`UPDATE orders SET placed_at = ${nowSql(at)}, confirmed_at = ${nowSql(at)} WHERE id = $1`, [orderId]);
  await database.query(`UPDATE order_events SET at = ${nowSql(at)} WHERE order_id = $1`, [orderId]);
  for (const step of steps)
    await database.query(`INSERT INTO order_events (order_id, status, at) VALUES ($1, $2, ${nowSql(step.at)})`, [orderId, step.status]);
}

describeOnDatabases('operations console', ({ database }) => {
  let t: Awaited<ReturnType<typeof consoleApi>>;
  let operations: string;
  let shopperSession: string;
  let placed: { orderId: string; orderNumber: string; chargeId: string };
  beforeAll(async () => {
    t = await consoleApi(database());
    operations = await t.session(OPERATIONS_EMAIL, OPERATIONS_PASSWORD);
    shopperSession = await t.shopper();
    const tire = await wellStockedTire(database(), { installable: false });
    const cartId = await readyCart(t.api, database(), t.storefront, tire, 2);
    const res = await placeOrderWithCard(t.api, t.storefront, cartId);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [payment] = await database().query<{ charge_id: string }>('SELECT charge_id FROM order_payments WHERE order_id = $1', [
      res.body.order.orderId,
    ]);
    placed = { orderId: res.body.order.orderId, orderNumber: res.body.order.orderNumber, chargeId: payment!.charge_id };
  });

  describe('who may call', () => {
    const consoleCalls = () => [
      ['GET', `/v1/operations/orders?q=${placed.orderNumber}`],
      ['GET', '/v1/operations/orders/stuck'],
      ['GET', `/v1/operations/orders/${placed.orderNumber}`],
      ['GET', '/v1/operations/payments/held-without-order'],
      ['GET', '/v1/operations/outbox/dead-letters'],
    ];

    it('answers signed out 401, a shopper 403 with the console’s words, operations 200 and never lets it be cached', async () => {
      for (const [method, path] of consoleCalls()) {
        const signedOut = await t.call(method!, path!, null);
        expect(signedOut.status, `${path} signed out`).toBe(401);
        expect(signedOut.body.error.message).toBe('Please sign in.');
        const asShopper = await t.call(method!, path!, shopperSession);
        expect(asShopper.status, `${path} shopper`).toBe(403);
        expect(asShopper.body.error.message).toBe(OPERATIONS_MESSAGES.operationsOnly);
        const res = await t.api.request(path!, {
          method,
          headers: { Authorization: `Bearer ${t.storefront}`, [ACCOUNT_SESSION_HEADER]: operations },
        });
        expect(res.status, `${path} operations`).toBe(200);
        expect(res.headers.get('Cache-Control')).toContain('no-store');
      }
    });

    it('keeps the dead letters open to the ops machine client, and nothing else of the console', async () => {
      for (const [method, path] of consoleCalls()) {
        const res = await t.call(method!, path!, null, t.machine);
        expect(res.status, path).toBe(path!.includes('/outbox/') ? 200 : 401);
      }
    });
  });

  describe('order search', () => {
    it('finds an order by its number, its e-mail in any case and its ZIP code, the exact number first', async () => {
      const byNumber = await t.call('GET', `/v1/operations/orders?q=${placed.orderNumber}`, operations);
      expect(byNumber.body.orders[0]).toMatchObject({ orderNumber: placed.orderNumber, email: BILLING.email, status: 'confirmed' });
      expect(byNumber.body.orders[0].totalInCents).toBeGreaterThan(0);

      const byEmail = await t.call('GET', `/v1/operations/orders?q=${encodeURIComponent(BILLING.email.toUpperCase())}`, operations);
      expect(byEmail.status).toBe(200);
      expect(byEmail.body.orders.map((o: { orderNumber: string }) => o.orderNumber)).toContain(placed.orderNumber);

      const zip = byNumber.body.orders[0].zip as string;
      const byZip = await t.call('GET', `/v1/operations/orders?q=${zip}`, operations);
      expect(byZip.body.orders.map((o: { orderNumber: string }) => o.orderNumber)).toContain(placed.orderNumber);
    });

    it('puts the order whose number is the query before newer orders in that ZIP code', async () => {
      // Placed order numbers have nine digits; a five-digit one (an imported order's) is also a ZIP code.
      const q = String(10_000 + Math.floor(Math.random() * 89_999));
      const exact = await insertOrderRow(database(), { shippingZip: '00501', billingZip: '00501' });
      await database().query(
        `UPDATE orders SET order_number = $2, placed_at = ${nowSql(new Date(clock.now().getTime() - DAY))} WHERE id = $1`,
        [exact.id, q],
      );
      const newer = await insertOrderRow(database(), { shippingZip: q, billingZip: q });
      const res = await t.call('GET', `/v1/operations/orders?q=${q}`, operations);
      expect(res.status).toBe(200);
      expect(res.body.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([q, newer.orderNumber]);
    });

    it('pages the matches', async () => {
      const email = `pages-${randomUUID().slice(0, 8)}@example.com`;
      for (let i = 0; i <= OPS_ORDERS_PAGE_SIZE; i++) await insertOrderRow(database(), { email });
      const first = await t.call('GET', `/v1/operations/orders?q=${email}`, operations);
      expect(first.body.orders).toHaveLength(OPS_ORDERS_PAGE_SIZE);
      expect(first.body.pagination).toEqual({ total: OPS_ORDERS_PAGE_SIZE + 1, page: 1, pageSize: OPS_ORDERS_PAGE_SIZE, pageCount: 2 });
      const second = await t.call('GET', `/v1/operations/orders?q=${email}&page=2`, operations);
      expect(second.body.orders).toHaveLength(1);
    });

    it('refuses a query that is no order number, e-mail or ZIP code with a clear message', async () => {
      for (const q of ['brake pads', '%25', 'a@', '']) {
        const res = await t.call('GET', `/v1/operations/orders?q=${q}`, operations);
        expect(res.status, q).toBe(400);
        expect(res.body.error.message).toBe(OPERATIONS_MESSAGES.searchQuery);
      }
      const none = await t.call('GET', '/v1/operations/orders?q=nobody%40nowhere.example', operations);
      expect(none.status).toBe(200);
      expect(none.body).toMatchObject({ orders: [], pagination: { total: 0 } });
    });
  });

  describe('stuck orders', () => {
    it('lists the orders past their step’s threshold, longest overdue first, and none within it', async () => {
      const now = clock.now().getTime();
      const notShipped = await insertOrderRow(database());
      await placeAt(database(), notShipped.id, new Date(now - 7 * DAY));
      const justPlaced = await insertOrderRow(database());
      await placeAt(database(), justPlaced.id, new Date(now - HOUR));
      const longInTransit = await insertOrderRow(database(), { trackingStatus: 'in_transit' });
      await placeAt(database(), longInTransit.id, new Date(now - 20 * DAY), [
        { status: 'pending_pickup', at: new Date(now - 19 * DAY) },
        { status: 'in_transit', at: new Date(now - 14 * DAY) },
      ]);
      const freshInTransit = await insertOrderRow(database(), { trackingStatus: 'in_transit' });
      await placeAt(database(), freshInTransit.id, new Date(now - 20 * DAY), [{ status: 'in_transit', at: new Date(now - 2 * HOUR) }]);
      const processing = await insertOrderRow(database(), { status: 'unconfirmed' });
      await placeAt(database(), processing.id, new Date(now - 2 * HOUR));
      await database().query('UPDATE orders SET confirmed_at = NULL WHERE id = $1', [processing.id]);
      const delivered = await insertOrderRow(database(), { trackingStatus: 'delivered' });
      await placeAt(database(), delivered.id, new Date(now - 30 * DAY));

      const res = await t.call('GET', '/v1/operations/orders/stuck', operations);
      expect(res.status).toBe(200);
      const listed = res.body.orders as { orderNumber: string; step: string; since: string; overdueSince: string }[];
      const numbers = listed.map((o) => o.orderNumber);
      expect(numbers).toEqual(expect.arrayContaining([notShipped.orderNumber, longInTransit.orderNumber, processing.orderNumber]));
      for (const fine of [justPlaced, freshInTransit, delivered]) expect(numbers).not.toContain(fine.orderNumber);
      expect(listed.find((o) => o.orderNumber === longInTransit.orderNumber)).toMatchObject({
        step: 'in_transit',
        since: new Date(now - 14 * DAY).toISOString(),
      });
      expect(listed.find((o) => o.orderNumber === processing.orderNumber)).toMatchObject({
        step: 'unconfirmed',
        overdueSince: new Date(now - HOUR).toISOString(),
      });
      const overdue = listed.map((o) => o.overdueSince);
      expect(overdue).toEqual([...overdue].sort());
    });
  });

  describe('an order', () => {
    it('answers the order as its shopper sees it, with every step it reached', async () => {
      const moved = await jsonCall(t.api.request, 'POST', `/v1/fulfilment/orders/${placed.orderNumber}/events`, {
        token: t.machine,
        body: { status: 'in_transit', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' },
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      const res = await t.call('GET', `/v1/operations/orders/${placed.orderNumber}`, operations);
      expect(res.status).toBe(200);
      expect(res.body.order).toMatchObject({ orderNumber: placed.orderNumber, email: BILLING.email });
      expect(res.body.orderTracking.trackingStatus).toBe('in_transit');
      expect(res.body.history.map((h: { label: string }) => h.label)).toEqual([
        'Placed',
        'Order Processed',
        'Pending Carrier Pickup',
        'In Transit',
      ]);
    });

    it('answers 404 with its words for an order that does not exist', async () => {
      const res = await t.call('GET', '/v1/operations/orders/999999999', operations);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(OPERATIONS_MESSAGES.orderGone);
    });
  });

  describe('payments held without an order', () => {
    it('lists a hold no order was placed with, its amount and when the worker voids it — and not an order’s payment', async () => {
      const nonce = await tokenizeCard(t.api, t.storefront, SANDBOX_TEST_CARDS.visa);
      const hold = await t.api.gateway.provider.authorize({ nonce, amountInCents: 12_345, reference: randomUUID() });
      const res = await t.call('GET', '/v1/operations/payments/held-without-order', operations);
      expect(res.status).toBe(200);
      expect(res.body.graceMinutes).toBe(ORPHANED_CHARGE_GRACE_MINUTES);
      const listed = res.body.holds.find((h: { chargeId: string }) => h.chargeId === hold.chargeId);
      expect(listed).toMatchObject({ amountInCents: 12_345, paymentType: 'credit', status: 'authorized' });
      expect(Date.parse(listed.voidsAfter) - Date.parse(listed.createdAt)).toBe(ORPHANED_CHARGE_GRACE_MINUTES * 60_000);
      expect(res.body.holds.map((h: { chargeId: string }) => h.chargeId)).not.toContain(placed.chargeId);
    });
  });

  describe('dead letters', () => {
    it('lists them and sends one again for a signed-in operations account', async () => {
      const order = await insertOrderRow(database());
      const id = await insertOutboxEmail(database(), order, 'order-confirmation', 'bounced@example.com');
      await database().query(
        `UPDATE outbox_emails SET dead_at = ${nowSql()}, attempts = 8, last_error = '550 no such mailbox' WHERE id = $1`,
        [id],
      );
      const listed = await t.call('GET', '/v1/operations/outbox/dead-letters', operations);
      expect(listed.body.deadLetters[0]).toMatchObject({ id, to: 'bounced@example.com', orderNumber: order.orderNumber });
      const retried = await t.call('POST', `/v1/operations/outbox/${id}/retry`, operations);
      expect(retried.status).toBe(200);
      const again = await t.call('POST', `/v1/operations/outbox/${id}/retry`, operations);
      expect(again.status).toBe(404);
      const asShopper = await t.call('POST', `/v1/operations/outbox/${id}/retry`, shopperSession);
      expect(asShopper.status).toBe(403);
    });
  });
});
