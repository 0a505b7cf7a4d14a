/**
 * Opens the database: PGlite in a data directory (the embedded default) or a PostgreSQL server
 * when a `postgres://` URL is given. Both get the same Drizzle schema, migrations and queries.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle (what db.transaction passes its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The rows of a raw `execute`, whichever driver ran it (node-postgres and PGlite answer `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The server's `postgres://` URL (PostgreSQL only): another process opens the same database with it. */
  url?: string;
  /** Runs raw SQL with positional parameters; used by benchmarks' baselines and by tests. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** `postgres://…` selects a PostgreSQL server; otherwise PGlite is used. */
  url?: string;
  /** PGlite data directory; omitted means in memory. */
  dataDir?: string;
  /** A PGlite data dir dump to start from (tests restore a seeded catalogue in under a second). */
  loadDataDir?: Blob | File;
  /** PostgreSQL pool size. */
  poolSize?: number;
  /**
   * Called with every statement Drizzle sends (SQL text and driver parameters), before it runs.
   * Off by default; benchmarks use it to record the statements of one request (bench/cart.ts).
   */
  onQuery?: (sql: string, params: unknown[]) => void;
}

/** Drizzle's logger option for `onQuery` (none when it is not set). */
const queryLogger = (onQuery: OpenOptions['onQuery']) =>
  onQuery ? { logger: { logQuery: (sql: string, params: unknown[]) => onQuery(sql, params) } } : {};

export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  if (options.url && /^postgres(ql)?:\/\//.test(options.url)) {
    // JIT compilation costs 20–100 ms on broad listings whose estimated cost is high (per-tire
    // stock subqueries) and never pays back on queries this short.
    // A server out of reach fails a request after 5 s (answered 503) rather than keeping it waiting.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      options: '-c jit=off',
      connectionTimeoutMillis: 5_000,
    });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', (err) => console.error('[db] idle PostgreSQL client error:', err.message));
    const db = drizzlePg(pool, { schema, ...queryLogger(options.onQuery) }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      url: options.url,
      async query(text, params) {
        const r = await pool.query(text, params as unknown[]);
        return r.rows;
      },
      close: () => pool.end(),
      // Exposed for benchmark baselines that run statements in a transaction on a pooled client.
      ...({ pool } as object),
    };
  }
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema, ...queryLogger(options.onQuery) }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async query(text, params) {
      const r = await client.query(text, params as unknown[]);
      return r.rows as never[];
    },
    async close() {
      await client.close();
    },
    // Exposed for tests that snapshot a seeded catalogue.
    ...({ pglite: client } as object),
  };
}

export { schema };
