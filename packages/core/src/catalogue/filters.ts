/**
 * The catalogue filter model as pure functions: read a listing's filters, sort and page from a
 * storefront URL's search params, write them back in one canonical form, and turn them into the
 * query of GET /v1/tires. The storefront URL uses the API's own query names and values, so a page
 * URL's search part can be handed to the API as it is:
 *
 *   /tire-sizes/225-45r17?brands=goodyear,michelin&priceMax=20000&speedRatings=H,V&runFlat=false&sort=price-asc&page=2
 *
 * Lists are comma-separated; prices are cents per tire (our money rule); booleans are true/false
 * (spec §5 Query strings). The scope (size, brand, vehicle …) comes from the page path, not from
 * these params. Validation is the contract's (`listingFilterEntries`), so the storefront and the
 * API reject the same values with the same messages.
 */
import * as v from 'valibot';
import { ownEntries } from '../contract/own-entries';
import { listingFilterEntries, listingPagingEntries, normaliseFilters, type AppliedFilters } from '../contract/browse';
import { PRODUCT_SORTS, type ProductSort } from '../contract/catalogue';

/** Filters, sort and page of a listing as the storefront URL carries them. */
export interface ListingSearch {
  filters: AppliedFilters;
  sort: ProductSort;
  page: number;
}

export const DEFAULT_SORT: ProductSort = 'best-match';

/** The URL keys, in the order they are written. */
export const FILTER_KEYS = [
  'brands',
  'categories',
  'types',
  'priceMin',
  'priceMax',
  'minLoadIndex',
  'speedRatings',
  'seasons',
  'runFlat',
  'minWarrantyMiles',
] as const satisfies readonly (keyof AppliedFilters)[];
export type FilterKey = (typeof FILTER_KEYS)[number];

/** Filters whose value is a list: a facet click toggles one value in them. */
export type ListFilterKey = 'brands' | 'categories' | 'types' | 'speedRatings' | 'seasons';

const searchSchema = v.pipe(
  v.object({ ...listingFilterEntries, page: listingPagingEntries.page, sort: listingPagingEntries.sort }),
  v.check(
    (q) => q.priceMin === undefined || q.priceMax === undefined || q.priceMin <= q.priceMax,
    'priceMin must not be more than priceMax.',
  ),
);

export type ParsedListingSearch = { ok: true; search: ListingSearch } | { ok: false; message: string };

/**
 * Reads filters, sort and page from search params. Keys it does not know (utm_source, …) are
 * ignored; a known key with a bad value is an error with the API's message.
 */
export function parseListingSearch(params: URLSearchParams): ParsedListingSearch {
  const raw: Record<string, string> = {};
  for (const key of [...FILTER_KEYS, 'sort', 'page'] as const) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
  }
  const result = v.safeParse(ownEntries(searchSchema), raw);
  if (!result.success) return { ok: false, message: result.issues[0]?.message ?? 'The filters are not valid.' };
  const { page, sort, ...filters } = result.output;
  return { ok: true, search: { filters: normaliseFilters(filters), sort: sort ?? DEFAULT_SORT, page: page ?? 1 } };
}

function filterEntries(filters: AppliedFilters): [FilterKey, string][] {
  const normal = normaliseFilters(filters);
  const out: [FilterKey, string][] = [];
  for (const key of FILTER_KEYS) {
    const value = normal[key];
    if (value === undefined) continue;
    out.push([key, Array.isArray(value) ? value.join(',') : String(value)]);
  }
  return out;
}

/**
 * Search params in canonical form: keys in FILTER_KEYS order, then sort and page; defaults
 * (best-match, page 1) and empty filters left out. Commas stay readable in the URL.
 */
export function listingSearchParams(search: Partial<ListingSearch>): URLSearchParams {
  const params = new URLSearchParams(filterEntries(search.filters ?? {}));
  if (search.sort && search.sort !== DEFAULT_SORT) params.set('sort', search.sort);
  if (search.page && search.page > 1) params.set('page', String(search.page));
  return params;
}

/** The search part of a URL ("" or "?brands=…"), commas left unescaped. */
export function listingSearchString(search: Partial<ListingSearch>): string {
  const text = listingSearchParams(search).toString().replace(/%2C/g, ',');
  return text ? `?${text}` : '';
}

/** The query of GET /v1/tires for these filters, sort and page (lists comma-joined). */
export function listingQuery(search: Partial<ListingSearch>, pageSize?: number): Record<string, string | number> {
  const query: Record<string, string | number> = Object.fromEntries(filterEntries(search.filters ?? {}));
  if (search.sort) query.sort = search.sort;
  if (search.page) query.page = search.page;
  if (pageSize) query.pageSize = pageSize;
  return query;
}

/** Adds the value to a list filter, or removes it when present (a facet checkbox). */
export function toggleFilterValue(filters: AppliedFilters, key: ListFilterKey, value: string): AppliedFilters {
  const current = (filters[key] ?? []) as string[];
  const next = current.includes(value) ? current.filter((x) => x !== value) : [...current, value];
  return normaliseFilters({ ...filters, [key]: next });
}

/** Sets or clears (undefined) one filter. */
export function setFilter<K extends FilterKey>(filters: AppliedFilters, key: K, value: AppliedFilters[K] | undefined): AppliedFilters {
  return normaliseFilters({ ...filters, [key]: value });
}

/**
 * New filters go back to page 1: the old page number may not exist in the new result.
 */
export function withFilters(search: ListingSearch, filters: AppliedFilters): ListingSearch {
  return { ...search, filters: normaliseFilters(filters), page: 1 };
}

/** How many filter choices are active (each list value counts), for a "Filters (3)" button. */
export function activeFilterCount(filters: AppliedFilters): number {
  let n = 0;
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value === undefined) continue;
    n += Array.isArray(value) ? value.length : 1;
  }
  return n;
}

export const isProductSort = (value: string): value is ProductSort => (PRODUCT_SORTS as readonly string[]).includes(value);
