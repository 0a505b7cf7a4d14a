import type { AreaMessage, PickupLocation, Translate } from '@tireshop/core';
import { milesText, shopAddress } from '../installers/shop-text';
import { useLocale, useMessages } from '../locale';
import { ZipSearch } from './zip-search';

/**
 * The courier (FedEx) pick-up locations near a ZIP code as radio choices, nearest first (spec §3
 * Pickup locations: company, logo, address, distance; our hours): the checkout's courier picker and
 * the product page's courier location modal show the same list.
 */
export function CourierLocationChoices({
  locations,
  chosenId,
  name,
  onChoose,
}: {
  locations: readonly PickupLocation[];
  chosenId: number | null;
  /** The radio group's name (one per form). */
  name: string;
  onChoose: (location: PickupLocation) => void;
}) {
  const words = useMessages('installers');
  const locale = useLocale();
  return (
    <ul className="ts-checkout-places">
      {locations.map((l) => (
        <li key={l.id} className={`ts-checkout-place ts-checkout-place--choice${l.id === chosenId ? ' ts-checkout-place--selected' : ''}`}>
          <label className="ts-checkout-place__choice">
            <input type="radio" name={name} value={l.id} checked={l.id === chosenId} onChange={() => onChoose(l)} />
            <span className="ts-checkout-place__main">
              <span className="ts-checkout-place__name">
                <img
                  referrerPolicy="strict-origin-when-cross-origin"
                  className="ts-checkout-place__logo"
                  src={l.logo.src}
                  alt=""
                  width={28}
                  height={28}
                />
                {l.company}
              </span>
              <span className="ts-checkout-place__address">{shopAddress(l)}</span>
              <span className="ts-checkout-place__meta">
                <span className="ts-checkout-place__distance">{milesText(l.distance, words, locale)}</span>
                <span>{l.hours}</span>
              </span>
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}

/** Nearest first (the API's order is not promised). */
export const nearestFirst = (locations: readonly PickupLocation[]) => [...locations].sort((a, b) => a.distance - b.distance);

/** spec §8 Fulfilment "no courier locations nearby" (words ours), with what to do instead. */
export const noCourierLocationsText = (zip: string, t: Translate<AreaMessage<'checkout'>>) =>
  t('There are no FedEx pick-up locations near {zip}. Try a nearby ZIP code, or ship the tires to your home.', { zip });

/** The courier lists' lead and "Find FedEx locations near ZIP code" search (checkout's tab and the modal). */
export function CourierZipSearch({ defaultZip, busy, onSearch }: { defaultZip: string; busy: boolean; onSearch: (zip: string) => void }) {
  const t = useMessages('checkout');
  return (
    <>
      <p className="ts-checkout-panel__lead">{t('Pick up your tires at a FedEx location near you, at a time that suits you.')}</p>
      <ZipSearch
        label={t('Find FedEx locations near ZIP code')}
        defaultZip={defaultZip}
        buttonLabel={t('Find locations')}
        busy={busy}
        onSearch={onSearch}
      />
    </>
  );
}
