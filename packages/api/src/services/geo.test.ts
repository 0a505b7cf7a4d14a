import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import zipcodes from 'zipcodes';
import { milesBetween, nearestZip, type Point, type ZipPlace } from './geo';

const US_ZIPS: ZipPlace[] = Object.values(zipcodes.codes)
  .filter((z) => z.country === 'US')
  .map((z) => ({ zip: z.zip, city: z.city, state: z.state, latitude: z.latitude, longitude: z.longitude }));

/** The nearest ZIP by reading every one, as the shop once answered: of places equally near, the last. */
function nearestByScan(point: Point, withinMiles = 50): ZipPlace | null {
  let best: ZipPlace | null = null;
  let bestMiles = withinMiles;
  for (const place of US_ZIPS) {
    // A degree of latitude is more than 69 miles: most codes are ruled out without the trigonometry
    // (with a margin far above rounding, so no place as near as the best is ever passed over).
    if (Math.abs(place.latitude - point.latitude) * 69 > bestMiles + 0.001) continue;
    const miles = milesBetween(point, place);
    if (miles <= bestMiles) {
      best = place;
      bestMiles = miles;
    }
  }
  return best;
}

/** Anywhere from Hawaii and the Aleutians (across the date line) to Maine, and the sea around. */
const anyPoint = fc.record({
  latitude: fc.double({ min: 15, max: 72, noNaN: true }),
  longitude: fc.double({ min: -180, max: -60, noNaN: true }),
});
/** Somewhere within a degree or so of a ZIP's centre, where the answer is a close call between neighbours. */
const nearAZip = fc
  .record({
    place: fc.constantFrom(...US_ZIPS),
    dLat: fc.double({ min: -1, max: 1, noNaN: true }),
    dLng: fc.double({ min: -1.5, max: 1.5, noNaN: true }),
  })
  .map(({ place, dLat, dLng }) => ({
    latitude: Math.max(-90, Math.min(90, place.latitude + dLat)),
    longitude: Math.max(-180, Math.min(180, place.longitude + dLng)),
  }));

describe('the nearest US ZIP code (spec §3 userLocation)', () => {
  it('answers as a scan of every ZIP does, anywhere in and around the US', () => {
    fc.assert(
      fc.property(anyPoint, (point) => {
        expect(nearestZip(point)?.zip ?? null).toBe(nearestByScan(point)?.zip ?? null);
      }),
      { numRuns: 500 },
    );
  });

  it('answers as a scan does near the ZIPs themselves, also within other distances', () => {
    fc.assert(
      fc.property(nearAZip, fc.constantFrom(1, 5, 12.5, 50, 120, 1500), (point, withinMiles) => {
        expect(nearestZip(point, withinMiles)?.zip ?? null).toBe(nearestByScan(point, withinMiles)?.zip ?? null);
      }),
      { numRuns: 500 },
    );
  });

  it('at a ZIP’s own centre answers that place (the last of the ZIPs sharing it, as a scan does)', () => {
    for (const place of US_ZIPS.filter((_, i) => i % 199 === 0)) {
      const found = nearestZip(place);
      expect(found && milesBetween(place, found)).toBe(0);
      expect(found?.zip).toBe(nearestByScan(place)?.zip);
    }
  });

  it('finds nothing out at sea, or beyond the distance asked', () => {
    expect(nearestZip({ latitude: 35, longitude: -40 })).toBeNull();
    const austin = { latitude: 30.2713, longitude: -97.7426 };
    expect(nearestZip(austin)?.zip).toBe('78701');
    // A mile north of downtown Austin: ZIP centres are a mile or more apart there.
    expect(nearestZip({ latitude: 30.2858, longitude: -97.7426 }, 0.1)).toBeNull();
  });
});
