import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { looksLikeTireSize, normaliseSizeQuery, parseTireSize, tireSizeFromParts, tireSizeFromSlug, type TireSize } from './index';

const metricKind = fc.constantFrom('p-metric' as const, 'metric' as const, 'lt' as const);
const width = fc.integer({ min: 12, max: 40 }).map((n) => n * 10 + 5); // 125 … 405
const aspect = fc.integer({ min: 4, max: 19 }).map((n) => n * 5); // 20 … 95
const rim = fc.integer({ min: 10, max: 30 });

const metricSize = fc
  .record({ kind: metricKind, widthMm: width, aspectRatio: aspect, rimIn: rim })
  .map((p) => tireSizeFromParts(p) as TireSize);

const flotationSize = fc
  .record({
    diameterIn: fc.integer({ min: 26, max: 44 }),
    sectionWidthIn: fc.integer({ min: 15, max: 33 }).map((n) => n / 2), // 7.50 … 16.50
    rimIn: fc.integer({ min: 14, max: 26 }),
  })
  .filter((p) => p.diameterIn - p.rimIn >= 8 && p.sectionWidthIn * 2 < p.diameterIn)
  .map((p) => tireSizeFromParts({ kind: 'flotation', ...p }) as TireSize);

const anySize = fc.oneof(metricSize, flotationSize);

describe('parseTireSize', () => {
  it.each([
    ['225/45R17', '225/45R17', 'metric'],
    ['225/45ZR17', '225/45R17', 'metric'],
    ['225/45-17', '225/45R17', 'metric'],
    ['225 45 17', '225/45R17', 'metric'],
    ['2254517', '225/45R17', 'metric'],
    ['225/45r17', '225/45R17', 'metric'],
    ['225/45/17', '225/45R17', 'metric'],
    ['  225 / 45 R 17  ', '225/45R17', 'metric'],
    ['225\t45\t17', '225/45R17', 'metric'],
    ['225/45R17 94W XL', '225/45R17', 'metric'],
    ['225/45ZR17 (94Y)', '225/45R17', 'metric'],
    ['P225/45R17', 'P225/45R17', 'p-metric'],
    ['p225/60r16 97S', 'P225/60R16', 'p-metric'],
    ['LT265/70R17', 'LT265/70R17', 'lt'],
    ['265/70R17LT', 'LT265/70R17', 'lt'],
    ['LT265/70R17 121/118S', 'LT265/70R17', 'lt'],
    ['LT285/70R17 121/118Q LRE', 'LT285/70R17', 'lt'],
    ['33x12.50R15LT', '33X12.50R15LT', 'flotation'],
    ['33X12.50-15', '33X12.50R15LT', 'flotation'],
    ['35x12.50R20', '35X12.50R20LT', 'flotation'],
    ['37x12.5r17', '37X12.50R17LT', 'flotation'],
    ['31x10.50R15LT 109Q', '31X10.50R15LT', 'flotation'],
    ['225-45r17', '225/45R17', 'metric'],
    ['lt265-70r17', 'LT265/70R17', 'lt'],
  ])('reads %j as %s', (input, sizeKey, kind) => {
    const size = parseTireSize(input);
    expect(size?.sizeKey).toBe(sizeKey);
    expect(size?.kind).toBe(kind);
  });

  it('fills every field of a metric, an LT and a flotation size', () => {
    expect(parseTireSize('225/45R17')).toEqual({
      kind: 'metric',
      widthMm: 225,
      aspectRatio: 45,
      rimIn: 17,
      diameterIn: 25,
      sectionWidthIn: null,
      sizeKey: '225/45R17',
      slug: '225-45r17',
      searchKey: '2254517',
    });
    expect(parseTireSize('LT265/70R17')).toMatchObject({ slug: 'lt265-70r17', searchKey: 'LT2657017', diameterIn: 31.6 });
    expect(parseTireSize('P225/45R17')).toMatchObject({ slug: 'p225-45r17', searchKey: 'P2254517' });
    expect(parseTireSize('33x12.50R15LT')).toEqual({
      kind: 'flotation',
      widthMm: null,
      aspectRatio: null,
      rimIn: 15,
      diameterIn: 33,
      sectionWidthIn: 12.5,
      sizeKey: '33X12.50R15LT',
      slug: '33x12.50r15lt',
      searchKey: '33125015LT',
    });
    expect(parseTireSize('30x9.50R15LT')?.searchKey).toBe('3095015LT');
  });

  it.each([
    '',
    '   ',
    'x'.repeat(41),
    `225/45R17${' '.repeat(20)}94W XL 12345`,
    '220/45R17', // width must end in 5
    '115/70R14',
    '415/30R22',
    '225/47R17', // aspect ratio must be a multiple of 5
    '225/15R17',
    '225/100R17',
    '225/45R9',
    '225/45R31',
    '２２５/45R17', // full-width digits
    '225/45R17\u200b',
    '225/45R17 ✓',
    '../225/45R17',
    '../../etc/passwd',
    "225/45R17'; DROP TABLE skus; --",
    '225/45R17 OR 1=1',
    '225/45R17 DROP TABLE SKUS',
    'P225/45R17LT',
    '33x12.50R40',
    '33x21.50R15', // wider than half its diameter
    '33x12.30R15',
    'Michelin Defender2',
    'LTX M/S2',
    '2019 Honda Civic',
  ])('rejects %j', (input) => {
    expect(parseTireSize(input)).toBeNull();
  });

  it('round-trips every valid size through its sizeKey and its slug', () => {
    fc.assert(
      fc.property(anySize, (size) => {
        expect(parseTireSize(size.sizeKey)).toEqual(size);
        expect(tireSizeFromSlug(size.slug)).toEqual(size);
        expect(size.slug).toMatch(/^[a-z0-9.-]+$/);
        expect(size.searchKey).toMatch(/^[A-Z0-9]+$/);
      }),
    );
  });

  it('reads the other ways a metric size is typed as the same size', () => {
    fc.assert(
      fc.property(metricSize, fc.constantFrom('', ' 94W', ' 121/118S', ' XL'), (size, service) => {
        const p = size.kind === 'p-metric' ? 'P' : size.kind === 'lt' ? 'LT' : '';
        const { widthMm: w, aspectRatio: a, rimIn: r } = size;
        const spellings = [
          `${p}${w}/${a}ZR${r}`,
          `${p}${w}/${a}-${r}`,
          `${p}${w} ${a} ${r}`,
          `${p}${w}${a}${r}`,
          size.sizeKey.toLowerCase(),
          size.slug,
          size.searchKey,
        ];
        if (size.kind === 'lt') spellings.push(`${w}/${a}R${r}LT`);
        for (const typed of spellings) expect(parseTireSize(typed + service)?.sizeKey).toBe(size.sizeKey);
      }),
    );
  });

  it('never throws on random text and whatever it accepts is canonical', () => {
    const sizeish = fc.string({
      unit: fc.constantFrom(...'0123456789/-. xXrRzZpPlLtT()'.split('')),
      maxLength: 30,
    });
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 60 }), sizeish), (text) => {
        const size = parseTireSize(text);
        if (size) {
          expect(parseTireSize(size.sizeKey)).toEqual(size);
          expect(size.rimIn).toBeGreaterThanOrEqual(10);
          expect(size.rimIn).toBeLessThanOrEqual(30);
        }
        tireSizeFromSlug(text);
        expect(typeof normaliseSizeQuery(text)).toBe('string');
        expect(typeof looksLikeTireSize(text)).toBe('boolean');
      }),
      { numRuns: 2000 },
    );
  });
});

describe('tireSizeFromSlug', () => {
  it('turns the first hyphen into a slash and uppercases (spec §5)', () => {
    expect(tireSizeFromSlug('225-45r17')?.sizeKey).toBe('225/45R17');
    expect(tireSizeFromSlug('p225-45r17')?.sizeKey).toBe('P225/45R17');
    expect(tireSizeFromSlug('33x12.50r15lt')?.sizeKey).toBe('33X12.50R15LT');
  });

  it('rejects what is not a slug', () => {
    expect(tireSizeFromSlug('225/45r17')).toBeNull();
    expect(tireSizeFromSlug('..%2F..%2Fetc')).toBeNull();
    expect(tireSizeFromSlug('225-45r17 ')).toBeNull();
    expect(tireSizeFromSlug('michelin')).toBeNull();
  });
});

describe('normaliseSizeQuery', () => {
  it.each([
    ['225/4', '2254'],
    ['lt 265/7', 'LT2657'],
    ['225-45-1', '225451'],
    ['225/45R', '22545'],
    ['225/45ZR17', '2254517'],
    ['225 45 17', '2254517'],
    ['P225', 'P225'],
    ['265/70R17LT', 'LT2657017'],
    ['265/70R17L', '2657017'],
    ['225/45R17 94W', '2254517'],
    ['225 Michelin', '225'],
    ['33x12.5', '33125'],
    ['33x12.5r15', '33125015'],
    ['33X12.50R15LT', '33125015LT'],
    ['30x9.5R15', '3095015'],
    ['2', '2'],
    ['2019 Honda', ''],
    ['Pirelli', ''],
    ['LTX M/S2', ''],
    ['', ''],
    ["225'; drop table", ''],
  ])('%j → %j', (typed, key) => {
    expect(normaliseSizeQuery(typed)).toBe(key);
  });

  it('maps every prefix of a size, as displayed or as a slug, to a prefix of its searchKey', () => {
    fc.assert(
      fc.property(anySize, fc.boolean(), (size, useSlug) => {
        const written = useSlug ? size.slug : size.sizeKey;
        for (let n = 1; n <= written.length; n++) {
          const typed = written.slice(0, n);
          if (!/\d/.test(typed)) continue; // "P" or "LT" alone could be a brand
          const key = normaliseSizeQuery(typed);
          expect(key.length).toBeGreaterThan(0);
          expect(size.searchKey.startsWith(key)).toBe(true);
          expect(looksLikeTireSize(typed)).toBe(true);
        }
        expect(normaliseSizeQuery(written)).toBe(size.searchKey);
      }),
    );
  });
});

describe('looksLikeTireSize', () => {
  it.each([
    ['225', true],
    ['2', true],
    ['p2', true],
    ['LT 2', true],
    ['33x', true],
    ['225/45R17', true],
    ['2019 Honda Civic', false],
    ['2015', false],
    ['Michelin', false],
    ['LTX M/S2', false],
    ['P Zero', false],
    ['LT', false],
    ['9', false],
    ['', false],
  ])('%j → %s', (typed, expected) => {
    expect(looksLikeTireSize(typed)).toBe(expected);
  });
});
