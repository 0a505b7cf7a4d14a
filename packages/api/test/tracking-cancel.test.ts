import { beforeAll, expect, it } from 'vitest';
import { OPS_CLIENT_ID } from '../src/auth/clients';
import { DEV_OPS_SECRET } from '../src/config';
import { FULFILMENT_MESSAGES } from '../src/services/order-tracking';
import { describeOnDatabases } from './databases';
import { jsonCall, testApi } from './support/api';
import { wellStockedTire } from './support/checkout';
import { chargesOf, placeOrderWithCard, readyCart, shopWithFailingVoid } from './support/orders';

type TestApi = Awaited<ReturnType<typeof testApi>>;

async function opsToken(api: TestApi): Promise<string> {
  const res = await api.token({ grant_type: 'client_credentials', client_id: OPS_CLIENT_ID, client_secret: DEV_OPS_SECRET });
  return ((await res.json()) as { access_token: string }).access_token;
}

describeOnDatabases('cancelling an order by fulfilment event', ({ database }) => {
  let api: TestApi;
  let token: string;
  let ops: string;
  let tire: number;

  beforeAll(async () => {
    api = await testApi(database());
    token = await api.storefrontToken();
    ops = await opsToken(api);
    tire = await wellStockedTire(database(), { installable: false });
  });

  async function placed() {
    const cartId = await readyCart(api, database(), token, tire, 2);
    const answer = await placeOrderWithCard(api, token, cartId);
    if (answer.status !== 201) throw new Error(`placing: ${answer.status} ${JSON.stringify(answer.body)}`);
    return { cartId, orderId: answer.body.order.orderId as string, orderNumber: answer.body.order.orderNumber as string };
  }

  const cancel = (request: TestApi['request'], orderNumber: string) =>
    jsonCall(request, 'POST', `/v1/fulfilment/orders/${orderNumber}/events`, { token: ops, body: { status: 'cancelled' } });

  it('cancels before delivery: tracking shows cancelled, the payment is refunded, the shopper is told', async () => {
    const { cartId, orderId, orderNumber } = await placed();
    expect(
      (
        await jsonCall(api.request, 'POST', `/v1/fulfilment/orders/${orderNumber}/events`, {
          token: ops,
          body: { status: 'pending_pickup' },
        })
      ).status,
    ).toBe(200);

    const answer = await cancel(api.request, orderNumber);
    expect(answer.status).toBe(200);
    const tracking = answer.body.orderTracking;
    expect(tracking.trackingStatus).toBe('cancelled');
    expect(tracking.cancelledAt).toEqual(expect.any(String));
    expect(tracking.steps.map((s: { reachedAt: string | null }) => s.reachedAt !== null)).toEqual([true, true, false, false]);

    const shown = await jsonCall(api.request, 'GET', `/v1/order-tracking?orderId=${orderNumber}&zip=78701`, {
      token,
      headers: { 'X-Forwarded-For': '198.51.100.200' },
    });
    expect(shown.status).toBe(200);
    expect(shown.body.orderTracking.trackingStatus).toBe('cancelled');

    expect((await chargesOf(database(), cartId)).map((c) => c.status)).toEqual(['refunded']);
    const [payment] = await database().query<{ status: string }>('SELECT status FROM order_payments WHERE order_id = $1', [orderId]);
    expect(payment!.status).toBe('refunded');
    const mails = await database().query<{ kind: string }>('SELECT kind FROM outbox_emails WHERE order_id = $1 ORDER BY id', [orderId]);
    expect(mails.map((m) => m.kind)).toEqual(['order-confirmation', 'order-cancelled']);

    const again = await cancel(api.request, orderNumber);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(FULFILMENT_MESSAGES.alreadyCancelled);
    const moved = await jsonCall(api.request, 'POST', `/v1/fulfilment/orders/${orderNumber}/events`, {
      token: ops,
      body: { status: 'in_transit' },
    });
    expect(moved.status).toBe(409);
    expect(moved.body.error.message).toBe(FULFILMENT_MESSAGES.cancelled);
  });

  it('keeps the cancellation when the void fails, and voids when the event is sent again', async () => {
    // The same shop with a gateway whose first void fails.
    const flakyRequest = shopWithFailingVoid(api, database());

    const { cartId, orderId, orderNumber } = await placed();
    const failed = await cancel(flakyRequest, orderNumber);
    expect(failed.status).toBe(503);
    expect(failed.body.error.message).toBe(FULFILMENT_MESSAGES.voidFailed((await chargesOf(database(), cartId))[0]!.id));
    const [order] = await database().query<{ status: string; tracking_status: string }>(
      'SELECT status, tracking_status FROM orders WHERE id = $1',
      [orderId],
    );
    expect(order).toEqual({ status: 'cancelled', tracking_status: 'cancelled' });
    expect((await chargesOf(database(), cartId)).map((c) => c.status)).toEqual(['captured']);

    const retried = await cancel(flakyRequest, orderNumber);
    expect(retried.status).toBe(200);
    expect(retried.body.orderTracking.trackingStatus).toBe('cancelled');
    expect((await chargesOf(database(), cartId)).map((c) => c.status)).toEqual(['refunded']);
    expect((await cancel(flakyRequest, orderNumber)).status).toBe(409);
  });
});

describeOnDatabases(
  'cancelling an order twice at the same time',
  ({ database }) => {
    it('cancels once: one cancellation e-mail, the stock back once, the payment refunded once', async () => {
      const api = await testApi(database());
      const token = await api.storefrontToken();
      const ops = await opsToken(api);
      const tire = await wellStockedTire(database(), { installable: false });
      const stockOf = async () =>
        (await database().query<{ n: number }>('SELECT sum(quantity)::int AS n FROM stock WHERE sku_id = $1', [tire]))[0]!.n;
      const before = await stockOf();
      const cartId = await readyCart(api, database(), token, tire, 2);
      const placed = await placeOrderWithCard(api, token, cartId);
      expect(placed.status).toBe(201);
      expect(await stockOf()).toBe(before - 2);

      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          jsonCall(api.request, 'POST', `/v1/fulfilment/orders/${placed.body.order.orderNumber}/events`, {
            token: ops,
            body: { status: 'cancelled' },
          }),
        ),
      );
      // A late duplicate that still finds the money held retries the (idempotent) void: 200 too.
      expect(
        answers.every((a) => a.status === 200 || (a.status === 409 && a.body.error.message === FULFILMENT_MESSAGES.alreadyCancelled)),
      ).toBe(true);
      expect(answers.some((a) => a.status === 200)).toBe(true);
      expect(await stockOf()).toBe(before);
      expect((await chargesOf(database(), cartId)).map((c) => c.status)).toEqual(['refunded']);
      const mails = await database().query<{ kind: string }>('SELECT kind FROM outbox_emails WHERE order_id = $1 ORDER BY id', [
        placed.body.order.orderId,
      ]);
      expect(mails.map((m) => m.kind)).toEqual(['order-confirmation', 'order-cancelled']);
      const events = await database().query<{ status: string }>('SELECT status FROM order_events WHERE order_id = $1 ORDER BY id', [
        placed.body.order.orderId,
      ]);
      expect(events.map((e) => e.status)).toEqual(['processed', 'cancelled']);
    });
  },
  { kinds: ['postgres'] },
);
