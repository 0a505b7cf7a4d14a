/**
 * Days the seed's installers are closed besides their weekly hours (installer_closures; issue #5
 * "Schedules: … closures and holidays"): the US public holidays tire shops close on, every year of
 * SEED_CLOSURE_YEARS, for every installer, and for about one shop in ten one closure of its own of
 * one to three days. Holidays are computed from their rules, not typed, so a year is added by
 * changing the range. Installer 1, the shop the tests and examples book, closes on holidays only.
 */
import { addDays, weekdayOf } from '@tireshop/core';
import type { Random } from './random';
import type { InstallerClosureRow, InstallerRow } from './types';

export const SEED_CLOSURE_YEARS = [2026, 2027, 2028] as const;

/** Share of fixed shops with a closure of their own. */
export const OWN_CLOSURE_SHARE = 0.1;
/** The span an own closure starts in (local dates, inclusive). */
export const OWN_CLOSURE_WINDOW = { from: '2026-12-01', to: '2027-06-30' } as const;
export const OWN_CLOSURE_REASONS = ['Closed for staff training', 'Closed for renovation'] as const;

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The `nth` (1-based) `weekday` (0 = Sunday) of a month; nth = -1 for the last one. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): string {
  if (nth > 0) {
    const first = iso(year, month, 1);
    return addDays(first, ((weekday - weekdayOf(first) + 7) % 7) + 7 * (nth - 1));
  }
  const last = addDays(iso(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1), -1);
  return addDays(last, -((weekdayOf(last) - weekday + 7) % 7));
}

/**
 * The public holidays a tire shop closes on, in a year: on the day itself (a shop open on
 * Saturdays closes on a Saturday Fourth of July, and opens on the Friday before).
 */
export function shopHolidays(year: number): { date: string; reason: string }[] {
  return [
    { date: iso(year, 1, 1), reason: "New Year's Day" },
    { date: nthWeekday(year, 5, 1, -1), reason: 'Memorial Day' },
    { date: iso(year, 7, 4), reason: 'Independence Day' },
    { date: nthWeekday(year, 9, 1, 1), reason: 'Labor Day' },
    { date: nthWeekday(year, 11, 4, 4), reason: 'Thanksgiving Day' },
    { date: iso(year, 12, 25), reason: 'Christmas Day' },
  ];
}

/** Whole days from one "YYYY-MM-DD" to another. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

export function buildClosures(installers: readonly InstallerRow[], random: Random): InstallerClosureRow[] {
  const holidays = SEED_CLOSURE_YEARS.flatMap(shopHolidays);
  const windowDays = daysBetween(OWN_CLOSURE_WINDOW.from, OWN_CLOSURE_WINDOW.to);
  const rows: InstallerClosureRow[] = [];
  for (const installer of installers) {
    const closed = new Map(holidays.map((h) => [h.date, h.reason]));
    // Drawn for every installer, so one more installer does not shift the others' closures.
    const own = random.chance(OWN_CLOSURE_SHARE);
    const start = addDays(OWN_CLOSURE_WINDOW.from, random.int(0, windowDays));
    const length = random.int(1, 3);
    const reason = random.pick(OWN_CLOSURE_REASONS);
    if (own && installer.id !== 1 && !installer.isMobileInstall) {
      // A holiday inside the closure keeps its own name.
      for (let d = 0; d < length; d++) if (!closed.has(addDays(start, d))) closed.set(addDays(start, d), reason);
    }
    for (const [date, why] of [...closed].sort(([a], [b]) => a.localeCompare(b))) rows.push({ installerId: installer.id, date, reason: why });
  }
  return rows;
}
