#!/usr/bin/env node
// The date matrix: the API suites whose answers depend on the date and the hour (schedules,
// bookings and holds, the installers' availability flags, the installer's own bookings) run at
// fixed instants that have broken or could break them — every weekday, mornings and evenings in
// the shops' time, a holiday and its eve, a month end, the year end, both daylight-saving changes
// and a leap day (the list: scripts/date-matrix-instants.ts). One vitest run (vitest.date-matrix.config.ts)
// has a project per instant; each pins the API tests' clock (packages/api/test/support/clock.ts) with
// TIRESHOP_TEST_NOW and runs on PGlite (the full run covers PostgreSQL at the default instant).
//
//   node scripts/date-matrix.mjs                       every instant
//   node scripts/date-matrix.mjs 2026-11-26T15:00:00Z  one instant (any ISO instant)
import { spawnSync } from 'node:child_process';

const asked = process.argv.slice(2);
const started = Date.now();
const r = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.date-matrix.config.ts', '--reporter', 'dot'], {
  stdio: 'inherit',
  env: { ...process.env, TIRESHOP_DATE_MATRIX_INSTANTS: asked.join(','), TIRESHOP_TEST_DATABASES: 'pglite' },
});
const seconds = ((Date.now() - started) / 1000).toFixed(0);
if (r.status !== 0) {
  console.error(`\nThe date-dependent suites failed at an instant (${seconds} s): the failing test's project names it.`);
  console.error('Run one instant again: node scripts/date-matrix.mjs <instant>');
  process.exit(1);
}
console.log(
  `\nThe date-dependent suites passed at ${asked.length ? asked.join(', ') : 'every instant of scripts/date-matrix-instants.ts'} (${seconds} s).`,
);
