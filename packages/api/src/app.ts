/**
 * The tireshop API as a Hono app. Its routes are relative: whoever serves it mounts it at /api
 * (the shop's one-port server, or server.ts for a standalone API process).
 */
import { SERVER_MESSAGES, START_RETURN_MAX_BODY_BYTES, type StorefrontVariant } from '@tireshop/core';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { systemClock, type Clock } from './clock';
import type { ApiConfig } from './config';
import type { Database } from './db/client';
import { databaseUnreachable } from './db/errors';
import { corsOriginPolicy } from './http/cors';
import { ApiError, errorBody } from './http/errors';
import type { ApiEnv, RegisterOptions } from './http/endpoint';
import { catalogueRoutes } from './routes/catalogue';
import { helpRoutes } from './routes/help';
import { imageRoutes } from './routes/images';
import { siteRoutes } from './routes/site';
import { tokenRoutes } from './routes/token';
import { widgetRoutes } from './routes/widget';
import { affiliateRoutes } from './routes/affiliate';
import { searchRoutes } from './routes/search';
import { browseRoutes } from './routes/browse';
import { productRoutes } from './routes/product';
import { cartRoutes } from './routes/cart';
import { checkoutRoutes } from './routes/checkout';
import { installerRoutes } from './routes/installers';
import { orderRoutes } from './routes/orders';
import { accountRoutes } from './routes/accounts';
import { accountAreaRoutes } from './routes/account-area';
import { quoteRoutes } from './routes/quotes';
import { installerApplicationRoutes } from './routes/installer-applications';
import { portalRoutes } from './routes/portal';
import { operationsRoutes } from './routes/operations';
import { portalWorkRoutes } from './routes/portal-work';
import { analyticsRoutes } from './routes/analytics';
import { sessionAccount } from './services/accounts';
import { createSandboxGateway } from './payments/sandbox/index';
import type { PaymentProvider } from './payments/provider';
import { keptAppointmentRefusal } from './services/appointments';
import type { PlacementProbe } from './services/orders';

/**
 * The largest request body we read. The biggest real body (a cart shipping with ten installer
 * services) is a few kB; this stops a client from making the server buffer and parse megabytes.
 */
export const MAX_BODY_BYTES = 64 * 1024;
/** The calls that start a return (a signed-in shopper's, and one from tracking), wherever the API is mounted. */
const START_RETURN_PATH = /\/v1\/(users\/me\/orders\/\d{1,12}\/returns|order-tracking\/returns)$/;

/** What a request answers while the database cannot be reached (503), and when to try again. */
export const SHOP_UNAVAILABLE = SERVER_MESSAGES.unavailable;
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export interface CreateApiOptions {
  database: Database;
  config: ApiConfig;
  /** Check every answer against the contract (on outside production). */
  validateResponses?: boolean;
  /** The payment gateway; by default the sandbox gateway's provider over this database. */
  payments?: PaymentProvider;
  /** What time it is for the shop (clock.ts); the machine's clock unless a test pins it. */
  clock?: Clock;
  /** Told of each step of placing an order — the fault tests stop the process there (services/orders.ts). */
  placementProbe?: PlacementProbe;
  /**
   * Which storefront variant a page's origin is (the shop server's host map, docs/operations.md
   * "Several shops from one process"): a cart made on the dealer-owned storefront's pages is a
   * dealer cart. Without it every page is the retail shop's.
   */
  storefrontVariantOf?: (origin: string) => StorefrontVariant;
}

export function createApi({
  database,
  config,
  validateResponses,
  payments,
  clock = systemClock,
  placementProbe,
  storefrontVariantOf = () => 'retail',
}: CreateApiOptions): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  // Answers are the caller's own (carts, billing, orders): no cache keeps them unless a route says
  // otherwise (images are public, tokens say no-store themselves).
  app.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'private, no-store');
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  });

  // One instant per request: every rule a call applies sees the same time (handlers read c.var.now).
  app.use('*', async (c, next) => {
    c.set('now', clock());
    c.set('storefrontVariantOf', storefrontVariantOf);
    await next();
  });
  const options: RegisterOptions = {
    tokenSecret: config.tokenSecret,
    validateResponses: validateResponses ?? process.env.NODE_ENV !== 'production',
    accountUser: (token, now) => sessionAccount(database.db, token, now),
  };

  // Widgets call from other sites' pages: answers are shared with the origins widgets may be
  // embedded on and the shop's own (http/cors.ts); access itself is decided by tokens.
  const corsPolicy = corsOriginPolicy(database, config.extraWidgetOrigins);
  app.use(
    '*',
    cors({
      origin: corsPolicy,
      allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'X-User-Session-Id', 'X-User-Time'],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      maxAge: 600,
    }),
  );

  // Checked before any handler reads the body: by Content-Length, else while streaming it in.
  const limitOf = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: (c) =>
        c.json(errorBody('PayloadTooLarge', `The request body is too large (at most ${Math.floor(maxSize / 1024)} kB).`), 413),
    });
  const usualLimit = limitOf(MAX_BODY_BYTES);
  // A return's start may carry its photo (rules §5: under 1MB, sent as base64).
  const returnLimit = limitOf(START_RETURN_MAX_BODY_BYTES);
  app.use('*', (c, next) => (START_RETURN_PATH.test(c.req.path) ? returnLimit(c, next) : usualLimit(c, next)));

  tokenRoutes(app, database, {
    ...options,
    tokenTtlSeconds: config.tokenTtlSeconds,
    extraWidgetOrigins: config.extraWidgetOrigins,
  });
  siteRoutes(app, database, options);
  catalogueRoutes(app, database, options);
  widgetRoutes(app, database, options);
  affiliateRoutes(app, database, options);
  searchRoutes(app, database, options);
  browseRoutes(app, database, options);
  productRoutes(app, database, options);
  cartRoutes(app, database, options);
  checkoutRoutes(app, database, options);
  installerRoutes(app, database, options);
  const gateway = payments ?? createSandboxGateway({ database, config, now: clock }).provider;
  orderRoutes(app, database, gateway, options, {
    shopUrl: config.shopUrl,
    trustedProxies: config.trustedProxies ? new Set(config.trustedProxies) : undefined,
    placementProbe,
    clock,
  });
  accountRoutes(app, database, options, {
    shopUrl: config.shopUrl,
    trustedProxies: config.trustedProxies ? new Set(config.trustedProxies) : undefined,
  });
  accountAreaRoutes(app, database, gateway, options, { shopUrl: config.shopUrl });
  quoteRoutes(app, database, options, { shopUrl: config.shopUrl });
  installerApplicationRoutes(app, database, options, { shopUrl: config.shopUrl, onWidgetOriginsChanged: corsPolicy.forget });
  portalRoutes(app, database, options, { onWidgetOriginsChanged: corsPolicy.forget });
  portalWorkRoutes(app, database, options, { shopUrl: config.shopUrl });
  operationsRoutes(app, database, gateway, options, { shopUrl: config.shopUrl });
  analyticsRoutes(app, database, options, {
    trustedProxies: config.trustedProxies ? new Set(config.trustedProxies) : undefined,
    limitPerMinute: config.analyticsLimitPerMinute,
  });
  helpRoutes(app, database, options, {
    helpInbox: config.helpInboxEmail,
    trustedProxies: config.trustedProxies ? new Set(config.trustedProxies) : undefined,
  });
  imageRoutes(app, database);

  // A catch-all route rather than notFound(): it must win inside a parent app that mounts us.
  app.all('*', (c) => c.json(errorBody('NotFound', 'No such API route.'), 404));
  app.onError((err, c) => {
    // A change that would delete an order's appointment, by whatever path, is refused by the
    // database (trigger appointments_keep_confirmed): a 409 the shopper can read, not a 500.
    const known = err instanceof ApiError ? err : keptAppointmentRefusal(err);
    if (known) {
      if (known.status >= 500) console.error(`[api] ${c.req.method} ${c.req.path}: ${known.message}`);
      return c.json(errorBody(known.code, known.message), known.status as 400);
    }
    // The database is down or restarting: say so, and when to try again — it comes back by itself
    // (the pool opens new connections on the next requests).
    const unreachable = databaseUnreachable(err);
    if (unreachable) {
      console.error(`[api] ${c.req.method} ${c.req.path}: the database is unreachable (${unreachable})`);
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return c.json(errorBody('ServiceUnavailable', SHOP_UNAVAILABLE), 503);
    }
    console.error(`[api] ${c.req.method} ${c.req.path} failed:`, err);
    return c.json(errorBody('ServerError', SERVER_MESSAGES.failed), 500);
  });
  return app;
}
