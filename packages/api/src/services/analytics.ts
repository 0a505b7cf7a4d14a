/**
 * First-party analytics (docs/analytics.md): recording the events of the shop's pages and of
 * placed orders, the operations' daily summary, and deleting events past their retention.
 * Sessions are counted from the events with the spec's timeout — rules §9 "Analytics session
 * timeout 14,400,000 ms (4 h)": a visitor's event more than that after their previous one starts a
 * new session — so nothing about a session is stored, and a page cannot miscount one.
 */
import {
  ANALYTICS_CHECKOUT_STEPS,
  ANALYTICS_RETENTION_DAYS,
  ANALYTICS_SESSION_TIMEOUT_MS,
  type AnalyticsDay,
  type AnalyticsPageEvent,
} from '@tireshop/core';
import { lt, sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../db/client';
import { analyticsEvents } from '../db/schema';

const DAY_MS = 86_400_000;

/** Records a page's batch at `now` (the API's time, not the page's), in one statement. */
export async function recordPageEvents(
  db: Db,
  now: Date,
  batch: { visitorId: string; channel: string; events: AnalyticsPageEvent[] },
): Promise<{ recorded: number }> {
  await db.insert(analyticsEvents).values(
    batch.events.map((event) => ({
      at: now,
      type: event.type,
      visitorId: batch.visitorId,
      channel: batch.channel,
      page: event.type === 'page_view' ? event.page : null,
      searchKind: event.type === 'search' ? event.searchKind : null,
      step: event.type === 'checkout_step' ? event.step : null,
      quantity: event.type === 'add_to_cart' ? event.quantity : null,
    })),
  );
  return { recorded: batch.events.length };
}

/**
 * The order event, written in the order's own transaction (services/orders.ts): it is recorded
 * exactly when an order is, whatever the shopper's browser sends or blocks. It carries no visitor
 * id and nothing of the shopper — the count and total of orders the shop holds anyway.
 */
export async function recordOrderEvent(tx: Tx, now: Date, order: { channel: string; totalInCents: number }): Promise<void> {
  await tx.insert(analyticsEvents).values({ at: now, type: 'order', channel: order.channel, valueInCents: order.totalInCents });
}

interface DayRow {
  day: string;
  sessions: number;
  page_views: number;
  searches: number;
  adds_to_cart: number;
  shipping: number;
  services: number;
  payment: number;
  orders: number;
  order_total: number;
}

/** YYYY-MM-DD of a UTC day. */
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The last `days` UTC days up to `now`'s, newest first, every day listed (zeros on a quiet one).
 * A session belongs to the day it started; a checkout step counts once per session that reached it.
 * Events up to one session timeout before the first day are read too, so a session that began the
 * evening before is not counted again after midnight.
 */
export async function analyticsDailySummary(db: Db, now: Date, days: number): Promise<{ sessionTimeoutMs: number; days: AnalyticsDay[] }> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(today - (days - 1) * DAY_MS);
  const to = new Date(today + DAY_MS);
  const readFrom = new Date(from.getTime() - ANALYTICS_SESSION_TIMEOUT_MS);
  const timeoutSeconds = ANALYTICS_SESSION_TIMEOUT_MS / 1000;
  const [shipping, services, payment] = ANALYTICS_CHECKOUT_STEPS;
  const rows = rowsOf<DayRow>(
    await db.execute(sql`
      with visits as (
        select id, at, type, step,
          visitor_id,
          coalesce(extract(epoch from at - lag(at) over (partition by visitor_id order by at, id)) > ${timeoutSeconds}::int, true) as starts
        from ${analyticsEvents}
        where visitor_id is not null and at >= ${readFrom.toISOString()}::timestamptz and at < ${to.toISOString()}::timestamptz
      ),
      numbered as (
        select *, sum(case when starts then 1 else 0 end) over (partition by visitor_id order by at, id) as session_no
        from visits
      ),
      page_days as (
        select to_char(at at time zone 'UTC', 'YYYY-MM-DD') as day,
          count(*) filter (where starts)::int as sessions,
          count(*) filter (where type = 'page_view')::int as page_views,
          count(*) filter (where type = 'search')::int as searches,
          count(*) filter (where type = 'add_to_cart')::int as adds_to_cart,
          count(distinct visitor_id || ':' || session_no) filter (where type = 'checkout_step' and step = ${shipping}::text)::int as shipping,
          count(distinct visitor_id || ':' || session_no) filter (where type = 'checkout_step' and step = ${services}::text)::int as services,
          count(distinct visitor_id || ':' || session_no) filter (where type = 'checkout_step' and step = ${payment}::text)::int as payment
        from numbered
        where at >= ${from.toISOString()}::timestamptz
        group by 1
      ),
      order_days as (
        select to_char(at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as orders, coalesce(sum(value_in_cents), 0)::bigint as order_total
        from ${analyticsEvents}
        where type = 'order' and at >= ${from.toISOString()}::timestamptz and at < ${to.toISOString()}::timestamptz
        group by 1
      )
      select coalesce(p.day, o.day) as day,
        coalesce(p.sessions, 0) as sessions, coalesce(p.page_views, 0) as page_views, coalesce(p.searches, 0) as searches,
        coalesce(p.adds_to_cart, 0) as adds_to_cart, coalesce(p.shipping, 0) as shipping, coalesce(p.services, 0) as services,
        coalesce(p.payment, 0) as payment, coalesce(o.orders, 0) as orders, coalesce(o.order_total, 0) as order_total
      from page_days p full join order_days o on o.day = p.day
    `),
  );
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const summary: AnalyticsDay[] = [];
  for (let time = today; time >= from.getTime(); time -= DAY_MS) {
    const day = dayOf(time);
    const row = byDay.get(day);
    const sessions = Number(row?.sessions ?? 0);
    const orders = Number(row?.orders ?? 0);
    summary.push({
      day,
      sessions,
      pageViews: Number(row?.page_views ?? 0),
      searches: Number(row?.searches ?? 0),
      addsToCart: Number(row?.adds_to_cart ?? 0),
      checkoutSteps: { shipping: Number(row?.shipping ?? 0), services: Number(row?.services ?? 0), payment: Number(row?.payment ?? 0) },
      orders,
      orderTotalInCents: Number(row?.order_total ?? 0),
      conversionRate: sessions > 0 ? Math.round((orders / sessions) * 10_000) / 10_000 : null,
    });
  }
  return { sessionTimeoutMs: ANALYTICS_SESSION_TIMEOUT_MS, days: summary };
}

/** Events older than ANALYTICS_RETENTION_DAYS days: the worker's round deletes them. */
export async function deleteOldAnalyticsEvents(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(analyticsEvents)
    .where(lt(analyticsEvents.at, new Date(now.getTime() - ANALYTICS_RETENTION_DAYS * DAY_MS)))
    .returning({ id: analyticsEvents.id });
  return deleted.length;
}
