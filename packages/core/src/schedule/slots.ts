/**
 * Slot computation. See docs/decisions.md "Installation booking" for the rules in words.
 *
 * Everything is on the installer's wall clock: a day's timed slots start at its opening time and
 * then every SLOT_MINUTES while a whole slot fits before closing; its drop-off windows are
 * DROP_OFF_WINDOW_HOURS clipped to the opening hours, offered when at least SLOT_MINUTES remain.
 * A slot or window is listed (and bookable) only when it starts at or after now + minNoticeHours
 * and both its local start and end exist (daylight saving); full ones are listed with available 0.
 * Each timed slot and each window has `bays` places of its own.
 */
import {
  APPOINTMENT_DAYS_AHEAD,
  DROP_OFF_WINDOW_HOURS,
  DROP_OFF_WINDOWS,
  SLOT_MINUTES,
  type AppointmentRefusal,
  type DropOffWindow,
  type DropOffWindowSlot,
  type ScheduleDay,
  type ScheduleSlot,
} from '../contract/appointments';
import { isCalendarDate } from '../search/calendar-date/index';
import { shopHolidayOn } from './holidays';
import { addDays, localDateOf, minutesOfTime, timeOfMinutes, weekdayOf, zonedDay } from './zoned';

/** Weekly opening hours: day 0 = Sunday … 6 = Saturday, local "HH:MM" (close may be "24:00"); a missing day is closed. */
export type WeeklyHours = readonly { day: number; open: string; close: string }[];

export interface ScheduleInput {
  weeklyHours: WeeklyHours;
  timeZone: string;
  /** Places per slot and per drop-off window. */
  bays: number;
  minNoticeHours: number;
  /** The installer's own closures by date, besides the shop holidays every shop closes on (holidays.ts). */
  closures: ReadonlyMap<string, string>;
  /** Places taken, by slotKey(date, slot). */
  booked: ReadonlyMap<string, number>;
  now: Date;
  /**
   * Only these local dates (a subset of the 30 days), e.g. tomorrow and the coming Monday for the
   * lookup's isInstallTomorrow / isInstallMonday flags; all 30 days when left out.
   */
  dates?: readonly string[];
}

/** A slot as stored: 'HH:MM' for a timed slot, 'drop-off:Morning' … for a window. */
export type SlotId = string;

export function slotKey(date: string, slot: SlotId): string {
  return `${date} ${slot}`;
}

export function dropOffSlot(window: DropOffWindow): SlotId {
  return `drop-off:${window}`;
}

/** A bookable slot or window, as a booking stores it. */
export interface BookableSlot {
  date: string;
  slot: SlotId;
  isDropOff: boolean;
  dropOffWindow: DropOffWindow | null;
  /** Local "HH:MM". */
  startTime: string;
  endTime: string;
  startsAt: Date;
  endsAt: Date;
  available: number;
}

const HOUR_MS = 3_600_000;
const NOON = 12 * 60;
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "Monday" of a "YYYY-MM-DD". */
export function dayName(date: string): string {
  return WEEKDAY_NAMES[weekdayOf(date)]!;
}

/** spec §3 Cart appointment slotTime: a slot or window starting before noon is morning. */
export function slotTimeOf(startTime: string): 'morning' | 'afternoon' {
  return (minutesOfTime(startTime) ?? 0) < NOON ? 'morning' : 'afternoon';
}

/** spec §3 Cart appointment amOrPm of a start time. */
export function amOrPmOf(startTime: string): 'AM' | 'PM' {
  return (minutesOfTime(startTime) ?? 0) < NOON ? 'AM' : 'PM';
}

/** The installer's local today and the last day that can be booked (today + 29). */
export function bookingRange(input: Pick<ScheduleInput, 'now' | 'timeZone'>): { today: string; lastDay: string } {
  const today = localDateOf(input.now, input.timeZone);
  return { today, lastDay: addDays(today, APPOINTMENT_DAYS_AHEAD - 1) };
}

/** The opening hours of a weekday in minutes; null when closed then (missing, malformed or empty). The first entry of a day counts. */
function weeklyOpening(weeklyHours: WeeklyHours, weekday: number): { open: number; close: number } | null {
  const entry = weeklyHours.find((h) => h.day === weekday);
  if (!entry) return null;
  const open = minutesOfTime(entry.open);
  const close = minutesOfTime(entry.close);
  if (open === null || close === null || open >= close) return null;
  return { open, close };
}

interface DayPlan {
  date: string;
  weekday: number;
  /** null when the shop is closed that day. */
  opening: { open: number; close: number } | null;
  closedReason: string | null;
  /** Every timed slot and window of the day, whatever the notice. */
  slots: BookableSlot[];
  windows: BookableSlot[];
}

function bookableSlot(
  input: ScheduleInput,
  date: string,
  instantAt: (minutes: number) => Date | null,
  start: number,
  end: number,
  window: DropOffWindow | null,
): BookableSlot | null {
  const startsAt = instantAt(start);
  const endsAt = instantAt(end);
  // A slot whose local start or end falls in a spring-forward gap does not happen that day.
  if (!startsAt || !endsAt || endsAt <= startsAt) return null;
  const startTime = timeOfMinutes(start);
  const endTime = timeOfMinutes(end);
  const slot = window ? dropOffSlot(window) : startTime;
  const taken = input.booked.get(slotKey(date, slot)) ?? 0;
  return {
    date,
    slot,
    isDropOff: window !== null,
    dropOffWindow: window,
    startTime,
    endTime,
    startsAt,
    endsAt,
    available: Math.max(0, Math.floor(input.bays) - taken),
  };
}

function planDay(input: ScheduleInput, date: string): DayPlan {
  const weekday = weekdayOf(date);
  const usual = weeklyOpening(input.weeklyHours, weekday);
  // A shop holiday keeps its own name inside a closure of the installer's own.
  const closure = shopHolidayOn(date) ?? input.closures.get(date);
  const opening = closure === undefined ? usual : null;
  const plan: DayPlan = { date, weekday, opening, closedReason: closure !== undefined && usual ? closure : null, slots: [], windows: [] };
  if (!opening) return plan;
  const instantAt = zonedDay(date, input.timeZone)!;
  for (let start = opening.open; start + SLOT_MINUTES <= opening.close; start += SLOT_MINUTES) {
    const slot = bookableSlot(input, date, instantAt, start, start + SLOT_MINUTES, null);
    if (slot) plan.slots.push(slot);
  }
  for (const window of DROP_OFF_WINDOWS) {
    const hours = DROP_OFF_WINDOW_HOURS[window];
    const start = Math.max(minutesOfTime(hours.start)!, opening.open);
    const end = Math.min(minutesOfTime(hours.end)!, opening.close);
    if (end - start < SLOT_MINUTES) continue;
    const slot = bookableSlot(input, date, instantAt, start, end, window);
    if (slot) plan.windows.push(slot);
  }
  return plan;
}

function noticeCutoff(input: ScheduleInput): number {
  return input.now.getTime() + Math.max(0, input.minNoticeHours) * HOUR_MS;
}

/** The days listed: today … today + 29, or those of them in input.dates. */
function listedDates(input: ScheduleInput): string[] {
  const { today } = bookingRange(input);
  const wanted = input.dates ? new Set(input.dates) : null;
  const dates: string[] = [];
  for (let i = 0; i < APPOINTMENT_DAYS_AHEAD; i++) {
    const date = addDays(today, i);
    if (!wanted || wanted.has(date)) dates.push(date);
  }
  return dates;
}

function toScheduleSlot(slot: BookableSlot): ScheduleSlot {
  return {
    startTime: slot.startTime,
    endTime: slot.endTime,
    slotTime: slotTimeOf(slot.startTime),
    amOrPm: amOrPmOf(slot.startTime),
    label: timeLabel(slot.startTime),
    startsAt: slot.startsAt.toISOString(),
    available: slot.available,
  };
}

function toDropOffWindow(slot: BookableSlot): DropOffWindowSlot {
  return {
    dropOffWindow: slot.dropOffWindow!,
    startTime: slot.startTime,
    endTime: slot.endTime,
    label: windowLabel(slot),
    startsAt: slot.startsAt.toISOString(),
    available: slot.available,
  };
}

/**
 * The next APPOINTMENT_DAYS_AHEAD days from the installer's local today (today included), or those
 * of them in input.dates.
 */
export function scheduleDays(input: ScheduleInput): ScheduleDay[] {
  const cutoff = noticeCutoff(input);
  return listedDates(input).map((date) => {
    const plan = planDay(input, date);
    const slots = plan.slots.filter((s) => s.startsAt.getTime() >= cutoff);
    const windows = plan.windows.filter((s) => s.startsAt.getTime() >= cutoff);
    return {
      date,
      day: WEEKDAY_NAMES[plan.weekday]!,
      isOpen: plan.opening !== null,
      closedReason: plan.closedReason,
      openTime: plan.opening ? timeOfMinutes(plan.opening.open) : null,
      closeTime: plan.opening ? timeOfMinutes(plan.opening.close) : null,
      slots: slots.map(toScheduleSlot),
      dropOffWindows: windows.map(toDropOffWindow),
      isAvailable: slots.some((s) => s.available > 0) || windows.some((s) => s.available > 0),
    };
  });
}

/** What is asked for: a timed slot (startTime) or a drop-off window. */
export interface SlotRequest {
  date: string;
  startTime?: string;
  /** Left out: a drop-off when only dropOffWindow is given. */
  isDropOff?: boolean;
  dropOffWindow?: DropOffWindow;
}

/**
 * Whether a request names a bookable slot now, by the same rules as scheduleDays: the slot, or
 * why not (the key of APPOINTMENT_MESSAGES). Any of the 30 days may be asked for (input.dates
 * does not narrow it). Refusals in order: dateFormat, past, tooFar, closed, selectSlot (no time
 * or window named), noSuchSlot, tooSoon (before now + minimum notice), slotTaken.
 */
export function checkSlot(
  input: ScheduleInput,
  request: SlotRequest,
): { ok: true; slot: BookableSlot } | { ok: false; refusal: AppointmentRefusal } {
  const refuse = (refusal: AppointmentRefusal) => ({ ok: false as const, refusal });
  const { date } = request;
  if (typeof date !== 'string' || !isCalendarDate(date)) return refuse('dateFormat');
  const { today, lastDay } = bookingRange(input);
  if (date < today) return refuse('past');
  if (date > lastDay) return refuse('tooFar');
  const plan = planDay(input, date);
  if (!plan.opening) return refuse('closed');

  const isDropOff = request.isDropOff ?? (request.dropOffWindow !== undefined && request.startTime === undefined);
  let slot: BookableSlot | undefined;
  if (isDropOff) {
    if (request.dropOffWindow === undefined) return refuse('selectSlot');
    slot = plan.windows.find((w) => w.dropOffWindow === request.dropOffWindow);
  } else {
    if (request.startTime === undefined) return refuse('selectSlot');
    slot = plan.slots.find((s) => s.startTime === request.startTime);
  }
  if (!slot) return refuse('noSuchSlot');
  if (slot.startsAt.getTime() < noticeCutoff(input)) return refuse('tooSoon');
  if (slot.available <= 0) return refuse('slotTaken');
  return { ok: true, slot };
}

/**
 * spec §4 Cart: the default appointment — the first available day, morning, drop-off; when that
 * day has no free morning drop-off, its first free window, then its first free slot. null when
 * nothing is free in the 30 days (or in input.dates when given).
 */
export function defaultSlot(input: ScheduleInput): BookableSlot | null {
  const cutoff = noticeCutoff(input);
  const free = (s: BookableSlot) => s.available > 0 && s.startsAt.getTime() >= cutoff;
  for (const date of listedDates(input)) {
    const plan = planDay(input, date);
    const pick = plan.windows.find((w) => w.dropOffWindow === 'Morning' && free(w)) ?? plan.windows.find(free) ?? plan.slots.find(free);
    if (pick) return pick;
  }
  return null;
}

/** "Tuesday, November 24". */
function dateLabel(date: string): string {
  const [, month, day] = date.split('-').map(Number);
  return `${dayName(date)}, ${MONTH_NAMES[month! - 1]} ${day}`;
}

/** "Morning, 8:00 AM–12:00 PM". */
function windowLabel(slot: Pick<BookableSlot, 'dropOffWindow' | 'startTime' | 'endTime'>): string {
  return `${slot.dropOffWindow}, ${timeLabel(slot.startTime)}–${timeLabel(slot.endTime)}`;
}

/**
 * "Tuesday, November 24 · Morning drop-off, 8:00 AM–12:00 PM" or "Tuesday, November 24 · 9:00 AM".
 * A mobile installer comes to the shopper, so its window is an arrival window: "Morning arrival
 * window, 8:00 AM–12:00 PM".
 */
export function appointmentLabel(
  slot: Pick<BookableSlot, 'date' | 'isDropOff' | 'dropOffWindow' | 'startTime' | 'endTime'>,
  options: { isMobileInstall?: boolean } = {},
): string {
  const when = slot.isDropOff
    ? `${slot.dropOffWindow} ${options.isMobileInstall ? 'arrival window' : 'drop-off'}, ${timeLabel(slot.startTime)}–${timeLabel(slot.endTime)}`
    : timeLabel(slot.startTime);
  return `${dateLabel(slot.date)} · ${when}`;
}

/** "9:00 AM" from "09:00"; "12:00 PM" is noon and "12:00 AM" midnight ("00:00" or "24:00"). */
export function timeLabel(time: string): string {
  const minutes = minutesOfTime(time);
  if (minutes === null) throw new RangeError(`Not a time (HH:MM): ${JSON.stringify(time)}`);
  const hour = Math.floor(minutes / 60) % 24;
  return `${hour % 12 || 12}:${String(minutes % 60).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}
