/**
 * Placing an order survives the shop process dying at any step (services/orders.ts, the saga at
 * the top; services/payment-recovery.ts). For each step the placement is stopped there, then:
 * - the shopper retries with the same Idempotency-Key once its lock has run out: one order, the
 *   very charge of the first attempt, captured by the worker, one confirmation e-mail;
 * - or the shopper never comes back: once the grace period is over the worker voids a hold that has
 *   no order and captures one that has, and a late retry is told to pay again — never charged twice.
 *
 * On PostgreSQL the placement runs in a process of its own that kills itself with SIGKILL at the
 * step (support/api-process.ts). PGlite is one process's embedded database, so there the
 * placement is frozen at the step instead — nothing it would do after the step ever runs.
 */
import { PAYMENT_MESSAGES } from '@tireshop/core';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { IDEMPOTENCY_LOCK_SECONDS } from '../src/services/idempotency';
import type { PlacementStep } from '../src/services/orders';
import { ORPHANED_CHARGE_GRACE_MINUTES } from '../src/services/payment-recovery';
import { runOnce } from '../src/worker';
import { describeOnDatabases, type TestDatabaseKind } from './databases';
import { testApi } from './support/api';
import { startApiProcess } from './support/api-processes';
import { wellStockedTire } from './support/checkout';
import { chargesOf, ordersOf, postOrder, readyCart, SANDBOX_TEST_CARDS, tokenizeCard } from './support/orders';
import { clock } from './support/clock';

type TestApi = Awaited<ReturnType<typeof testApi>>;

const STEPS: readonly PlacementStep[] = ['quoted', 'charged', 'recorded', 'committed', 'captured'];
/** The steps after which the order exists. */
const COMMITTED: ReadonlySet<PlacementStep> = new Set(['committed', 'captured']);

/** Places `body` in a process that dies at `step` (PostgreSQL); resolves once it is dead. */
async function placeInDyingProcess(database: Database, step: PlacementStep, token: string, body: object, key: string): Promise<void> {
  const dying = await startApiProcess(database, { PLACEMENT_CRASH_AT: step });
  const answer = await fetch(`${dying.origin}/api/v1/orders`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(body),
  }).then(
    (res) => `answered ${res.status}`,
    () => 'connection lost',
  );
  expect(answer).toBe('connection lost');
  expect(await dying.exited).toBe('SIGKILL');
}

function crashSuite(kind: TestDatabaseKind, database: () => Database) {
  let api: TestApi;
  let token: string;
  let tire: number;
  let mailDir: string;
  /** The placement frozen at this step (PGlite), told when it gets there. */
  let freezeAt: { step: PlacementStep; reached: () => void } | undefined;

  beforeAll(async () => {
    mailDir = await mkdtemp(join(tmpdir(), 'tireshop-crash-mail-'));
    api = await testApi(
      database(),
      { mailDir },
      {
        placementProbe: (step) => {
          if (step !== freezeAt?.step) return;
          freezeAt.reached();
          return new Promise<never>(() => {});
        },
      },
    );
    token = await api.storefrontToken();
    tire = await wellStockedTire(database(), { installable: false, perWarehouse: 20 });
  });
  afterAll(async () => {
    await rm(mailDir, { recursive: true, force: true });
  });
  afterEach(() => clock.reset());

  /** A placement of `body` that dies (or freezes) at `step`. */
  async function crash(step: PlacementStep, body: object, key: string): Promise<void> {
    if (kind === 'postgres') return placeInDyingProcess(database(), step, token, body, key);
    const reached = new Promise<void>((resolve) => (freezeAt = { step, reached: resolve }));
    void postOrder(api, token, body as Record<string, unknown>, key);
    await reached;
    freezeAt = undefined;
  }

  const worker = () => runOnce({ database: database(), config: api.config, payments: api.gateway.provider, now: clock.now });

  async function cardOrder() {
    const cartId = await readyCart(api, database(), token, tire, 2);
    const body = { cartId, paymentType: 'credit', paymentMethodNonce: await tokenizeCard(api, token, SANDBOX_TEST_CARDS.visa) };
    return { cartId, body, key: randomUUID() };
  }

  const paymentOf = async (orderId: string) =>
    (
      await database().query<{ charge_id: string; status: string }>('SELECT charge_id, status FROM order_payments WHERE order_id = $1', [
        orderId,
      ])
    )[0]!;
  const confirmationsOf = async (orderId: string) =>
    database().query<{ sent_at: Date | null }>(`SELECT sent_at FROM outbox_emails WHERE order_id = $1 AND kind = 'order-confirmation'`, [
      orderId,
    ]);

  describe.each(STEPS)('dead after “%s”', (step) => {
    it('the retry with the same key gets the order, paid by the first attempt’s charge, once', async () => {
      const { cartId, body, key } = await cardOrder();
      await crash(step, body, key);
      const chargesBefore = await chargesOf(database(), cartId);
      expect(chargesBefore).toHaveLength(step === 'quoted' ? 0 : 1);

      // The order is answered as soon as it exists; before, the dead request holds the key until its lock runs out.
      const early = await postOrder(api, token, body, key);
      if (COMMITTED.has(step)) expect(early.status).toBe(201);
      else expect(early).toEqual({ status: 409, body: { error: { code: 'Conflict', message: PAYMENT_MESSAGES.inProgress } } });

      clock.advance((IDEMPOTENCY_LOCK_SECONDS + 1) * 1000);
      const retry = await postOrder(api, token, body, key);
      expect(retry.status, JSON.stringify(retry.body)).toBe(201);
      const { orderId } = retry.body.order;
      expect(await ordersOf(database(), cartId)).toHaveLength(1);
      const charges = await chargesOf(database(), cartId);
      expect(charges).toHaveLength(1);
      if (chargesBefore[0]) expect(charges[0]!.id).toBe(chargesBefore[0].id);
      expect((await paymentOf(orderId)).charge_id).toBe(charges[0]!.id);

      await worker();
      expect((await chargesOf(database(), cartId)).map((c) => c.status)).toEqual(['captured']);
      expect((await paymentOf(orderId)).status).toBe('captured');
      const mails = await confirmationsOf(orderId);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.sent_at).not.toBeNull();
      // Asked once more, the key answers the same order.
      const again = await postOrder(api, token, body, key);
      expect(again.status).toBe(201);
      expect(again.body.order.orderId).toBe(orderId);
    });

    it('without a retry, the worker gives a hold without an order back and keeps the order’s', async () => {
      const { cartId, body, key } = await cardOrder();
      await crash(step, body, key);

      clock.advance((ORPHANED_CHARGE_GRACE_MINUTES - 1) * 60_000);
      await worker();
      const inGrace = await chargesOf(database(), cartId);
      if (!COMMITTED.has(step)) expect(inGrace.map((c) => c.status)).toEqual(step === 'quoted' ? [] : ['authorized']);

      clock.advance(2 * 60_000);
      const round = await worker();
      const [order] = await ordersOf(database(), cartId);
      if (COMMITTED.has(step)) {
        expect(order).toBeDefined();
        expect((await chargesOf(database(), cartId)).map((c) => c.status)).toEqual(['captured']);
        expect((await paymentOf(order!.id)).status).toBe('captured');
        expect(round.voided).toBe(0);
        // The shopper's late retry is shown their order.
        const late = await postOrder(api, token, body, key);
        expect(late.status).toBe(201);
        expect(late.body.order.orderId).toBe(order!.id);
        return;
      }
      expect(order).toBeUndefined();
      expect((await chargesOf(database(), cartId)).map((c) => c.status)).toEqual(step === 'quoted' ? [] : ['voided']);
      // Came back after all: asked to pay again, and nothing is charged or ordered.
      const late = await postOrder(api, token, body, key);
      expect(late.status).toBe(400);
      expect(late.body.error.message).toBe(PAYMENT_MESSAGES.tokenExpired);
      expect(await ordersOf(database(), cartId)).toHaveLength(0);
      expect((await chargesOf(database(), cartId)).every((c) => c.status === 'voided')).toBe(true);
    });
  });

  it('leaves a hold alone while a placement still holds its key, however old the hold', async () => {
    const { cartId, body, key } = await cardOrder();
    await crash('recorded', body, key);
    clock.advance((ORPHANED_CHARGE_GRACE_MINUTES + 1) * 60_000);
    // The request is slow, not dead: it renewed its lock a moment ago.
    await database().query('UPDATE idempotency_keys SET locked_until = $2 WHERE key = $1', [key, new Date(clock.now().getTime() + 30_000)]);
    expect((await worker()).voided).toBe(0);
    expect((await chargesOf(database(), cartId)).map((c) => c.status)).toEqual(['authorized']);
  });

  it('leaves a hold to a late retry that has it back from the gateway but not yet recorded', async () => {
    const { cartId, body, key } = await cardOrder();
    // The first attempt died with the charge made and not yet written on its key.
    await crash('charged', body, key);
    clock.advance((ORPHANED_CHARGE_GRACE_MINUTES + 1) * 60_000);
    // The shopper retries after the grace period; the gateway hands the retry the same charge, and
    // the worker's round comes right then, before the retry has recorded it.
    const reached = new Promise<void>((resolve) => (freezeAt = { step: 'charged', reached: resolve }));
    void postOrder(api, token, body, key);
    await reached;
    freezeAt = undefined;
    expect((await worker()).voided).toBe(0);
    expect((await chargesOf(database(), cartId)).map((c) => c.status)).toEqual(['authorized']);
  });

  it('voids a dead placement’s hold under its key: a retry meanwhile waits, then is asked to pay again', async () => {
    const { cartId, body, key } = await cardOrder();
    await crash('charged', body, key);
    clock.advance((ORPHANED_CHARGE_GRACE_MINUTES + 1) * 60_000);
    expect((await worker()).voided).toBe(1);
    // The key is free again at once, and its charge is the voided one.
    const late = await postOrder(api, token, body, key);
    expect(late.status).toBe(400);
    expect(late.body.error.message).toBe(PAYMENT_MESSAGES.tokenExpired);
    expect((await chargesOf(database(), cartId)).map((c) => c.status)).toEqual(['voided']);
  });

  it('resumes a wallet payment with the charge its session produced', async () => {
    const cartId = await readyCart(api, database(), token, tire, 1);
    const returnUrl = 'http://shop.test/checkout/payments/paypal';
    const session = await api.request(`/v1/checkout/cart-paypal?cartId=${cartId}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ returnUrl }),
    });
    expect(session.status).toBe(200);
    const { sessionId } = ((await session.json()) as { payload: { sessionId: string } }).payload;
    const approved = await api.gatewayRequest(`/checkout/${sessionId}/approve`, {
      method: 'POST',
      headers: { Origin: 'http://shop.test' },
    });
    const chargeId = new URL(approved.headers.get('location')!, returnUrl).searchParams.get('charge_id')!;
    const body = { cartId, paymentType: 'paypal', chargeId };
    const key = randomUUID();
    await crash('charged', body, key);

    clock.advance((IDEMPOTENCY_LOCK_SECONDS + 1) * 1000);
    const retry = await postOrder(api, token, body, key);
    expect(retry.status, JSON.stringify(retry.body)).toBe(201);
    expect((await paymentOf(retry.body.order.orderId)).charge_id).toBe(chargeId);
    // Another key with the same charge is still refused: the charge was this key's.
    const other = await postOrder(api, token, body, randomUUID());
    expect(other.status).not.toBe(201);
  });
}

describeOnDatabases('placing an order survives a crash at any step', ({ kind, database }) => crashSuite(kind, database));
