import { describe, expect, it } from 'vitest';
import { activeFilters, priceLabel, withoutFilter } from './filter-labels';

const facets = {
  brands: [{ value: 'michelin', label: 'Michelin', count: 3, selected: true }],
  categories: [],
  types: [],
  speedRatings: [],
  seasons: [{ value: 'all-season', label: 'All Season', count: 9, selected: true }],
  runFlat: [],
  minWarrantyMiles: [],
};

describe('active filter chips', () => {
  it('gives one chip per list value and one per single filter, in the facets’ words', () => {
    const chips = activeFilters(
      { brands: ['michelin', 'unknown'], seasons: ['all-season'], priceMax: 15000, runFlat: false, minWarrantyMiles: 50000 },
      facets,
    );
    expect(chips.map((c) => `${c.group}: ${c.label}`)).toEqual([
      'Brand: Michelin',
      'Brand: unknown',
      'Season: All Season',
      'Price: Up to $150',
      'Run-flat: Not run-flat',
      'Warranty: 50,000+ mi warranty',
    ]);
  });

  it('removing a chip removes only its value; the price chip clears both ends', () => {
    expect(withoutFilter({ brands: ['a', 'b'], runFlat: true }, { key: 'brands', value: 'a' })).toEqual({ brands: ['b'], runFlat: true });
    expect(withoutFilter({ priceMin: 5000, priceMax: 9000, runFlat: true }, { key: 'priceMin' })).toEqual({ runFlat: true });
    expect(withoutFilter({ minLoadIndex: 94 }, { key: 'minLoadIndex' })).toEqual({});
  });

  it('words a price range', () => {
    expect(priceLabel(5000, 12550)).toBe('$50 – $125.50');
    expect(priceLabel(5000, undefined)).toBe('$50 and up');
  });
});
