/**
 * First-party analytics (docs/analytics.md): recording the events of the shop's pages and of
 * placed orders, the operations' daily summary, and deleting events past their retention.
 * Sessions are counted from the events with the spec's timeout — rules §9 "Analytics session
 * timeout 14,400,000 ms (4 h)": a visitor's event more than that after their previous one starts a
 * new session — so nothing about a session is stored, and a page cannot miscount one.
 */
import {
  ANALYTICS_CHECKOUT_STEPS,
  ANALYTICS_MESSAGES,
  ANALYTICS_RETENTION_DAYS,
  ANALYTICS_SESSION_TIMEOUT_MS,
  ANALYTICS_WIDGET_TYPES,
  type AnalyticsDay,
  type AnalyticsFigures,
  type AnalyticsPageEvent,
  type AnalyticsWidgetType,
} from '@tireshop/core';
import { and, eq, lt, sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../db/client';
import { analyticsEvents, apiClients } from '../db/schema';
import { ApiError } from '../http/errors';

const DAY_MS = 86_400_000;

/**
 * Records a page's or a widget's batch at `now` (the API's time, not the page's), in one statement.
 * A widget's batch names its widget by id (the channel) and says which widget it is (widgetSource);
 * its type is the widget's own configuration (api_clients.widget_type), so the summary's split by
 * widget type cannot be made up by a browser. A batch naming no widget of the shop is refused whole.
 */
export async function recordPageEvents(
  db: Db,
  now: Date,
  batch: { visitorId: string; channel: string; widgetSource?: string; events: AnalyticsPageEvent[] },
): Promise<{ recorded: number }> {
  const fromWidget = batch.channel !== 'storefront';
  if (fromWidget !== (batch.widgetSource !== undefined)) throw new ApiError('BadRequest', ANALYTICS_MESSAGES.widgetSource);
  let widgetType: string | null = null;
  if (fromWidget) {
    const [widget] = await db
      .select({ widgetType: apiClients.widgetType })
      .from(apiClients)
      .where(and(eq(apiClients.id, batch.channel), eq(apiClients.channel, 'widget')));
    if (!widget) throw new ApiError('BadRequest', ANALYTICS_MESSAGES.unknownWidget);
    widgetType = widget.widgetType;
  }
  await db.insert(analyticsEvents).values(
    batch.events.map((event) => ({
      at: now,
      type: event.type,
      visitorId: batch.visitorId,
      channel: batch.channel,
      widgetSource: batch.widgetSource ?? null,
      widgetType,
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
 * id and nothing of the shopper — the count and total of orders the shop holds anyway — and, for
 * an order placed inside a widget, the widget's source and type from its cart.
 */
export async function recordOrderEvent(
  tx: Tx,
  now: Date,
  order: { channel: string; totalInCents: number; widgetSource?: string | null; widgetType?: string | null },
): Promise<void> {
  await tx.insert(analyticsEvents).values({
    at: now,
    type: 'order',
    channel: order.channel,
    widgetSource: order.widgetSource ?? null,
    widgetType: order.widgetType ?? null,
    valueInCents: order.totalInCents,
  });
}

/** One row of the summary's query: a day's figures for one part of the shop. */
interface PartRow {
  day: string;
  /** `storefront`, or a widget type. */
  part: string;
  sessions: number;
  page_views: number;
  searches: number;
  adds_to_cart: number;
  shipping: number;
  services: number;
  payment: number;
  chat_opened: number;
  chat_question_asked: number;
  chat_article_followed: number;
  chat_message_sent: number;
  orders: number;
  order_total: number;
}

/** YYYY-MM-DD of a UTC day. */
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The figures of some parts of a day added up, with their conversion. */
function figuresOf(rows: PartRow[]): AnalyticsFigures {
  const sum = (column: keyof PartRow) => rows.reduce((total, row) => total + Number(row[column]), 0);
  const sessions = sum('sessions');
  const orders = sum('orders');
  return {
    sessions,
    pageViews: sum('page_views'),
    searches: sum('searches'),
    addsToCart: sum('adds_to_cart'),
    checkoutSteps: { shipping: sum('shipping'), services: sum('services'), payment: sum('payment') },
    orders,
    orderTotalInCents: sum('order_total'),
    conversionRate: sessions > 0 ? Math.round((orders / sessions) * 10_000) / 10_000 : null,
  };
}

/**
 * The last `days` UTC days up to `now`'s, newest first, every day listed (zeros on a quiet one):
 * the whole shop's figures, the storefront's and the widgets' apart, and each widget type's.
 * A session belongs to the day it started; a checkout step counts once per session that reached it.
 * Events up to one session timeout before the first day are read too, so a session that began the
 * evening before is not counted again after midnight. A widget keeps its own visitor id (its
 * storage key is the widget's), so a session is one part's.
 */
export async function analyticsDailySummary(db: Db, now: Date, days: number): Promise<{ sessionTimeoutMs: number; days: AnalyticsDay[] }> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(today - (days - 1) * DAY_MS);
  const to = new Date(today + DAY_MS);
  const readFrom = new Date(from.getTime() - ANALYTICS_SESSION_TIMEOUT_MS);
  const timeoutSeconds = ANALYTICS_SESSION_TIMEOUT_MS / 1000;
  const [shipping, services, payment] = ANALYTICS_CHECKOUT_STEPS;
  const rows = rowsOf<PartRow>(
    await db.execute(sql`
      with visits as (
        select id, at, type, step, coalesce(widget_type, 'storefront') as part,
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
        select to_char(at at time zone 'UTC', 'YYYY-MM-DD') as day, part,
          count(*) filter (where starts)::int as sessions,
          count(*) filter (where type = 'page_view')::int as page_views,
          count(*) filter (where type = 'search')::int as searches,
          count(*) filter (where type = 'add_to_cart')::int as adds_to_cart,
          count(distinct visitor_id || ':' || session_no) filter (where type = 'checkout_step' and step = ${shipping}::text)::int as shipping,
          count(distinct visitor_id || ':' || session_no) filter (where type = 'checkout_step' and step = ${services}::text)::int as services,
          count(distinct visitor_id || ':' || session_no) filter (where type = 'checkout_step' and step = ${payment}::text)::int as payment,
          count(*) filter (where type = 'chat_opened')::int as chat_opened,
          count(*) filter (where type = 'chat_question_asked')::int as chat_question_asked,
          count(*) filter (where type = 'chat_article_followed')::int as chat_article_followed,
          count(*) filter (where type = 'chat_message_sent')::int as chat_message_sent
        from numbered
        where at >= ${from.toISOString()}::timestamptz
        group by 1, 2
      ),
      order_days as (
        select to_char(at at time zone 'UTC', 'YYYY-MM-DD') as day, coalesce(widget_type, 'storefront') as part,
          count(*)::int as orders, coalesce(sum(value_in_cents), 0)::bigint as order_total
        from ${analyticsEvents}
        where type = 'order' and at >= ${from.toISOString()}::timestamptz and at < ${to.toISOString()}::timestamptz
        group by 1, 2
      )
      select coalesce(p.day, o.day) as day, coalesce(p.part, o.part) as part,
        coalesce(p.sessions, 0) as sessions, coalesce(p.page_views, 0) as page_views, coalesce(p.searches, 0) as searches,
        coalesce(p.adds_to_cart, 0) as adds_to_cart, coalesce(p.shipping, 0) as shipping, coalesce(p.services, 0) as services,
        coalesce(p.payment, 0) as payment, coalesce(p.chat_opened, 0) as chat_opened,
        coalesce(p.chat_question_asked, 0) as chat_question_asked, coalesce(p.chat_article_followed, 0) as chat_article_followed,
        coalesce(p.chat_message_sent, 0) as chat_message_sent, coalesce(o.orders, 0) as orders, coalesce(o.order_total, 0) as order_total
      from page_days p full join order_days o on o.day = p.day and o.part = p.part
    `),
  );
  const summary: AnalyticsDay[] = [];
  for (let time = today; time >= from.getTime(); time -= DAY_MS) {
    const day = dayOf(time);
    const dayRows = rows.filter((row) => row.day === day);
    const widgetRows = dayRows.filter((row) => row.part !== 'storefront');
    const all = figuresOf(dayRows);
    summary.push({
      day,
      ...all,
      storefront: figuresOf(dayRows.filter((row) => row.part === 'storefront')),
      widgets: {
        ...figuresOf(widgetRows),
        byType: Object.fromEntries(
          ANALYTICS_WIDGET_TYPES.map((type) => [type, figuresOf(widgetRows.filter((row) => row.part === type))]),
        ) as Record<AnalyticsWidgetType, AnalyticsFigures>,
      },
      chat: {
        opened: dayRows.reduce((n, row) => n + Number(row.chat_opened), 0),
        questionsAsked: dayRows.reduce((n, row) => n + Number(row.chat_question_asked), 0),
        articlesFollowed: dayRows.reduce((n, row) => n + Number(row.chat_article_followed), 0),
        messagesSent: dayRows.reduce((n, row) => n + Number(row.chat_message_sent), 0),
      },
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
