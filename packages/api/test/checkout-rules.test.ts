/**
 * The delivery rules that need no database: the estimated sales tax table (docs/tax.md), the state
 * of a zip, opening hours in words and the distance arithmetic behind "nearest first".
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STATE_CODES } from '@tireshop/core';
import { boundingBox, milesBetween, placeZip, roundMiles } from '../src/services/geo';
import { hoursInWords } from '../src/services/pickup-locations';
import { SALES_TAX_BASIS_POINTS, salesTaxRateBasisPoints, stateForZip } from '../src/services/tax';

describe('estimated sales tax table (docs/tax.md)', () => {
  it('has a rate for each of the 50 states, DC and PR, and nothing else', () => {
    expect(Object.keys(SALES_TAX_BASIS_POINTS).sort()).toEqual([...STATE_CODES].sort());
    for (const [state, rate] of Object.entries(SALES_TAX_BASIS_POINTS)) {
      expect(Number.isInteger(rate), state).toBe(true);
      expect(rate, state).toBeGreaterThanOrEqual(0);
      expect(rate, state).toBeLessThanOrEqual(1200);
    }
  });

  it('matches the source where it was checked: the five highest and lowest combined rates of 2025', () => {
    const highest = Object.entries(SALES_TAX_BASIS_POINTS)
      .filter(([state]) => state !== 'PR')
      .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
      .slice(0, 5);
    expect(highest).toEqual([
      ['LA', 1012],
      ['TN', 956],
      ['AR', 946],
      ['AL', 943],
      ['WA', 943],
    ]);
    const lowestTaxed = Object.entries(SALES_TAX_BASIS_POINTS)
      .filter(([, rate]) => rate > 0)
      .sort(([, x], [, y]) => x - y)
      .slice(0, 5);
    expect(lowestTaxed).toEqual([
      ['AK', 182],
      ['HI', 450],
      ['WY', 544],
      ['ME', 550],
      ['WI', 570],
    ]);
    expect(SALES_TAX_BASIS_POINTS.PR).toBe(1150);
    for (const none of ['DE', 'MT', 'NH', 'OR']) expect(SALES_TAX_BASIS_POINTS[none], none).toBe(0);
  });

  it('is the table docs/tax.md shows', () => {
    const doc = readFileSync(fileURLToPath(new URL('../../../docs/tax.md', import.meta.url)), 'utf8');
    const rows = [...doc.matchAll(/^\| [A-Za-z .]+ \| ([A-Z]{2}) \| (\d+\.\d\d) % \| (\d+) \|$/gm)];
    expect(rows).toHaveLength(52);
    for (const [, code, percent, basisPoints] of rows) {
      expect(SALES_TAX_BASIS_POINTS[code!], code).toBe(Number(basisPoints));
      expect(Math.round(Number(percent) * 100), code).toBe(Number(basisPoints));
    }
  });

  it('looks a state up in any case; unknown or missing states have no estimate', () => {
    expect(salesTaxRateBasisPoints('TX')).toBe(820);
    expect(salesTaxRateBasisPoints(' tx ')).toBe(820);
    for (const nothing of [null, '', 'ZZ', 'AE', 'GU']) expect(salesTaxRateBasisPoints(nothing)).toBe(0);
  });
});

describe('the state of a zip', () => {
  it.each([
    ['78701', 'TX'],
    ['78701-1234', 'TX'],
    ['02134', 'MA'],
    ['20001', 'DC'],
    ['00901', 'PR'],
    ['99950', 'AK'],
    ['96813', 'HI'],
  ])('%s is in %s', (zip, state) => {
    expect(stateForZip(zip)).toBe(state);
  });
  it.each([['00000'], ['99999'], ['09001'], ['96910'], ['abc'], ['7870'], [''], [null]])('%j has no state of the shop', (zip) => {
    expect(stateForZip(zip)).toBeNull();
  });
});

describe('opening hours in words', () => {
  const days = (list: number[], open: string, close: string) => list.map((day) => ({ day, open, close }));
  const weekdays = [1, 2, 3, 4, 5];
  it('joins consecutive days with the same hours, Monday first', () => {
    expect(hoursInWords([...days(weekdays, '08:00', '20:00'), ...days([6], '09:00', '18:00'), ...days([0], '11:00', '17:00')])).toBe(
      'Mon–Fri 8 am–8 pm, Sat 9 am–6 pm, Sun 11 am–5 pm',
    );
  });
  it('names closed days', () => {
    expect(hoursInWords([...days(weekdays, '08:00', '20:00'), ...days([6], '09:00', '18:00')])).toBe(
      'Mon–Fri 8 am–8 pm, Sat 9 am–6 pm, Sun closed',
    );
    expect(hoursInWords(days(weekdays, '08:00', '17:30'))).toBe('Mon–Fri 8 am–5:30 pm, Sat–Sun closed');
    expect(hoursInWords(days([1, 3], '09:00', '17:00'))).toBe('Mon 9 am–5 pm, Tue closed, Wed 9 am–5 pm, Thu–Sun closed');
  });
  it('says "Daily" when every day is the same, and "Closed" when none is open', () => {
    expect(hoursInWords(days([0, 1, 2, 3, 4, 5, 6], '08:00', '22:00'))).toBe('Daily 8 am–10 pm');
    expect(hoursInWords([])).toBe('Closed');
  });
  it('writes times the way people say them', () => {
    expect(hoursInWords(days([0, 1, 2, 3, 4, 5, 6], '07:30', '12:00'))).toBe('Daily 7:30 am–12 pm');
    expect(hoursInWords(days([0, 1, 2, 3, 4, 5, 6], '00:00', '12:30'))).toBe('Daily 12 am–12:30 pm');
  });
});

describe('distances', () => {
  it('measures great-circle miles', () => {
    const newYork = { latitude: 40.7128, longitude: -74.006 };
    const losAngeles = { latitude: 34.0522, longitude: -118.2437 };
    expect(milesBetween(newYork, losAngeles)).toBeGreaterThan(2440);
    expect(milesBetween(newYork, losAngeles)).toBeLessThan(2450);
    expect(milesBetween(newYork, newYork)).toBe(0);
    expect(milesBetween(newYork, losAngeles)).toBeCloseTo(milesBetween(losAngeles, newYork), 9);
  });
  it('rounds to one decimal', () => {
    expect(roundMiles(12.34)).toBe(12.3);
    expect(roundMiles(12.35)).toBe(12.4);
    expect(roundMiles(0.04)).toBe(0);
  });
  it('places a zip (and a ZIP+4) at its centre; not a zip it does not know', () => {
    expect(placeZip('78701')).toMatchObject({ state: 'TX', city: 'Austin' });
    expect(placeZip('78701-0001')).toEqual(placeZip('78701'));
    expect(placeZip('00000')).toBeNull();
    expect(placeZip('7870')).toBeNull();
  });
  it('property: the search box holds every point within its radius', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 17, max: 65, noNaN: true }),
        fc.double({ min: -170, max: -64, noNaN: true }),
        // Due east and west is where the box is tightest.
        fc.oneof(fc.constantFrom(Math.PI / 2, (3 * Math.PI) / 2), fc.double({ min: 0, max: 2 * Math.PI, noNaN: true })),
        fc.oneof(fc.constant(50), fc.double({ min: 0, max: 60, noNaN: true })),
        (latitude, longitude, bearing, miles) => {
          // A point `miles` away on `bearing` (spherical destination formula).
          const r = miles / 3958.8;
          const φ1 = (latitude * Math.PI) / 180;
          const λ1 = (longitude * Math.PI) / 180;
          const φ2 = Math.asin(Math.sin(φ1) * Math.cos(r) + Math.cos(φ1) * Math.sin(r) * Math.cos(bearing));
          const λ2 = λ1 + Math.atan2(Math.sin(bearing) * Math.sin(r) * Math.cos(φ1), Math.cos(r) - Math.sin(φ1) * Math.sin(φ2));
          const point = { latitude: (φ2 * 180) / Math.PI, longitude: (λ2 * 180) / Math.PI };
          expect(milesBetween({ latitude, longitude }, point)).toBeCloseTo(miles, 6);
          const box = boundingBox({ latitude, longitude }, miles);
          const slack = 1e-9; // degrees ↔ radians round-trips
          expect(point.latitude).toBeGreaterThanOrEqual(box.minLatitude - slack);
          expect(point.latitude).toBeLessThanOrEqual(box.maxLatitude + slack);
          expect(point.longitude).toBeGreaterThanOrEqual(box.minLongitude - slack);
          expect(point.longitude).toBeLessThanOrEqual(box.maxLongitude + slack);
        },
      ),
      { numRuns: 300 },
    );
  });
});
