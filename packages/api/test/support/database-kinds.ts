/** Which database kinds the API tests run on (describeOnDatabases, global-setup.ts). No vitest imports: global setup loads it too. */
export type TestDatabaseKind = 'pglite' | 'postgres';

export const allKinds: readonly TestDatabaseKind[] = ['pglite', 'postgres'];

/**
 * The kinds this run asks for: TIRESHOP_TEST_DATABASES (`pglite`, `postgres` or both, comma
 * separated), else both. The date matrix (scripts/date-matrix.mjs) runs on PGlite alone; `npm
 * test`'s unit and API stage leaves it unset and so runs every suite on both.
 */
export function requestedKinds(env: Record<string, string | undefined> = process.env): readonly TestDatabaseKind[] {
  const asked = env.TIRESHOP_TEST_DATABASES?.split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  if (!asked?.length) return allKinds;
  const unknown = asked.filter((k) => !allKinds.includes(k as TestDatabaseKind));
  if (unknown.length) throw new Error(`TIRESHOP_TEST_DATABASES: unknown database kind ${unknown.join(', ')} (pglite, postgres)`);
  return allKinds.filter((k) => asked.includes(k));
}
