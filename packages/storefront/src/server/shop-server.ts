/**
 * The shop on one port: the API at /api, the storefront's client bundle at /assets, widget
 * bundles at /widgets, example host pages at /examples, and every other path server-rendered.
 * The storefront calls the API in-process (Hono's fetch), with no socket in between.
 */
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import {
  createApiClient,
  isSessionId,
  readCookie,
  SESSION_STORAGE_KEY,
  USER_SESSION_HEADER,
  type ApiClient,
  type StorefrontVariant,
} from '@tireshop/core';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { readClientBuild } from './client-build';
import { publicOriginResolver, type PublicOrigins } from './public-origin';
import { renderPage } from './render';
import { sitemapRoutes } from './sitemap';

export interface ShopServerOptions {
  /** Serves the API's `/api/*` requests: the API app mounted at /api, in this process. */
  api: { fetch: (request: Request) => Response | Promise<Response> };
  /** Serves `/gateway/*`: the payment gateway's pages (the sandbox gateway, in this process). */
  gateway?: { fetch: (request: Request) => Response | Promise<Response> };
  storefrontClientId: string;
  storefrontClientSecret: string;
  variant: StorefrontVariant;
  /** Repository root: dist/ and examples/ are served from it. */
  rootDir: string;
  /** The origins pages are answered for (public-origin.ts); default: each request's own, for tests of one origin. */
  publicOrigins?: PublicOrigins;
}

export function createShopServer(options: ShopServerOptions): Hono {
  const app = new Hono();
  // Pages and API answers are compressed on the fly; bundles were compressed at build time.
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/assets/') || c.req.path.startsWith('/widgets/')) return next();
    return compress()(c, next);
  });
  app.all('/api/*', (c) => options.api.fetch(c.req.raw));
  const gateway = options.gateway;
  if (gateway) app.all('/gateway/*', (c) => gateway.fetch(c.req.raw));

  const client = readClientBuild(options.rootDir);
  const immutable = { 'Cache-Control': 'public, max-age=31536000, immutable' };
  app.use(
    '/assets/*',
    serveStatic({
      root: join(options.rootDir, 'dist/client'),
      precompressed: true,
      rewriteRequestPath: (p) => p.replace(/^\/assets/, ''),
      onFound: (_p, c) => c.header('Cache-Control', immutable['Cache-Control']),
    }),
  );
  app.use(
    '/widgets/*',
    serveStatic({
      root: join(options.rootDir, 'dist/widgets'),
      precompressed: true,
      rewriteRequestPath: (p) => p.replace(/^\/widgets/, ''),
      onFound: (path, c) => {
        // A content-hashed module never changes; the loader (and the old addresses, which are the
        // loader) names the current modules, so it is kept only briefly.
        c.header('Cache-Control', isHashedWidgetModule(path) ? immutable['Cache-Control'] : 'public, max-age=300');
        // Host pages on any origin import the modules (module scripts are always fetched with
        // CORS) and may load the loader with `crossorigin` and `integrity`.
        c.header('Access-Control-Allow-Origin', '*');
        c.header('Cross-Origin-Resource-Policy', 'cross-origin');
      },
    }),
  );
  // The examples' built scripts (examples/react-host's app.js) first, then the pages themselves.
  app.use(
    '/examples/*',
    serveStatic({ root: join(options.rootDir, 'dist/examples'), rewriteRequestPath: (p) => p.replace(/^\/examples/, '') }),
  );
  app.use('/examples/*', serveStatic({ root: join(options.rootDir, 'examples'), rewriteRequestPath: (p) => p.replace(/^\/examples/, '') }));
  app.get('/examples', (c) => c.redirect('/examples/'));

  // One in-process API client per public origin (the API builds absolute image URLs from it); the
  // origins are the configured ones, so the map stays as small as that list.
  const originOf = options.publicOrigins ? publicOriginResolver(options.publicOrigins) : (url: string) => new URL(url).origin;
  const clients = new Map<string, ApiClient>();
  const apiFor = (origin: string) => {
    let client = clients.get(origin);
    if (!client) {
      client = createApiClient({
        baseUrl: `${origin}/api`,
        fetch: async (input, init) => app.fetch(new Request(input, init)),
        credentials: { clientId: options.storefrontClientId, clientSecret: options.storefrontClientSecret },
      });
      clients.set(origin, client);
    }
    return client;
  };

  // /sitemap.xml and /robots.txt (none for the installer storefront, which is noindex).
  app.route('/', sitemapRoutes(apiFor, { variant: options.variant, originOf }));

  app.get('*', async (c) => {
    const origin = originOf(c.req.url);
    return renderPage(c.req.raw, {
      context: { api: forShopper(apiFor(origin), c.req.header('cookie')), origin, variant: options.variant },
      client,
    });
  });
  return app;
}

/** A widget module with a content hash in its name (`widget-checkout.BqNFiUqW.js`, or its .br/.gz), not the loader. */
export const isHashedWidgetModule = (path: string) => /\/v\d+\/[\w-]+\.[\w-]{8}\.js(\.br|\.gz)?$/.test(path);

/**
 * The API client for one page request: the shared client of the origin (its bearer token is the
 * shop's, good for every shopper) with this shopper's session id on each call (spec §7 Headers:
 * "the user session id"), read from the `ST_session` cookie the browser side keeps.
 *
 * The header is bound to this request's client object, never set on the shared client or held
 * in module state, so concurrent requests of different shoppers cannot see each other's id.
 * A value that is not a session id is not sent.
 */
export function forShopper(shared: ApiClient, cookieHeader: string | undefined): ApiClient {
  const id = readCookie(cookieHeader, SESSION_STORAGE_KEY);
  if (!isSessionId(id)) return shared;
  const headers = { [USER_SESSION_HEADER]: id };
  return {
    request: (request) => shared.request({ ...request, headers: { ...headers, ...request.headers } }),
    // A spread of a generic input loses its conditional type; it is the same input plus headers.
    call: (endpoint, input) => shared.call(endpoint, { ...input, headers: { ...headers, ...input.headers } } as typeof input),
  };
}
