import type { SizeListingStore, WidgetConfigState } from '@tireshop/core';
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { useEffect } from 'react';
import { SizeSearch } from './size-search';
import { ErrorState, ResultsSkeleton, TireResults } from './tire-results';

export interface InstallerShopProps {
  listing: SizeListingStore;
  config: ReadableAtom<WidgetConfigState>;
  /** A size to show on first render (the element's `size` attribute). */
  initialSize?: string;
}

const originMessage = 'This tire shop is not enabled for this website yet. Please contact the shop.';

/** The installer's own tire shop, as embedded on the installer's website. */
export function InstallerShop({ listing, config, initialSize }: InstallerShopProps) {
  const state = useStore(listing.$listing);
  const cfg = useStore(config);
  useEffect(() => {
    if (initialSize) void listing.load(initialSize);
  }, [listing, initialSize]);

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
