import { describe, expect, it } from 'vitest';
import { brandFilterFromHash, parsePageHash, sizeFromHash } from './page-hash';

describe('parsePageHash', () => {
  it.each([
    ['#tireSize=225/65R17', '225/65R17'],
    ['tireSize=225/65R17', '225/65R17'],
    ['#tireSize=225-65r17', '225/65R17'],
    ['#tireSize=225%2F65R17', '225/65R17'],
    ['#tireSize=225%2f65r17', '225/65R17'],
    ['#tireSize=%20225/65R17%20', '225/65R17'],
    ['#tiresize=lt265-70r17', 'LT265/70R17'],
    ['#openCart&tireSize=P225/65R17', 'P225/65R17'],
    ['#tireSize=33x12.50r15lt', '33X12.50R15LT'],
  ])('reads the size of %s', (hash, sizeKey) => {
    expect(parsePageHash(hash).tireSize?.sizeKey).toBe(sizeKey);
  });

  it.each(['', '#', '#tireSize=', '#tireSize=hello', '#tireSize=225/65R99', '#tireSize=%E0%A4%A', '#size=225/65R17', '#225/65R17'])(
    'has no size for %j',
    (hash) => {
      expect(parsePageHash(hash).tireSize).toBeNull();
    },
  );

  it('keeps the first size when two are given', () => {
    expect(parsePageHash('#tireSize=225/65R17&tireSize=235/45R18').tireSize?.sizeKey).toBe('225/65R17');
  });

  it('reads brand slugs: comma-separated or repeated, lowercased, -tires stripped, once each', () => {
    expect(parsePageHash('#brand=michelin').brands).toEqual(['michelin']);
    expect(parsePageHash('#brand=Michelin,goodyear-tires&brand=michelin&brand=bf-goodrich').brands).toEqual([
      'michelin',
      'goodyear',
      'bf-goodrich',
    ]);
    expect(parsePageHash('#brand=michelin%2Cgoodyear').brands).toEqual(['michelin', 'goodyear']);
  });

  it('drops what is not a brand slug', () => {
    expect(parsePageHash('#brand=,<script>,michelin,,-x,a--b,%00').brands).toEqual(['michelin']);
    expect(parsePageHash('#brand=').brands).toEqual([]);
    expect(parsePageHash('#openCart').brands).toEqual([]);
  });

  it('caps the brands a hash can tick', () => {
    const many = Array.from({ length: 30 }, (_, i) => `b${i}`).join(',');
    expect(parsePageHash(`#brand=${many}`).brands).toHaveLength(20);
  });

  it('reads both at once', () => {
    expect(parsePageHash('#brand=michelin&tireSize=225-65r17')).toMatchObject({ brands: ['michelin'], tireSize: { sizeKey: '225/65R17' } });
  });
});

describe('brandFilterFromHash', () => {
  const offered = [{ value: 'michelin' }, { value: 'goodyear' }, { value: 'pirelli' }];

  it('ticks the hash brands the listing offers, after the ones already ticked', () => {
    expect(brandFilterFromHash(['michelin'], offered)).toEqual(['michelin']);
    expect(brandFilterFromHash(['goodyear', 'michelin'], offered, ['pirelli'])).toEqual(['pirelli', 'goodyear', 'michelin']);
  });

  it('ignores brands the listing does not have', () => {
    expect(brandFilterFromHash(['nokian', 'michelin'], offered)).toEqual(['michelin']);
    expect(brandFilterFromHash(['nokian'], offered)).toBeNull();
  });

  it('has nothing to do when every hash brand is ticked or there is none', () => {
    expect(brandFilterFromHash(['michelin'], offered, ['michelin'])).toBeNull();
    expect(brandFilterFromHash([], offered)).toBeNull();
  });
});

describe('sizeFromHash', () => {
  const sizes = [{ size: '215/55R17' }, { size: '225/65R17' }, { size: 'P225/65R17' }];

  it('finds the line’s size whatever its spelling in the hash', () => {
    expect(sizeFromHash(parsePageHash('#tireSize=225-65r17'), sizes)).toBe(sizes[1]);
    expect(sizeFromHash(parsePageHash('#tireSize=p225%2F65r17'), sizes)).toBe(sizes[2]);
  });

  it('is undefined for a size the line is not made in, or none', () => {
    expect(sizeFromHash(parsePageHash('#tireSize=235/45R18'), sizes)).toBeUndefined();
    expect(sizeFromHash(parsePageHash('#tireSize=nope'), sizes)).toBeUndefined();
    expect(sizeFromHash(parsePageHash(''), sizes)).toBeUndefined();
  });
});
