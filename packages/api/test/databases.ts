/**
 * Runs an API test suite once per database kind — PGlite (the embedded default) and a real
 * PostgreSQL server — each on its own fresh copy of the seeded catalogue made by global-setup.ts.
 *
 *   describeOnDatabases('checkout', ({ kind, database }) => {
 *     it('…', async () => { const rows = await database().query('SELECT …'); });
 *   });
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import type {} from './global-setup'; // the ProvidedContext keys
import { allKinds, requestedKinds, type TestDatabaseKind } from './support/database-kinds';
import { runOnServer } from './support/postgres';

export type { TestDatabaseKind };

export interface DatabaseSuiteContext {
  kind: TestDatabaseKind;
  /** The suite's open database; available in hooks and tests (after the suite's beforeAll). */
  database: () => Database;
}

/** The dump is read once per test file and shared by its PGlite suites. */
let seedDump: Promise<Blob> | undefined;
function pgliteSeedDump(): Promise<Blob> {
  seedDump ??= readFile(inject('pgliteSeedDump')).then(
    // The type tells PGlite the tarball is gzipped.
    (bytes) => new Blob([new Uint8Array(bytes)], { type: 'application/x-gzip' }),
  );
  return seedDump;
}

interface OpenedDatabase {
  database: Database;
  dispose(): Promise<void>;
}

async function openPglite(): Promise<OpenedDatabase> {
  const database = await openDatabase({ loadDataDir: await pgliteSeedDump() });
  return { database, dispose: () => database.close() };
}

async function openPostgres(serverUrl: string): Promise<OpenedDatabase> {
  // Random, not per-process: one worker process runs many test files.
  const name = `tireshop_test_${randomUUID().replaceAll('-', '')}`;
  await runOnServer(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplateDatabase')}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.href });
  return {
    database,
    async dispose() {
      await database.close();
      await runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Runs the suite once per available database kind: describe(`${name} [pglite]`, …) and describe(`${name} [postgres]`, …). */
/**
 * `kinds` narrows a suite to some databases — races are run only on a PostgreSQL server, where
 * transactions really run in parallel (PGlite runs one statement at a time).
 */
export function describeOnDatabases(
  name: string,
  suite: (ctx: DatabaseSuiteContext) => void,
  options: { kinds?: readonly TestDatabaseKind[] } = {},
): void {
  if (!inject('pgliteSeedDump')) {
    throw new Error('describeOnDatabases needs packages/api/test/global-setup.ts: run it in the vitest "api" project');
  }
  const wanted = requestedKinds();
  for (const kind of (options.kinds ?? allKinds).filter((k) => wanted.includes(k))) {
    const title = `${name} [${kind}]`;
    const serverUrl = inject('postgresServerUrl');

    if (kind === 'postgres' && !serverUrl) {
      // Listed as skipped, never silently missing. (In CI global setup has already failed.)
      const reason = inject('postgresUnavailableReason') ?? 'PostgreSQL unavailable';
      describe.skip(`${title} — skipped: ${reason}`, () => {
        suite({
          kind,
          database: () => {
            throw new Error(`${title} is skipped: ${reason}`);
          },
        });
      });
      continue;
    }

    describe(title, () => {
      let opened: OpenedDatabase | undefined;
      // Registered before the suite's own hooks: opened first, closed last.
      beforeAll(async () => {
        opened = kind === 'pglite' ? await openPglite() : await openPostgres(serverUrl!);
      });
      afterAll(async () => {
        await opened?.dispose();
        opened = undefined;
      });
      suite({
        kind,
        database: () => {
          if (!opened) throw new Error(`${title}: database() is only available in hooks and tests, after beforeAll`);
          return opened.database;
        },
      });
    });
  }
}
