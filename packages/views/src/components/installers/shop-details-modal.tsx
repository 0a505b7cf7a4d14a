import { useStore } from '@nanostores/react';
import { answerOf, shopQuery, type ApiResult, type InstallerDetails } from '@tireshop/core';
import { useCallback, useMemo, useRef, type MouseEvent, type ReactNode } from 'react';
import { isPlainClick, useModalDialog } from '../cart/use-modal-dialog';
import { useApiText, useMessages } from '../locale';
import { ShopCertifications, ShopFacts, ShopGallery, ShopHours, ShopLocation, ShopRatingLine, ShopServices } from './shop-details';
import { ShopsDialog } from './shops-dialog';
import type { ShopDetailsModalProps } from './types';

type DetailsState =
  | { status: 'loading'; id: number }
  | { status: 'error'; id: number; message: string }
  | { status: 'ready'; id: number; shop: InstallerDetails };

type AskDetails = (id: number) => Promise<ApiResult<{ siteInstaller: InstallerDetails }>>;

/**
 * The details of the shop asked for, from the page's query layer (docs/architecture.md "Server
 * state in the browser"): one store per shop asked for, so an answer about a shop no longer asked
 * for is never shown; `reload` asks again.
 */
function useShopDetails(ask: AskDetails, installerId: number | null) {
  const askRef = useRef(ask);
  askRef.current = ask;
  // The host's question, stable for this modal: the latest lookups answer it.
  const question = useMemo(() => (id: string) => askRef.current(Number(id)), []);
  const store = useMemo(() => shopQuery().ask(question, installerId === null ? null : String(installerId)), [question, installerId]);
  const answer = useStore(useMemo(() => answerOf(store), [store]));
  const reload = useCallback(() => store.invalidate(), [store]);
  let state: DetailsState | null = null;
  if (installerId !== null) {
    // A retry shows the skeleton again, as the first ask does.
    if (answer.status === 'ready') state = { status: 'ready', id: installerId, shop: answer.data.siteInstaller };
    else if (answer.status === 'error' && !answer.retrying) state = { status: 'error', id: installerId, message: answer.error.message };
    else state = { status: 'loading', id: installerId };
  }
  return [state, reload] as const;
}

function DetailsSkeleton() {
  const t = useMessages('installers');
  return (
    <div className="ts-shop-details-skeleton" role="status">
      <span className="ts-visually-hidden">{t('Loading the shop’s details…')}</span>
      <span aria-hidden="true" />
      <span aria-hidden="true" />
      <span aria-hidden="true" />
    </div>
  );
}

/**
 * The shop details modal (spec storefront §2 "shop details"): photos, rating with its count,
 * installations done, address, phone, website, the week's hours with today marked, services,
 * certifications, the next free time and the map; "Choose this shop" where choosing is possible,
 * "Your shop" when it is the cart's; with a link component, "Visit the shop's page", which closes
 * the modal as it goes (the page under it changes). (spec §9 "Shop details open with tire quantity front 1, rear 1"
 * concerns the product page's variant, which prices one tire each; not this one.)
 */
export function ShopDetailsModal(props: ShopDetailsModalProps) {
  const { installerId, lookups, chosen, zip, onChoose, choosing = false, onClose, returnFocus, Link, mapTileUrl } = props;
  const [state, reload] = useShopDetails((id) => lookups.details(id, zip), installerId);
  const open = installerId !== null;
  const dialog = useModalDialog(open, onClose, returnFocus);
  const shop = state?.status === 'ready' ? state.shop : null;
  const t = useMessages('installers');
  const apiText = useApiText();
  const mobile = shop?.isMobileInstall ?? false;

  let body: ReactNode;
  if (!state || state.status === 'loading') body = <DetailsSkeleton />;
  else if (state.status === 'error') {
    body = (
      <div className="ts-state ts-state--error ts-shops-modal__state">
        <p role="alert">{apiText(state.message)}</p>
        <button type="button" className="ts-button ts-button--quiet" onClick={reload}>
          {t('Try again')}
        </button>
      </div>
    );
  } else {
    const s = state.shop;
    body = (
      <div className="ts-shop-details ts-shop-details--modal">
        <ShopGallery shop={s} />
        <ShopFacts shop={s} zip={zip} />
        <ShopHours shop={s} />
        <ShopServices shop={s} />
        <ShopCertifications shop={s} />
        <ShopLocation shop={s} tileUrl={mapTileUrl} />
      </div>
    );
  }

  /**
   * "Visit the shop's page" (the host's link, which takes no handler of its own): a plain click
   * goes to the page, so the modal closes and leaves focus to the new page; a click that opens a
   * new tab keeps it open.
   */
  function leaveByLink(event: MouseEvent<HTMLElement>) {
    if (!(event.target as Element).closest('a') || !isPlainClick(event)) return;
    dialog.keepFocusOnClose();
    onClose();
  }

  const footer = shop && (onChoose || chosen || Link) && (
    // biome-ignore lint/a11y/useKeyWithClickEvents: only the link's click (which Enter fires too) is handled here; the buttons have their own
    // biome-ignore lint/a11y/noStaticElementInteractions: as above, a delegated listener for the link inside
    <div className="ts-shop-details__foot" onClick={leaveByLink}>
      {chosen ? (
        <p className="ts-shop-details__chosen">
          <span aria-hidden="true">✓</span> {mobile ? t('Your installer') : t('Your shop')}
        </p>
      ) : (
        onChoose && (
          <button
            type="button"
            className="ts-button ts-shop-details__choose"
            disabled={choosing}
            onClick={() => {
              onChoose(shop);
              onClose();
            }}
          >
            {mobile ? t('Choose this installer') : t('Choose this shop')}
          </button>
        )
      )}
      {Link && (
        <Link href={shop.link} className="ts-button ts-button--quiet">
          {mobile ? t('Visit the installer’s page') : t('Visit the shop’s page')}
        </Link>
      )}
    </div>
  );

  return (
    <ShopsDialog
      dialog={dialog}
      open={open}
      onClose={onClose}
      title={shop ? shop.name : t('Shop details')}
      subtitle={shop && <ShopRatingLine shop={shop} />}
      closeLabel={t('Close shop details')}
      className="ts-shop-details-modal"
      busy={state?.status === 'loading'}
      footer={footer || undefined}
    >
      {body}
    </ShopsDialog>
  );
}
