import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCalendarDate } from './index';

describe('isCalendarDate (spec §3 dateOfVisit yyyy-MM-dd)', () => {
  it('accepts real dates, leap days included', () => {
    for (const d of ['2024-05-01', '2024-02-29', '2000-02-29', '1999-12-31']) expect(isCalendarDate(d), d).toBe(true);
  });

  it('refuses impossible dates and other formats', () => {
    for (const d of [
      '2023-02-29',
      '1900-02-29',
      '2024-04-31',
      '2024-13-01',
      '2024-00-10',
      '2024-01-00',
      '2024-5-1',
      '05/01/2024',
      '20240501',
      '2024-05-01T00:00',
      ' 2024-05-01',
      '',
    ]) {
      expect(isCalendarDate(d), d).toBe(false);
    }
  });

  it('accepts exactly the dates a calendar has', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true }),
        (date) => {
          expect(isCalendarDate(date.toISOString().slice(0, 10))).toBe(true);
        },
      ),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 29, max: 99 }), (y, m, d) => {
        const text = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
        const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
        expect(isCalendarDate(text)).toBe(d <= daysInMonth);
      }),
    );
  });
});
