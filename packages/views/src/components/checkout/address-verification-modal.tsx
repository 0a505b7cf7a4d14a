/**
 * The address verification (spec storefront §2 "Other modals: … address verification";
 * docs/product-page.md): when the ZIP code of a home address does not go with its city and state
 * (POST /v1/checkout/address-verification), the shopper sees the address as typed beside the
 * corrected one, the changed parts marked, and chooses "Use suggested address" or "Keep what I
 * entered". Either choice saves; closing (Escape, ×) goes back to the form with everything typed.
 * Loaded with the first address that needs it.
 */
import type { AddressVerification } from '@tireshop/core';
import { useId } from 'react';
import { useModalDialog } from '../cart/use-modal-dialog';
import { useMessages } from '../locale';
import { ModalFrame } from '../modal-frame';

type Place = { addressLine1: string; addressLine2?: string | null; city: string; state: string; zip: string };
type Changed = AddressVerification['changed'][number];

export interface AddressVerificationModalProps {
  open: boolean;
  entered: Place;
  suggestion: Place;
  changed: readonly Changed[];
  onUseSuggestion: () => void;
  onKeepEntered: () => void;
  /** Back to the form, nothing saved. */
  onClose: () => void;
}

function AddressLines({ place, marked, changedLabel }: { place: Place; marked: readonly Changed[]; changedLabel: string }) {
  const part = (key: Changed) =>
    marked.includes(key) ? (
      <mark className="ts-address-verify__changed">
        {place[key]}
        <span className="ts-visually-hidden"> ({changedLabel})</span>
      </mark>
    ) : (
      place[key]
    );
  return (
    <address className="ts-address-verify__address">
      {place.addressLine1}
      {place.addressLine2 && `, ${place.addressLine2}`}
      <br />
      {part('city')}, {part('state')} {part('zip')}
    </address>
  );
}

export function AddressVerificationModal({
  open,
  entered,
  suggestion,
  changed,
  onUseSuggestion,
  onKeepEntered,
  onClose,
}: AddressVerificationModalProps) {
  const baseId = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const t = useMessages('checkout');
  const dialog = useModalDialog(open, onClose);
  const choose = (go: () => void) => () => {
    // The form takes the focus back (its saved address, or the field the API refused).
    dialog.keepFocusOnClose();
    go();
  };
  return (
    <ModalFrame
      dialog={dialog}
      open={open}
      className="ts-cart-modal ts-address-verify"
      labelledBy={`${baseId}-title`}
      describedBy={`${baseId}-lead`}
    >
      <div className="ts-cart-modal__panel">
        <div className="ts-cart-modal__head">
          <h2 className="ts-cart-modal__title" part="dialog-title" id={`${baseId}-title`}>
            {t('Check your address')}
          </h2>
          <button type="button" className="ts-cart-modal__close" aria-label={t('Close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="ts-address-verify__body">
          <p id={`${baseId}-lead`} className="ts-address-verify__lead">
            {t('The ZIP code doesn’t match the city and state you entered. Which address should we ship to?')}
          </p>
          <div className="ts-address-verify__choices">
            <section className="ts-address-verify__choice" aria-labelledby={`${baseId}-suggested`}>
              <h3 className="ts-address-verify__heading" id={`${baseId}-suggested`}>
                {t('Suggested address')}
              </h3>
              <AddressLines place={suggestion} marked={changed} changedLabel={t('corrected')} />
              <button type="button" className="ts-button ts-button--accent" onClick={choose(onUseSuggestion)}>
                {t('Use suggested address')}
              </button>
            </section>
            <section className="ts-address-verify__choice" aria-labelledby={`${baseId}-entered`}>
              <h3 className="ts-address-verify__heading" id={`${baseId}-entered`}>
                {t('You entered')}
              </h3>
              <AddressLines place={entered} marked={[]} changedLabel="" />
              <button type="button" className="ts-button ts-button--quiet" onClick={choose(onKeepEntered)}>
                {t('Keep what I entered')}
              </button>
            </section>
          </div>
        </div>
      </div>
    </ModalFrame>
  );
}
