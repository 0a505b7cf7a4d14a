/**
 * Vitest global setup for the API tests: seeds the catalogue ONCE per run, for both database
 * kinds, so that every test file can start from a fresh seeded database in well under a second.
 *
 * - PGlite: a migrated + seeded in-memory instance, dumped (`dumpDataDir('gzip')`) to a temp file;
 *   test files restore it with `loadDataDir`.
 * - PostgreSQL: a throwaway cluster (scripts/postgres-cluster.mjs) holding a migrated + seeded
 *   `tireshop_template`; test files clone it with `CREATE DATABASE … TEMPLATE`.
 *
 * Without PostgreSQL server binaries the run goes on with PGlite only (loudly) — except in CI.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { seedDatabase } from '../src/seed';
import { requestedKinds } from './support/database-kinds';
import { runOnServer } from './support/postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a gzipped PGlite data dir, migrated and seeded; restore it with `loadDataDir`. */
    pgliteSeedDump: string;
    /** The throwaway PostgreSQL server (database `postgres`), or null when it is unavailable. */
    postgresServerUrl: string | null;
    /** Migrated + seeded database on that server, to clone with `CREATE DATABASE … TEMPLATE`. */
    postgresTemplateDatabase: string;
    /** Why `postgresServerUrl` is null. */
    postgresUnavailableReason: string | null;
  }
}

const templateDatabase = 'tireshop_template';

interface PostgresCluster {
  url: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
}
type StartPostgresCluster = (options?: { port?: number }) => Promise<PostgresCluster | null>;

/** The cluster script is plain ESM JavaScript without declarations: loaded by URL, typed here. */
async function loadStartPostgresCluster(): Promise<StartPostgresCluster> {
  const script = new URL('../../../scripts/postgres-cluster.mjs', import.meta.url).href;
  const module = (await import(/* @vite-ignore */ script)) as { startPostgresCluster: StartPostgresCluster };
  return module.startPostgresCluster;
}

function inCI(): boolean {
  const ci = process.env.CI?.toLowerCase();
  return Boolean(ci) && ci !== '0' && ci !== 'false';
}

function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.href;
}

async function migrateAndSeed(database: Database): Promise<void> {
  await migrateDatabase(database);
  await seedDatabase(database);
  // Tests then start with planner statistics and set hint bits, like a database that has been up a while.
  await database.query('VACUUM ANALYZE');
}

async function buildPgliteSeedDump(path: string): Promise<void> {
  const database = await openDatabase();
  try {
    await migrateAndSeed(database);
    const pglite = (database as unknown as { pglite: PGlite }).pglite;
    const dump = await pglite.dumpDataDir('gzip');
    await writeFile(path, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
/** Everything the seeded database is made from: migrations, seed, schema, core's rules, the locked dependencies. */
const SEED_INPUTS = ['packages/api/drizzle', 'packages/api/src/seed', 'packages/api/src/db', 'packages/core/src', 'package-lock.json'];
const SEED_CACHE_DIR = join(repoRoot, 'node_modules', '.cache', 'tireshop-api-tests');

async function filesUnder(path: string): Promise<string[]> {
  if (!existsSync(path)) return [];
  const entries = await readdir(path, { withFileTypes: true, recursive: true }).catch(() => null);
  if (!entries) return [path]; // a file
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** A hash of SEED_INPUTS' paths and contents: the same inputs make the same database. */
async function seedInputsHash(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await Promise.all(SEED_INPUTS.map((p) => filesUnder(join(repoRoot, p))))).flat().sort();
  for (const file of files)
    hash
      .update(relative(repoRoot, file))
      .update('\0')
      .update(await readFile(file))
      .update('\0');
  return hash.digest('hex').slice(0, 16);
}

/**
 * The PGlite seed dump, built once per set of SEED_INPUTS and kept in node_modules/.cache: runs
 * after the first (the date matrix's, a developer's next run) restore it instead of seeding again.
 * Written under a temporary name and renamed, so a concurrent run never reads half a file.
 */
async function cachedPgliteSeedDump(scratchDir: string): Promise<string> {
  const name = `pglite-seed-${await seedInputsHash()}.tar.gz`;
  const cached = join(SEED_CACHE_DIR, name);
  if (existsSync(cached)) {
    // Marked as used: dumps of other seed inputs are dropped only once nothing has used them for a day.
    const now = new Date();
    utimesSync(cached, now, now);
    return cached;
  }
  const built = join(scratchDir, name);
  await buildPgliteSeedDump(built);
  await mkdir(SEED_CACHE_DIR, { recursive: true });
  // Another checkout or branch sharing this cache may be running on its own dump right now.
  const stale = Date.now() - 24 * 3600 * 1000;
  for (const old of readdirSync(SEED_CACHE_DIR)) {
    const path = join(SEED_CACHE_DIR, old);
    if (old.startsWith('pglite-seed-') && statSync(path).mtimeMs < stale) rmSync(path, { force: true });
  }
  const partial = `${cached}.${process.pid}.partial`;
  await writeFile(partial, await readFile(built));
  await rename(partial, cached);
  return cached;
}

/** Starts a cluster and fills its template database; null when the binaries are missing. */
async function buildPostgresTemplate(): Promise<PostgresCluster | null> {
  const startPostgresCluster = await loadStartPostgresCluster();
  const cluster = await startPostgresCluster();
  if (!cluster) return null;
  try {
    await runOnServer(cluster.url, `CREATE DATABASE ${templateDatabase}`);
    const database = await openDatabase({ url: databaseUrl(cluster.url, templateDatabase), poolSize: 4 });
    try {
      await migrateAndSeed(database);
    } finally {
      await database.close();
    }
    // No connections allowed: CREATE DATABASE … TEMPLATE fails while anyone is connected to it.
    await runOnServer(cluster.url, `ALTER DATABASE ${templateDatabase} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
    return cluster;
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

const dumpDirPrefix = 'tireshop-api-test-';

/** A run killed outright (SIGKILL, OOM) leaves its dump behind: remove those whose process is gone. */
function removeDumpsOfDeadRuns(): void {
  for (const name of readdirSync(tmpdir())) {
    const pid = Number(new RegExp(`^${dumpDirPrefix}(\\d+)-`).exec(name)?.[1]);
    if (!pid) continue;
    try {
      process.kill(pid, 0);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ESRCH') rmSync(join(tmpdir(), name), { recursive: true, force: true });
    }
  }
}

function warnPostgresMissing(): void {
  const bar = '!'.repeat(78);
  console.error(
    [
      '',
      bar,
      '!!  PostgreSQL server binaries not found — API tests will run on PGlite only.',
      '!!  Every "[postgres]" suite is SKIPPED. Install the Debian package postgresql',
      '!!  (apt-get install -y postgresql) or point PG_BIN at a dir with initdb/pg_ctl/postgres.',
      '!!  In CI (CI set) this is an error.',
      bar,
      '',
    ].join('\n'),
  );
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = performance.now();
  removeDumpsOfDeadRuns();
  const dir = await mkdtemp(join(tmpdir(), `${dumpDirPrefix}${process.pid}-`));
  // An interrupted run (Ctrl-C) skips teardown; the cluster script cleans up after itself, this the dump.
  const removeDir = () => {
    process.removeListener('exit', removeDir);
    rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', removeDir);

  // In parallel: PGlite works on this thread, PostgreSQL mostly in its own processes.
  const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
    const t = performance.now();
    const value = await work();
    return [value, Math.round(performance.now() - t)];
  };
  // A run narrowed to PGlite (TIRESHOP_TEST_DATABASES=pglite, the date matrix) starts no server.
  const wantPostgres = requestedKinds().includes('postgres');
  const [pgliteResult, postgresResult] = await Promise.allSettled([
    timed(() => cachedPgliteSeedDump(dir)),
    wantPostgres ? timed(buildPostgresTemplate) : Promise.resolve([null, 0] as [null, number]),
  ]);
  if (pgliteResult.status === 'rejected' || postgresResult.status === 'rejected') {
    if (postgresResult.status === 'fulfilled') await postgresResult.value[0]?.stop();
    removeDir();
    throw pgliteResult.status === 'rejected' ? pgliteResult.reason : (postgresResult as PromiseRejectedResult).reason;
  }
  const [dumpPath, pgliteMs] = pgliteResult.value;
  const [cluster, postgresMs] = postgresResult.value;

  let unavailable: string | null = wantPostgres ? null : 'not asked for (TIRESHOP_TEST_DATABASES)';
  if (!cluster && wantPostgres) {
    if (inCI()) {
      removeDir();
      throw new Error(
        'PostgreSQL server binaries not found, and CI is set: API tests must run on PostgreSQL too. ' +
          'Install the Debian package postgresql or set PG_BIN.',
      );
    }
    warnPostgresMissing();
    unavailable = 'PostgreSQL server binaries not found (install Debian package postgresql)';
  }

  project.provide('pgliteSeedDump', dumpPath);
  project.provide('postgresServerUrl', cluster?.url ?? null);
  project.provide('postgresTemplateDatabase', templateDatabase);
  project.provide('postgresUnavailableReason', unavailable);

  console.log(
    `[api tests] seeded databases in ${Math.round(performance.now() - started)} ms ` +
      `(PGlite dump ${pgliteMs} ms, PostgreSQL ${cluster ? `cluster + template ${postgresMs} ms` : wantPostgres ? 'unavailable' : 'not asked for'})`,
  );

  return async () => {
    await cluster?.stop();
    removeDir();
  };
}
