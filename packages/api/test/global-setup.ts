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
import { readdirSync, rmSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { seedDatabase } from '../src/seed';
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
  const dumpPath = join(dir, 'pglite-seed.tar.gz');
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
  const [pgliteResult, postgresResult] = await Promise.allSettled([
    timed(() => buildPgliteSeedDump(dumpPath)),
    timed(buildPostgresTemplate),
  ]);
  if (pgliteResult.status === 'rejected' || postgresResult.status === 'rejected') {
    if (postgresResult.status === 'fulfilled') await postgresResult.value[0]?.stop();
    removeDir();
    throw pgliteResult.status === 'rejected' ? pgliteResult.reason : (postgresResult as PromiseRejectedResult).reason;
  }
  const [, pgliteMs] = pgliteResult.value;
  const [cluster, postgresMs] = postgresResult.value;

  let unavailable: string | null = null;
  if (!cluster) {
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
      `(PGlite dump ${pgliteMs} ms, PostgreSQL ${cluster ? `cluster + template ${postgresMs} ms` : 'unavailable'})`,
  );

  return async () => {
    await cluster?.stop();
    removeDir();
  };
}
