import type { CatalogueFilters, ListingFacets, ListingResponse } from '@tireshop/core';
import { ActiveFilters, CatalogueResults, FilterPanel } from '@tireshop/views';
import type { ReactNode } from 'react';
import { useEffect, useId } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { RouterLink } from '../../shell/router-link';
import { usePageHash } from '../../page-hash';
import { CompareListTray, useCompareList } from '../product/compare-list';
import { activeFilterCount, extrasOf, listingSearchString, searchFromForm, withExtras, type ListingSearch } from './listing-url';

export interface ListingSectionProps {
  listing: ListingResponse;
  search: ListingSearch;
  /** What the results are of, for the count line ("225/45R17", "Michelin"). */
  title: string;
  /** Facets the page's scope fixes (a brand page has no brand facet). */
  hide?: readonly (keyof ListingFacets | 'price' | 'loadIndex')[];
  /** Page parameters kept through filter changes (a staggered search's rear size, a trim). */
  extraKeys?: readonly string[];
  /** What to suggest when nothing matches and no filter is set. */
  empty?: ReactNode;
  /** The results' heading (visible); defaults to none. */
  heading?: ReactNode;
}

/**
 * A listing with its filters: filter panel, active filter chips, results with sort and pages, and
 * the compare tray. The URL is the state: every control writes the canonical URL (through
 * react-router, no reload; Back undoes a filter) and the loader reads it, so a filtered page can be
 * shared. Without JavaScript the filter panel is a plain GET form and chips and pages are links.
 */
export function ListingSection({ listing, search, title, hide, extraKeys = [], empty, heading }: ListingSectionProps) {
  const formId = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const compare = useCompareList();
  // While a filter, sort or page of this listing loads, the old results stay, dimmed and marked busy.
  const navigation = useNavigation();
  const busy = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const extras = extrasOf(new URLSearchParams(location.search), extraKeys);
  const href = (next: Partial<ListingSearch>) => location.pathname + withExtras(listingSearchString({ ...search, ...next }), extras);
  const filtersHref = (filters: CatalogueFilters) => href({ filters, page: 1 });
  const go = (to: string) => navigate(to, { preventScrollReset: true });

  const onFormChange = (params: URLSearchParams) => {
    // The form's values as a GET would send them (the sort select belongs to the form), read by
    // core into filters; a new choice of filters starts at page 1 (the old page may not exist).
    const next = searchFromForm(params);
    if (next) go(location.pathname + withExtras(listingSearchString(next), extras));
  };

  // A link's #brand= (docs/decisions.md "Size and brand links") ticks those brands as a click
  // would, in place: the address keeps the hash, and with the brands ticked it asks nothing more.
  const { hash, read } = usePageHash();
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again for each hash read and each listing
  useEffect(() => {
    const next =
      read && !hide?.includes('brands')
        ? read.brandFilterFromHash(read.parsePageHash(hash).brands, listing.facets.brands, listing.appliedFilters.brands)
        : null;
    if (next) navigate(filtersHref({ ...listing.appliedFilters, brands: next }) + hash, { replace: true, preventScrollReset: true });
  }, [hash, read, listing]);

  const filtered = activeFilterCount(listing.appliedFilters) > 0;
  const keep: Record<string, string | undefined> = Object.fromEntries(extras);
  return (
    <div className="sf-listing">
      {heading}
      <div className="sf-listing__layout">
        <aside className="sf-listing__filters" aria-label="Filters">
          <FilterPanel
            formId={formId}
            action={location.pathname}
            facets={listing.facets}
            ranges={listing.ranges}
            applied={listing.appliedFilters}
            hide={hide}
            keep={keep}
            onChange={onFormChange}
            total={listing.resultMetadata.pagination.total}
            activeCount={activeFilterCount(listing.appliedFilters)}
          />
        </aside>
        <div className={`sf-listing__results${busy ? ' sf-listing__results--busy' : ''}`} aria-busy={busy || undefined}>
          <ActiveFilters applied={listing.appliedFilters} facets={listing.facets} hrefFor={filtersHref} Link={RouterLink} />
          <CatalogueResults
            title={title}
            mode={listing.mode}
            products={listing.siteProducts}
            sets={listing.sets}
            pagination={listing.resultMetadata.pagination}
            sort={listing.resultMetadata.sort}
            formId={formId}
            onSort={(sort) => go(href({ sort, page: 1 }))}
            pageHref={(page) => href({ page })}
            filtered={filtered}
            empty={
              filtered ? (
                <p>
                  <RouterLink href={filtersHref({})}>Clear all filters</RouterLink> or remove one of them above.
                </p>
              ) : (
                empty
              )
            }
            compare={listing.mode === 'products' ? compare.control : undefined}
            Link={RouterLink}
          />
        </div>
      </div>
      <CompareListTray />
    </div>
  );
}
