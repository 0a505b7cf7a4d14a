/**
 * The courier location modal (spec storefront §2 "Other modals: … courier location"; §3 Pickup
 * locations; rules §7 GET /checkout/pickup-locations; rules §5 "Please select a FedEx location.";
 * §8 "no courier locations nearby"): the FedEx pick-up locations nearest a ZIP code — the same
 * call and list as the checkout's courier picker — with another ZIP code a search away. The
 * location chosen is handed to the owner (the product page keeps it for the add); who collects
 * the tires is asked at checkout. Opening it again shows the location chosen, so it is also where
 * the shopper reads that location's address and hours.
 */
import { SELECT_FEDEX_LOCATION, type PickupLocation } from '@tireshop/core';
import { useEffect, useId, useState } from 'react';
import { useModalDialog } from '../cart/use-modal-dialog';
import { translateAny, useMessages } from '../locale';
import { ModalFrame } from '../modal-frame';
import { CourierLocationChoices, CourierZipSearch, nearestFirst, noCourierLocationsText } from './courier-locations';
import { useLookup, zipProblem, type DeliveryLookups } from './delivery-lookups';
import { PlacesSkeleton } from './installer-picker';

export interface CourierLocationModalProps {
  open: boolean;
  /** The ZIP code the locations are first looked for near (the shopper's location). */
  defaultZip: string;
  /** The location chosen so far (selected again when it is still among those found). */
  chosen: PickupLocation | null;
  lookups: Pick<DeliveryLookups, 'pickupLocations'>;
  /** The shopper chose `location`, found near `zip`; the modal closes. */
  onChoose: (location: PickupLocation, zip: string) => void;
  onClose: () => void;
  returnFocus?: () => HTMLElement | null | undefined;
}

export function CourierLocationModal({ open, defaultZip, chosen, lookups, onChoose, onClose, returnFocus }: CourierLocationModalProps) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const t = useMessages('checkout');
  const dialog = useModalDialog(open, onClose, returnFocus);
  const [state, run] = useLookup((zip) => lookups.pickupLocations(zip));
  const [locationId, setLocationId] = useState<number | null>(chosen?.id ?? null);
  const [error, setError] = useState<string | null>(null);

  // Each opening asks afresh near the ZIP code given, starting from the location chosen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: asks again on each opening, not on each chosen location
  useEffect(() => {
    if (!open) return;
    setLocationId(chosen?.id ?? null);
    setError(null);
    if (!zipProblem(defaultZip)) void run(defaultZip.trim());
  }, [open, defaultZip, run]);

  const locations = state.status === 'done' ? nearestFirst(state.data.locations) : [];
  const titleId = `${id}-title`;
  const errorId = `${id}-error`;

  function choose() {
    const location = locations.find((l) => l.id === locationId);
    if (!location || state.status !== 'done') {
      setError(SELECT_FEDEX_LOCATION);
      return;
    }
    onChoose(location, state.key);
    onClose();
  }

  return (
    <ModalFrame dialog={dialog} open={open} className="ts-cart-modal ts-appointment-modal ts-courier-modal" labelledBy={titleId}>
      <form
        className="ts-cart-modal__panel"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          choose();
        }}
      >
        <div className="ts-cart-modal__head">
          <h2 className="ts-cart-modal__title" part="dialog-title" id={titleId}>
            {t('Choose a FedEx pick-up location')}
          </h2>
          <button type="button" className="ts-cart-modal__close" aria-label={t('Close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="ts-appointment-modal__body">
          <CourierZipSearch
            defaultZip={defaultZip}
            busy={state.status === 'loading'}
            onSearch={(zip) => {
              setLocationId(null);
              setError(null);
              void run(zip);
            }}
          />
          {state.status === 'loading' && <PlacesSkeleton label={t('Looking for FedEx locations…')} />}
          {state.status === 'error' && (
            <p className="ts-checkout-alert ts-checkout-alert--error" role="alert">
              {state.message}
            </p>
          )}
          {state.status === 'done' && locations.length === 0 && (
            <p className="ts-checkout-empty" role="status">
              {noCourierLocationsText(state.key, t)}
            </p>
          )}
          {state.status === 'done' && locations.length > 0 && (
            <fieldset className="ts-checkout-choices" aria-describedby={error ? errorId : undefined}>
              <legend>{t('FedEx locations near {zip}, nearest first', { zip: state.key })}</legend>
              <CourierLocationChoices
                locations={locations}
                chosenId={locationId}
                name={`${id}-location`}
                onChoose={(l) => {
                  setLocationId(l.id);
                  setError(null);
                }}
              />
            </fieldset>
          )}
        </div>
        <div className="ts-appointment-modal__foot">
          <div role="alert" className="ts-appointment-modal__alert">
            {error && (
              <p className="ts-checkout-alert ts-checkout-alert--error" id={errorId}>
                {translateAny(t, error)}
              </p>
            )}
          </div>
          <div className="ts-appointment-modal__actions">
            <button type="button" className="ts-button ts-button--quiet" onClick={onClose}>
              {t('Cancel')}
            </button>
            <button type="submit" className="ts-button ts-button--accent" disabled={state.status !== 'done' || locations.length === 0}>
              {t('Pick up here')}
            </button>
          </div>
        </div>
      </form>
    </ModalFrame>
  );
}
