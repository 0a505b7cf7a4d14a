/**
 * How filters read to a shopper: one place for the words of the filter panel and of the active
 * filter chips, so a chip says exactly what the control that set it said.
 */
import { formatPrice, type CatalogueFilters, type FacetOption, type ListingFacets, formatNumber } from '@tireshop/core';

/** Facet groups in panel order, with their headings. */
export const FACET_TITLES = {
  brands: 'Brand',
  categories: 'Category',
  types: 'Tire type',
  seasons: 'Season',
  speedRatings: 'Speed rating',
  runFlat: 'Run-flat',
  minWarrantyMiles: 'Treadwear warranty',
} as const satisfies Record<keyof ListingFacets, string>;

export const miles = (n: number) => `${formatNumber(n, 'en-US')} mi`;
export const dollars = (cents: number) => formatPrice(cents, { whole: cents % 100 === 0 });

export function runFlatLabel(value: boolean): string {
  return value ? 'Run-flat only' : 'Not run-flat';
}

export function warrantyLabel(value: number): string {
  return `${formatNumber(value, 'en-US')}+ mi warranty`;
}

export function loadIndexLabel(value: number): string {
  return `Load index ${value}+`;
}

export function priceLabel(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return `${dollars(min)} – ${dollars(max)}`;
  if (min !== undefined) return `${dollars(min)} and up`;
  if (max !== undefined) return `Up to ${dollars(max)}`;
  return 'Any price';
}

/** The label of a list value from its facet (falls back to the value, so a chip never goes blank). */
export function optionLabel(options: readonly FacetOption[] | undefined, value: string): string {
  return options?.find((o) => o.value === value)?.label ?? value;
}

/** One removable chip per active filter value (list filters give one chip per value). */
export interface ActiveFilter {
  key: keyof CatalogueFilters;
  /** The list value this chip removes; undefined for single-value filters (price removes both ends). */
  value?: string;
  group: string;
  label: string;
}

export function activeFilters(applied: CatalogueFilters, facets: ListingFacets | undefined): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  const list = (key: 'brands' | 'categories' | 'types' | 'speedRatings' | 'seasons') => {
    for (const value of applied[key] ?? []) {
      out.push({ key, value, group: FACET_TITLES[key], label: optionLabel(facets?.[key], value) });
    }
  };
  list('brands');
  list('categories');
  list('types');
  list('seasons');
  list('speedRatings');
  if (applied.priceMin !== undefined || applied.priceMax !== undefined) {
    out.push({ key: 'priceMin', group: 'Price', label: priceLabel(applied.priceMin, applied.priceMax) });
  }
  if (applied.minLoadIndex !== undefined) {
    out.push({ key: 'minLoadIndex', group: 'Load index', label: loadIndexLabel(applied.minLoadIndex) });
  }
  if (applied.runFlat !== undefined) out.push({ key: 'runFlat', group: 'Run-flat', label: runFlatLabel(applied.runFlat) });
  if (applied.minWarrantyMiles !== undefined) {
    out.push({ key: 'minWarrantyMiles', group: 'Warranty', label: warrantyLabel(applied.minWarrantyMiles) });
  }
  return out;
}

/** The filters without one chip's value (a price chip clears both ends of the range). */
export function withoutFilter(applied: CatalogueFilters, chip: Pick<ActiveFilter, 'key' | 'value'>): CatalogueFilters {
  const next: CatalogueFilters = { ...applied };
  if (chip.value !== undefined) {
    const key = chip.key as 'brands' | 'categories' | 'types' | 'speedRatings' | 'seasons';
    (next as Record<string, unknown>)[key] = (applied[key] as string[] | undefined)?.filter((v) => v !== chip.value);
  } else if (chip.key === 'priceMin' || chip.key === 'priceMax') {
    delete next.priceMin;
    delete next.priceMax;
  } else {
    delete next[chip.key];
  }
  return next;
}
