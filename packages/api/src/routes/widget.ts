import { widgetAppConfigEndpoint } from '@tireshop/core';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Database } from '../db/client';
import { apiClients, installers } from '../db/schema';
import { registerEndpoint, type ApiEnv, type RegisterOptions } from '../http/endpoint';
import { notFound } from '../http/errors';

/** spec §7 GET /widget-app-config: answered for the widget the bearer token was issued to. */
export function widgetRoutes(app: Hono<ApiEnv>, database: Database, options: RegisterOptions) {
  registerEndpoint(app, widgetAppConfigEndpoint, options, async ({ client }) => {
    const [row] = await database.db
      .select({ client: apiClients, installer: installers })
      .from(apiClients)
      .leftJoin(installers, eq(installers.id, apiClients.installerId))
      .where(eq(apiClients.id, client.sub));
    if (!row) throw notFound('This widget is not registered.');
    const shop = row.installer;
    return {
      id: row.client.id,
      installerId: shop?.id ?? null,
      accountTypeCompany: null,
      // A dealership's widget (spec §3 Widget app config isDealer, dealerCode): its carts are dealer carts.
      isDealer: Boolean(shop?.dealerCode),
      name: shop?.name ?? row.client.name,
      city: shop?.city ?? null,
      state: shop?.state ?? null,
      zip: shop?.zip ?? null,
      logoUrl: null,
      dealerCode: shop?.dealerCode ?? null,
      dealershipId: null,
      oemProgramCode: null,
    };
  });
}
