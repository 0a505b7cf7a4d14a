/**
 * Orders as the operations console finds them (docs/operations-console.md "Orders needing
 * attention"): a search by order number, e-mail or ZIP code; the orders that have stayed in one step
 * longer than STUCK_ORDER_THRESHOLDS allow; and any order as its shopper sees it, with the history
 * of its steps.
 */
import {
  OPERATIONS_MESSAGES,
  OPS_ORDERS_PAGE_SIZE,
  STUCK_ORDER_THRESHOLDS,
  TRACKING_STEP_LABELS,
  type OpsOrder,
  type OpsOrderSummary,
  type StuckOrder,
  type StuckStep,
} from '@tireshop/core';
import { and, asc, count, desc, eq, max, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderEvents, orders } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { readOrder } from './order-read';
import { readTracking, trackingColumns } from './order-tracking';

const summaryColumns = {
  orderNumber: orders.orderNumber,
  placedAt: orders.placedAt,
  status: orders.status,
  trackingStatus: orders.trackingStatus,
  email: orders.email,
  shippingZip: orders.shippingZip,
  billingZip: orders.billingZip,
  totalInCents: orders.totalCents,
};
type SummaryRow = { [K in keyof typeof summaryColumns]: (typeof orders.$inferSelect)[K extends 'totalInCents' ? 'totalCents' : K] };

const toSummary = ({ placedAt, shippingZip, billingZip, ...row }: SummaryRow): OpsOrderSummary => ({
  ...row,
  placedAt: placedAt.toISOString(),
  zip: shippingZip ?? billingZip,
});

const ORDER_NUMBER = /^\d{1,12}$/;
const ZIP = /^\d{5}(?:-\d{4})?$/;
const EMAIL = /^[^\s@]+@[^\s@]+$/;

/**
 * GET /v1/operations/orders?q=: digits are an order number (and, five of them or ZIP+4, a ZIP code
 * too — destination or billing, by the first five digits); anything with an @ an e-mail address in
 * any case. The order whose number is exactly the query comes first, then the newest.
 */
export async function searchOrders(db: Db, q: string, page: number) {
  const query = q.trim();
  const matches: SQL[] = [];
  if (ORDER_NUMBER.test(query)) matches.push(eq(orders.orderNumber, query));
  if (ZIP.test(query)) {
    const zip5 = query.slice(0, 5);
    matches.push(sql`left(${orders.shippingZip}, 5) = ${zip5}`, sql`left(${orders.billingZip}, 5) = ${zip5}`);
  }
  if (EMAIL.test(query)) matches.push(sql`lower(${orders.email}) = ${query.toLowerCase()}`);
  if (matches.length === 0) throw badRequest(OPERATIONS_MESSAGES.searchQuery);
  const where = or(...matches);
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(orders)
      .where(where)
      .orderBy(sql`(${orders.orderNumber} = ${query}) DESC`, desc(orders.placedAt), desc(orders.orderNumber))
      .limit(OPS_ORDERS_PAGE_SIZE)
      .offset((page - 1) * OPS_ORDERS_PAGE_SIZE),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    orders: rows.map((r) => toSummary(r as SummaryRow)),
    pagination: { total: n, page, pageSize: OPS_ORDERS_PAGE_SIZE, pageCount: Math.max(1, Math.ceil(n / OPS_ORDERS_PAGE_SIZE)) },
  };
}

// ---- stuck orders -------------------------------------------------------------------------------

const DAY_MS = 86_400_000;
const isWeekend = (at: Date) => at.getUTCDay() === 0 || at.getUTCDay() === 6;

/** `since` plus n business days (Monday to Friday, UTC): a weekend is skipped, and a step reached on one counts from Monday. */
export function addBusinessDays(since: Date, n: number): Date {
  let at = new Date(since.getTime());
  while (isWeekend(at)) at = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1));
  for (let left = n; left > 0; ) {
    at = new Date(at.getTime() + DAY_MS);
    if (!isWeekend(at)) left--;
  }
  return at;
}

/** When an order that reached `step` at `since` is overdue (STUCK_ORDER_THRESHOLDS). */
export function overdueFrom(step: StuckStep, since: Date): Date {
  const threshold = STUCK_ORDER_THRESHOLDS[step];
  return 'hours' in threshold ? new Date(since.getTime() + threshold.hours * 3_600_000) : addBusinessDays(since, threshold.businessDays);
}

/** The fewest calendar days any threshold spans (a business day is at least a calendar day): the database's first cut. */
const SHORTEST_THRESHOLD_MS = Math.min(
  ...Object.values(STUCK_ORDER_THRESHOLDS).map((t) => ('hours' in t ? t.hours * 3_600_000 : t.businessDays * DAY_MS)),
);

/** Orders looked at per call: the open orders longest in their step, more than a console lists. */
const STUCK_CANDIDATES = 2_000;

/**
 * GET /v1/operations/orders/stuck: open orders (neither cancelled nor delivered) whose current step
 * — the payment still processing, or their tracking step — was reached longer ago than its
 * threshold, longest overdue first. A step is reached at its latest event, at the payment's
 * confirmation, or at placing, whichever came last.
 */
export async function listStuckOrders(db: Db, now: Date, limit: number): Promise<{ orders: StuckOrder[] }> {
  const lastEvent = db
    .select({ orderId: orderEvents.orderId, at: max(orderEvents.at).as('last_at') })
    .from(orderEvents)
    .groupBy(orderEvents.orderId)
    .as('last_event');
  // Confirming a processing payment starts Order Processed anew; every later step is an event.
  const since =
    sql<Date>`greatest(${orders.placedAt}, coalesce(${orders.confirmedAt}, ${orders.placedAt}), coalesce(${lastEvent.at}, ${orders.placedAt}))`.mapWith(
      orders.placedAt,
    );
  const rows = await db
    .select({ ...summaryColumns, since })
    .from(orders)
    .leftJoin(lastEvent, eq(lastEvent.orderId, orders.id))
    .where(
      and(
        notInArray(orders.status, ['cancelled']),
        notInArray(orders.trackingStatus, ['delivered', 'cancelled']),
        sql`${since} < ${new Date(now.getTime() - SHORTEST_THRESHOLD_MS).toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(since))
    .limit(STUCK_CANDIDATES);
  const stuck = rows.flatMap(({ since: reached, ...row }) => {
    const step: StuckStep = row.status === 'unconfirmed' ? 'unconfirmed' : (row.trackingStatus as StuckStep);
    const overdue = overdueFrom(step, reached);
    if (overdue > now) return [];
    return [{ ...toSummary(row as SummaryRow), step, since: reached.toISOString(), overdueSince: overdue.toISOString() }];
  });
  stuck.sort((a, b) => a.overdueSince.localeCompare(b.overdueSince));
  return { orders: stuck.slice(0, limit) };
}

// ---- one order ----------------------------------------------------------------------------------

const stepLabel = (status: string) =>
  status === 'cancelled' ? 'Cancelled' : (TRACKING_STEP_LABELS[status as keyof typeof TRACKING_STEP_LABELS] ?? status);

/** GET /v1/operations/orders/{orderNumber}: the order as its shopper's page shows it, its tracking and every step it reached. */
export async function readOpsOrder(db: Db, orderNumber: string): Promise<OpsOrder> {
  const [order] = await db.select(trackingColumns).from(orders).where(eq(orders.orderNumber, orderNumber));
  if (!order) throw notFound(OPERATIONS_MESSAGES.orderGone);
  const [full, orderTracking, events] = await Promise.all([
    readOrder(db, order.id),
    readTracking(db, order),
    db
      .select({ status: orderEvents.status, at: orderEvents.at })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
  ]);
  const history = [
    { status: 'placed', label: 'Placed', at: order.placedAt.toISOString() },
    ...events.map((e) => ({ status: e.status, label: stepLabel(e.status), at: e.at.toISOString() })),
  ];
  return { order: full, orderTracking, history };
}
