import { describe, expect, it } from 'vitest';
import { extrasOf, foldListingParams, readListingSearch, searchFromForm, withExtras } from './listing-url';

const url = (search: string) => new URL(`http://shop.test/tire-sizes/225-45r17${search}`);

describe('catalogue URLs', () => {
  it('folds a GET form (repeated keys, empty fields) into comma lists', () => {
    const params = new URLSearchParams('brands=michelin&brands=goodyear&priceMin=&runFlat=&sort=price-asc&utm_source=x');
    expect(foldListingParams(params).toString()).toBe('brands=michelin%2Cgoodyear&sort=price-asc');
  });

  it('says a form URL is not canonical and gives the one URL for those filters', () => {
    const read = readListingSearch(url('?brands=michelin&brands=goodyear&priceMin=&speedRatings=v,h'));
    expect(read).toMatchObject({ ok: true, isCanonical: false, canonical: '?brands=goodyear,michelin&speedRatings=H,V' });
  });

  it('accepts its own canonical URL, extra keys kept in the order given', () => {
    const read = readListingSearch(url('?brands=goodyear,michelin&sort=rating&rear=255-40r17'), ['rear']);
    expect(read).toMatchObject({ ok: true, isCanonical: true, canonical: '?brands=goodyear,michelin&sort=rating&rear=255-40r17' });
    expect(readListingSearch(url(''))).toMatchObject({ ok: true, isCanonical: true, canonical: '' });
  });

  it('keeps unknown keys out of the decision (a tracking parameter is not a redirect)', () => {
    expect(readListingSearch(url('?utm_source=mail'))).toMatchObject({ ok: true, isCanonical: true });
  });

  it('refuses a bad filter with the API’s message', () => {
    const read = readListingSearch(url('?speedRatings=Q9'));
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.message).toContain('speedRatings');
    expect(readListingSearch(url('?priceMin=300&priceMax=100')).ok).toBe(false);
  });

  it('a filter change from the form starts at page 1 and keeps the sort', () => {
    const next = searchFromForm(new URLSearchParams('brands=michelin&sort=price-desc&page=3'));
    expect(next).toEqual({ filters: { brands: ['michelin'] }, sort: 'price-desc', page: 1 });
  });

  it('writes extra page keys after the listing keys', () => {
    const extras = extrasOf(new URLSearchParams('trim=3-0&rear=&x=1'), ['rear', 'trim']);
    expect(extras).toEqual([['trim', '3-0']]);
    expect(withExtras('', extras)).toBe('?trim=3-0');
    expect(withExtras('?sort=rating', extras)).toBe('?sort=rating&trim=3-0');
  });
});
