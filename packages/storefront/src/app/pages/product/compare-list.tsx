/**
 * The shopper's compare list in the storefront: core's compare store (spec §5 2–5 tires, §8
 * alerts), kept for the browser session under an ST_ key (spec §3 "Session values are kept under
 * keys prefixed ST_"). The server renders every page with an empty list — it cannot know the
 * session — and the browser shows the saved list right after hydration.
 */
import { createCompareStore, type CompareState, type CompareTire } from '@tireshop/core';
import { CompareTray, type CompareControl } from '@tireshop/views';
import { useMemo, useSyncExternalStore } from 'react';
import { RouterLink } from '../../shell/router-link';

const STORAGE_KEY = 'ST_compare';
const EMPTY: CompareState = { tires: [], alert: null };

function savedTires(): CompareTire[] {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (t): t is CompareTire =>
        !!t && typeof t === 'object' && Number.isInteger(t.productId) && typeof t.name === 'string' && typeof t.size === 'string',
    );
  } catch {
    return []; // spec §8: storage read errors fall back to the default
  }
}

const inBrowser = typeof window !== 'undefined';
// One list per browser tab; on the server no store exists, so nothing can leak between requests.
const store = inBrowser ? createCompareStore(savedTires()) : null;
if (store) {
  store.$compare.listen((state) => {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state.tires));
    } catch {
      // spec §8: storage write errors are ignored; the list still works for this page.
    }
  });
}

const subscribe = (onChange: () => void) => store?.$compare.listen(onChange) ?? (() => {});
const snapshot = () => store?.$compare.get() ?? EMPTY;
const serverSnapshot = () => EMPTY;

/** The compare list's state (empty on the server and during hydration) and its actions. */
export function useCompareList() {
  const state = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  const control: CompareControl = useMemo(
    () => ({
      isAdded: (productId) => state.tires.some((t) => t.productId === productId),
      onAdd: (tire) => void store?.add(tire),
    }),
    [state],
  );
  return {
    state,
    control,
    remove: (productId: number) => store?.remove(productId),
    clear: () => store?.clear(),
    dismissAlert: () => store?.dismissAlert(),
    href: compareHref(state.tires.map((t) => t.productId)),
  };
}

export const compareHref = (ids: readonly number[]) => (ids.length ? `/compare?ids=${ids.join(',')}` : '/compare');

/** The compare tray at the foot of listings and product pages. */
export function CompareListTray() {
  const { state, remove, clear, dismissAlert, href } = useCompareList();
  return (
    <CompareTray
      tires={state.tires}
      alert={state.alert}
      compareHref={href}
      onRemove={remove}
      onClear={clear}
      onDismissAlert={dismissAlert}
      Link={RouterLink}
    />
  );
}
