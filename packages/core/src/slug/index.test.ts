import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slugify } from './index';

describe('slugify (spec §5 Slugs)', () => {
  it('lowercases, maps accents, drops other characters and hyphenates spaces', () => {
    expect(slugify('Pilot Sport 4S')).toBe('pilot-sport-4s');
    expect(slugify('Crème Brûlée A/S')).toBe('creme-brulee-as');
    expect(slugify('All-Terrain T/A KO2')).toBe('all-terrain-ta-ko2');
    expect(slugify('  Nokian  ')).toBe('nokian');
  });
  it('always gives a URL-safe, idempotent slug', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const slug = slugify(text);
        expect(slug).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });
});
