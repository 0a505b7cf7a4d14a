/**
 * Regional distribution centres: the warehouse pick-up option and the stock the site sells from.
 * Cities are real US logistics hubs; coordinates come from the ZIP code at build time.
 */
export interface WarehouseData {
  code: string;
  name: string;
  addressLine1: string;
  city: string;
  state: string;
  zip: string;
  timeZone: string;
}

export const warehouseData: WarehouseData[] = [
  { code: 'RNO', name: 'Reno Distribution Center', addressLine1: '4975 Longley Ln', city: 'Reno', state: 'NV', zip: '89502', timeZone: 'America/Los_Angeles' },
  { code: 'ONT', name: 'Ontario Distribution Center', addressLine1: '4200 E Airport Dr', city: 'Ontario', state: 'CA', zip: '91761', timeZone: 'America/Los_Angeles' },
  { code: 'SEA', name: 'Kent Distribution Center', addressLine1: '21000 72nd Ave S', city: 'Kent', state: 'WA', zip: '98032', timeZone: 'America/Los_Angeles' },
  { code: 'DEN', name: 'Denver Distribution Center', addressLine1: '4901 Havana St', city: 'Denver', state: 'CO', zip: '80239', timeZone: 'America/Denver' },
  { code: 'DFW', name: 'Dallas Distribution Center', addressLine1: '4600 Mountain Creek Pkwy', city: 'Dallas', state: 'TX', zip: '75236', timeZone: 'America/Chicago' },
  { code: 'MEM', name: 'Memphis Distribution Center', addressLine1: '3950 E Holmes Rd', city: 'Memphis', state: 'TN', zip: '38118', timeZone: 'America/Chicago' },
  { code: 'CMH', name: 'Columbus Distribution Center', addressLine1: '6000 Rickenbacker Pkwy', city: 'Columbus', state: 'OH', zip: '43217', timeZone: 'America/New_York' },
  { code: 'ATL', name: 'Atlanta Distribution Center', addressLine1: '5101 Fulton Industrial Blvd SW', city: 'Atlanta', state: 'GA', zip: '30336', timeZone: 'America/New_York' },
  { code: 'ABE', name: 'Allentown Distribution Center', addressLine1: '7300 Cetronia Rd', city: 'Allentown', state: 'PA', zip: '18106', timeZone: 'America/New_York' },
];
