/**
 * The slot rules give the same answer whatever time zone the process runs in. Each run is a fresh
 * Node process started with its own TZ (a TZ changed inside one process could be masked by
 * caches), computing schedules around both US daylight-saving changes and the southern one.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scheduleDays, type ScheduleInput } from './index';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const moduleUrl = new URL('./index.ts', import.meta.url).href;

/** Fixed inputs: JSON-friendly (maps as entry lists), rebuilt the same way in and out of process. */
const CASES = [
  {
    zone: 'America/New_York',
    now: '2026-03-01T15:00:00Z',
    hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '00:00', close: '24:00' })),
  },
  { zone: 'America/New_York', now: '2026-10-20T13:30:00Z', hours: [1, 2, 3, 4, 5].map((day) => ({ day, open: '08:00', close: '18:00' })) },
  { zone: 'Australia/Sydney', now: '2026-09-25T01:00:00Z', hours: [0, 6].map((day) => ({ day, open: '01:00', close: '04:00' })) },
  {
    zone: 'America/Los_Angeles',
    now: '2026-11-21T10:34:00Z',
    hours: [1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '07:30', close: '19:00' })),
  },
];

function input(c: (typeof CASES)[number]): ScheduleInput {
  return {
    weeklyHours: c.hours,
    timeZone: c.zone,
    bays: 2,
    minNoticeHours: 3,
    closures: new Map([['2026-11-26', 'Thanksgiving Day']]),
    booked: new Map([['2026-03-09 09:00', 2]]),
    now: new Date(c.now),
  };
}

const script = `
const { scheduleDays } = await import(${JSON.stringify(moduleUrl)});
const cases = ${JSON.stringify(CASES)};
const out = cases.map((c) => scheduleDays({
  weeklyHours: c.hours, timeZone: c.zone, bays: 2, minNoticeHours: 3,
  closures: new Map([['2026-11-26', 'Thanksgiving Day']]), booked: new Map([['2026-03-09 09:00', 2]]), now: new Date(c.now),
}));
process.stdout.write(JSON.stringify(out));
`;

function runIn(tz: string): unknown {
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: root,
    env: { ...process.env, TZ: tz },
    encoding: 'utf8',
  });
  return JSON.parse(out);
}

describe('schedules in processes running in different time zones', () => {
  it('are identical in UTC, Pacific/Kiritimati (UTC+14) and America/St_Johns (UTC−3:30), and equal to this process', () => {
    const here = JSON.parse(JSON.stringify(CASES.map((c) => scheduleDays(input(c)))));
    const utc = runIn('UTC');
    expect(utc).toEqual(here);
    expect(runIn('Pacific/Kiritimati')).toEqual(utc);
    expect(runIn('America/St_Johns')).toEqual(utc);
    // Not vacuous: the answers hold real slots.
    expect(JSON.stringify(utc)).toContain('"startTime"');
  }, 60_000);
});
