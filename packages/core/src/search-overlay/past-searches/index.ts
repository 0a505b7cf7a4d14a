/**
 * Past searches (spec §3 Search "past search entries"; spec §7 GET, POST, DELETE
 * /users/me/history/search) as a store: shown in the search overlay while its input is empty.
 *
 * Every call needs the shopper session, so each action first makes sure it exists. The list is
 * latest first (the API's order); adding an entry shows it at the top at once and deleting hides
 * it at once, then the API's answer (the updated list) replaces the guess. A failed delete puts
 * the list back as the API last said; a failed add keeps the optimistic entry out of the list.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { ApiClient, ApiResult } from '../../client/index';
import {
  addPastSearchEndpoint,
  deletePastSearchesEndpoint,
  isSiteRelativeLink,
  listPastSearchesEndpoint,
  PAST_SEARCH_LIMIT,
  type PastSearch,
} from '../../contract/search';
import type { ShopperSession } from '../session/index';

export interface PastSearchesState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  items: readonly PastSearch[];
}

/** What is recorded when a shopper follows a search result (spec §7 POST body). */
export interface PastSearchInput {
  label: string;
  link: string;
  typeName: string;
  detailLabel?: string | null;
  vehicleMetadata?: { make: string; model?: string; year?: string; trim?: string } | null;
}

export interface PastSearchesStore {
  $pastSearches: ReadableAtom<PastSearchesState>;
  /** Loads the list (once; `force` reloads). */
  load(options?: { force?: boolean }): Promise<void>;
  add(entry: PastSearchInput): Promise<void>;
  remove(id: number): Promise<void>;
  clear(): Promise<void>;
}

/** Ids below zero mark entries shown before the API has answered. */
let provisionalId = 0;

export function createPastSearchesStore(options: { api: ApiClient; session: ShopperSession; now?: () => Date }): PastSearchesStore {
  const { api, session } = options;
  const now = options.now ?? (() => new Date());
  const $pastSearches = atom<PastSearchesState>({ status: 'idle', items: [] });
  /** The list as the API last answered it: what a failed change falls back to. */
  let confirmed: readonly PastSearch[] = [];
  /** Bumped by every change, so an older answer never overwrites a newer one. */
  let version = 0;

  const set = (status: PastSearchesState['status'], items: readonly PastSearch[]) => $pastSearches.set({ status, items });

  /**
   * Runs one session-scoped call. A session the API no longer knows (its database was reset,
   * the id expired) answers 400: ask for a session again and retry once.
   */
  async function withSession<T>(call: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
    await session.ensure();
    const first = await call();
    if (first.ok || first.error.code !== 'BadRequest') return first;
    session.invalidate();
    await session.ensure();
    return call();
  }

  function accept(mine: number, result: ApiResult<{ pastSearches: PastSearch[] }>, onFailure: () => void) {
    if (mine !== version) return; // a later change is under way; its answer wins
    if (result.ok) {
      confirmed = result.data.pastSearches;
      set('ready', confirmed);
    } else if (result.error.code !== 'AbortError') onFailure();
  }

  return {
    $pastSearches,

    async load({ force = false } = {}) {
      const { status } = $pastSearches.get();
      if (!force && (status === 'loading' || status === 'ready')) return;
      const mine = ++version;
      set('loading', $pastSearches.get().items);
      const result = await withSession(() => api.call(listPastSearchesEndpoint, {}));
      accept(mine, result, () => set('error', confirmed));
    },

    async add(entry) {
      // Only links on this site are kept (the API refuses others too): never store a way off-site.
      if (!isSiteRelativeLink(entry.link)) return;
      const mine = ++version;
      const shown: PastSearch = {
        id: --provisionalId,
        label: entry.label,
        link: entry.link,
        typeName: entry.typeName,
        detailLabel: entry.detailLabel ?? null,
        vehicleMetadata: entry.vehicleMetadata ?? null,
        createdAt: now().toISOString(),
      };
      // Searching the same link again moves it to the top (the API's rule, shown at once).
      const items = [shown, ...$pastSearches.get().items.filter((p) => p.link !== entry.link)].slice(0, PAST_SEARCH_LIMIT);
      set($pastSearches.get().status === 'idle' ? 'idle' : 'ready', items);
      const result = await withSession(() =>
        api.call(addPastSearchEndpoint, {
          // Cut to the API's bounds (label 100, typeName 50, detailLabel 100) rather than lose the entry.
          body: {
            label: entry.label.slice(0, 100),
            link: entry.link,
            typeName: entry.typeName.slice(0, 50),
            detailLabel: entry.detailLabel?.slice(0, 100) ?? null,
            vehicleMetadata: entry.vehicleMetadata ?? null,
          },
        }),
      );
      accept(mine, result, () => set($pastSearches.get().status, confirmed));
    },

    async remove(id) {
      const mine = ++version;
      const before = $pastSearches.get();
      set(
        before.status,
        before.items.filter((p) => p.id !== id),
      );
      // An entry the API has not confirmed yet has no server id to delete.
      if (id < 0) return;
      const result = await withSession(() => api.call(deletePastSearchesEndpoint, { query: { id } }));
      // 404: it was already gone, which is what the shopper asked for; reload the true list.
      if (!result.ok && result.error.code === 'NotFound') {
        const fresh = await withSession(() => api.call(listPastSearchesEndpoint, {}));
        accept(mine, fresh, () => undefined);
        return;
      }
      accept(mine, result, () => set(before.status, confirmed));
    },

    async clear() {
      const mine = ++version;
      const before = $pastSearches.get();
      set(before.status, []);
      const result = await withSession(() => api.call(deletePastSearchesEndpoint, { query: {} }));
      accept(mine, result, () => set(before.status, confirmed));
    },
  };
}
