/**
 * `npm start`: the whole shop on one port, on the embedded database unless DATABASE_URL is set.
 * This is the composition root — the only storefront module that imports the API package.
 */
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import {
  checkSecrets,
  createApi,
  createSandboxGateway,
  LOOPBACK_PROXIES,
  prepareDatabase,
  readApiConfig,
  requestAddress,
  startWorkers,
  STOREFRONT_CLIENT_ID,
} from '@tireshop/api';
import { createShopServer } from './shop-server';
import { SSO_LANDING_PATH } from './sso';
import { createTestIdentityProvider, TEST_IDENTITY_PROVIDER_PATH } from './sso-test-provider';
import { parseDefaultVariant, parseStorefrontHosts, shopOf, shopResolver } from './storefront-hosts';
import { archiveWidgets } from './widget-archive';
import { join } from 'node:path';

const rootDir = fileURLToPath(new URL('../../../../', import.meta.url));
const config = readApiConfig();
// Refuses to start in production with a published development secret.
checkSecrets(config);
// The default shop, and the other shops by host name (docs/operations.md "Several shops from one
// process"); a bad value stops the start with a message naming it.
const { variant, hosts } = (() => {
  try {
    return { variant: parseDefaultVariant(process.env.STOREFRONT_VARIANT), hosts: parseStorefrontHosts(process.env.STOREFRONT_HOSTS) };
  } catch (error) {
    console.error(`[shop] cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
})();
for (const [host, shop] of hosts) console.log(`[shop] ${host} is the ${shop.variant} storefront (theme ${shop.theme})`);
const database = await prepareDatabase(config);
const gateway = createSandboxGateway({ database, config });
// Settles processing payments and delivers the order e-mails (written to .data/mail by default).
const workers = startWorkers({ database, config, payments: gateway.provider });
// Earlier releases' widget modules stay served for host pages that still hold their loader (docs/operations.md).
const widgetArchiveDir = process.env.WIDGET_ARCHIVE_DIR || undefined;
if (widgetArchiveDir)
  console.log(
    `[shop] widget archive ${widgetArchiveDir}: ${await archiveWidgets(join(rootDir, 'dist/widgets'), widgetArchiveDir)} new files`,
  );
const port = Number(process.env.PORT ?? 8080);
const canonical = config.shopUrl ?? `http://localhost:${port}`;
const otherOrigins = (process.env.SHOP_ORIGINS ?? '')
  .split(',')
  .map((o) => o.trim())
  .filter(Boolean);
const production = process.env.NODE_ENV === 'production';
// Single sign-on (spec §2 /api/sso-landing): the configured OpenID Connect provider; outside
// production without one, the built-in test provider on this port (sso-test-provider.ts).
const sso = process.env.SSO_ISSUER
  ? { issuer: process.env.SSO_ISSUER, clientId: process.env.SSO_CLIENT_ID ?? '', clientSecret: process.env.SSO_CLIENT_SECRET ?? '' }
  : production
    ? undefined
    : {
        issuer: `${canonical.replace(/\/+$/, '')}${TEST_IDENTITY_PROVIDER_PATH}`,
        clientId: 'tireshop-storefront',
        clientSecret: 'dev-sso-secret',
      };
const identityProvider =
  sso && !process.env.SSO_ISSUER
    ? {
        path: TEST_IDENTITY_PROVIDER_PATH,
        handle: createTestIdentityProvider({
          ...sso,
          // Every origin pages are answered on: the canonical one, the others, the loopback ones, the shops by host name.
          redirectUris: [
            canonical,
            ...otherOrigins,
            `http://localhost:${port}`,
            `http://127.0.0.1:${port}`,
            ...[...hosts.keys()].map((h) => `http://${h}:${port}`),
          ].map((o) => `${o.replace(/\/+$/, '')}${SSO_LANDING_PATH}`),
        }),
      }
    : undefined;
if (identityProvider) console.log(`[shop] single sign-on: the test identity provider at ${sso!.issuer}`);
// A page's origin names its shop: a cart made on the dealer-owned storefront is a dealer cart.
const shopOfOrigin = shopResolver(hosts, shopOf(variant));
const shop = createShopServer({
  api: new Hono().route(
    '/api',
    createApi({ database, config, payments: gateway.provider, storefrontVariantOf: (origin) => shopOfOrigin(origin).variant }),
  ),
  gateway: new Hono().route('/gateway', gateway.app),
  storefrontClientId: STOREFRONT_CLIENT_ID,
  storefrontClientSecret: config.storefrontClientSecret,
  // The shopper's address goes with the server's own API calls (limits per address count the shopper).
  shopperAddress: (c) => requestAddress(c, config.trustedProxies ? new Set(config.trustedProxies) : LOOPBACK_PROXIES),
  variant,
  hosts,
  rootDir,
  widgetArchiveDir,
  // Links follow SHOP_URL (or another origin in SHOP_ORIGINS), never a Host header a client made up.
  publicOrigins: { canonical, others: otherOrigins, loopback: !production },
  sso,
  identityProvider,
});

const host = process.env.HOST ?? '127.0.0.1';
const server = serve({ fetch: shop.fetch, port, hostname: host }, (info) => {
  console.log(`[shop] tireshop is running at http://localhost:${info.port}/`);
  console.log(`[shop] widget example: http://localhost:${info.port}/examples/plain-html/`);
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  server.close();
  await workers.stop();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
