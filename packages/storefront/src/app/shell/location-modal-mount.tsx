/**
 * The location modal with the shopper's location store (core/location), made when the shopper
 * first opens it: nothing of either is in the page's first JavaScript.
 */
import {
  type BrowserPosition,
  createShopperLocation,
  LOCATION_DENIED_KEY,
  type LocationDenial,
  positionFailure,
  type ShopperLocationStore,
} from '@tireshop/core';
import { LocationModal, type LocationModalProps } from '@tireshop/views';
import { browserSession, storefrontContext, writeLocationCookie } from '../context';

let store: ShopperLocationStore | undefined;

/** spec §8: storage errors are logged and the default is used. */
const denial = {
  read(): LocationDenial | null {
    try {
      return JSON.parse(localStorage.getItem(LOCATION_DENIED_KEY) ?? 'null') as LocationDenial | null;
    } catch (error) {
      console.error('[storefront] cannot read the location answer', error);
      return null;
    }
  },
  write(value: LocationDenial) {
    try {
      localStorage.setItem(LOCATION_DENIED_KEY, JSON.stringify(value));
    } catch (error) {
      console.error('[storefront] cannot keep the location answer', error);
    }
  },
};

/** The browser's position, or why there is none ('unsupported' when the browser has no geolocation). */
const position = () =>
  new Promise<BrowserPosition>((resolve) => {
    if (!('geolocation' in navigator)) return resolve({ failure: 'unsupported' });
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
      (error) => resolve({ failure: positionFailure(error.code) }),
      { timeout: 10_000, maximumAge: 600_000 },
    );
  });

function locationStore(): ShopperLocationStore {
  const session = browserSession();
  if (!session) throw new Error('The shopper session is not set up.');
  store ??= createShopperLocation({
    api: storefrontContext(undefined).api,
    session,
    keep: (kept) => writeLocationCookie(document, kept),
    denial,
    position,
    now: () => new Date(),
  });
  return store;
}

export function LocationModalMount(props: Omit<LocationModalProps, 'store'>) {
  return <LocationModal {...props} store={locationStore()} />;
}
