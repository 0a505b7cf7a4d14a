/**
 * Order placement on PostgreSQL under concurrent load (issue #6 Performance: "Orders placed per
 * second on PostgreSQL under concurrent load, and p99, reported with the ratio against a baseline
 * transaction doing the same SQL without the framework").
 *
 * The API side: POST /api/v1/orders with an Idempotency-Key and a fresh card nonce, through the
 * whole API (Hono, token check, valibot, the key's claim, the quote, the sandbox gateway's
 * authorisation, the order's transaction — cart lock, re-pricing, stock, order rows, the
 * confirmation e-mail rendered into the outbox — the capture after its commit, and the answer). Each request has its own cart
 * (4 tires shipped home, with billing), prepared beforehand by copying one made through the API.
 *
 * The baseline: a bare node:http handler replaying the statements of one real placement, recorded
 * as bench/cart.ts records them (db/client.ts `onQuery`, transaction boundaries kept): the
 * statements outside the order's transaction one by one on the pool, the transaction's between
 * BEGIN and COMMIT on one client — so it does the same SQL, including the gateway's (the sandbox
 * keeps its records in the same database). Substituted per request: the cart id, the key, the
 * nonce, a new charge id and order id (also inside JSON and e-mail text), and timestamps shifted
 * to the request's time. What it does not do: validation, the token, pricing and the rules in
 * JavaScript, the gateway's logic, rendering the e-mail, mapping the answer.
 *
 * Rounds alternate API and baseline (ABBA) after a warm-up round each; every request places a new
 * order (a cart is ordered once), so each round uses carts of its own. Stock is set high so no
 * order is refused: the figure is placement, not contention (the flash-sale test covers that).
 *
 *   node --import tsx bench/orders.ts [--quick] [--show-sql] [--write]   (also run by bench/run.ts)
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import type { ApiConfig } from '../packages/api/src/config';
import type { Database } from '../packages/api/src/db/client';
import { migrateDatabase } from '../packages/api/src/db/migrate';
import { createSandboxGateway } from '../packages/api/src/payments/sandbox/index';
import { SANDBOX_TEST_CARDS } from '../packages/api/src/payments/sandbox/test-cards';
import { seedDatabase } from '../packages/api/src/seed/index';
import { startBenchApi } from './api-server';
import { describeTemplate } from './booking';
import { openRecordingDatabase, type RecordingDatabase, type Segment } from './cart';
import { listen, postEach, readBody } from './http';
import { onPostgresCluster, percentile, round2, writeResultSections } from './stats';

/** One order to place: its cart and the nonce its shopper brings. */
interface Shopper {
  cartId: string;
  nonce: string;
}

export interface OrderRoundFigures {
  orders: number;
  /** Answers other than 201 (none expected). */
  failed: number;
  seconds: number;
  ordersPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

export interface OrdersBenchFigures {
  connections: number;
  ordersPerRound: number;
  statements: number;
  transactionStatements: number;
  api: OrderRoundFigures[];
  baseline: OrderRoundFigures[];
  /** Mean API orders/s ÷ the baseline's (1 = as fast as the bare SQL). */
  ratio: number;
  /** Worst API p99 ÷ worst baseline p99. */
  p99Ratio: number;
  roundRatios: number[];
}

export interface OrdersBenchOptions {
  orders: number;
  rounds: number;
  connections: number;
  log: (line: string) => void;
  showSql?: boolean;
}

/** Copies of cart `templateId` (row, tires, shipping, billing) under new ids. */
async function cloneCarts(database: Database, templateId: string, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  for (const table of ['carts', 'cart_items', 'cart_shipping', 'cart_billing']) {
    const key = table === 'carts' ? 'id' : 'cart_id';
    await database.query(
      `INSERT INTO ${table} SELECT (jsonb_populate_record(t, jsonb_build_object('${key}', n.id))).* FROM ${table} t, unnest($2::uuid[]) AS n(id) WHERE t.${key} = $1`,
      [templateId, ids],
    );
  }
  return ids;
}

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}(:?\d{2})?)$/;

/**
 * The recorded placement as a function of the request: every string parameter has the recorded
 * ids replaced (also inside JSON and text), every timestamp moves by the time since the recording.
 */
function replayer(
  segments: Segment[],
  recorded: Record<'cartId' | 'key' | 'nonce' | 'chargeId' | 'gatewayKey' | 'orderId', string>,
  recordedAt: number,
) {
  return (request: Shopper & { key: string }, now: number): Segment[] => {
    const fresh = {
      ...request,
      chargeId: `ch_bench${randomUUID().replaceAll('-', '')}`,
      gatewayKey: `order_bench${randomUUID().replaceAll('-', '')}`,
      orderId: randomUUID(),
    };
    const pairs = (Object.keys(recorded) as (keyof typeof recorded)[]).map((k) => [recorded[k], fresh[k]] as const);
    const shift = now - recordedAt;
    const value = (p: unknown): unknown => {
      if (p instanceof Date) return new Date(p.getTime() + shift);
      if (typeof p !== 'string') return p;
      if (ISO_TIMESTAMP.test(p)) return new Date(Date.parse(p) + shift).toISOString();
      return pairs.reduce((s, [from, to]) => (s.includes(from) ? s.replaceAll(from, to) : s), p);
    };
    return segments.map((s) => ({
      transaction: s.transaction,
      statements: s.statements.map((st) => ({ sql: st.sql, params: st.params.map(value) })),
    }));
  };
}

/** Sends every request once over `connections` keep-alive connections; each one's status and time. */
async function fire(origin: string, token: string, shoppers: readonly Shopper[], connections: number) {
  const { shots, seconds } = await postEach(origin, shoppers, connections, (s) => ({
    path: '/api/v1/orders',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
    body: JSON.stringify({ cartId: s.cartId, paymentMethodNonce: s.nonce }),
  }));
  const ms = shots.map((s) => s.ms);
  const placed = shots.filter((s) => s.status === 201).length;
  return {
    orders: placed,
    failed: shots.length - placed,
    seconds: round2(seconds),
    ordersPerSecond: round2(placed / seconds),
    p50Ms: round2(percentile(ms, 50)),
    p95Ms: round2(percentile(ms, 95)),
    p99Ms: round2(percentile(ms, 99)),
  } satisfies OrderRoundFigures;
}

export async function benchOrders(recording: RecordingDatabase, options: OrdersBenchOptions): Promise<OrdersBenchFigures> {
  const { database } = recording;
  const pool = (database as unknown as { pool?: pg.Pool }).pool;
  if (database.kind !== 'postgres' || !pool) throw new Error('the orders bench needs PostgreSQL (db/client.ts exposing its pool)');
  const { log } = options;
  const { origin, accessToken, tracked, close } = await startBenchApi(database);
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${origin}/api${path}`, {
      method,
      headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as any;
    if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${JSON.stringify(json)}`);
    return json;
  };

  // ---- A cart as the checkout leaves it: 4 tires (no running deal), shipped home, with billing. ----
  const [tire] = await database.query<{ id: number }>(
    `SELECT s.id FROM skus s WHERE NOT EXISTS (SELECT 1 FROM promotion_product_lines p WHERE p.product_line_id = s.product_line_id)
       AND (SELECT count(*) FROM stock WHERE sku_id = s.id) >= 2 ORDER BY s.id LIMIT 1`,
  );
  if (!tire) throw new Error('no tire without a deal in two warehouses');
  await database.query('UPDATE stock SET quantity = 1000000 WHERE sku_id = $1', [tire.id]);
  const template: string = (await call('POST', '/v1/carts', { productId: tire.id, quantity: { front: 4 } })).siteCart.id;
  await call('PUT', `/v1/checkout/cart-shipping?cartId=${template}`, {
    shippingOption: 'HOME',
    firstName: 'Ana',
    lastName: 'Lopez',
    addressLine1: '12 Main St',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    phone: '512-555-0100',
  });
  await database.query(
    `INSERT INTO cart_billing (cart_id, first_name, last_name, address_line1, city, state, zip, phone, phone_type, email)
     VALUES ($1, 'Ana', 'Lopez', '12 Main St', 'Austin', 'TX', '78701', '512-555-0100', 'Mobile', 'ana@example.com')`,
    [template],
  );

  // Nonces as the hosted card fields make them, at a gateway beside the API on the same database.
  // The bench tokenises hundreds of cards from one address: the card-testing limit is raised.
  const gateway = createSandboxGateway({
    database,
    config: { tokenSecret: 'bench-gateway-secret', tokenizeLimitPerMinute: 1_000_000 } as ApiConfig,
  });
  const shopOrigin = 'http://bench.test';
  const tokenize = async () => {
    // One client token per checkout visit, as the hosted fields have it.
    const { clientToken } = await gateway.provider.clientToken({ origin: null, shopOrigin });
    const res = await gateway.app.request(`${shopOrigin}/v1/tokenize`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: shopOrigin },
      body: JSON.stringify({
        clientToken,
        number: SANDBOX_TEST_CARDS.visa.number,
        expiry: `12/${(new Date().getUTCFullYear() + 2) % 100}`,
        cvv: '123',
        name: 'Ana Lopez',
      }),
    });
    if (res.status !== 201) throw new Error(`tokenize: HTTP ${res.status} ${await res.text()}`);
    return ((await res.json()) as { nonce: string }).nonce;
  };
  const shoppers = async (count: number): Promise<Shopper[]> => {
    const carts = await cloneCarts(database, template, count);
    const out: Shopper[] = [];
    for (const cartId of carts) out.push({ cartId, nonce: await tokenize() });
    return out;
  };

  // ---- Record one real placement. ----
  const [probe] = await shoppers(1);
  const probeKey = randomUUID();
  const recordedAt = Date.now();
  const recorded = await recording.record(() =>
    call('POST', '/v1/orders', { cartId: probe!.cartId, paymentMethodNonce: probe!.nonce }, { 'Idempotency-Key': probeKey }),
  );
  const order = recorded.result.order as { orderId: string };
  const [{ charge_id: chargeId, gateway_key: gatewayKey }] = (await database.query<{ charge_id: string; gateway_key: string }>(
    'SELECT p.charge_id, c.idempotency_key AS gateway_key FROM order_payments p JOIN gateway_charges c ON c.id = p.charge_id WHERE p.order_id = $1',
    [order.orderId],
  )) as [{ charge_id: string; gateway_key: string }];
  const segments = recorded.segments as Segment[];
  // The order's transaction, and any the gateway ran for itself (its nonce and charge), replayed as recorded.
  const orderTransaction = segments.filter((s) => s.transaction).sort((a, b) => b.statements.length - a.statements.length)[0];
  if (!orderTransaction) throw new Error('a placement is expected to run a transaction');
  if (options.showSql) for (const s of segments) log(describeTemplate(s.statements, s.transaction));
  // The gateway's idempotency key is derived from ours (a hash): replaced like the ids it stands for.
  const replay = replayer(
    segments,
    { cartId: probe!.cartId, key: probeKey, nonce: probe!.nonce, chargeId, gatewayKey, orderId: order.orderId },
    recordedAt,
  );

  // ---- The bare handler: the recorded statements, the transaction's between BEGIN and COMMIT. ----
  const bare = createServer((req, res) =>
    tracked(async () => {
      try {
        const body = JSON.parse(await readBody(req)) as { cartId: string; paymentMethodNonce: string };
        const key = String(req.headers['idempotency-key'] ?? '');
        for (const segment of replay({ cartId: body.cartId, nonce: body.paymentMethodNonce, key }, Date.now())) {
          if (!segment.transaction) {
            for (const st of segment.statements) await pool.query({ text: st.sql, values: st.params, rowMode: 'array' });
            continue;
          }
          const client = await pool.connect();
          try {
            await client.query('begin');
            for (const st of segment.statements) await client.query({ text: st.sql, values: st.params, rowMode: 'array' });
            await client.query('commit');
          } catch (error) {
            await client.query('rollback');
            throw error;
          } finally {
            client.release();
          }
        }
        res.writeHead(201, { 'Content-Type': 'application/json' }).end('{"order":{}}');
      } catch (error) {
        res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error));
      }
    }),
  );
  const bareOrigin = `http://127.0.0.1:${await listen(bare)}`;

  try {
    // ---- The baseline places what the API places: one bare order, checked in the database. ----
    const [check] = await shoppers(1);
    const checked = await fire(bareOrigin, accessToken, [check!], 1);
    const [placed] = await database.query<{ status: string; items: number; payment: string; charge: string }>(
      `SELECT o.status, (SELECT sum(quantity)::int FROM order_items WHERE order_id = o.id) AS items, p.status AS payment,
              (SELECT status FROM gateway_charges WHERE id = p.charge_id) AS charge
         FROM orders o JOIN order_payments p ON p.order_id = o.id WHERE o.cart_id = $1`,
      [check!.cartId],
    );
    if (
      checked.failed ||
      placed?.status !== 'confirmed' ||
      Number(placed.items) !== 4 ||
      placed.payment !== 'captured' ||
      placed.charge !== 'captured'
    ) {
      throw new Error(`the bare handler did not place the order: ${JSON.stringify({ checked, placed })}`);
    }

    const api: OrderRoundFigures[] = [];
    const baseline: OrderRoundFigures[] = [];
    const round = async (target: string, into: OrderRoundFigures[] | null, count: number) => {
      const figures = await fire(target, accessToken, await shoppers(count), options.connections);
      into?.push(figures);
    };
    const warmUp = Math.min(50, options.orders);
    await round(origin, null, warmUp);
    await round(bareOrigin, null, warmUp);
    for (let i = 0; i < options.rounds; i++) {
      const sides: [string, OrderRoundFigures[]][] = [
        [origin, api],
        [bareOrigin, baseline],
      ];
      for (const [target, into] of i % 2 === 0 ? sides : sides.reverse()) await round(target, into, options.orders);
    }
    const mean = (xs: OrderRoundFigures[]) => xs.reduce((s, r) => s + r.ordersPerSecond, 0) / xs.length;
    const worstP99 = (xs: OrderRoundFigures[]) => Math.max(...xs.map((r) => r.p99Ms));
    return {
      connections: options.connections,
      ordersPerRound: options.orders,
      statements: segments.reduce((n, s) => n + s.statements.length, 0),
      transactionStatements: orderTransaction.statements.length,
      api,
      baseline,
      ratio: round2(mean(api) / mean(baseline)),
      p99Ratio: round2(worstP99(api) / worstP99(baseline)),
      roundRatios: api.map((r, i) => round2(r.ordersPerSecond / baseline[i]!.ordersPerSecond)),
    };
  } finally {
    await close([bare]);
  }
}

export function printOrdersFigures(f: OrdersBenchFigures, log: (line: string) => void) {
  const side = (rounds: OrderRoundFigures[]) => {
    const rate = rounds.reduce((s, r) => s + r.ordersPerSecond, 0) / rounds.length;
    const worst = (key: 'p50Ms' | 'p95Ms' | 'p99Ms') => Math.max(...rounds.map((r) => r[key])).toFixed(0);
    return `${rate.toFixed(0)} orders/s, p50 ${worst('p50Ms')} / p95 ${worst('p95Ms')} / p99 ${worst('p99Ms')} ms`;
  };
  const failed = [...f.api, ...f.baseline].reduce((n, r) => n + r.failed, 0);
  log(
    `  ${f.ordersPerRound} orders/round, ${f.connections} connections: API ${side(f.api)} vs bare node:http + same ${f.statements} statements (${f.transactionStatements} in the order's transaction) ${side(f.baseline)}` +
      ` → ratio ${f.ratio.toFixed(2)} (rounds ${f.roundRatios.join(', ')}), p99 ratio ${f.p99Ratio.toFixed(2)}${failed ? `  [${failed} answers not 201]` : ''}`,
  );
}

export type OrdersBenchResult = { loadAverage: number; postgres?: OrdersBenchFigures | { skipped: string } };

export async function runOrdersBench(
  options: { quick?: boolean; showSql?: boolean; log?: (line: string) => void } = {},
): Promise<OrdersBenchResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const bench: OrdersBenchOptions = {
    orders: options.quick ? 60 : 300,
    rounds: options.quick ? 1 : 4,
    connections: 16,
    log,
    showSql: options.showSql,
  };
  const result: OrdersBenchResult = { loadAverage: loadavg()[0]! };
  log(
    `\nOrders, POST /api/v1/orders on PostgreSQL, ${bench.connections} connections, ${bench.rounds} rounds of ${bench.orders} orders per side:`,
  );
  log(`  (load average ${result.loadAverage.toFixed(2)} on ${cpus().length} CPUs)`);
  const skipped = await onPostgresCluster(log, async (url) => {
    const recording = await openRecordingDatabase({ url, poolSize: 16 });
    try {
      await migrateDatabase(recording.database);
      await seedDatabase(recording.database);
      const figures = await benchOrders(recording, bench);
      result.postgres = figures;
      printOrdersFigures(figures, log);
    } finally {
      await recording.database.close();
    }
  });
  if (skipped) result.postgres = skipped;
  return result;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const has = (flag: string) => process.argv.includes(flag);
  const result = await runOrdersBench({ quick: has('--quick'), showSql: has('--show-sql') });
  if (has('--write')) writeResultSections({ orders: result }, 'Orders figures');
  process.exit(0);
}
