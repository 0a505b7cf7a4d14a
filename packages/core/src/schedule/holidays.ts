/**
 * The public holidays every partner shop closes on (docs/decisions.md "Installation booking"):
 * New Year's Day, Memorial Day, Independence Day, Labor Day, Thanksgiving and Christmas, on the
 * day itself (a shop open on Saturdays closes on a Saturday Fourth of July and opens the Friday
 * before). Computed from their rules for any year, so the calendar never runs out; an installer's
 * own closures (installer_closures) come on top.
 */
import { addDays, weekdayOf } from './zoned';

export interface ShopHoliday {
  date: string;
  reason: string;
}

const iso = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The `nth` (1-based) `weekday` (0 = Sunday) of a month; nth = -1 for the last one. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): string {
  if (nth > 0) {
    const first = iso(year, month, 1);
    return addDays(first, ((weekday - weekdayOf(first) + 7) % 7) + 7 * (nth - 1));
  }
  const last = addDays(month === 12 ? iso(year + 1, 1, 1) : iso(year, month + 1, 1), -1);
  return addDays(last, -((weekdayOf(last) - weekday + 7) % 7));
}

const byYear = new Map<number, ReadonlyMap<string, string>>();

/** The shop holidays of a year, in date order. */
export function shopHolidays(year: number): ShopHoliday[] {
  return [
    { date: iso(year, 1, 1), reason: "New Year's Day" },
    { date: nthWeekday(year, 5, 1, -1), reason: 'Memorial Day' },
    { date: iso(year, 7, 4), reason: 'Independence Day' },
    { date: nthWeekday(year, 9, 1, 1), reason: 'Labor Day' },
    { date: nthWeekday(year, 11, 4, 4), reason: 'Thanksgiving Day' },
    { date: iso(year, 12, 25), reason: 'Christmas Day' },
  ];
}

/** The holiday on a "YYYY-MM-DD", by name; undefined on other days. */
export function shopHolidayOn(date: string): string | undefined {
  const year = Number(date.slice(0, 4));
  let holidays = byYear.get(year);
  if (!holidays) {
    holidays = new Map(shopHolidays(year).map((h) => [h.date, h.reason]));
    byYear.set(year, holidays);
  }
  return holidays.get(date);
}
