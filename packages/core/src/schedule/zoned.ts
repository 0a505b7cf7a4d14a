/**
 * Local dates and times in an IANA time zone, independent of the process time zone
 * (@date-fns/tz). Daylight-saving correct: a local time that does not exist (the spring-forward
 * gap) has no instant; an ambiguous one (the fall-back hour) is its earlier instant.
 */
import { tzOffset } from '@date-fns/tz';
import { isCalendarDate } from '../search/calendar-date/index';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** The UTC milliseconds of a real calendar "YYYY-MM-DD" at 00:00 UTC; null for anything else ("2025-02-30"). */
function calendarMs(date: string): number | null {
  return isCalendarDate(date) ? Date.parse(`${date}T00:00:00Z`) : null;
}

function requireCalendarMs(date: string): number {
  const ms = calendarMs(date);
  if (ms === null) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${JSON.stringify(date)}`);
  return ms;
}

/** The decimal digit at index i, or NaN (module level: a closure per call showed in the schedule's profile). */
function digitAt(text: string, i: number): number {
  const d = text.charCodeAt(i) - 48;
  return d >= 0 && d <= 9 ? d : NaN;
}

/** Minutes since local midnight of an "HH:MM" ("00:00" … "23:59", and "24:00" = 1440 for the midnight that ends a day); null when malformed. */
export function minutesOfTime(time: string): number | null {
  // Read by character: schedules parse a time for every label of every slot.
  if (typeof time !== 'string' || time.length !== 5 || time.charCodeAt(2) !== 58 /* : */) return null;
  const hours = digitAt(time, 0) * 10 + digitAt(time, 1);
  const minutes = digitAt(time, 3) * 10 + digitAt(time, 4);
  if (!(hours >= 0 && minutes >= 0 && minutes <= 59)) return null; // NaN fails too
  if (hours < 24 || (hours === 24 && minutes === 0)) return hours * 60 + minutes;
  return null;
}

/** "HH:MM" of minutes since local midnight (1440 → "24:00"). */
export function timeOfMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

function isoDateOfUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The zone's UTC offset in minutes at an instant; throws for an unknown time zone. */
function offsetAt(timeZone: string, ms: number): number {
  const offset = tzOffset(timeZone, new Date(ms));
  if (!Number.isFinite(offset)) throw new RangeError(`Unknown time zone: ${JSON.stringify(timeZone)}`);
  return offset;
}

/** Whether a string is a time zone the runtime knows (IANA name or UTC offset). */
export function isTimeZone(timeZone: string): boolean {
  return Number.isFinite(tzOffset(timeZone, new Date(0)));
}

/** The local "YYYY-MM-DD" of an instant in a time zone. */
export function localDateOf(instant: Date, timeZone: string): string {
  const ms = instant.getTime();
  return isoDateOfUtc(ms + offsetAt(timeZone, ms) * MINUTE_MS);
}

/** The local "HH:MM" of an instant in a time zone. */
export function localTimeOf(instant: Date, timeZone: string): string {
  const ms = instant.getTime();
  return new Date(ms + offsetAt(timeZone, ms) * MINUTE_MS).toISOString().slice(11, 16);
}

const steadyOffsets = new Map<string, number | null>();

/**
 * The zone's offset when it is the same all through a local date (every day but the one or two a
 * year the clocks change), else null. The local day lies within a day either side of its UTC
 * date; like zonedInstant, this takes a zone to change its offset at most once in that span.
 * Cached: a schedule asks about the same 30 days for every slot.
 */
function steadyOffset(timeZone: string, date: string, dayMs: number): number | null {
  const key = `${timeZone} ${date}`;
  const cached = steadyOffsets.get(key);
  if (cached !== undefined) return cached;
  const first = offsetAt(timeZone, dayMs - DAY_MS);
  const steady = first === offsetAt(timeZone, dayMs + DAY_MS / 2) && first === offsetAt(timeZone, dayMs + 2 * DAY_MS) ? first : null;
  if (steadyOffsets.size >= 20_000) steadyOffsets.clear();
  steadyOffsets.set(key, steady);
  return steady;
}

/**
 * The instant of a local date and "HH:MM" in a time zone; null when that local time does not exist
 * (or the date or time is malformed). "24:00" is the midnight that ends the date.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date | null {
  const minutes = minutesOfTime(time);
  if (minutes === null) return null;
  return zonedDay(date, timeZone)?.(minutes) ?? null;
}

/**
 * One local date in a time zone, read once: minutes since its local midnight (0 … 1440) → the
 * instant, as zonedInstant. null for a malformed date. For the many slots of one day.
 */
export function zonedDay(date: string, timeZone: string): ((minutes: number) => Date | null) | null {
  const dayMs = calendarMs(date);
  if (dayMs === null) return null;
  const steady = steadyOffset(timeZone, date, dayMs);
  if (steady !== null) return (minutes) => new Date(dayMs + (minutes - steady) * MINUTE_MS);
  return (minutes) => {
    // The wall-clock time read as if it were UTC; the real instant is wall − offset, for the
    // offset in force at that instant. The offsets a day either side cover both sides of a change.
    const wall = dayMs + minutes * MINUTE_MS;
    const offsets = new Set([offsetAt(timeZone, wall - DAY_MS), offsetAt(timeZone, wall), offsetAt(timeZone, wall + DAY_MS)]);
    let earliest: number | null = null;
    for (const offset of offsets) {
      const candidate = wall - offset * MINUTE_MS;
      if (offsetAt(timeZone, candidate) !== offset) continue; // not what the clock reads then
      if (earliest === null || candidate < earliest) earliest = candidate;
    }
    return earliest === null ? null : new Date(earliest);
  };
}

/** "YYYY-MM-DD" plus n days (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`Not a whole number of days: ${days}`);
  return isoDateOfUtc(requireCalendarMs(date) + days * DAY_MS);
}

/** 0 = Sunday … 6 = Saturday of a "YYYY-MM-DD". */
export function weekdayOf(date: string): number {
  return new Date(requireCalendarMs(date)).getUTCDay();
}
