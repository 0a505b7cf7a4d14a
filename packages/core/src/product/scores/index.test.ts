import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SCORE_BAND_RANGES, SCORE_BANDS, scoreBand, scoreDisplay } from './index';

describe('scoreBand (spec §9 simple score bands Good 7-8, Great 8-9, Excellent 9-10)', () => {
  it('puts each shared end point in the higher band', () => {
    expect(scoreBand(7)).toBe('Good');
    expect(scoreBand(7.99)).toBe('Good');
    expect(scoreBand(8)).toBe('Great');
    expect(scoreBand(8.99)).toBe('Great');
    expect(scoreBand(9)).toBe('Excellent');
    expect(scoreBand(10)).toBe('Excellent');
  });

  it('gives no band below 7, for 0 (N/A) or for values that are not scores', () => {
    expect(scoreBand(6.99)).toBeNull();
    expect(scoreBand(0)).toBeNull();
    expect(scoreBand(-1)).toBeNull();
    expect(scoreBand(10.01)).toBeNull();
    expect(scoreBand(Number.NaN)).toBeNull();
  });

  it('never ranks a higher score in a lower band', () => {
    const rank = (s: number) => [null, 'Good', 'Great', 'Excellent'].indexOf(scoreBand(s));
    fc.assert(
      fc.property(fc.double({ min: 0, max: 10, noNaN: true }), fc.double({ min: 0, max: 10, noNaN: true }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(rank(lo)).toBeLessThanOrEqual(rank(hi));
      }),
    );
  });
});

describe('scoreDisplay (spec §3 Other: default 0 and N/A)', () => {
  it('shows 0 as N/A and scores with one decimal', () => {
    expect(scoreDisplay(0)).toBe('N/A');
    expect(scoreDisplay(9.1)).toBe('9.1');
    expect(scoreDisplay(10)).toBe('10.0');
    expect(scoreDisplay(7)).toBe('7.0');
  });
});

describe('SCORE_BAND_RANGES (the legend of the tire scoring modal)', () => {
  it('names every band once, highest first, each range touching the next', () => {
    expect(SCORE_BAND_RANGES.map((r) => r.band)).toEqual([...SCORE_BANDS].reverse());
    for (let i = 1; i < SCORE_BAND_RANGES.length; i++) expect(SCORE_BAND_RANGES[i]!.to).toBe(SCORE_BAND_RANGES[i - 1]!.from);
  });

  it('says what scoreBand says for every score', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 10, noNaN: true }), (score) => {
        const range = SCORE_BAND_RANGES.find((r) => score >= r.from && (score < r.to || (r.to === 10 && score === 10)));
        expect(range?.band ?? null).toBe(scoreBand(score));
      }),
    );
  });
});
