/**
 * The tire-size listing as a store, for front ends that fetch in the browser (widgets). A new
 * search aborts the one in flight, so a slow answer never overwrites a newer one.
 */
import { map, type MapStore } from 'nanostores';
import { shopperMessage, type ApiClient } from '../client/index';
import { tireSizeListingEndpoint, type ProductSort } from '../contract/catalogue';
import type { EndpointOutput } from '../contract/endpoint';

export type SizeListing = EndpointOutput<typeof tireSizeListingEndpoint>;

/**
 * Tires a widget lists per page. A widget is one part of someone else's page: eight cards fill a
 * phone's screen a few times over, and the host page pays for each card it renders before the
 * shopper scrolls (issue #13 budget: ≤ 50 ms of total blocking time); the pager brings the rest.
 * The hosted storefront's pages list 20 (docs/decisions.md "Widget result pages").
 */
export const WIDGET_PAGE_SIZE = 8;

export interface SizeListingState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The size slug last asked for. */
  size: string | null;
  page: number;
  sort: ProductSort;
  data: SizeListing | null;
  error: string | null;
}

export interface SizeListingStore {
  $listing: MapStore<SizeListingState>;
  load(size: string, options?: { page?: number; sort?: ProductSort }): Promise<void>;
  retry(): Promise<void>;
}

export function createSizeListingStore(api: ApiClient): SizeListingStore {
  const $listing = map<SizeListingState>({ status: 'idle', size: null, page: 1, sort: 'best-match', data: null, error: null });
  let inFlight: AbortController | undefined;

  async function load(size: string, options: { page?: number; sort?: ProductSort } = {}) {
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    const page = options.page ?? 1;
    const sort = options.sort ?? $listing.get().sort;
    $listing.set({ ...$listing.get(), status: 'loading', size, page, sort, error: null });
    const result = await api.call(tireSizeListingEndpoint, {
      params: { size },
      query: { page, sort, pageSize: WIDGET_PAGE_SIZE },
      signal: controller.signal,
    });
    if (controller !== inFlight) return; // a newer search replaced this one
    if (result.ok) {
      $listing.set({ ...$listing.get(), status: 'ready', data: result.data, error: null });
    } else if (result.error.code !== 'AbortError') {
      $listing.set({ ...$listing.get(), status: 'error', data: null, error: shopperMessage(result.error) });
    }
  }

  return {
    $listing,
    load,
    retry: async () => {
      const { size, page, sort } = $listing.get();
      if (size) await load(size, { page, sort });
    },
  };
}
