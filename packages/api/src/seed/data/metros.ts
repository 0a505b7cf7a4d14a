/**
 * US metro areas served by installers (/tire-shops/{urbanArea}): city-centre coordinates, IANA
 * time zone, a downtown ZIP code the seed spreads shops around, the local area code, and how many
 * partner shops the seed places there (bigger metros, more shops).
 */
export interface MetroData {
  slug: string;
  name: string;
  state: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  centerZip: string;
  areaCode: string;
  /** Radius in miles that the metro's installers and pick-up points are spread over. */
  radiusMiles: number;
  shops: number;
}

export const metroData: MetroData[] = [
  { slug: 'new-york', name: 'New York', state: 'NY', latitude: 40.7128, longitude: -74.006, timeZone: 'America/New_York', centerZip: '10001', areaCode: '718', radiusMiles: 20, shops: 9 },
  { slug: 'los-angeles', name: 'Los Angeles', state: 'CA', latitude: 34.0522, longitude: -118.2437, timeZone: 'America/Los_Angeles', centerZip: '90012', areaCode: '323', radiusMiles: 25, shops: 9 },
  { slug: 'chicago', name: 'Chicago', state: 'IL', latitude: 41.8781, longitude: -87.6298, timeZone: 'America/Chicago', centerZip: '60601', areaCode: '773', radiusMiles: 25, shops: 8 },
  { slug: 'dallas-fort-worth', name: 'Dallas-Fort Worth', state: 'TX', latitude: 32.7767, longitude: -96.797, timeZone: 'America/Chicago', centerZip: '75201', areaCode: '214', radiusMiles: 30, shops: 8 },
  { slug: 'houston', name: 'Houston', state: 'TX', latitude: 29.7604, longitude: -95.3698, timeZone: 'America/Chicago', centerZip: '77002', areaCode: '713', radiusMiles: 25, shops: 8 },
  { slug: 'washington-dc', name: 'Washington', state: 'DC', latitude: 38.9072, longitude: -77.0369, timeZone: 'America/New_York', centerZip: '20001', areaCode: '202', radiusMiles: 20, shops: 8 },
  { slug: 'philadelphia', name: 'Philadelphia', state: 'PA', latitude: 39.9526, longitude: -75.1652, timeZone: 'America/New_York', centerZip: '19102', areaCode: '215', radiusMiles: 20, shops: 8 },
  { slug: 'miami', name: 'Miami', state: 'FL', latitude: 25.7617, longitude: -80.1918, timeZone: 'America/New_York', centerZip: '33130', areaCode: '305', radiusMiles: 25, shops: 8 },
  { slug: 'atlanta', name: 'Atlanta', state: 'GA', latitude: 33.749, longitude: -84.388, timeZone: 'America/New_York', centerZip: '30303', areaCode: '404', radiusMiles: 25, shops: 8 },
  { slug: 'boston', name: 'Boston', state: 'MA', latitude: 42.3601, longitude: -71.0589, timeZone: 'America/New_York', centerZip: '02108', areaCode: '617', radiusMiles: 20, shops: 8 },
  { slug: 'phoenix', name: 'Phoenix', state: 'AZ', latitude: 33.4484, longitude: -112.074, timeZone: 'America/Phoenix', centerZip: '85004', areaCode: '602', radiusMiles: 25, shops: 8 },
  { slug: 'san-francisco-bay-area', name: 'San Francisco Bay Area', state: 'CA', latitude: 37.7749, longitude: -122.4194, timeZone: 'America/Los_Angeles', centerZip: '94103', areaCode: '415', radiusMiles: 25, shops: 8 },
  { slug: 'inland-empire', name: 'Inland Empire', state: 'CA', latitude: 33.9806, longitude: -117.3755, timeZone: 'America/Los_Angeles', centerZip: '92501', areaCode: '951', radiusMiles: 20, shops: 6 },
  { slug: 'detroit', name: 'Detroit', state: 'MI', latitude: 42.3314, longitude: -83.0458, timeZone: 'America/Detroit', centerZip: '48226', areaCode: '313', radiusMiles: 20, shops: 6 },
  { slug: 'seattle', name: 'Seattle', state: 'WA', latitude: 47.6062, longitude: -122.3321, timeZone: 'America/Los_Angeles', centerZip: '98101', areaCode: '206', radiusMiles: 20, shops: 7 },
  { slug: 'minneapolis-st-paul', name: 'Minneapolis-St. Paul', state: 'MN', latitude: 44.9778, longitude: -93.265, timeZone: 'America/Chicago', centerZip: '55401', areaCode: '612', radiusMiles: 20, shops: 6 },
  { slug: 'san-diego', name: 'San Diego', state: 'CA', latitude: 32.7157, longitude: -117.1611, timeZone: 'America/Los_Angeles', centerZip: '92101', areaCode: '619', radiusMiles: 20, shops: 6 },
  { slug: 'tampa', name: 'Tampa', state: 'FL', latitude: 27.9506, longitude: -82.4572, timeZone: 'America/New_York', centerZip: '33602', areaCode: '813', radiusMiles: 20, shops: 6 },
  { slug: 'denver', name: 'Denver', state: 'CO', latitude: 39.7392, longitude: -104.9903, timeZone: 'America/Denver', centerZip: '80202', areaCode: '303', radiusMiles: 20, shops: 7 },
  { slug: 'baltimore', name: 'Baltimore', state: 'MD', latitude: 39.2904, longitude: -76.6122, timeZone: 'America/New_York', centerZip: '21202', areaCode: '410', radiusMiles: 15, shops: 6 },
  { slug: 'st-louis', name: 'St. Louis', state: 'MO', latitude: 38.627, longitude: -90.1994, timeZone: 'America/Chicago', centerZip: '63101', areaCode: '314', radiusMiles: 20, shops: 6 },
  { slug: 'orlando', name: 'Orlando', state: 'FL', latitude: 28.5383, longitude: -81.3792, timeZone: 'America/New_York', centerZip: '32801', areaCode: '407', radiusMiles: 20, shops: 6 },
  { slug: 'charlotte', name: 'Charlotte', state: 'NC', latitude: 35.2271, longitude: -80.8431, timeZone: 'America/New_York', centerZip: '28202', areaCode: '704', radiusMiles: 20, shops: 6 },
  { slug: 'san-antonio', name: 'San Antonio', state: 'TX', latitude: 29.4241, longitude: -98.4936, timeZone: 'America/Chicago', centerZip: '78205', areaCode: '210', radiusMiles: 20, shops: 6 },
  { slug: 'portland', name: 'Portland', state: 'OR', latitude: 45.5152, longitude: -122.6784, timeZone: 'America/Los_Angeles', centerZip: '97204', areaCode: '503', radiusMiles: 20, shops: 6 },
  { slug: 'sacramento', name: 'Sacramento', state: 'CA', latitude: 38.5816, longitude: -121.4944, timeZone: 'America/Los_Angeles', centerZip: '95814', areaCode: '916', radiusMiles: 20, shops: 5 },
  { slug: 'pittsburgh', name: 'Pittsburgh', state: 'PA', latitude: 40.4406, longitude: -79.9959, timeZone: 'America/New_York', centerZip: '15222', areaCode: '412', radiusMiles: 20, shops: 5 },
  { slug: 'austin', name: 'Austin', state: 'TX', latitude: 30.2672, longitude: -97.7431, timeZone: 'America/Chicago', centerZip: '78701', areaCode: '512', radiusMiles: 20, shops: 6 },
  { slug: 'las-vegas', name: 'Las Vegas', state: 'NV', latitude: 36.1699, longitude: -115.1398, timeZone: 'America/Los_Angeles', centerZip: '89101', areaCode: '702', radiusMiles: 15, shops: 6 },
  { slug: 'cincinnati', name: 'Cincinnati', state: 'OH', latitude: 39.1031, longitude: -84.512, timeZone: 'America/New_York', centerZip: '45202', areaCode: '513', radiusMiles: 20, shops: 5 },
  { slug: 'kansas-city', name: 'Kansas City', state: 'MO', latitude: 39.0997, longitude: -94.5786, timeZone: 'America/Chicago', centerZip: '64106', areaCode: '816', radiusMiles: 20, shops: 5 },
  { slug: 'columbus', name: 'Columbus', state: 'OH', latitude: 39.9612, longitude: -82.9988, timeZone: 'America/New_York', centerZip: '43215', areaCode: '614', radiusMiles: 20, shops: 5 },
  { slug: 'indianapolis', name: 'Indianapolis', state: 'IN', latitude: 39.7684, longitude: -86.1581, timeZone: 'America/Indiana/Indianapolis', centerZip: '46204', areaCode: '317', radiusMiles: 20, shops: 5 },
  { slug: 'cleveland', name: 'Cleveland', state: 'OH', latitude: 41.4993, longitude: -81.6944, timeZone: 'America/New_York', centerZip: '44113', areaCode: '216', radiusMiles: 20, shops: 5 },
  { slug: 'nashville', name: 'Nashville', state: 'TN', latitude: 36.1627, longitude: -86.7816, timeZone: 'America/Chicago', centerZip: '37203', areaCode: '615', radiusMiles: 20, shops: 6 },
  { slug: 'salt-lake-city', name: 'Salt Lake City', state: 'UT', latitude: 40.7608, longitude: -111.891, timeZone: 'America/Denver', centerZip: '84111', areaCode: '801', radiusMiles: 20, shops: 5 },
  { slug: 'albuquerque', name: 'Albuquerque', state: 'NM', latitude: 35.0844, longitude: -106.6504, timeZone: 'America/Denver', centerZip: '87102', areaCode: '505', radiusMiles: 15, shops: 4 },
  { slug: 'boise', name: 'Boise', state: 'ID', latitude: 43.615, longitude: -116.2023, timeZone: 'America/Boise', centerZip: '83702', areaCode: '208', radiusMiles: 15, shops: 4 },
  { slug: 'honolulu', name: 'Honolulu', state: 'HI', latitude: 21.3069, longitude: -157.8583, timeZone: 'Pacific/Honolulu', centerZip: '96813', areaCode: '808', radiusMiles: 15, shops: 4 },
  { slug: 'anchorage', name: 'Anchorage', state: 'AK', latitude: 61.2181, longitude: -149.9003, timeZone: 'America/Anchorage', centerZip: '99501', areaCode: '907', radiusMiles: 15, shops: 3 },
];
