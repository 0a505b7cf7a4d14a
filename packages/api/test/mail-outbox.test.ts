/**
 * Order e-mails queued in the outbox (services/order-mail.ts): written with the order, one of each
 * kind per order, whatever calls it how many times.
 */
import { beforeAll, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { enqueueOrderEmail } from '../src/services/order-mail';
import { describeOnDatabases } from './databases';
import { SHOP_ORIGIN, testApi } from './support/api';
import { wellStockedTire } from './support/checkout';
import { BILLING, placeOrderWithCard, readyCart } from './support/orders';

type TestApi = Awaited<ReturnType<typeof testApi>>;

interface OutboxRow {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

const outboxOf = (database: Database, orderId: string) =>
  database.query<OutboxRow>('SELECT kind, "to", subject, text, html FROM outbox_emails WHERE order_id = $1 ORDER BY id', [orderId]);

/** A placed, confirmed card order (Visa 4111…, home delivery). */
async function placedOrder(
  api: TestApi,
  database: Database,
  token: string,
  tire: number,
): Promise<{ orderId: string; orderNumber: string }> {
  const cartId = await readyCart(api, database, token, tire, 2);
  const placed = await placeOrderWithCard(api, token, cartId);
  if (placed.status !== 201) throw new Error(`placing: ${placed.status} ${JSON.stringify(placed.body)}`);
  return { orderId: placed.body.order.orderId, orderNumber: placed.body.order.orderNumber };
}

describeOnDatabases('order e-mail outbox', ({ database }) => {
  let api: TestApi;
  let token: string;
  let tire: number;

  beforeAll(async () => {
    api = await testApi(database());
    token = await api.storefrontToken();
    tire = await wellStockedTire(database(), { installable: false });
  });

  it('queues the confirmation with the order: to the billing e-mail, with the order number and its link', async () => {
    const { orderId, orderNumber } = await placedOrder(api, database(), token, tire);
    const rows = await outboxOf(database(), orderId);
    expect(rows).toHaveLength(1);
    const [mail] = rows;
    expect(mail!.kind).toBe('order-confirmation');
    expect(mail!.to).toBe(BILLING.email);
    expect(mail!.subject).toBe(`Your tireshop order ${orderNumber} is confirmed`);
    expect(mail!.text).toContain(`Order number: ${orderNumber}`);
    expect(mail!.text).toContain(`${SHOP_ORIGIN}/checkout/confirm-order/${orderId}`);
    expect(mail!.text).toContain('Visa ending in 1111');
    expect(mail!.text).toMatch(/Total: \$[\d,]+\.\d\d/);
    expect(mail!.html).toContain(`href="${SHOP_ORIGIN}/checkout/confirm-order/${orderId}"`);
  });

  it('queues one e-mail of each kind per order, however often it is asked', async () => {
    const { orderId } = await placedOrder(api, database(), token, tire);
    for (let i = 0; i < 3; i++) {
      await database().db.transaction(async (tx) => {
        await enqueueOrderEmail(tx, orderId, 'order-confirmation', SHOP_ORIGIN);
        await enqueueOrderEmail(tx, orderId, 'order-cancelled', SHOP_ORIGIN);
      });
    }
    expect((await outboxOf(database(), orderId)).map((r) => r.kind)).toEqual(['order-confirmation', 'order-cancelled']);
  });

  it('queues nothing when the transaction that would make it true rolls back', async () => {
    const { orderId } = await placedOrder(api, database(), token, tire);
    await expect(
      database().db.transaction(async (tx) => {
        await enqueueOrderEmail(tx, orderId, 'order-cancelled', SHOP_ORIGIN);
        throw new Error('the cancellation failed');
      }),
    ).rejects.toThrow('the cancellation failed');
    expect((await outboxOf(database(), orderId)).map((r) => r.kind)).toEqual(['order-confirmation']);
  });
});

describeOnDatabases(
  'order e-mail outbox under concurrent writers',
  ({ database }) => {
    it('keeps one e-mail per order and kind when transactions queue it at the same time', async () => {
      const api = await testApi(database());
      const token = await api.storefrontToken();
      const tire = await wellStockedTire(database(), { installable: false });
      const { orderId } = await placedOrder(api, database(), token, tire);
      await Promise.all(
        Array.from({ length: 8 }, () => database().db.transaction((tx) => enqueueOrderEmail(tx, orderId, 'order-cancelled', SHOP_ORIGIN))),
      );
      expect((await outboxOf(database(), orderId)).map((r) => r.kind)).toEqual(['order-confirmation', 'order-cancelled']);
    });
  },
  { kinds: ['postgres'] },
);
