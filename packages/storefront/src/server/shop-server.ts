/**
 * The shop on one port: the API at /api, the storefront's client bundle at /assets, widget
 * bundles at /widgets, example host pages at /examples, and every other path server-rendered.
 * The storefront calls the API in-process (Hono's fetch), with no socket in between.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { HttpBindings } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import {
  ACCOUNT_SESSION_HEADER,
  ACCOUNT_TYPE_COOKIE,
  chatWidgetLoads,
  HELP_ANSWERS_PATH,
  createApiClient,
  ID_ME_CALLBACK_PATH,
  ID_ME_START_PATH,
  isSessionId,
  isStaffAreaPath,
  readCookie,
  SESSION_STORAGE_KEY,
  USER_SESSION_HEADER,
  type ApiClient,
  type StorefrontVariant,
  locationQuery,
  readLocationCookie,
  variantConfig,
  EXCHANGE_RETURN_PATH,
} from '@tireshop/core';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { expiredCookie, isSecureOrigin, readAccountCookie } from '../app/account-cookie';
import { CONTENT_ENDPOINT } from '../app/pages/content/content-view';
import { readClientBuild } from './client-build';
import { contentSourceOf, loadContentLibrary } from './content/library';
import { publicOriginResolver, type PublicOrigins } from './public-origin';
import { renderPage } from './render';
import { sitemapRoutes } from './sitemap';
import { sponsorLanding, sponsorOf } from './sponsoring-shop';
import { exchangeCustomerOf, exchangeLanding, exchangeReturn, withExchangeCustomer } from './exchange-customer';
import { idMeCallback, startIdMeVerification } from './military-verification';
import { createSsoLanding, SSO_LANDING_PATH, type SsoOptions } from './sso';
import { shopOf, shopResolver, type StorefrontHosts } from './storefront-hosts';
import { isHashedWidgetFile } from './widget-archive';
import { ocrAssetHandler } from './ocr-assets';
import { OCR_ASSETS_PATH } from '../app/pages/simplesnap/ocr-assets';

export interface ShopServerOptions {
  /** Serves the API's `/api/*` requests: the API app mounted at /api, in this process. */
  api: { fetch: (request: Request) => Response | Promise<Response> };
  /** Serves `/gateway/*`: the payment gateway's pages (the sandbox gateway, in this process). */
  gateway?: { fetch: (request: Request) => Response | Promise<Response> };
  storefrontClientId: string;
  storefrontClientSecret: string;
  /** The variant of every host the map does not list (STOREFRONT_VARIANT). */
  variant: StorefrontVariant;
  /** Host name → variant and theme, for several shops from one process (storefront-hosts.ts); none by default. */
  hosts?: StorefrontHosts;
  /** Repository root: dist/ and examples/ are served from it. */
  rootDir: string;
  /** The origins pages are answered for (public-origin.ts); default: each request's own, for tests of one origin. */
  publicOrigins?: PublicOrigins;
  /**
   * The shopper's address for a page request (the API's requestAddress with the trusted proxies),
   * sent with the server's own API calls so that limits per address (sign-in) count the shopper,
   * not the shop. Without it those calls all count as one address.
   */
  shopperAddress?: (c: Context) => string;
  /**
   * Earlier releases' widget files (widget-archive.ts), served where this release's `dist/widgets`
   * has no such file. None by default.
   */
  widgetArchiveDir?: string;
  /** The content pages' Markdown files (docs/content.md); default packages/storefront/content under rootDir. */
  contentDir?: string;
  /** The OpenID Connect provider of /api/sso-landing (sso.ts); without it the landing says single sign-on is not set up. */
  sso?: SsoOptions;
  /**
   * An identity provider served by this process under its path (sso-test-provider.ts, outside
   * production): a Node request handler, given the raw request and response.
   */
  identityProvider?: { path: string; handle: (req: IncomingMessage, res: ServerResponse) => unknown };
}

export function createShopServer(options: ShopServerOptions): Hono {
  const app = new Hono();
  // Pages and API answers are compressed on the fly; bundles were compressed at build time.
  const idp = options.identityProvider;
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/assets/') || c.req.path.startsWith('/widgets/')) return next();
    if (idp && c.req.path.startsWith(`${idp.path}/`)) return next();
    return compress()(c, next);
  });
  // The portal and the operations console are never indexed, whatever a page (or an error) renders.
  app.use('*', async (c, next) => {
    await next();
    if (isStaffAreaPath(c.req.path)) c.header('X-Robots-Tag', 'noindex, nofollow');
  });
  // The identity provider answers on the Node response itself (it is not a fetch handler).
  if (idp)
    app.all(`${idp.path}/*`, async (c) => {
      const { incoming, outgoing } = c.env as HttpBindings;
      await idp.handle(incoming, outgoing);
      return RESPONSE_ALREADY_SENT;
    });
  const hosts = options.hosts ?? new Map();
  // Each request is answered as the shop of its host name (an unknown host: the default shop).
  const shopFor = shopResolver(hosts, shopOf(options.variant));
  const originOf = options.publicOrigins
    ? publicOriginResolver({ ...options.publicOrigins, hosts: hosts.keys() })
    : (url: string) => new URL(url).origin;
  // spec §2 /api/sso-landing: the shop's server runs single sign-on, then signs the person in.
  const ssoLanding = options.sso ? createSsoLanding(options.sso) : null;
  app.get(SSO_LANDING_PATH, (c) => {
    if (!ssoLanding) return c.text('Single sign-on is not set up for this shop.', 404);
    const origin = originOf(c.req.url);
    return ssoLanding(c, forShopper(apiFor(origin), c.req.header('cookie'), isSecureOrigin(origin), options.shopperAddress?.(c)), origin);
  });
  // rules §1, §2 /idMeCallback, §6: military verification, where the host's variant offers it.
  for (const [path, handler] of [
    [ID_ME_START_PATH, startIdMeVerification],
    [ID_ME_CALLBACK_PATH, idMeCallback],
  ] as const)
    app.get(path, (c, next) => {
      // Elsewhere the path is no page of the shop (the page router answers its 404).
      if (!variantConfig(shopFor(c.req.url).variant).militaryVerification) return next();
      const origin = originOf(c.req.url);
      return handler(c, forShopper(apiFor(origin), c.req.header('cookie'), isSecureOrigin(origin), options.shopperAddress?.(c)), origin);
    });
  // The page's own API calls carry the signed-in shopper's session from its HttpOnly cookie.
  // rules §6: an exchange customer's calls carry the customer-id header and the exchange's channel (exchange-customer.ts).
  app.all('/api/*', (c) =>
    options.api.fetch(
      withExchangeCustomer(
        withAccountSession(c.req.raw, isSecureOrigin(originOf(c.req.url))),
        exchangeCustomerOf(shopFor(c.req.url).variant, c.req.header('cookie')),
      ),
    ),
  );
  // rules §1, §6: the military exchange's answer comes back here (docs/military-exchange.md).
  app.get(EXCHANGE_RETURN_PATH, (c, next) => {
    const variant = shopFor(c.req.url).variant;
    if (variantConfig(variant).checkoutTarget !== 'military-exchange') return next();
    const origin = originOf(c.req.url);
    const api = forShopper(apiFor(origin), c.req.header('cookie'), isSecureOrigin(origin), options.shopperAddress?.(c));
    return exchangeReturn(c, api, exchangeCustomerOf(variant, c.req.header('cookie')));
  });
  const gateway = options.gateway;
  if (gateway) app.all('/gateway/*', (c) => gateway.fetch(c.req.raw));

  const client = readClientBuild(options.rootDir);
  // Read, checked and rendered once: a bad file stops the start with a message naming it.
  const library = loadContentLibrary(options.contentDir ?? join(options.rootDir, 'packages/storefront/content'));
  const content = contentSourceOf(library);
  const immutable = 'public, max-age=31536000, immutable';
  // Headers of the bundles, set on the answer once a file was found (whichever directory had it).
  const found =
    (headers: (path: string) => Record<string, string>): MiddlewareHandler =>
    async (c, next) => {
      await next();
      if (c.res.status === 200 || c.res.status === 206)
        for (const [name, value] of Object.entries(headers(c.req.path))) c.header(name, value);
    };
  // SimpleSnap's OCR engine, from the installed packages (ocr-assets.ts), before the bundles.
  app.get(`${OCR_ASSETS_PATH}/*`, ocrAssetHandler());
  app.use(
    '/assets/*',
    found(() => ({ 'Cache-Control': immutable })),
  );
  app.use(
    '/assets/*',
    serveStatic({
      root: join(options.rootDir, 'dist/client'),
      precompressed: true,
      rewriteRequestPath: (p) => p.replace(/^\/assets/, ''),
    }),
  );
  app.use(
    '/widgets/*',
    found((path) => ({
      // A content-hashed module never changes; the loader (and the old addresses, which are the
      // loader) names the current modules, so it is kept only briefly.
      'Cache-Control': isHashedWidgetModule(path) ? immutable : 'public, max-age=300',
      // Host pages on any origin import the modules (module scripts are always fetched with
      // CORS) and may load the loader with `crossorigin` and `integrity`.
      'Access-Control-Allow-Origin': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    })),
  );
  // This release's widget files, then (where configured) earlier releases' (widget-archive.ts).
  for (const root of [join(options.rootDir, 'dist/widgets'), ...(options.widgetArchiveDir ? [options.widgetArchiveDir] : [])])
    app.use('/widgets/*', serveStatic({ root, precompressed: true, rewriteRequestPath: (p) => p.replace(/^\/widgets/, '') }));
  // The examples' built scripts (examples/react-host's app.js) first, then the pages themselves.
  app.use(
    '/examples/*',
    serveStatic({ root: join(options.rootDir, 'dist/examples'), rewriteRequestPath: (p) => p.replace(/^\/examples/, '') }),
  );
  app.use('/examples/*', serveStatic({ root: join(options.rootDir, 'examples'), rewriteRequestPath: (p) => p.replace(/^\/examples/, '') }));
  app.get('/examples', (c) => c.redirect('/examples/'));

  // One in-process API client per public origin (the API builds absolute image URLs from it); the
  // origins are the configured ones, so the map stays as small as that list.
  const clients = new Map<string, ApiClient>();
  const apiFor = (origin: string) => {
    let client = clients.get(origin);
    if (!client) {
      client = createApiClient({
        baseUrl: `${origin}/api`,
        // Straight to the API: the /api route above is the pages' way in (it sets the account header from the cookie).
        fetch: async (input, init) => options.api.fetch(new Request(input, init)),
        credentials: { clientId: options.storefrontClientId, clientSecret: options.storefrontClientSecret },
      });
      clients.set(origin, client);
    }
    return client;
  };

  // /sitemap.xml and /robots.txt (none for the installer storefront, which is noindex).
  app.route('/', sitemapRoutes(apiFor, { variantOf: (url) => shopFor(url).variant, originOf, contentPaths: () => library.paths() }));

  // A content page's view for the page in the browser (app/pages/content/content-view.ts); the
  // server's own render reads the library directly.
  app.get(CONTENT_ENDPOINT, (c) => {
    const path = c.req.query('path') ?? '';
    const view = path.startsWith('/') && path.length <= 300 ? library.view(path, c.req.query('q') ?? '') : null;
    if (!view) return c.json({ message: 'The page you are looking for is missing.' }, 404, { 'Cache-Control': 'no-cache' });
    return c.json(view, 200, { 'Cache-Control': 'no-cache' });
  });

  // The help chat's answers: the help center's search for the words of a question (docs/chat.md).
  app.get(HELP_ANSWERS_PATH, (c) => c.json({ answers: library.answers(c.req.query('q') ?? '') }, 200, { 'Cache-Control': 'no-cache' }));

  // The snippet the portal hands out pins this release's loader (docs/integration.md "Caching, CORS and integrity").
  const widgetLoaderIntegrity = () =>
    readFile(join(options.rootDir, 'dist/widgets/v1/integrity.json'), 'utf8').then(
      (text) => (JSON.parse(text) as { files?: Record<string, string> }).files?.['loader.js'] ?? null,
      () => null,
    );
  // Where the installer-sponsored storefront is answered: its host name, else the canonical origin
  // when it is the default shop, else nowhere (the portal then gives no storefront link).
  const sponsoredHost = [...hosts].find(([, hostShop]) => variantConfig(hostShop.variant).sponsoringShop)?.[0];
  const sponsoredStorefrontOrigin = (requestUrl: string): string | null => {
    if (sponsoredHost) {
      const url = new URL(requestUrl);
      url.hostname = sponsoredHost;
      return originOf(url.href);
    }
    return variantConfig(options.variant).sponsoringShop ? originOf(options.publicOrigins?.canonical ?? requestUrl) : null;
  };
  const page = async (c: Context) => {
    const origin = originOf(c.req.url);
    const shop = shopFor(c.req.url);
    const cookies = c.req.header('cookie');
    const api = forShopper(apiFor(origin), cookies, isSecureOrigin(origin), options.shopperAddress?.(c));
    // rules §6 OTS: a link from the sponsoring installer's site names its shop (sponsoring-shop.ts).
    // rules §6: the exchange's link names its customer (exchange-customer.ts).
    const exchange = await exchangeLanding(c.req.raw, shop.variant, isSecureOrigin(origin));
    if (exchange) return exchange;
    const landing = await sponsorLanding(c.req.raw, shop.variant, api, isSecureOrigin(origin));
    if (landing) return landing;
    return withoutStaleAccountType(
      cookies,
      isSecureOrigin(origin),
      await renderPage(c.req.raw, {
        context: {
          api,
          origin,
          variant: shop.variant,
          content,
          signedIn: readAccountCookie(cookies, isSecureOrigin(origin)) !== null,
          chatWidget: chatWidgetLoads(c.req.header('user-agent')),
          sponsor: sponsorOf(shop.variant, cookies),
          exchangeCustomer: exchangeCustomerOf(shop.variant, cookies) !== null,
          sponsoredStorefrontOrigin: sponsoredStorefrontOrigin(c.req.url),
          widgetLoaderIntegrity,
        },
        theme: shop.theme,
        client,
      }),
    );
  };
  // The account forms post here (sign in, create an account, reset the password, sign out; cancel
  // an order, change the saved addresses and the garage; a return from tracking), the installer signup, the operations
  // console's decisions and the portal's changes (a shop's websites, theme, brands): only from the
  // shop's own pages — a form on another site cannot sign a shopper in or out, nor cancel their
  // order, nor send applications in someone's name. The portal's shop pages post their changes
  // (bookings, the schedule, orders' steps) the same way.
  const formPost = (c: Context) => {
    if (!isSameOriginPost(c.req.header('origin'), c.req.header('sec-fetch-site'), originOf(c.req.url))) {
      return c.text('This form can only be sent from the shop’s own pages.', 403);
    }
    return page(c);
  };
  app.post('/account/*', formPost);
  app.post('/track-your-order/return', formPost);
  app.post('/installer-signup', formPost);
  app.post('/ops/*', formPost);
  app.post('/portal/*', formPost);
  app.get('*', page);
  return app;
}

/** A widget module with a content hash in its name (`widget-checkout.BqNFiUqW.js`, or its .br/.gz), not the loader. */
export const isHashedWidgetModule = (path: string) =>
  /\/v\d+\/[^/]+$/.test(path) && isHashedWidgetFile(path.slice(path.lastIndexOf('/') + 1));

/**
 * The API client for one page request: the shared client of the origin (its bearer token is the
 * shop's, good for every shopper) with this shopper's session id on each call (spec §7 Headers:
 * "the user session id"), read from the `ST_session` cookie the browser side keeps, and the
 * signed-in shopper's session from the account cookie (X-Account-Session), and the shopper's
 * address as X-Forwarded-For (the API trusts it from in-process calls, which have no socket).
 *
 * The header is bound to this request's client object, never set on the shared client or held
 * in module state, so concurrent requests of different shoppers cannot see each other's id.
 * A value that is not a session id is not sent.
 */
export function forShopper(shared: ApiClient, cookieHeader: string | undefined, secure = false, address?: string): ApiClient {
  const id = readCookie(cookieHeader, SESSION_STORAGE_KEY);
  const account = readAccountCookie(cookieHeader, secure);
  const headers: Record<string, string> = {
    ...(isSessionId(id) ? { [USER_SESSION_HEADER]: id } : {}),
    ...(account ? { [ACCOUNT_SESSION_HEADER]: account } : {}),
    ...(address ? { 'X-Forwarded-For': address } : {}),
  };
  // spec §7 "Query values added automatically": the shopper's location from its cookie, as the
  // browser's client sends it (client/entry.tsx); the caller's own query values win. The server
  // does not know the shopper's clock, so it sends no userTime.
  const place = locationQuery(readLocationCookie(cookieHeader));
  if (Object.keys(headers).length === 0 && !place.userZip) return shared;
  return {
    request: (request) =>
      shared.request({ ...request, query: { ...place, ...request.query }, headers: { ...headers, ...request.headers } }),
    // A spread of a generic input loses its conditional type; it is the same input plus headers.
    call: (endpoint, input) =>
      shared.call(endpoint, {
        ...input,
        query: { ...place, ...(input as { query?: object }).query },
        headers: { ...headers, ...input.headers },
      } as typeof input),
  };
}

/**
 * rules §6 None (anonymous): "Clears the account-type cookie". A page asked for without a
 * signed-in session, with the cookie still there (the session cookie ended first), takes it away.
 */
export function withoutStaleAccountType(cookieHeader: string | undefined, secure: boolean, response: Response): Response {
  if (readAccountCookie(cookieHeader, secure) || readCookie(cookieHeader, ACCOUNT_TYPE_COOKIE) === null) return response;
  const answer = new Response(response.body, response);
  answer.headers.append('Set-Cookie', expiredCookie(ACCOUNT_TYPE_COOKIE, secure));
  return answer;
}

/**
 * A request of the page to the API with the X-Account-Session header taken from the account
 * cookie — and never one the page wrote itself.
 */
export function withAccountSession(request: Request, secure: boolean): Request {
  const token = readAccountCookie(request.headers.get('cookie'), secure);
  if (!token && !request.headers.has(ACCOUNT_SESSION_HEADER)) return request;
  const headers = new Headers(request.headers);
  headers.delete(ACCOUNT_SESSION_HEADER);
  if (token) headers.set(ACCOUNT_SESSION_HEADER, token);
  return new Request(request, { headers });
}

/**
 * Whether a form post comes from the shop's own pages: its Origin is the shop's; without one (an
 * older browser), the Fetch Metadata header must not say another site.
 */
export function isSameOriginPost(originHeader: string | undefined, fetchSite: string | undefined, shopOrigin: string): boolean {
  if (originHeader) return originHeader === shopOrigin;
  return fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none';
}
