/**
 * What every catalogue loader does with an API answer, as the size page always has: a 404 from the
 * API is the 404 page (spec §8 "The page you are looking for is missing."), a 400 shows its
 * message, anything else is the 500 page.
 */
import {
  tireListingEndpoint,
  withoutTiresSuffix,
  withTiresSuffix,
  type ApiResult,
  type CallInput,
  type ListingQuery,
  type ListingResponse,
} from '@tireshop/core';
import { data, type LoaderFunctionArgs } from 'react-router';
import { redirect, isPathOf } from '../../redirect';
import { storefrontContext } from '../../context';
import { listingApiQuery, readListingSearch, type ListingSearch } from './listing-url';

export function statusOf(code: string): number {
  if (code === 'NotFound') return 404;
  if (code === 'BadRequest') return 400;
  return 500;
}

/** The answer's data, or the error page for its failure. */
export function orThrow<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data;
  throw data({ message: result.error.message }, { status: statusOf(result.error.code) });
}

export const notFound = () => data({ message: 'Not found' }, { status: 404 });

/**
 * spec §5 Slugs: brand and make slugs carry `-tires` in page URLs; URLs are lowercase. Returns the
 * slug as the URL should have it, and the bare slug the API takes.
 */
export function brandSlugs(raw: string): { url: string; api: string } {
  const lower = raw.toLowerCase();
  return { url: withTiresSuffix(lower), api: withoutTiresSuffix(lower) };
}

/**
 * A 301 to the canonical spelling of this page when the path differs (case, a missing `-tires`),
 * keeping the query. Returns undefined when the path is already canonical.
 */
export function canonicalRedirect(request: Request, canonicalPath: string) {
  const url = new URL(request.url);
  if (isPathOf(url, canonicalPath)) return undefined;
  return redirect(canonicalPath + url.search, 301);
}

/** A listing's scope: what the page is of (GET /v1/tires scope parameters). */
export type ListingScope = Pick<
  ListingQuery,
  'size' | 'rearSize' | 'brand' | 'category' | 'type' | 'subtype' | 'make' | 'model' | 'year' | 'trim' | 'deal'
>;

export interface ListingData {
  listing: ListingResponse;
  search: ListingSearch;
}

/**
 * The listing of a page: filters, sort and page from the URL (a non-canonical URL — a GET form's
 * repeated keys, empty fields — redirects to its canonical form), then GET /v1/tires. `extraKeys`
 * are page parameters kept in the URL (a rear size, a trim).
 */
export async function loadListing(
  { request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>,
  scope: ListingScope,
  extraKeys: readonly string[] = [],
): Promise<ListingData> {
  const url = new URL(request.url);
  const read = readListingSearch(url, extraKeys);
  if (!read.ok) throw data({ message: read.message }, { status: 400 });
  if (!read.isCanonical) throw redirect(url.pathname + read.canonical);
  const { api } = storefrontContext(context);
  const result = await api.call(tireListingEndpoint, {
    query: { ...scope, ...listingApiQuery(read.search) } as CallInput<typeof tireListingEndpoint>['query'],
    signal: request.signal,
  });
  return { listing: orThrow(result), search: read.search };
}
