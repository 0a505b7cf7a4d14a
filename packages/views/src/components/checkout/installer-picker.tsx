import { formatPrice, type CartStore, type SiteInstaller } from '@tireshop/core';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { Rating } from '../rating';
import { useLookup, zipProblem, type DeliveryLookups } from './delivery-lookups';
import { ZipSearch } from './zip-search';

/** spec §8 Fulfilment "no shops … nearby" (words ours). */
export const noInstallersText = (zip: string, mobile: boolean) =>
  mobile
    ? `No mobile installer comes to ${zip} yet. Try a nearby ZIP code, or have your tires installed at a shop.`
    : `We found no installers near ${zip}. Try a nearby ZIP code, or ship the tires to your home.`;

/** The next issue books the appointment; this page says so instead of faking time slots. */
export const APPOINTMENT_NEXT_STEP = 'You’ll pick your installation time in the next step.';

const miles = (d: number) => `${d.toFixed(1)} mi`;

function InstallerCard({
  installer,
  mobile,
  selected,
  busy,
  onChoose,
}: {
  installer: SiteInstaller;
  mobile: boolean;
  selected: boolean;
  busy: boolean;
  onChoose: () => void;
}) {
  const id = useId();
  return (
    <li className={`ts-checkout-place${selected ? ' ts-checkout-place--selected' : ''}`}>
      <div className="ts-checkout-place__main">
        <h4 className="ts-checkout-place__name" id={`${id}-name`}>
          {installer.name}
          {installer.authorisedInstaller && <span className="ts-checkout-badge ts-checkout-badge--verified">Verified</span>}
        </h4>
        <p className="ts-checkout-place__address">
          {mobile
            ? `Based in ${installer.city}, ${installer.state}${installer.mobileRadiusMiles ? ` · travels up to ${installer.mobileRadiusMiles} mi` : ''}`
            : `${installer.addressLine1}${installer.addressLine2 ? `, ${installer.addressLine2}` : ''}, ${installer.city}, ${installer.state} ${installer.zip}`}
        </p>
        <p className="ts-checkout-place__meta">
          <span className="ts-checkout-place__distance">{miles(installer.distance)}</span>
          <Rating value={installer.rating.value} count={installer.rating.quantity} />
        </p>
      </div>
      <div className="ts-checkout-place__side">
        <p className="ts-checkout-place__price">
          <span className="ts-checkout-place__price-label">{mobile ? 'Mobile installation, 4 tires' : 'Installation, 4 tires'}</span>
          <strong>{formatPrice(installer.installationCostFor4TiresInCents)}</strong>
        </p>
        {selected ? (
          <p className="ts-checkout-place__chosen">
            <span aria-hidden="true">✓</span> {mobile ? 'Your installer' : 'Your shop'}
          </p>
        ) : (
          <button type="button" className="ts-button ts-button--quiet" disabled={busy} onClick={onChoose}>
            {mobile ? 'Choose installer' : 'Choose shop'}
            <span className="ts-visually-hidden"> {installer.name}</span>
          </button>
        )}
      </div>
    </li>
  );
}

/**
 * The installer and mobile-installation panels (spec §4 Checkout "Installer tabs set shipping to
 * the installer"; §9 installer query limit 4): the nearest installers to a zip with distance,
 * rating and the price for four tires; choosing one saves the cart's shipping. A mobile installer
 * whose area does not cover the zip is refused by the API in its own words (spec §8).
 */
export function InstallerPicker({
  cart,
  lookups,
  mobile,
  defaultZip,
  problem,
}: {
  cart: CartStore;
  lookups: DeliveryLookups;
  mobile: boolean;
  defaultZip: string;
  /** The page's "Please select a shop or change shipping option." after Continue. */
  problem?: string | null;
}) {
  const { cart: siteCart } = useStore(cart.$cart);
  const [state, run] = useLookup((zip) => lookups.installers({ zip, mobile }));
  const [saving, setSaving] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shipping = siteCart?.cartShipping;
  const chosenId =
    shipping?.shippingOption === 'INSTALLER' && (shipping.installer?.isMobileInstall ?? false) === mobile ? shipping.installerId : null;

  useEffect(() => {
    if (!zipProblem(defaultZip)) void run(defaultZip.trim());
  }, [run, defaultZip, mobile]);

  async function choose(installer: SiteInstaller, zip: string) {
    setSaving(installer.installerId);
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
  const chosenInList = list.some((i) => i.installerId === chosenId);

  return (
    <div className="ts-checkout-panel__body">
      <p className="ts-checkout-panel__lead">
        {mobile
          ? 'A mobile installer comes to your home or work and fits the tires there.'
          : 'We ship the tires to a shop near you, and the shop fits them.'}{' '}
        {APPOINTMENT_NEXT_STEP}
      </p>
      {chosenId !== null && shipping && !chosenInList && (
        <p className="ts-checkout-chosen">
          <span className="ts-checkout-chosen__label">{mobile ? 'Your installer:' : 'Your shop:'}</span> {shipping.destinationLabel}
        </p>
      )}
      <ZipSearch
        label={mobile ? 'Where should the installer come? ZIP code' : 'Find shops near ZIP code'}
        defaultZip={defaultZip}
        buttonLabel={mobile ? 'Find installers' : 'Find shops'}
        busy={state.status === 'loading'}
        onSearch={(zip) => void run(zip)}
      />
      <div role="alert" className="ts-checkout-panel__alerts">
        {problem && chosenId === null && <p className="ts-checkout-alert ts-checkout-alert--error">{problem}</p>}
        {error && <p className="ts-checkout-alert ts-checkout-alert--error">{error}</p>}
      </div>
      {state.status === 'loading' && <PlacesSkeleton label={mobile ? 'Looking for mobile installers…' : 'Looking for shops…'} />}
      {state.status === 'error' && <p className="ts-checkout-alert ts-checkout-alert--error">{state.message}</p>}
      {state.status === 'done' &&
        (list.length === 0 ? (
          <p className="ts-checkout-empty">{noInstallersText(state.key, mobile)}</p>
        ) : (
          <>
            <p className="ts-checkout-panel__count" role="status">
              {list.length === 1 ? '1 installer' : `${list.length} installers`} {mobile ? 'serving' : 'near'} {state.key}, nearest first
            </p>
            <ul className="ts-checkout-places" aria-label={mobile ? `Mobile installers for ${state.key}` : `Shops near ${state.key}`}>
              {list.map((i) => (
                <InstallerCard
                  key={i.installerId}
                  installer={i}
                  mobile={mobile}
                  selected={i.installerId === chosenId}
                  busy={saving !== null}
                  onChoose={() => void choose(i, state.key)}
                />
              ))}
            </ul>
          </>
        ))}
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
