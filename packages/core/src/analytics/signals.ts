/**
 * What starts an analytics event, small enough for a widget's first results (docs/analytics.md
 * "Widgets"): whether the browser refuses tracking, and the rules that turn a cart's quantity and a
 * listing's size into events. The recorder itself (index.ts) comes later, in its own chunk.
 */
import type { ReadableAtom } from 'nanostores';
import type { AnalyticsPageEvent } from '../contract/analytics';

/** What the recorder reads of `navigator`. */
export interface AnalyticsNavigator {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
  sendBeacon?(url: string, data: string): boolean;
}

/** Do Not Track or Global Privacy Control: the shopper said no, so nothing is recorded. */
export function trackingRefused(navigator: AnalyticsNavigator): boolean {
  return navigator.doNotTrack === '1' || navigator.globalPrivacyControl === true;
}

/**
 * Records a tire added whenever the cart's quantity rises (an add, or a quantity raised; a removal
 * or the stored cart loading does not count) — the storefront's cart and a widget's alike.
 * `counts` can leave some out (the storefront's staff pages). Answers the unsubscribe.
 */
export function recordAddsToCart(
  $quantity: ReadableAtom<number>,
  record: (event: AnalyticsPageEvent) => void,
  counts: () => boolean = () => true,
): () => void {
  let quantity = $quantity.get();
  return $quantity.listen((next) => {
    if (next > quantity && counts()) record({ type: 'add_to_cart', quantity: Math.min(next - quantity, 99) });
    quantity = next;
  });
}

/**
 * Records a size search whenever a widget's listing shows the results of another size (a sort or
 * another page of the same size is not a search). A vehicle found in a widget's search is listed
 * by its tire size, so it counts as a size search there. Answers the unsubscribe.
 */
export function recordListingSearches(
  $listing: ReadableAtom<{ status: string; size: string | null }>,
  record: (event: AnalyticsPageEvent) => void,
): () => void {
  let shown: string | null = null;
  return $listing.subscribe((state) => {
    if (state.status !== 'ready' || !state.size || state.size === shown) return;
    shown = state.size;
    record({ type: 'search', searchKind: 'size' });
  });
}
