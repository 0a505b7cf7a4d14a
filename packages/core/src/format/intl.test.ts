import { describe, expect, it } from 'vitest';
import { englishListItems, formatList, formatNumber, formatUsd, numberFormat, pluralRules } from './intl';

// The en-US fast paths must write exactly what Intl writes: a shopper sees the same "$1,234.50"
// whichever path made it.
const SAMPLES = [0, 1, 9, 10, 99, 100, 101, 999, 1000, 1001, 12_345, 99_999, 100_000, 123_456, 1_000_000, 987_654_321];
// (Negative zero is written "0", where Intl writes "-0": no amount the shop shows is a negative zero.)
const negated = (xs: number[]) => xs.filter((x) => x !== 0).map((x) => -x);

describe('en-US numbers without Intl', () => {
  it('writes whole numbers as Intl does, negative ones too', () => {
    for (const n of [...SAMPLES, ...negated(SAMPLES), 2 ** 53 - 1])
      expect(formatNumber(n, 'en-US')).toBe(new Intl.NumberFormat('en-US').format(n));
  });

  it('writes cents as US dollars as Intl does', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const cents = [...SAMPLES, 5, 50, 105, 1_999, 18_999, 123_456_78, 100_000_01];
    for (const c of [...cents, ...negated(cents)]) expect(formatUsd(c, 'en-US')).toBe(usd.format(c / 100));
  });

  it('writes whole dollars, rounded, as Intl does', () => {
    const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    for (const c of [0, 49, 50, 149, 150, 18_999, 123_456_78, -250, -18_999])
      expect(formatUsd(c, 'en-US', true)).toBe(whole.format(Math.round(c / 100)));
  });

  it('leaves fractions, options and other locales to Intl', () => {
    expect(formatNumber(1234.5, 'en-US')).toBe('1,234.5');
    expect(formatNumber(3.25, 'en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 })).toBe(
      new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(3.25),
    );
    expect(formatNumber(1234, 'es-US')).toBe(new Intl.NumberFormat('es-US').format(1234));
    expect(formatUsd(123_456, 'es-US')).toBe(new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' }).format(1234.56));
    expect(formatUsd(1050.5, 'en-US')).toBe('$10.51');
  });
});

describe('formatters are built once', () => {
  it('hands back the same number format and plural rules for the same locale and options', () => {
    expect(numberFormat('es-US', { style: 'percent' })).toBe(numberFormat('es-US', { style: 'percent' }));
    expect(numberFormat('es-US')).not.toBe(numberFormat('es-US', { style: 'percent' }));
    expect(pluralRules('es-US')).toBe(pluralRules('es-US'));
    expect(pluralRules('en-US').select(1)).toBe('one');
  });
});

describe('lists of names', () => {
  const brands = ['Michelin', 'Pirelli', 'Toyo', 'Mickey Thompson'];

  it('joins names the locale’s way: "and" with its comma in en-US, "y" in es-US', () => {
    expect(formatList(['Michelin'], 'en-US')).toBe('Michelin');
    expect(formatList(['Michelin', 'Pirelli'], 'en-US')).toBe('Michelin and Pirelli');
    expect(formatList(['Michelin', 'Pirelli', 'Toyo'], 'en-US')).toBe('Michelin, Pirelli, and Toyo');
    expect(formatList(['Michelin', 'Pirelli'], 'es-US')).toBe('Michelin y Pirelli');
    expect(formatList(['Michelin', 'Pirelli', 'Toyo'], 'es-US')).toBe('Michelin, Pirelli y Toyo');
    expect(formatList(['the time', 'no installation'], 'en-US', 'disjunction')).toBe('the time or no installation');
  });

  it('reads back the names of every list en-US writes', () => {
    for (let n = 1; n <= brands.length; n++) {
      const names = brands.slice(0, n);
      expect(englishListItems(formatList(names, 'en-US'))).toEqual(names);
    }
  });
});
