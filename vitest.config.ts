import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { cssModulesForVite } from './scripts/css/compile.mjs';

export default defineConfig({
  test: {
    // Every test file has its own databases (the API project clones them per file), so files run
    // side by side safely. Vitest's default (cores − 1) is one worker on a 2-core machine; two
    // workers there take the unit and API tests from about 745 s to 450 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        // Our .css files are imported as their minified CSS, as in the bundles.
        plugins: [cssModulesForVite()],
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['vitest.setup.ts'],
          // A property test's 100 runs take well under a second alone, but several seconds on a
          // 2-core machine busy with a build and browsers: the default 5 s cut them off there.
          testTimeout: 20_000,
        },
      },
      {
        // Our .css files are imported as their minified CSS, as in the bundles.
        plugins: [cssModulesForVite()],
        test: {
          name: 'api',
          include: ['packages/api/test/**/*.test.ts', 'packages/storefront/test/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['vitest.setup.ts'],
          // Seeds a PGlite dump and a PostgreSQL template once; each file clones its own databases.
          globalSetup: ['packages/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
