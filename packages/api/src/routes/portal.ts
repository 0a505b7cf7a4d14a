/**
 * The portal's calls (docs/portal.md): shop owners and staff, brand managers, affiliates and the
 * operations team. Every answer is about one account: never kept by a shared cache.
 */
import { portalMeEndpoint } from '@tireshop/core';
import type { Hono } from 'hono';
import { portalMe } from '../auth/portal-access';
import type { Database } from '../db/client';
import { registerEndpoint, type ApiEnv, type RegisterOptions } from '../http/endpoint';

export function portalRoutes(app: Hono<ApiEnv>, database: Database, options: RegisterOptions) {
  const { db } = database;
  registerEndpoint(app, portalMeEndpoint, options, ({ client }, c) => {
    c.header('Cache-Control', 'private, no-store');
    return portalMe(db, client);
  });
}
