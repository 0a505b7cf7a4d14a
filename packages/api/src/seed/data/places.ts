/**
 * Building blocks for installer shops and courier pick-up points. Shop names are made up in the
 * style of independent US tire shops and do not name real businesses; phone numbers use the
 * 555-01xx block reserved for fiction and web addresses the reserved `.example` top-level domain,
 * so no seeded contact reaches a real business. Courier companies are the real carrier's counter
 * types, as the spec's courier pick-up option shows them.
 */
import type { WeeklyHours } from '../../db/schema';

export const streetNames = [
  'Main St', 'Broadway', 'Market St', 'Oak Ave', 'Maple Ave', 'Park Ave', 'Washington Blvd', 'Lincoln Ave',
  'Jefferson St', 'Madison Ave', 'Franklin Rd', 'Industrial Blvd', 'Commerce Dr', 'Center St', 'Highland Ave',
  'Lake St', 'Ridge Rd', 'Church St', 'Elm St', 'Pine St', 'Cedar Ave', 'Walnut St', 'University Ave',
  'College Ave', 'State St', 'Grand Ave', 'Airport Rd', 'Mill Rd', 'River Rd', 'Valley Blvd', 'Memorial Dr',
  'Veterans Pkwy', 'Harbor Blvd', 'Central Ave', 'Union St', 'Spring St', 'Hillcrest Dr', 'Sunset Blvd',
  'Frontage Rd', 'Route 9', 'Plaza Dr', 'Enterprise Way', 'Service Rd', 'Depot St', 'Railroad Ave',
] as const;

export const streetPrefixes = ['', '', '', 'N ', 'S ', 'E ', 'W '] as const;

export const suiteFormats = ['Suite 100', 'Suite B', 'Unit 4', 'Bay 2', 'Unit C', 'Suite 210'] as const;

/** First halves of shop names. */
export const shopNamePlaces = [
  'Eastside', 'Westside', 'Northside', 'Southside', 'Midtown', 'Uptown', 'Downtown', 'Valley', 'Lakeside',
  'Riverside', 'Hillside', 'Parkway', 'Crossroads', 'Summit', 'Gateway', 'Heritage', 'Liberty', 'Pioneer',
  'Frontier', 'Keystone', 'Cornerstone', 'Meridian', 'Redwood', 'Oak Hill', 'Cedar Creek', 'Maple Grove',
  'Stone Bridge', 'Iron Horse', 'Blue Sky', 'Main Street', 'Old Town', 'Five Points', 'Northgate', 'Southpoint',
  'Westgate', 'Eastgate', 'Canyon', 'Harbor', 'Prairie', 'Twin Oaks',
] as const;

export const shopNameFamilies = [
  'Garcia', 'Nguyen', 'Patel', 'Kowalski', "O'Brien", 'Johnson', 'Martinez', 'Rossi', 'Kim', 'Okafor', 'Schmidt',
  'Delgado', 'Haddad', 'Lindqvist', 'Brooks', 'Romero', 'Chen', 'Novak', 'Reyes', 'Sullivan', 'Morales', 'Tran',
  'Baker', 'Moreno', 'Castillo', 'Walsh', 'Petrov', 'Yamamoto', 'Ortiz', 'Fischer',
] as const;

export const shopNameSuffixes = [
  'Tire & Auto', 'Tire & Wheel', 'Tire & Brake', 'Tire Center', 'Tire & Service', 'Auto Care', 'Automotive',
  'Tire Co.', 'Tire & Alignment', 'Tire Shop', 'Auto & Tire', 'Tire Service',
] as const;

export const mobileNameSuffixes = ['Mobile Tire Service', 'Mobile Tire & Wheel', 'Tire To Your Door', 'On-Site Tire'] as const;

export const installerServices = {
  always: ['Tire Installation', 'Tire Balancing', 'Tire Disposal'],
  shop: [
    'Wheel Alignment', 'TPMS Service', 'Flat Repair', 'Tire Rotation', 'Valve Stem Replacement', 'Nitrogen Inflation',
    'Road Force Balancing', 'Seasonal Tire Changeover', 'Tire Storage', 'Lift Kit Installation', 'Brake Service',
    'Oil Change', 'Run-Flat Service',
  ],
  mobile: ['TPMS Service', 'Flat Repair', 'Tire Rotation', 'Valve Stem Replacement', 'Seasonal Tire Changeover'],
  electric: 'EV Tire Service',
} as const;

export const installerCertifications = [
  'ASE Certified Technicians',
  'ASE Blue Seal of Excellence',
  'TIA ATS Certified',
  'AAA Approved Auto Repair',
] as const;

const days = (daysOfWeek: number[], open: string, close: string): WeeklyHours =>
  daysOfWeek.map((day) => ({ day, open, close }));
const MON_FRI = [1, 2, 3, 4, 5];

/** Weekly opening hours (day 0 = Sunday), local time; most shops Mon–Sat, some Sundays. */
export const shopHours: { hours: WeeklyHours; weight: number }[] = [
  { weight: 30, hours: [...days(MON_FRI, '08:00', '18:00'), ...days([6], '08:00', '16:00')] },
  { weight: 20, hours: [...days(MON_FRI, '07:30', '18:00'), ...days([6], '08:00', '17:00')] },
  { weight: 15, hours: [...days(MON_FRI, '08:00', '19:00'), ...days([6], '08:00', '17:00'), ...days([0], '10:00', '16:00')] },
  { weight: 12, hours: [...days(MON_FRI, '09:00', '18:00'), ...days([6], '09:00', '15:00')] },
  { weight: 10, hours: [...days(MON_FRI, '07:00', '19:00'), ...days([6], '07:00', '17:00'), ...days([0], '09:00', '17:00')] },
  { weight: 8, hours: days(MON_FRI, '08:00', '17:30') },
  { weight: 5, hours: [...days([2, 3, 4, 5], '08:00', '18:00'), ...days([6], '08:00', '14:00')] },
];

export const mobileHours: WeeklyHours = [...days([1, 2, 3, 4, 5, 6], '07:00', '19:00'), ...days([0], '09:00', '17:00')];

export const courierCompanies: { company: string; hours: WeeklyHours; weight: number }[] = [
  {
    company: 'FedEx Office Print & Ship Center',
    weight: 3,
    hours: [...days(MON_FRI, '08:00', '20:00'), ...days([6], '09:00', '18:00'), ...days([0], '11:00', '17:00')],
  },
  { company: 'FedEx Ship Center', weight: 2, hours: [...days(MON_FRI, '08:00', '20:00'), ...days([6], '09:00', '18:00')] },
  { company: 'Walgreens – FedEx Pickup', weight: 3, hours: days([0, 1, 2, 3, 4, 5, 6], '08:00', '22:00') },
  { company: 'Dollar General – FedEx Pickup', weight: 2, hours: days([0, 1, 2, 3, 4, 5, 6], '08:00', '22:00') },
];
