/**
 * The shop's background worker (worker.ts): a payment that was processing (rules §4 code 539)
 * settles, the order is confirmed, and its confirmation e-mail goes out in the same round — once.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runOnce, startWorkers, type WorkerOptions } from '../src/worker';
import { describeOnDatabases } from './databases';
import { testApi } from './support/api';
import { emlDecoded, emlHeaders } from './support/eml';
import { wellStockedTire } from './support/checkout';
import { placeOrderWithCard, readyCart, SANDBOX_TEST_CARDS } from './support/orders';

type TestApi = Awaited<ReturnType<typeof testApi>>;

const SHOP_URL = 'https://shop.example';

describeOnDatabases('worker rounds', ({ database }) => {
  let api: TestApi;
  let token: string;
  let tire: number;
  let mailDir: string;
  let worker: WorkerOptions;

  beforeAll(async () => {
    mailDir = await mkdtemp(join(tmpdir(), 'tireshop-worker-mail-'));
    // Code-539 payments settle at once, so a round finds them settled.
    api = await testApi(database(), { sandboxSettleSeconds: 0, mailDir, shopUrl: SHOP_URL });
    token = await api.storefrontToken();
    tire = await wellStockedTire(database(), { installable: false });
    worker = { database: database(), config: api.config, payments: api.gateway.provider, now: api.clock.now };
  });
  afterAll(async () => {
    await rm(mailDir, { recursive: true, force: true });
  });

  const mailsOf = async (orderNumber: string) => (await readdir(mailDir)).filter((f) => f.endsWith(`-${orderNumber}.eml`));

  async function place(card: (typeof SANDBOX_TEST_CARDS)[keyof typeof SANDBOX_TEST_CARDS]) {
    const cartId = await readyCart(api, database(), token, tire, 2);
    const answer = await placeOrderWithCard(api, token, cartId, card);
    if (answer.status !== 201) throw new Error(`placing: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.order as { orderId: string; orderNumber: string; status: string };
  }

  it('confirms a processing payment and sends its confirmation in the same round, once', async () => {
    const order = await place(SANDBOX_TEST_CARDS.processing);
    expect(order.status).toBe('unconfirmed');
    const queued = await database().query('SELECT id FROM outbox_emails WHERE order_id = $1', [order.orderId]);
    expect(queued).toHaveLength(0);

    expect(await runOnce(worker)).toEqual({ settled: 1, voided: 0, sent: 1, failed: 0 });
    const [row] = await database().query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [order.orderId]);
    expect(row!.status).toBe('confirmed');
    const files = await mailsOf(order.orderNumber);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/-order-confirmation-\d+\.eml$/);
    const eml = await readFile(join(mailDir, files[0]!), 'utf8');
    expect(emlHeaders(eml).get('subject')).toBe(`Your tireshop order ${order.orderNumber} is confirmed`);
    expect(emlDecoded(eml)).toContain(`Your order: ${SHOP_URL}/checkout/confirm-order/${order.orderId}`);

    expect(await runOnce(worker)).toEqual({ settled: 0, voided: 0, sent: 0, failed: 0 });
    expect(await mailsOf(order.orderNumber)).toHaveLength(1);
  });

  it('runs rounds in the background until stopped', async () => {
    const order = await place(SANDBOX_TEST_CARDS.visa);
    const workers = startWorkers(worker, 50);
    try {
      for (let i = 0; i < 100 && (await mailsOf(order.orderNumber)).length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    } finally {
      await workers.stop();
    }
    expect(await mailsOf(order.orderNumber)).toHaveLength(1);
    const [row] = await database().query<{ sent_at: Date | null }>('SELECT sent_at FROM outbox_emails WHERE order_id = $1', [
      order.orderId,
    ]);
    expect(row!.sent_at).not.toBeNull();
  });
});
