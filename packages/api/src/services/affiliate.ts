/**
 * Affiliate widgets (spec §4 Widget origin: "affiliate-widget or manufacturer-widget means the
 * affiliate widget"): a click on one of the widget's tires goes through the shop, which counts it
 * and sends the shopper on to the storefront page marked with the widget (spec §2 widgetType, §7
 * widgetSourceId); the storefront keeps those for the session and its carts and orders record
 * them (cart-changes.ts widgetAttribution). The affiliate reads its clicks, carts and orders by
 * day with its report key. See docs/decisions.md "Affiliate widget".
 */
import { AFFILIATE_REPORT_MAX_DAYS, AFFILIATE_REPORT_MESSAGES, addDays, isCalendarDate, type AffiliateReportDay } from '@tireshop/core';
import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { isAffiliateWidgetType, verifySecret } from '../auth/clients';
import type { Db } from '../db/client';
import { apiClients, carts, orders, widgetClicks } from '../db/schema';
import { badRequest } from '../http/errors';

/** An enabled affiliate (or manufacturer) widget: its id and the widgetType its links carry. */
export interface AffiliateWidget {
  id: string;
  widgetType: string;
}

async function enabledAffiliate(db: Db, widgetId: string): Promise<(AffiliateWidget & { reportKeyHash: string | null }) | null> {
  const [row] = await db
    .select({ id: apiClients.id, widgetType: apiClients.widgetType, enabled: apiClients.enabled, reportKeyHash: apiClients.reportKeyHash })
    .from(apiClients)
    .where(eq(apiClients.id, widgetId));
  if (!row?.enabled || !row.widgetType || !isAffiliateWidgetType(row.widgetType)) return null;
  return { id: row.id, widgetType: row.widgetType, reportKeyHash: row.reportKeyHash };
}

/**
 * Counts one click for the widget on today's UTC day: a single upsert, so clicks at the same
 * moment are each counted. Nothing about the shopper is stored. Null (and nothing counted) for an
 * id that is not an enabled affiliate widget.
 */
/** Crawlers and link-preview fetchers, by their own User-Agent: they follow links nobody clicked. */
const AUTOMATED_AGENT = /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|embedly|preview|curl\/|wget\/|python-requests|go-http-client/i;

/**
 * Whether a request for a click address is a shopper's click: not a browser's prefetch or
 * prerender (`Sec-Purpose: prefetch`, or the older `Purpose`), and not a crawler or a link
 * preview by its User-Agent (none at all counts as automated too).
 */
export function isShopperClick(header: (name: string) => string | undefined): boolean {
  const purpose = `${header('Sec-Purpose') ?? ''} ${header('Purpose') ?? ''} ${header('X-Moz') ?? ''}`;
  if (/prefetch|prerender/i.test(purpose)) return false;
  const agent = header('User-Agent') ?? '';
  return agent.trim() !== '' && !AUTOMATED_AGENT.test(agent);
}

/**
 * The affiliate widget a click address names (null for an unknown, disabled or non-affiliate id),
 * counting the click for its day unless `count` is false (a prefetch or a crawler: isShopperClick).
 */
export async function recordClick(db: Db, widgetId: string, now: Date, count = true): Promise<AffiliateWidget | null> {
  const widget = await enabledAffiliate(db, widgetId);
  if (!widget) return null;
  if (count)
    await db
      .insert(widgetClicks)
      .values({ clientId: widget.id, day: now.toISOString().slice(0, 10), clicks: 1 })
      .onConflictDoUpdate({ target: [widgetClicks.clientId, widgetClicks.day], set: { clicks: sql`${widgetClicks.clicks} + 1` } });
  return { id: widget.id, widgetType: widget.widgetType };
}

/** The longest storefront address a click may lead to. */
const MAX_DESTINATION_LENGTH = 2000;
const QUERY_VALUES = ['widgetSource', 'widgetSourceId', 'widgetType'] as const;

/**
 * Where a click sends the shopper: the storefront page `to` names (a path on the shop; anything
 * else, an API path included, is the home page), carrying the widget's spec §2/§7 query values —
 * or none, when the widget is not one of ours (a link cannot name a type of its own).
 */
export function clickDestination(to: string | undefined, widget: AffiliateWidget | null): string {
  const base = 'https://shop.invalid';
  let url = new URL('/', base);
  if (to && to.length <= MAX_DESTINATION_LENGTH && to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\')) {
    try {
      const asked = new URL(to, base);
      if (asked.origin === base && !/^\/api(\/|$)/.test(asked.pathname)) url = asked;
    } catch {
      // An address that does not parse leads home.
    }
  }
  for (const name of QUERY_VALUES) url.searchParams.delete(name);
  if (widget) {
    url.searchParams.set('widgetType', widget.widgetType);
    url.searchParams.set('widgetSourceId', widget.id);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

// A hash no key matches, checked when the widget id is unknown so that a wrong id takes as long as a wrong key.
const NO_KEY = 'scrypt$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

/** The widget whose report these HTTP Basic credentials open; null when they open none. */
export async function reportWidget(db: Db, authorization: string | undefined): Promise<AffiliateWidget | null> {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  const widgetId = decoded.slice(0, colon);
  const key = decoded.slice(colon + 1);
  if (!key || widgetId.length > 100 || key.length > 200) return null;
  const widget = await enabledAffiliate(db, widgetId);
  const opens = verifySecret(key, widget?.reportKeyHash ?? NO_KEY);
  return widget?.reportKeyHash && opens ? { id: widget.id, widgetType: widget.widgetType } : null;
}

const dayOf = (column: typeof carts.createdAt | typeof orders.placedAt) => sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

/** GET /v1/affiliate/report: the widget's clicks, carts and orders per UTC day from `from` to `to`, every day listed. */
export async function affiliateReport(db: Db, widget: AffiliateWidget, range: { from: string; to: string }) {
  const { from, to } = range;
  if (!isCalendarDate(from) || !isCalendarDate(to)) throw badRequest(AFFILIATE_REPORT_MESSAGES.dateFormat);
  if (from > to) throw badRequest(AFFILIATE_REPORT_MESSAGES.order);
  if (to > addDays(from, AFFILIATE_REPORT_MAX_DAYS - 1)) throw badRequest(AFFILIATE_REPORT_MESSAGES.tooLong);
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(`${addDays(to, 1)}T00:00:00Z`);

  const [clickRows, cartRows, orderRows] = await Promise.all([
    db
      .select({ day: widgetClicks.day, clicks: widgetClicks.clicks })
      .from(widgetClicks)
      .where(and(eq(widgetClicks.clientId, widget.id), gte(widgetClicks.day, from), lt(widgetClicks.day, addDays(to, 1)))),
    db
      .select({ day: dayOf(carts.createdAt), count: sql<number>`count(*)::int` })
      .from(carts)
      .where(and(eq(carts.widgetSourceId, widget.id), gte(carts.createdAt, start), lt(carts.createdAt, end)))
      .groupBy(dayOf(carts.createdAt)),
    db
      .select({ day: dayOf(orders.placedAt), count: sql<number>`count(*)::int`, total: sql<string>`sum(${orders.totalCents})::text` })
      .from(orders)
      .where(
        and(eq(orders.widgetSourceId, widget.id), ne(orders.status, 'cancelled'), gte(orders.placedAt, start), lt(orders.placedAt, end)),
      )
      .groupBy(dayOf(orders.placedAt)),
  ]);

  const clicks = new Map(clickRows.map((r) => [r.day, r.clicks]));
  const cartCounts = new Map(cartRows.map((r) => [r.day, Number(r.count)]));
  const orderSums = new Map(orderRows.map((r) => [r.day, { count: Number(r.count), total: Number(r.total) }]));
  const days: AffiliateReportDay[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    days.push({
      date: day,
      clicks: clicks.get(day) ?? 0,
      carts: cartCounts.get(day) ?? 0,
      orders: orderSums.get(day)?.count ?? 0,
      orderTotalInCents: orderSums.get(day)?.total ?? 0,
    });
  }
  const totals = days.reduce(
    (sum, d) => ({
      clicks: sum.clicks + d.clicks,
      carts: sum.carts + d.carts,
      orders: sum.orders + d.orders,
      orderTotalInCents: sum.orderTotalInCents + d.orderTotalInCents,
    }),
    { clicks: 0, carts: 0, orders: 0, orderTotalInCents: 0 },
  );
  return { widgetId: widget.id, widgetType: widget.widgetType, from, to, days, totals };
}
