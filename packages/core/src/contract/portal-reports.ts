/**
 * The reports of a brand's partner widget and an affiliate's widget in the portal (docs/portal.md
 * "Reports"), beside the shop's (portal-work.ts). Not in the spec, which shows no brand or
 * affiliate side ("not shown"); ours. Days are UTC days, as the affiliate report by key counts them
 * (affiliate.ts): these widgets belong to no shop and so have no local day of their own.
 */
import * as v from 'valibot';
import { affiliateReportDaySchema } from './affiliate';
import { defineEndpoint } from './endpoint';
import { portalWidgetParams } from './portal';
import { PORTAL_WORK_MESSAGES } from './portal-work';

export const PORTAL_REPORT_MESSAGES = {
  notPartner: 'This report is a partner widget’s: this widget is not one.',
  notAffiliate: 'This report is an affiliate widget’s: this widget is not one.',
} as const;

const reportDate = v.pipe(v.string(PORTAL_WORK_MESSAGES.date), v.regex(/^\d{4}-\d{2}-\d{2}$/, PORTAL_WORK_MESSAGES.date));
const rangeQuery = v.object({ from: reportDate, to: reportDate });
const widgetHead = v.object({ widgetId: v.string(), name: v.string(), role: v.picklist(['brand-manager', 'affiliate', 'operations']) });

/** One UTC day of a partner widget's sales: orders, tires in them, and their totals in cents. */
export const brandReportDaySchema = v.object({
  date: v.string(),
  orders: v.number(),
  tires: v.number(),
  revenueInCents: v.number(),
});
export type BrandReportDay = v.InferOutput<typeof brandReportDaySchema>;

/** A widget's report call: the same parameters, range and answer's frame, its own days and totals. */
const widgetReportEndpoint = <Day extends v.GenericSchema, Totals extends v.GenericSchema>(
  name: 'brand' | 'affiliate',
  summary: string,
  day: Day,
  totals: Totals,
) =>
  defineEndpoint({
    id: name === 'brand' ? 'getPortalBrandReport' : 'getPortalAffiliateReport',
    method: 'GET',
    path: `/v1/portal/widgets/{widgetId}/${name}-report`,
    summary,
    auth: true,
    params: portalWidgetParams,
    query: rangeQuery,
    response: v.object({ widget: widgetHead, from: v.string(), to: v.string(), days: v.array(day), totals }),
  });

export const portalBrandReportEndpoint = widgetReportEndpoint(
  'brand',
  'A partner widget’s orders of its brand’s tires per UTC day (orders, tires, revenue in integer cents; cancelled orders left out), ' +
    'at most 62 days. Its brand manager and operations; 403 anyone else.',
  brandReportDaySchema,
  v.object({ orders: v.number(), tires: v.number(), revenueInCents: v.number() }),
);

export const portalAffiliateReportEndpoint = widgetReportEndpoint(
  'affiliate',
  'An affiliate widget’s clicks, carts and orders attributed to it per UTC day (the report GET /v1/affiliate/report gives by key), ' +
    'at most 62 days. Its affiliate and operations; 403 anyone else.',
  affiliateReportDaySchema,
  v.object({ clicks: v.number(), carts: v.number(), orders: v.number(), orderTotalInCents: v.number() }),
);

export const portalReportEndpoints = [portalBrandReportEndpoint, portalAffiliateReportEndpoint] as const;
