import { siteGlobalsEndpoint, siteMenuEndpoint, siteNotificationsEndpoint } from '@tireshop/core';
import type { Hono } from 'hono';
import type { Database } from '../db/client';
import { registerEndpoint, type ApiEnv, type RegisterOptions } from '../http/endpoint';
import { getSiteGlobals, getSiteMenu, getSiteNotifications } from '../services/site';

/** spec §7: the three site calls every page makes (in parallel, on the server). */
export function siteRoutes(app: Hono<ApiEnv>, database: Database, options: RegisterOptions) {
  registerEndpoint(app, siteGlobalsEndpoint, options, async () => ({ siteGlobals: await getSiteGlobals(database) }));
  registerEndpoint(app, siteMenuEndpoint, options, () => getSiteMenu(database));
  registerEndpoint(app, siteNotificationsEndpoint, options, async (_input, c) => ({
    siteNotifications: await getSiteNotifications(database, c.var.now),
  }));
}
