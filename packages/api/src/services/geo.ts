/**
 * Places and distances for the delivery options: a US zip code's centre point (the `zipcodes`
 * package, the same data the seed places shops with) and great-circle distances in miles.
 */
import zipcodes from 'zipcodes';

export interface Point {
  latitude: number;
  longitude: number;
}

export interface ZipPlace extends Point {
  zip: string;
  city: string;
  state: string;
}

/** A US zip code (5 digits or ZIP+4) → its centre point, city and state; null when unknown. */
export function placeZip(zip: string | null | undefined): ZipPlace | null {
  const five = zip?.trim().match(/^(\d{5})(?:-\d{4})?$/)?.[1];
  if (!five) return null;
  const found = zipcodes.lookup(five);
  if (found?.country !== 'US') return null;
  return { zip: found.zip, city: found.city, state: found.state, latitude: found.latitude, longitude: found.longitude };
}

const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in miles. */
export function milesBetween(a: Point, b: Point): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

let usZips: ZipPlace[] | null = null;

/** The US ZIP code whose centre is nearest the point, within `withinMiles`; null when none is. */
export function nearestZip(point: Point, withinMiles = 50): ZipPlace | null {
  usZips ??= Object.values(zipcodes.codes)
    .filter((z) => z.country === 'US')
    .map((z) => ({ zip: z.zip, city: z.city, state: z.state, latitude: z.latitude, longitude: z.longitude }));
  let best: ZipPlace | null = null;
  let bestMiles = withinMiles;
  for (const place of usZips) {
    // A degree of latitude is about 69 miles: most codes are ruled out without the trigonometry.
    if (Math.abs(place.latitude - point.latitude) * 69 > bestMiles) continue;
    const miles = milesBetween(point, place);
    if (miles <= bestMiles) {
      best = place;
      bestMiles = miles;
    }
  }
  return best;
}

/** Miles as shown to shoppers: one decimal. */
export const roundMiles = (miles: number) => Math.round(miles * 10) / 10;

/**
 * A latitude/longitude box holding every point within `miles` of `center`: a cheap index-friendly
 * filter before the exact distance. The longitude half-width is the spherical one,
 * asin(sin r / cos φ), widened by 1 % against rounding; near the poles or across the date line the
 * box spans every longitude.
 */
export function boundingBox(center: Point, miles: number) {
  const r = (miles / EARTH_RADIUS_MILES) * 1.01;
  const dLat = (r * 180) / Math.PI;
  const ratio = Math.sin(r) / Math.cos(radians(center.latitude));
  const dLng = ratio >= 1 ? 180 : (Math.asin(ratio) * 180) / Math.PI;
  const wraps = dLng >= 180 || center.longitude - dLng < -180 || center.longitude + dLng > 180;
  return {
    minLatitude: center.latitude - dLat,
    maxLatitude: center.latitude + dLat,
    minLongitude: wraps ? -180 : center.longitude - dLng,
    maxLongitude: wraps ? 180 : center.longitude + dLng,
  };
}
