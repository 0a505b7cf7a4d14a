/**
 * Filters, sort and page in a catalogue URL. The model is core's (catalogue/filters: the API's own
 * query names, one canonical form); this module adds what a page URL needs on top: a GET form
 * sends a checkbox group as repeated keys (`brands=a&brands=b`) and empty selects as `priceMin=`,
 * so those are folded into core's comma lists first, and extra page keys (`rear`, `trim`) ride along.
 */
import { FILTER_KEYS, listingQuery, listingSearchString, parseListingSearch, type ListingSearch } from '@tireshop/core';

export { activeFilterCount, listingQuery, listingSearchString, type ListingSearch } from '@tireshop/core';

const LISTING_KEYS: readonly string[] = [...FILTER_KEYS, 'sort', 'page'];

/** Repeated keys joined with commas, empty values dropped; keys other than the listing's ignored. */
export function foldListingParams(params: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of LISTING_KEYS) {
    const values = params
      .getAll(key)
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(Boolean);
    if (values.length) out.set(key, values.join(','));
  }
  return out;
}

export type ReadListing = { ok: true; search: ListingSearch; canonical: string; isCanonical: boolean } | { ok: false; message: string };

/**
 * Reads a listing's search from a page URL. `canonical` is the search part in core's canonical
 * form plus the page's extra keys (in the order given); `isCanonical` tells the loader whether to
 * redirect, so one choice of filters has one URL (a GET form's URL becomes the same URL a click
 * with JavaScript produces).
 */
export function readListingSearch(url: URL, extraKeys: readonly string[] = []): ReadListing {
  const parsed = parseListingSearch(foldListingParams(url.searchParams));
  if (!parsed.ok) return parsed;
  const canonical = withExtras(listingSearchString(parsed.search), extrasOf(url.searchParams, extraKeys));
  const current = new URLSearchParams();
  for (const [key, value] of url.searchParams) if (LISTING_KEYS.includes(key) || extraKeys.includes(key)) current.append(key, value);
  const currentText = current.toString().replace(/%2C/g, ',');
  return { ok: true, search: parsed.search, canonical, isCanonical: (currentText ? `?${currentText}` : '') === canonical };
}

/** The page's extra keys (rear size, trim) with their values, in order; blanks dropped. */
export function extrasOf(params: URLSearchParams, keys: readonly string[]): [string, string][] {
  return keys.flatMap((k) => {
    const value = params.get(k)?.trim();
    return value ? [[k, value] as [string, string]] : [];
  });
}

/** A listing search string with extra keys appended ("?brands=a&rear=255-35r19"). */
export function withExtras(search: string, extras: readonly [string, string][]): string {
  if (extras.length === 0) return search;
  const tail = extras.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
  return search ? `${search}&${tail}` : `?${tail}`;
}

/** The listing search a filter form's values give (its sort included, page 1); null if invalid. */
export function searchFromForm(params: URLSearchParams): ListingSearch | null {
  const parsed = parseListingSearch(foldListingParams(params));
  return parsed.ok ? { ...parsed.search, page: 1 } : null;
}

/** The query of GET /v1/tires for a page's search. */
export const listingApiQuery = (search: ListingSearch) => listingQuery(search);
