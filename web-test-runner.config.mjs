// Widget tests in Debian's Chromium. The built widget bundles (dist/widgets) run in test pages
// served by the test runner, against the real shop (API + seeded database) started here on its own
// port; the test page's origin is allowed for widgets through WIDGET_EXTRA_ORIGINS.
import { playwrightLauncher } from '@web/test-runner-playwright';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
import { startShop } from './scripts/shop-process.mjs';

const testPort = Number(process.env.WTR_PORT ?? 8765);
const shopPort = Number(process.env.WTR_SHOP_PORT ?? 8932);
let shop;

/** @type {import('@web/test-runner').TestRunnerConfig} */
export default {
  files: ['packages/widget-*/test/**/*.test.html'],
  port: testPort,
  nodeResolve: true,
  concurrency: 1,
  browserStartTimeout: 60_000,
  testsFinishTimeout: 120_000,
  testFramework: { config: { timeout: 20_000 } },
  browsers: [playwrightLauncher({ product: 'chromium', launchOptions: { executablePath: chromiumPath, args: chromiumArgs } })],
  plugins: [
    {
      name: 'tireshop-shop',
      async serverStart() {
        shop = await startShop({
          port: shopPort,
          dataDir: '.tmp/wtr',
          env: {
            WIDGET_EXTRA_ORIGINS: `http://localhost:${testPort},http://127.0.0.1:${testPort}`,
            TOKEN_SECRET: 'wtr-token-secret',
            TOKENIZE_LIMIT_PER_MINUTE: '100000',
          },
        });
      },
      async serverStop() {
        await shop?.stop();
      },
      // Test pages learn where the shop is from this header-free global.
      transform(context) {
        if (context.path.endsWith('.test.html')) {
          return { body: String(context.body).replaceAll('__SHOP_ORIGIN__', `http://127.0.0.1:${shopPort}`) };
        }
      },
    },
  ],
};
