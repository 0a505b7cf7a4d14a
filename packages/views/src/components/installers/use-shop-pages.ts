import { useStore } from '@nanostores/react';
import {
  shopQuery,
  stableJson,
  type InstallerLookup,
  type InstallerSort,
  type QueryState,
  type QueryStore,
  type SiteInstaller,
} from '@tireshop/core';
import { computed } from 'nanostores';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { InstallerLookups } from './types';

export type ShopPagesState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | {
      status: 'ready';
      shops: SiteInstaller[];
      total: number;
      page: number;
      verifiedCount: number;
      /** The next page: not asked, on its way, or refused (the shops so far stay). */
      more: { status: 'idle' } | { status: 'loading' } | { status: 'error'; message: string };
    };

export interface ShopPagesQuery {
  zip: string;
  mobile: boolean;
  sort: InstallerSort;
}

/**
 * The shops of the all-shops modal, a page at a time (spec §9 "Shops list shows 10 at a time"),
 * each page a store of the page's query layer (docs/architecture.md "Server state in the browser"):
 * the first page whenever the modal opens or the zip, the kind or the sort changes (while
 * `active`), the next pages appended on `more()`. A store is keyed by its question, so a quick
 * second sort never shows the first one's order, and the pages on screen are asked again when the
 * shopper comes back to the page. A shop already listed (the cart's, moved to the top) is not
 * listed twice.
 */
export function useShopPages(lookups: InstallerLookups, active: boolean, { zip, mobile, sort }: ShopPagesQuery) {
  const lookupsRef = useRef(lookups);
  lookupsRef.current = lookups;
  // The host's question, stable for this list; a key is `opening|query`.
  const question = useMemo(
    () => (key: string) => lookupsRef.current.page(JSON.parse(key.slice(key.indexOf('|') + 1)) as Parameters<InstallerLookups['page']>[0]),
    [],
  );
  // Each opening (and "Try again") asks afresh; the list shows pages 1 … `pages` of this opening's query.
  const [opening, setOpening] = useState(0);
  const [wasActive, setWasActive] = useState(false);
  // Counted while rendering, so the list never shows (nor asks for) the last opening's pages.
  const current = active && !wasActive ? opening + 1 : opening;
  if (active !== wasActive) {
    setWasActive(active);
    setOpening(current);
  }
  const list = `${current}|${stableJson({ zip, mobile, sort })}`;
  const [shown, setShown] = useState({ list, pages: 1 });
  const pages = shown.list === list ? shown.pages : 1;

  const stores = useRef(new Map<string, QueryStore<InstallerLookup>>());
  const storeOf = useCallback(
    (page: number) => {
      const key = `${current}|${stableJson({ zip, mobile, sort, page })}`;
      let store = stores.current.get(key);
      if (!store) {
        store = shopQuery().ask(question, key);
        stores.current.set(key, store);
      }
      return store;
    },
    [question, current, zip, mobile, sort],
  );
  const $pages = useMemo(
    () =>
      computed(active ? Array.from({ length: pages }, (_, i) => storeOf(i + 1)) : [], (...values: QueryState<InstallerLookup>[]) => values),
    [active, pages, storeOf],
  );
  const values = useStore($pages);
  const state = shopPagesState(values);
  const stateRef = useRef(state);
  stateRef.current = state;

  /** The next page, appended; resolves with the index of the first new shop (null when none came). */
  const more = useCallback(async (): Promise<number | null> => {
    const now = stateRef.current;
    if (now.status !== 'ready' || now.more.status === 'loading') return null;
    setShown({ list, pages: now.page + 1 });
    const answer = await storeOf(now.page + 1).fetch();
    if (!('data' in answer)) return null;
    const known = new Set(now.shops.map((s) => s.installerId));
    return answer.data.siteInstallers.siteInstallerList.some((s) => !known.has(s.installerId)) ? now.shops.length : null;
  }, [list, storeOf]);

  const retry = useCallback(() => setOpening((n) => n + 1), []);
  return { state, retry, more };
}

/** The list from its pages' stores: the first page decides loading and error; a later one only "more". */
function shopPagesState(values: QueryState<InstallerLookup>[]): ShopPagesState {
  const [first, ...rest] = values;
  if (!first) return { status: 'idle' };
  if (!first.data) return first.error && !first.loading ? { status: 'error', message: first.error.message } : { status: 'loading' };
  const shops = [...first.data.siteInstallers.siteInstallerList];
  let { total, page } = first.data.siteInstallers;
  let more: Extract<ShopPagesState, { status: 'ready' }>['more'] = { status: 'idle' };
  for (const next of rest) {
    if (!next.data) {
      more = next.error && !next.loading ? { status: 'error', message: next.error.message } : { status: 'loading' };
      break;
    }
    const known = new Set(shops.map((s) => s.installerId));
    shops.push(...next.data.siteInstallers.siteInstallerList.filter((s) => !known.has(s.installerId)));
    ({ total, page } = next.data.siteInstallers);
  }
  return { status: 'ready', shops, total, page, verifiedCount: first.data.verifiedCount, more };
}
