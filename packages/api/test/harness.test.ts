/** The API test harness itself: each database kind is seeded, has pg_trgm, and is its own copy. */
import { expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { describeOnDatabases } from './databases';

async function count(database: Database, from: string): Promise<number> {
  const [row] = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${from}`);
  return row!.n;
}

describeOnDatabases('test harness', ({ kind, database }) => {
  it('starts from the seeded catalogue', async () => {
    expect(await count(database(), 'tire_sizes')).toBeGreaterThan(0);
  });

  it('has pg_trgm installed and working', async () => {
    expect(await count(database(), "pg_extension WHERE extname = 'pg_trgm'")).toBe(1);
    const [row] = await database().query<{ similar: boolean }>("SELECT 'michelin' % 'michelen' AS similar");
    expect(row!.similar).toBe(true);
  });

  if (kind === 'postgres') {
    it('runs on a PostgreSQL 15 server', async () => {
      const [row] = await database().query<{ server_version: string }>('SHOW server_version');
      expect(row!.server_version).toMatch(/^15\./);
    });
  }
});

// Suites run in order within a file: the writer suites run first, then the readers, each
// reader on its own copy of the seed, where none of the writers' changes may show.
const marker = 'HARNESS-ISOLATION';
const seededSizes: Partial<Record<string, number>> = {};

describeOnDatabases('test harness isolation: writer', ({ kind, database }) => {
  it('writes to its own database', async () => {
    seededSizes[kind] = await count(database(), 'tire_sizes');
    await database().query(
      `INSERT INTO tire_sizes (size_key, slug, search_key, kind, rim_in, diameter_in)
       VALUES ($1, lower($1), $1, 'metric', 1, 1)`,
      [marker],
    );
    expect(await count(database(), 'tire_sizes')).toBe(seededSizes[kind]! + 1);
  });
});

describeOnDatabases('test harness isolation: reader', ({ kind, database }) => {
  it("does not see another suite's writes", async () => {
    expect(seededSizes[kind], 'the writer suite ran first').toBeGreaterThan(0);
    expect(await count(database(), `tire_sizes WHERE size_key = '${marker}'`)).toBe(0);
    expect(await count(database(), 'tire_sizes')).toBe(seededSizes[kind]);
  });
});
