import type { InstallerSort, SiteInstaller } from '@tireshop/core';
import { useCallback, useEffect, useRef, useState } from 'react';
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
 * The shops of the all-shops modal, a page at a time (spec §9 "Shops list shows 10 at a time"):
 * the first page whenever the zip, the kind or the sort changes (while `active`), the next pages
 * appended on `more()`. An answer for an older question is dropped, so a quick second sort never
 * shows the first one's order. A shop already listed (the cart's, moved to the top) is not listed
 * twice.
 */
export function useShopPages(lookups: InstallerLookups, active: boolean, { zip, mobile, sort }: ShopPagesQuery) {
  const [state, setState] = useState<ShopPagesState>({ status: 'idle' });
  const ticket = useRef(0);
  const stateRef = useRef(state);
  stateRef.current = state;

  const first = useCallback(async () => {
    const mine = ++ticket.current;
    setState({ status: 'loading' });
    const answer = await lookups.page({ zip, mobile, sort, page: 1 });
    if (mine !== ticket.current) return;
    if (!answer.ok) {
      setState({ status: 'error', message: answer.error.message });
      return;
    }
    const { siteInstallerList, total, page } = answer.data.siteInstallers;
    setState({
      status: 'ready',
      shops: siteInstallerList,
      total,
      page,
      verifiedCount: answer.data.verifiedCount,
      more: { status: 'idle' },
    });
  }, [lookups, zip, mobile, sort]);

  useEffect(() => {
    if (active) void first();
    else {
      ticket.current++;
      setState({ status: 'idle' });
    }
  }, [active, first]);

  useEffect(
    () => () => {
      ticket.current = -1;
    },
    [],
  );

  /** The next page, appended; resolves with the index of the first new shop (null when none came). */
  const more = useCallback(async (): Promise<number | null> => {
    const now = stateRef.current;
    if (now.status !== 'ready' || now.more.status === 'loading') return null;
    const mine = ticket.current;
    setState({ ...now, more: { status: 'loading' } });
    const answer = await lookups.page({ zip, mobile, sort, page: now.page + 1 });
    if (mine !== ticket.current) return null;
    const current = stateRef.current;
    if (current.status !== 'ready') return null;
    if (!answer.ok) {
      setState({ ...current, more: { status: 'error', message: answer.error.message } });
      return null;
    }
    const known = new Set(current.shops.map((s) => s.installerId));
    const fresh = answer.data.siteInstallers.siteInstallerList.filter((s) => !known.has(s.installerId));
    setState({
      ...current,
      shops: [...current.shops, ...fresh],
      page: answer.data.siteInstallers.page,
      total: answer.data.siteInstallers.total,
      more: { status: 'idle' },
    });
    return fresh.length > 0 ? current.shops.length : null;
  }, [lookups, zip, mobile, sort]);

  return { state, retry: first, more };
}
