/**
 * Cart throughput under concurrent load: add-to-cart (POST /api/v1/carts with 4 tires), update
 * (PUT /api/v1/carts/{id}: set a line's quantity, alternately 2 and 4) and cart summary
 * (GET /api/v1/cart-summary?cartId=). Each is measured through the whole API (Hono, token check,
 * valibot validation, services, pricing, mapping; response-contract check off as in production)
 * and through a bare node:http handler that runs the same SQL on the same database. Both servers
 * run in this process and get the same requests (same paths, bodies and headers) from autocannon,
 * in alternating rounds (ABBA order); the figure is the ratio of their mean req/s.
 *
 * How the baseline gets "the same SQL": the database is opened with the `onQuery` hook
 * (db/client.ts), and before any load one real API request per scenario is sent and its
 * statements are recorded — SQL text and driver parameters exactly as Drizzle sent them — with
 * the boundaries of the transactions the services opened (`db.transaction` is wrapped while
 * recording; Drizzle's own BEGIN/COMMIT are dropped from the log and replayed by the baseline).
 * The bare handler replays them: a transaction's statements on one pooled client between BEGIN and
 * COMMIT (PGlite: `pglite.transaction`), other statements one by one on the pool, like Drizzle.
 * Values the API makes fresh per request are substituted: the cart id (a new uuid for a created
 * cart, the requested one otherwise) and timestamps (the request's time). The update's SQL depends
 * on the line it reads under the cart lock (growing a line checks stock, an unchanged quantity
 * writes no line), so three updates are recorded — grow, shrink, unchanged — and the bare handler
 * replays their common prefix (lock the cart, read the line), then the variant the line's quantity
 * calls for, as the service does. Before timing, one bare request per scenario is checked against
 * the database (the cart exists with its tires; the line has the new quantity).
 *
 * Load: 16 connections. Updates and summaries go round-robin over a pool of 64 carts (4 tires of
 * one product each), so concurrent requests hold different cart locks and the figure is not row
 * lock contention; each cart's quantity alternates 2, 4, 2, … The baseline reads rows as arrays
 * (Drizzle's mode for selects) and answers them as JSON without mapping.
 *
 *   node --import tsx bench/cart.ts [--quick] [--pglite] [--show-sql] [--write]   (also run by bench/run.ts)
 *   --pglite also on PGlite; --show-sql prints the recorded statements; --write stores the figures
 *   as `cart` in bench/results.json (bench/run.ts stores them there in a full run).
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { PGlite, Transaction as PGliteTransaction } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import type pg from 'pg';
import { openDatabase, type Database, type OpenOptions } from '../packages/api/src/db/client';
import { migrateDatabase } from '../packages/api/src/db/migrate';
import { seedDatabase } from '../packages/api/src/seed/index';
import { ACCOUNT_SESSION_HEADER } from '@tireshop/core';
import { fleetBuyerSession, startBenchApi } from './api-server';
import { listen, readBody } from './http';
import { onPostgresCluster, writeResultSections } from './stats';

// ---------------------------------------------------------------------------------------------
// Recording one request's statements

export interface Statement {
  sql: string;
  params: unknown[];
}
/** Statements in order; those of one `db.transaction` run on one client between BEGIN and COMMIT. */
export interface Segment {
  transaction: boolean;
  statements: Statement[];
}

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback)\b/i;

/** A database whose Drizzle statements can be recorded, request by request. */
export interface RecordingDatabase {
  database: Database;
  /** Runs `work` (one API request) and answers its result with the statements it sent. */
  record<T>(work: () => Promise<T>): Promise<{ result: T; segments: Segment[] }>;
}

export async function openRecordingDatabase(options: OpenOptions = {}): Promise<RecordingDatabase> {
  type Entry = Statement | 'begin' | 'end';
  let log: Entry[] | null = null;
  const database = await openDatabase({
    ...options,
    onQuery: (sql, params) => {
      if (log) log.push({ sql, params: [...params] });
    },
  });
  return {
    database,
    async record(work) {
      const db = database.db as unknown as { transaction: (...args: unknown[]) => Promise<unknown> };
      const original = db.transaction;
      const entries: Entry[] = [];
      db.transaction = async (...args) => {
        entries.push('begin');
        try {
          return await original.apply(db, args);
        } finally {
          entries.push('end');
        }
      };
      log = entries;
      try {
        const result = await work();
        return { result, segments: toSegments(entries) };
      } finally {
        log = null;
        db.transaction = original;
      }
    },
  };
}

function toSegments(entries: ReadonlyArray<Statement | 'begin' | 'end'>): Segment[] {
  const segments: Segment[] = [];
  let open: Segment | null = null;
  for (const entry of entries) {
    if (entry === 'begin') {
      if (open) throw new Error('nested transactions are not replayed');
      open = { transaction: true, statements: [] };
      segments.push(open);
    } else if (entry === 'end') {
      open = null;
    } else if (!TRANSACTION_CONTROL.test(entry.sql)) {
      if (open) open.statements.push(entry);
      else {
        const last = segments.at(-1);
        if (last && !last.transaction) last.statements.push(entry);
        else segments.push({ transaction: false, statements: [entry] });
      }
    }
  }
  return segments;
}

// Per-request values: the recorded cart id and timestamps become slots filled at replay.
const CART_ID = Symbol('cartId');
const NOW_ISO = Symbol('now');
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

function templated(segments: Segment[], recordedCartId: string): Segment[] {
  const slot = (p: unknown) => {
    if (p === recordedCartId) return CART_ID;
    if (p instanceof Date || (typeof p === 'string' && ISO_TIMESTAMP.test(p))) return NOW_ISO;
    return p;
  };
  return segments.map((s) => ({ ...s, statements: s.statements.map((st) => ({ sql: st.sql, params: st.params.map(slot) })) }));
}

const fill = (params: unknown[], cartId: string, now: string) => params.map((p) => (p === CART_ID ? cartId : p === NOW_ISO ? now : p));

// ---------------------------------------------------------------------------------------------
// The bare SQL runner: pg pool (or PGlite), no Drizzle

interface Rows {
  rows: unknown[][];
  fields: { name: string }[];
}
type Run = (sql: string, params: unknown[]) => Promise<Rows>;
interface BareSql {
  run: Run;
  transaction<T>(work: (run: Run) => Promise<T>): Promise<T>;
}

function bareSql(database: Database): BareSql {
  const pool = (database as unknown as { pool?: pg.Pool }).pool;
  const pglite = (database as unknown as { pglite?: PGlite }).pglite;
  if (database.kind === 'postgres' && pool) {
    const on =
      (client: pg.Pool | pg.PoolClient): Run =>
      (text, values) =>
        client.query({ text, values, rowMode: 'array' }) as Promise<Rows>;
    return {
      run: on(pool),
      // As Drizzle's node-postgres session does: a client from the pool, BEGIN … COMMIT, release.
      async transaction(work) {
        const client = await pool.connect();
        try {
          await client.query('begin');
          const result = await work(on(client));
          await client.query('commit');
          return result;
        } catch (error) {
          await client.query('rollback');
          throw error;
        } finally {
          client.release();
        }
      },
    };
  }
  if (database.kind === 'pglite' && pglite) {
    const on =
      (client: PGlite | PGliteTransaction): Run =>
      (text, values) =>
        client.query(text, values, { rowMode: 'array' }) as Promise<Rows>;
    return { run: on(pglite), transaction: (work) => pglite.transaction((tx) => work(on(tx))) };
  }
  throw new Error('bench/cart.ts needs db/client.ts to expose its pool or PGlite instance');
}

/** Replays recorded segments with this request's cart id and time; answers every statement's rows. */
async function replay(sql: BareSql, segments: Segment[], cartId: string): Promise<unknown[][][]> {
  const now = new Date().toISOString();
  const out: unknown[][][] = [];
  for (const segment of segments) {
    if (segment.transaction) {
      await sql.transaction(async (run) => {
        for (const st of segment.statements) out.push((await run(st.sql, fill(st.params, cartId, now))).rows);
      });
    } else {
      for (const st of segment.statements) out.push((await sql.run(st.sql, fill(st.params, cartId, now))).rows);
    }
  }
  return out;
}

/**
 * The update: common prefix (lock the cart, read the line), then the recorded variant for how the
 * requested quantity compares with the line's — the branch updateCart takes.
 */
interface UpdateTemplate {
  prefix: Statement[];
  /** Statements after the prefix, in the same transaction, then any later segments. */
  rest: Record<'grow' | 'shrink' | 'same', { inTransaction: Statement[]; after: Segment[] }>;
}

function updateTemplate(variants: Record<'grow' | 'shrink' | 'same', Segment[]>): UpdateTemplate {
  const firsts = Object.values(variants).map((segments) => {
    if (!segments[0]?.transaction) throw new Error('the cart update is expected to run in a transaction');
    return segments[0].statements;
  });
  let n = 0;
  while (
    firsts.every(
      (s) =>
        s[n] &&
        s[n]!.sql === firsts[0]![n]!.sql &&
        JSON.stringify(s[n]!.params.map(String)) === JSON.stringify(firsts[0]![n]!.params.map(String)),
    )
  )
    n++;
  const prefix = firsts[0]!.slice(0, n);
  if (!/from "cart_items"/.test(prefix.at(-1)?.sql ?? '')) {
    throw new Error(`the update's common prefix should end reading the cart line; it ends with: ${prefix.at(-1)?.sql}`);
  }
  const rest = Object.fromEntries(
    Object.entries(variants).map(([k, segments]) => [k, { inTransaction: segments[0]!.statements.slice(n), after: segments.slice(1) }]),
  ) as UpdateTemplate['rest'];
  return { prefix, rest };
}

type UpdateVariant = keyof UpdateTemplate['rest'];

async function replayUpdate(
  sql: BareSql,
  template: UpdateTemplate,
  cartId: string,
  quantity: number,
  taken: Record<UpdateVariant, number>,
): Promise<unknown[][][]> {
  const now = new Date().toISOString();
  const out: unknown[][][] = [];
  let variant: UpdateTemplate['rest']['grow'] | undefined;
  await sql.transaction(async (run) => {
    let line: Rows | undefined;
    for (const st of template.prefix) {
      line = await run(st.sql, fill(st.params, cartId, now));
      out.push(line.rows);
    }
    const column = line!.fields.findIndex((f) => f.name === 'quantity');
    const current = Number(line!.rows[0]?.[column]);
    const name: UpdateVariant = quantity > current ? 'grow' : quantity < current ? 'shrink' : 'same';
    taken[name]++;
    variant = template.rest[name];
    for (const st of variant.inTransaction) out.push((await run(st.sql, fill(st.params, cartId, now))).rows);
  });
  out.push(...(await replay(sql, variant!.after, cartId)));
  return out;
}

// ---------------------------------------------------------------------------------------------
// Load

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** CPU time of this process (server, driver and the autocannon client) per request. */
  cpuMsPerRequest: number;
}

interface CannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (req: CannonRequest) => CannonRequest;
}
interface CannonOptions {
  url: string;
  duration: number;
  connections: number;
  pipelining: number;
  requests: CannonRequest[];
}
interface CannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
}
const cannon = autocannon as unknown as (options: CannonOptions) => Promise<CannonResult>;

async function load(url: string, request: () => CannonRequest, seconds: number, connections = 16): Promise<LoadFigures> {
  const cpu = process.cpuUsage();
  const result = await cannon({ url, duration: seconds, connections, pipelining: 1, requests: [request()] });
  const used = process.cpuUsage(cpu);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuMsPerRequest: (used.user + used.system) / 1000 / Math.max(1, result.requests.total),
  };
}

// ---------------------------------------------------------------------------------------------

export interface CartScenarioFigures {
  apiRps: number;
  baselineRps: number;
  /** mean API req/s ÷ mean baseline req/s. */
  ratio: number;
  /** Each round's API req/s ÷ its paired baseline round's: how much the machine moved the figure. */
  roundRatios: number[];
  apiP50Ms: number;
  apiP99Ms: number;
  baselineP50Ms: number;
  baselineP99Ms: number;
  errors: number;
  /**
   * CPU time of this Node process per request (API or bare handler, pg driver, autocannon):
   * steadier than req/s on a shared machine, and what the ratio mostly comes from.
   */
  apiCpuMsPerRequest: number;
  baselineCpuMsPerRequest: number;
  /** SQL statements one request runs (without BEGIN/COMMIT; the mean of the update's two branches), and whether they run in a transaction. */
  statements: number;
  transaction: boolean;
}

export interface CartBenchFigures {
  /** The tire added (4 of it per cart) and the running deal its cart line shows, if any. */
  tire: { id: number; label: string; deal: string | null };
  carts: number;
  addToCart: CartScenarioFigures;
  update: CartScenarioFigures & { baselineVariants: Record<'grow' | 'shrink' | 'same', number> };
  summary: CartScenarioFigures;
  /** A signed-in fleet buyer's calls beside the anonymous shopper's, same rounds (issue #14: ≥ 0.9 is within 10 %). */
  fleet: { addToCart: FleetFigures; summary: FleetFigures };
}

export interface FleetFigures {
  anonymousRps: number;
  fleetRps: number;
  fleetToAnonymous: number;
}

const CART_POOL = 64;

export interface CartBenchOptions {
  seconds: number;
  rounds: number;
  connections?: number;
  /** Print the recorded statements of each scenario. */
  log?: (line: string) => void;
}

export async function benchCart(recording: RecordingDatabase, options: CartBenchOptions): Promise<CartBenchFigures> {
  const { database } = recording;
  const connections = options.connections ?? 16;
  const { origin: apiUrl, accessToken: access_token, tracked, close } = await startBenchApi(database);
  const headers = { Authorization: `Bearer ${access_token}`, 'Content-Type': 'application/json' };
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${apiUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const json = (await res.json()) as any;
    if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${JSON.stringify(json)}`);
    return json;
  };

  // A tire a shopper would add: on the size listing's size, well stocked, one with a deal if any.
  const [tire] = await database.query<{ id: number; label: string }>(
    `SELECT s.id, b.name || ' ' || l.name || ' ' || t.size_key AS label
     FROM skus s JOIN tire_sizes t ON t.id = s.size_id JOIN product_lines l ON l.id = s.product_line_id JOIN brands b ON b.id = l.brand_id
     WHERE t.size_key = '225/45R17' AND (SELECT coalesce(sum(quantity), 0) FROM stock WHERE sku_id = s.id) >= 20
     ORDER BY EXISTS (SELECT 1 FROM promotion_product_lines p WHERE p.product_line_id = s.product_line_id) DESC, s.id LIMIT 1`,
  );
  if (!tire) throw new Error('no well-stocked 225/45R17 tire in the catalogue');
  const addBody = { productId: tire.id, quantity: { front: 4 } };

  // ---- Record one real request per scenario (and per update branch). ----
  const created = await recording.record(() => call('POST', '/api/v1/carts', addBody));
  const createdId: string = created.result.siteCart.id;
  const createTemplate = templated(created.segments, createdId);
  const pool: string[] = [];
  for (let i = 0; i < CART_POOL; i++) pool.push((await call('POST', '/api/v1/carts', addBody)).siteCart.id);
  const probe = pool[0]!;
  const recordUpdate = async (quantity: number) =>
    templated(
      (await recording.record(() => call('PUT', `/api/v1/carts/${probe}`, { itemId: tire.id, itemQuantity: quantity }))).segments,
      probe,
    );
  const shrink = await recordUpdate(2); // 4 → 2
  const same = await recordUpdate(2); // 2 → 2
  const grow = await recordUpdate(4); // 2 → 4
  const update = updateTemplate({ grow, shrink, same });
  const summaryTemplate = templated((await recording.record(() => call('GET', `/api/v1/cart-summary?cartId=${probe}`))).segments, probe);
  if (options.log) {
    options.log(`add-to-cart:\n${describeSegments(createTemplate)}`);
    for (const [name, segments] of Object.entries({ grow, shrink, same })) options.log(`update (${name}):\n${describeSegments(segments)}`);
    options.log(`cart summary:\n${describeSegments(summaryTemplate)}`);
  }

  // ---- The bare handler: same requests, recorded SQL, rows as JSON. ----
  const sql = bareSql(database);
  /** Which recorded update the bare handler replayed: 'same' only when a request raced its cart's previous one. */
  const variantsTaken: Record<UpdateVariant, number> = { grow: 0, shrink: 0, same: 0 };
  const bare = createServer((req, res) =>
    tracked(async () => {
      try {
        const url = new URL(req.url ?? '/', 'http://bare');
        const text = await readBody(req);
        let status = 200;
        let rows: unknown[][][];
        if (req.method === 'POST' && url.pathname === '/api/v1/carts') {
          JSON.parse(text);
          rows = await replay(sql, createTemplate, randomUUID());
          status = 201;
        } else if (req.method === 'PUT' && url.pathname.startsWith('/api/v1/carts/')) {
          const body = JSON.parse(text) as { itemQuantity: number };
          rows = await replayUpdate(
            sql,
            update,
            decodeURIComponent(url.pathname.slice('/api/v1/carts/'.length)),
            body.itemQuantity,
            variantsTaken,
          );
        } else if (req.method === 'GET' && url.pathname === '/api/v1/cart-summary') {
          rows = await replay(sql, summaryTemplate, url.searchParams.get('cartId') ?? '');
        } else {
          res.writeHead(404).end();
          return;
        }
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ rows }));
      } catch (error) {
        res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end(String(error));
      }
    }),
  );
  const bareUrl = `http://127.0.0.1:${await listen(bare)}`;

  // ---- Check the baseline does what the API does, before timing it. ----
  const bareCall = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${bareUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    if (!res.ok) throw new Error(`bare ${method} ${path}: HTTP ${res.status} ${await res.text()}`);
  };
  const lineQuantity = async (cartId: string) =>
    (await database.query<{ quantity: number }>('SELECT quantity FROM cart_items WHERE cart_id = $1 AND sku_id = $2', [cartId, tire.id]))[0]
      ?.quantity;
  {
    const [{ n: before }] = (await database.query<{ n: number }>('SELECT count(*)::int AS n FROM carts')) as [{ n: number }];
    await bareCall('POST', '/api/v1/carts', addBody);
    const newest = await database.query<{ id: string; quantity: number }>(
      'SELECT c.id, i.quantity FROM carts c JOIN cart_items i ON i.cart_id = c.id ORDER BY c.created_at DESC LIMIT 1',
    );
    const [{ n: after }] = (await database.query<{ n: number }>('SELECT count(*)::int AS n FROM carts')) as [{ n: number }];
    if (after !== before + 1 || Number(newest[0]?.quantity) !== 4)
      throw new Error('the bare add-to-cart did not create a cart with 4 tires');
    // The probe cart is at 4 after recording: shrink, keep, grow through the bare handler.
    for (const q of [2, 2, 4]) {
      await bareCall('PUT', `/api/v1/carts/${probe}`, { itemId: tire.id, itemQuantity: q });
      if (Number(await lineQuantity(probe)) !== q) throw new Error(`the bare update did not set the line to ${q}`);
    }
    await bareCall('GET', `/api/v1/cart-summary?cartId=${probe}`);
  }

  // ---- Requests: the same for both servers. ----
  const auth = { Authorization: headers.Authorization };
  const addRequest = (): CannonRequest => ({
    method: 'POST',
    path: '/api/v1/carts',
    headers: { ...headers },
    body: JSON.stringify(addBody),
  });
  // Every pool cart is at 4 tires; each update flips its cart between 2 and 4.
  const nextQuantity = new Map(pool.map((id) => [id, 2]));
  let turn = 0;
  const updateRequest = (): CannonRequest => ({
    method: 'PUT',
    headers: { ...headers },
    setupRequest: (req) => {
      const id = pool[turn++ % pool.length]!;
      const quantity = nextQuantity.get(id)!;
      nextQuantity.set(id, quantity === 2 ? 4 : 2);
      return { ...req, path: `/api/v1/carts/${id}`, body: JSON.stringify({ itemId: tire.id, itemQuantity: quantity }) };
    },
  });
  let read = 0;
  const summaryRequest = (): CannonRequest => ({
    method: 'GET',
    headers: { ...auth },
    setupRequest: (req) => ({ ...req, path: `/api/v1/cart-summary?cartId=${pool[read++ % pool.length]}` }),
  });

  const statementCount = (segments: Segment[]) => segments.reduce((n, s) => n + s.statements.length, 0);
  const scenario = async (request: () => CannonRequest, segments: Segment[]): Promise<CartScenarioFigures> => {
    const api: LoadFigures[] = [];
    const baseline: LoadFigures[] = [];
    await load(apiUrl, request, 1, connections); // warm-up
    await load(bareUrl, request, 1, connections);
    // Rounds alternate in ABBA order (API, bare, bare, API, …) so a drift in the machine's load
    // falls on both sides alike.
    for (let round = 0; round < options.rounds; round++) {
      const apiRound = () => load(apiUrl, request, options.seconds, connections);
      const bareRound = () => load(bareUrl, request, options.seconds, connections);
      if (round % 2 === 0) {
        api.push(await apiRound());
        baseline.push(await bareRound());
      } else {
        baseline.push(await bareRound());
        api.push(await apiRound());
      }
    }
    const mean = (xs: LoadFigures[], k: keyof LoadFigures) => xs.reduce((s, x) => s + x[k], 0) / xs.length;
    return {
      apiRps: mean(api, 'requestsPerSecond'),
      baselineRps: mean(baseline, 'requestsPerSecond'),
      ratio: mean(api, 'requestsPerSecond') / mean(baseline, 'requestsPerSecond'),
      roundRatios: api.map((a, i) => Number((a.requestsPerSecond / baseline[i]!.requestsPerSecond).toFixed(3))),
      apiP50Ms: Math.max(...api.map((x) => x.p50Ms)),
      apiP99Ms: Math.max(...api.map((x) => x.p99Ms)),
      baselineP50Ms: Math.max(...baseline.map((x) => x.p50Ms)),
      baselineP99Ms: Math.max(...baseline.map((x) => x.p99Ms)),
      errors: api.reduce((s, x) => s + x.errors, 0) + baseline.reduce((s, x) => s + x.errors, 0),
      apiCpuMsPerRequest: mean(api, 'cpuMsPerRequest'),
      baselineCpuMsPerRequest: mean(baseline, 'cpuMsPerRequest'),
      statements: statementCount(segments),
      transaction: segments.some((s) => s.transaction),
    };
  };

  // ---- A signed-in fleet buyer (their price list, their own carts) beside the anonymous shopper. ----
  const fleetHeaders = { ...headers, [ACCOUNT_SESSION_HEADER]: await fleetBuyerSession(database) };
  const fleetPool: string[] = [];
  for (let i = 0; i < CART_POOL; i++) {
    const res = await fetch(`${apiUrl}/api/v1/carts`, { method: 'POST', headers: fleetHeaders, body: JSON.stringify(addBody) });
    if (res.status !== 201) throw new Error(`fleet buyer's cart: HTTP ${res.status}`);
    fleetPool.push(((await res.json()) as { siteCart: { id: string } }).siteCart.id);
  }
  const fleetAddRequest = (): CannonRequest => ({ ...addRequest(), headers: { ...fleetHeaders } });
  let fleetRead = 0;
  const fleetSummaryRequest = (): CannonRequest => ({
    method: 'GET',
    headers: { ...fleetHeaders },
    setupRequest: (req) => ({ ...req, path: `/api/v1/cart-summary?cartId=${fleetPool[fleetRead++ % fleetPool.length]}` }),
  });
  const sideBySide = async (anonymous: () => CannonRequest, fleet: () => CannonRequest): Promise<FleetFigures> => {
    const a: LoadFigures[] = [];
    const f: LoadFigures[] = [];
    await load(apiUrl, fleet, 1, connections); // warm-up
    for (let round = 0; round < options.rounds; round++) {
      const order = round % 2 === 0 ? [anonymous, fleet] : [fleet, anonymous];
      for (const request of order) (request === fleet ? f : a).push(await load(apiUrl, request, options.seconds, connections));
    }
    const mean = (xs: LoadFigures[]) => xs.reduce((sum, x) => sum + x.requestsPerSecond, 0) / xs.length;
    return { anonymousRps: mean(a), fleetRps: mean(f), fleetToAnonymous: mean(f) / mean(a) };
  };

  try {
    const addToCart = await scenario(addRequest, createTemplate);
    for (const k of Object.keys(variantsTaken) as UpdateVariant[]) variantsTaken[k] = 0;
    const updated = await scenario(updateRequest, grow);
    const summary = await scenario(summaryRequest, summaryTemplate);
    return {
      tire: { id: tire.id, label: tire.label, deal: created.result.siteCart.siteProducts[0]?.siteProductPromotion?.title ?? null },
      carts: CART_POOL,
      addToCart,
      // Half the updates grow a line (with a stock check), half shrink one.
      update: { ...updated, statements: (statementCount(grow) + statementCount(shrink)) / 2, baselineVariants: { ...variantsTaken } },
      summary,
      fleet: { addToCart: await sideBySide(addRequest, fleetAddRequest), summary: await sideBySide(summaryRequest, fleetSummaryRequest) },
    };
  } finally {
    // Let in-flight requests finish before the caller closes the database.
    await close([bare]);
  }
}

/** The statements a scenario runs, for a reader checking the baseline (`--show-sql`). */
function describeSegments(segments: Segment[]): string {
  const param = (p: unknown) => (p === CART_ID ? '<cart id>' : p === NOW_ISO ? '<now>' : JSON.stringify(p));
  return segments
    .map(
      (s) =>
        `${s.transaction ? '  BEGIN\n' : ''}${s.statements.map((st) => `    ${st.sql}  -- [${st.params.map(param).join(', ')}]`).join('\n')}${s.transaction ? '\n  COMMIT' : ''}`,
    )
    .join('\n');
}

// ---------------------------------------------------------------------------------------------
// The whole bench: PostgreSQL (a throwaway cluster), optionally PGlite

export type CartBenchResult = {
  /** Both sides share this process and its CPU with PostgreSQL and whatever else runs. */
  timing: { seconds: number; rounds: number; connections: number };
  loadAverage: number;
  postgres?: CartBenchFigures | { skipped: string };
  pglite?: CartBenchFigures;
};

const SCENARIOS = [
  ['addToCart', 'add-to-cart', 'POST /api/v1/carts, 4 tires'],
  ['update', 'update', 'PUT /api/v1/carts/{id}, line quantity 2 ⇄ 4'],
  ['summary', 'cart summary', 'GET /api/v1/cart-summary?cartId='],
] as const;

export function printCartFigures(name: string, figures: CartBenchFigures, log: (line: string) => void) {
  log(
    `  ${name} (4 × ${figures.tire.label}, id ${figures.tire.id}${figures.tire.deal ? `, deal "${figures.tire.deal}"` : ', no running deal'}):`,
  );
  for (const [key, label, what] of SCENARIOS) {
    const r = figures[key];
    const variants =
      key === 'update'
        ? `; bare replayed ${Object.entries(figures.update.baselineVariants)
            .map(([k, n]) => `${k} ${n}`)
            .join(', ')}`
        : '';
    log(
      `    ${label.padEnd(13)} API ${r.apiRps.toFixed(0)} req/s (p99 ${r.apiP99Ms} ms) vs bare node:http + same SQL ${r.baselineRps.toFixed(0)} req/s (p99 ${r.baselineP99Ms} ms) → ratio ${r.ratio.toFixed(2)}; CPU/request ${r.apiCpuMsPerRequest.toFixed(2)} vs ${r.baselineCpuMsPerRequest.toFixed(2)} ms  [${r.statements} statements${r.transaction ? ' in a transaction' : ''}; ${what}${variants}]${r.errors ? `  [${r.errors} errors]` : ''}`,
    );
  }
  for (const [key, label] of [
    ['addToCart', 'add-to-cart'],
    ['summary', 'cart summary'],
  ] as const) {
    const f = figures.fleet[key];
    log(
      `    fleet buyer ${label}: ${f.fleetRps.toFixed(0)} req/s vs anonymous ${f.anonymousRps.toFixed(0)} req/s = ${f.fleetToAnonymous.toFixed(2)} × anonymous`,
    );
  }
}

async function preparedRecording(options: OpenOptions) {
  const recording = await openRecordingDatabase(options);
  await migrateDatabase(recording.database);
  await seedDatabase(recording.database);
  return recording;
}

export async function runCartBench(
  options: { quick?: boolean; pglite?: boolean; showSql?: boolean; log?: (line: string) => void } = {},
): Promise<CartBenchResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  // Shorter rounds than the size listing's 3 × 5 s, and more of them: on a shared machine, load
  // from other processes then falls on the API and the baseline alike.
  const timing = { seconds: options.quick ? 2 : 3, rounds: options.quick ? 2 : 6, connections: 16 };
  const bench: CartBenchOptions = { ...timing, log: options.showSql ? log : undefined };
  const result: CartBenchResult = { timing, loadAverage: loadavg()[0]! };
  log(
    `\nCart, ${timing.connections} connections, ${timing.rounds} × ${timing.seconds} s rounds, carts spread over a pool of ${CART_POOL}:`,
  );
  // Other work on the machine moves both sides of each ratio; say how loaded it was.
  log(`  (load average ${result.loadAverage.toFixed(2)} on ${cpus().length} CPUs)`);

  const skipped = await onPostgresCluster(log, async (url) => {
    const recording = await preparedRecording({ url, poolSize: 16 });
    try {
      result.postgres = await benchCart(recording, bench);
      printCartFigures('PostgreSQL', result.postgres, log);
    } finally {
      await recording.database.close();
    }
  });
  if (skipped) result.postgres = skipped;

  if (options.pglite) {
    const recording = await preparedRecording({});
    try {
      result.pglite = await benchCart(recording, bench);
      printCartFigures('PGlite', result.pglite, log);
    } finally {
      await recording.database.close();
    }
  }
  return result;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const has = (flag: string) => process.argv.includes(flag);
  const result = await runCartBench({ quick: has('--quick'), pglite: has('--pglite'), showSql: has('--show-sql') });
  if (has('--write')) writeResultSections({ cart: result }, 'Cart figures');
  process.exit(0);
}
