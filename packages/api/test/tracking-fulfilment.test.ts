/**
 * POST /v1/fulfilment/orders/{orderNumber}/events: only the operations client, forward only
 * (rules §4 Order tracking steps), and what the shopper's tracking then shows.
 */
import { TRACKING_STEP_LABELS } from '@tireshop/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { installerClientId, installerWidgetId, OPS_CLIENT_ID } from '../src/auth/clients';
import { DEV_INSTALLER_DEMO_SECRET, DEV_OPS_SECRET } from '../src/config';
import { FULFILMENT_MESSAGES } from '../src/services/order-tracking';
import { describeOnDatabases } from './databases';
import { jsonCall, SHOP_ORIGIN, testApi } from './support/api';
import { insertOrderRow } from './support/order-rows';

type TestApi = Awaited<ReturnType<typeof testApi>>;

async function tokenOf(api: TestApi, body: Record<string, string>, headers: Record<string, string> = {}): Promise<string> {
  const res = await api.token({ grant_type: 'client_credentials', ...body }, headers);
  if (res.status !== 200) throw new Error(`token for ${body.client_id}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

describeOnDatabases('fulfilment events', ({ database }) => {
  let api: TestApi;
  let ops: string;
  let storefront: string;

  beforeAll(async () => {
    api = await testApi(database());
    ops = await tokenOf(api, { client_id: OPS_CLIENT_ID, client_secret: DEV_OPS_SECRET });
    storefront = await api.storefrontToken();
  });

  const event = (orderNumber: string, body: Record<string, unknown>, token = ops) =>
    jsonCall(api.request, 'POST', `/v1/fulfilment/orders/${orderNumber}/events`, { token, body });
  const track = (orderNumber: string, zip = '78701') =>
    jsonCall(api.request, 'GET', `/v1/order-tracking?orderId=${orderNumber}&zip=${zip}`, {
      token: storefront,
      headers: { 'X-Forwarded-For': `198.51.100.${orderNumber.slice(-2)}` },
    });

  describe('who may record them', () => {
    it('refuses the storefront, a widget and an installer with 403, and changes nothing', async () => {
      const order = await insertOrderRow(database());
      const [installer] = await database().query<{ code: string }>('SELECT code FROM installers WHERE id = 1');
      const widget = await tokenOf(api, { client_id: installerWidgetId(installer!.code) }, { Origin: SHOP_ORIGIN });
      const installerClient = await tokenOf(api, {
        client_id: installerClientId(installer!.code),
        client_secret: DEV_INSTALLER_DEMO_SECRET,
      });
      const storefrontWeb = await tokenOf(api, { client_id: 'storefront-web' }, { Origin: SHOP_ORIGIN });

      for (const token of [storefront, storefrontWeb, widget, installerClient]) {
        const answer = await event(order.orderNumber, { status: 'in_transit' }, token);
        expect(answer.status).toBe(403);
        expect(answer.body.error).toEqual({ code: 'Forbidden', message: FULFILMENT_MESSAGES.opsOnly });
      }
      expect((await event(order.orderNumber, { status: 'in_transit' }, null as unknown as string)).status).toBe(401);
      const [row] = await database().query<{ tracking_status: string }>('SELECT tracking_status FROM orders WHERE id = $1', [order.id]);
      expect(row!.tracking_status).toBe('processed');
    });

    it('refuses the ops client with a wrong secret', async () => {
      const res = await api.token({ grant_type: 'client_credentials', client_id: OPS_CLIENT_ID, client_secret: 'not-the-secret' });
      expect(res.status).toBe(401);
    });
  });

  describe('moving an order along', () => {
    it('moves forward, records every step passed, and the tracking shows them', async () => {
      const order = await insertOrderRow(database());
      const moved = await event(order.orderNumber, { status: 'in_transit', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
      expect(moved.status).toBe(200);
      expect(moved.body.orderTracking.trackingStatus).toBe('in_transit');
      expect(moved.body.orderTracking.carrier).toBe('UPS');
      expect(moved.body.orderTracking.trackingNumber).toBe('1Z999AA10123456784');

      const { status, body } = await track(order.orderNumber);
      expect(status).toBe(200);
      expect(body.orderTracking).toEqual(moved.body.orderTracking);
      const steps = body.orderTracking.steps as { status: string; label: string; reachedAt: string | null }[];
      expect(steps.map((s) => [s.label, s.reachedAt !== null])).toEqual([
        [TRACKING_STEP_LABELS.processed, true],
        [TRACKING_STEP_LABELS.pending_pickup, true],
        [TRACKING_STEP_LABELS.in_transit, true],
        [TRACKING_STEP_LABELS.delivered, false],
      ]);
      // The skipped step was passed at the same moment as the one reported.
      expect(steps[1]!.reachedAt).toBe(steps[2]!.reachedAt);
      const events = await database().query<{ status: string }>('SELECT status FROM order_events WHERE order_id = $1 ORDER BY id', [
        order.id,
      ]);
      expect(events.map((e) => e.status)).toEqual(['processed', 'pending_pickup', 'in_transit']);

      const delivered = await event(order.orderNumber, { status: 'delivered' });
      expect(delivered.status).toBe(200);
      expect(delivered.body.orderTracking.trackingStatus).toBe('delivered');
      // Carrier details stay when a later event does not repeat them.
      expect(delivered.body.orderTracking.carrier).toBe('UPS');
      expect(delivered.body.orderTracking.steps.every((s: { reachedAt: string | null }) => s.reachedAt !== null)).toBe(true);
    });

    it('refuses a step already reached or behind with 409, and cancelling a delivered order', async () => {
      const order = await insertOrderRow(database());
      expect((await event(order.orderNumber, { status: 'pending_pickup' })).status).toBe(200);

      const repeated = await event(order.orderNumber, { status: 'pending_pickup' });
      expect(repeated.status).toBe(409);
      expect(repeated.body.error.message).toBe(FULFILMENT_MESSAGES.backwards('pending_pickup'));
      expect(repeated.body.error.message).toContain('forward only (Order Processed → Pending Carrier Pickup → In Transit → Delivered)');

      expect((await event(order.orderNumber, { status: 'delivered' })).status).toBe(200);
      const backwards = await event(order.orderNumber, { status: 'in_transit' });
      expect(backwards.status).toBe(409);
      expect(backwards.body.error.message).toBe(FULFILMENT_MESSAGES.backwards('delivered'));

      const cancel = await event(order.orderNumber, { status: 'cancelled' });
      expect(cancel.status).toBe(409);
      expect(cancel.body.error.message).toBe(FULFILMENT_MESSAGES.delivered);

      const events = await database().query<{ status: string }>('SELECT status FROM order_events WHERE order_id = $1 ORDER BY id', [
        order.id,
      ]);
      expect(events.map((e) => e.status)).toEqual(['processed', 'pending_pickup', 'in_transit', 'delivered']);
    });

    it('does not ship an order whose payment is still processing', async () => {
      const order = await insertOrderRow(database(), { status: 'unconfirmed' });
      const answer = await event(order.orderNumber, { status: 'pending_pickup' });
      expect(answer.status).toBe(409);
      expect(answer.body.error.message).toBe(FULFILMENT_MESSAGES.unconfirmed);
    });

    it('does not move a cancelled order', async () => {
      const order = await insertOrderRow(database(), { status: 'cancelled', trackingStatus: 'cancelled' });
      const answer = await event(order.orderNumber, { status: 'in_transit' });
      expect(answer.status).toBe(409);
      expect(answer.body.error.message).toBe(FULFILMENT_MESSAGES.cancelled);
    });

    it('answers 404 for an unknown order and 400 for a bad event', async () => {
      expect((await event('999999999', { status: 'in_transit' })).status).toBe(404);
      const order = await insertOrderRow(database());
      const processed = await event(order.orderNumber, { status: 'processed' });
      expect(processed.status).toBe(400);
      expect(processed.body.error.message).toBe('status must be pending_pickup, in_transit, delivered or cancelled.');
      expect((await event(order.orderNumber, { status: 'in_transit', trackingNumber: 'no spaces!' })).status).toBe(400);
      expect((await event('12ab', { status: 'in_transit' })).status).toBe(400);
    });
  });
});

describeOnDatabases(
  'fulfilment events at the same time',
  ({ database }) => {
    it('records a step once when two systems report it together', async () => {
      const api = await testApi(database());
      const ops = await tokenOf(api, { client_id: OPS_CLIENT_ID, client_secret: DEV_OPS_SECRET });
      const order = await insertOrderRow(database());
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          jsonCall(api.request, 'POST', `/v1/fulfilment/orders/${order.orderNumber}/events`, {
            token: ops,
            body: { status: 'in_transit' },
          }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
      const events = await database().query<{ status: string }>('SELECT status FROM order_events WHERE order_id = $1 ORDER BY id', [
        order.id,
      ]);
      expect(events.map((e) => e.status)).toEqual(['processed', 'pending_pickup', 'in_transit']);
    });
  },
  { kinds: ['postgres'] },
);
