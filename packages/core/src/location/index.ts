/**
 * The shopper's location (spec §3 User personalization userLocation; §4 "Browser location: asked
 * once, denied stored, re-asked after 90 days; failure opens location sub-menu"; rules §4, §5, §9).
 *
 * The location is kept in the shopper's session at the API (PUT /users/me/personalization) and, so
 * the shop's server can render it and send it on its own calls, in the first-party cookie
 * `ST_location` (spec §3: session values under ST_ keys, "cookies for … zip, region"). A denied
 * browser-location question is remembered in storage with its time, and asked again after 90 days.
 * Framework-free: the storefront's location bar and modal only render this and send intents.
 */
import type { ApiClient } from '../client/index';
import { shopperMessage } from '../client/index';
import { nearestLocationEndpoint, updatePersonalizationEndpoint, LOCATION_ZIP_MESSAGE } from '../contract/location';
import { US_ZIP_PATTERN } from '../contract/fields';
import type { ShopperSession } from '../search-overlay/session/index';
import type { ShopperLocation } from './cookie';

export * from './cookie';
export * from './automatic-query';

/** spec §4 / rules §9: a denied browser-location question is asked again after 90 days. */
export const LOCATION_REASK_MS = 90 * 24 * 60 * 60 * 1000;
export const LOCATION_DENIED_KEY = 'ST_locationDenied';
/** rules §4 Location: the words when the browser will not tell the position. */
export const LOCATION_DENIED_MESSAGE = 'Please allow access to your location in your browser settings or enter a zip code.';
export const LOCATION_FAILED_MESSAGE = 'We could not find your location. Please enter a zip code.';
export const LOCATION_UNSUPPORTED_MESSAGE = 'Your browser cannot share its location. Please enter a zip code.';

/** A typed ZIP's problem in the spec's words (rules §5 "Location zip"), or null when it is one. */
export const locationZipProblem = (zip: string) => (US_ZIP_PATTERN.test(zip.trim()) ? null : LOCATION_ZIP_MESSAGE);

/** The stored denial (rules §4: "stored with a timestamp and an expired flag"). */
export interface LocationDenial {
  at: string;
  expired: boolean;
}

/** Should the browser be asked for its position? Not while a denial is younger than 90 days. */
export function mayAskBrowserLocation(denial: LocationDenial | null, now: Date): boolean {
  if (!denial || denial.expired) return true;
  const at = Date.parse(denial.at);
  return !Number.isFinite(at) || now.getTime() - at >= LOCATION_REASK_MS;
}

/** Why the browser gave no position: none to ask, the shopper said no, or it could not find one in time. */
export type PositionFailure = 'unsupported' | 'denied' | 'unavailable' | 'timeout';

/** The browser's position, or why there is none. */
export type BrowserPosition = { latitude: number; longitude: number } | { failure: PositionFailure };

/**
 * A GeolocationPositionError's code as a failure (W3C Geolocation API: 1 PERMISSION_DENIED,
 * 2 POSITION_UNAVAILABLE, 3 TIMEOUT); an unknown code is a position the browser could not find.
 */
export function positionFailure(code: number): PositionFailure {
  if (code === 1) return 'denied';
  if (code === 3) return 'timeout';
  return 'unavailable';
}

/** rules §4 Location: what the shopper reads for each failure. */
const POSITION_FAILURE_MESSAGES: Record<PositionFailure, string> = {
  unsupported: LOCATION_UNSUPPORTED_MESSAGE,
  denied: LOCATION_DENIED_MESSAGE,
  unavailable: LOCATION_FAILED_MESSAGE,
  timeout: LOCATION_FAILED_MESSAGE,
};

export type LocationAnswer = { ok: true; location: ShopperLocation } | { ok: false; message: string };

export interface LocationPorts {
  api: ApiClient;
  session: ShopperSession;
  /** Keeps the location where the shop's server reads it (the cookie). */
  keep(location: ShopperLocation): void;
  /** Storage for the remembered denial; errors are the port's to swallow (spec §8). */
  denial: { read(): LocationDenial | null; write(denial: LocationDenial): void };
  /** The browser's position (navigator.geolocation), or why there is none. */
  position(): Promise<BrowserPosition>;
  now(): Date;
}

/** What the location bar and modal do: a typed ZIP, or the browser's position, becomes the shop's location. */
export function createShopperLocation(ports: LocationPorts) {
  async function save(zip: string): Promise<LocationAnswer> {
    const problem = locationZipProblem(zip);
    if (problem) return { ok: false, message: problem };
    await ports.session.ensure();
    const answer = await ports.api.call(updatePersonalizationEndpoint, { body: { userLocationZip: zip.trim() } });
    if (!answer.ok) return { ok: false, message: shopperMessage(answer.error) };
    const kept = answer.data.userLocation;
    if (!kept) return { ok: false, message: LOCATION_ZIP_MESSAGE };
    const location = { zip: kept.zip, city: kept.cityName, state: kept.stateAbbr };
    ports.keep(location);
    return { ok: true, location };
  }

  return {
    save,
    /** May "Use my location" ask the browser (no denial younger than 90 days)? */
    mayAsk: () => mayAskBrowserLocation(ports.denial.read(), ports.now()),
    /** The browser's position → the nearest ZIP → saved; a denial is remembered (rules §4). */
    async useBrowserLocation(): Promise<LocationAnswer> {
      const position = await ports.position();
      if ('failure' in position) {
        if (position.failure === 'denied') ports.denial.write({ at: ports.now().toISOString(), expired: false });
        return { ok: false, message: POSITION_FAILURE_MESSAGES[position.failure] };
      }
      const near = await ports.api.call(nearestLocationEndpoint, { query: position });
      if (!near.ok) return { ok: false, message: shopperMessage(near.error) };
      return save(near.data.zip);
    },
  };
}
export type ShopperLocationStore = ReturnType<typeof createShopperLocation>;
