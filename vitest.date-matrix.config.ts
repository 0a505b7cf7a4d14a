/**
 * The date matrix (scripts/date-matrix.mjs) as one vitest run: a project per instant, each the
 * date-dependent API suites on PGlite with the tests' clock pinned there (TIRESHOP_TEST_NOW). One
 * run keeps both workers busy across all instants, where a run per instant waited on its slowest
 * file eight times over.
 */
import { defineConfig } from 'vitest/config';
import { INSTANTS, SUITES } from './scripts/date-matrix-instants';

const asked = (process.env.TIRESHOP_DATE_MATRIX_INSTANTS ?? '').split(',').filter(Boolean);
const instants: [string, string][] = asked.length ? asked.map((at) => [at, 'asked for']) : INSTANTS;

export default defineConfig({
  test: {
    projects: instants.map(([at, what]) => ({
      test: {
        name: `${at} ${what}`,
        include: SUITES,
        environment: 'node',
        setupFiles: ['vitest.setup.ts'],
        globalSetup: ['packages/api/test/global-setup.ts'],
        env: { TIRESHOP_TEST_NOW: at, TIRESHOP_TEST_DATABASES: 'pglite' },
        testTimeout: 30_000,
        hookTimeout: 60_000,
      },
    })),
  },
});
