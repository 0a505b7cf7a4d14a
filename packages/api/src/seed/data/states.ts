/**
 * Time zone and a main area code per state (spec §5 state list: 50 states, DC and Puerto Rico),
 * for installers placed outside the seeded metros by the scale generator. States split between
 * zones are divided by longitude along their county lines, approximately.
 */
import type { ZipCode } from 'zipcodes';

const STATES: Record<string, [timeZone: string, areaCode: string]> = {
  AL: ['America/Chicago', '205'], AK: ['America/Anchorage', '907'], AZ: ['America/Phoenix', '602'],
  AR: ['America/Chicago', '501'], CA: ['America/Los_Angeles', '213'], CO: ['America/Denver', '303'],
  CT: ['America/New_York', '203'], DE: ['America/New_York', '302'], DC: ['America/New_York', '202'],
  FL: ['America/New_York', '305'], GA: ['America/New_York', '404'], HI: ['Pacific/Honolulu', '808'],
  ID: ['America/Boise', '208'], IL: ['America/Chicago', '312'], IN: ['America/Indiana/Indianapolis', '317'],
  IA: ['America/Chicago', '515'], KS: ['America/Chicago', '316'], KY: ['America/New_York', '502'],
  LA: ['America/Chicago', '504'], ME: ['America/New_York', '207'], MD: ['America/New_York', '410'],
  MA: ['America/New_York', '617'], MI: ['America/Detroit', '313'], MN: ['America/Chicago', '612'],
  MS: ['America/Chicago', '601'], MO: ['America/Chicago', '314'], MT: ['America/Denver', '406'],
  NE: ['America/Chicago', '402'], NV: ['America/Los_Angeles', '702'], NH: ['America/New_York', '603'],
  NJ: ['America/New_York', '201'], NM: ['America/Denver', '505'], NY: ['America/New_York', '212'],
  NC: ['America/New_York', '704'], ND: ['America/Chicago', '701'], OH: ['America/New_York', '614'],
  OK: ['America/Chicago', '405'], OR: ['America/Los_Angeles', '503'], PA: ['America/New_York', '215'],
  RI: ['America/New_York', '401'], SC: ['America/New_York', '803'], SD: ['America/Chicago', '605'],
  TN: ['America/Chicago', '615'], TX: ['America/Chicago', '214'], UT: ['America/Denver', '801'],
  VT: ['America/New_York', '802'], VA: ['America/New_York', '804'], WA: ['America/Los_Angeles', '206'],
  WV: ['America/New_York', '304'], WI: ['America/Chicago', '414'], WY: ['America/Denver', '307'],
  PR: ['America/Puerto_Rico', '787'],
};

export const isServedState = (state: string): boolean => state in STATES;

export function areaCodeFor(state: string): string {
  return STATES[state]?.[1] ?? '555';
}

export function timeZoneFor(zip: Pick<ZipCode, 'state' | 'latitude' | 'longitude'>): string {
  const { state, latitude: lat, longitude: lon } = zip;
  switch (state) {
    case 'FL':
      if (lon < -85.0) return 'America/Chicago'; // the panhandle west of the Apalachicola
      break;
    case 'TX':
      if (lon < -104.9) return 'America/Denver'; // El Paso and Hudspeth counties
      break;
    case 'TN':
      if (lon > -85.45) return 'America/New_York'; // East Tennessee
      break;
    case 'KY':
      if (lon < -86.0) return 'America/Chicago'; // western Kentucky
      break;
    case 'IN':
      if (lon < -86.8 && (lat > 41 || lat < 38.6)) return 'America/Chicago'; // Gary and Evansville corners
      break;
    case 'MI':
      if (lon < -87.6 && lat > 45) return 'America/Menominee';
      break;
    case 'ND':
      if (lon < -101.5 && lat < 47.5) return 'America/Denver';
      break;
    case 'SD':
      if (lon < -100.4) return 'America/Denver';
      break;
    case 'NE':
      if (lon < -101.3) return 'America/Denver';
      break;
    case 'KS':
      if (lon < -101.5) return 'America/Denver';
      break;
    case 'OR':
      if (lon > -117.6 && lat < 44.6) return 'America/Boise'; // Malheur County
      break;
    case 'ID':
      if (lat > 45.3) return 'America/Los_Angeles'; // the panhandle
      break;
    case 'AK':
      if (lon < -169) return 'America/Adak';
      break;
  }
  return STATES[state]?.[0] ?? 'America/New_York';
}
