import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  APPOINTMENT_DAYS_AHEAD,
  APPOINTMENT_MESSAGES,
  DROP_OFF_WINDOWS,
  type DropOffWindow,
  type ScheduleDay,
} from '../contract/appointments';
import {
  amOrPmOf,
  appointmentLabel,
  checkSlot,
  dayName,
  defaultSlot,
  dropOffSlot,
  scheduleDays,
  slotKey,
  slotTimeOf,
  timeLabel,
  type ScheduleInput,
  type SlotRequest,
  type WeeklyHours,
} from './slots';
import { addDays } from './zoned';

const WEEKDAYS = (open: string, close: string) => [1, 2, 3, 4, 5].map((day) => ({ day, open, close }));
/** Mon–Fri 8–6, Saturday 9–1, closed Sunday. */
const SHOP_HOURS: WeeklyHours = [...WEEKDAYS('08:00', '18:00'), { day: 6, open: '09:00', close: '13:00' }];
const EVERY_DAY = (open: string, close: string) => [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open, close }));

/** A Chicago shop (UTC−6 in November), on Monday 2025-11-24 at 10:00 local. */
function shop(overrides: Partial<ScheduleInput> = {}): ScheduleInput {
  return {
    weeklyHours: SHOP_HOURS,
    timeZone: 'America/Chicago',
    bays: 2,
    minNoticeHours: 2,
    closures: new Map([['2025-11-27', 'Thanksgiving Day']]),
    booked: new Map(),
    now: new Date('2025-11-24T16:00:00Z'),
    ...overrides,
  };
}

const dayOf = (days: ScheduleDay[], date: string) => {
  const day = days.find((d) => d.date === date);
  if (!day) throw new Error(`${date} not listed`);
  return day;
};
const only = (input: ScheduleInput, date: string) => dayOf(scheduleDays({ ...input, dates: [date] }), date);
const starts = (day: ScheduleDay) => day.slots.map((s) => s.startTime);
const windows = (day: ScheduleDay) => day.dropOffWindows.map((w) => `${w.dropOffWindow} ${w.startTime}–${w.endTime}`);

describe('scheduleDays: the next 30 days at the installer', () => {
  it("starts on the installer's local today, whatever the UTC date", () => {
    // 03:00 UTC on the 25th: still the evening of the 24th in New York, already the 25th in Tokyo.
    const now = new Date('2025-11-25T03:00:00Z');
    const newYork = scheduleDays(shop({ now, timeZone: 'America/New_York' }));
    expect(newYork).toHaveLength(APPOINTMENT_DAYS_AHEAD);
    expect(newYork[0]!.date).toBe('2025-11-24');
    expect(newYork.at(-1)!.date).toBe('2025-12-23');
    expect(scheduleDays(shop({ now, timeZone: 'Asia/Tokyo' }))[0]!.date).toBe('2025-11-25');
    // Consecutive days, in order.
    newYork.forEach((d, i) => {
      expect(d.date).toBe(addDays('2025-11-24', i));
    });
  });

  it('names each day and gives its opening hours', () => {
    const days = scheduleDays(shop());
    expect(dayOf(days, '2025-11-25')).toMatchObject({
      day: 'Tuesday',
      isOpen: true,
      closedReason: null,
      openTime: '08:00',
      closeTime: '18:00',
      isAvailable: true,
    });
    expect(dayOf(days, '2025-11-29')).toMatchObject({ day: 'Saturday', isOpen: true, openTime: '09:00', closeTime: '13:00' });
  });

  it('a day without hours is closed, with no reason and nothing to book', () => {
    expect(dayOf(scheduleDays(shop()), '2025-11-30')).toEqual({
      date: '2025-11-30',
      day: 'Sunday',
      isOpen: false,
      closedReason: null,
      openTime: null,
      closeTime: null,
      slots: [],
      dropOffWindows: [],
      isAvailable: false,
    });
  });

  it('a closure on a working day closes it and says why; on a day off it gives no reason', () => {
    const input = shop({
      closures: new Map([
        ['2025-11-27', 'Thanksgiving Day'],
        ['2025-11-30', 'Inventory'],
      ]),
    });
    const days = scheduleDays(input);
    expect(dayOf(days, '2025-11-27')).toMatchObject({
      day: 'Thursday',
      isOpen: false,
      closedReason: 'Thanksgiving Day',
      openTime: null,
      slots: [],
      dropOffWindows: [],
      isAvailable: false,
    });
    expect(dayOf(days, '2025-11-30')).toMatchObject({ isOpen: false, closedReason: null });
  });

  it('treats malformed or empty hours as closed', () => {
    const input = shop({
      weeklyHours: [
        { day: 2, open: '18:00', close: '08:00' },
        { day: 3, open: '9am', close: '5pm' },
        { day: 4, open: '09:00', close: '09:00' },
      ],
    });
    for (const date of ['2025-11-25', '2025-11-26', '2025-12-04']) expect(only(input, date).isOpen, date).toBe(false);
  });
});

describe('timed slots: an hour each, from opening while a whole hour fits', () => {
  it('lists every hour of the day with its labels and instant', () => {
    const tuesday = only(shop(), '2025-11-25');
    expect(starts(tuesday)).toEqual(['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00']);
    expect(tuesday.slots[0]).toEqual({
      startTime: '08:00',
      endTime: '09:00',
      slotTime: 'morning',
      amOrPm: 'AM',
      label: '8:00 AM',
      startsAt: '2025-11-25T14:00:00.000Z',
      available: 2,
    });
    expect(tuesday.slots.at(-1)).toMatchObject({
      startTime: '17:00',
      endTime: '18:00',
      slotTime: 'afternoon',
      amOrPm: 'PM',
      label: '5:00 PM',
    });
    // Noon is afternoon, PM.
    expect(tuesday.slots.find((s) => s.startTime === '11:00')).toMatchObject({ slotTime: 'morning', amOrPm: 'AM' });
    expect(tuesday.slots.find((s) => s.startTime === '12:00')).toMatchObject({ slotTime: 'afternoon', amOrPm: 'PM', label: '12:00 PM' });
  });

  it('starts at a half-hour opening and drops the last part-hour', () => {
    const input = shop({ weeklyHours: WEEKDAYS('07:30', '17:00') });
    expect(starts(only(input, '2025-11-25'))).toEqual(['07:30', '08:30', '09:30', '10:30', '11:30', '12:30', '13:30', '14:30', '15:30']);
  });

  it('runs to midnight for a shop open until "24:00"', () => {
    const day = only(shop({ weeklyHours: EVERY_DAY('00:00', '24:00') }), '2025-11-26');
    expect(day.slots).toHaveLength(24);
    expect(day.slots.at(-1)).toMatchObject({ startTime: '23:00', endTime: '24:00', label: '11:00 PM' });
    expect(day.closeTime).toBe('24:00');
  });
});

describe('drop-off windows: Morning, Afternoon, Evening within the opening hours', () => {
  it('clips the windows to the hours', () => {
    expect(windows(only(shop(), '2025-11-25'))).toEqual(['Morning 08:00–12:00', 'Afternoon 12:00–17:00', 'Evening 17:00–18:00']);
    expect(windows(only(shop(), '2025-11-29'))).toEqual(['Morning 09:00–12:00', 'Afternoon 12:00–13:00']);
    expect(only(shop(), '2025-11-25').dropOffWindows[0]).toEqual({
      dropOffWindow: 'Morning',
      startTime: '08:00',
      endTime: '12:00',
      label: 'Morning, 8:00 AM–12:00 PM',
      startsAt: '2025-11-25T14:00:00.000Z',
      available: 2,
    });
  });

  it('leaves out a window of less than an hour', () => {
    expect(windows(only(shop({ weeklyHours: WEEKDAYS('11:30', '17:30') }), '2025-11-25'))).toEqual(['Afternoon 12:00–17:00']);
    expect(windows(only(shop({ weeklyHours: WEEKDAYS('11:00', '17:59') }), '2025-11-25'))).toEqual([
      'Morning 11:00–12:00',
      'Afternoon 12:00–17:00',
    ]);
  });

  it("an evening window to midnight ends at the next day's midnight", () => {
    const input = shop({ weeklyHours: EVERY_DAY('00:00', '24:00') });
    expect(windows(only(input, '2025-11-26'))).toEqual(['Morning 00:00–12:00', 'Afternoon 12:00–17:00', 'Evening 17:00–24:00']);
    const evening = checkSlot(input, { date: '2025-11-26', dropOffWindow: 'Evening' });
    expect(evening.ok && evening.slot.endsAt.toISOString()).toBe('2025-11-27T06:00:00.000Z');
    expect(only(input, '2025-11-26').dropOffWindows[2]!.label).toBe('Evening, 5:00 PM–12:00 AM');
  });
});

describe('minimum notice', () => {
  it('lists only what starts at or after now + the notice; the day stays open', () => {
    // Monday 10:00 with 2 hours' notice: from noon.
    const today = only(shop(), '2025-11-24');
    expect(today.isOpen).toBe(true);
    expect(starts(today)).toEqual(['12:00', '13:00', '14:00', '15:00', '16:00', '17:00']);
    expect(today.dropOffWindows.map((w) => w.dropOffWindow)).toEqual(['Afternoon', 'Evening']);
  });

  it('a day wholly inside the notice has nothing to book', () => {
    const days = scheduleDays(shop({ minNoticeHours: 48 }));
    expect(dayOf(days, '2025-11-24')).toMatchObject({ isOpen: true, slots: [], dropOffWindows: [], isAvailable: false });
    expect(starts(dayOf(days, '2025-11-25'))).toEqual([]);
    expect(starts(dayOf(days, '2025-11-26'))[0]).toBe('10:00'); // Wednesday 10:00 is exactly 48 hours on
  });

  it('after closing time today nothing is left today', () => {
    const evening = shop({ now: new Date('2025-11-25T01:00:00Z'), minNoticeHours: 0 }); // Monday 19:00
    expect(only(evening, '2025-11-24')).toMatchObject({ slots: [], dropOffWindows: [], isAvailable: false });
  });
});

describe('places: bays per slot and per window', () => {
  it('counts what is booked; a full slot stays listed with 0', () => {
    const booked = new Map([
      [slotKey('2025-11-25', '09:00'), 1],
      [slotKey('2025-11-25', '10:00'), 2],
      [slotKey('2025-11-25', '11:00'), 5], // more than the bays (bays were cut): still 0, not negative
      [slotKey('2025-11-25', dropOffSlot('Morning')), 2],
    ]);
    const tuesday = only(shop({ booked }), '2025-11-25');
    const available = Object.fromEntries(tuesday.slots.map((s) => [s.startTime, s.available]));
    expect(available).toMatchObject({ '08:00': 2, '09:00': 1, '10:00': 0, '11:00': 0, '12:00': 2 });
    expect(tuesday.dropOffWindows.map((w) => w.available)).toEqual([0, 2, 2]);
    // Other days are untouched.
    expect(only(shop({ booked }), '2025-11-26').slots.every((s) => s.available === 2)).toBe(true);
  });

  it('a day with everything full is not available', () => {
    const full = shop({ bays: 1 });
    const booked = new Map<string, number>();
    for (const s of only(full, '2025-11-29').slots) booked.set(slotKey('2025-11-29', s.startTime), 1);
    for (const w of DROP_OFF_WINDOWS) booked.set(slotKey('2025-11-29', dropOffSlot(w)), 1);
    expect(only({ ...full, booked }, '2025-11-29')).toMatchObject({ isOpen: true, isAvailable: false });
    booked.delete(slotKey('2025-11-29', '12:00'));
    expect(only({ ...full, booked }, '2025-11-29').isAvailable).toBe(true);
  });

  it('no bays, no places', () => {
    expect(only(shop({ bays: 0 }), '2025-11-25')).toMatchObject({ isAvailable: false });
  });
});

describe("dates: only some of the 30 days (the lookup's tomorrow and coming Monday)", () => {
  it('lists only those days, in calendar order, and ignores days outside the 30', () => {
    const days = scheduleDays(shop({ dates: ['2025-12-01', '2025-11-25', '2026-01-05', '2025-11-23'] }));
    expect(days.map((d) => d.date)).toEqual(['2025-11-25', '2025-12-01']);
    expect(scheduleDays(shop({ dates: [] }))).toEqual([]);
  });
});

describe('daylight saving (America/New_York)', () => {
  const newYork = (weeklyHours: WeeklyHours, now: string) =>
    shop({ timeZone: 'America/New_York', weeklyHours, now: new Date(now), minNoticeHours: 0, closures: new Map() });

  it('keeps the local hours across the change', () => {
    const input = newYork(EVERY_DAY('09:00', '17:00'), '2025-03-07T12:00:00Z');
    expect(only(input, '2025-03-08').slots[0]!.startsAt).toBe('2025-03-08T14:00:00.000Z'); // EST
    expect(only(input, '2025-03-09').slots[0]!.startsAt).toBe('2025-03-09T13:00:00.000Z'); // EDT
  });

  it('skips what would start or end in the spring-forward gap', () => {
    const day = only(newYork(EVERY_DAY('00:00', '06:00'), '2025-03-08T12:00:00Z'), '2025-03-09');
    // 02:00–03:00 does not exist that night, so neither 01:00–02:00 nor 02:00–03:00 happens.
    expect(starts(day)).toEqual(['00:00', '03:00', '04:00', '05:00']);
    expect(checkSlot(newYork(EVERY_DAY('00:00', '06:00'), '2025-03-08T12:00:00Z'), { date: '2025-03-09', startTime: '02:00' })).toEqual({
      ok: false,
      refusal: 'noSuchSlot',
    });
  });

  it('lists the repeated fall-back hour once, from its first occurrence', () => {
    const input = newYork(EVERY_DAY('00:00', '04:00'), '2025-11-01T12:00:00Z');
    const day = only(input, '2025-11-02');
    expect(starts(day)).toEqual(['00:00', '01:00', '02:00', '03:00']);
    expect(day.slots[1]!.startsAt).toBe('2025-11-02T05:00:00.000Z');
    const slot = checkSlot(input, { date: '2025-11-02', startTime: '01:00' });
    // 01:00 EDT to 02:00 EST: two real hours on the wall clock's one.
    expect(slot.ok && [slot.slot.startsAt.toISOString(), slot.slot.endsAt.toISOString()]).toEqual([
      '2025-11-02T05:00:00.000Z',
      '2025-11-02T07:00:00.000Z',
    ]);
  });
});

describe('checkSlot: why a time cannot be booked', () => {
  const refusal = (request: SlotRequest, input = shop()) => {
    const result = checkSlot(input, request);
    return result.ok ? 'ok' : result.refusal;
  };

  it('books a free timed slot or window, as stored', () => {
    const timed = checkSlot(shop(), { date: '2025-11-25', startTime: '09:00' });
    expect(timed).toEqual({
      ok: true,
      slot: {
        date: '2025-11-25',
        slot: '09:00',
        isDropOff: false,
        dropOffWindow: null,
        startTime: '09:00',
        endTime: '10:00',
        startsAt: new Date('2025-11-25T15:00:00Z'),
        endsAt: new Date('2025-11-25T16:00:00Z'),
        available: 2,
      },
    });
    const window = checkSlot(shop(), { date: '2025-11-29', isDropOff: true, dropOffWindow: 'Morning' });
    expect(window).toEqual({
      ok: true,
      slot: {
        date: '2025-11-29',
        slot: 'drop-off:Morning',
        isDropOff: true,
        dropOffWindow: 'Morning',
        startTime: '09:00',
        endTime: '12:00',
        startsAt: new Date('2025-11-29T15:00:00Z'),
        endsAt: new Date('2025-11-29T18:00:00Z'),
        available: 2,
      },
    });
  });

  it('a window alone means a drop-off; startTime with isDropOff left out means a timed slot', () => {
    expect(checkSlot(shop(), { date: '2025-11-25', dropOffWindow: 'Evening' })).toMatchObject({
      ok: true,
      slot: { slot: 'drop-off:Evening' },
    });
    expect(checkSlot(shop(), { date: '2025-11-25', startTime: '17:00', dropOffWindow: 'Evening' })).toMatchObject({
      ok: true,
      slot: { slot: '17:00' },
    });
    expect(checkSlot(shop(), { date: '2025-11-25', isDropOff: false, startTime: '17:00', dropOffWindow: 'Evening' })).toMatchObject({
      ok: true,
      slot: { slot: '17:00' },
    });
  });

  it('refuses with the reason, in order', () => {
    expect(refusal({ date: '2025-11-31', startTime: '09:00' })).toBe('dateFormat');
    expect(refusal({ date: '11/25/2025', startTime: '09:00' })).toBe('dateFormat');
    expect(refusal({ date: '2025-11-23', startTime: '09:00' })).toBe('past');
    expect(refusal({ date: '2025-12-24', startTime: '09:00' })).toBe('tooFar'); // day 31
    expect(refusal({ date: '2025-12-23', startTime: '09:00' })).toBe('ok'); // day 30
    expect(refusal({ date: '2025-11-27', startTime: '09:00' })).toBe('closed'); // Thanksgiving
    expect(refusal({ date: '2025-11-30', startTime: '09:00' })).toBe('closed'); // Sunday
    expect(refusal({ date: '2025-11-25' })).toBe('selectSlot');
    expect(refusal({ date: '2025-11-25', isDropOff: true })).toBe('selectSlot');
    expect(refusal({ date: '2025-11-25', isDropOff: true, startTime: '09:00' })).toBe('selectSlot');
    expect(refusal({ date: '2025-11-25', isDropOff: false, dropOffWindow: 'Morning' })).toBe('selectSlot');
    expect(refusal({ date: '2025-11-25', startTime: '09:30' })).toBe('noSuchSlot');
    expect(refusal({ date: '2025-11-25', startTime: '07:00' })).toBe('noSuchSlot'); // before opening
    expect(refusal({ date: '2025-11-25', startTime: '18:00' })).toBe('noSuchSlot'); // closing time
    expect(refusal({ date: '2025-11-25', startTime: '9:00' })).toBe('noSuchSlot');
    expect(refusal({ date: '2025-11-29', dropOffWindow: 'Evening' })).toBe('noSuchSlot'); // Saturday closes at 1
    expect(refusal({ date: '2025-11-24', startTime: '11:00' })).toBe('tooSoon'); // 1 hour away, 2 needed
    expect(refusal({ date: '2025-11-24', startTime: '08:00' })).toBe('tooSoon'); // already gone
    expect(refusal({ date: '2025-11-24', dropOffWindow: 'Morning' })).toBe('tooSoon');
    expect(refusal({ date: '2025-11-24', startTime: '12:00' })).toBe('ok'); // exactly the notice
    const booked = new Map([[slotKey('2025-11-25', '09:00'), 2]]);
    expect(refusal({ date: '2025-11-25', startTime: '09:00' }, shop({ booked }))).toBe('slotTaken');
  });

  it('every refusal is a message the shopper can read', () => {
    for (const key of ['dateFormat', 'past', 'tooFar', 'closed', 'selectSlot', 'noSuchSlot', 'tooSoon', 'slotTaken'] as const) {
      expect(APPOINTMENT_MESSAGES[key]).toMatch(/\.$/);
    }
  });

  it('is not narrowed by input.dates', () => {
    expect(checkSlot(shop({ dates: ['2025-11-25'] }), { date: '2025-12-01', startTime: '09:00' }).ok).toBe(true);
  });
});

describe('defaultSlot: first available day, morning, drop-off (spec §4 Cart)', () => {
  it('is the morning drop-off of the first day that has anything free', () => {
    // Sunday (closed): Monday morning.
    expect(defaultSlot(shop({ now: new Date('2025-11-23T16:00:00Z') }))).toMatchObject({
      date: '2025-11-24',
      slot: 'drop-off:Morning',
      startTime: '08:00',
      endTime: '12:00',
    });
    // Monday 10:00 with 2 hours' notice: the morning has gone, the afternoon is still free today.
    expect(defaultSlot(shop())).toMatchObject({ date: '2025-11-24', slot: 'drop-off:Afternoon', startTime: '12:00', endTime: '17:00' });
    // Monday 16:30: only tomorrow is left, from its morning.
    expect(defaultSlot(shop({ now: new Date('2025-11-24T22:30:00Z') }))).toMatchObject({ date: '2025-11-25', slot: 'drop-off:Morning' });
  });

  it("falls back to that day's first free window, then its first free slot", () => {
    const tuesdayOnly = shop({ now: new Date('2025-11-25T06:00:00Z') }); // Tuesday 00:00
    const booked = new Map([[slotKey('2025-11-25', dropOffSlot('Morning')), 2]]);
    expect(defaultSlot({ ...tuesdayOnly, booked })).toMatchObject({ date: '2025-11-25', slot: 'drop-off:Afternoon' });
    for (const w of DROP_OFF_WINDOWS) booked.set(slotKey('2025-11-25', dropOffSlot(w)), 2);
    booked.set(slotKey('2025-11-25', '08:00'), 2);
    expect(defaultSlot({ ...tuesdayOnly, booked })).toMatchObject({ date: '2025-11-25', slot: '09:00', isDropOff: false });
  });

  it('skips closed and full days', () => {
    const now = new Date('2025-11-27T06:00:00Z'); // Thanksgiving, 00:00
    const booked = new Map<string, number>();
    for (const s of only(shop({ now }), '2025-11-28').slots) booked.set(slotKey('2025-11-28', s.startTime), 2);
    for (const w of DROP_OFF_WINDOWS) booked.set(slotKey('2025-11-28', dropOffSlot(w)), 2);
    expect(defaultSlot(shop({ now, booked }))).toMatchObject({ date: '2025-11-29', slot: 'drop-off:Morning' });
  });

  it('is null when nothing is free in the 30 days, or in the dates given', () => {
    expect(defaultSlot(shop({ bays: 0 }))).toBeNull();
    expect(defaultSlot(shop({ weeklyHours: [] }))).toBeNull();
    expect(defaultSlot(shop({ dates: ['2025-11-30'] }))).toBeNull();
    expect(defaultSlot(shop({ dates: ['2025-11-30', '2025-12-01'] }))).toMatchObject({ date: '2025-12-01' });
  });

  it('is always bookable', () => {
    const slot = defaultSlot(shop())!;
    expect(
      checkSlot(shop(), {
        date: slot.date,
        isDropOff: slot.isDropOff,
        dropOffWindow: slot.dropOffWindow ?? undefined,
        startTime: slot.startTime,
      }),
    ).toEqual({ ok: true, slot });
  });
});

describe('labels', () => {
  it('writes times on a 12-hour clock', () => {
    expect(['00:00', '00:30', '09:00', '11:59', '12:00', '13:30', '23:00', '24:00'].map(timeLabel)).toEqual([
      '12:00 AM',
      '12:30 AM',
      '9:00 AM',
      '11:59 AM',
      '12:00 PM',
      '1:30 PM',
      '11:00 PM',
      '12:00 AM',
    ]);
    expect(() => timeLabel('noon')).toThrow(RangeError);
  });

  it('writes the appointment for the cart', () => {
    expect(appointmentLabel({ date: '2025-11-25', isDropOff: true, dropOffWindow: 'Morning', startTime: '08:00', endTime: '12:00' })).toBe(
      'Tuesday, November 25 · Morning drop-off, 8:00 AM–12:00 PM',
    );
    expect(
      appointmentLabel(
        { date: '2025-11-25', isDropOff: true, dropOffWindow: 'Morning', startTime: '08:00', endTime: '12:00' },
        { isMobileInstall: true },
      ),
    ).toBe('Tuesday, November 25 · Morning arrival window, 8:00 AM–12:00 PM');
    expect(appointmentLabel({ date: '2025-11-24', isDropOff: false, dropOffWindow: null, startTime: '09:00', endTime: '10:00' })).toBe(
      'Monday, November 24 · 9:00 AM',
    );
    expect(appointmentLabel({ date: '2026-01-01', isDropOff: false, dropOffWindow: null, startTime: '13:00', endTime: '14:00' })).toBe(
      'Thursday, January 1 · 1:00 PM',
    );
  });

  it('names the day and the part of the day', () => {
    expect(dayName('2025-11-30')).toBe('Sunday');
    expect([slotTimeOf('11:00'), slotTimeOf('12:00'), slotTimeOf('17:00')]).toEqual(['morning', 'afternoon', 'afternoon']);
    expect([amOrPmOf('00:00'), amOrPmOf('11:59'), amOrPmOf('12:00')]).toEqual(['AM', 'AM', 'PM']);
  });
});

describe('independent of the process time zone', () => {
  const saved = process.env.TZ;
  afterEach(() => {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  });

  it('lists the same schedule whatever TZ the server runs in', () => {
    process.env.TZ = 'UTC';
    const inUtc = scheduleDays(shop());
    for (const zone of ['Pacific/Kiritimati', 'America/Adak', 'Asia/Kathmandu']) {
      process.env.TZ = zone;
      expect(scheduleDays(shop()), zone).toEqual(inUtc);
    }
  });
});

// ---- the promise of the schedule: a listed slot is always bookable and an unlisted one never is ----

const ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'Pacific/Honolulu',
  'Australia/Lord_Howe',
];
const quarterHour = (min: number, max: number) =>
  fc
    .integer({ min: min / 15, max: max / 15 })
    .map((q) => `${String(Math.floor(q / 4)).padStart(2, '0')}:${String((q % 4) * 15).padStart(2, '0')}`);
const hoursArb = fc.array(
  fc.record({ day: fc.integer({ min: 0, max: 6 }), open: quarterHour(0, 23 * 60 + 45), close: quarterHour(60, 24 * 60) }),
  { maxLength: 7 },
);
const inputArb = fc
  .record({
    weeklyHours: hoursArb,
    timeZone: fc.constantFrom(...ZONES),
    bays: fc.integer({ min: 0, max: 3 }),
    minNoticeHours: fc.constantFrom(0, 1, 2, 4, 24, 48),
    // Around the US daylight-saving changes as well as ordinary days.
    now: fc.date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2026-12-31T00:00:00Z'), noInvalidDate: true }),
    closedOffsets: fc.uniqueArray(fc.integer({ min: 0, max: 31 }), { maxLength: 5 }),
    bookings: fc.array(
      fc.tuple(
        fc.integer({ min: -1, max: 31 }),
        fc.oneof(quarterHour(0, 23 * 60 + 45), fc.constantFrom(...DROP_OFF_WINDOWS.map(dropOffSlot))),
        fc.integer({ min: 1, max: 4 }),
      ),
      {
        maxLength: 25,
      },
    ),
  })
  .map(({ closedOffsets, bookings, ...rest }): ScheduleInput => {
    const base: ScheduleInput = { ...rest, closures: new Map(), booked: new Map() };
    const today = scheduleDays({ ...base, dates: undefined })[0]!.date;
    return {
      ...base,
      closures: new Map(closedOffsets.map((n) => [addDays(today, n), 'Closed'])),
      booked: new Map(bookings.map(([n, slot, taken]) => [slotKey(addDays(today, n), slot), taken])),
    };
  });

function requestOf(date: string, slot: { startTime?: string; dropOffWindow?: DropOffWindow }): SlotRequest {
  return slot.dropOffWindow ? { date, isDropOff: true, dropOffWindow: slot.dropOffWindow } : { date, startTime: slot.startTime };
}

// Property runs list many 30-day schedules: allow them more than the default 5 s on slow machines.
describe('schedule and booking agree (property)', { timeout: 30_000 }, () => {
  it('every listed slot and window is booked as listed while places remain, and is "taken" when full', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const days = scheduleDays(input);
        expect(days).toHaveLength(APPOINTMENT_DAYS_AHEAD);
        const cutoff = input.now.getTime() + input.minNoticeHours * 3_600_000;
        for (const day of days) {
          expect(day.isAvailable).toBe([...day.slots, ...day.dropOffWindows].some((s) => s.available > 0));
          if (!day.isOpen) expect(day.slots.length + day.dropOffWindows.length).toBe(0);
          for (const listed of [...day.slots, ...day.dropOffWindows]) {
            expect(Date.parse(listed.startsAt)).toBeGreaterThanOrEqual(cutoff);
            expect(listed.available).toBeGreaterThanOrEqual(0);
            expect(listed.available).toBeLessThanOrEqual(Math.max(0, input.bays));
            const result = checkSlot(input, requestOf(day.date, listed));
            if (listed.available > 0) {
              expect(result.ok).toBe(true);
              if (result.ok) {
                expect(result.slot.startsAt.toISOString()).toBe(listed.startsAt);
                expect(result.slot.available).toBe(listed.available);
                expect(result.slot.endsAt.getTime()).toBeGreaterThan(result.slot.startsAt.getTime());
              }
            } else {
              expect(result).toEqual({ ok: false, refusal: 'slotTaken' });
            }
          }
          // Timed slots are an hour apart on the wall clock and never overlap in time.
          for (let i = 1; i < day.slots.length; i++)
            expect(Date.parse(day.slots[i]!.startsAt)).toBeGreaterThan(Date.parse(day.slots[i - 1]!.startsAt));
        }
      }),
      { numRuns: 150 },
    );
  });

  it('any time accepted by checkSlot is listed with a free place; any refused is not listed free', () => {
    const requestArb = fc.record({
      offset: fc.integer({ min: -2, max: 32 }),
      startTime: quarterHour(0, 23 * 60 + 45),
      window: fc.option(fc.constantFrom(...DROP_OFF_WINDOWS), { nil: undefined }),
    });
    fc.assert(
      fc.property(inputArb, fc.array(requestArb, { minLength: 1, maxLength: 20 }), (input, requests) => {
        const days = scheduleDays(input);
        const today = days[0]!.date;
        for (const { offset, startTime, window } of requests) {
          const date = addDays(today, offset);
          const request = window ? { date, dropOffWindow: window } : { date, startTime };
          const result = checkSlot(input, request);
          const day = days.find((d) => d.date === date);
          const listed =
            day && (window ? day.dropOffWindows.find((w) => w.dropOffWindow === window) : day.slots.find((s) => s.startTime === startTime));
          expect(result.ok).toBe(Boolean(listed && listed.available > 0));
          if (!result.ok && listed) expect(result.refusal).toBe('slotTaken');
        }
      }),
      { numRuns: 300 },
    );
  });

  it('the default slot is free, bookable, and on the first day with anything free', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const slot = defaultSlot(input);
        const firstFree = scheduleDays(input).find((d) => d.isAvailable);
        if (!firstFree) {
          expect(slot).toBeNull();
          return;
        }
        expect(slot?.date).toBe(firstFree.date);
        expect(slot!.available).toBeGreaterThan(0);
        expect(
          checkSlot(input, requestOf(slot!.date, { startTime: slot!.startTime, dropOffWindow: slot!.dropOffWindow ?? undefined })),
        ).toEqual({ ok: true, slot });
        const morning = firstFree.dropOffWindows.find((w) => w.dropOffWindow === 'Morning' && w.available > 0);
        if (morning) expect(slot!.slot).toBe('drop-off:Morning');
      }),
      { numRuns: 300 },
    );
  });
});
