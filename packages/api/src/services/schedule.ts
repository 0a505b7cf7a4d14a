/**
 * Installer schedules from the database (spec §7 GET /installers/{installerId}/schedule): the
 * installer's hours, closures and bays, and the places taken, given to core's pure slot rules
 * (core/src/schedule) with the clock.
 *
 * Three statements, built once (services/statements.ts): the installer, its closures and the
 * places taken in the bookable days. The schedule is benchmarked against the same reads in raw SQL.
 */
import {
  bookingRange,
  fillMessage,
  LOOKUP_REFUSALS,
  scheduleDays,
  slotKey,
  type InstallerSchedule,
  type ScheduleInput,
} from '@tireshop/core';
import { and, between, eq, gt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appointments, installerClosures, installers } from '../db/schema';
import { notFound } from '../http/errors';
import type { Tx } from '../db/client';
import { requireReadableCart, type CartCaller } from './cart-access';
import { builtStatement } from './statements';

/**
 * The one definition of a place taken (rules §4 Appointments), for every read that counts or
 * lists them (the schedule, the lookup's flags, the installer's own list): confirmed
 * appointments, and holds that have not run out at `now`. A hold past its time no longer counts,
 * whether or not a booking has marked it expired yet (the booking that needs its place marks it,
 * services/appointments.ts). With `exceptCart`, that cart's own appointment is left out: its place
 * is the shopper's to keep or move. Both may be placeholders of a built statement.
 */
export function takesPlace(now: Date | SQLWrapper, exceptCart?: string | SQLWrapper): SQL {
  const taken = or(eq(appointments.status, 'confirmed'), and(eq(appointments.status, 'held'), gt(appointments.holdExpiresAt, now)))!;
  return exceptCart === undefined ? taken : and(taken, sql`${appointments.cartId} is distinct from ${exceptCart}::uuid`)!;
}

const installerId = sql.placeholder('installerId');
const from = sql.placeholder('from');
const to = sql.placeholder('to');

const installerColumns = {
  id: installers.id,
  name: installers.name,
  isMobileInstall: installers.isMobileInstall,
  timeZone: installers.timeZone,
  weeklyHours: installers.weeklyHours,
  bays: installers.bays,
  minNoticeHours: installers.minNoticeHours,
};
const installerStatement = builtStatement(installerColumns, (db) =>
  db.select(installerColumns).from(installers).where(eq(installers.id, installerId)),
);

const closureColumns = { date: installerClosures.date, reason: installerClosures.reason };
const closuresStatement = builtStatement(closureColumns, (db) =>
  db
    .select(closureColumns)
    .from(installerClosures)
    .where(and(eq(installerClosures.installerId, installerId), between(installerClosures.date, from, to))),
);

/** Places taken in the bookable days, by slot (takesPlace; the given cart's own left out). */
const bookedColumns = { date: appointments.date, slot: appointments.slot, taken: sql<number>`count(*)::int` };
const bookedStatement = builtStatement(bookedColumns, (db) =>
  db
    .select(bookedColumns)
    .from(appointments)
    .where(
      and(
        eq(appointments.installerId, installerId),
        between(appointments.date, from, to),
        takesPlace(sql.placeholder('now'), sql.placeholder('cartId')),
      ),
    )
    .groupBy(appointments.date, appointments.slot),
);

export type InstallerScheduleInput = ScheduleInput & { installer: { id: number; name: string; isMobileInstall: boolean } };

/** What the slot rules need of an installer row (installers' own columns). */
export type ScheduledInstaller = Pick<typeof installers.$inferSelect, keyof typeof installerColumns>;

/**
 * An installer's ScheduleInput from its row and the closures and places taken read for it — the
 * one assembly for the schedule, a booking, the shop details and the lookup's flags (which read
 * them for a whole page at once, services/installer-lookup.ts).
 */
export function scheduleInputOf(
  installer: ScheduledInstaller,
  closureRows: readonly { date: string; reason: string }[],
  bookedRows: readonly { date: string; slot: string; taken: number }[],
  now: Date,
): InstallerScheduleInput {
  return {
    installer: { id: installer.id, name: installer.name, isMobileInstall: installer.isMobileInstall },
    weeklyHours: installer.weeklyHours,
    timeZone: installer.timeZone,
    bays: installer.bays,
    minNoticeHours: installer.minNoticeHours,
    closures: new Map(closureRows.map((c) => [c.date, c.reason])),
    booked: new Map(bookedRows.map((b) => [slotKey(b.date, b.slot), Number(b.taken)])),
    now,
  };
}

/**
 * scheduleInputOf an installer row the caller has read already (the shop details read it with its
 * metro): its closures and places taken in the bookable days. With `cartId`, that cart's own held
 * or confirmed place is not counted as taken.
 */
export async function scheduleInputFor(
  db: Db | Tx,
  installer: ScheduledInstaller,
  now: Date,
  cartId?: string,
): Promise<InstallerScheduleInput> {
  const { today, lastDay } = bookingRange({ now, timeZone: installer.timeZone });
  const window = { installerId: installer.id, from: today, to: lastDay };
  const closureRows = await closuresStatement(db, window);
  const bookedRows = await bookedStatement(db, { ...window, now, cartId: cartId ?? null });
  return scheduleInputOf(installer, closureRows, bookedRows, now);
}

/**
 * Everything core's slot rules need about one installer now. With `cartId`, that cart's own
 * held or confirmed place is not counted as taken (it is the shopper's to keep or move).
 * Throws 404 for an unknown installer.
 */
export async function loadScheduleInput(db: Db | Tx, installerId: number, now: Date, cartId?: string): Promise<InstallerScheduleInput> {
  const [installer] = await installerStatement(db, { installerId });
  if (!installer) throw notFound(fillMessage(LOOKUP_REFUSALS.noInstaller, { id: installerId }));
  return scheduleInputFor(db, installer, now, cartId);
}

/**
 * spec §7 GET /installers/{installerId}/schedule: the next 30 days at the installer, in its local
 * time. With `cartId` (the caller's own cart, else 404 CART_GONE) the cart's place counts as free.
 */
export async function getInstallerSchedule(
  db: Db,
  installerId: number,
  cartId: string | undefined,
  client: CartCaller | undefined,
  now: Date,
): Promise<{ siteInstallerSchedule: InstallerSchedule }> {
  if (cartId !== undefined) await requireReadableCart(db, cartId, client);
  const input = await loadScheduleInput(db, installerId, now, cartId);
  return {
    siteInstallerSchedule: {
      installerId,
      timeZone: input.timeZone,
      today: bookingRange(input).today,
      scheduleDays: scheduleDays(input),
    },
  };
}
