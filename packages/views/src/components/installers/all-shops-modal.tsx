import { INSTALLER_LIST_PAGE_SIZE, INSTALLER_MESSAGES, INSTALLER_SORT_LABELS, INSTALLER_SORTS, type InstallerSort } from '@tireshop/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useModalDialog } from '../cart/use-modal-dialog';
import { useApiText, useMessages } from '../locale';
import { SortSelect } from '../sort-select';
import { ShopCard } from './shop-card';
import { ShopsDialog } from './shops-dialog';
import { suggestedShopLabel } from './shop-text';
import type { AllShopsModalProps } from './types';
import { useShopPages } from './use-shop-pages';

function ListSkeleton({ label }: { label: string }) {
  return (
    <div className="ts-shops-skeleton" role="status">
      <span className="ts-visually-hidden">{label}</span>
      <span aria-hidden="true" />
      <span aria-hidden="true" />
      <span aria-hidden="true" />
    </div>
  );
}

/**
 * The all installation shops modal (spec storefront §2 "all installation shops"): every shop (or
 * mobile installer) in reach of the zip, 10 at a time with "Show 10 more" (spec §9 "Installer list
 * page size 10. Shops list shows 10 at a time"), sorted by the spec §3 installer sort options. Each
 * shop shows its distance, rating, installation price for four tires and badges, with "Details"
 * and, where choosing is possible, "Choose"; the cart's shop is marked, or while there is none the
 * first shop is suggested (spec §4 Installer selection). After "Show more" the keyboard moves to
 * the first new shop, so it carries on where the list grew.
 */
export function AllShopsModal(props: AllShopsModalProps) {
  const { open, zip, mobile, selectedId, lookups, onChoose, choosing = false, onDetails, onClose, returnFocus } = props;
  const t = useMessages('installers');
  const apiText = useApiText();
  const dialog = useModalDialog(open, onClose, returnFocus);
  const [sort, setSort] = useState<InstallerSort>('all');
  const { state, retry, more } = useShopPages(lookups, open, { zip, mobile, sort });
  const cards = useRef<(HTMLElement | null)[]>([]);
  const focusIndex = useRef<number | null>(null);

  // Each opening starts in the recommended order: set back on close, so a reopening asks once.
  useEffect(() => {
    if (!open) setSort('all');
  }, [open]);

  useEffect(() => {
    if (state.status !== 'ready' || focusIndex.current === null) return;
    cards.current[focusIndex.current]?.focus();
    focusIndex.current = null;
  }, [state]);

  async function showMore() {
    const first = await more();
    if (first !== null) {
      focusIndex.current = first;
      // The state with the new shops may already have rendered: focus now if the card is there.
      const card = cards.current[first];
      if (card) {
        card.focus();
        focusIndex.current = null;
      }
    }
  }

  const title = mobile ? t('Mobile installers') : t('All installation shops');
  const subtitle = <p className="ts-shops-modal__subtitle">{mobile ? t('Coming to {zip}', { zip }) : t('Near {zip}', { zip })}</p>;

  let body: ReactNode;
  let footer: ReactNode;
  if (state.status === 'idle' || state.status === 'loading') {
    body = <ListSkeleton label={mobile ? t('Looking for mobile installers…') : t('Looking for shops…')} />;
  } else if (state.status === 'error') {
    body = (
      <div className="ts-state ts-state--error ts-shops-modal__state">
        <p role="alert">{apiText(state.message)}</p>
        <button type="button" className="ts-button ts-button--quiet" onClick={() => void retry()}>
          {t('Try again')}
        </button>
      </div>
    );
  } else if (state.shops.length === 0) {
    body = (
      <div className="ts-state ts-shops-modal__state">
        <p role="status">{mobile ? t(INSTALLER_MESSAGES.noMobile) : t(INSTALLER_MESSAGES.noShops)}</p>
      </div>
    );
  } else {
    const remaining = state.total - state.page * INSTALLER_LIST_PAGE_SIZE;
    const next = Math.min(INSTALLER_LIST_PAGE_SIZE, remaining);
    const suggestion = onChoose ? suggestedShopLabel(state.shops, sort, selectedId) : null;
    body = (
      <>
        <ul className="ts-shops-list" aria-label={mobile ? t('Mobile installers for {zip}', { zip }) : t('Shops near {zip}', { zip })}>
          {state.shops.map((shop, i) => {
            const chosen = shop.installerId === selectedId;
            return (
              <li key={shop.installerId}>
                <ShopCard
                  shop={shop}
                  chosen={chosen}
                  suggestion={i === 0 ? suggestion : null}
                  cardRef={(el) => {
                    cards.current[i] = el;
                  }}
                  actions={
                    <>
                      <button type="button" className="ts-button ts-button--quiet" onClick={() => onDetails(shop.installerId)}>
                        {t('Details')}
                        <span className="ts-visually-hidden">{t(' of {name}', { name: shop.name })}</span>
                      </button>
                      {onChoose && !chosen && (
                        <button
                          type="button"
                          className="ts-button"
                          disabled={choosing}
                          onClick={() => {
                            onChoose(shop);
                            onClose();
                          }}
                        >
                          {t('Choose')}
                          <span className="ts-visually-hidden"> {shop.name}</span>
                        </button>
                      )}
                    </>
                  }
                />
              </li>
            );
          })}
        </ul>
        {state.more.status === 'error' && (
          <p className="ts-shops-modal__more-error" role="alert">
            {apiText(state.more.message)}
          </p>
        )}
      </>
    );
    if (next > 0) {
      footer = (
        <button
          type="button"
          className="ts-button ts-button--quiet ts-shops-modal__more"
          aria-disabled={state.more.status === 'loading' || undefined}
          onClick={() => void showMore()}
        >
          {state.more.status === 'loading'
            ? mobile
              ? t('Loading more installers…')
              : t('Loading more shops…')
            : t('Show {count} more', { count: next })}
        </button>
      );
    }
  }

  // The sort stays in place while a new order loads, so the keyboard stays on it.
  const bar = (
    <div className="ts-shops-modal__bar">
      <p className="ts-shops-modal__count" role="status">
        {state.status === 'ready' && state.shops.length > 0 && (
          <>
            {mobile
              ? t('Showing {shown} of {count} mobile installer|Showing {shown} of {count} mobile installers', {
                  shown: state.shops.length,
                  count: state.total,
                })
              : t('Showing {shown} of {count} shop|Showing {shown} of {count} shops', { shown: state.shops.length, count: state.total })}
            {state.verifiedCount > 0 && (
              <span className="ts-shops-modal__verified">{t(' · {count} verified', { count: state.verifiedCount })}</span>
            )}
          </>
        )}
      </p>
      <SortSelect value={sort} options={INSTALLER_SORTS} labels={INSTALLER_SORT_LABELS} labelsArea="installers" onChange={setSort} />
    </div>
  );

  return (
    <ShopsDialog
      dialog={dialog}
      open={open}
      onClose={onClose}
      title={title}
      subtitle={subtitle}
      closeLabel={mobile ? t('Close mobile installers') : t('Close all shops')}
      className="ts-all-shops"
      busy={state.status === 'loading' || (state.status === 'ready' && state.more.status === 'loading')}
      footer={footer}
    >
      {state.status !== 'error' && !(state.status === 'ready' && state.shops.length === 0) && bar}
      {body}
    </ShopsDialog>
  );
}
