/**
 * The query of the shop list pages (/tire-shops?zip=…, /tire-shops/{urbanArea}): which zip, which
 * sort (spec §3 installer sort options) and which page of 10 (spec §9 "Shops list shows 10 at a
 * time"). One canonical spelling — defaults left out, keys in one order, nothing else — so a
 * page of shops has one URL and the pager's links are plain, crawlable hrefs.
 */
import { INSTALLER_SORTS, type InstallerSort } from '@tireshop/core';

export interface ShopsSearch {
  /** The zip searched (the /tire-shops results), or null. */
  zip: string | null;
  sort: InstallerSort;
  page: number;
}

const MAX_PAGE = 1000;

export const isInstallerSort = (value: string): value is InstallerSort => (INSTALLER_SORTS as readonly string[]).includes(value);

/**
 * Reads the search of a page URL. Values that mean nothing (an unknown sort, a page that is not a
 * positive number, an empty zip) fall back to the default, and the canonical form says so: the
 * loader redirects to it rather than showing a page under a second address.
 */
export function readShopsSearch(params: URLSearchParams, { withZip }: { withZip: boolean }): { search: ShopsSearch; canonical: string } {
  const rawSort = params.get('sort') ?? '';
  const sort = isInstallerSort(rawSort) ? rawSort : 'all';
  const rawPage = params.get('page') ?? '';
  const page = /^\d{1,4}$/.test(rawPage) && Number(rawPage) >= 1 && Number(rawPage) <= MAX_PAGE ? Number(rawPage) : 1;
  const zip = withZip ? (params.get('zip') ?? '').trim() || null : null;
  const search = { zip, sort, page };
  return { search, canonical: shopsSearchString(search) };
}

/** "?zip=10001&sort=rating&page=2"; "" for the defaults. */
export function shopsSearchString({ zip, sort, page }: ShopsSearch): string {
  const params = new URLSearchParams();
  if (zip) params.set('zip', zip);
  if (sort !== 'all') params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** How many pages of `size` a list of `total` makes (at least 1: an empty list is one page). */
export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));
