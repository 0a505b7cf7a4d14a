/**
 * Address verification (contract/address-verification.ts; docs/product-page.md "Address
 * verification"): does the ZIP code lie in the city and state typed, by the US ZIP table the
 * delivery options use (geo.ts)? The ZIP code decides the tax and the shipping rate, so when the
 * ZIP code is known and the city does not match, the suggestion is the ZIP code's city and state;
 * when the typed city is a city of the typed state and the ZIP code is unknown or in another
 * state, the ZIP code is the likely slip and the suggestion is that city's ZIP code nearest in
 * number to the one typed.
 */
import type { AddressToVerify, AddressVerification } from '@tireshop/core';
import zipcodes from 'zipcodes';
import { placeZip } from './geo';

/** "St. Louis", "Saint Louis" and "saint louis" are one city; so are "Ft Worth" and "Fort Worth". */
export function cityKey(city: string): string {
  return city
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\b(saint|st)\b\.?/g, 'st')
    .replace(/\b(fort|ft)\b\.?/g, 'ft')
    .replace(/\b(mount|mt)\b\.?/g, 'mt')
    .replace(/[^a-z]/g, '');
}

let cityZips: Map<string, { zip: string; city: string }[]> | null = null;

/** The US ZIP codes of a city, by state and city key; built on first use from the ~42,000 codes. */
function zipsOfCity(state: string, city: string): { zip: string; city: string }[] {
  if (!cityZips) {
    cityZips = new Map();
    for (const z of Object.values(zipcodes.codes)) {
      if (z.country !== 'US') continue;
      const key = `${z.state}|${cityKey(z.city)}`;
      const list = cityZips.get(key);
      if (list) list.push({ zip: z.zip, city: z.city });
      else cityZips.set(key, [{ zip: z.zip, city: z.city }]);
    }
  }
  return cityZips.get(`${state}|${cityKey(city)}`) ?? [];
}

export function verifyAddress(address: AddressToVerify): AddressVerification {
  const place = placeZip(address.zip);
  const cityOfState = zipsOfCity(address.state, address.city);
  const lines = { addressLine1: address.addressLine1, addressLine2: address.addressLine2 || null };
  if (place && place.state === address.state && cityKey(place.city) === cityKey(address.city)) {
    return { verdict: 'verified', suggestion: null, changed: [] };
  }
  if (cityOfState.length > 0 && (!place || place.state !== address.state)) {
    const typed = Number(address.zip.slice(0, 5));
    const nearest = cityOfState.reduce((best, z) => (Math.abs(Number(z.zip) - typed) < Math.abs(Number(best.zip) - typed) ? z : best));
    return {
      verdict: 'corrected',
      suggestion: { ...lines, city: nearest.city, state: address.state, zip: nearest.zip },
      changed: cityKey(nearest.city) === cityKey(address.city) && nearest.city !== address.city ? ['city', 'zip'] : ['zip'],
    };
  }
  if (!place) return { verdict: 'unknown', suggestion: null, changed: [] };
  const changed: AddressVerification['changed'] = [];
  if (place.city !== address.city) changed.push('city');
  if (place.state !== address.state) changed.push('state');
  return { verdict: 'corrected', suggestion: { ...lines, city: place.city, state: place.state, zip: address.zip }, changed };
}
