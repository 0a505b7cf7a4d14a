import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 8931);
// Host pages of another origin, served by the widget journeys themselves (e2e/widget-loader.spec.ts);
// the shop lets widgets be embedded there. Set here so the test workers see the same port.
process.env.E2E_HOST_PORT ??= String(port + 2);
const hostOrigin = `http://localhost:${process.env.E2E_HOST_PORT}`;

/** Journeys in Debian's Chromium against the real shop, started on a freshly seeded database. */
export default defineConfig({
  testDir: 'e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'off',
  },
  webServer: {
    // A fresh database every run: the journeys see exactly the seeded catalogue.
    command: `node -e "require('fs').rmSync('.tmp/e2e',{recursive:true,force:true})" && node --import tsx --import ./scripts/css/register.mjs packages/storefront/src/server/main.ts`,
    url: `http://127.0.0.1:${port}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      TIRESHOP_DATA_DIR: '.tmp/e2e',
      TOKEN_SECRET: 'e2e-token-secret',
      SANDBOX_SETTLE_SECONDS: '6',
      // Every journey pays from this one machine: more cards a minute than a shopper's address may tokenise.
      TOKENIZE_LIMIT_PER_MINUTE: '100000',
      // … and more analytics batches a minute than one visitor's address may send.
      ANALYTICS_LIMIT_PER_MINUTE: '100000',
      WIDGET_EXTRA_ORIGINS: hostOrigin,
      // Several shops from this one process, by host name (e2e/storefront-variants.spec.ts); every
      // other journey uses 127.0.0.1, which is not listed, and gets the default retail shop.
      STOREFRONT_HOSTS: JSON.stringify({
        'simple.localhost': 'simple-shop',
        'employees.localhost': 'employee',
        'installer.localhost': 'ots',
        'dealer.localhost': 'dealer',
        'exchange.localhost': 'military',
      }),
    },
  },
});
