/**
 * The reports of a partner widget (its brand manager) and an affiliate widget (its affiliate) in
 * the portal (docs/portal.md "Reports"). The affiliate's is the report its key opens
 * (services/affiliate.ts affiliateReport), read with the portal's session instead; the brand's
 * counts the orders placed through its partner widget (the order's widgetSourceId, spec §7), the
 * tires in them and their totals, per UTC day, summed by the database.
 */
import { addDays, PORTAL_REPORT_MESSAGES, type BrandReportDay, type EndpointOutput, type portalBrandReportEndpoint } from '@tireshop/core';
import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { isAffiliateWidgetType, PARTNER_WIDGET_TYPE } from '../auth/clients';
import type { WidgetAccess } from '../auth/portal-access';
import type { Db } from '../db/client';
import { apiClients, orders } from '../db/schema';
import { badRequest } from '../http/errors';
import { affiliateReport } from './affiliate';
import { checkedRange } from './portal-shop';

async function widgetHead(db: Db, access: WidgetAccess) {
  const [row] = await db.select({ name: apiClients.name }).from(apiClients).where(eq(apiClients.id, access.widgetId));
  return {
    widgetId: access.widgetId,
    name: row?.name ?? access.widgetId,
    role: access.role as 'brand-manager' | 'affiliate' | 'operations',
  };
}

type BrandReport = EndpointOutput<typeof portalBrandReportEndpoint>;

/** GET /v1/portal/widgets/{widgetId}/brand-report: orders, tires and revenue through the partner widget per UTC day. */
export async function brandReport(db: Db, access: WidgetAccess, query: { from: string; to: string }): Promise<BrandReport> {
  const { from, to } = checkedRange(query.from, query.to);
  if (access.widgetType !== PARTNER_WIDGET_TYPE) throw badRequest(PORTAL_REPORT_MESSAGES.notPartner);
  const day = sql<string>`to_char(${orders.placedAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
  // The tires of each order summed inside it, so the order's total is counted once.
  const tiresOfOrder = sql`(SELECT coalesce(sum(i.quantity), 0) FROM order_items i WHERE i.order_id = ${orders.id})`;
  const rows = await db
    .select({
      date: day,
      orders: sql<number>`count(*)::int`,
      tires: sql<string>`sum(${tiresOfOrder})::bigint`,
      revenueInCents: sql<string>`sum(${orders.totalCents})::bigint`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.widgetSourceId, access.widgetId),
        ne(orders.status, 'cancelled'),
        gte(orders.placedAt, new Date(`${from}T00:00:00Z`)),
        lt(orders.placedAt, new Date(`${addDays(to, 1)}T00:00:00Z`)),
      ),
    )
    .groupBy(sql`1`);
  const byDay = new Map(
    rows.map((r) => [r.date, { orders: Number(r.orders), tires: Number(r.tires), revenueInCents: Number(r.revenueInCents) }]),
  );
  const days: BrandReportDay[] = [];
  for (let date = from; date <= to; date = addDays(date, 1))
    days.push({ date, ...(byDay.get(date) ?? { orders: 0, tires: 0, revenueInCents: 0 }) });
  const totals = days.reduce(
    (t, d) => ({ orders: t.orders + d.orders, tires: t.tires + d.tires, revenueInCents: t.revenueInCents + d.revenueInCents }),
    {
      orders: 0,
      tires: 0,
      revenueInCents: 0,
    },
  );
  return { widget: await widgetHead(db, access), from, to, days, totals };
}

/** GET /v1/portal/widgets/{widgetId}/affiliate-report: the affiliate report of its key, for the widget's affiliate. */
export async function portalAffiliateReport(db: Db, access: WidgetAccess, query: { from: string; to: string }) {
  const range = checkedRange(query.from, query.to);
  if (!isAffiliateWidgetType(access.widgetType)) throw badRequest(PORTAL_REPORT_MESSAGES.notAffiliate);
  const { from, to, days, totals } = await affiliateReport(db, { id: access.widgetId, widgetType: access.widgetType ?? '' }, range);
  return { widget: await widgetHead(db, access), from, to, days, totals };
}
