import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, isTimeZone, localDateOf, localTimeOf, minutesOfTime, timeOfMinutes, weekdayOf, zonedInstant } from './zoned';

const ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'Europe/London',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
  'Pacific/Kiritimati',
  'UTC',
];

const iso = (d: Date | null) => d?.toISOString() ?? null;

describe("localDateOf: the date on the installer's wall calendar", () => {
  it('is the local date, not the UTC one', () => {
    const instant = new Date('2025-11-25T03:00:00Z');
    expect(localDateOf(instant, 'America/New_York')).toBe('2025-11-24'); // 10 PM the evening before
    expect(localDateOf(instant, 'America/Los_Angeles')).toBe('2025-11-24');
    expect(localDateOf(instant, 'UTC')).toBe('2025-11-25');
    expect(localDateOf(instant, 'Asia/Tokyo')).toBe('2025-11-25');
    expect(localDateOf(new Date('2025-11-24T10:30:00Z'), 'Pacific/Kiritimati')).toBe('2025-11-25'); // UTC+14
  });

  it('changes at local midnight', () => {
    expect(localDateOf(new Date('2025-07-01T03:59:59.999Z'), 'America/New_York')).toBe('2025-06-30');
    expect(localDateOf(new Date('2025-07-01T04:00:00Z'), 'America/New_York')).toBe('2025-07-01');
    expect(localDateOf(new Date('2025-12-01T04:59:59Z'), 'America/New_York')).toBe('2025-11-30');
    expect(localDateOf(new Date('2025-12-01T05:00:00Z'), 'America/New_York')).toBe('2025-12-01');
  });

  it('reads the local time too', () => {
    expect(localTimeOf(new Date('2025-11-25T03:00:00Z'), 'America/New_York')).toBe('22:00');
    expect(localTimeOf(new Date('2025-11-25T03:00:00Z'), 'Asia/Kolkata')).toBe('08:30');
  });

  it('refuses a time zone that does not exist', () => {
    expect(() => localDateOf(new Date(), 'Mars/Olympus_Mons')).toThrow(RangeError);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('America/Chicago')).toBe(true);
  });
});

describe('zonedInstant: a local date and time as an instant', () => {
  it('uses the offset in force on that date (standard and daylight time)', () => {
    expect(iso(zonedInstant('2025-01-15', '09:00', 'America/New_York'))).toBe('2025-01-15T14:00:00.000Z');
    expect(iso(zonedInstant('2025-07-15', '09:00', 'America/New_York'))).toBe('2025-07-15T13:00:00.000Z');
    expect(iso(zonedInstant('2025-07-15', '09:00', 'America/Phoenix'))).toBe('2025-07-15T16:00:00.000Z'); // no DST
    expect(iso(zonedInstant('2025-07-15', '09:00', 'Asia/Kolkata'))).toBe('2025-07-15T03:30:00.000Z');
    expect(iso(zonedInstant('2025-07-15', '09:00', 'UTC'))).toBe('2025-07-15T09:00:00.000Z');
  });

  it('has no instant for a time in the spring-forward gap', () => {
    // 2025-03-09 in the US: 02:00 jumps to 03:00.
    expect(zonedInstant('2025-03-09', '02:00', 'America/New_York')).toBeNull();
    expect(zonedInstant('2025-03-09', '02:30', 'America/New_York')).toBeNull();
    expect(zonedInstant('2025-03-09', '02:59', 'America/Chicago')).toBeNull();
    expect(iso(zonedInstant('2025-03-09', '01:59', 'America/New_York'))).toBe('2025-03-09T06:59:00.000Z');
    expect(iso(zonedInstant('2025-03-09', '03:00', 'America/New_York'))).toBe('2025-03-09T07:00:00.000Z');
    // Southern hemisphere (Sydney, 2025-10-05) and a half-hour shift (Lord Howe, 02:00 → 02:30).
    expect(zonedInstant('2025-10-05', '02:30', 'Australia/Sydney')).toBeNull();
    expect(zonedInstant('2025-10-05', '02:15', 'Australia/Lord_Howe')).toBeNull();
    expect(iso(zonedInstant('2025-10-05', '02:30', 'Australia/Lord_Howe'))).toBe('2025-10-04T15:30:00.000Z');
    // Phoenix keeps standard time all year.
    expect(iso(zonedInstant('2025-03-09', '02:30', 'America/Phoenix'))).toBe('2025-03-09T09:30:00.000Z');
  });

  it('takes the earlier instant of a time that happens twice (the fall-back hour)', () => {
    // 2025-11-02 in the US: 02:00 EDT goes back to 01:00 EST, so 01:30 happens at 05:30Z and 06:30Z.
    expect(iso(zonedInstant('2025-11-02', '01:30', 'America/New_York'))).toBe('2025-11-02T05:30:00.000Z');
    expect(iso(zonedInstant('2025-11-02', '01:00', 'America/New_York'))).toBe('2025-11-02T05:00:00.000Z');
    expect(iso(zonedInstant('2025-11-02', '02:00', 'America/New_York'))).toBe('2025-11-02T07:00:00.000Z');
    expect(iso(zonedInstant('2025-04-06', '02:30', 'Australia/Sydney'))).toBe('2025-04-05T15:30:00.000Z');
  });

  it('reads "24:00" as the midnight that ends the day', () => {
    expect(iso(zonedInstant('2025-11-24', '24:00', 'America/New_York'))).toBe('2025-11-25T05:00:00.000Z');
    expect(iso(zonedInstant('2025-12-31', '24:00', 'UTC'))).toBe('2026-01-01T00:00:00.000Z');
  });

  it('has no instant for a malformed date or time', () => {
    for (const [date, time] of [
      ['2025-02-29', '09:00'],
      ['2025-13-01', '09:00'],
      ['2025-1-01', '09:00'],
      ['25-01-01', '09:00'],
      ['2025-01-01', '9:00'],
      ['2025-01-01', '24:30'],
      ['2025-01-01', '25:00'],
      ['2025-01-01', '09:60'],
      ['2025-01-01', ''],
    ]) {
      expect(zonedInstant(date!, time!, 'America/New_York'), `${date} ${time}`).toBeNull();
    }
  });

  it('refuses a time zone that does not exist', () => {
    expect(() => zonedInstant('2025-01-01', '09:00', 'Nowhere/Special')).toThrow(RangeError);
  });

  it('round-trips every minute: the instant reads back as the same local date and time, and is the earliest such', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(...ZONES),
        (instant, zone) => {
          const minute = new Date(Math.floor(instant.getTime() / 60_000) * 60_000);
          const date = localDateOf(minute, zone);
          const time = localTimeOf(minute, zone);
          const back = zonedInstant(date, time, zone);
          expect(back).not.toBeNull();
          expect(localDateOf(back!, zone)).toBe(date);
          expect(localTimeOf(back!, zone)).toBe(time);
          // The same instant, or (in a fall-back hour) the earlier one.
          expect(back!.getTime()).toBeLessThanOrEqual(minute.getTime());
          expect(minute.getTime() - back!.getTime()).toBeLessThanOrEqual(60 * 60_000);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('any local date and time either reads back exactly or has no instant', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 24 * 60 - 1 }),
        fc.constantFrom(...ZONES),
        (day, minutes, zone) => {
          const date = day.toISOString().slice(0, 10);
          const time = timeOfMinutes(minutes);
          const instant = zonedInstant(date, time, zone);
          if (instant === null) return;
          expect(localDateOf(instant, zone)).toBe(date);
          expect(localTimeOf(instant, zone)).toBe(time);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('addDays and weekdayOf: calendar arithmetic', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays('2025-11-24', 1)).toBe('2025-11-25');
    expect(addDays('2025-11-24', 29)).toBe('2025-12-23');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addDays('2025-06-15', 0)).toBe('2025-06-15');
  });

  it('is not disturbed by daylight saving (days are calendar days)', () => {
    expect(addDays('2025-03-08', 1)).toBe('2025-03-09');
    expect(addDays('2025-03-09', 1)).toBe('2025-03-10');
    expect(addDays('2025-11-01', 2)).toBe('2025-11-03');
  });

  it('names the weekday, 0 = Sunday', () => {
    expect(weekdayOf('2025-11-23')).toBe(0);
    expect(weekdayOf('2025-11-24')).toBe(1);
    expect(weekdayOf('2025-11-29')).toBe(6);
    expect(weekdayOf('2024-02-29')).toBe(4);
  });

  it('refuses what is not a calendar date', () => {
    expect(() => addDays('2025-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2025-01-01', 1.5)).toThrow(RangeError);
    expect(() => weekdayOf('tomorrow')).toThrow(RangeError);
  });

  it('adding and taking away the same days returns the date; the weekday moves with it', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: -1000, max: 1000 }),
        (day, n) => {
          const date = day.toISOString().slice(0, 10);
          const later = addDays(date, n);
          expect(addDays(later, -n)).toBe(date);
          expect(weekdayOf(later)).toBe((((weekdayOf(date) + n) % 7) + 7) % 7);
          expect(later > date).toBe(n > 0);
        },
      ),
    );
  });
});

describe('HH:MM minutes', () => {
  it('reads and writes the times of a day, "24:00" included', () => {
    expect(minutesOfTime('00:00')).toBe(0);
    expect(minutesOfTime('09:30')).toBe(570);
    expect(minutesOfTime('24:00')).toBe(1440);
    expect(minutesOfTime('24:01')).toBeNull();
    expect(minutesOfTime('9:30')).toBeNull();
    expect(timeOfMinutes(570)).toBe('09:30');
    expect(timeOfMinutes(1440)).toBe('24:00');
  });

  it('accepts exactly the strings of the HH:MM pattern', () => {
    const pattern = /^(?:([01]\d|2[0-3]):([0-5]\d)|24:00)$/;
    const times = fc.oneof(
      fc.string({ maxLength: 6 }),
      fc.stringMatching(/^[0-9 :a+-]{5}$/),
      fc.integer({ min: 0, max: 2500 }).map((n) => `${String(Math.floor(n / 100)).padStart(2, '0')}:${String(n % 100).padStart(2, '0')}`),
    );
    fc.assert(
      fc.property(times, (time) => {
        const minutes = minutesOfTime(time);
        expect(minutes !== null, time).toBe(pattern.test(time));
        if (minutes !== null) expect(timeOfMinutes(minutes)).toBe(time);
      }),
      { numRuns: 5000 },
    );
  });
});

describe('independent of the process time zone', () => {
  const saved = process.env.TZ;
  afterEach(() => {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  });

  it('gives the same answers whatever TZ the server runs in', () => {
    const answers = () => [
      localDateOf(new Date('2025-11-25T03:00:00Z'), 'America/New_York'),
      iso(zonedInstant('2025-03-09', '03:00', 'America/Chicago')),
      iso(zonedInstant('2025-11-02', '01:30', 'America/Los_Angeles')),
      addDays('2025-03-08', 1),
      weekdayOf('2025-11-24'),
    ];
    process.env.TZ = 'UTC';
    const inUtc = answers();
    for (const zone of ['Pacific/Kiritimati', 'America/Adak', 'Asia/Kathmandu', 'Europe/Berlin']) {
      process.env.TZ = zone;
      expect(answers(), zone).toEqual(inUtc);
    }
  });
});
