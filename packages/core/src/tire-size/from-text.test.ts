import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tireSizesInText } from './from-text';
import { tireSizeFromParts, type TireSize } from './index';

const keys = (text: string) => tireSizesInText(text).map((s) => s.sizeKey);

describe('tireSizesInText', () => {
  it.each([
    ['MICHELIN 225/45 R17 91W', ['225/45R17']],
    ['P 215/60R16', ['P215/60R16']],
    ['LT265/70R17 121/118S', ['LT265/70R17']],
    ['265/70R17 LT 121/118S LOAD RANGE E', ['LT265/70R17']],
    ['GOODYEAR\nEAGLE F1\n245/40ZR18 (97Y) XL\nDOT 4B2X 1219', ['245/40R18']],
    ['33X12.50R15LT 108Q', ['33X12.50R15LT']],
    ['35 x 12.50 R 20 LT', ['35X12.50R20LT']],
    ['size: 205/55 R16. 91V', ['205/55R16']],
    // Letters read for digits beside digits.
    ['225/4S R17', []],
    ['22S/45R17', []],
    ['225/45RI7 94W', ['225/45R17']],
    ['2O5/55R16', ['205/55R16']],
    ['l95/65R15 91H', ['195/65R15']],
    // Two sizes (a staggered set's label): both, once each, in order.
    ['245/40R18 ... 275/35R18 ... 245/40 R18', ['245/40R18', '275/35R18']],
  ])('%j → %j', (text, expected) => {
    expect(keys(text)).toEqual(expected);
  });

  it.each([
    '',
    'MICHELIN PILOT SPORT',
    'MAX LOAD 615 KG (1356 LBS) AT 350 KPA (51 PSI)',
    'DOT U2LL LMLR 5107',
    '222/45R17', // a width must end in 5
    '225/47R17', // an aspect ratio is a multiple of 5
    '~~~ ### %%%',
  ])('finds nothing in %j', (text) => {
    expect(keys(text)).toEqual([]);
  });

  it('finds any size written among noise, as the search box would read it', () => {
    const size = fc
      .record({
        kind: fc.constantFrom('p-metric' as const, 'metric' as const, 'lt' as const),
        widthMm: fc.integer({ min: 12, max: 40 }).map((n) => n * 10 + 5),
        aspectRatio: fc.integer({ min: 4, max: 19 }).map((n) => n * 5),
        rimIn: fc.integer({ min: 10, max: 30 }),
      })
      .map((p) => tireSizeFromParts(p) as TireSize);
    const word = fc.constantFrom('MICHELIN', 'TUBELESS', 'RADIAL', 'M+S', 'MADE IN USA', 'TREADWEAR 500', 'E4');
    fc.assert(
      fc.property(word, size, word, (before, s, after) => {
        expect(keys(`${before} ${s.sizeKey} ${after}`)).toEqual([s.sizeKey]);
      }),
    );
  });

  it('never throws on arbitrary text', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (text) => Array.isArray(tireSizesInText(text))));
  });
});
