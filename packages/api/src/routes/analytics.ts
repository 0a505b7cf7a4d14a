/**
 * First-party analytics (docs/analytics.md): the pages' event batches, and the operations' daily
 * summary (an operations account only, services/operations-access.ts). Thin: validate, then call
 * services/analytics.ts.
 */
import {
  ANALYTICS_BATCHES_PER_MINUTE,
  ANALYTICS_RATE_LIMITED,
  analyticsDailySummaryEndpoint,
  recordAnalyticsEndpoint,
} from '@tireshop/core';
import type { Hono } from 'hono';
import type { Database } from '../db/client';
import { registerEndpoint, type ApiEnv, type RegisterOptions } from '../http/endpoint';
import { analyticsDailySummary, recordPageEvents } from '../services/analytics';
import { requireOperations } from '../services/operations-access';
import { createAddressLimiter, createDatabaseLimiter } from '../services/rate-limit';

export function analyticsRoutes(
  app: Hono<ApiEnv>,
  database: Database,
  options: RegisterOptions,
  limits: {
    /** Proxies whose forwarded-for the limit believes (env TRUSTED_PROXIES). */
    trustedProxies?: ReadonlySet<string>;
    /** Batches per address per minute (config analyticsLimitPerMinute); ANALYTICS_BATCHES_PER_MINUTE by default. */
    limitPerMinute?: number;
  } = {},
) {
  const { db } = database;
  // The call needs no token, so each address is held to a pace (docs/analytics.md "Rate limit"),
  // counted in the database as every other public limit is: all processes count together.
  const limiter = createAddressLimiter(
    createDatabaseLimiter(database, {
      bucket: 'analytics-address',
      limit: limits.limitPerMinute ?? ANALYTICS_BATCHES_PER_MINUTE,
      windowMs: 60_000,
    }),
    { message: ANALYTICS_RATE_LIMITED, trustedProxies: limits.trustedProxies },
  );
  registerEndpoint(app, recordAnalyticsEndpoint, options, async ({ body }, c) => {
    const refused = await limiter.take(c);
    if (refused) return refused;
    return recordPageEvents(db, c.var.now, body);
  });
  registerEndpoint(app, analyticsDailySummaryEndpoint, options, async ({ query, client }, c) => {
    await requireOperations(db, client, c);
    return analyticsDailySummary(db, c.var.now, query.days);
  });
}
