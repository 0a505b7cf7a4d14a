/**
 * Installers at scale (issue #5 Performance): the nearest 4 installers among 10,000 and the 30-day
 * schedule of one shop, each timed through its service and against a raw-SQL baseline in the same
 * run, on PGlite and on PostgreSQL; then booking throughput on PostgreSQL (bench/booking.ts).
 *
 * - Nearest 4: `listInstallers(db, { userZip, limit: 4, page: 1, sort: 'all', mobileInstall })`
 *   for zips spread over the country (the installers' own zips, evenly spaced in zip order), each
 *   call paired with the baseline — one hand-written statement answering the same question: the
 *   4 nearest shops (or mobile installers whose radius covers the point) by great-circle distance,
 *   a bounding box on the (latitude, longitude) index, then the exact distance, ORDER BY … LIMIT 4.
 *   Before timing, every zip's baseline ids are checked against the service's with sort=distance.
 *   The service does more: it reads every installer within reach (their whole rows: the total is
 *   part of its answer and the page is sorted in Node), sorts them (sort 'all': sponsored first),
 *   prices installation, and reads the page's closures and taken places (two more statements) to
 *   flag who can install tomorrow and on Monday by core's slot rules.
 * - 30-day schedule: `getInstallerSchedule(db, installerId)` for a sample of installers, some of
 *   whose places are booked (appointments inserted before timing, so the counts are not empty),
 *   against its own three statements (the installer, its closures and places taken in its 30
 *   days), recorded with the `onQuery` hook as bench/cart.ts does and run directly with each
 *   installer's id and days. The service adds Drizzle's mapping and core's slot rules.
 *
 * The nearest-4 lookup is also timed a third way: the service's own statements for the zip
 * (recorded), run directly — which splits what its SQL costs from what Node does with the rows.
 *
 * The sides take turns on each input (in order on even inputs, reversed on odd ones). Figures: p50/p95
 * wall time of each side and their ratio, and this process's CPU time per call (on PGlite that is
 * all the work, and unlike wall time it does not grow when other processes load the machine). The
 * load average and CPU count are recorded with the figures.
 *
 *   node --import tsx bench/installers.ts [--quick] [--show-sql] [--write]   (also run by bench/run.ts)
 *   --show-sql prints the baselines' statements; --write stores the figures as `installers` and
 *   `booking` in bench/results.json (bench/run.ts stores them there in a full run).
 */
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { bookingRange, minutesOfTime, SLOT_MINUTES } from '@tireshop/core';
import type pg from 'pg';
import { STOREFRONT_CLIENT_ID } from '../packages/api/src/auth/clients';
import type { Database, OpenOptions } from '../packages/api/src/db/client';
import { migrateDatabase } from '../packages/api/src/db/migrate';
import { seedScaleCatalogue } from '../packages/api/src/seed/scale';
import { boundingBox, placeZip } from '../packages/api/src/services/geo';
import { listInstallers, type InstallerQuery } from '../packages/api/src/services/installer-lookup';
import { NEARBY_MILES } from '../packages/api/src/services/pickup-locations';
import { getInstallerSchedule } from '../packages/api/src/services/schedule';
import { benchBooking, describeTemplate, printBookingFigures, type BookingBenchFigures, type BookingBenchOptions } from './booking';
import { openRecordingDatabase, type RecordingDatabase } from './cart';
import { onPostgresCluster, percentile, ratio, round2, seededRandom, writeResultSections, type VersusBaseline } from './stats';

/** 10,000 installers; `skus: 0` keeps the seed catalogue's own SKUs (the scale seed never has fewer), so seeding stays short. */
export const INSTALLER_SCALE = { skus: 0, installers: 10_000 } as const;

// ---------------------------------------------------------------------------------------------
// Raw statements, outside Drizzle (rows as arrays, as Drizzle asks for them)

type Run = (sql: string, params: unknown[]) => Promise<unknown[][]>;

function rawRunner(database: Database): Run {
  const pool = (database as unknown as { pool?: pg.Pool }).pool;
  const pglite = (database as unknown as { pglite?: PGlite }).pglite;
  if (pool) return async (text, values) => (await pool.query({ text, values, rowMode: 'array' })).rows as unknown[][];
  if (pglite) return async (text, values) => (await pglite.query(text, values, { rowMode: 'array' })).rows as unknown[][];
  throw new Error('bench/installers.ts needs db/client.ts to expose its pool or PGlite instance');
}

/** Great-circle (haversine) miles from the point ($1, $2) to an installer, as services/geo.ts computes them. */
const MILES = `2 * 3958.8 * asin(least(1, sqrt(
    sin(radians(i.latitude - $1::float8) / 2) ^ 2
    + cos(radians($1::float8)) * cos(radians(i.latitude)) * sin(radians(i.longitude - $2::float8) / 2) ^ 2)))`;

/** The 4 nearest shops within $7 miles of ($1, $2): the box ($3–$6) on installers_lat_lng, then the exact distance. */
export const NEAREST_SHOPS_SQL = `SELECT i.*, d.miles FROM installers i CROSS JOIN LATERAL (SELECT ${MILES} AS miles) d
  WHERE NOT i.is_mobile_install AND i.latitude BETWEEN $3 AND $4 AND i.longitude BETWEEN $5 AND $6 AND d.miles <= $7
  ORDER BY d.miles, i.id LIMIT 4`;

/**
 * The 4 nearest mobile installers whose own radius covers ($1, $2): a box as wide as the widest
 * radius (computed in SQL the way geo.ts boundingBox does), then each installer's radius.
 */
export const NEAREST_MOBILE_SQL = `WITH reach AS (
    SELECT max(mobile_radius_miles)::float8 * 1.01 / 3958.8 AS r FROM installers WHERE is_mobile_install
  ), box AS (
    SELECT degrees(r) AS dlat, CASE WHEN sin(r) / cos(radians($1::float8)) >= 1 THEN 180 ELSE degrees(asin(sin(r) / cos(radians($1::float8)))) END AS dlng FROM reach
  )
  SELECT i.*, d.miles FROM box, installers i CROSS JOIN LATERAL (SELECT ${MILES} AS miles) d
  WHERE i.is_mobile_install
    AND i.latitude BETWEEN $1::float8 - box.dlat AND $1::float8 + box.dlat
    AND i.longitude BETWEEN $2::float8 - box.dlng AND $2::float8 + box.dlng
    AND d.miles <= i.mobile_radius_miles
  ORDER BY d.miles, i.id LIMIT 4`;

function nearestBaseline(run: Run, zip: string, mobile: boolean) {
  const place = placeZip(zip)!;
  if (mobile) return run(NEAREST_MOBILE_SQL, [place.latitude, place.longitude]);
  const box = boundingBox(place, NEARBY_MILES);
  return run(NEAREST_SHOPS_SQL, [
    place.latitude,
    place.longitude,
    box.minLatitude,
    box.maxLatitude,
    box.minLongitude,
    box.maxLongitude,
    NEARBY_MILES,
  ]);
}

// ---------------------------------------------------------------------------------------------
// Timing

interface Sample {
  ms: number;
  cpuMs: number;
}

async function timed(work: () => Promise<unknown>): Promise<Sample> {
  const cpu = process.cpuUsage();
  const t = performance.now();
  await work();
  const ms = performance.now() - t;
  const used = process.cpuUsage(cpu);
  return { ms, cpuMs: (used.user + used.system) / 1000 };
}

interface SideFigures {
  p50Ms: number;
  p95Ms: number;
  /** This process's CPU time per call, p50 (on PGlite: all the work; on PostgreSQL: the Node side). */
  cpuP50Ms: number;
}

/**
 * Times every side on every input, after a warm-up, in alternating order (A B C on even inputs,
 * C B A on odd ones) so that no side always meets the others' warm caches or a burst of load.
 */
async function interleaved<T, K extends string>(
  inputs: readonly T[],
  sides: Record<K, (x: T) => Promise<unknown>>,
): Promise<Record<K, SideFigures>> {
  const names = Object.keys(sides) as K[];
  for (const x of inputs.slice(0, 20)) for (const k of names) await sides[k](x);
  const samples = Object.fromEntries(names.map((k) => [k, [] as Sample[]])) as Record<K, Sample[]>;
  for (const [i, x] of inputs.entries()) {
    for (const k of i % 2 === 0 ? names : [...names].reverse()) samples[k].push(await timed(() => sides[k](x)));
  }
  const p = (xs: Sample[], k: keyof Sample, q: number) =>
    round2(
      percentile(
        xs.map((x) => x[k]),
        q,
      ),
    );
  return Object.fromEntries(
    names.map((k) => [k, { p50Ms: p(samples[k], 'ms', 50), p95Ms: p(samples[k], 'ms', 95), cpuP50Ms: p(samples[k], 'cpuMs', 50) }]),
  ) as Record<K, SideFigures>;
}

export interface PairFigures extends VersusBaseline {
  calls: number;
  /** This process's CPU time per call, p50, and their ratio. */
  serviceCpuP50Ms: number;
  baselineCpuP50Ms: number;
  cpuRatioP50: number;
  /** SQL statements one service call sends (recorded); the baseline sends `baselineStatements`. */
  statements: number;
  baselineStatements: number;
}

function pairFigures(calls: number, service: SideFigures, baseline: SideFigures) {
  return {
    calls,
    serviceP50Ms: service.p50Ms,
    serviceP95Ms: service.p95Ms,
    baselineP50Ms: baseline.p50Ms,
    baselineP95Ms: baseline.p95Ms,
    ratioP50: ratio(service.p50Ms, baseline.p50Ms),
    ratioP95: ratio(service.p95Ms, baseline.p95Ms),
    serviceCpuP50Ms: service.cpuP50Ms,
    baselineCpuP50Ms: baseline.cpuP50Ms,
    cpuRatioP50: ratio(service.cpuP50Ms, baseline.cpuP50Ms),
  };
}

type Recorded = Awaited<ReturnType<RecordingDatabase['record']>>['segments'];
const statementsOf = (segments: Recorded) => segments.flatMap((s) => s.statements);

// ---------------------------------------------------------------------------------------------
// Nearest installers

export interface LookupFigures extends PairFigures {
  kind: 'shops' | 'mobile';
  /**
   * The service's own statements for the same zip (recorded, run directly one after the other):
   * between the hand-written baseline and the service, this splits what its SQL costs from what
   * Node does with the rows.
   */
  ownSqlP50Ms: number;
  ownSqlP95Ms: number;
  /** Installers within reach, mean over the zips (the service reads them all; the baseline 4). */
  meanInReach: number;
  /** Mobile only: the widest service radius, max(mobile_radius_miles), run alone (both sides compute it). */
  widestRadiusP50Ms?: number;
  /** Zips where the service (sort=distance) and the baseline named the same installers in the same order. */
  sameAsBaseline: number;
  /** A few zips where they did not, to look at. */
  differences: { zip: string; service: number[]; baseline: number[] }[];
}

/** `count` distinct installer zips, evenly spaced in zip order (so spread over the country). */
async function lookupZips(database: Database, count: number): Promise<string[]> {
  const zips = (await database.query<{ zip: string }>('SELECT DISTINCT zip FROM installers ORDER BY zip'))
    .map((r) => r.zip)
    .filter((z) => placeZip(z));
  const step = zips.length / count;
  return Array.from({ length: Math.min(count, zips.length) }, (_, i) => zips[Math.floor(i * step)]!);
}

const WIDEST_RADIUS_SQL = 'SELECT max(mobile_radius_miles) FROM installers WHERE is_mobile_install';

export async function benchLookup(recording: RecordingDatabase, zips: readonly string[], mobile: boolean): Promise<LookupFigures> {
  const { database } = recording;
  const run = rawRunner(database);
  const query = (zip: string, sort: InstallerQuery['sort']): InstallerQuery => ({
    userZip: zip,
    limit: 4,
    page: 1,
    sort,
    mobileInstall: mobile,
  });

  // Same answer: the service's distance order against the baseline's; the reach the service reads;
  // and each zip's statements as the service sends them with sort 'all'.
  let same = 0;
  let inReach = 0;
  const differences: LookupFigures['differences'] = [];
  const own = new Map<string, { sql: string; params: unknown[] }[]>();
  for (const zip of zips) {
    const service = await listInstallers(database.db, query(zip, 'distance'), '', undefined, new Date());
    inReach += service.siteInstallers.total;
    const a = service.siteInstallers.siteInstallerList.map((i) => i.installerId);
    const b = (await nearestBaseline(run, zip, mobile)).map((row) => Number(row[0]));
    if (a.join() === b.join()) same++;
    else if (differences.length < 3) differences.push({ zip, service: a, baseline: b });
    own.set(
      zip,
      statementsOf((await recording.record(() => listInstallers(database.db, query(zip, 'all'), '', undefined, new Date()))).segments),
    );
  }

  const sides = await interleaved(zips, {
    service: (zip: string) => listInstallers(database.db, query(zip, 'all'), '', undefined, new Date()),
    baseline: (zip: string) => nearestBaseline(run, zip, mobile),
    ownSql: async (zip: string) => {
      for (const st of own.get(zip)!) await run(st.sql, st.params);
    },
  });
  const widest = mobile ? await interleaved(zips.slice(0, 100), { aggregate: () => run(WIDEST_RADIUS_SQL, []) }) : null;
  return {
    kind: mobile ? 'mobile' : 'shops',
    ...pairFigures(zips.length, sides.service, sides.baseline),
    statements: own.get(zips[0]!)!.length,
    baselineStatements: 1,
    ownSqlP50Ms: sides.ownSql.p50Ms,
    ownSqlP95Ms: sides.ownSql.p95Ms,
    meanInReach: round2(inReach / zips.length),
    ...(widest ? { widestRadiusP50Ms: widest.aggregate.p50Ms } : {}),
    sameAsBaseline: same,
    differences,
  };
}

// ---------------------------------------------------------------------------------------------
// 30-day schedule

export interface ScheduleFigures extends PairFigures {
  /** Appointments inserted before timing, and the mean rows the baseline's reads answered per installer. */
  appointments: number;
  meanClosureRows: number;
  meanTakenRows: number;
}

/** `count` installers evenly spaced by id: fixed shops and mobile installers, as the catalogue has them. */
async function scheduleSample(database: Database, count: number): Promise<number[]> {
  const ids = (await database.query<{ id: number }>('SELECT id FROM installers ORDER BY id')).map((r) => Number(r.id));
  const step = ids.length / count;
  return Array.from({ length: Math.min(count, ids.length) }, (_, i) => ids[Math.floor(i * step + step / 2)]!);
}

/**
 * Books up to `perInstaller` free places (timed slots and drop-off windows, on later days) at each
 * installer, straight into the tables: a cart, its INSTALLER shipping and the appointment, two in
 * three confirmed and the others held for an hour. The trigger counts them as a booking would.
 */
async function bookSome(database: Database, ids: readonly number[], perInstaller: number): Promise<number> {
  const random = seededRandom(5);
  const rows: {
    cartId: string;
    installerId: number;
    mobile: boolean;
    date: string;
    slot: string;
    startsAt: string;
    endsAt: string;
    isDropOff: boolean;
    status: string;
  }[] = [];
  const minutes = (from: string, to: string) => (minutesOfTime(to)! - minutesOfTime(from)!) * 60_000;
  for (const id of ids) {
    const { siteInstallerSchedule: s } = await getInstallerSchedule(database.db, id, undefined, undefined, new Date());
    const [{ mobile }] = (await database.query<{ mobile: boolean }>('SELECT is_mobile_install AS mobile FROM installers WHERE id = $1', [
      id,
    ])) as [{ mobile: boolean }];
    const places = s.scheduleDays
      .filter((d) => d.date > s.today)
      .flatMap((d) => [
        ...d.slots
          .filter((x) => x.available > 0)
          .map((x) => ({ date: d.date, slot: x.startTime, startsAt: x.startsAt, ms: SLOT_MINUTES * 60_000, isDropOff: false })),
        ...d.dropOffWindows
          .filter((w) => w.available > 0)
          .map((w) => ({
            date: d.date,
            slot: `drop-off:${w.dropOffWindow}`,
            startsAt: w.startsAt,
            ms: minutes(w.startTime, w.endTime),
            isDropOff: true,
          })),
      ]);
    for (const p of random.shuffle(places).slice(0, perInstaller)) {
      rows.push({
        cartId: randomUUID(),
        installerId: id,
        mobile,
        date: p.date,
        slot: p.slot,
        startsAt: p.startsAt,
        endsAt: new Date(Date.parse(p.startsAt) + p.ms).toISOString(),
        isDropOff: p.isDropOff,
        status: random.int(0, 2) === 0 ? 'held' : 'confirmed',
      });
    }
  }
  const column = <K extends keyof (typeof rows)[number]>(k: K) => rows.map((r) => r[k]);
  await database.query(`INSERT INTO carts (id, client_id, channel) SELECT id, $2, 'storefront' FROM unnest($1::uuid[]) AS n(id)`, [
    column('cartId'),
    STOREFRONT_CLIENT_ID,
  ]);
  await database.query(
    `INSERT INTO cart_shipping (cart_id, shipping_option, installer_id, is_mobile_install)
     SELECT id, 'INSTALLER', installer_id, mobile FROM unnest($1::uuid[], $2::int[], $3::boolean[]) AS n(id, installer_id, mobile)`,
    [column('cartId'), column('installerId'), column('mobile')],
  );
  await database.query(
    `INSERT INTO appointments (cart_id, installer_id, date, slot, starts_at, ends_at, is_drop_off, status, hold_expires_at)
     SELECT cart_id, installer_id, date, slot, starts_at, ends_at, is_drop_off, status, CASE WHEN status = 'held' THEN now() + interval '1 hour' END
       FROM unnest($1::uuid[], $2::int[], $3::date[], $4::text[], $5::timestamptz[], $6::timestamptz[], $7::boolean[], $8::text[])
         AS n(cart_id, installer_id, date, slot, starts_at, ends_at, is_drop_off, status)`,
    [
      column('cartId'),
      column('installerId'),
      column('date'),
      column('slot'),
      column('startsAt'),
      column('endsAt'),
      column('isDropOff'),
      column('status'),
    ],
  );
  return rows.length;
}

const SCHEDULE_SLOT = { installerId: Symbol('installerId'), from: Symbol('from'), to: Symbol('to'), now: Symbol('now') } as const;

export async function benchSchedule(
  recording: RecordingDatabase,
  ids: readonly number[],
  appointments: number,
  log?: (line: string) => void,
): Promise<ScheduleFigures> {
  const { database } = recording;
  const run = rawRunner(database);
  // Each installer's bookable days, as loadScheduleInput computes them (not timed: the baseline is the SQL).
  const zones = new Map(
    (await database.query<{ id: number; time_zone: string }>('SELECT id, time_zone FROM installers WHERE id = ANY($1::int[])', [ids])).map(
      (r) => [Number(r.id), r.time_zone],
    ),
  );
  const windowOf = new Map(ids.map((id) => [id, bookingRange({ now: new Date(), timeZone: zones.get(id)! })]));

  // The service's statements, recorded once and turned into a template.
  const first = ids[0]!;
  const recorded = await recording.record(() => getInstallerSchedule(database.db, first, undefined, undefined, new Date()));
  const { today, lastDay } = windowOf.get(first)!;
  const byValue = new Map<unknown, symbol>([
    [first, SCHEDULE_SLOT.installerId],
    [today, SCHEDULE_SLOT.from],
    [lastDay, SCHEDULE_SLOT.to],
  ]);
  const statements = statementsOf(recorded.segments).map((st) => ({
    sql: st.sql,
    params: st.params.map(
      (p) => byValue.get(p) ?? (p instanceof Date || (typeof p === 'string' && /T\d{2}:\d{2}/.test(p)) ? SCHEDULE_SLOT.now : p),
    ),
  }));
  log?.(`  30-day schedule (recorded, run directly as the baseline):\n${describeTemplate(statements, false)}`);
  const baseline = async (id: number) => {
    const { today: from, lastDay: to } = windowOf.get(id)!;
    const values = new Map<unknown, unknown>([
      [SCHEDULE_SLOT.installerId, id],
      [SCHEDULE_SLOT.from, from],
      [SCHEDULE_SLOT.to, to],
      [SCHEDULE_SLOT.now, new Date().toISOString()],
    ]);
    const out: unknown[][][] = [];
    for (const st of statements)
      out.push(
        await run(
          st.sql,
          st.params.map((p) => (values.has(p) ? values.get(p) : p)),
        ),
      );
    return out;
  };

  // What the reads find: closures and taken places are not empty.
  let closureRows = 0;
  let takenRows = 0;
  for (const id of ids) {
    const [, closures, taken] = await baseline(id);
    closureRows += closures!.length;
    takenRows += taken!.length;
  }
  const sides = await interleaved(ids, {
    service: (id: number) => getInstallerSchedule(database.db, id, undefined, undefined, new Date()),
    baseline,
  });
  return {
    ...pairFigures(ids.length, sides.service, sides.baseline),
    statements: statementsOf(recorded.segments).length,
    baselineStatements: statements.length,
    appointments,
    meanClosureRows: round2(closureRows / ids.length),
    meanTakenRows: round2(takenRows / ids.length),
  };
}

// ---------------------------------------------------------------------------------------------
// The whole bench

export interface InstallersOnDatabase {
  lookup: LookupFigures[];
  schedule: ScheduleFigures;
}

export interface InstallersBenchResult {
  scale: typeof INSTALLER_SCALE;
  cpus: number;
  /** 1-minute load average at the start and at the end of the run. */
  loadAverage: { start: number; end: number };
  pglite?: InstallersOnDatabase;
  postgres?: InstallersOnDatabase | { skipped: string };
  booking?: BookingBenchFigures | { skipped: string };
}

interface RunOptions {
  quick?: boolean;
  showSql?: boolean;
  log?: (line: string) => void;
}

export function printInstallersFigures(name: string, figures: InstallersOnDatabase, log: (line: string) => void) {
  const line = (label: string, f: PairFigures) =>
    `  ${name.padEnd(10)} ${label.padEnd(22)} ${String(f.calls).padStart(4)} calls  service p50 ${f.serviceP50Ms.toFixed(2)} / p95 ${f.serviceP95Ms.toFixed(2)} ms` +
    `  vs raw SQL p50 ${f.baselineP50Ms.toFixed(2)} / p95 ${f.baselineP95Ms.toFixed(2)} ms → ratio ${f.ratioP50.toFixed(2)} / ${f.ratioP95.toFixed(2)}` +
    `;  CPU p50 ${f.serviceCpuP50Ms.toFixed(2)} vs ${f.baselineCpuP50Ms.toFixed(2)} ms (${f.cpuRatioP50.toFixed(2)})  [${f.statements} vs ${f.baselineStatements} statements]`;
  for (const f of figures.lookup) {
    log(line(`nearest 4 ${f.kind}`, f));
    log(
      `  ${''.padEnd(10)} ${''.padEnd(22)} its own ${f.statements} statements run directly p50 ${f.ownSqlP50Ms.toFixed(2)} / p95 ${f.ownSqlP95Ms.toFixed(2)} ms; ${f.meanInReach} in reach on average` +
        (f.widestRadiusP50Ms !== undefined ? `; the widest radius alone p50 ${f.widestRadiusP50Ms.toFixed(2)} ms` : ''),
    );
    log(
      `  ${''.padEnd(10)} ${''.padEnd(22)} same 4 as the baseline (sort=distance) for ${f.sameAsBaseline}/${f.calls} zips` +
        (f.differences.length
          ? `; e.g. ${f.differences.map((d) => `${d.zip}: service ${d.service.join(',')} vs SQL ${d.baseline.join(',')}`).join('; ')}`
          : ''),
    );
  }
  const s = figures.schedule;
  log(line('30-day schedule', s));
  log(
    `  ${''.padEnd(10)} ${''.padEnd(22)} ${s.appointments} appointments booked beforehand; per installer ${s.meanClosureRows} closure rows, ${s.meanTakenRows} taken-slot rows`,
  );
}

async function onDatabase(
  name: string,
  options: OpenOptions,
  sizes: { zips: number; scheduleInstallers: number; appointmentsPerInstaller: number },
  run: RunOptions & { log: (line: string) => void },
  then?: (recording: RecordingDatabase) => Promise<void>,
): Promise<InstallersOnDatabase> {
  const recording = await openRecordingDatabase(options);
  const { database } = recording;
  try {
    const started = Date.now();
    await migrateDatabase(database);
    await seedScaleCatalogue(database, { ...INSTALLER_SCALE, log: () => undefined });
    const ids = await scheduleSample(database, sizes.scheduleInstallers);
    const appointments = await bookSome(database, ids, sizes.appointmentsPerInstaller);
    await database.query('ANALYZE');
    run.log(
      `  ${name}: scale catalogue (${INSTALLER_SCALE.installers} installers) seeded and ${appointments} appointments booked in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    if (run.showSql)
      run.log(
        `  nearest 4 shops (baseline):\n    ${NEAREST_SHOPS_SQL}\n  nearest 4 mobile installers (baseline):\n    ${NEAREST_MOBILE_SQL}`,
      );
    const zips = await lookupZips(database, sizes.zips);
    const lookup = [await benchLookup(recording, zips, false), await benchLookup(recording, zips, true)];
    const schedule = await benchSchedule(recording, ids, appointments, run.showSql ? run.log : undefined);
    const figures = { lookup, schedule };
    printInstallersFigures(name, figures, run.log);
    await then?.(recording);
    return figures;
  } finally {
    await database.close();
  }
}

/**
 * Bounded: seeding takes under a minute per database (10,000 installers, the seed's SKUs), each
 * pair runs once per zip or installer, and the booking rounds send a fixed number of requests.
 */
export async function runInstallersBench(options: RunOptions = {}): Promise<InstallersBenchResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const quick = options.quick ?? false;
  const sizes = quick
    ? { zips: 200, scheduleInstallers: 150, appointmentsPerInstaller: 8 }
    : { zips: 400, scheduleInstallers: 400, appointmentsPerInstaller: 8 };
  const booking: Omit<BookingBenchOptions, 'log'> = quick
    ? { carts: 300, shops: 60, rounds: 2, connections: 24, contentionCarts: 200, contentionConnections: 50, showSql: options.showSql }
    : { carts: 1000, shops: 200, rounds: 4, connections: 24, contentionCarts: 400, contentionConnections: 50, showSql: options.showSql };
  const result: InstallersBenchResult = { scale: INSTALLER_SCALE, cpus: cpus().length, loadAverage: { start: loadavg()[0]!, end: 0 } };
  log(
    `\nInstallers at scale (${INSTALLER_SCALE.installers} installers): nearest 4 and the 30-day schedule, service against raw SQL, same run:`,
  );
  // Wall times grow with whatever else runs on the machine: say how loaded it was.
  log(`  (load average ${result.loadAverage.start.toFixed(2)} on ${result.cpus} CPUs)`);
  const run = { ...options, log };

  result.pglite = await onDatabase('PGlite', {}, sizes, run);

  const skipped = await onPostgresCluster(log, async (url) => {
    result.postgres = await onDatabase('PostgreSQL', { url, poolSize: 16 }, sizes, run, async (recording) => {
      log(
        `\nBooking on PostgreSQL, POST /api/v1/checkout/cart-appointment, API against a bare node:http handler replaying the same SQL, ${booking.rounds} rounds per side (ABBA):`,
      );
      log(`  (load average ${loadavg()[0]!.toFixed(2)} on ${result.cpus} CPUs)`);
      result.booking = await benchBooking(recording, { ...booking, log });
      printBookingFigures(result.booking, log);
    });
  });
  if (skipped) {
    result.postgres = skipped;
    result.booking = skipped;
  }
  result.loadAverage.end = loadavg()[0]!;
  log(`  (load average at the end ${result.loadAverage.end.toFixed(2)})`);
  return result;
}

// Run on its own: node --import tsx bench/installers.ts [--quick] [--show-sql] [--write]
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const has = (flag: string) => process.argv.includes(flag);
  const { booking, ...installers } = await runInstallersBench({ quick: has('--quick'), showSql: has('--show-sql') });
  if (has('--write')) writeResultSections({ installers, booking }, 'Installers and booking figures', { quick: has('--quick') });
  process.exit(0);
}
