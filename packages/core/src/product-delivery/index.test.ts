import { describe, expect, it } from 'vitest';
import { initialChoice } from '../cart/appointment-choice';
import { scheduleDay as day, scheduleSlot as slot } from '../cart/test-cart';
import { defaultInstallTime, installPick, installTimeLabel, pickedAppointment } from './index';

const closed = (date: string) => day(date, { isOpen: false, slots: [], dropOffWindows: [], isAvailable: false });
const window = (dropOffWindow: 'Morning' | 'Afternoon' | 'Evening', startTime: string, endTime: string, available: number) => ({
  dropOffWindow,
  startTime,
  endTime,
  label: dropOffWindow,
  startsAt: '',
  available,
});
const SHOP = { installerId: 7, name: 'Austin Tire Pros' };

describe('defaultInstallTime (spec §4 Cart "first available day, morning, drop-off")', () => {
  it('is the first day with anything free, its morning drop-off window', () => {
    expect(defaultInstallTime([closed('2026-12-06'), day('2026-12-07'), day('2026-12-08')], 7)).toEqual({
      installerId: 7,
      date: '2026-12-07',
      isDropOff: true,
      dropOffWindow: 'Morning',
    });
  });

  it('takes the first free window when the morning is full, then the first free hour', () => {
    const morningFull = day('2026-12-07', {
      dropOffWindows: [window('Morning', '08:00', '12:00', 0), window('Afternoon', '12:00', '17:00', 1)],
    });
    expect(defaultInstallTime([morningFull], 7)).toMatchObject({ date: '2026-12-07', isDropOff: true, dropOffWindow: 'Afternoon' });
    const hoursOnly = day('2026-12-07', { dropOffWindows: [], slots: [slot('09:00', 0), slot('11:00')] });
    expect(defaultInstallTime([hoursOnly], 7)).toEqual({ installerId: 7, date: '2026-12-07', isDropOff: false, startTime: '11:00' });
  });

  it('is null when nothing is free in the 30 days', () => {
    const full = day('2026-12-07', { isAvailable: false, slots: [slot('09:00', 0)], dropOffWindows: [] });
    expect(defaultInstallTime([closed('2026-12-06'), full], 7)).toBeNull();
  });
});

describe('installTimeLabel', () => {
  const days = [day('2026-12-07')];

  it('reads as the cart appointment will (the API’s label words)', () => {
    expect(installTimeLabel(days, { date: '2026-12-07', isDropOff: true, dropOffWindow: 'Morning' })).toBe(
      'Monday, December 7 · Morning drop-off, 8:00 AM–12:00 PM',
    );
    expect(installTimeLabel(days, { date: '2026-12-07', isDropOff: false, startTime: '14:00' })).toBe('Monday, December 7 · 2:00 PM');
  });

  it('is null for a day or time the schedule does not have', () => {
    expect(installTimeLabel(days, { date: '2026-12-09', isDropOff: true, dropOffWindow: 'Morning' })).toBeNull();
    expect(installTimeLabel(days, { date: '2026-12-07', isDropOff: false, startTime: '16:00' })).toBeNull();
    expect(installTimeLabel(days, { date: '2026-12-07', isDropOff: true, dropOffWindow: 'Evening' })).toBeNull();
  });
});

describe('installPick', () => {
  it('keeps the shop, the time to book and its words', () => {
    expect(installPick([day('2026-12-07')], SHOP, { installerId: 7, date: '2026-12-07', isDropOff: false, startTime: '09:00' })).toEqual({
      kind: 'install',
      installerId: 7,
      installerName: 'Austin Tire Pros',
      time: { installerId: 7, date: '2026-12-07', isDropOff: false, startTime: '09:00' },
      label: 'Monday, December 7 · 9:00 AM',
    });
  });

  it('is null without a date or for a time not in the schedule', () => {
    expect(installPick([day('2026-12-07')], SHOP, { installerId: 7 })).toBeNull();
    expect(installPick([day('2026-12-07')], SHOP, { installerId: 7, date: '2026-12-08', isDropOff: false, startTime: '09:00' })).toBeNull();
  });
});

describe('pickedAppointment: the time-change modal reopens on the pick', () => {
  const days = [day('2026-12-07'), day('2026-12-08')];

  it('a drop-off window still free is chosen again', () => {
    const picked = pickedAppointment({ date: '2026-12-08', isDropOff: true, dropOffWindow: 'Morning' });
    expect(initialChoice(days, picked)).toEqual({ date: '2026-12-08', mode: 'dropOff', dropOffWindow: 'Morning', startTime: null });
  });

  it('an hour still free is chosen again; one taken since is not', () => {
    expect(initialChoice(days, pickedAppointment({ date: '2026-12-08', isDropOff: false, startTime: '14:00' }))).toEqual({
      date: '2026-12-08',
      mode: 'wait',
      dropOffWindow: null,
      startTime: '14:00',
    });
    expect(initialChoice(days, pickedAppointment({ date: '2026-12-08', isDropOff: false, startTime: '10:00' }))).toEqual({
      date: '2026-12-08',
      mode: 'wait',
      dropOffWindow: null,
      startTime: null,
    });
  });
});
