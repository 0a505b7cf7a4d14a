import { useStore } from '@nanostores/react';
import type { RecentlyViewedState } from '@tireshop/core';
import { atom } from 'nanostores';
import { useEffect } from 'react';
import { browserRecentlyViewed } from './context';

const none = atom<RecentlyViewedState>({ status: 'idle', products: [] });

/** Recently viewed tires, loaded in the browser after hydration (the server renders none). */
export function useRecentlyViewed(): RecentlyViewedState {
  const store = browserRecentlyViewed();
  const state = useStore(store?.$recent ?? none);
  useEffect(() => {
    void store?.load();
  }, [store]);
  return state;
}

/** Records that the shopper looked at a tire on this page. */
export function useRecordVisit(productId: number | undefined, source: 'home' | 'catalog' | 'pdp'): void {
  useEffect(() => {
    if (productId) void browserRecentlyViewed()?.record(productId, source);
  }, [productId, source]);
}
