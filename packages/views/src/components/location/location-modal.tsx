import type { ShopperLocation, ShopperLocationStore } from '@tireshop/core';
import { useId, useState, type FormEvent } from 'react';
import { useModalDialog } from '../cart/use-modal-dialog';
import { ModalFrame } from '../modal-frame';

export interface LocationModalProps {
  open: boolean;
  onClose: () => void;
  /** The location now kept, if any (its ZIP fills the field). */
  current: ShopperLocation | null;
  store: ShopperLocationStore;
  /** A location was saved: the page shows what is near it. */
  onSaved: (location: ShopperLocation) => void;
  /** Where focus goes back to when the modal closes (the location button). */
  returnFocus?: () => HTMLElement | null | undefined;
}

/**
 * The location modal and its ZIP manual entry (spec storefront §2 modals "location", "zip manual
 * entry"; §4 Browser location; rules §4, §5 "Location zip: Please enter a valid ZIP code."). The
 * shopper types a ZIP or lets the browser tell where they are; a browser that was refused within
 * the last 90 days is not asked again (the button says why), and a failure leaves the ZIP field
 * to fill in — the "location sub-menu" of spec §4.
 */
export function LocationModal({ open, onClose, current, store, onSaved, returnFocus }: LocationModalProps) {
  const dialog = useModalDialog(open, onClose, returnFocus);
  const baseId = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  return (
    <ModalFrame dialog={dialog} open={open} className="ts-cart-modal ts-cart-empty ts-location-modal" labelledBy={`${baseId}-title`}>
      <LocationForm baseId={baseId} current={current} store={store} onSaved={onSaved} onClose={onClose} />
    </ModalFrame>
  );
}

function LocationForm({
  baseId,
  current,
  store,
  onSaved,
  onClose,
}: Pick<LocationModalProps, 'current' | 'store' | 'onSaved' | 'onClose'> & { baseId: string }) {
  const [zip, setZip] = useState(current?.zip ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<'zip' | 'browser' | null>(null);
  const mayAsk = store.mayAsk();

  async function run(kind: 'zip' | 'browser', action: () => ReturnType<ShopperLocationStore['save']>) {
    setBusy(kind);
    setProblem(null);
    try {
      const answer = await action();
      if (answer.ok) onSaved(answer.location);
      else setProblem(answer.message);
    } finally {
      setBusy(null);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void run('zip', () => store.save(zip));
  }

  return (
    <div className="ts-cart-modal__panel ts-location">
      <button type="button" className="ts-cart-modal__close ts-cart-empty__close" aria-label="Close" onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
      <h2 id={`${baseId}-title`} className="ts-cart-modal__title" part="dialog-title">
        Your location
      </h2>
      <p className="ts-cart-empty__description">We show the installers, mobile installation and delivery that reach your ZIP code.</p>
      <button
        type="button"
        className="ts-button ts-button--quiet ts-location__browser"
        disabled={!mayAsk || busy !== null}
        aria-describedby={mayAsk ? undefined : `${baseId}-denied`}
        onClick={() => void run('browser', () => store.useBrowserLocation())}
      >
        {busy === 'browser' ? 'Finding you…' : 'Use my current location'}
      </button>
      {!mayAsk && (
        <p id={`${baseId}-denied`} className="ts-location__note">
          You did not let the browser share your location. Enter a ZIP code instead.
        </p>
      )}
      <form className="ts-location__form" noValidate onSubmit={submit}>
        <label htmlFor={`${baseId}-zip`}>ZIP code</label>
        <div className="ts-location__row">
          <input
            id={`${baseId}-zip`}
            name="zip"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            value={zip}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${baseId}-problem` : undefined}
            onChange={(event) => setZip(event.currentTarget.value)}
          />
          <button type="submit" className="ts-button" disabled={busy !== null}>
            {busy === 'zip' ? 'Saving…' : 'Save'}
          </button>
        </div>
        {problem && (
          <p id={`${baseId}-problem`} className="ts-field__error" role="alert">
            {problem}
          </p>
        )}
      </form>
    </div>
  );
}
