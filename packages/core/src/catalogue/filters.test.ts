import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseFilters, SEASON_SLUGS, SPEED_RATINGS, TIRE_TYPE_SLUGS, type AppliedFilters } from '../contract/browse';
import { PRODUCT_SORTS } from '../contract/catalogue';
import {
  activeFilterCount,
  listingQuery,
  listingSearchParams,
  listingSearchString,
  parseListingSearch,
  setFilter,
  toggleFilterValue,
  withFilters,
  type ListingSearch,
} from './filters';

const slug = fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,6}){0,2}$/);
const cents = fc.integer({ min: 0, max: 1_000_000 });

/** Any valid choice of filters, in any order, with duplicates and `-tires` suffixes. */
const filtersArb: fc.Arbitrary<AppliedFilters> = fc
  .record(
    {
      brands: fc.array(
        fc.tuple(slug, fc.boolean()).map(([s, suffix]) => (suffix ? `${s}-tires` : s)),
        { maxLength: 5 },
      ),
      categories: fc.array(slug, { maxLength: 4 }),
      types: fc.array(fc.constantFrom(...TIRE_TYPE_SLUGS), { maxLength: 6 }),
      prices: fc.tuple(fc.option(cents, { nil: undefined }), fc.option(cents, { nil: undefined })),
      minLoadIndex: fc.integer({ min: 0, max: 200 }),
      speedRatings: fc.array(fc.constantFrom(...SPEED_RATINGS), { maxLength: 6 }),
      seasons: fc.array(fc.constantFrom(...SEASON_SLUGS), { maxLength: 4 }),
      runFlat: fc.boolean(),
      minWarrantyMiles: fc.integer({ min: 0, max: 200_000 }),
    },
    { requiredKeys: [] },
  )
  .map(({ prices, ...rest }) => {
    const [a, b] = prices ?? [undefined, undefined];
    // A valid pair: min never above max.
    const [priceMin, priceMax] = a !== undefined && b !== undefined && a > b ? [b, a] : [a, b];
    return { ...rest, priceMin, priceMax } as AppliedFilters;
  });

const searchArb: fc.Arbitrary<ListingSearch> = fc.record({
  filters: filtersArb,
  sort: fc.constantFrom(...PRODUCT_SORTS),
  page: fc.integer({ min: 1, max: 10_000 }),
});

const parse = (text: string) => parseListingSearch(new URLSearchParams(text));

describe('catalogue filters in the URL', () => {
  it('round-trips: parse(serialise(x)) is x in canonical form', () => {
    fc.assert(
      fc.property(searchArb, (search) => {
        const parsed = parse(listingSearchParams(search).toString());
        expect(parsed).toEqual({ ok: true, search: { ...search, filters: normaliseFilters(search.filters) } });
      }),
    );
  });

  it('writes one URL for one choice of filters, whatever the order they were picked in', () => {
    fc.assert(
      fc.property(searchArb, fc.integer(), (search, seed) => {
        const shuffle = <T>(xs: T[] | undefined) =>
          xs ? [...xs].sort((a, b) => ((String(a).length * 31 + seed) % 7) - ((String(b).length * 17 + seed) % 7)) : xs;
        const f = search.filters;
        const reordered: AppliedFilters = {
          ...f,
          brands: shuffle(f.brands),
          speedRatings: shuffle(f.speedRatings),
          seasons: shuffle(f.seasons),
          types: shuffle(f.types),
        };
        expect(listingSearchString({ ...search, filters: reordered })).toBe(listingSearchString(search));
      }),
    );
  });

  it('is idempotent on any URL it accepts', () => {
    fc.assert(
      fc.property(searchArb, (search) => {
        const once = listingSearchParams(search).toString();
        const parsed = parse(once);
        if (!parsed.ok) throw new Error(parsed.message);
        expect(listingSearchParams(parsed.search).toString()).toBe(once);
      }),
    );
  });

  it('reads a readable URL and leaves out defaults when writing', () => {
    const parsed = parse(
      'brands=Michelin-tires,goodyear&speedRatings=v,h&priceMax=20000&runFlat=false&sort=price-asc&page=2&utm_source=mail',
    );
    expect(parsed).toEqual({
      ok: true,
      search: {
        filters: { brands: ['goodyear', 'michelin'], speedRatings: ['H', 'V'], priceMax: 20000, runFlat: false },
        sort: 'price-asc',
        page: 2,
      },
    });
    if (!parsed.ok) return;
    expect(listingSearchString(parsed.search)).toBe(
      '?brands=goodyear,michelin&priceMax=20000&speedRatings=H,V&runFlat=false&sort=price-asc&page=2',
    );
    expect(listingSearchString({ filters: {}, sort: 'best-match', page: 1 })).toBe('');
  });

  it("rejects bad values with the API's messages", () => {
    expect(parse('speedRatings=H,X')).toEqual({
      ok: false,
      message: 'speedRatings: "X" is not a speed rating (one of L, M, N, P, Q, R, S, T, U, H, V, Z, W, Y).',
    });
    expect(parse('priceMin=-5')).toEqual({ ok: false, message: 'priceMin must be a whole number from 0 to 1000000.' });
    expect(parse('priceMin=300&priceMax=200')).toEqual({ ok: false, message: 'priceMin must not be more than priceMax.' });
    expect(parse('runFlat=maybe')).toEqual({ ok: false, message: 'runFlat must be true or false.' });
    expect(parse('seasons=monsoon').ok).toBe(false);
    expect(parse('sort=cheapest').ok).toBe(false);
  });

  it('builds the API query with lists comma-joined', () => {
    expect(listingQuery({ filters: { seasons: ['winter', 'all-season'], runFlat: true }, sort: 'rating', page: 3 }, 24)).toEqual({
      seasons: 'all-season,winter',
      runFlat: 'true',
      sort: 'rating',
      page: 3,
      pageSize: 24,
    });
  });

  it('toggles facet values, sets and clears filters, and goes back to page 1 on a change', () => {
    let f = toggleFilterValue({}, 'brands', 'michelin');
    f = toggleFilterValue(f, 'brands', 'bfgoodrich');
    expect(f).toEqual({ brands: ['bfgoodrich', 'michelin'] });
    f = toggleFilterValue(f, 'brands', 'michelin');
    expect(f).toEqual({ brands: ['bfgoodrich'] });
    expect(toggleFilterValue(f, 'brands', 'bfgoodrich')).toEqual({});
    expect(setFilter({ priceMin: 100 }, 'priceMin', undefined)).toEqual({});
    expect(activeFilterCount({ brands: ['a', 'b'], runFlat: false, priceMax: 5 })).toBe(4);
    expect(withFilters({ filters: {}, sort: 'rating', page: 7 }, { seasons: ['winter'] })).toEqual({
      filters: { seasons: ['winter'] },
      sort: 'rating',
      page: 1,
    });
  });
});
