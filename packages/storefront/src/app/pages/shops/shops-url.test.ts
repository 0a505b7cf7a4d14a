import { describe, expect, it } from 'vitest';
import { pageCount, readShopsSearch, shopsSearchString } from './shops-url';

const read = (query: string, withZip = true) => readShopsSearch(new URLSearchParams(query), { withZip });

describe('shop list URLs', () => {
  it('leaves the defaults out, so the first page in the recommended order is the bare path', () => {
    expect(shopsSearchString({ zip: null, sort: 'all', page: 1 })).toBe('');
    expect(read('sort=all&page=1').canonical).toBe('');
  });

  it('keeps zip, sort and page in one order', () => {
    expect(read('page=2&sort=rating&zip=10001').canonical).toBe('?zip=10001&sort=rating&page=2');
    expect(read('page=2&sort=rating&zip=10001').search).toEqual({ zip: '10001', sort: 'rating', page: 2 });
  });

  it('drops what means nothing: unknown sorts, bad pages, empty zips, other keys', () => {
    expect(read('sort=cheapest&page=0&zip=&utm=x').canonical).toBe('');
    expect(read('page=-3').search.page).toBe(1);
    expect(read('page=2.5').search.page).toBe(1);
    expect(read('page=99999').search.page).toBe(1);
  });

  it('a metro page has no zip', () => {
    expect(read('zip=10001&page=3', false).canonical).toBe('?page=3');
  });

  it('counts pages of 10 (spec §9 "Shops list shows 10 at a time")', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});
