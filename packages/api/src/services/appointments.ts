/**
 * The cart's installation appointment (spec §3 Cart appointment; rules §4 Appointments;
 * /checkout/cart-appointment). docs/decisions.md "Installation booking".
 *
 * A booking is checked by core's slot rules (the same ones that list the schedule) and then
 * guaranteed by the database: the appointment's insert counts its place in installer_slot_load
 * (trigger of migration 0004), whose check constraint refuses a place beyond the installer's bays.
 * Two shoppers who both saw the last place free both pass the rules; the second insert waits for
 * the first on the slot's row lock and is refused (409 slotTaken). Every call is one transaction
 * under the cart's lock: a refused booking or move leaves nothing reserved and the old time kept.
 *
 * A confirmed appointment is its order's: the cart can no longer move or cancel it (409
 * `confirmed`), and the database refuses to delete it by any path (trigger
 * appointments_keep_confirmed of migration 0004, mapped to the same 409 by keptAppointmentRefusal).
 */
import { databaseError } from '../db/errors';
import {
  BOOKING_BUSY_MESSAGE,
  fillMessage,
  LOOKUP_REFUSALS,
  APPOINTMENT_HOLD_MINUTES,
  APPOINTMENT_MESSAGES,
  amOrPmOf,
  appointmentLabel,
  checkSlot,
  dayName,
  defaultSlot,
  localDateOf,
  localTimeOf,
  slotTimeOf,
  type AppointmentRefusal,
  type BookableSlot,
  type CartAppointment,
  type CartAppointmentInput,
  type DropOffWindow,
  type ScheduleInput,
  type SlotRequest,
} from '@tireshop/core';
import { and, asc, eq, lte, or } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import type { TokenClaims } from '../auth/tokens';
import { appointments, carts, cartShipping, installers, installerSlotLoad } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Tx } from '../db/client';
import { requireCartAccess } from './cart-access';
import { lockOwnCart } from './cart';
import { loadScheduleInput, type InstallerScheduleInput } from './schedule';

type Answer = { siteCartAppointment: CartAppointment };
type AppointmentRow = typeof appointments.$inferSelect;

/** Refusals that are about the state of things (409) rather than the request (400). */
const CONFLICTS: ReadonlySet<AppointmentRefusal> = new Set([
  'slotTaken',
  'reschedule',
  'noAvailability',
  'otherInstaller',
  'exists',
  'confirmed',
]);

/** A move that kept losing deadlocks to other moves (very busy shop): nothing changed, the shopper may simply retry. */

/** A refusal as the API answers it, with the shopper's message (rules §5, spec §8 Fulfilment). */
export function appointmentRefusal(refusal: AppointmentRefusal): ApiError {
  const code = refusal === 'none' ? 'NotFound' : CONFLICTS.has(refusal) ? 'Conflict' : 'BadRequest';
  return new ApiError(code, APPOINTMENT_MESSAGES[refusal]);
}

/** The slot filled up between the rules' check and the insert: check_violation on the capacity constraint. */
export function isSlotFull(err: unknown): boolean {
  const found = databaseError(err);
  return found?.code === '23514' && found.constraint === 'slot_load_within_capacity';
}

/**
 * The API's answer when a statement would have deleted a confirmed appointment: the trigger
 * appointments_keep_confirmed raised restrict_violation (23001). Whatever the path — a cart
 * change, a new or deleted shipping, the cart deleted — the shopper is told the booking belongs
 * to the order (409 `confirmed`); null for any other error. Used by app.ts's error handler, the
 * one place every transaction's failure passes.
 */
export function keptAppointmentRefusal(err: unknown): ApiError | null {
  const found = databaseError(err);
  return found?.code === '23001' && found.constraint === 'appointments_keep_confirmed' ? appointmentRefusal('confirmed') : null;
}

const DEADLOCK_ATTEMPTS = 5;

/**
 * Runs a transaction again when PostgreSQL broke a deadlock by aborting it — a backstop: moves
 * take their slot rows in one order (lockSlotLoads), so crossing moves wait rather than deadlock.
 * The one aborted runs again after a short random pause (its cart lock makes it the same request);
 * still losing after DEADLOCK_ATTEMPTS, it answers 409 with nothing changed.
 */
export async function retryingDeadlocks<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (databaseError(err)?.code !== '40P01') throw err;
      if (attempt >= DEADLOCK_ATTEMPTS) throw new ApiError('Conflict', BOOKING_BUSY_MESSAGE);
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}

type SlotLoadKey = { installerId: number; date: string; slot: string };

/**
 * Locks the slot rows a booking changes — the cart's old slot and its new one — in one order
 * (installer, date, slot) before anything is changed. Without it two carts moving into each
 * other's slots each free their own slot first (the trigger's update locks that row) and then wait
 * for the other's: a deadlock. A slot without a row yet has no place to free, so no move waits on
 * it in the other order. The application only reads installer_slot_load; the trigger writes it.
 */
export async function lockSlotLoads(tx: Tx, keys: readonly SlotLoadKey[]): Promise<void> {
  await tx
    .select({ slot: installerSlotLoad.slot })
    .from(installerSlotLoad)
    .where(
      or(
        ...keys.map((k) =>
          and(eq(installerSlotLoad.installerId, k.installerId), eq(installerSlotLoad.date, k.date), eq(installerSlotLoad.slot, k.slot)),
        ),
      ),
    )
    .orderBy(asc(installerSlotLoad.installerId), asc(installerSlotLoad.date), asc(installerSlotLoad.slot))
    .for('update');
}

/** Local start and end ("HH:MM"; "24:00" for a midnight that ends the day) and the window of a stored appointment. */
export function appointmentTimes(row: Pick<AppointmentRow, 'date' | 'slot' | 'isDropOff' | 'startsAt' | 'endsAt'>, timeZone: string) {
  const startTime = row.isDropOff ? localTimeOf(row.startsAt, timeZone) : row.slot;
  const endTime = localDateOf(row.endsAt, timeZone) === row.date ? localTimeOf(row.endsAt, timeZone) : '24:00';
  const dropOffWindow = row.isDropOff ? (row.slot.slice('drop-off:'.length) as DropOffWindow) : null;
  return { startTime, endTime, dropOffWindow };
}

/**
 * The answer for a stored appointment: whether the cart can still have this time (isAvailable).
 * A confirmed one is the order's. A live hold keeps its place until its start, as
 * confirmCartAppointment accepts it — the minimum notice applies to booking a time, not to keeping
 * one held (a hold made just before the notice boundary stays good). A hold that ran out is asked
 * of the slot rules like a new booking (`input` leaves the cart's own place out): false once it is
 * past, too soon, or taken by someone else (the shopper must reschedule, spec §8).
 */
function toCartAppointment(row: AppointmentRow, input: InstallerScheduleInput): CartAppointment {
  const { startTime, endTime, dropOffWindow } = appointmentTimes(row, input.timeZone);
  const ranOut = row.status === 'expired' || (row.status === 'held' && row.holdExpiresAt !== null && row.holdExpiresAt <= input.now);
  const kept = row.status === 'confirmed' || (row.status === 'held' && !ranOut);
  const request: SlotRequest = dropOffWindow
    ? { date: row.date, isDropOff: true, dropOffWindow }
    : { date: row.date, isDropOff: false, startTime };
  return {
    installer: {
      installerId: input.installer.id,
      name: input.installer.name,
      timeZone: input.timeZone,
      isMobileInstall: input.installer.isMobileInstall,
    },
    date: row.date,
    day: dayName(row.date),
    startTime,
    endTime,
    isDropOff: row.isDropOff,
    slotTime: slotTimeOf(startTime),
    amOrPm: amOrPmOf(startTime),
    dropOffWindow,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    label: appointmentLabel(
      { date: row.date, isDropOff: row.isDropOff, dropOffWindow, startTime, endTime },
      { isMobileInstall: input.installer.isMobileInstall },
    ),
    status: ranOut ? 'expired' : row.status,
    holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
    isAvailable: kept ? row.status === 'confirmed' || row.startsAt > input.now : checkSlot(input, request).ok,
  };
}

/** spec §7 GET /checkout/cart-appointment: 404 `none` when the cart has no appointment. */
export async function getCartAppointment(db: Db, cartId: string, client: TokenClaims, now: Date): Promise<Answer> {
  const [found] = await db
    .select({ clientId: carts.clientId, userId: carts.userId, appointment: appointments })
    .from(carts)
    .leftJoin(appointments, eq(appointments.cartId, carts.id))
    .where(eq(carts.id, cartId));
  requireCartAccess(found, client);
  const row = found!.appointment;
  if (!row) throw appointmentRefusal('none');
  return { siteCartAppointment: toCartAppointment(row, await loadScheduleInput(db, row.installerId, now, cartId)) };
}

/** Fields that name a time; they need a date to mean anything. */
const TIME_FIELDS = ['startTime', 'isDropOff', 'dropOffWindow', 'slotTime', 'amOrPm'] as const;

/**
 * The slot a request asks for, by core's rules: without a date the installer's default (spec §4
 * Cart "first available day, morning, drop-off"); otherwise the named time or window, refused with
 * the reason it cannot be had. slotTime and amOrPm are derived from the start, and refused when
 * they say otherwise.
 */
function chosenSlot(input: ScheduleInput, body: CartAppointmentInput): BookableSlot {
  if (body.date === undefined) {
    // A time without a day is not a request for the default: booking another time would surprise.
    if (TIME_FIELDS.some((field) => body[field] !== undefined)) throw appointmentRefusal('dateFormat');
    const slot = defaultSlot(input);
    if (!slot) throw appointmentRefusal('noAvailability');
    return slot;
  }
  const checked = checkSlot(input, {
    date: body.date,
    startTime: body.startTime,
    isDropOff: body.isDropOff,
    dropOffWindow: body.dropOffWindow,
  });
  if (!checked.ok) throw appointmentRefusal(checked.refusal);
  const { slot } = checked;
  if (
    (body.slotTime !== undefined && body.slotTime !== slotTimeOf(slot.startTime)) ||
    (body.amOrPm !== undefined && body.amOrPm !== amOrPmOf(slot.startTime))
  ) {
    throw appointmentRefusal('selectSlot');
  }
  return slot;
}

/** The cart's installer (its shipping must be to one, rules §5) and its appointment's status and slot, if it has one. */
async function bookingContext(tx: Tx, cartId: string, body: CartAppointmentInput) {
  const [shipping] = await tx
    .select({
      option: cartShipping.shippingOption,
      installerId: cartShipping.installerId,
      appointment: { status: appointments.status, date: appointments.date, slot: appointments.slot },
    })
    .from(cartShipping)
    .leftJoin(appointments, eq(appointments.cartId, cartShipping.cartId))
    .where(eq(cartShipping.cartId, cartId));
  if (shipping?.option !== 'INSTALLER' || shipping.installerId === null) throw appointmentRefusal('selectShop');
  if (body.installerId !== undefined && body.installerId !== shipping.installerId) {
    const [other] = await tx.select({ id: installers.id }).from(installers).where(eq(installers.id, body.installerId));
    if (!other) throw new ApiError('NotFound', fillMessage(LOOKUP_REFUSALS.noInstaller, { id: body.installerId }));
    throw appointmentRefusal('otherInstaller');
  }
  return { installerId: shipping.installerId, current: shipping.appointment };
}

/**
 * Holds `slot` for the cart. Holds of the slot that ran out are marked expired first, which frees
 * their places (the trigger counts them until then), so the capacity check sees the places really
 * taken — the same count the rules just used.
 */
async function holdSlot(tx: Tx, cartId: string, installerId: number, slot: BookableSlot, now: Date): Promise<AppointmentRow> {
  await tx
    .update(appointments)
    .set({ status: 'expired', holdExpiresAt: null, updatedAt: now })
    .where(
      and(
        eq(appointments.installerId, installerId),
        eq(appointments.date, slot.date),
        eq(appointments.slot, slot.slot),
        eq(appointments.status, 'held'),
        lte(appointments.holdExpiresAt, now),
      ),
    );
  try {
    const [row] = await tx
      .insert(appointments)
      .values({
        cartId,
        installerId,
        date: slot.date,
        slot: slot.slot,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        isDropOff: slot.isDropOff,
        status: 'held',
        holdExpiresAt: new Date(now.getTime() + APPOINTMENT_HOLD_MINUTES * 60_000),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return row!;
  } catch (err) {
    if (isSlotFull(err)) throw appointmentRefusal('slotTaken');
    throw err;
  }
}

/**
 * Books (create), moves (update) or either (the add of tires with a time: cart-changes.ts) the
 * cart's appointment inside the caller's transaction, which holds the cart's lock. The checks and
 * refusals of the booking calls, wherever the time comes from; a refusal throws, and the caller's
 * transaction then changes nothing.
 */
export async function holdCartAppointment(
  tx: Tx,
  cartId: string,
  body: CartAppointmentInput,
  now: Date,
  mode: 'create' | 'update' | 'either',
): Promise<Answer> {
  const { installerId, current } = await bookingContext(tx, cartId, body);
  // rules §4 Appointments: a create that finds one falls back to an update, an update that
  // finds none to a create — the client's side; the API says which.
  if (mode === 'create' && current) throw appointmentRefusal('exists');
  if (mode === 'update' && !current) throw appointmentRefusal('none');
  if (current?.status === 'confirmed') throw appointmentRefusal('confirmed');
  const input = await loadScheduleInput(tx, installerId, now, cartId);
  const slot = chosenSlot(input, body);
  await lockSlotLoads(tx, [
    ...(current ? [{ installerId, date: current.date, slot: current.slot }] : []),
    { installerId, date: slot.date, slot: slot.slot },
  ]);
  // A move frees the old place in the same transaction: refused, the old time stays.
  if (current) await tx.delete(appointments).where(eq(appointments.cartId, cartId));
  const row = await holdSlot(tx, cartId, installerId, slot, now);
  return { siteCartAppointment: toCartAppointment(row, input) };
}

/** POST and PUT: book (create) or move (update) the cart's appointment in one transaction. */
function book(
  database: Database,
  cartId: string,
  body: CartAppointmentInput,
  client: TokenClaims,
  now: Date,
  mode: 'create' | 'update',
): Promise<Answer> {
  return retryingDeadlocks(() =>
    database.db.transaction(async (tx) => {
      await lockOwnCart(tx, cartId, client);
      return holdCartAppointment(tx, cartId, body, now, mode);
    }),
  );
}

/** spec §7 POST /checkout/cart-appointment (201): 409 `exists` when the cart has one already. */
export async function createCartAppointment(
  database: Database,
  cartId: string,
  body: CartAppointmentInput,
  client: TokenClaims,
  now: Date,
): Promise<Answer> {
  return book(database, cartId, body, client, now, 'create');
}

/**
 * spec §7 PUT /checkout/cart-appointment: moves the appointment, or holds the same time again for
 * another APPOINTMENT_HOLD_MINUTES. 404 `none` when the cart has none.
 */
export async function updateCartAppointment(
  database: Database,
  cartId: string,
  body: CartAppointmentInput,
  client: TokenClaims,
  now: Date,
): Promise<Answer> {
  return book(database, cartId, body, client, now, 'update');
}

/**
 * spec §7 DELETE /checkout/cart-appointment: frees the place; 404 `none` when there is none
 * (clients count it as done), 409 `confirmed` when the order has it.
 */
export async function deleteCartAppointment(database: Database, cartId: string, client: TokenClaims): Promise<{ deleted: true }> {
  return database.db.transaction(async (tx) => {
    await lockOwnCart(tx, cartId, client);
    const [row] = await tx.select({ status: appointments.status }).from(appointments).where(eq(appointments.cartId, cartId));
    if (!row) throw appointmentRefusal('none');
    if (row.status === 'confirmed') throw appointmentRefusal('confirmed');
    await tx.delete(appointments).where(eq(appointments.cartId, cartId));
    return { deleted: true as const };
  });
}

/**
 * For order placement (the checkout issue): confirms the cart's appointment inside the order's
 * transaction. Throws 409 slotTaken when its hold ran out and the slot was taken meanwhile.
 * 400 selectSlot when the cart has no appointment (rules §5), 409 reschedule when its time has
 * passed (spec §8 "appointment issue (please reschedule)").
 */
export async function confirmCartAppointment(tx: Tx, cartId: string, now: Date): Promise<void> {
  const [row] = await tx.select().from(appointments).where(eq(appointments.cartId, cartId)).for('update');
  if (!row) throw appointmentRefusal('selectSlot');
  if (row.startsAt <= now) throw appointmentRefusal('reschedule');
  if (row.status === 'confirmed') return;
  const confirm = (handle: Tx) =>
    handle.update(appointments).set({ status: 'confirmed', holdExpiresAt: null, updatedAt: now }).where(eq(appointments.id, row.id));
  // A hold keeps its place until it is marked expired (even past its time): confirming it takes
  // nothing new.
  if (row.status === 'held') {
    await confirm(tx);
    return;
  }
  // An expired appointment takes its place again, which the trigger refuses when the slot filled
  // up meanwhile. In a savepoint, so the order's transaction can still answer the refusal.
  try {
    await tx.transaction(confirm);
  } catch (err) {
    if (isSlotFull(err)) throw appointmentRefusal('slotTaken');
    throw err;
  }
}
