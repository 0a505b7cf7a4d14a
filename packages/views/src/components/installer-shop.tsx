import type { SearchOverlay as SearchOverlayStore, SizeListingStore, WidgetConfigState } from '@tireshop/core';
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { useEffect } from 'react';
import { SearchOverlay, type SearchDestination } from './search/search-overlay';
import { SizeSearch } from './size-search';
import { ErrorState, ResultsSkeleton, TireResults } from './tire-results';

export interface InstallerShopProps {
  listing: SizeListingStore;
  config: ReadableAtom<WidgetConfigState>;
  /** A size to show on first render (the element's `size` attribute). */
  initialSize?: string;
  /** The search overlay (typeahead over sizes, vehicles, brands …) inside the widget. */
  search?: SearchOverlayStore;
  /** The shop's own site, for results the widget does not show itself. */
  shopOrigin?: string;
  widgetId?: string;
}

/**
 * A page of the shop's site for a result the widget cannot show (a brand, a category), opened
 * in a new tab — the host page is never navigated (ARCHITECTURE "Embedding") — and carrying the
 * widget as the source (spec rules §2: widgetType and the source id are kept for the session).
 */
export function shopPageUrl(href: string, shopOrigin: string, widgetId: string): string {
  const url = new URL(href, shopOrigin);
  if (url.origin !== new URL(shopOrigin).origin) return new URL('/', shopOrigin).href;
  url.searchParams.set('widgetType', 'installer-widget');
  if (widgetId) url.searchParams.set('widgetSourceId', widgetId);
  return url.href;
}

const originMessage = 'This tire shop is not enabled for this website yet. Please contact the shop.';

/** The installer's own tire shop, as embedded on the installer's website. */
export function InstallerShop({ listing, config, initialSize, search, shopOrigin, widgetId = '' }: InstallerShopProps) {
  const state = useStore(listing.$listing);
  const cfg = useStore(config);
  useEffect(() => {
    if (initialSize) void listing.load(initialSize);
  }, [listing, initialSize]);

  /** A size (or a vehicle's tire size) is listed right here; anything else opens on the shop's site. */
  function show(destination: SearchDestination) {
    search?.close('navigate');
    if (destination.sizes) {
      void listing.load(destination.sizes.front);
      return;
    }
    if (shopOrigin) window.open(shopPageUrl(destination.href, shopOrigin, widgetId), '_blank', 'noopener');
  }

  if (cfg.status === 'error') {
    return <ErrorState message={cfg.code === 'Forbidden' || cfg.code === 'Unauthorized' ? originMessage : cfg.message} />;
  }
  const shop = cfg.status === 'ready' ? cfg.config : null;
  return (
    <div className="ts-installer-shop">
      <header className="ts-installer-shop__head">
        <h2 className="ts-installer-shop__title">{shop ? `Buy tires installed at ${shop.name}` : 'Buy tires online'}</h2>
        {shop?.city && (
          <p className="ts-installer-shop__place">
            {shop.city}, {shop.state} · Tires ship free to the shop; book your installation at checkout.
          </p>
        )}
      </header>
      <SizeSearch key={state.size ?? ''} defaultValue={state.data?.tireSize.sizeKey ?? ''} onSearch={(size) => void listing.load(size.slug)} />
      {search && (
        <>
          <button type="button" className="ts-search-launcher" aria-haspopup="dialog" onClick={() => search.open()}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
              <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
            Don't know your size? Search by vehicle or brand
          </button>
          {/* spec §6 white-label: search pills are hidden on the widget. One size per listing here, so no front/rear pair. */}
          <SearchOverlay overlay={search} onNavigate={show} allowStaggered={false} />
        </>
      )}
      <div className="ts-installer-shop__results" aria-live="polite">
        {state.status === 'loading' && <ResultsSkeleton />}
        {state.status === 'error' && <ErrorState message={state.error ?? 'Oops, something went wrong'} onRetry={() => void listing.retry()} />}
        {state.status === 'ready' && state.data && (
          <TireResults
            compact
            title={state.data.tireSize.sizeKey}
            products={state.data.siteProducts}
            pagination={state.data.resultMetadata.pagination}
            sort={state.data.resultMetadata.sort}
            onPage={(page) => void listing.load(state.size!, { page })}
            onSort={(sort) => void listing.load(state.size!, { sort })}
          />
        )}
      </div>
    </div>
  );
}

export const installerShopCss = `
.ts-installer-shop{display:grid;gap:1.25rem;padding:var(--ts-widget-padding,1.25rem);background:var(--ts-color-surface-muted);border-radius:var(--ts-radius)}
.ts-installer-shop__title{margin:0;font-size:1.4rem;line-height:1.2}
.ts-installer-shop__place{margin:.35rem 0 0;color:var(--ts-color-ink-muted)}
`;
