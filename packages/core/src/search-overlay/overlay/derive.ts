/**
 * Pure derivations of the overlay state: what the typeahead is asked (spec §7 GET
 * /search-typeahead), which options the listbox offers, and the URLs a choice leads to.
 */
import type { ApiError } from '../../client/index';
import {
  SEARCH_QUERY_TYPES,
  type SearchQueryType,
  type SearchResultGroup,
  type SearchResultGroupId,
  type SearchResultItem,
} from '../../contract/catalogue';
import type { PastSearch } from '../../contract/search';
import { paths } from '../../routes/paths';
import { vehiclePillLabel } from '../../search/vehicle-pills/index';
import { parseTireSize, tireSizeFromSlug } from '../../tire-size/index';

/** spec §4: "Active input primary or secondary (rear tire)". */
export type SearchInputId = 'primary' | 'secondary';

/** A search pill from site globals (spec §3 Site globals `customFilterPills`). */
export interface FilterPill {
  label: string;
  queryType: string;
  queryText: string;
}

/**
 * The lock on the search (spec §2: "Pills set query and lock search to a category"). A `filter`
 * pill comes from site globals; a `drill` pill from choosing a drill-down item (a vehicle make,
 * model or year: contract `isPillItem`) and carries the level above it.
 */
export interface SearchPill {
  kind: 'filter' | 'drill';
  queryType: SearchQueryType;
  label: string;
  /** Sent as queryText while the input is empty: the pill sets the query. */
  queryText: string;
  additionalQueryText?: string;
  /** The page of the level chosen so far (a model or year page). */
  href?: string;
  /** The item that made a drill pill. */
  item?: SearchResultItem;
  parent?: SearchPill | null;
}

export type TypeaheadStatus = 'idle' | 'loading' | 'results' | 'empty' | 'error';

/** The query of one GET /search-typeahead call. */
export interface TypeaheadRequest {
  queryText: string;
  queryType?: SearchQueryType;
  additionalQueryText?: string;
}

export interface TypeaheadState {
  status: TypeaheadStatus;
  /** Non-empty groups of the last answer (kept while a newer one loads). */
  groups: readonly SearchResultGroup[];
  total: number;
  error: ApiError | null;
  /** The request the groups answer, or the one loading. */
  request: TypeaheadRequest | null;
}

export interface SearchOverlayState {
  open: boolean;
  activeInput: SearchInputId;
  /** Front and rear sizes differ: both inputs are shown. */
  staggered: boolean;
  queries: Record<SearchInputId, string>;
  /** The front size chosen in the primary input while staggered. */
  front: { label: string; slug: string } | null;
  pill: SearchPill | null;
  typeahead: TypeaheadState;
  /** Index into the options (keyboard highlight, `aria-activedescendant`); -1 for none. */
  highlighted: number;
}

export type SearchOption =
  | { kind: 'result'; id: string; item: SearchResultItem; groupId: SearchResultGroupId; groupLabel: string }
  | { kind: 'pillPage'; id: string; label: string; href: string }
  | { kind: 'past'; id: string; past: PastSearch };

/** The contract bounds queryText and additionalQueryText to 100 characters. */
const QUERY_MAX = 100;
const bounded = (text: string) => text.trim().slice(0, QUERY_MAX);

export const isSearchQueryType = (value: string): value is SearchQueryType => (SEARCH_QUERY_TYPES as readonly string[]).includes(value);

/** Site-global pills with a query type the API knows; others are left out rather than sent. */
export function usableFilterPills(pills: readonly FilterPill[] | null | undefined): FilterPill[] {
  return (pills ?? []).filter((p) => isSearchQueryType(p.queryType) && p.label.trim() !== '');
}

/** Is the empty input showing past searches (no lock, no staggered pair)? */
export const showsPastSearches = (state: SearchOverlayState) => !state.pill && !state.staggered && state.queries.primary.trim() === '';

/** The front size a rear search pairs with: the one chosen, or a complete size typed. */
export function frontSizeOf(state: SearchOverlayState): { label: string; slug: string } | null {
  if (state.front) return state.front;
  const typed = parseTireSize(state.queries.primary);
  return typed ? { label: typed.sizeKey, slug: typed.slug } : null;
}

/** What to ask the typeahead for the active input; null when there is nothing to ask. */
export function typeaheadRequestFor(state: SearchOverlayState): TypeaheadRequest | null {
  const { staggered, activeInput, queries, pill } = state;
  if (staggered) {
    if (activeInput === 'secondary') {
      // The rear list pairs with the front size (contract: additionalQueryText is the front size).
      const front = frontSizeOf(state);
      return front ? { queryType: 'rearTireSize', queryText: bounded(queries.secondary), additionalQueryText: front.label } : null;
    }
    const text = bounded(queries.primary);
    return text ? { queryType: 'frontTireSize', queryText: text } : null;
  }
  const text = bounded(queries.primary);
  if (pill) {
    return {
      queryType: pill.queryType,
      queryText: text || bounded(pill.queryText),
      ...(pill.additionalQueryText ? { additionalQueryText: bounded(pill.additionalQueryText) } : {}),
    };
  }
  return text ? { queryText: text } : null;
}

export const sameRequest = (a: TypeaheadRequest | null, b: TypeaheadRequest | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.queryText === b.queryText &&
    a.queryType === b.queryType &&
    a.additionalQueryText === b.additionalQueryText);

/** Item types whose page is worth a "see all" option while drilling down (the spec has no make page). */
const PAGE_LEVELS = new Set<SearchResultItem['type']>(['vehicleModel', 'vehicleYear']);

/**
 * The flat list the keyboard moves through, in the order it is shown. `levelPages`: offer the
 * page of the level drilled to ("All tires for 2021 Toyota Camry") first.
 */
export function searchOptions(state: SearchOverlayState, pastSearches: readonly PastSearch[], levelPages = true): SearchOption[] {
  if (showsPastSearches(state)) return pastSearches.map((past) => ({ kind: 'past', id: `past-${past.id}`, past }));
  const options: SearchOption[] = [];
  const pill = state.pill;
  if (levelPages && !state.staggered && pill?.kind === 'drill' && pill.href && pill.item && PAGE_LEVELS.has(pill.item.type)) {
    options.push({ kind: 'pillPage', id: 'pill-page', label: `All tires for ${pill.label}`, href: pill.href });
  }
  if (state.typeahead.status === 'error') return options;
  for (const group of state.typeahead.groups) {
    group.siteSearchResultList.forEach((item, i) => {
      options.push({ kind: 'result', id: `${group.id}-${i}`, item, groupId: group.id, groupLabel: group.label });
    });
  }
  return options;
}

/** A size's slug from its label ("225/45R17") or its page link (`/tire-sizes/225-45r17`). */
export function sizeSlugOf(item: { label: string; link?: { href: string } }): string | null {
  const parsed = parseTireSize(item.label);
  if (parsed) return parsed.slug;
  const fromLink = item.link ? /^\/tire-sizes\/([^/?#]+)/.exec(item.link.href)?.[1] : undefined;
  return fromLink && tireSizeFromSlug(fromLink) ? fromLink : null;
}

/** A staggered set's page: the front size's page with the rear size in the query (brief: ?rear=). */
export function staggeredHref(frontSlug: string, rearSlug: string): string {
  return frontSlug === rearSlug ? paths.tireSize(frontSlug) : `${paths.tireSize(frontSlug)}?rear=${encodeURIComponent(rearSlug)}`;
}

/** A drill pill's words: the vehicle so far ("2021 Toyota Camry") or the item's label. */
export function drillLabel(item: SearchResultItem): string {
  const v = item.vehicleMetadata;
  const words = v ? vehiclePillLabel({ make: v.make, model: v.model, year: v.year, trim: v.trim }) : '';
  return words || item.label;
}
