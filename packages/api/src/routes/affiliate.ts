/**
 * Affiliate widgets: GET /v1/affiliate/click/{widgetId}?to=… counts a click on one of the widget's
 * tires and sends the shopper on to that storefront page marked with the widget (a redirect, not a
 * JSON call: a plain link in the widget, so it works with third-party cookies blocked, under any
 * host page's Content-Security-Policy and without the widget's script); GET /v1/affiliate/report
 * gives the affiliate its clicks, carts and orders by day (services/affiliate.ts).
 */
import { AFFILIATE_REPORT_MESSAGES, affiliateReportEndpoint } from '@tireshop/core';
import type { Hono } from 'hono';
import type { Database } from '../db/client';
import { errorBody } from '../http/errors';
import { registerEndpoint, type ApiEnv, type RegisterOptions } from '../http/endpoint';
import { affiliateReport, clickDestination, isShopperClick, recordClick, reportWidget, type AffiliateWidget } from '../services/affiliate';

export function affiliateRoutes(app: Hono<ApiEnv>, database: Database, options: RegisterOptions) {
  const { db } = database;
  app.get('/v1/affiliate/click/:widgetId', async (c) => {
    const widgetId = c.req.param('widgetId');
    // Prefetches and crawlers are sent on, marked like a shopper, but not counted as clicks.
    const count = isShopperClick((name) => c.req.header(name));
    const widget = widgetId.length <= 100 ? await recordClick(db, widgetId, c.var.now, count) : null;
    // Relative: the storefront is served on the API's own origin (the API is mounted at /api).
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    return c.redirect(clickDestination(c.req.query('to'), widget), 302);
  });

  // The report key is checked before the request's range, so a caller without it learns nothing.
  const opened = new WeakMap<Request, AffiliateWidget>();
  app.use(affiliateReportEndpoint.path, async (c, next) => {
    const widget = await reportWidget(db, c.req.header('Authorization'));
    if (!widget) {
      c.header('WWW-Authenticate', 'Basic realm="affiliate report", charset="UTF-8"');
      return c.json(errorBody('Unauthorized', AFFILIATE_REPORT_MESSAGES.credentials), 401);
    }
    opened.set(c.req.raw, widget);
    await next();
  });
  registerEndpoint(app, affiliateReportEndpoint, options, ({ query }, c) => affiliateReport(db, opened.get(c.req.raw)!, query));
}
