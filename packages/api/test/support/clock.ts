/**
 * The API tests' clock. Every suite runs at a pinned instant — TIRESHOP_TEST_NOW when it is set
 * (the date matrix, scripts/date-matrix.mjs, runs the date-dependent suites at many), else
 * DEFAULT_TEST_NOW — and time runs on from there at the real pace, so holds run out and events
 * keep their order, but which day of the week it is never depends on the day the tests run.
 *
 * The database's own now() is the real time: SQL a test writes about the shop's time takes it from
 * here (`sqlNow()`), never from now().
 */
import type { Clock } from '../../src/clock';

/** A Wednesday, 10:00 in Chicago: the shops the tests book are open today and for days after. */
export const DEFAULT_TEST_NOW = '2026-11-18T16:00:00Z';

function pinnedStart(): number {
  const value = process.env.TIRESHOP_TEST_NOW || DEFAULT_TEST_NOW;
  const ms = Date.parse(value);
  if (!Number.isFinite(ms)) throw new Error(`TIRESHOP_TEST_NOW is not an instant: ${value}`);
  return ms;
}

export interface TestClock {
  now: Clock;
  /** Moves the clock forward (or back, with a negative amount). */
  advance(ms: number): void;
  /** Back to where it started, plus the real time since. */
  reset(): void;
}

/** A clock that starts at the pinned instant (or `startMs`) and runs on in real time. */
export function testClock(startMs = pinnedStart()): TestClock {
  const base = startMs - Date.now();
  let offsetMs = base;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms: number) {
      offsetMs += ms;
    },
    reset() {
      offsetMs = base;
    },
  };
}

/** The clock of this test file's API (support/api.ts testApi) and of its own SQL. */
export const clock = testClock();

/** The shop's now as a timestamptz literal for SQL parameters (`$1::timestamptz - interval '1 day'`). */
export const sqlNow = (at: Date = clock.now()) => at.toISOString();

/** The shop's calendar year now (card expiries are checked against it). */
export const currentYear = () => clock.now().getUTCFullYear();

/** The shop's now as an SQL literal, for statements written out whole (`${nowSql()} - interval '1 day'`). */
export const nowSql = (at: Date = clock.now()) => `'${sqlNow(at)}'::timestamptz`;
