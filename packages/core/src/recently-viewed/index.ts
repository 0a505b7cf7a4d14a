/**
 * Tires the shopper looked at (spec §7 /users/recent-search, §3 recent search: dateOfVisit
 * yyyy-MM-dd, itemId, source home | catalog | pdp), kept per shopper session by the API.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { ApiClient } from '../client/index';
import type { ProductSummary } from '../contract/catalogue';
import { addRecentSearchEndpoint, listRecentSearchesEndpoint } from '../contract/search';
import type { ShopperSession } from '../search-overlay/session/index';

export type RecentSource = 'home' | 'catalog' | 'pdp';

export interface RecentlyViewedState {
  status: 'idle' | 'loading' | 'ready';
  products: ProductSummary[];
}

export interface RecentlyViewedStore {
  $recent: ReadableAtom<RecentlyViewedState>;
  /** Records a visit; starts the shopper's session if there is none yet. */
  record(productId: number, source: RecentSource): Promise<void>;
  /** Loads the list — only for a shopper who already has a session (no session, nothing viewed). */
  load(): Promise<void>;
}

/** The visit date in the shopper's own calendar, as the spec's yyyy-MM-dd. */
export function visitDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function createRecentlyViewedStore(options: { api: ApiClient; session: ShopperSession; now?: () => Date }): RecentlyViewedStore {
  const { api, session } = options;
  const now = options.now ?? (() => new Date());
  const $recent = atom<RecentlyViewedState>({ status: 'idle', products: [] });

  return {
    $recent,
    async record(productId, source) {
      if (!(await session.ensure())) return;
      const result = await api.call(addRecentSearchEndpoint, {
        query: { dateOfVisit: visitDate(now()), itemId: String(productId), source },
      });
      if (result.ok) $recent.set({ status: 'ready', products: result.data.recentItems.map((i) => i.product) });
      else console.error(`[recently viewed] not recorded: ${result.error.message}`);
    },
    async load() {
      if (!session.id()) {
        $recent.set({ status: 'ready', products: [] });
        return;
      }
      $recent.set({ ...$recent.get(), status: 'loading' });
      if (!(await session.ensure())) return;
      const result = await api.call(listRecentSearchesEndpoint, { query: {} });
      $recent.set({ status: 'ready', products: result.ok ? result.data.recentItems.map((i) => i.product) : [] });
    },
  };
}
