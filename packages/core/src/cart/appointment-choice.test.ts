import { describe, expect, it } from 'vitest';
import {
  chooseDay,
  chooseMode,
  choiceInput,
  hoursLabel,
  holdText,
  initialChoice,
  localTimesNote,
  scheduleDayLabels,
  slotGroups,
  takenText,
  timeZoneName,
  unavailableDayNote,
  unavailableDayText,
} from './appointment-choice';
import { timeLabel } from '../schedule/slots';
import { appointment, scheduleDay as day, scheduleSlot as slot } from './test-cart';

const week = [
  day('2025-11-23', { isOpen: false, closedReason: null, slots: [], dropOffWindows: [], isAvailable: false }),
  day('2025-11-24'),
  day('2025-11-25'),
  day('2025-11-27', { isOpen: false, closedReason: 'Thanksgiving Day', slots: [], dropOffWindows: [], isAvailable: false }),
];

describe('initialChoice', () => {
  it('without an appointment: the first day with anything free, drop-off, nothing chosen yet', () => {
    expect(initialChoice(week, null)).toEqual({ date: '2025-11-24', mode: 'dropOff', dropOffWindow: null, startTime: null });
  });

  it('the appointment’s day and time, drop-off or timed', () => {
    expect(initialChoice(week, appointment({ date: '2025-11-25' }))).toEqual({
      date: '2025-11-25',
      mode: 'dropOff',
      dropOffWindow: 'Morning',
      startTime: null,
    });
    const timed = appointment({ date: '2025-11-25', isDropOff: false, dropOffWindow: null, startTime: '14:00' });
    expect(initialChoice(week, timed)).toEqual({ date: '2025-11-25', mode: 'wait', dropOffWindow: null, startTime: '14:00' });
  });

  it('its own place counts as free (the schedule says full when the cart holds the last one), unless it is no longer available', () => {
    const own = appointment({ date: '2025-11-24', isDropOff: false, dropOffWindow: null, startTime: '10:00' });
    expect(initialChoice(week, own).startTime).toBe('10:00');
    expect(initialChoice(week, { ...own, isAvailable: false }).startTime).toBeNull();
    expect(initialChoice(week, appointment({ dropOffWindow: 'Afternoon', isAvailable: false })).dropOffWindow).toBeNull();
  });

  it('an appointment on a day that closed since: the first free day', () => {
    expect(initialChoice(week, appointment({ date: '2025-11-27' }))).toMatchObject({ date: '2025-11-24', dropOffWindow: null });
  });

  it('nothing free in 30 days: no day', () => {
    expect(initialChoice([week[0]!, week[3]!], null).date).toBeNull();
  });
});

describe('changing the choice', () => {
  const chosen = { date: '2025-11-24', mode: 'wait' as const, dropOffWindow: null, startTime: '09:00' };

  it('another day clears the time; the same day keeps it', () => {
    expect(chooseDay(chosen, '2025-11-25')).toEqual({ ...chosen, date: '2025-11-25', startTime: null });
    expect(chooseDay(chosen, '2025-11-24')).toBe(chosen);
  });

  it('drop-off or waiting clears the time', () => {
    expect(chooseMode(chosen, 'dropOff')).toEqual({ ...chosen, mode: 'dropOff', startTime: null });
    expect(chooseMode(chosen, 'wait')).toBe(chosen);
  });

  it('what Save sends, only once complete', () => {
    expect(choiceInput(chosen, 12)).toEqual({ installerId: 12, date: '2025-11-24', isDropOff: false, startTime: '09:00' });
    expect(choiceInput({ ...chosen, mode: 'dropOff', startTime: null, dropOffWindow: 'Evening' }, 12)).toEqual({
      installerId: 12,
      date: '2025-11-24',
      isDropOff: true,
      dropOffWindow: 'Evening',
    });
    expect(choiceInput({ ...chosen, startTime: null }, 12)).toBeNull();
    expect(choiceInput({ ...chosen, mode: 'dropOff', startTime: null }, 12)).toBeNull();
    expect(choiceInput({ ...chosen, date: null }, 12)).toBeNull();
  });
});

describe('labels', () => {
  it('slots grouped Morning and Afternoon, empty groups left out', () => {
    expect(slotGroups(day('2025-11-24').slots).map((g) => [g.label, g.slots.map((s) => s.label)])).toEqual([
      ['Morning', ['9:00 AM', '10:00 AM']],
      ['Afternoon', ['2:00 PM']],
    ]);
    expect(slotGroups([slot('15:00')]).map((g) => g.label)).toEqual(['Afternoon']);
  });

  it('the shop’s clock: 12-hour with AM and PM', () => {
    expect(['00:00', '08:00', '11:30', '12:00', '17:45', '24:00'].map(timeLabel)).toEqual([
      '12:00 AM',
      '8:00 AM',
      '11:30 AM',
      '12:00 PM',
      '5:45 PM',
      '12:00 AM',
    ]);
    expect(hoursLabel({ startTime: '08:00', endTime: '12:00' })).toBe('8:00 AM–12:00 PM');
  });

  it('days in words, the same in any process time zone', () => {
    expect(scheduleDayLabels({ date: '2025-11-24' })).toEqual({ weekday: 'Mon', date: 'Nov 24', full: 'Monday, November 24' });
    expect(scheduleDayLabels({ date: '2026-03-08' }).full).toBe('Sunday, March 8');
  });

  it('why a day cannot be chosen', () => {
    expect(unavailableDayText(week[3]!)).toBe('Closed: Thanksgiving Day');
    expect(unavailableDayText(week[0]!)).toBe('Closed');
    expect(unavailableDayText(day('2025-11-26', { isAvailable: false }))).toBe(
      day('2025-11-26', { isAvailable: false }).slots.length > 0 ? 'Fully booked' : 'No times left',
    );
    const full = day('2025-11-26', { isAvailable: false });
    const taken = {
      ...full,
      slots: full.slots.length
        ? full.slots.map((s) => ({ ...s, available: 0 }))
        : [
            {
              startTime: '09:00',
              endTime: '10:00',
              slotTime: 'morning' as const,
              amOrPm: 'AM' as const,
              label: '9:00 AM',
              startsAt: '2025-11-26T15:00:00.000Z',
              available: 0,
            },
          ],
    };
    expect(unavailableDayText(taken)).toBe('Fully booked');
    expect(unavailableDayNote(taken)).toBe('Full');
    const tooSoon = { ...full, slots: [], dropOffWindows: [] };
    expect(unavailableDayText(tooSoon)).toBe('No times left');
    expect(unavailableDayNote(tooSoon)).toBe('No times');
    expect(unavailableDayText(week[1]!)).toBeNull();
  });

  it('the shop’s time zone by its everyday name', () => {
    expect(timeZoneName('America/New_York')).toBe('Eastern Time');
    expect(timeZoneName('America/Los_Angeles')).toBe('Pacific Time');
    expect(timeZoneName('Not/AZone')).toBe('Not/AZone');
    expect(localTimesNote('America/Chicago')).toBe('Times are the shop’s local time (Central Time).');
    expect(localTimesNote('America/Chicago', true)).toBe('Times are the installer’s local time (Central Time).');
  });

  it('the hold on the shop’s clock, with the zone’s name; nothing once it is not held', () => {
    const end = '2025-11-20T15:42:00.000Z';
    expect(holdText(appointment({ holdExpiresAt: end, timeZone: 'America/New_York' }))).toBe('Held for you until 10:42 AM Eastern Time');
    expect(holdText(appointment({ holdExpiresAt: end, timeZone: 'America/Chicago' }))).toBe('Held for you until 9:42 AM Central Time');
    expect(holdText(appointment({ holdExpiresAt: end, timeZone: 'America/Los_Angeles' }))).toBe('Held for you until 7:42 AM Pacific Time');
    expect(holdText(appointment({ status: 'confirmed', holdExpiresAt: null }))).toBeNull();
    expect(holdText(appointment({ status: 'expired', holdExpiresAt: null }))).toBeNull();
  });

  it('a move refused because the time was taken: the held time still stands, else choose another', () => {
    const held = appointment();
    expect(takenText(held)).toBe(`That time was just taken. Your time ${held.label} is still held for you.`);
    expect(takenText(appointment({ status: 'expired', holdExpiresAt: null, isAvailable: true }))).toBe(
      'That time was just taken. Please choose another time.',
    );
    expect(takenText(appointment({ isAvailable: false }))).toBe('That time was just taken. Please choose another time.');
    expect(takenText(null)).toBe('That time was just taken. Please choose another time.');
  });
});
