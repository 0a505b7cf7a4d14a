/**
 * The Idempotency-Key of POST /v1/orders: the same key replays the same answer and charges once;
 * with a different body it answers 422; a concurrent duplicate answers 409 (or, once the first is
 * done, its replay) — raced against a real PostgreSQL server; a slow request keeps its key; keys
 * are deleted after a day.
 */
import { PAYMENT_MESSAGES } from '@tireshop/core';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import type { TokenClaims } from '../src/auth/tokens';
import { ApiError } from '../src/http/errors';
import type { PaymentProvider } from '../src/payments/provider';
import {
  IDEMPOTENCY_KEEP_HOURS,
  claimIdempotencyKey,
  releaseIdempotencyKey,
  renewIdempotencyKey,
  requestHash,
  storeIdempotentAnswer,
} from '../src/services/idempotency';
import { placeOrder } from '../src/services/orders';
import { runOnce } from '../src/worker';
import { describeOnDatabases } from './databases';
import { SHOP_ORIGIN, testApi, testConfig } from './support/api';
import { NO_DEALS, seedTire } from './support/carts';
import { SANDBOX_TEST_CARDS, chargesOf, ordersOf, postOrder, readyCart, tokenizeCard } from './support/orders';
import { clock } from './support/clock';

type Api = Awaited<ReturnType<typeof testApi>>;

function suite(
  name: string,
  kinds: readonly ('pglite' | 'postgres')[],
  body: (ctx: { api: () => Api; token: () => string; tire: () => number; database: () => any }) => void,
) {
  describeOnDatabases(
    name,
    ({ database }) => {
      let api: Api;
      let token: string;
      let tire: number;
      beforeAll(async () => {
        api = await testApi(database());
        token = await api.storefrontToken();
        tire = (await seedTire(database(), `${NO_DEALS} AND s.stock >= 100`)).id;
      });
      body({ api: () => api, token: () => token, tire: () => tire, database });
    },
    { kinds },
  );
}

suite('order idempotency', ['pglite', 'postgres'], ({ api, token, tire, database }) => {
  it('replays the first answer ten times: one order, one charge', async () => {
    const cartId = await readyCart(api(), database(), token(), tire(), 2);
    const body = { cartId, paymentMethodNonce: await tokenizeCard(api(), token(), SANDBOX_TEST_CARDS.visa) };
    const key = randomUUID();
    const first = await postOrder(api(), token(), body, key);
    expect(first.status).toBe(201);
    for (let i = 0; i < 10; i++) {
      const res = await api().request('/v1/orders', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token()}`, 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(201);
      expect(res.headers.get('Idempotent-Replayed')).toBe('true');
      expect(await res.json()).toEqual(first.body);
    }
    expect(await ordersOf(database(), cartId)).toHaveLength(1);
    expect(await chargesOf(database(), cartId)).toHaveLength(1);
  });

  it('recognises the same request whatever its field order, and refuses another body with 422', async () => {
    const cartId = await readyCart(api(), database(), token(), tire(), 1);
    const nonce = await tokenizeCard(api(), token(), SANDBOX_TEST_CARDS.visa);
    const key = randomUUID();
    const first = await postOrder(api(), token(), { cartId, paymentMethodNonce: nonce }, key);
    expect(first.status).toBe(201);
    // Same order asked for (the default payment type written out, fields reordered): a replay.
    expect(await postOrder(api(), token(), { paymentType: 'credit', paymentMethodNonce: nonce, cartId }, key)).toEqual(first);
    const other = await postOrder(api(), token(), { cartId, paymentMethodNonce: nonce, expectedTotalInCents: 1 }, key);
    expect(other).toEqual({ status: 422, body: { error: { code: 'UnprocessableEntity', message: PAYMENT_MESSAGES.keyReused } } });
    expect(await chargesOf(database(), cartId)).toHaveLength(1);
  });

  it('lets the same key run again after a refusal that charged nothing', async () => {
    const cartId = await readyCart(api(), database(), token(), tire(), 1);
    const nonce = await tokenizeCard(api(), token(), SANDBOX_TEST_CARDS.visa);
    const key = randomUUID();
    const body = { cartId, paymentMethodNonce: nonce };
    await database().query('DELETE FROM cart_billing WHERE cart_id = $1', [cartId]);
    expect(await postOrder(api(), token(), body, key)).toMatchObject({
      status: 400,
      body: { error: { message: PAYMENT_MESSAGES.missingBilling } },
    });
    await database().query(
      `INSERT INTO cart_billing (cart_id, first_name, last_name, address_line1, city, state, zip, phone, phone_type, email)
      VALUES ($1, 'Ana', 'Lopez', '12 Main St', 'Austin', 'TX', '78701', '512-555-0100', 'Mobile', 'ana@example.com')`,
      [cartId],
    );
    expect((await postOrder(api(), token(), body, key)).status).toBe(201);
  });

  it('takes over a key whose request died (its lock ran out)', async () => {
    const cartId = await readyCart(api(), database(), token(), tire(), 1);
    const body = { cartId, paymentType: 'credit', paymentMethodNonce: await tokenizeCard(api(), token(), SANDBOX_TEST_CARDS.visa) };
    const key = randomUUID();
    await database().query(
      `INSERT INTO idempotency_keys (client_id, key, request_hash, status, locked_until) VALUES ('storefront', $1, $2, 'in_progress', $3)`,
      [key, requestHash(body), new Date(clock.now().getTime() + 60_000)],
    );
    expect(await postOrder(api(), token(), body, key)).toEqual({
      status: 409,
      body: { error: { code: 'Conflict', message: PAYMENT_MESSAGES.inProgress } },
    });
    await database().query(`UPDATE idempotency_keys SET locked_until = $2 WHERE key = $1`, [key, new Date(clock.now().getTime() - 1_000)]);
    expect((await postOrder(api(), token(), body, key)).status).toBe(201);
  });
});

suite('order idempotency: slow requests and old keys', ['pglite', 'postgres'], ({ api, token, tire, database }) => {
  const STOREFRONT: TokenClaims = {
    sub: 'storefront',
    kind: 'confidential',
    channel: 'storefront',
    widgetType: null,
    installerId: null,
    origin: null,
    exp: 0,
    iat: 0,
  };

  it('keeps the key while the first request waits on the gateway: a duplicate arriving then answers 409', async () => {
    const cartId = await readyCart(api(), database(), token(), tire(), 1);
    const body = {
      cartId,
      paymentType: 'credit' as const,
      paymentMethodNonce: await tokenizeCard(api(), token(), SANDBOX_TEST_CARDS.visa),
    };
    const key = randomUUID();
    const gateway = api().gateway.provider;
    let duplicate: Promise<unknown> | undefined;
    // A slow gateway: while it thinks, the shopper's retry of the same key arrives.
    const slow: PaymentProvider = {
      ...gateway,
      authorize: async (request) => {
        duplicate = placeOrder(database(), gateway, {
          client: STOREFRONT,
          idempotencyKey: key,
          body,
          apiOrigin: SHOP_ORIGIN,
          now: clock.now(),
        }).catch((err: unknown) => err);
        await duplicate;
        return gateway.authorize(request);
      },
    };
    // The first request's clock runs 61 s behind: the lock of its claim has run out by the time the gateway is asked.
    const first = await placeOrder(database(), slow, {
      client: STOREFRONT,
      idempotencyKey: key,
      body,
      apiOrigin: SHOP_ORIGIN,
      now: new Date(clock.now().getTime() - 61_000),
      clock: clock.now,
    });
    expect(first.status).toBe(201);
    expect(await duplicate).toEqual(new ApiError('Conflict', PAYMENT_MESSAGES.inProgress));
    expect(await ordersOf(database(), cartId)).toHaveLength(1);
    expect((await chargesOf(database(), cartId)).map((c) => c.status)).toEqual(['captured']);
    expect(await postOrder(api(), token(), body, key)).toEqual({ status: 201, body: first.body });
  });

  it('answers, renews or gives up a key only while the request still holds it', async () => {
    const key = randomUUID();
    const dead = await claimIdempotencyKey(database(), 'storefront', key, 'hash', new Date(clock.now().getTime() - 61_000));
    const successor = await claimIdempotencyKey(database(), 'storefront', key, 'hash', clock.now());
    if (dead.kind !== 'claimed' || successor.kind !== 'claimed') throw new Error('both claims should hold the key in turn');
    expect(await renewIdempotencyKey(database(), dead)).toBe(false);
    expect(await storeIdempotentAnswer(database().db, dead, { status: 400, body: { late: true } })).toBe(false);
    await releaseIdempotencyKey(database(), dead);
    const rows = () => database().query('SELECT status, response_body, locked_until FROM idempotency_keys WHERE key = $1', [key]);
    expect(await rows()).toEqual([{ status: 'in_progress', response_body: null, locked_until: successor.lockedUntil }]);
    expect(await storeIdempotentAnswer(database().db, successor, { status: 201, body: { mine: true } })).toBe(true);
    expect(await rows()).toEqual([expect.objectContaining({ status: 'done', response_body: { mine: true } })]);
  });

  it('deletes keys older than a day in the worker’s round', async () => {
    const now = clock.now();
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    const [old, fresh] = [randomUUID(), randomUUID()];
    for (const [key, createdAt] of [
      [old, hoursAgo(IDEMPOTENCY_KEEP_HOURS + 1)],
      [fresh, hoursAgo(IDEMPOTENCY_KEEP_HOURS - 1)],
    ] as const) {
      await database().query(
        `INSERT INTO idempotency_keys (client_id, key, request_hash, status, response_status, response_body, locked_until, created_at) VALUES ('storefront', $1, 'hash', 'done', 201, '{}', $2, $2)`,
        [key, createdAt],
      );
    }
    const mailDir = await mkdtemp(join(tmpdir(), 'tireshop-orders-keys-'));
    try {
      await runOnce({ database: database(), config: testConfig({ mailDir }), payments: api().gateway.provider, now: () => now });
    } finally {
      await rm(mailDir, { recursive: true, force: true });
    }
    const left: { key: string }[] = await database().query('SELECT key FROM idempotency_keys WHERE key = ANY($1::text[])', [[old, fresh]]);
    expect(left.map((r) => r.key)).toEqual([fresh]);
  });
});

suite('order idempotency: concurrent duplicates', ['postgres'], ({ api, token, tire, database }) => {
  it('20 requests with one key at once: one order, one captured charge; the others 409 or its replay', async () => {
    const cartId = await readyCart(api(), database(), token(), tire(), 2);
    const body = { cartId, paymentMethodNonce: await tokenizeCard(api(), token(), SANDBOX_TEST_CARDS.visa) };
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => postOrder(api(), token(), body, key)));
    const placed = answers.filter((r) => r.status === 201);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    expect(new Set(placed.map((r) => r.body.order.orderId)).size).toBe(1);
    for (const r of answers.filter((x) => x.status !== 201)) {
      expect(r).toEqual({ status: 409, body: { error: { code: 'Conflict', message: PAYMENT_MESSAGES.inProgress } } });
    }
    expect(answers.some((r) => r.status === 409)).toBe(true);
    expect(await ordersOf(database(), cartId)).toHaveLength(1);
    expect((await chargesOf(database(), cartId)).map((c) => c.status)).toEqual(['captured']);
  });

  it('20 double clicks with 20 keys on one cart: still one order, and every other charge given back', async () => {
    const cartId = await readyCart(api(), database(), token(), tire(), 2);
    const nonces = await Promise.all(Array.from({ length: 20 }, () => tokenizeCard(api(), token(), SANDBOX_TEST_CARDS.visa)));
    const answers = await Promise.all(nonces.map((nonce) => postOrder(api(), token(), { cartId, paymentMethodNonce: nonce })));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of answers.filter((x) => x.status !== 201))
      expect(r).toMatchObject({ status: 409, body: { error: { message: PAYMENT_MESSAGES.alreadyOrdered } } });
    expect(await ordersOf(database(), cartId)).toHaveLength(1);
    const charges = await chargesOf(database(), cartId);
    expect(charges.filter((c) => c.status === 'captured')).toHaveLength(1);
    expect(charges.every((c) => ['captured', 'refunded', 'voided'].includes(c.status))).toBe(true);
  });
});
