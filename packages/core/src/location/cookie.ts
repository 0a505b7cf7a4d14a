/**
 * The shopper's location as the shop's server reads it: the first-party cookie `ST_location`
 * (spec §3: session values under ST_ keys, "cookies for … zip, region"). Its own module, so a
 * page that only shows the location carries none of the code that changes it (./index.ts).
 */
import { readCookie } from '../search-overlay/session/index';

export const LOCATION_COOKIE = 'ST_location';

/** Where the shopper is, as the shop shows it ("Austin, TX 78701"). */
export interface ShopperLocation {
  zip: string;
  city: string;
  state: string;
}

/** spec §3 derived locationString: 'City, ST'. */
export const locationString = (l: ShopperLocation) => `${l.city}, ${l.state}`;

/** The location in the cookie header, or null (none, or not one the shop wrote). */
export function readLocationCookie(cookieHeader: string | null | undefined): ShopperLocation | null {
  const value = readCookie(cookieHeader, LOCATION_COOKIE);
  const [zip, city, state] = value?.split('|') ?? [];
  if (!zip || !/^\d{5}$/.test(zip) || !city || !state || !/^[A-Z]{2}$/.test(state)) return null;
  return { zip, city, state };
}

/** The Set-Cookie / document.cookie string for a location (a year), or one that clears it. */
export function locationCookie(location: ShopperLocation | null, options: { secure: boolean }): string {
  const value = location ? encodeURIComponent(`${location.zip}|${location.city}|${location.state}`) : '';
  return `${LOCATION_COOKIE}=${value}; Path=/; Max-Age=${location ? 365 * 24 * 60 * 60 : 0}; SameSite=Lax${options.secure ? '; Secure' : ''}`;
}

/**
 * spec §7 "Query values added automatically" that come from where the shopper is: `userZip` (the
 * location's ZIP) and `userRegion` (its state, e.g. `TX`). None without a location.
 */
export function locationQuery(location: ShopperLocation | null): { userZip?: string; userRegion?: string } {
  return location ? { userZip: location.zip, userRegion: location.state } : {};
}

/**
 * spec §7 automatic query value `userTime`: the shopper's local wall-clock time to the minute with
 * their UTC offset, ISO 8601 (`2026-12-06T09:42-05:00`). The minute keeps a call's URL the same
 * within a minute; the offset says which day and hour it is where the shopper is (docs/location.md).
 */
export function localTimeValue(date: Date): string {
  const offset = -date.getTimezoneOffset();
  // The local wall clock is the UTC one moved by the offset; the offset's hh:mm read the same way.
  const clock = (ms: number, from: number, to: number) => new Date(ms).toISOString().slice(from, to);
  return `${clock(date.getTime() + offset * 60_000, 0, 16)}${offset < 0 ? '-' : '+'}${clock(Math.abs(offset) * 60_000, 11, 16)}`;
}
