/**
 * What a shopper types when looking for a vehicle, and the vehicle path the search overlay sends
 * back while drilling down make → model → year → trim. Pure functions.
 */
import { withoutTiresSuffix } from '../../routes/paths';

/** Model years the catalogue can hold. */
export const VEHICLE_YEAR_MIN = 1950;
export const VEHICLE_YEAR_MAX = 2035;

export interface VehicleText {
  /** A complete model year typed anywhere ("2021 camry", "camry 2021"). */
  year: number | null;
  /** The start of a year typed last after other words ("camry 20"). */
  yearPrefix: string | null;
  /** The other words, lowercased, single-spaced: "toyota camry". */
  words: string;
}

const isYear = (token: string) => /^\d{4}$/.test(token) && Number(token) >= VEHICLE_YEAR_MIN && Number(token) <= VEHICLE_YEAR_MAX;

/**
 * Splits "toyota camry 2021" into its year and words. A four-digit number is a year only within
 * the catalogue's years, so model names like "Express 2500" keep their number.
 */
export function parseVehicleText(text: string): VehicleText {
  const tokens = text.toLowerCase().split(/\s+/).filter(Boolean);
  const at = tokens.findIndex(isYear);
  let year: number | null = null;
  let yearPrefix: string | null = null;
  if (at >= 0) {
    year = Number(tokens[at]);
    tokens.splice(at, 1);
  } else if (tokens.length > 1 && /^(19|20)\d?$/.test(tokens[tokens.length - 1]!)) {
    yearPrefix = tokens.pop()!;
  }
  return { year, yearPrefix, words: tokens.join(' ') };
}

export interface VehiclePath {
  makeSlug: string;
  modelSlug?: string;
  year?: number;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Reads a vehicle path `make[/model[/year]]` of slugs (`toyota`, `toyota/camry`,
 * `toyota/camry/2021`); a make may carry the `-tires` suffix of its URL (spec §5 Slugs).
 * Returns null for anything else.
 */
export function parseVehiclePath(path: string): VehiclePath | null {
  const parts = path
    .trim()
    .toLowerCase()
    .replace(/^\/+|\/+$/g, '')
    .split('/');
  if (parts.length < 1 || parts.length > 3 || parts.some((p) => p.length === 0 || p.length > 60)) return null;
  const [make, model, year] = parts as [string, string | undefined, string | undefined];
  const makeSlug = withoutTiresSuffix(make);
  if (!SLUG.test(makeSlug) || (model !== undefined && !SLUG.test(model))) return null;
  if (year !== undefined && !isYear(year)) return null;
  return {
    makeSlug,
    ...(model !== undefined ? { modelSlug: model } : {}),
    ...(year !== undefined ? { year: Number(year) } : {}),
  };
}

/** The path of a vehicle level, as the typeahead's action.additionalQueryText carries it. */
export function vehiclePath(path: VehiclePath): string {
  return [path.makeSlug, path.modelSlug, path.year].filter((p) => p !== undefined).join('/');
}
