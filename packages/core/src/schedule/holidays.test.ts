import { describe, expect, it } from 'vitest';
import { shopHolidayOn, shopHolidays } from './holidays';
import { weekdayOf } from './zoned';

describe('shop holidays', () => {
  it('falls on the dates a calendar gives, in any year', () => {
    // Worked out by hand from calendars: Memorial Day is May's last Monday, Labor Day September's
    // first Monday, Thanksgiving November's fourth Thursday.
    expect(shopHolidays(2026).map((h) => h.date)).toEqual([
      '2026-01-01',
      '2026-05-25',
      '2026-07-04',
      '2026-09-07',
      '2026-11-26',
      '2026-12-25',
    ]);
    expect(shopHolidays(2028).map((h) => h.date)).toEqual([
      '2028-01-01',
      '2028-05-29',
      '2028-07-04',
      '2028-09-04',
      '2028-11-23',
      '2028-12-25',
    ]);
    expect(shopHolidays(2031).map((h) => h.date)).toEqual([
      '2031-01-01',
      '2031-05-26',
      '2031-07-04',
      '2031-09-01',
      '2031-11-27',
      '2031-12-25',
    ]);
    expect(shopHolidays(2040).map((h) => h.date)).toEqual([
      '2040-01-01',
      '2040-05-28',
      '2040-07-04',
      '2040-09-03',
      '2040-11-22',
      '2040-12-25',
    ]);
  });

  it('names the holiday of a day, and nothing on other days', () => {
    expect(shopHolidayOn('2029-11-22')).toBe('Thanksgiving Day');
    expect(shopHolidayOn('2035-12-25')).toBe('Christmas Day');
    expect(shopHolidayOn('2035-12-24')).toBeUndefined();
    expect(shopHolidayOn('2028-02-29')).toBeUndefined();
  });

  it('keeps the weekday rules for every year from 2000 to 2100', () => {
    for (let year = 2000; year <= 2100; year++) {
      const [, memorial, , labor, thanksgiving] = shopHolidays(year);
      expect(weekdayOf(memorial!.date), `${year}`).toBe(1);
      expect(memorial!.date > `${year}-05-24`, `${year}`).toBe(true); // the last Monday: within May's last 7 days
      expect(weekdayOf(labor!.date)).toBe(1);
      expect(labor!.date <= `${year}-09-07`).toBe(true);
      expect(weekdayOf(thanksgiving!.date)).toBe(4);
      expect(thanksgiving!.date >= `${year}-11-22` && thanksgiving!.date <= `${year}-11-28`, `${year}`).toBe(true);
    }
  });
});
