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

/**
 * The US ZIP codes bucketed by whole degrees of latitude and longitude, built once per process on
 * the first question: a question reads the few cells around its point instead of all ~41,000 codes.
 * Each place keeps its position in the ZIP table, which settles ties as a scan of the table would:
 * of places equally near, the last one.
 */
interface ZipGrid {
  cells: Map<number, { place: ZipPlace; order: number }[]>;
}

let zipGrid: ZipGrid | null = null;

const cellKey = (latitudeCell: number, longitudeCell: number) => (latitudeCell + 90) * 361 + (longitudeCell + 180);

function usZipGrid(): ZipGrid {
  if (zipGrid) return zipGrid;
  const cells: ZipGrid['cells'] = new Map();
  let order = 0;
  for (const z of Object.values(zipcodes.codes)) {
    if (z.country !== 'US') continue;
    const place = { zip: z.zip, city: z.city, state: z.state, latitude: z.latitude, longitude: z.longitude };
    const key = cellKey(Math.floor(place.latitude), Math.floor(place.longitude));
    const cell = cells.get(key);
    if (cell) cell.push({ place, order: order++ });
    else cells.set(key, [{ place, order: order++ }]);
  }
  zipGrid = { cells };
  return zipGrid;
}

/** The nearest place within `miles` of the point among the grid cells its bounding box touches; null when none is. */
function nearestWithin(grid: ZipGrid, point: Point, miles: number): ZipPlace | null {
  // Beyond a thousand miles the box is no help (and boundingBox holds only below a quarter of the globe): every cell.
  const box = miles < 1000 ? boundingBox(point, miles) : { minLatitude: -90, maxLatitude: 90, minLongitude: -180, maxLongitude: 180 };
  let best: { place: ZipPlace; order: number } | null = null;
  let bestMiles = miles;
  for (let lat = Math.max(-90, Math.floor(box.minLatitude)); lat <= Math.min(90, Math.floor(box.maxLatitude)); lat++) {
    for (let lng = Math.floor(box.minLongitude); lng <= Math.floor(box.maxLongitude); lng++) {
      for (const entry of grid.cells.get(cellKey(lat, lng)) ?? []) {
        const d = milesBetween(point, entry.place);
        if (d < bestMiles || (d === bestMiles && (!best || entry.order > best.order))) {
          best = entry;
          bestMiles = d;
        }
      }
    }
  }
  return best?.place ?? null;
}

/**
 * The US ZIP code whose centre is nearest the point, within `withinMiles`; null when none is.
 * The cells around the point first (a quarter of the distance), then wider rings while they hold
 * nothing near enough: whatever a ring finds within its own radius is the nearest of all, since
 * anything nearer lies inside the same ring.
 */
export function nearestZip(point: Point, withinMiles = 50): ZipPlace | null {
  const grid = usZipGrid();
  for (let miles = withinMiles / 4; ; miles *= 2) {
    const radius = Math.min(miles, withinMiles);
    const found = nearestWithin(grid, point, radius);
    if (found || radius >= withinMiles) return found;
  }
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
