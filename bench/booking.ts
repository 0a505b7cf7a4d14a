/**
 * Booking throughput on PostgreSQL (issue #5 Performance: "booking throughput under concurrent load
 * on PostgreSQL"): POST /api/v1/checkout/cart-appointment through the whole API (Hono, token check,
 * valibot, cart lock, core's slot rules over the installer's 30 days, the capacity trigger,
 * mapping) against a bare node:http handler that replays the very SQL of one booking in a
 * transaction, on the same database, in this process, with the same requests.
 *
 * How the baseline gets "the same SQL": as bench/cart.ts does (its `openRecordingDatabase`), one
 * real booking is recorded before any load — its seven statements as Drizzle sent them (lock the
 * cart, read its shipping, the installer, its closures and the places taken in its 30 days, mark
 * run-out holds of the slot expired, insert the hold). The bare handler replays them between BEGIN
 * and COMMIT on one pooled client, with this request's cart, installer, date, slot, instants and
 * clock; the trigger appointments_slot_load (migration 0004) counts the place and its check
 * constraint refuses a full slot (23514 → 409), as for the API. What the bare handler does not do:
 * validation, the token, core's slot rules (it knows each cart's installer, window and slot
 * instants in advance) and shaping the answer.
 *
 * Two loads, each in rounds alternating API and bare (ABBA); after every round the appointments
 * are deleted (the trigger frees their places) so every round books the same places:
 * - spread: carts shipped to many shops (the scale catalogue's fixed shops), each asking for a
 *   place the shop's schedule shows free on a later day — nearly all succeed; 24 connections.
 * - contention: 50 connections, carts at one shop all asking for the same 4 slots with 2 bays
 *   each: exactly 2 per slot must win (checked in the answers and in installer_slot_load), the rest
 *   are 409s, whose throughput is the figure.
 *
 * Run by bench/installers.ts on its PostgreSQL database (scale catalogue); not on PGlite, which
 * runs one statement at a time and cannot show concurrency.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { APPOINTMENT_HOLD_MINUTES, bookingRange, SLOT_MINUTES } from '@tireshop/core';
import type pg from 'pg';
import type { Database } from '../packages/api/src/db/client';
import { getInstallerSchedule } from '../packages/api/src/services/schedule';
import { startBenchApi } from './api-server';
import type { RecordingDatabase, Statement } from './cart';
import { listen, postEach, readBody } from './http';
import { percentile, round2, seededRandom } from './stats';

// ---------------------------------------------------------------------------------------------
// One booking's statements, as a template

/** What changes from one booking to the next. */
interface BookingPlan {
  cartId: string;
  installerId: number;
  /** The installer's bookable days (core's bookingRange), as loadScheduleInput reads them. */
  from: string;
  to: string;
  date: string;
  startTime: string;
  startsAt: string;
  endsAt: string;
}

const SLOT = {
  cartId: Symbol('cartId'),
  installerId: Symbol('installerId'),
  from: Symbol('from'),
  to: Symbol('to'),
  date: Symbol('date'),
  slot: Symbol('slot'),
  startsAt: Symbol('startsAt'),
  endsAt: Symbol('endsAt'),
  now: Symbol('now'),
  holdExpiresAt: Symbol('holdExpiresAt'),
} as const;
/** Each slot's value in a booking of `plan` made at `now` (ISO): the hold ends APPOINTMENT_HOLD_MINUTES later. */
function slotValues(plan: BookingPlan, now: string): [symbol, unknown][] {
  return [
    [SLOT.cartId, plan.cartId],
    [SLOT.installerId, plan.installerId],
    [SLOT.from, plan.from],
    [SLOT.to, plan.to],
    [SLOT.date, plan.date],
    [SLOT.slot, plan.startTime],
    [SLOT.startsAt, plan.startsAt],
    [SLOT.endsAt, plan.endsAt],
    [SLOT.now, now],
    [SLOT.holdExpiresAt, new Date(Date.parse(now) + APPOINTMENT_HOLD_MINUTES * 60_000).toISOString()],
  ];
}
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/**
 * The recorded booking with its per-request values turned into slots. Timestamps other than the
 * slot's instants are the request's clock, and the hold's end 20 minutes later.
 */
function bookingTemplate(statements: Statement[], recorded: BookingPlan): Statement[] {
  const iso = (p: unknown) => (p instanceof Date ? p.toISOString() : typeof p === 'string' && ISO_TIMESTAMP.test(p) ? p : null);
  const clock = statements
    .flatMap((s) => s.params.map(iso))
    .filter((t): t is string => t !== null && t !== recorded.startsAt && t !== recorded.endsAt);
  // biome-ignore lint/complexity/useMathMinMax: ISO instants compared as text (Math.min would make them NaN)
  const now = clock.reduce((a, b) => (a < b ? a : b));
  const byValue = new Map<unknown, symbol>(slotValues(recorded, now).map(([slot, value]) => [value, slot]));
  const slotted = statements.map((s) => ({ sql: s.sql, params: s.params.map((p) => byValue.get(iso(p) ?? p) ?? p) }));
  const left = slotted.flatMap((s) => s.params).filter((p) => iso(p) !== null);
  if (left.length > 0) throw new Error(`the booking's timestamps were not all recognised: ${left.join(', ')}`);
  return slotted;
}

function fill(params: unknown[], plan: BookingPlan, now: Date): unknown[] {
  const values = new Map<unknown, unknown>(slotValues(plan, now.toISOString()));
  return params.map((p) => (values.has(p) ? values.get(p) : p));
}

/** The statements with their slots named, for a reader checking the baseline (`--show-sql`). */
export function describeTemplate(statements: Statement[], transaction = true): string {
  const name = (p: unknown) => (typeof p === 'symbol' ? `<${p.description}>` : JSON.stringify(p));
  const lines = statements.map((s) => `    ${s.sql}  -- [${s.params.map(name).join(', ')}]`);
  return (transaction ? ['  BEGIN', ...lines, '  COMMIT'] : lines).join('\n');
}

// ---------------------------------------------------------------------------------------------
// Load: concurrent keep-alive connections, every request's status and latency

type Shot = Awaited<ReturnType<typeof postEach>>['shots'][number];
interface BookingRequest {
  path: string;
  body: string;
}

/** Sends every request once over `connections` keep-alive connections; answers each one's status and time, and the CPU each took here. */
async function fire(origin: string, headers: Record<string, string>, requests: readonly BookingRequest[], connections: number) {
  const cpu = process.cpuUsage();
  const { shots, seconds } = await postEach(origin, requests, connections, (r) => ({ path: r.path, headers, body: r.body }));
  const used = process.cpuUsage(cpu);
  return { shots, seconds, cpuMsPerRequest: (used.user + used.system) / 1000 / requests.length };
}

export interface RoundFigures {
  requests: number;
  booked: number;
  refused: number;
  /** Answers other than 201 and 409 (none expected). */
  failed: number;
  seconds: number;
  bookingsPerSecond: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  /** CPU time of this process (server, driver and the load client) per request. */
  cpuMsPerRequest: number;
}

function roundFigures(run: Awaited<ReturnType<typeof fire>>): RoundFigures {
  const ms = run.shots.map((s) => s.ms);
  const booked = run.shots.filter((s) => s.status === 201).length;
  const refused = run.shots.filter((s) => s.status === 409).length;
  return {
    requests: run.shots.length,
    booked,
    refused,
    failed: run.shots.length - booked - refused,
    seconds: round2(run.seconds),
    bookingsPerSecond: round2(booked / run.seconds),
    requestsPerSecond: round2(run.shots.length / run.seconds),
    p50Ms: round2(percentile(ms, 50)),
    p95Ms: round2(percentile(ms, 95)),
    cpuMsPerRequest: round2(run.cpuMsPerRequest),
  };
}

// ---------------------------------------------------------------------------------------------

export interface BookingScenarioFigures {
  connections: number;
  requestsPerRound: number;
  api: RoundFigures[];
  baseline: RoundFigures[];
  /** Mean API bookings/s (spread) or refusals/s (contention) ÷ the baseline's. */
  ratio: number;
  /** Each API round's figure ÷ its paired baseline round's. */
  roundRatios: number[];
}

export interface BookingBenchFigures {
  /** Shops of the spread load, and the statements one booking runs (the bare handler replays them). */
  shops: number;
  statements: number;
  spread: BookingScenarioFigures & {
    /** Share of the API's answers that were 409 (a place taken meanwhile; expected about 0). */
    apiConflictShare: number;
  };
  contention: BookingScenarioFigures & {
    installerId: number;
    bays: number;
    slots: string[];
    /** Exactly `bays` bookings won each slot, in every round, in the answers and in installer_slot_load. */
    exactlyCapacity: boolean;
  };
}

export interface BookingBenchOptions {
  /** Carts of the spread load (each books once per round), the shops they are spread over, rounds per side. */
  carts: number;
  shops: number;
  rounds: number;
  connections: number;
  contentionCarts: number;
  contentionConnections: number;
  log: (line: string) => void;
  showSql?: boolean;
}

/** Cart ids made by copying `templateId` (its row, tires and shipping), each shipped to its own installer. */
async function cloneCarts(database: Database, templateId: string, installerIds: readonly number[]): Promise<string[]> {
  const ids = installerIds.map(() => randomUUID());
  await database.query(
    `INSERT INTO carts SELECT (jsonb_populate_record(c, jsonb_build_object('id', n.id))).* FROM carts c, unnest($2::uuid[]) AS n(id) WHERE c.id = $1`,
    [templateId, ids],
  );
  await database.query(
    `INSERT INTO cart_items SELECT (jsonb_populate_record(i, jsonb_build_object('cart_id', n.id))).* FROM cart_items i, unnest($2::uuid[]) AS n(id) WHERE i.cart_id = $1`,
    [templateId, ids],
  );
  await database.query(
    `INSERT INTO cart_shipping
     SELECT (jsonb_populate_record(s, jsonb_build_object('cart_id', n.id, 'installer_id', n.installer_id))).*
       FROM cart_shipping s, unnest($2::uuid[], $3::int[]) AS n(id, installer_id) WHERE s.cart_id = $1`,
    [templateId, ids, installerIds],
  );
  return ids;
}

/** The free places of the shop's timed slots on its later days (today's may pass their notice during the run), each place once. */
async function freePlaces(database: Database, installerId: number): Promise<Omit<BookingPlan, 'cartId'>[]> {
  const { siteInstallerSchedule: s } = await getInstallerSchedule(database.db, installerId, undefined, undefined, new Date());
  const { today, lastDay } = bookingRange({ now: new Date(), timeZone: s.timeZone });
  return s.scheduleDays
    .filter((d) => d.date > today && d.date < lastDay)
    .flatMap((d) =>
      d.slots.flatMap((slot) => {
        const startsAt = new Date(slot.startsAt);
        const endsAt = new Date(startsAt.getTime() + SLOT_MINUTES * 60_000).toISOString();
        const place = {
          installerId,
          from: today,
          to: lastDay,
          date: d.date,
          startTime: slot.startTime,
          startsAt: startsAt.toISOString(),
          endsAt,
        };
        return Array.from({ length: slot.available }, () => place);
      }),
    );
}

export async function benchBooking(recording: RecordingDatabase, options: BookingBenchOptions): Promise<BookingBenchFigures> {
  const { database } = recording;
  if (database.kind !== 'postgres') throw new Error('the booking bench needs PostgreSQL');
  const pool = (database as unknown as { pool?: pg.Pool }).pool;
  if (!pool) throw new Error('bench/booking.ts needs db/client.ts to expose its pool');
  const { log } = options;
  const random = seededRandom(11);
  const { origin, accessToken, tracked, close } = await startBenchApi(database);
  const headers = { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' };
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${origin}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const json = (await res.json()) as any;
    if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  const appointmentPath = (cartId: string) => `/v1/checkout/cart-appointment?cartId=${cartId}`;

  // ---- Shops: fixed shops spread over the catalogue (ids in steps), not dealerships. ----
  const shopRows = await database.query<{ id: number }>(
    'SELECT id FROM installers WHERE NOT is_mobile_install AND dealer_code IS NULL ORDER BY id',
  );
  const stride = Math.max(1, Math.floor(shopRows.length / (options.shops + 1)));
  const shops = Array.from({ length: options.shops }, (_, i) => Number(shopRows[(i + 1) * stride]!.id));
  // The contention shop: one more, outside the spread.
  const contentionShop = Number(shopRows[Math.floor(stride / 2)]!.id);

  // ---- A cart as the API makes it: 4 installable tires, shipping to an installer. ----
  const [tire] = await database.query<{ id: number }>(
    `SELECT s.id FROM skus s JOIN stock st ON st.sku_id = s.id WHERE s.is_installable
      GROUP BY s.id HAVING min(st.quantity) >= 8 AND count(*) = (SELECT count(*) FROM warehouses) ORDER BY s.id LIMIT 1`,
  );
  if (!tire) throw new Error('no installable tire in stock everywhere');
  const template: string = (await call('POST', '/v1/carts', { productId: tire.id, quantity: { front: 4 } })).siteCart.id;
  await call('PUT', `/v1/checkout/cart-shipping?cartId=${template}`, { shippingOption: 'INSTALLER', installerId: shops[0] });

  // ---- Places: each cart of the spread load gets a free place of its shop. ----
  const places = new Map<number, Awaited<ReturnType<typeof freePlaces>>>();
  for (const shop of shops) places.set(shop, random.shuffle(await freePlaces(database, shop)));
  // Round-robin over the shops, one more than the load needs: the last one is recorded.
  const chosen: Omit<BookingPlan, 'cartId'>[] = [];
  for (let i = 0; chosen.length < options.carts + 1; i++) {
    const place = places.get(shops[i % shops.length]!)!.pop();
    if (place) chosen.push(place);
    else if (i > 100 * options.carts) throw new Error('the shops have too few free places');
  }
  const cartIds = await cloneCarts(
    database,
    template,
    chosen.map((p) => p.installerId),
  );
  const plans: BookingPlan[] = chosen.map((p, i) => ({ ...p, cartId: cartIds[i]! }));

  // ---- Record one real booking (the spare last cart), then free its place. ----
  const probe = plans.pop()!;
  const recorded = await recording.record(() =>
    call('POST', appointmentPath(probe.cartId), { date: probe.date, startTime: probe.startTime }),
  );
  if (recorded.segments.length !== 1 || !recorded.segments[0]!.transaction) throw new Error('a booking is expected to be one transaction');
  const statements = bookingTemplate(recorded.segments[0]!.statements, probe);
  if (options.showSql) log(`  booking (recorded, replayed by the bare handler):\n${describeTemplate(statements)}`);
  const spreadCarts = plans.map((p) => p.cartId);
  const reset = async (carts: readonly string[]) => {
    await database.query('DELETE FROM appointments WHERE cart_id = ANY($1::uuid[])', [[...carts, probe.cartId]]);
    await database.query('VACUUM ANALYZE appointments, installer_slot_load');
  };
  await reset([]);

  // ---- The bare handler: the recorded statements in one transaction; a full slot is a 409. ----
  const planOf = new Map(plans.map((p) => [p.cartId, p]));
  const bare = createServer((req, res) =>
    tracked(async () => {
      try {
        const url = new URL(req.url ?? '/', 'http://bare');
        const body = JSON.parse(await readBody(req)) as { date: string; startTime: string };
        const plan = planOf.get(url.searchParams.get('cartId') ?? '');
        if (req.method !== 'POST' || url.pathname !== '/api/v1/checkout/cart-appointment' || !plan || plan.date !== body.date) {
          res.writeHead(404).end();
          return;
        }
        const client = await pool.connect();
        let row: unknown[] | undefined;
        try {
          await client.query('begin');
          const now = new Date();
          for (const st of statements)
            row = (await client.query({ text: st.sql, values: fill(st.params, plan, now), rowMode: 'array' })).rows[0];
          await client.query('commit');
        } catch (error) {
          await client.query('rollback');
          const { code, constraint } = error as { code?: string; constraint?: string };
          if (code === '23514' && constraint === 'slot_load_within_capacity') {
            res.writeHead(409, { 'Content-Type': 'application/json' }).end('{"error":{"code":"Conflict"}}');
            return;
          }
          throw error;
        } finally {
          client.release();
        }
        res.writeHead(201, { 'Content-Type': 'application/json' }).end(JSON.stringify({ row }));
      } catch (error) {
        res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error));
      }
    }),
  );
  const bareOrigin = `http://127.0.0.1:${await listen(bare)}`;

  try {
    // ---- Check the baseline books what the API books, before timing it. ----
    const held = async (cartId: string) =>
      (
        await database.query<{ installer_id: number; date: string; slot: string; status: string }>(
          "SELECT installer_id, to_char(date, 'YYYY-MM-DD') AS date, slot, status FROM appointments WHERE cart_id = $1",
          [cartId],
        )
      )[0];
    const first = plans[0]!;
    const [bareShot] = (await fire(bareOrigin, headers, [requestOf(first)], 1)).shots;
    const bareHeld = await held(first.cartId);
    if (
      bareShot?.status !== 201 ||
      Number(bareHeld?.installer_id) !== first.installerId ||
      bareHeld?.date !== first.date ||
      bareHeld.slot !== first.startTime ||
      bareHeld.status !== 'held'
    ) {
      throw new Error(
        `the bare booking did not hold ${first.date} ${first.startTime} at ${first.installerId}: ${bareShot?.status} ${JSON.stringify(bareHeld)}`,
      );
    }
    await reset([first.cartId]);

    // ---- Spread: many carts, many shops, free places. ----
    const spreadRequests = plans.map(requestOf);
    const spread = await scenario(spreadRequests, options.connections, 'bookingsPerSecond', spreadCarts);
    const apiAnswers = spread.api.reduce((n, r) => n + r.requests, 0);
    log(`  (spread: ${plans.length} carts over ${shops.length} shops, each asking for a place its shop's schedule shows free)`);

    // ---- Contention: one shop, 2 bays, 4 slots, everyone at once. ----
    const bays = 2;
    const [{ bays: originalBays }] = (await database.query<{ bays: number }>('SELECT bays FROM installers WHERE id = $1', [
      contentionShop,
    ])) as [{ bays: number }];
    await database.query('UPDATE installers SET bays = $2 WHERE id = $1', [contentionShop, bays]);
    try {
      // Four slots of one day with every place free (a place is listed once per free bay).
      const free = await freePlaces(database, contentionShop);
      const placesOf = (p: (typeof free)[number]) => free.filter((q) => q.date === p.date && q.startTime === p.startTime).length;
      const empty = [...new Map(free.filter((p) => placesOf(p) === bays).map((p) => [`${p.date} ${p.startTime}`, p])).values()];
      const day = empty.find((p) => empty.filter((q) => q.date === p.date).length >= 4)?.date;
      if (!day) throw new Error(`shop ${contentionShop} has no day with 4 empty slots`);
      const slots = empty.filter((p) => p.date === day).slice(0, 4);
      const racers = await cloneCarts(
        database,
        template,
        Array.from({ length: options.contentionCarts }, () => contentionShop),
      );
      const racePlans = racers.map((cartId, i) => ({ ...slots[i % slots.length]!, cartId }));
      for (const p of racePlans) planOf.set(p.cartId, p);
      let exactlyCapacity = true;
      const check = async (shots: Shot[]) => {
        for (const slot of slots) {
          const won = racePlans.filter((p, i) => p.startTime === slot.startTime && shots[i]!.status === 201).length;
          const [load] = await database.query<{ booked: number }>(
            'SELECT booked FROM installer_slot_load WHERE installer_id = $1 AND date = $2 AND slot = $3',
            [contentionShop, day, slot.startTime],
          );
          if (won !== bays || Number(load?.booked) !== bays) exactlyCapacity = false;
        }
      };
      const contention = await scenario(racePlans.map(requestOf), options.contentionConnections, 'refusalsPerSecond', racers, check);
      return {
        shops: shops.length,
        statements: statements.length,
        spread: { ...spread, apiConflictShare: round2(spread.api.reduce((n, r) => n + r.refused, 0) / Math.max(1, apiAnswers)) },
        contention: { ...contention, installerId: contentionShop, bays, slots: slots.map((s) => `${day} ${s.startTime}`), exactlyCapacity },
      };
    } finally {
      await database.query('UPDATE installers SET bays = $2 WHERE id = $1', [contentionShop, originalBays]);
    }
  } finally {
    await close([bare]);
  }

  /** The same request for the API and the bare handler. */
  function requestOf(plan: BookingPlan): BookingRequest {
    return { path: `/api${appointmentPath(plan.cartId)}`, body: JSON.stringify({ date: plan.date, startTime: plan.startTime }) };
  }

  /**
   * Rounds of every request once per side, ABBA, the appointments deleted after each round (so
   * each round books the same places); `check` sees each round's answers before the reset.
   */
  async function scenario(
    requests: BookingRequest[],
    connections: number,
    figure: 'bookingsPerSecond' | 'refusalsPerSecond',
    carts: readonly string[],
    check?: (shots: Shot[]) => Promise<void>,
  ): Promise<BookingScenarioFigures> {
    const api: RoundFigures[] = [];
    const baseline: RoundFigures[] = [];
    const round = async (target: string, into: RoundFigures[] | null) => {
      const run = await fire(target, headers, requests, connections);
      if (into) {
        await check?.(run.shots);
        into.push(roundFigures(run));
      }
      await reset(carts);
    };
    // Warm-up: one whole round on each side, not counted (a shorter one left the first API round
    // still slower than the others).
    await round(origin, null);
    await round(bareOrigin, null);
    for (let i = 0; i < options.rounds; i++) {
      if (i % 2 === 0) {
        await round(origin, api);
        await round(bareOrigin, baseline);
      } else {
        await round(bareOrigin, baseline);
        await round(origin, api);
      }
    }
    const value = (r: RoundFigures) => (figure === 'bookingsPerSecond' ? r.bookingsPerSecond : r.refused / r.seconds);
    const mean = (xs: RoundFigures[]) => xs.reduce((s, r) => s + value(r), 0) / xs.length;
    return {
      connections,
      requestsPerRound: requests.length,
      api,
      baseline,
      ratio: round2(mean(api) / mean(baseline)),
      roundRatios: api.map((r, i) => round2(value(r) / value(baseline[i]!))),
    };
  }
}

const mean = (rounds: RoundFigures[], key: keyof RoundFigures) => rounds.reduce((s, r) => s + Number(r[key]), 0) / rounds.length;

export function printBookingFigures(figures: BookingBenchFigures, log: (line: string) => void) {
  const side = (rounds: RoundFigures[], what: 'booked' | 'refused') =>
    `${(mean(rounds, what) / mean(rounds, 'seconds')).toFixed(0)} ${what === 'booked' ? 'bookings' : 'refusals'}/s, p50 ${Math.max(...rounds.map((r) => r.p50Ms)).toFixed(0)} / p95 ${Math.max(...rounds.map((r) => r.p95Ms)).toFixed(0)} ms, CPU/request ${mean(rounds, 'cpuMsPerRequest').toFixed(2)} ms`;
  const s = figures.spread;
  const c = figures.contention;
  const failed = [...s.api, ...s.baseline, ...c.api, ...c.baseline].reduce((n, r) => n + r.failed, 0);
  log(
    `  spread      ${s.requestsPerRound} bookings/round at ${figures.shops} shops, ${s.connections} connections: API ${side(s.api, 'booked')}` +
      ` vs bare node:http + same ${figures.statements} statements ${side(s.baseline, 'booked')} → ratio ${s.ratio.toFixed(2)} (rounds ${s.roundRatios.join(', ')}); API 409s ${(s.apiConflictShare * 100).toFixed(1)} %`,
  );
  log(
    `  contention  ${c.requestsPerRound} carts for ${c.slots.length} slots × ${c.bays} bays at installer ${c.installerId}, ${c.connections} connections: API ${side(c.api, 'refused')}` +
      ` vs bare ${side(c.baseline, 'refused')} → ratio ${c.ratio.toFixed(2)} (rounds ${c.roundRatios.join(', ')}); exactly ${c.bays} per slot every round: ${c.exactlyCapacity ? 'yes' : 'NO'}` +
      (failed ? `  [${failed} answers neither 201 nor 409]` : ''),
  );
}
