/**
 * The shop's bookings and schedule in the portal (docs/portal.md "Bookings, orders to fulfil and
 * reports"). The schedule is the installer's own row and its closures — what the shopper's booking
 * reads (services/schedule.ts), so a change here is what shoppers see on their next call. Every
 * change is one transaction: refused, nothing of it is saved.
 *
 * A shop's change to a booking names the revision it was made on (appointments.revision). The
 * booking's row is locked first: of two staff changing it at the same moment the second waits,
 * then finds a newer revision and is refused (409). A move into another slot is counted by the
 * slot-load trigger like a shopper's booking, so the database decides a race for the last place.
 */
import {
  addDays,
  appointmentLabel,
  checkSlot,
  dayName,
  isCalendarDate,
  localDateOf,
  MOBILE_RADIUS_MAX_MILES,
  MOBILE_RADIUS_MIN_MILES,
  minutesOfTime,
  PORTAL_MAX_CLOSURE_DAYS,
  PORTAL_WORK_MESSAGES as M,
  type EndpointOutput,
  type PortalAppointment,
  type PortalAppointmentAction,
  type PortalSchedule,
  type portalBookingsEndpoint,
} from '@tireshop/core';
import { and, asc, between, eq, gte, inArray, sql } from 'drizzle-orm';
import type { ShopAccess } from '../auth/portal-access';
import type { Database, Db, Tx } from '../db/client';
import { databaseError } from '../db/errors';
import { appointments, installerClosures, installers, orderEvents, orders, outboxEmails } from '../db/schema';
import { ApiError, badRequest, notFound } from '../http/errors';
import { renderRescheduleEmail } from '../mail/appointment-email';
import { appointmentRefusal, isSlotFull, lockSlotLoads, retryingDeadlocks } from './appointments';
import { readShopAppointments, type ShopAppointment } from './installer-portal';
import { markInstalledInTx, shopOrderStates } from './portal-orders';
import { checkedRange, shopHead } from './portal-shop';
import { loadScheduleInput, takesPlace } from './schedule';
import { INSTALLED_EVENT } from './order-tracking';

const conflict = (message: string) => new ApiError('Conflict', message);

/** The schedule the shopper's booking reads: hours, bays, radius and closed days from today on. */
export async function readSchedule(db: Db | Tx, installerId: number, now: Date): Promise<PortalSchedule> {
  const [shop] = await db
    .select({
      timeZone: installers.timeZone,
      bays: installers.bays,
      minNoticeHours: installers.minNoticeHours,
      weeklyHours: installers.weeklyHours,
      isMobileInstall: installers.isMobileInstall,
      mobileRadiusMiles: installers.mobileRadiusMiles,
    })
    .from(installers)
    .where(eq(installers.id, installerId));
  if (!shop) throw notFound('No shop has this code.');
  const closures = await db
    .select({ date: installerClosures.date, reason: installerClosures.reason })
    .from(installerClosures)
    .where(and(eq(installerClosures.installerId, installerId), gte(installerClosures.date, localDateOf(now, shop.timeZone))))
    .orderBy(asc(installerClosures.date));
  return {
    ...shop,
    weeklyHours: [...shop.weeklyHours].sort((a, b) => a.day - b.day).map(({ day, open, close }) => ({ day, open, close })),
    closures,
  };
}

/** A booking of the shop, with its order's state (placed orders only). */
async function portalAppointments(db: Db | Tx, booked: ShopAppointment[]): Promise<PortalAppointment[]> {
  const states = await shopOrderStates(
    db,
    booked.map((a) => a.id),
  );
  return booked.map(({ cartId: _cart, slot: _slot, customerName: _name, ...a }) => {
    const state = states.get(a.id);
    if (!state) return { ...a, customer: null, order: null };
    const { customer, ...order } = state;
    return { ...a, customer, order };
  });
}

type Bookings = EndpointOutput<typeof portalBookingsEndpoint>;

/** GET /v1/portal/shops/{shopCode}/bookings: the day's or week's bookings, and the schedule. */
export async function portalBookings(db: Db, access: ShopAccess, query: { from: string; to: string }, now: Date): Promise<Bookings> {
  const { from, to } = checkedRange(query.from, query.to);
  const { head, timeZone } = await shopHead(db, access);
  const booked = await readShopAppointments(db, access.installerId, timeZone, and(between(appointments.date, from, to), takesPlace(now))!);
  return {
    shop: head,
    today: localDateOf(now, timeZone),
    schedule: await readSchedule(db, access.installerId, now),
    appointments: await portalAppointments(db, booked),
  };
}

// ---- the schedule -------------------------------------------------------------------------------

/**
 * PUT /v1/portal/shops/{shopCode}/schedule: capacity, opening hours and mobile radius. Each weekday
 * once, closing after it opens; the radius only for a shop that installs at the customer's address.
 */
export async function saveSchedule(
  db: Db,
  access: ShopAccess,
  body: {
    bays: number;
    weeklyHours: { day: number; open: string; close: string }[];
    mobileRadiusMiles: number | null;
    minNoticeHours?: number | undefined;
  },
  now: Date,
): Promise<{ schedule: PortalSchedule }> {
  const seen = new Set<number>();
  for (const entry of body.weeklyHours) {
    // 2000-01-02 was a Sunday: day 0.
    const name = dayName(addDays('2000-01-02', entry.day));
    if (seen.has(entry.day)) throw badRequest(M.dayTwice(name));
    seen.add(entry.day);
    if ((minutesOfTime(entry.close) ?? 0) <= (minutesOfTime(entry.open) ?? 0)) throw badRequest(M.closesBeforeOpening(name));
  }
  return db.transaction(async (tx) => {
    const [shop] = await tx
      .select({ isMobileInstall: installers.isMobileInstall })
      .from(installers)
      .where(eq(installers.id, access.installerId))
      .for('update');
    if (!shop) throw notFound('No shop has this code.');
    const radius = body.mobileRadiusMiles;
    if (!shop.isMobileInstall && radius !== null) throw badRequest(M.radiusNotMobile);
    if (
      shop.isMobileInstall &&
      (radius === null || !Number.isInteger(radius) || radius < MOBILE_RADIUS_MIN_MILES || radius > MOBILE_RADIUS_MAX_MILES)
    )
      throw badRequest(M.radius);
    await tx
      .update(installers)
      .set({
        bays: body.bays,
        weeklyHours: [...body.weeklyHours].sort((a, b) => a.day - b.day),
        ...(body.minNoticeHours !== undefined && { minNoticeHours: body.minNoticeHours }),
        ...(shop.isMobileInstall && { mobileRadiusMiles: radius }),
      })
      .where(eq(installers.id, access.installerId));
    return { schedule: await readSchedule(tx, access.installerId, now) };
  });
}

/**
 * POST /v1/portal/shops/{shopCode}/closures: closes every day from…to, or none when one is closed
 * already. Bookings ordered on those days are kept (a shopper's paid appointment is not cancelled
 * by a calendar change): the answer counts those not yet installed, so the owner is told to
 * contact those shoppers.
 */
export async function addClosure(
  db: Db,
  access: ShopAccess,
  body: { from: string; to: string; reason: string },
  now: Date,
): Promise<{ schedule: PortalSchedule; bookingsOnClosedDays: number }> {
  if (!isCalendarDate(body.from) || !isCalendarDate(body.to)) throw badRequest(M.date);
  if (body.from > body.to) throw badRequest(M.range);
  if (body.to > addDays(body.from, PORTAL_MAX_CLOSURE_DAYS - 1)) throw badRequest(M.closureTooLong);
  const days: string[] = [];
  for (let day = body.from; day <= body.to; day = addDays(day, 1)) days.push(day);
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ date: installerClosures.date })
        .from(installerClosures)
        .where(and(eq(installerClosures.installerId, access.installerId), inArray(installerClosures.date, days)))
        .orderBy(asc(installerClosures.date))
        .limit(1);
      if (taken) throw badRequest(M.closureOverlaps(taken.date));
      await tx.insert(installerClosures).values(days.map((date) => ({ installerId: access.installerId, date, reason: body.reason })));
      const [booked] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(appointments)
        .where(
          and(
            eq(appointments.installerId, access.installerId),
            eq(appointments.status, 'confirmed'),
            between(appointments.date, body.from, body.to),
            // A booking already installed needs no call to its shopper.
            sql`NOT EXISTS (SELECT 1 FROM ${orders} JOIN ${orderEvents} ON ${orderEvents.orderId} = ${orders.id}
              WHERE ${orders.appointmentId} = ${appointments.id} AND ${orderEvents.status} = ${INSTALLED_EVENT})`,
          ),
        );
      return { schedule: await readSchedule(tx, access.installerId, now), bookingsOnClosedDays: Number(booked?.count ?? 0) };
    });
  } catch (err) {
    // Two closures of the same day added at once: the key decides, the second is refused as a whole.
    if (databaseError(err)?.code === '23505') throw badRequest(M.closureOverlaps(body.from));
    throw err;
  }
}

/** DELETE /v1/portal/shops/{shopCode}/closures/{date}. */
export async function removeClosure(db: Db, access: ShopAccess, date: string, now: Date): Promise<{ schedule: PortalSchedule }> {
  const removed = await db
    .delete(installerClosures)
    .where(and(eq(installerClosures.installerId, access.installerId), eq(installerClosures.date, date)))
    .returning({ date: installerClosures.date });
  if (removed.length === 0) throw notFound(M.noClosure);
  return { schedule: await readSchedule(db, access.installerId, now) };
}

// ---- changing a booking -------------------------------------------------------------------------

/**
 * POST /v1/portal/shops/{shopCode}/appointments/{id}: confirm, reschedule or mark installed, on the
 * revision the page showed. One transaction under the booking's row lock.
 */
export async function changeAppointment(
  database: Database,
  access: ShopAccess,
  appointmentId: number,
  body: PortalAppointmentAction,
  now: Date,
  shopUrl: string,
): Promise<{ appointment: PortalAppointment }> {
  return retryingDeadlocks(() =>
    database.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(appointments)
        .where(and(eq(appointments.id, appointmentId), eq(appointments.installerId, access.installerId)))
        .for('update');
      if (!row) throw notFound(M.noAppointment);
      if (row.revision !== body.revision) throw conflict(M.changedMeanwhile);
      if (row.status !== 'confirmed') throw conflict(M.notPlaced);
      const [order] = await tx
        .select({ id: orders.id, email: orders.email, orderNumber: orders.orderNumber, appointment: orders.appointment })
        .from(orders)
        .where(eq(orders.appointmentId, row.id));
      if (!order) throw conflict(M.notPlaced);
      const next = { revision: row.revision + 1, updatedAt: now };

      if (body.action === 'confirm') {
        await tx
          .update(appointments)
          .set({ ...next, shopConfirmedAt: row.shopConfirmedAt ?? now })
          .where(eq(appointments.id, row.id));
      } else if (body.action === 'installed') {
        // Moves the booking's revision on itself.
        await markInstalledInTx(tx, order.id, now);
      } else {
        if ((await shopOrderStates(tx, [row.id])).get(row.id)?.installedAt) throw conflict(M.installedBooking);
        if (row.startsAt <= now) throw conflict(M.passed);
        // The shopper's slot rules, with this booking's own place counted free (a move within the
        // same slot keeps it).
        const input = await loadScheduleInput(tx, access.installerId, now, row.cartId);
        const checked = checkSlot(input, {
          date: body.date ?? '',
          startTime: body.startTime,
          isDropOff: body.isDropOff,
          dropOffWindow: body.dropOffWindow,
        });
        if (!checked.ok) throw appointmentRefusal(checked.refusal);
        const slot = checked.slot;
        await lockSlotLoads(tx, [
          { installerId: access.installerId, date: row.date, slot: row.slot },
          { installerId: access.installerId, date: slot.date, slot: slot.slot },
        ]);
        try {
          await tx.transaction((inner) =>
            inner
              .update(appointments)
              .set({ ...next, date: slot.date, slot: slot.slot, startsAt: slot.startsAt, endsAt: slot.endsAt, isDropOff: slot.isDropOff })
              .where(eq(appointments.id, row.id)),
          );
        } catch (err) {
          if (isSlotFull(err)) throw appointmentRefusal('slotTaken');
          throw err;
        }
        const label = appointmentLabel(slot, { isMobileInstall: input.installer.isMobileInstall });
        // The order's snapshot of its booking (the order page and its e-mails read it).
        await tx
          .update(orders)
          .set({
            appointment: sql`coalesce(${orders.appointment}, '{}'::jsonb) || ${JSON.stringify({ label, startsAt: slot.startsAt.toISOString() })}::jsonb`,
          })
          .where(eq(orders.id, order.id));
        const email = renderRescheduleEmail({
          orderNumber: order.orderNumber,
          shopName: input.installer.name,
          label,
          trackUrl: `${shopUrl.replace(/\/+$/, '')}/track-your-order`,
        });
        await tx.insert(outboxEmails).values({ orderId: order.id, kind: `appointment-moved-${next.revision}`, to: order.email, ...email });
      }

      const { timeZone } = await shopHead(tx, access);
      const [changed] = await portalAppointments(
        tx,
        await readShopAppointments(tx, access.installerId, timeZone, eq(appointments.id, row.id)),
      );
      return { appointment: changed! };
    }),
  );
}
