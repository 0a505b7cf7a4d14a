/**
 * Days the seed's installers are closed besides their weekly hours and the shop holidays every
 * shop closes on (core's schedule/holidays.ts, computed for any year, not stored): for about one
 * fixed shop in ten, one closure of its own of one to three days. Installer 1, the shop the tests
 * and examples book, has none.
 */
import { addDays } from '@tireshop/core';
import type { Random } from './random';
import type { InstallerClosureRow, InstallerRow } from './types';

/** Share of fixed shops with a closure of their own. */
export const OWN_CLOSURE_SHARE = 0.1;
/** The span an own closure starts in (local dates, inclusive). */
export const OWN_CLOSURE_WINDOW = { from: '2026-12-01', to: '2027-06-30' } as const;
export const OWN_CLOSURE_REASONS = ['Closed for staff training', 'Closed for renovation'] as const;

/** Whole days from one "YYYY-MM-DD" to another. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

export function buildClosures(installers: readonly InstallerRow[], random: Random): InstallerClosureRow[] {
  const windowDays = daysBetween(OWN_CLOSURE_WINDOW.from, OWN_CLOSURE_WINDOW.to);
  const rows: InstallerClosureRow[] = [];
  for (const installer of installers) {
    // Drawn for every installer, so one more installer does not shift the others' closures.
    const own = random.chance(OWN_CLOSURE_SHARE);
    const start = addDays(OWN_CLOSURE_WINDOW.from, random.int(0, windowDays));
    const length = random.int(1, 3);
    const reason = random.pick(OWN_CLOSURE_REASONS);
    if (!own || installer.id === 1 || installer.isMobileInstall) continue;
    for (let d = 0; d < length; d++) rows.push({ installerId: installer.id, date: addDays(start, d), reason });
  }
  return rows;
}
