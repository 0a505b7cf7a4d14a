/**
 * Orders to fulfil and the shop's report in the portal (docs/portal.md "Bookings, orders to fulfil
 * and reports"). An order is the shop's when its installation is booked there (orders.appointment_id).
 *
 * "received" moves the order's tracking to Delivered through the same step machinery as the
 * operations client's fulfilment events (order-tracking.ts advanceTracking): the shopper's tracking
 * page shows it. "installed" is an order event after Delivered (INSTALLED_EVENT), which tracking
 * shows as the order's installation.
 */
import {
  addDays,
  PORTAL_WORK_MESSAGES as M,
  TRACKING_STEP_LABELS,
  type EndpointOutput,
  type PortalOrder,
  type portalReportEndpoint,
} from '@tireshop/core';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ShopAccess } from '../auth/portal-access';
import type { Database, Db, Tx } from '../db/client';
import { apiClients, appointments, orderEvents, orders } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { advanceTracking, INSTALLED_EVENT, readTracking, trackingColumns } from './order-tracking';
import { checkedRange, shopHead } from './portal-shop';

const conflict = (message: string) => new ApiError('Conflict', message);

const trackingLabel = (status: string) =>
  status === 'cancelled' ? 'Cancelled' : (TRACKING_STEP_LABELS[status as keyof typeof TRACKING_STEP_LABELS] ?? status);

type Person = { firstName?: string | null; lastName?: string | null; phone?: string | null };

/** Who the order is for: the name and phone its shipping gives (a mobile installation), else its billing's. */
function orderCustomer(order: { email: string; billing: unknown; shipping: unknown }) {
  const shipping = order.shipping as Person;
  const billing = order.billing as Person;
  const nameOf = (p: Person) => [p.firstName, p.lastName].filter(Boolean).join(' ');
  return { name: nameOf(shipping) || nameOf(billing) || order.email, email: order.email, phone: shipping.phone ?? billing.phone ?? null };
}

/** The orders of these bookings, by booking: number, tracking and when installed. */
export async function shopOrderStates(db: Db | Tx, appointmentIds: number[]) {
  const states = new Map<
    number,
    {
      orderNumber: string;
      trackingStatus: string;
      trackingLabel: string;
      installedAt: string | null;
      customer: { name: string; email: string; phone: string | null };
    }
  >();
  if (appointmentIds.length === 0) return states;
  const rows = await db
    .select({
      appointmentId: orders.appointmentId,
      orderNumber: orders.orderNumber,
      trackingStatus: orders.trackingStatus,
      email: orders.email,
      billing: orders.billing,
      shipping: orders.shipping,
      installedAt: sql<
        Date | string | null
      >`(SELECT min(e.at) FROM order_events e WHERE e.order_id = "orders"."id" AND e.status = ${INSTALLED_EVENT})`,
    })
    .from(orders)
    .where(inArray(orders.appointmentId, appointmentIds));
  for (const r of rows)
    states.set(r.appointmentId!, {
      orderNumber: r.orderNumber,
      trackingStatus: r.trackingStatus,
      trackingLabel: trackingLabel(r.trackingStatus),
      installedAt: r.installedAt === null ? null : new Date(r.installedAt).toISOString(),
      customer: orderCustomer(r),
    });
  return states;
}

/**
 * Records the tires of an order fitted, inside the caller's transaction: after "received"
 * (Delivered), once. The booking's revision moves on, so a change made on the booking as it was
 * before is refused.
 */
export async function markInstalledInTx(tx: Tx, orderId: string, now: Date): Promise<void> {
  const [order] = await tx
    .select({ status: orders.status, trackingStatus: orders.trackingStatus, appointmentId: orders.appointmentId })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!order) throw notFound(M.noOrder);
  if (order.trackingStatus === 'cancelled') throw conflict(M.cancelledOrder);
  if (order.status === 'unconfirmed') throw conflict(M.unconfirmedOrder);
  if (order.trackingStatus !== 'delivered') throw conflict(M.notReceived);
  const [done] = await tx
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.status, INSTALLED_EVENT)));
  if (done) throw conflict(M.installedAlready);
  await tx.insert(orderEvents).values({ orderId, status: INSTALLED_EVENT, at: now });
  if (order.appointmentId !== null)
    await tx
      .update(appointments)
      .set({ revision: sql`${appointments.revision} + 1`, updatedAt: now })
      .where(eq(appointments.id, order.appointmentId));
}

const shopOrderColumns = {
  ...trackingColumns,
  email: orders.email,
  billing: orders.billing,
  appointmentSnapshot: orders.appointment,
};

type ShopOrderRow = Pick<typeof orders.$inferSelect, keyof typeof trackingColumns | 'email' | 'billing'> & { appointmentSnapshot: unknown };

async function toPortalOrder(db: Db, order: ShopOrderRow): Promise<PortalOrder> {
  const tracking = await readTracking(db, order);
  const snapshot = order.appointmentSnapshot as { label?: string } | null;
  return {
    orderNumber: tracking.orderNumber,
    placedAt: tracking.placedAt,
    status: order.status,
    trackingStatus: tracking.trackingStatus,
    steps: tracking.steps,
    installedAt: tracking.installedAt ?? null,
    carrier: tracking.carrier,
    trackingNumber: tracking.trackingNumber,
    items: tracking.items.map(({ name, size, quantity }) => ({ name, size, quantity })),
    customerName: orderCustomer(order).name,
    appointmentLabel: snapshot?.label ?? null,
  };
}

async function readShopOrder(db: Db | Tx, access: ShopAccess, orderNumber: string, lock = false): Promise<ShopOrderRow> {
  const query = db
    .select(shopOrderColumns)
    .from(orders)
    .innerJoin(appointments, eq(appointments.id, orders.appointmentId))
    .where(and(eq(orders.orderNumber, orderNumber), eq(appointments.installerId, access.installerId)));
  const [order] = lock ? await query.for('update', { of: orders }) : await query;
  if (!order) throw notFound(M.noOrder);
  return order;
}

/** GET /v1/portal/shops/{shopCode}/orders: the shop's orders, newest first; `open` not yet installed, `done` installed or cancelled. */
export async function listShopOrders(
  db: Db,
  access: ShopAccess,
  state: 'open' | 'done' | undefined,
): Promise<{ shop: Awaited<ReturnType<typeof shopHead>>['head']; orders: PortalOrder[] }> {
  const { head } = await shopHead(db, access);
  const installed = sql`EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = "orders"."id" AND e.status = ${INSTALLED_EVENT})`;
  const rows = await db
    .select(shopOrderColumns)
    .from(orders)
    .innerJoin(appointments, eq(appointments.id, orders.appointmentId))
    .where(
      and(
        eq(appointments.installerId, access.installerId),
        state === 'open' ? and(ne(orders.trackingStatus, 'cancelled'), sql`NOT ${installed}`) : undefined,
        state === 'done' ? sql`(${orders.trackingStatus} = 'cancelled' OR ${installed})` : undefined,
      ),
    )
    .orderBy(desc(orders.placedAt), desc(orders.orderNumber))
    .limit(100);
  return { shop: head, orders: await Promise.all(rows.map((order) => toPortalOrder(db, order))) };
}

/** POST /v1/portal/shops/{shopCode}/orders/{orderNumber}/steps: received (Delivered) or installed. */
export async function recordShopStep(
  database: Database,
  access: ShopAccess,
  orderNumber: string,
  step: 'received' | 'installed',
  now: Date,
): Promise<{ order: PortalOrder }> {
  await database.db.transaction(async (tx) => {
    const order = await readShopOrder(tx, access, orderNumber, true);
    if (step === 'installed') return markInstalledInTx(tx, order.id, now);
    if (order.trackingStatus === 'delivered') throw conflict(M.receivedAlready);
    return advanceTracking(tx, order, 'delivered', now);
  });
  return { order: await toPortalOrder(database.db, await readShopOrder(database.db, access, orderNumber)) };
}

// ---- the report ---------------------------------------------------------------------------------

type Report = EndpointOutput<typeof portalReportEndpoint>;

/**
 * GET /v1/portal/shops/{shopCode}/reports: orders placed through the shop's widgets (the order's
 * widgetSourceId, spec §7) per local day at the shop, cancelled ones left out; revenue is the sum
 * of the orders' totals in integer cents, summed by the database.
 */
export async function shopReport(db: Db, access: ShopAccess, query: { from: string; to: string }): Promise<Report> {
  const { from, to } = checkedRange(query.from, query.to);
  const { head, timeZone } = await shopHead(db, access);
  const widgets = db.select({ id: apiClients.id }).from(apiClients).where(eq(apiClients.installerId, access.installerId));
  const localDay = sql<string>`to_char(${orders.placedAt} AT TIME ZONE ${timeZone}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ date: localDay, orders: sql<number>`count(*)::int`, revenueInCents: sql<string>`sum(${orders.totalCents})::bigint` })
    .from(orders)
    .where(
      and(
        inArray(orders.widgetSourceId, widgets),
        ne(orders.status, 'cancelled'),
        // A day or so either side in UTC, then exactly by the shop's local day.
        sql`${orders.placedAt} >= ${addDays(from, -1)}::date AND ${orders.placedAt} < ${addDays(to, 2)}::date`,
        sql`(${orders.placedAt} AT TIME ZONE ${timeZone})::date BETWEEN ${from}::date AND ${to}::date`,
      ),
    )
    // By the first column: the day (its time zone is a parameter, so the expression cannot be repeated).
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  const byDay = new Map(rows.map((r) => [r.date, { orders: Number(r.orders), revenueInCents: Number(r.revenueInCents) }]));
  const days: Report['days'] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) days.push({ date, ...(byDay.get(date) ?? { orders: 0, revenueInCents: 0 }) });
  return {
    shop: head,
    from,
    to,
    days,
    totals: days.reduce((t, d) => ({ orders: t.orders + d.orders, revenueInCents: t.revenueInCents + d.revenueInCents }), {
      orders: 0,
      revenueInCents: 0,
    }),
  };
}
