import {
  parseTireSize,
  type ProductSummary,
  type SearchOverlay as SearchOverlayStore,
  type SizeListingStore,
  type WidgetConfigState,
} from '@tireshop/core';
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import baseCss from '../styles/base.css';
import ownCss from '../styles/installer-shop.css';
import resultsCss from '../styles/results.css';
import launcherCss from '../styles/search-launcher.css';
import sizeSearchCss from '../styles/size-search.css';
import { useApiText, useMessages } from './locale';
import type { LinkComponent } from './link';
import type { SearchDestination } from './search/search-overlay';
import { shopLinkComponent, shopPageUrl } from './shop-links';
import { SizeSearch } from './size-search';
import { ErrorState, ResultsSkeleton, TireResults } from './tire-results';

export { shopPageUrl };

export interface InstallerShopProps {
  listing: SizeListingStore;
  /** The widget's configuration; `retry` asks again at once during an outage (the "Try again" button). */
  config: ReadableAtom<WidgetConfigState> & { retry?: () => void };
  /** A size to show on first render (the element's `size` attribute). */
  initialSize?: string;
  /** The search overlay (typeahead over sizes, vehicles, brands …) inside the widget, made when first opened. */
  search?: () => Promise<SearchOverlayStore>;
  /** The shop's own site, for results the widget does not show itself. */
  shopOrigin?: string;
  widgetId?: string;
  /** Links to the shop's pages; by default they open on the shop's site in a new tab. */
  Link?: LinkComponent;
  /** Beside the title (the installer widget's cart button). */
  headerAction?: ReactNode;
  /** Under each result (the installer widget's "Add to cart"). */
  cardAction?: (product: ProductSummary) => ReactNode;
  /** The shop's title once its config is in (the partner widget's names its brands; the affiliate's is the same for every shop); the installer's by default. */
  title?: 'Buy tires installed at {shop}' | 'Shop {shop} tires' | 'Find the right tires';
  /** What the search launcher offers (the partner widget: sizes by vehicle only). */
  searchLabel?: "Don't know your size? Search by vehicle or brand" | "Don't know your size? Search by vehicle";
  /** The address a search result the widget does not show opens (in a new tab); the shop's page by default. */
  shopPage?: (href: string) => string;
}

const SearchOverlay = /* @__PURE__ */ lazy(() => import('./search/widget-search').then((m) => ({ default: m.WidgetSearchOverlay })));

/**
 * The installer's own tire shop, as embedded on the installer's website: size search, the search
 * overlay and the results. Links to the shop's pages open on the shop's site in a new tab; the host
 * page is never navigated. The installer widget adds its cart through the header and card slots
 * (widget-cart/installer-cart-shop.tsx), so a widget without a cart carries none of its code.
 */
export function InstallerShop({
  listing,
  config,
  initialSize,
  search,
  shopOrigin,
  widgetId = '',
  Link: GivenLink,
  headerAction,
  cardAction,
  title = 'Buy tires installed at {shop}',
  searchLabel = "Don't know your size? Search by vehicle or brand",
  shopPage,
}: InstallerShopProps) {
  const t = useMessages('shop');
  // The stores' messages are en-US text of this area or the API's refusals (its `api` area: "We don't
  // carry tires in size …"); any other of the server's own words passes through as it is.
  const said = useApiText('shop');
  const ShopLink = useMemo(() => shopLinkComponent(shopOrigin, widgetId), [shopOrigin, widgetId]);
  const Link = GivenLink ?? ShopLink;
  const state = useStore(listing.$listing);
  const cfg = useStore(config);
  const [overlay, setOverlay] = useState<SearchOverlayStore | null>(null);
  // A `size` attribute that is no tire size stays in the size box, which says what a size looks like
  // (issue #13 "Bad input": a clear inline message, in the widget's locale); the shop is not asked.
  const badSize = initialSize && !parseTireSize(initialSize) ? initialSize : null;
  useEffect(() => {
    // The same size already listed (the view remounted: a widget whose cart arrived after its tires) is kept as it is.
    if (initialSize && !badSize && listing.$listing.get().size !== initialSize) void listing.load(initialSize);
    // A size that is no size given after tires were listed (`setSize()`, a changed attribute): the list
    // goes, and the size box shows what was given with its message.
    if (badSize && listing.$listing.get().status !== 'idle')
      listing.$listing.set({ status: 'idle', size: null, page: 1, sort: listing.$listing.get().sort, data: null, error: null });
  }, [listing, initialSize, badSize]);
  // An outage: ask again when the store says; the timer goes with the view, so a widget taken off
  // the page leaves nothing running (issue #13 "Any host page").
  useEffect(() => {
    if (cfg.status !== 'error' || cfg.retryInMs === undefined || !config.retry) return;
    const timer = setTimeout(config.retry, cfg.retryInMs);
    return () => clearTimeout(timer);
  }, [config, cfg]);
  // Back from an outage: a search that failed meanwhile is asked again.
  const configReady = cfg.status === 'ready';
  useEffect(() => {
    if (configReady && listing.$listing.get().status === 'error') void listing.retry();
  }, [listing, configReady]);

  /** A size (or a vehicle's tire size) is listed right here; anything else opens on the shop's site. */
  function show(destination: SearchDestination) {
    overlay?.close('navigate');
    if (destination.sizes) {
      void listing.load(destination.sizes.front);
      return;
    }
    const page = shopPage?.(destination.href) ?? (shopOrigin ? shopPageUrl(destination.href, shopOrigin, widgetId) : null);
    if (page) window.open(page, '_blank', 'noopener,noreferrer');
  }

  /** The first opening waits for the search's code; the launcher stays where it is if that fails. */
  async function openSearch() {
    if (!search) return;
    try {
      const store = await search();
      setOverlay(store);
      store.open();
    } catch (error) {
      console.error('[tireshop] the search could not be loaded', error);
    }
  }

  if (cfg.status === 'error') {
    // The store's message is the shopper's (the site owner's details go to the console); an outage is retried by itself.
    return <ErrorState message={said(cfg.message)} onRetry={cfg.problem === 'unavailable' ? config.retry : undefined} />;
  }
  if (cfg.status === 'loading' && !cfg.slow) {
    // The shop's name and place are a line or three of the header: nothing is drawn until they are
    // in (a fraction of a second), so nothing below them moves when they arrive (no layout shift on
    // the host page). A slow answer shows the shop with a generic title and says so.
    return (
      <div className="ts-installer-shop" aria-busy="true">
        <p className="ts-visually-hidden">{t('Loading tires…')}</p>
      </div>
    );
  }
  const shop = cfg.status === 'ready' ? cfg.config : null;
  return (
    <div className="ts-installer-shop">
      <header className="ts-installer-shop__head">
        <div className="ts-installer-shop__heading">
          <h2 className="ts-installer-shop__title">{shop ? t(title, { shop: shop.name }) : t('Buy tires online')}</h2>
          {shop?.city && (
            <p className="ts-installer-shop__place">
              {t('{city}, {state} · Tires ship free to the shop; book your installation at checkout.', {
                city: shop.city,
                state: shop.state ?? '',
              })}
            </p>
          )}
        </div>
        {headerAction}
      </header>
      {cfg.status === 'loading' && cfg.slow && (
        <p className="ts-state" role="status">
          {t('The tire shop is taking longer than usual to answer…')}
        </p>
      )}
      <SizeSearch
        // Mounted afresh for a new listed size, or a new text that is no size (its message shows from the start).
        key={`${state.size ?? ''}|${badSize ?? ''}`}
        defaultValue={state.data?.tireSize.sizeKey ?? badSize ?? ''}
        invalid={!!badSize && state.status === 'idle'}
        onSearch={(size) => void listing.load(size.slug)}
      />
      {search && (
        <>
          <button type="button" className="ts-search-launcher" aria-haspopup="dialog" onClick={() => void openSearch()}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
              <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
            {t(searchLabel)}
          </button>
          {/* spec §6 white-label: search pills are hidden on the widget. One size per listing here, so no front/rear pair. */}
          {overlay && (
            <Suspense fallback={null}>
              <SearchOverlay overlay={overlay} onNavigate={show} allowStaggered={false} />
            </Suspense>
          )}
        </>
      )}
      <div className="ts-installer-shop__results" aria-live="polite">
        {state.status === 'loading' && <ResultsSkeleton />}
        {state.status === 'error' && (
          <ErrorState
            // The shop's words: an outage's (a message of the catalogue) in the widget's locale, else the server's own.
            message={said(state.error ?? 'Oops, something went wrong')}
            onRetry={() => void listing.retry()}
          />
        )}
        {state.status === 'ready' && state.data && (
          <TireResults
            compact
            title={state.data.tireSize.sizeKey}
            products={state.data.siteProducts}
            pagination={state.data.resultMetadata.pagination}
            sort={state.data.resultMetadata.sort}
            onPage={(page) => void listing.load(state.size!, { page })}
            onSort={(sort) => void listing.load(state.size!, { sort })}
            Link={Link}
            cardAction={cardAction}
          />
        )}
      </div>
    </div>
  );
}

/**
 * The shadow root's CSS of a widget showing InstallerShop: the shared views it renders first
 * (size search, the results, the search launcher) and its own — none of the catalogue's, cart's
 * or checkout's, which it never shows. The search overlay brings its CSS when it first opens.
 */
export const installerShopCss = [baseCss, sizeSearchCss, resultsCss, launcherCss, ownCss].join('\n');
