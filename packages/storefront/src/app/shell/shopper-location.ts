/**
 * The shopper's location as the page follows it (docs/location.md "When the location changes"):
 * what the server rendered, then every change — made in this tab's location modal, or in another
 * tab of the shop and seen when this one is shown again. Everything that depends on where the
 * shopper is (the shops near them, the delivery tabs, the cart's estimates) listens here.
 */
import { readLocationCookie, type ShopperLocation } from '@tireshop/core';
import { useEffect, useState } from 'react';
import { useRootData } from '../root-data';

/** spec §3: "a zip change emits a location-updated event" — for the page's own views and the host's analytics. */
export const LOCATION_UPDATED_EVENT = 'tireshop:location-updated';

/** Tells the page (and the host's scripts) that the shopper's location is now `zip`. */
export function announceLocation(target: Window, zip: string): void {
  target.dispatchEvent(new CustomEvent(LOCATION_UPDATED_EVENT, { detail: { version: 1, zip } }));
}

/** Calls `listener` after each change of the shopper's location. */
export function onLocationChange(target: Window, listener: () => void): () => void {
  target.addEventListener(LOCATION_UPDATED_EVENT, listener);
  return () => target.removeEventListener(LOCATION_UPDATED_EVENT, listener);
}

/** The shopper's location, following its changes (null before one is set). */
export function useShopperLocation(): ShopperLocation | null {
  const { location: rendered } = useRootData();
  const [location, setLocation] = useState<ShopperLocation | null>(rendered);
  useEffect(() => onLocationChange(window, () => setLocation(readLocationCookie(document.cookie))), []);
  return location;
}
