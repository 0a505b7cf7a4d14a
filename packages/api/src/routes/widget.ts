import { WIDGET_DISABLED_MESSAGE, widgetAppConfigEndpoint } from '@tireshop/core';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Database } from '../db/client';
import { apiClients, brands, installers } from '../db/schema';
import { registerEndpoint, type ApiEnv, type RegisterOptions } from '../http/endpoint';
import { ApiError, notFound } from '../http/errors';
import { isAffiliateWidgetType, PARTNER_WIDGET_TYPE } from '../auth/clients';
import { brandScope } from '../services/brand-scope';
import { offeredDeliveryOptions } from '../services/portal-widgets';

/** spec §7 GET /widget-app-config: answered for the widget the bearer token was issued to. */
export function widgetRoutes(app: Hono<ApiEnv>, database: Database, options: RegisterOptions) {
  registerEndpoint(app, widgetAppConfigEndpoint, options, async ({ client }) => {
    const [row] = await database.db
      .select({ client: apiClients, installer: installers })
      .from(apiClients)
      .leftJoin(installers, eq(installers.id, apiClients.installerId))
      .where(eq(apiClients.id, client.sub));
    if (!row) throw notFound('This widget is not registered.');
    if (!row.client.enabled) throw new ApiError('Forbidden', WIDGET_DISABLED_MESSAGE);
    const shop = row.installer;
    // A partner widget's brands as its token carries them (services/brand-scope.ts).
    const scope = brandScope(client);
    const sold =
      scope && scope.length > 0
        ? await database.db
            .select({ slug: brands.slug, name: brands.name })
            .from(brands)
            .where(inArray(brands.id, [...scope]))
            .orderBy(asc(brands.name))
        : [];
    return {
      id: row.client.id,
      installerId: shop?.id ?? null,
      accountTypeCompany: null,
      // A dealership's widget (spec §3 Widget app config isDealer, dealerCode): its carts are dealer carts.
      isDealer: Boolean(shop?.dealerCode),
      // A brand's shop is named for its brands (the client's own name is ours, not the shopper's).
      name: shop?.name ?? (sold.length > 0 ? sold.map((b) => b.name).join(' & ') : row.client.name),
      city: shop?.city ?? null,
      state: shop?.state ?? null,
      zip: shop?.zip ?? null,
      logoUrl: null,
      dealerCode: shop?.dealerCode ?? null,
      dealershipId: null,
      oemProgramCode: null,
      brands: sold,
      widgetType: row.client.widgetType,
      // Installer and partner widgets sell inside themselves; an affiliate's only where its configuration says so.
      checkoutInWidget: isAffiliateWidgetType(row.client.widgetType) ? row.client.checkoutInWidget : true,
      // The portal's theme (docs/portal.md "Widget set-up"): the widget shows it without a redeploy.
      theme: row.client.theme,
      // A partner widget's delivery options from the portal (docs/portal.md): read per call, so a
      // brand manager's change reaches the live widget at its next start.
      deliveryOptions: row.client.widgetType === PARTNER_WIDGET_TYPE ? offeredDeliveryOptions(row.client.deliveryOptions) : null,
    };
  });
}
