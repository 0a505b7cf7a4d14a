/**
 * The portal's calls (docs/portal.md): shop owners and staff, brand managers, affiliates and the
 * operations team. Every answer is about one account: never kept by a shared cache. Every call
 * asks shopAccess or widgetAccess first, naming the roles it allows.
 */
import {
  addPortalWidgetOriginEndpoint,
  portalAffiliateReportEndpoint,
  portalBrandReportEndpoint,
  portalMeEndpoint,
  portalShopEndpoint,
  portalWidgetEndpoint,
  removePortalWidgetOriginEndpoint,
  updatePortalWidgetBrandsEndpoint,
  updatePortalWidgetDeliveryOptionsEndpoint,
  updatePortalWidgetThemeEndpoint,
} from '@tireshop/core';
import type { Context, Hono } from 'hono';
import { portalMe, portalShop, shopAccess, widgetAccess } from '../auth/portal-access';
import type { Database } from '../db/client';
import { registerEndpoint, type ApiEnv, type RegisterOptions } from '../http/endpoint';
import {
  addWidgetOrigin,
  removeWidgetOrigin,
  setWidgetBrands,
  setWidgetDeliveryOptions,
  setWidgetTheme,
  WIDGET_EDITORS,
  widgetSetup,
} from '../services/portal-widgets';
import { brandReport, portalAffiliateReport } from '../services/portal-widget-reports';

export interface PortalRouteOptions {
  /** A widget's websites changed: CORS reads the list afresh (http/cors.ts `forget`). */
  onWidgetOriginsChanged?: () => void;
}

const EVERY_ROLE = ['owner', 'staff', 'brand-manager', 'affiliate'] as const;
const privately = (c: Context) => c.header('Cache-Control', 'private, no-store');

export function portalRoutes(
  app: Hono<ApiEnv>,
  database: Database,
  options: RegisterOptions,
  { onWidgetOriginsChanged }: PortalRouteOptions = {},
) {
  const { db } = database;
  registerEndpoint(app, portalMeEndpoint, options, ({ client }, c) => {
    privately(c);
    return portalMe(db, client);
  });

  registerEndpoint(app, portalShopEndpoint, options, async ({ client, params }, c) => {
    privately(c);
    return portalShop(db, await shopAccess(db, client, params.shopCode, ['owner', 'staff']));
  });

  registerEndpoint(app, portalWidgetEndpoint, options, async ({ client, params }, c) => {
    privately(c);
    return widgetSetup(db, await widgetAccess(db, client, params.widgetId, EVERY_ROLE));
  });

  registerEndpoint(app, addPortalWidgetOriginEndpoint, options, async ({ client, params, body }, c) => {
    privately(c);
    const access = await widgetAccess(db, client, params.widgetId, WIDGET_EDITORS);
    await addWidgetOrigin(db, access.widgetId, body.origin);
    onWidgetOriginsChanged?.();
    return widgetSetup(db, access);
  });

  registerEndpoint(app, removePortalWidgetOriginEndpoint, options, async ({ client, params, query }, c) => {
    privately(c);
    const access = await widgetAccess(db, client, params.widgetId, WIDGET_EDITORS);
    await removeWidgetOrigin(db, access.widgetId, query.origin);
    onWidgetOriginsChanged?.();
    return widgetSetup(db, access);
  });

  registerEndpoint(app, updatePortalWidgetThemeEndpoint, options, async ({ client, params, body }, c) => {
    privately(c);
    const access = await widgetAccess(db, client, params.widgetId, WIDGET_EDITORS);
    await setWidgetTheme(db, access.widgetId, body.theme);
    return widgetSetup(db, access);
  });

  registerEndpoint(app, updatePortalWidgetBrandsEndpoint, options, async ({ client, params, body }, c) => {
    privately(c);
    const access = await widgetAccess(db, client, params.widgetId, ['brand-manager']);
    await setWidgetBrands(db, access, body.brands);
    return widgetSetup(db, access);
  });

  registerEndpoint(app, updatePortalWidgetDeliveryOptionsEndpoint, options, async ({ client, params, body }, c) => {
    privately(c);
    const access = await widgetAccess(db, client, params.widgetId, ['brand-manager']);
    await setWidgetDeliveryOptions(db, access, body.deliveryOptions);
    return widgetSetup(db, access);
  });

  registerEndpoint(app, portalBrandReportEndpoint, options, async ({ client, params, query }, c) => {
    privately(c);
    return brandReport(db, await widgetAccess(db, client, params.widgetId, ['brand-manager']), query);
  });

  registerEndpoint(app, portalAffiliateReportEndpoint, options, async ({ client, params, query }, c) => {
    privately(c);
    return portalAffiliateReport(db, await widgetAccess(db, client, params.widgetId, ['affiliate']), query);
  });
}
