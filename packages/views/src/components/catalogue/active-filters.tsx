import type { CatalogueFilters, ListingFacets } from '@tireshop/core';
import { PlainLink, type LinkComponent } from '../link';
import { activeFilters, withoutFilter } from './filter-labels';

export interface ActiveFiltersProps {
  applied: CatalogueFilters;
  facets?: ListingFacets;
  /** The page URL for a set of filters (the storefront writes it in canonical form). */
  hrefFor: (filters: CatalogueFilters) => string;
  Link?: LinkComponent;
}

/**
 * The filters in force as removable chips, and "Clear all". Chips are links to the URL without
 * that value, so they work without JavaScript, are shareable and Back undoes them.
 */
export function ActiveFilters({ applied, facets, hrefFor, Link = PlainLink }: ActiveFiltersProps) {
  const chips = activeFilters(applied, facets);
  if (chips.length === 0) return null;
  return (
    <nav className="ts-active-filters" aria-label="Active filters">
      <ul>
        {chips.map((chip) => (
          <li key={`${chip.key}:${chip.value ?? ''}`}>
            <Link href={hrefFor(withoutFilter(applied, chip))} className="ts-chip">
              <span className="ts-visually-hidden">Remove filter </span>
              <span className="ts-chip__group">{chip.group}:</span> {chip.label}
              <span className="ts-chip__x" aria-hidden="true">
                ×
              </span>
            </Link>
          </li>
        ))}
        {chips.length > 1 && (
          <li>
            <Link href={hrefFor({})} className="ts-chip ts-chip--clear">
              Clear all filters
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
