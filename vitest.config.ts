import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['vitest.setup.ts'],
        },
      },
      {
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
