/**
 * spec §5 Commercial-type vehicles: "Detected by matching Commercial, Farm, ATV/UTV, Lawn &
 * Garden, Trailer, Industrial, OTR, Golf or Racing." Applied to a vehicle's type (body type as
 * catalogued), never to its model name — a VW Golf is a hatchback, a golf cart is commercial.
 */
export const COMMERCIAL_VEHICLE_TYPES = [
  'Commercial',
  'Farm',
  'ATV/UTV',
  'Lawn & Garden',
  'Trailer',
  'Industrial',
  'OTR',
  'Golf',
  'Racing',
] as const;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

// Whole terms only, any case, any run of spaces: "Commercial Van" and "lawn  &  garden" match,
// "Motorcycle" (contains no term) and "Farmhouse"-like words that merely contain a term do not.
const COMMERCIAL_PATTERN = new RegExp(
  `(?:^|[^\\p{L}\\p{N}])(?:${COMMERCIAL_VEHICLE_TYPES.map((t) => escapeRegExp(t).replace(/ /g, '\\s+')).join('|')})(?=$|[^\\p{L}\\p{N}])`,
  'iu',
);

export function isCommercialVehicle(type: string | null | undefined): boolean {
  return typeof type === 'string' && COMMERCIAL_PATTERN.test(type);
}
