#!/usr/bin/env node
// The date matrix: the API suites whose answers depend on the date and the hour (schedules,
// bookings and holds, the installers' availability flags, the installer's own bookings) run at
// fixed instants that have broken or could break them — every weekday, mornings and evenings in
// the shops' time, a holiday and its eve, a month end, the year end, both daylight-saving changes
// and a leap day. Each run pins the API tests' clock (packages/api/test/support/clock.ts) with
// TIRESHOP_TEST_NOW and runs on PGlite (the full run covers PostgreSQL at the default instant).
//
//   node scripts/date-matrix.mjs                       every instant
//   node scripts/date-matrix.mjs 2026-11-26T15:00:00Z  one instant (any ISO instant)
import { spawnSync } from 'node:child_process';

export const SUITES = [
  'packages/api/test/appointments-api.test.ts',
  'packages/api/test/appointments-release.test.ts',
  'packages/api/test/installers-availability.test.ts',
  'packages/api/test/installers-details.test.ts',
  'packages/api/test/installer-portal.test.ts',
  'packages/api/test/install-location.test.ts',
];

// Instants in UTC; the test shops keep US hours (08:00–17:30 on weekdays, to 16:00 on Saturdays,
// closed on Sundays). The full run covers the default instant, a Wednesday mid-morning.
export const INSTANTS = [
  ['2026-11-30T23:30:00Z', 'Monday evening after closing, a month end'],
  ['2026-11-17T14:30:00Z', 'Tuesday, 8:30 in Chicago: the morning window about to pass its notice'],
  ['2026-11-26T15:00:00Z', 'Thanksgiving Day, a Thursday holiday'],
  ['2026-12-31T20:00:00Z', 'Thursday, New Year’s Eve: the next day is a holiday in a new year'],
  ['2026-12-04T19:00:00Z', 'Friday afternoon before a closed Sunday'],
  ['2027-03-13T18:00:00Z', 'Saturday before daylight saving starts'],
  ['2027-11-07T18:00:00Z', 'Sunday, daylight saving ended overnight'],
  ['2028-02-28T14:30:00Z', 'Monday morning before a leap day'],
];

const asked = process.argv.slice(2);
const instants = asked.length ? asked.map((at) => [at, 'asked for']) : INSTANTS;
const failed = [];
for (const [at, what] of instants) {
  const started = Date.now();
  console.log(`\n▶ date matrix: ${at} — ${what}`);
  const r = spawnSync('npx', ['vitest', 'run', '--project', 'api', '--reporter', 'dot', ...SUITES], {
    stdio: 'inherit',
    env: { ...process.env, TIRESHOP_TEST_NOW: at, TIRESHOP_TEST_DATABASES: 'pglite' },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (r.status === 0) console.log(`✔ ${at} (${seconds} s)`);
  else {
    console.error(`✖ ${at} — ${what} (${seconds} s)`);
    failed.push(at);
  }
}
if (failed.length) {
  console.error(`\nThe date-dependent suites failed at: ${failed.join(', ')}.\nRun one again: node scripts/date-matrix.mjs ${failed[0]}`);
  process.exit(1);
}
console.log(`\nThe date-dependent suites passed at all ${instants.length} instants.`);
