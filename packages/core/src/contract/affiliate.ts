/**
 * An affiliate's report (docs/integration.md "The affiliate widget"): the clicks on its widget's
 * tires, the carts and the orders that came through it, by day. The widget id is public, so the
 * call is authenticated by the widget's report key, a secret the shop issues per widget id.
 */
import * as v from 'valibot';
import { defineEndpoint } from './endpoint';

/** The longest range one report covers (a year and a day, for a leap year's 366). */
export const AFFILIATE_REPORT_MAX_DAYS = 366;

export const AFFILIATE_REPORT_MESSAGES = {
  credentials: 'This report needs the widget id and its report key (HTTP Basic: widget id as user name, report key as password).',
  dateFormat: 'from and to must be dates written YYYY-MM-DD.',
  order: 'from must be on or before to.',
  tooLong: `Ask for at most ${AFFILIATE_REPORT_MAX_DAYS} days at a time.`,
} as const;

const reportDate = v.pipe(
  v.string(AFFILIATE_REPORT_MESSAGES.dateFormat),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, AFFILIATE_REPORT_MESSAGES.dateFormat),
);

/** One UTC day of the report; money in cents, as the orders were charged. */
export const affiliateReportDaySchema = v.object({
  date: v.string(),
  /** Shoppers who followed one of the widget's tires to the shop. */
  clicks: v.number(),
  /** Carts made through the widget, or in the storefront by a shopper who arrived from it. */
  carts: v.number(),
  /** Orders placed from those carts (cancelled orders are left out). */
  orders: v.number(),
  orderTotalInCents: v.number(),
});
export type AffiliateReportDay = v.InferOutput<typeof affiliateReportDaySchema>;

export const affiliateReportEndpoint = defineEndpoint({
  id: 'getAffiliateReport',
  method: 'GET',
  path: '/v1/affiliate/report',
  summary:
    "An affiliate widget's clicks, carts and orders (count and total in cents) per UTC day, from one date to another (at most 366 days). Authenticated with the widget id and its report key (HTTP Basic), not a token.",
  auth: false,
  credential: 'reportKey',
  query: v.object({ from: reportDate, to: reportDate }),
  response: v.object({
    widgetId: v.string(),
    widgetType: v.nullable(v.string()),
    from: v.string(),
    to: v.string(),
    days: v.array(affiliateReportDaySchema),
    totals: v.object({ clicks: v.number(), carts: v.number(), orders: v.number(), orderTotalInCents: v.number() }),
  }),
});
