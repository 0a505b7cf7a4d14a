import type { AreaMessage, CartStore, SiteInstaller, Translate } from '@tireshop/core';
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { suggestedShopLabel } from '../installers/shop-text';
import { useShopModals } from '../installers/use-shop-modals';
import { useApiText, useMessages } from '../locale';
import { useDestinationText } from './destination-text';
import { AppointmentPanel } from './appointment-panel';
import { useLookup, zipProblem, type DeliveryLookups } from './delivery-lookups';
import { InstallerCard } from './installer-card';
import { ZipSearch } from './zip-search';

/** The all-shops and shop-details dialogs are code of their own, fetched beside the panel (they start closed). */
const AllShopsModal = /* @__PURE__ */ lazy(() => import('../installers/all-shops-modal').then((m) => ({ default: m.AllShopsModal })));
const ShopDetailsModal = /* @__PURE__ */ lazy(() =>
  import('../installers/shop-details-modal').then((m) => ({ default: m.ShopDetailsModal })),
);

/** spec §8 Fulfilment "no shops … nearby" (words ours). */
export const noInstallersText = (zip: string, mobile: boolean, t: Translate<AreaMessage<'installers'>>) =>
  mobile
    ? t('No mobile installer comes to {zip} yet. Try a nearby ZIP code, or have your tires installed at a shop.', { zip })
    : t('We found no installers near {zip}. Try a nearby ZIP code, or ship the tires to your home.', { zip });

/**
 * The installer and mobile-installation panels (spec §4 Checkout "Installer tabs set shipping to
 * the installer"; §9 installer query limit 4): the nearest installers to a zip with distance,
 * rating and the price for four tires; choosing one saves the cart's shipping, and the chosen
 * installer's appointment shows above the list (AppointmentPanel). While none is chosen the first
 * is suggested (spec §4 Installer selection "first entry selected by default") but not saved: a
 * saved shop holds an installation time, and merely looking must not. A mobile installer whose
 * area does not cover the zip is refused by the API in its own words (spec §8).
 */
export function InstallerPicker({
  cart,
  lookups,
  mobile,
  defaultZip,
  problem,
  onWithoutInstallation,
}: {
  cart: CartStore;
  lookups: DeliveryLookups;
  mobile: boolean;
  defaultZip: string;
  /** The page's "Please select a shop or change shipping option." or "Please select a time slot." after Continue. */
  problem?: string | null;
  /** spec §8 "continue without installation": the home delivery tab. */
  onWithoutInstallation?: () => void;
}) {
  const t = useMessages('installers');
  const apiText = useApiText();
  const destinationText = useDestinationText();
  const { cart: siteCart } = useStore(cart.$cart);
  const [state, run] = useLookup((zip) => lookups.installers({ zip, mobile }));
  /** The installer whose choice is being saved (null: none), and the last one chosen (its name for the appointment). */
  const [saving, setSaving] = useState<number | null>(null);
  const [lastChosen, setLastChosen] = useState<Pick<SiteInstaller, 'installerId' | 'name'> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const allShopsRef = useRef<HTMLButtonElement>(null);
  const shipping = siteCart?.cartShipping;
  const chosenId =
    shipping?.shippingOption === 'INSTALLER' && (shipping.installer?.isMobileInstall ?? false) === mobile ? shipping.installerId : null;
  /** The zip the list is of (the all-shops modal lists the same place). */
  const searchedZip = state.status === 'idle' ? defaultZip.trim() : state.key;
  const modals = useShopModals({
    zip: searchedZip,
    mobile,
    selectedId: chosenId,
    lookups: lookups.shops,
    onChoose: (installer) => void choose(installer, searchedZip),
    choosing: saving !== null,
    // Details opened from the all-shops modal, which "Choose this shop" closes too: back to the list.
    returnFocus: () => allShopsRef.current ?? listRef.current,
  });

  useEffect(() => {
    if (!zipProblem(defaultZip)) void run(defaultZip.trim());
  }, [run, defaultZip, mobile]);

  /** One choice at a time: another Choose waits until this one is saved. */
  async function choose(installer: Pick<SiteInstaller, 'installerId' | 'name'>, zip: string) {
    if (saving !== null) return;
    setSaving(installer.installerId);
    setLastChosen(installer);
    setError(null);
    const result = await cart.saveShipping({
      shippingOption: 'INSTALLER',
      installerId: installer.installerId,
      isMobileInstall: mobile,
      // A mobile installer comes to the shopper: the API checks the zip is in its area.
      ...(mobile ? { zip } : {}),
    });
    setSaving(null);
    if (!result.ok) setError(result.error.message);
  }

  const list = state.status === 'done' ? state.data.siteInstallers.siteInstallerList : [];
  const chosen = list.find((i) => i.installerId === chosenId) ?? (lastChosen?.installerId === chosenId ? lastChosen : null);
  const suggestion = suggestedShopLabel(list, 'all', chosenId);

  /** spec §8 "browse shops": every shop in reach (the all-shops modal), or the list when no zip is known yet. */
  function browseShops() {
    if (!zipProblem(searchedZip)) {
      modals.openAllShops();
      return;
    }
    const target = listRef.current;
    target?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    target?.focus({ preventScroll: true });
  }

  return (
    <div className="ts-checkout-panel__body">
      <p className="ts-checkout-panel__lead">
        {mobile
          ? t('A mobile installer comes to your home or work and fits the tires there, at a time you choose.')
          : t('We ship the tires to a shop near you, and the shop fits them at a time you choose.')}
      </p>
      {chosenId !== null && shipping && !list.some((i) => i.installerId === chosenId) && (
        <p className="ts-checkout-chosen">
          <span className="ts-checkout-chosen__label">{mobile ? t('Your installer:') : t('Your shop:')}</span>{' '}
          {destinationText(shipping.destinationLabel)}
        </p>
      )}
      {chosenId !== null && (
        <AppointmentPanel
          cart={cart}
          lookups={lookups}
          mobile={mobile}
          installerName={chosen?.name}
          problem={problem}
          onBrowseShops={browseShops}
          onWithoutInstallation={onWithoutInstallation}
        />
      )}
      <div
        className="ts-checkout-panel__shops"
        ref={listRef}
        tabIndex={-1}
        aria-label={mobile ? t('Mobile installers') : t('Shops')}
        role="group"
      >
        <ZipSearch
          // A new place from outside (the shopper's location changed) replaces what the box shows.
          key={defaultZip}
          label={mobile ? t('Where should the installer come? ZIP code') : t('Find shops near ZIP code')}
          defaultZip={defaultZip}
          buttonLabel={mobile ? t('Find installers') : t('Find shops')}
          busy={state.status === 'loading'}
          onSearch={(zip) => {
            void run(zip);
            // The ZIP the shopper gave is the cart's from now on: the delivery tabs ask again
            // whether a mobile installer comes there, and the tax estimate follows it.
            if (!zipProblem(zip) && siteCart && siteCart.zip !== zip) void cart.update({ zip });
          }}
        />
        <div role="alert" className="ts-checkout-panel__alerts">
          {problem && chosenId === null && <p className="ts-checkout-alert ts-checkout-alert--error">{problem}</p>}
          {error && <p className="ts-checkout-alert ts-checkout-alert--error">{apiText(error)}</p>}
        </div>
        {state.status === 'loading' && <PlacesSkeleton label={mobile ? t('Looking for mobile installers…') : t('Looking for shops…')} />}
        {state.status === 'error' && <p className="ts-checkout-alert ts-checkout-alert--error">{apiText(state.message)}</p>}
        {state.status === 'done' &&
          (list.length === 0 ? (
            <p className="ts-checkout-empty">{noInstallersText(state.key, mobile, t)}</p>
          ) : (
            <>
              <p className="ts-checkout-panel__count" role="status">
                {mobile
                  ? t('{count} installer serving {zip}, nearest first|{count} installers serving {zip}, nearest first', {
                      count: list.length,
                      zip: state.key,
                    })
                  : t('{count} installer near {zip}, nearest first|{count} installers near {zip}, nearest first', {
                      count: list.length,
                      zip: state.key,
                    })}
              </p>
              <ul
                className="ts-checkout-places"
                aria-label={mobile ? t('Mobile installers for {zip}', { zip: state.key }) : t('Shops near {zip}', { zip: state.key })}
              >
                {list.map((i, index) => (
                  <InstallerCard
                    key={i.installerId}
                    installer={i}
                    mobile={mobile}
                    selected={i.installerId === chosenId}
                    suggestion={index === 0 ? suggestion : null}
                    busy={saving !== null}
                    onChoose={() => void choose(i, state.key)}
                    onDetails={() => modals.openDetails(i.installerId)}
                  />
                ))}
              </ul>
              <button
                type="button"
                className="ts-button ts-button--quiet ts-checkout-places__more"
                ref={allShopsRef}
                onClick={modals.openAllShops}
              >
                {mobile ? t('See all mobile installers') : t('See all shops')}
              </button>
            </>
          ))}
      </div>
      <Suspense fallback={null}>
        <AllShopsModal {...modals.allShops} />
        <ShopDetailsModal {...modals.details} />
      </Suspense>
    </div>
  );
}

export function PlacesSkeleton({ label }: { label: string }) {
  return (
    <div className="ts-checkout-places-skeleton" role="status">
      <span className="ts-visually-hidden">{label}</span>
      <div className="ts-skeleton" />
      <div className="ts-skeleton" />
      <div className="ts-skeleton" />
    </div>
  );
}
