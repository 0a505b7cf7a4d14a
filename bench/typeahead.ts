/**
 * Server time of the search typeahead (packages/api/src/services/typeahead.ts) on the scale
 * catalogue (100,000 SKUs, 10,000 installers), for prefixes of sizes, brands, product lines and
 * vehicles, on PGlite and on PostgreSQL. Each query is timed twice in the same run, alternately:
 * through the service (plan, statement, shaping into groups) and as the baseline — the very same
 * SQL statement run directly with `database.query`. The figures are p50/p95 in ms
 * and the service/baseline ratio (CONVENTIONS: timing is a ratio against a baseline).
 *
 *   node --import tsx bench/typeahead.ts [--quick]     (also called at the end of bench/run.ts)
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from '../packages/api/src/db/client';
import { migrateDatabase } from '../packages/api/src/db/migrate';
import { seedScaleCatalogue } from '../packages/api/src/seed/scale';
import { planTypeahead, typeahead, typeaheadStatement, type TypeaheadQuery } from '../packages/api/src/services/typeahead';
import { onPostgresCluster, percentile, ratio, round2, seededRandom, type VersusBaseline } from './stats';

export const TYPEAHEAD_SCALE = { skus: 100_000, installers: 10_000 } as const;
/** The target server time (p95) of one typeahead call. */
export const TYPEAHEAD_P95_TARGET_MS = 15;

export interface TypeaheadKindFigures extends VersusBaseline {
  kind: string;
  queries: number;
  /**
   * PGlite only (it runs in this process): CPU time of the service call, p50/p95. Unlike wall time
   * it does not grow when other processes load the machine.
   */
  serviceCpuP50Ms?: number;
  serviceCpuP95Ms?: number;
  /** The slowest queries through the service, to know what to look at. */
  slowest: { query: TypeaheadQuery; ms: number }[];
}

export interface TypeaheadBenchOptions {
  /** Queries per kind (at least 200; the mix of prefix lengths is drawn from the catalogue). */
  queriesPerKind: number;
  /** Stop a kind early when it has used this much time (the figure says how many ran). */
  budgetMsPerKind: number;
  seed?: number;
}

const prefix = (text: string, length: number) => text.slice(0, Math.max(1, Math.min(text.length, length)));

/** Queries of each kind, mixed prefix lengths, drawn from what the catalogue holds. */
export async function typeaheadWorkload(database: Database, perKind: number, seed = 7): Promise<Record<string, TypeaheadQuery[]>> {
  // Seeded, so every run times the same queries.
  const r = seededRandom(seed);
  const sizes = (await database.query<{ size_key: string }>('SELECT size_key FROM tire_sizes ORDER BY id')).map((x) => x.size_key);
  const brands = (await database.query<{ name: string }>('SELECT name FROM brands ORDER BY id')).map((x) => x.name);
  const lines = (await database.query<{ name: string }>('SELECT name FROM product_lines ORDER BY id')).map((x) => x.name);
  const models = await database.query<{ make: string; model: string; make_slug: string; model_slug: string; year: number }>(
    'SELECT DISTINCT make, model, make_slug, model_slug, year FROM vehicles ORDER BY make, model, year',
  );
  const misspell = (word: string) => {
    if (word.length < 5) return word;
    const at = r.int(1, word.length - 2);
    return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  };
  const times = <T>(make: () => T) => Array.from({ length: perKind }, make);
  return {
    sizes: times(() => {
      const size = r.pick(sizes);
      // "225/45R17" typed as it is written, without separators, or with dashes, at any length.
      const spelled = r
        .pick([size, size.replace(/[^0-9A-Z.]/gi, ''), size.replace('/', '-').replace('R', '-')])
        .replace(/^P(?=\d)/, r.chance(0.5) ? '' : 'P');
      return { queryText: prefix(spelled, r.int(1, spelled.length)), queryType: 'tireSize' };
    }),
    brands: times(() => {
      const name = r.pick(brands);
      return { queryText: r.chance(0.2) ? misspell(name.toLowerCase()) : prefix(name.toLowerCase(), r.int(1, 8)), queryType: 'brand' };
    }),
    // Product-line names typed with no query type: the free-text search every group answers.
    productLines: times(() => ({ queryText: prefix(r.pick(lines).toLowerCase(), r.int(2, 10)) })),
    vehicles: times(() => {
      const v = r.pick(models);
      const shape = r.int(0, 4);
      if (shape === 0) return { queryText: prefix(v.make.toLowerCase(), r.int(1, 6)), queryType: 'vehicle' };
      if (shape === 1) return { queryText: `${v.make} ${prefix(v.model, r.int(1, 4))}`.toLowerCase(), queryType: 'vehicle' };
      if (shape === 2) return { queryText: prefix(v.model.toLowerCase(), r.int(1, 6)), queryType: 'vehicle' };
      if (shape === 3) return { queryText: `${v.year} ${v.model}`.toLowerCase(), queryType: 'makeModelYearOption' };
      // A level under a chosen vehicle (models, years or trims).
      const path = r.pick([v.make_slug, `${v.make_slug}/${v.model_slug}`, `${v.make_slug}/${v.model_slug}/${v.year}`]);
      return { queryText: '', queryType: 'vehicle', additionalQueryText: path };
    }),
  } as Record<string, TypeaheadQuery[]>;
}

/** The baseline: the request's statement, raw, without the service's planning and shaping. */
async function baseline(database: Database, query: TypeaheadQuery): Promise<void> {
  const statement = typeaheadStatement(planTypeahead(query));
  if (statement) await database.query(statement.sql, statement.params);
}

export async function benchTypeahead(database: Database, options: TypeaheadBenchOptions): Promise<TypeaheadKindFigures[]> {
  const workload = await typeaheadWorkload(database, options.queriesPerKind, options.seed);
  // Warm-up: plans cached, pages read, JIT compiled.
  for (const queries of Object.values(workload)) for (const q of queries.slice(0, 20)) await typeahead(database, q);
  const figures: TypeaheadKindFigures[] = [];
  for (const [kind, queries] of Object.entries(workload)) {
    const service: number[] = [];
    const cpu: number[] = [];
    const raw: number[] = [];
    const slow: { query: TypeaheadQuery; ms: number }[] = [];
    const started = performance.now();
    for (const [i, query] of queries.entries()) {
      if (performance.now() - started > options.budgetMsPerKind) break;
      // Alternate which goes first, so neither always meets the other's warm cache.
      const timeService = async () => {
        const c = process.cpuUsage();
        const t = performance.now();
        await typeahead(database, query);
        const ms = performance.now() - t;
        const used = process.cpuUsage(c);
        service.push(ms);
        cpu.push((used.user + used.system) / 1000);
        slow.push({ query, ms });
      };
      const timeBaseline = async () => {
        const t = performance.now();
        await baseline(database, query);
        raw.push(performance.now() - t);
      };
      if (i % 2 === 0) {
        await timeService();
        await timeBaseline();
      } else {
        await timeBaseline();
        await timeService();
      }
    }
    const f = {
      kind,
      queries: service.length,
      serviceP50Ms: round2(percentile(service, 50)),
      serviceP95Ms: round2(percentile(service, 95)),
      baselineP50Ms: round2(percentile(raw, 50)),
      baselineP95Ms: round2(percentile(raw, 95)),
      ratioP50: 0,
      ratioP95: 0,
      ...(database.kind === 'pglite' ? { serviceCpuP50Ms: round2(percentile(cpu, 50)), serviceCpuP95Ms: round2(percentile(cpu, 95)) } : {}),
      slowest: slow
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 3)
        .map((s) => ({ query: s.query, ms: round2(s.ms) })),
    };
    f.ratioP50 = ratio(f.serviceP50Ms, f.baselineP50Ms);
    f.ratioP95 = ratio(f.serviceP95Ms, f.baselineP95Ms);
    figures.push(f);
  }
  return figures;
}

/** Which indexes the planner uses for one representative query of each kind (EXPLAIN, not timed). */
export async function typeaheadPlans(database: Database): Promise<Record<string, string[]>> {
  const samples: Record<string, TypeaheadQuery> = {
    'size "2254"': { queryText: '2254', queryType: 'tireSize' },
    'brand "mich"': { queryText: 'mich', queryType: 'brand' },
    'brand "michelen"': { queryText: 'michelen', queryType: 'brand' },
    'free text "defen"': { queryText: 'defen' },
    'vehicle "toy"': { queryText: 'toy', queryType: 'vehicle' },
    'vehicle toyota/camry': { queryText: '', queryType: 'vehicle', additionalQueryText: 'toyota/camry' },
  };
  const out: Record<string, string[]> = {};
  for (const [name, query] of Object.entries(samples)) {
    const used = new Set<string>();
    const statement = typeaheadStatement(planTypeahead(query));
    const rows = statement ? await database.query<Record<string, string>>(`EXPLAIN ${statement.sql}`, statement.params) : [];
    for (const row of rows) {
      const line = Object.values(row)[0] ?? '';
      const m = /(Index Only Scan|Index Scan|Bitmap Index Scan|Seq Scan)(?: Backward)? (?:using |on )(\S+)/.exec(line);
      if (m) used.add(`${m[1]} ${m[2]}`);
    }
    out[name] = [...used].sort();
  }
  return out;
}

/** Migrates and fills an empty database with the scale catalogue, then refreshes planner statistics. */
export async function prepareScaleDatabase(database: Database, log: (line: string) => void): Promise<void> {
  await migrateDatabase(database);
  await seedScaleCatalogue(database, { ...TYPEAHEAD_SCALE, log });
  await database.query('ANALYZE');
}

export interface TypeaheadBenchResult {
  scale: typeof TYPEAHEAD_SCALE;
  targetP95Ms: number;
  /** 1-minute load average when the run started. */
  loadAverage?: number;
  pglite?: { figures: TypeaheadKindFigures[]; plans: Record<string, string[]> };
  postgres?: { figures: TypeaheadKindFigures[]; plans: Record<string, string[]> } | { skipped: string };
}

export function printTypeaheadFigures(name: string, figures: TypeaheadKindFigures[], log: (line: string) => void) {
  for (const f of figures) {
    const flag = f.serviceP95Ms <= TYPEAHEAD_P95_TARGET_MS ? '' : `  [above the ${TYPEAHEAD_P95_TARGET_MS} ms target]`;
    log(
      `  ${name.padEnd(10)} ${f.kind.padEnd(12)} ${String(f.queries).padStart(4)} queries  service p50 ${f.serviceP50Ms.toFixed(2)} / p95 ${f.serviceP95Ms.toFixed(2)} ms` +
        `  vs same SQL p50 ${f.baselineP50Ms.toFixed(2)} / p95 ${f.baselineP95Ms.toFixed(2)} ms → ratio ${f.ratioP50.toFixed(2)} / ${f.ratioP95.toFixed(2)}` +
        (f.serviceCpuP95Ms !== undefined ? `  (CPU p50 ${f.serviceCpuP50Ms!.toFixed(2)} / p95 ${f.serviceCpuP95Ms.toFixed(2)} ms)` : '') +
        flag,
    );
  }
}

/**
 * The whole typeahead benchmark: scale catalogue on an in-memory PGlite and on a throwaway
 * PostgreSQL cluster, timed and explained. Bounded: seeding takes about a minute per database,
 * each kind at most `budgetMsPerKind`.
 */
export async function runTypeaheadBench(options: { quick?: boolean; log?: (line: string) => void } = {}): Promise<TypeaheadBenchResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const bench: TypeaheadBenchOptions = options.quick
    ? { queriesPerKind: 200, budgetMsPerKind: 20_000 }
    : { queriesPerKind: 400, budgetMsPerKind: 60_000 };
  const seedLog = (line: string) => log(`    ${line}`);
  const result: TypeaheadBenchResult = { scale: TYPEAHEAD_SCALE, targetP95Ms: TYPEAHEAD_P95_TARGET_MS };

  log(`\nSearch typeahead on the scale catalogue (${TYPEAHEAD_SCALE.skus} SKUs), server time, target p95 ≤ ${TYPEAHEAD_P95_TARGET_MS} ms:`);
  // Wall times grow with whatever else runs on the machine: say how loaded it was.
  result.loadAverage = loadavg()[0]!;
  log(`  (load average ${result.loadAverage.toFixed(2)} on ${cpus().length} CPUs)`);
  const pglite = await openDatabase();
  try {
    await prepareScaleDatabase(pglite, seedLog);
    const figures = await benchTypeahead(pglite, bench);
    result.pglite = { figures, plans: await typeaheadPlans(pglite) };
    printTypeaheadFigures('PGlite', figures, log);
  } finally {
    await pglite.close();
  }

  const skipped = await onPostgresCluster(log, async (url) => {
    const postgres = await openDatabase({ url, poolSize: 16 });
    try {
      await prepareScaleDatabase(postgres, seedLog);
      const figures = await benchTypeahead(postgres, bench);
      result.postgres = { figures, plans: await typeaheadPlans(postgres) };
      printTypeaheadFigures('PostgreSQL', figures, log);
    } finally {
      await postgres.close();
    }
  });
  if (skipped) result.postgres = skipped;
  return result;
}

// Run on its own: node --import tsx bench/typeahead.ts [--quick]
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const result = await runTypeaheadBench({ quick: process.argv.includes('--quick') });
  for (const [name, db] of [
    ['PGlite', result.pglite],
    ['PostgreSQL', result.postgres],
  ] as const) {
    if (db && 'plans' in db) {
      console.log(`\n${name} index use:`);
      for (const [q, used] of Object.entries(db.plans)) console.log(`  ${q.padEnd(24)} ${used.join(', ')}`);
      console.log(`${name} slowest:`);
      for (const f of db.figures)
        console.log(`  ${f.kind.padEnd(12)} ${f.slowest.map((s) => `${JSON.stringify(s.query)} ${s.ms} ms`).join('; ')}`);
    }
  }
  process.exit(0);
}
