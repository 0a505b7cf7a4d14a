/**
 * First-party analytics (docs/analytics.md): the pages' event batches, and the operations' daily
 * summary (an operations account only, services/operations-access.ts). Thin: validate, then call
 * services/analytics.ts.
 */
import { analyticsDailySummaryEndpoint, recordAnalyticsEndpoint } from '@tireshop/core';
import type { Hono } from 'hono';
import type { Database } from '../db/client';
import { registerEndpoint, type ApiEnv, type RegisterOptions } from '../http/endpoint';
import { analyticsDailySummary, recordPageEvents } from '../services/analytics';
import { requireOperations } from '../services/operations-access';

export function analyticsRoutes(app: Hono<ApiEnv>, database: Database, options: RegisterOptions) {
  const { db } = database;
  registerEndpoint(app, recordAnalyticsEndpoint, options, ({ body }, c) => recordPageEvents(db, c.var.now, body));
  registerEndpoint(app, analyticsDailySummaryEndpoint, options, async ({ query, client }, c) => {
    await requireOperations(db, client, c);
    return analyticsDailySummary(db, c.var.now, query.days);
  });
}
