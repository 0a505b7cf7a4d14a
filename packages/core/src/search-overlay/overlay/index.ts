/**
 * The search overlay as stores and actions (spec §2 Shell "Search overlay", §4 "Search overlay
 * toggles … Active input primary or secondary (rear tire)", §8 "Search failure shows an error
 * state unless aborted or guided shopping"). No React, no DOM: views read `$state` and
 * `$options` and call the actions; the storefront ties open/close to browser history
 * (../history), a widget does not (it never owns the host page's history).
 *
 * Typing is debounced (spec §9 "Default debounce 100 ms") and every keystroke aborts the request
 * in flight, so a slow answer never replaces a newer one and the API is not asked for text the
 * shopper has already typed past.
 */
import { computed, map, type ReadableAtom } from 'nanostores';
import type { ApiClient } from '../../client/index';
import { typeaheadEndpoint, type SearchQueryType, type SearchResultItem } from '../../contract/catalogue';
import type { PastSearch } from '../../contract/search';
import { parseTireSize } from '../../tire-size/index';
import type { PastSearchesStore, PastSearchInput } from '../past-searches/index';
import {
  drillLabel,
  frontSizeOf,
  isSearchQueryType,
  sameRequest,
  searchOptions,
  showsPastSearches,
  sizeSlugOf,
  staggeredHref,
  typeaheadRequestFor,
  type FilterPill,
  type SearchInputId,
  type SearchOption,
  type SearchOverlayState,
  type TypeaheadRequest,
} from './derive';

export * from './derive';

/** spec §9 Business constants: "Default debounce 100 ms". */
export const TYPEAHEAD_DEBOUNCE_MS = 100;

/** The clock's timers, injectable so tests run on fake time. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

// Looked up per call, so fake timers installed after the store was made are the ones used.
const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export type OpenReason = 'user' | 'history';
/** `dismiss`: Escape or the close button; `navigate`: a result was chosen; `history`: Back. */
export type CloseReason = 'dismiss' | 'navigate' | 'history';
export type OpenChange = { open: true; reason: OpenReason } | { open: false; reason: CloseReason };

/** What choosing an option led to; the view carries out `navigate` (storefront route, widget listing). */
export type ChooseOutcome =
  | {
      kind: 'navigate';
      href: string;
      label: string;
      /** The result chosen (absent for past searches and staggered pairs). */
      item?: SearchResultItem;
      past?: PastSearch;
      /** Tire sizes of the destination when it is a size page (a widget lists them itself). */
      sizes?: { front: string; rear?: string };
    }
  /** The search moved one level down (a vehicle make → its models); the input stays. */
  | { kind: 'drill' }
  /** A front size was chosen; the rear input is active now. */
  | { kind: 'rear' }
  | { kind: 'none' };

export interface SearchOverlayOptions {
  api: ApiClient;
  /** Past searches to offer on an empty input and to record choices in; none in tests or embeds without a session. */
  pastSearches?: PastSearchesStore;
  debounceMs?: number;
  timers?: Timers;
  /**
   * Offer the page of a vehicle model or year while drilling down (default). A widget lists one
   * tire size at a time, so it drills on to a trim and its size instead.
   */
  levelPages?: boolean;
}

export interface SearchOverlay {
  $state: ReadableAtom<SearchOverlayState>;
  /** What the listbox offers, in order; `highlighted` indexes it. */
  $options: ReadableAtom<SearchOption[]>;
  pastSearches: PastSearchesStore | undefined;

  open(reason?: OpenReason): void;
  close(reason?: CloseReason): void;
  onOpenChange(listener: (change: OpenChange) => void): () => void;

  setQuery(text: string, input?: SearchInputId): void;
  /** The shopper moved to an input: results follow the active input. */
  activateInput(input: SearchInputId): void;
  setStaggered(staggered: boolean): void;
  /** Choosing a site-global pill locks the search to its query type; choosing it again unlocks. */
  toggleFilterPill(pill: FilterPill): void;
  clearPill(): void;
  /** Backspace in an empty input: one drill level up, or the lock off. True when something changed. */
  stepBack(): boolean;

  moveHighlight(delta: number): void;
  highlight(index: number): void;
  /** Chooses an option (the highlighted one by default). */
  choose(index?: number): ChooseOutcome;
  /** Enter: the highlighted option, else a complete size typed, else the first option. */
  submit(): ChooseOutcome;
  retry(): void;
}

const initialState = (): SearchOverlayState => ({
  open: false,
  activeInput: 'primary',
  staggered: false,
  queries: { primary: '', secondary: '' },
  front: null,
  pill: null,
  typeahead: { status: 'idle', groups: [], total: 0, error: null, request: null },
  highlighted: -1,
});

export function createSearchOverlay(options: SearchOverlayOptions): SearchOverlay {
  const { api, pastSearches } = options;
  const debounceMs = options.debounceMs ?? TYPEAHEAD_DEBOUNCE_MS;
  const timers = options.timers ?? globalTimers;

  const $state = map<SearchOverlayState>(initialState());
  const $options = computed([$state, pastSearches?.$pastSearches ?? map({ status: 'idle', items: [] as PastSearch[] })], (state, past) =>
    searchOptions(state, past.items, options.levelPages ?? true),
  );
  const listeners = new Set<(change: OpenChange) => void>();

  let pending: unknown = null;
  let inFlight: AbortController | null = null;

  const patch = (changes: Partial<SearchOverlayState>) => $state.set({ ...$state.get(), ...changes });

  /** Stops the debounce timer and aborts the request in flight (spec §7: the typeahead is abortable). */
  function cancel() {
    if (pending !== null) timers.clearTimeout(pending);
    pending = null;
    inFlight?.abort();
    inFlight = null;
  }

  /** Asks again for what the active input now holds: after the debounce, or at once. */
  function refresh({ immediate = false } = {}) {
    cancel();
    const state = $state.get();
    const request = state.open ? typeaheadRequestFor(state) : null;
    if (!request) {
      patch({ highlighted: -1, typeahead: { status: 'idle', groups: [], total: 0, error: null, request: null } });
      return;
    }
    // Keep the last groups on screen while the next answer loads, unless they answer another kind of search.
    const keep = state.typeahead.request?.queryType === request.queryType && state.typeahead.status !== 'error';
    patch({
      highlighted: -1,
      typeahead: { ...state.typeahead, status: 'loading', error: null, request, ...(keep ? {} : { groups: [], total: 0 }) },
    });
    if (immediate) void run(request);
    else pending = timers.setTimeout(() => void run(request), debounceMs);
  }

  async function run(request: TypeaheadRequest) {
    pending = null;
    const controller = new AbortController();
    inFlight = controller;
    const result = await api.call(typeaheadEndpoint, { query: request, signal: controller.signal });
    if (inFlight !== controller) return; // superseded: a newer request owns the state
    inFlight = null;
    const current = $state.get().typeahead;
    if (!sameRequest(current.request, request)) return;
    if (result.ok) {
      const groups = result.data.siteSearchResultGroupList.filter((g) => g.siteSearchResultList.length > 0);
      const total = groups.reduce((n, g) => n + g.siteSearchResultList.length, 0);
      patch({ typeahead: { status: total > 0 ? 'results' : 'empty', groups, total, error: null, request } });
      return;
    }
    // spec §8: an aborted search is not a failure (here aborted under us: the page is going away,
    // the network layer gave up), and guided shopping never shows the error state.
    if (result.error.code === 'AbortError') {
      patch({ typeahead: { ...current, status: current.groups.length > 0 ? 'results' : 'idle' } });
      return;
    }
    if (request.queryType === 'guidedShopping') {
      patch({ typeahead: { status: 'empty', groups: [], total: 0, error: null, request } });
      return;
    }
    patch({ typeahead: { status: 'error', groups: [], total: 0, error: result.error, request } });
  }

  function emit(change: OpenChange) {
    for (const listener of [...listeners]) listener(change);
  }

  function record(entry: PastSearchInput) {
    void pastSearches?.add(entry);
  }

  const vehicleOf = (item: SearchResultItem): PastSearchInput['vehicleMetadata'] => {
    const v = item.vehicleMetadata;
    if (!v) return null;
    return {
      make: v.make,
      ...(v.model ? { model: v.model } : {}),
      ...(v.year ? { year: v.year } : {}),
      ...(v.trim ? { trim: v.trim } : {}),
    };
  };

  function navigateToItem(item: SearchResultItem): ChooseOutcome {
    record({
      // A trim reads "XSE" in the list under its vehicle; remembered, it needs the whole vehicle.
      label: drillLabel(item),
      link: item.link.href,
      typeName: item.typeName,
      detailLabel: item.detailLabel ?? null,
      vehicleMetadata: vehicleOf(item),
    });
    const slug = item.type === 'tireSize' ? sizeSlugOf(item) : null;
    const trimFront = item.vehicleMetadata?.frontTireSize ? parseTireSize(item.vehicleMetadata.frontTireSize)?.slug : undefined;
    const trimRear = item.vehicleMetadata?.rearTireSize ? parseTireSize(item.vehicleMetadata.rearTireSize)?.slug : undefined;
    const sizes = slug ? { front: slug } : trimFront ? { front: trimFront, ...(trimRear ? { rear: trimRear } : {}) } : undefined;
    return { kind: 'navigate', href: item.link.href, label: item.label, item, ...(sizes ? { sizes } : {}) };
  }

  /** A front size chosen: it fills the front input and the rear input takes over. */
  function chooseFront(label: string, slug: string): ChooseOutcome {
    patch({
      staggered: true,
      pill: null,
      front: { label, slug },
      queries: { primary: label, secondary: '' },
      activeInput: 'secondary',
    });
    refresh({ immediate: true });
    return { kind: 'rear' };
  }

  function choosePair(front: { label: string; slug: string }, rear: { label: string; slug: string }): ChooseOutcome {
    const href = staggeredHref(front.slug, rear.slug);
    const label = front.slug === rear.slug ? front.label : `${front.label} front, ${rear.label} rear`;
    record({ label, link: href, typeName: 'Tire size', detailLabel: front.slug === rear.slug ? null : 'Staggered set' });
    return { kind: 'navigate', href, label, sizes: { front: front.slug, ...(front.slug === rear.slug ? {} : { rear: rear.slug }) } };
  }

  function chooseOption(option: SearchOption): ChooseOutcome {
    const state = $state.get();
    if (option.kind === 'past') {
      const p = option.past;
      // Searching it again moves it to the top (spec §7 POST; the API keeps one entry per link).
      record({ label: p.label, link: p.link, typeName: p.typeName, detailLabel: p.detailLabel, vehicleMetadata: p.vehicleMetadata });
      // A size page, or a vehicle trim remembered with its tire size as the detail.
      const slug =
        sizeSlugOf({ label: p.label, link: { href: p.link } }) ?? (p.detailLabel ? (parseTireSize(p.detailLabel)?.slug ?? null) : null);
      const rear = /[?&]rear=([^&#]+)/.exec(p.link)?.[1];
      return {
        kind: 'navigate',
        href: p.link,
        label: p.label,
        past: p,
        ...(slug ? { sizes: { front: slug, ...(rear ? { rear } : {}) } } : {}),
      };
    }
    if (option.kind === 'pillPage') {
      const pill = state.pill!;
      record({
        label: pill.label,
        link: option.href,
        typeName: pill.item?.typeName ?? 'Vehicle',
        vehicleMetadata: pill.item ? vehicleOf(pill.item) : null,
      });
      return { kind: 'navigate', href: option.href, label: pill.label, ...(pill.item ? { item: pill.item } : {}) };
    }
    const item = option.item;
    const isSize = item.type === 'tireSize';
    if (state.staggered && isSize) {
      const slug = sizeSlugOf(item);
      if (slug) {
        if (state.activeInput === 'primary') return chooseFront(item.label, slug);
        const front = frontSizeOf(state);
        if (front) return choosePair(front, { label: item.label, slug });
      }
    }
    if (item.isPillItem && item.action.queryType === 'frontTireSize' && isSize) {
      const slug = sizeSlugOf(item);
      if (slug) return chooseFront(item.label, slug);
    }
    if (item.isPillItem && isSearchQueryType(item.action.queryType)) {
      patch({
        pill: {
          kind: 'drill',
          queryType: drillQueryType(item),
          label: drillLabel(item),
          queryText: '',
          additionalQueryText: item.action.additionalQueryText ?? item.action.queryText,
          href: item.link.href,
          item,
          parent: state.pill,
        },
        queries: { ...state.queries, primary: '' },
        activeInput: 'primary',
      });
      refresh({ immediate: true });
      return { kind: 'drill' };
    }
    return navigateToItem(item);
  }

  const overlay: SearchOverlay = {
    $state,
    $options,
    pastSearches,

    open(reason = 'user') {
      if ($state.get().open) return;
      cancel();
      $state.set({ ...initialState(), open: true });
      // Reloaded on every opening: another tab may have searched meanwhile.
      void pastSearches?.load({ force: true });
      emit({ open: true, reason });
    },

    close(reason = 'dismiss') {
      if (!$state.get().open) return;
      cancel();
      $state.set(initialState());
      emit({ open: false, reason });
    },

    onOpenChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    setQuery(text, input = $state.get().activeInput) {
      const state = $state.get();
      const queries = { ...state.queries, [input]: text };
      // Editing the front size undoes its choice; the rear list must pair with what is typed now.
      const front = input === 'primary' && state.front && text.trim() !== state.front.label ? null : state.front;
      patch({ queries, front, activeInput: input });
      refresh();
    },

    activateInput(input) {
      if ($state.get().activeInput === input) return;
      patch({ activeInput: input });
      refresh({ immediate: true });
    },

    setStaggered(staggered) {
      const state = $state.get();
      if (state.staggered === staggered) return;
      const front = staggered ? null : state.front;
      patch({ staggered, pill: null, front, activeInput: 'primary', queries: { primary: state.queries.primary, secondary: '' } });
      refresh({ immediate: true });
    },

    toggleFilterPill(filter) {
      if (!isSearchQueryType(filter.queryType)) return;
      const state = $state.get();
      const same = state.pill?.kind === 'filter' && state.pill.label === filter.label && state.pill.queryType === filter.queryType;
      patch({
        pill: same ? null : { kind: 'filter', queryType: filter.queryType, label: filter.label, queryText: filter.queryText },
        staggered: false,
        front: null,
        activeInput: 'primary',
        queries: { primary: '', secondary: '' },
      });
      refresh({ immediate: true });
    },

    clearPill() {
      if (!$state.get().pill) return;
      patch({ pill: null });
      refresh({ immediate: true });
    },

    stepBack() {
      const state = $state.get();
      if (!state.pill || state.queries[state.activeInput] !== '') return false;
      patch({ pill: state.pill.parent ?? null });
      refresh({ immediate: true });
      return true;
    },

    moveHighlight(delta) {
      const count = $options.get().length;
      if (count === 0) return;
      const current = $state.get().highlighted;
      // From nothing highlighted, Down goes to the first and Up to the last (APG combobox).
      const next = current < 0 ? (delta > 0 ? 0 : count - 1) : (((current + delta) % count) + count) % count;
      patch({ highlighted: next });
    },

    highlight(index) {
      const count = $options.get().length;
      patch({ highlighted: index >= 0 && index < count ? index : -1 });
    },

    choose(index = $state.get().highlighted) {
      const option = $options.get()[index];
      return option ? chooseOption(option) : { kind: 'none' };
    },

    submit() {
      const state = $state.get();
      if (state.highlighted >= 0) return overlay.choose(state.highlighted);
      // A complete size typed needs no suggestion to go to its page.
      const typed = parseTireSize(state.queries[state.activeInput]);
      if (typed && !state.pill) {
        if (state.staggered && state.activeInput === 'primary') return chooseFront(typed.sizeKey, typed.slug);
        if (state.staggered) {
          const front = frontSizeOf(state);
          if (front) return choosePair(front, { label: typed.sizeKey, slug: typed.slug });
        }
        record({ label: typed.sizeKey, link: staggeredHref(typed.slug, typed.slug), typeName: 'Tire size' });
        return { kind: 'navigate', href: staggeredHref(typed.slug, typed.slug), label: typed.sizeKey, sizes: { front: typed.slug } };
      }
      const options = $options.get();
      // The first suggestion, but not one for text the shopper has typed past (still loading).
      if (options.length > 0 && (state.typeahead.status === 'results' || showsPastSearches(state))) return chooseOption(options[0]!);
      return { kind: 'none' };
    },

    retry() {
      refresh({ immediate: true });
    },
  };
  return overlay;
}

/**
 * The query type that lists the level under a drill-down item. A vehicle (make, model, or a
 * year found by typing "2021 camry", whose own type is makeModelYearOption) is drilled with
 * queryType=vehicle: the contract's "the vehicle path make[/model[/year]] for queryType=vehicle
 * (lists the next level)".
 */
function drillQueryType(item: SearchResultItem): SearchQueryType {
  return item.vehicleMetadata && item.action.additionalQueryText ? 'vehicle' : item.action.queryType;
}
