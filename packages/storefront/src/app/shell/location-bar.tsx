import { locationString } from '@tireshop/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { browserSession } from '../context';
import { useRootData } from '../root-data';
import { announceLocation, onLocationChange, useShopperLocation } from './shopper-location';

// Its own chunk, fetched when the shopper opens it.
const LocationModal = lazy(() => import('./lazy-views').then((m) => ({ default: m.LocationModalMount })));

/**
 * The strip under the header (hidden in OTS and checkout): where the shopper is, with the
 * location modal to change it (spec §2 Shell, modals "location" and "zip manual entry"), the
 * delivery promise and how to reach us.
 */
export function LocationBar() {
  const { globals } = useRootData();
  const location = useShopperLocation();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing it is the dialog's own close (focus goes back to the button).
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement | null>(null);
  const revalidator = useRevalidator();
  const ready = useClientStarted();
  // The page's data that depends on where the shopper is (the shops near them) is asked again,
  // after a change here or in another tab.
  useEffect(() => onLocationChange(window, () => void revalidator.revalidate()), [revalidator]);
  return (
    <div className="sf-location-bar">
      <div className="sf-location-bar__inner">
        <p>
          <button
            ref={button}
            type="button"
            className="sf-location-bar__place"
            aria-haspopup="dialog"
            // Before hydration the modal has no store: the button waits for it.
            disabled={!ready}
            onClick={() => {
              setOpened(true);
              setOpen(true);
            }}
          >
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path d="M12 22s7-7.1 7-12a7 7 0 1 0-14 0c0 4.9 7 12 7 12Z" fill="none" stroke="currentColor" strokeWidth="2" />
              <circle cx="12" cy="10" r="2.5" fill="currentColor" />
            </svg>
            {location ? (
              <span>
                Your location: <strong>{`${locationString(location)} ${location.zip}`}</strong>
                <span className="sf-location-bar__change"> · Change</span>
              </span>
            ) : (
              <span>Set your location to see installers near you</span>
            )}
          </button>
        </p>
        <p>
          <strong>Free shipping</strong> to installers and FedEx pick-up locations in the contiguous US, oversized tires excluded
        </p>
        {globals?.customerServiceEnabled && (
          <p>
            Questions? <a href={`tel:+${globals.customerServiceNumber.value}`}>{globals.customerServiceNumber.display}</a>
          </p>
        )}
      </div>
      {ready && opened && (
        <Suspense fallback={null}>
          <LocationModal
            open={open}
            current={location}
            onClose={() => setOpen(false)}
            returnFocus={() => button.current}
            onSaved={(saved) => {
              setOpen(false);
              announceLocation(window, saved.zip);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

/** Has the client started (the shopper session exists)? Not on the server, nor before hydration. */
function useClientStarted() {
  const [started, setStarted] = useState(false);
  useEffect(() => setStarted(browserSession() !== undefined), []);
  return started;
}
