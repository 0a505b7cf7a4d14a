/**
 * Tire sizes: parsing what people type, the canonical display form, the URL slug and the key the
 * catalogue is prefix-searched by. Pure functions, no dependencies.
 *
 * Forms (one size, four spellings):
 * - sizeKey   — display: `225/45R17`, `P225/45R17`, `LT265/70R17`, `33X12.50R15LT`.
 * - slug      — spec §5 Slugs: the sizeKey lowercased with its first `/` written as `-`:
 *               `225-45r17`, `p225-45r17`, `lt265-70r17`, `33x12.50r15lt` (flotation sizes have no
 *               slash and keep the dot of the section width). Reversed by `tireSizeFromSlug`.
 * - searchKey — uppercase letters and digits only: the type letters (`P`, `LT`) kept, every
 *               separator (`/`, `X`, `.`, `-`, spaces) and the construction letter (`R`, `ZR`)
 *               dropped, the numbers written in order. Flotation section widths are written with
 *               two decimals before the dot is dropped, and the `LT` stays at the end where it is
 *               printed: `2254517`, `P2254517`, `LT2657017`, `33125015LT`, `3095015LT`.
 *               Everything a shopper may type is normalised to a prefix of this key
 *               (`normaliseSizeQuery`), so one btree `text_pattern_ops` index answers the typeahead.
 */

export type TireSizeKind = 'p-metric' | 'metric' | 'lt' | 'flotation';

export interface TireSize {
  kind: TireSizeKind;
  /** Section width in millimetres; null for flotation sizes (they are measured in inches). */
  widthMm: number | null;
  /** Aspect ratio in percent; null for flotation sizes. */
  aspectRatio: number | null;
  rimIn: number;
  /** Overall diameter in inches: printed for flotation, computed (to 0.1) for metric sizes. */
  diameterIn: number;
  /** Flotation only: section width in inches, e.g. 12.5. */
  sectionWidthIn: number | null;
  sizeKey: string;
  slug: string;
  searchKey: string;
}

/** Longer input is not a size (a size with a full service description fits in 40). */
export const MAX_SIZE_INPUT_LENGTH = 40;
export const RIM_MIN_IN = 10;
export const RIM_MAX_IN = 30;
export const WIDTH_MIN_MM = 125;
export const WIDTH_MAX_MM = 405;
export const ASPECT_MIN = 20;
export const ASPECT_MAX = 95;
export const FLOTATION_DIAMETER_MIN_IN = 24;
export const FLOTATION_DIAMETER_MAX_IN = 49;
export const FLOTATION_SECTION_MIN_IN = 6;
export const FLOTATION_SECTION_MAX_IN = 20;

const range = (from: number, to: number, step: number): string[] => {
  const out: string[] = [];
  for (let n = from; n <= to; n += step) out.push(String(n));
  return out;
};
/** Metric widths end in 5 (125, 135 … 405). */
const WIDTHS = range(WIDTH_MIN_MM, WIDTH_MAX_MM, 10);
const ASPECTS = range(ASPECT_MIN, ASPECT_MAX, 5);
const RIMS = range(RIM_MIN_IN, RIM_MAX_IN, 1);
const DIAMETERS = range(FLOTATION_DIAMETER_MIN_IN, FLOTATION_DIAMETER_MAX_IN, 1);

const isValidWidth = (w: number) => w >= WIDTH_MIN_MM && w <= WIDTH_MAX_MM && w % 10 === 5;
const isValidAspect = (a: number) => a >= ASPECT_MIN && a <= ASPECT_MAX && a % 5 === 0;
const isValidRim = (r: number) => Number.isInteger(r) && r >= RIM_MIN_IN && r <= RIM_MAX_IN;
const isValidFlotation = (d: number, s: number, r: number) =>
  Number.isInteger(d) &&
  d >= FLOTATION_DIAMETER_MIN_IN &&
  d <= FLOTATION_DIAMETER_MAX_IN &&
  s >= FLOTATION_SECTION_MIN_IN &&
  s <= FLOTATION_SECTION_MAX_IN &&
  Number.isInteger(s * 2) &&
  isValidRim(r) &&
  // The sidewall must have room: 31x10.50R15 has 8 in of tire above the rim, 27x8.50R14 13 in.
  d - r >= 8 &&
  s * 2 < d;

const round1 = (n: number) => Math.round(n * 10) / 10;

/** spec §5 Slugs: lowercase, and the first slash becomes a hyphen (the inverse of tireSizeFromSlug). */
const slugOf = (sizeKey: string) => sizeKey.toLowerCase().replace('/', '-');

/** Section width as printed: always two decimals (12.50, 9.50). */
const sectionText = (s: number) => s.toFixed(2);

export type TireSizeParts =
  | { kind: 'p-metric' | 'metric' | 'lt'; widthMm: number; aspectRatio: number; rimIn: number }
  | { kind: 'flotation'; diameterIn: number; sectionWidthIn: number; rimIn: number };

/** Builds a size from its numbers; null when they are not a size we accept. */
export function tireSizeFromParts(parts: TireSizeParts): TireSize | null {
  if (parts.kind === 'flotation') {
    const { diameterIn: d, sectionWidthIn: s, rimIn: r } = parts;
    if (!isValidFlotation(d, s, r)) return null;
    const sizeKey = `${d}X${sectionText(s)}R${r}LT`;
    return {
      kind: 'flotation',
      widthMm: null,
      aspectRatio: null,
      rimIn: r,
      diameterIn: d,
      sectionWidthIn: s,
      sizeKey,
      slug: slugOf(sizeKey),
      searchKey: `${d}${sectionText(s).replace('.', '')}${r}LT`,
    };
  }
  const { kind, widthMm: w, aspectRatio: a, rimIn: r } = parts;
  if (!isValidWidth(w) || !isValidAspect(a) || !isValidRim(r)) return null;
  const prefix = kind === 'p-metric' ? 'P' : kind === 'lt' ? 'LT' : '';
  const sizeKey = `${prefix}${w}/${a}R${r}`;
  return {
    kind,
    widthMm: w,
    aspectRatio: a,
    rimIn: r,
    // Two sidewalls of width × aspect, in inches, on top of the rim.
    diameterIn: round1(r + (2 * w * a) / 100 / 25.4),
    sectionWidthIn: null,
    sizeKey,
    slug: slugOf(sizeKey),
    searchKey: `${prefix}${w}${a}${r}`,
  };
}

/** Characters a typed size may contain at all (anything else — quotes, `;`, `=`, Unicode — is junk). */
const SIZE_CHARS = /^[A-Za-z0-9/ .()-]+$/;

// 225/45R17 · 225/45ZR17 · 225/45-17 · 225 45 17 · 2254517 · P225/45R17 · LT265/70R17 · 265/70R17LT · 225-45r17
const METRIC = /^(P|LT)? ?(\d{3}) ?[/ -]? ?(\d{2}) ?(?:ZR|R|-|\/)? ?(\d{2}) ?(LT)?(?: (.+))?$/;
// 33x12.50R15LT · 33X12.50-15 · 35x12.50R20 · 33 x 12.5 r 15
const FLOTATION = /^(\d{2}) ?X ?(\d{1,2}(?:\.\d{1,2})?) ?(?:R|-|\/)? ?(\d{2}) ?(LT)?(?: (.+))?$/;

/**
 * A service description after the size is accepted and ignored: load index (94, 121/118), speed
 * rating (W, 94W, (94Y)), load range (XL, SL, C–F, LRE), run-flat marks, sidewall letters.
 */
const SERVICE_TOKEN =
  /^\(?(?:\d{2,3}(?:\/\d{2,3})?[A-Z]{0,2}|XL|SL|RF|RFT|ROF|ZP|SSR|EMT|DSST|MOE|LR[C-F]|BSW|OWL|RWL|ORWL|OWT|WSW|TL|MS|M\/S|3PMSF|[C-FHQRSTUVWYZ])\)?$/;

function isServiceDescription(rest: string | undefined): boolean {
  if (rest === undefined) return true;
  const tokens = rest.split(' ');
  return tokens.length <= 4 && tokens.every((t) => SERVICE_TOKEN.test(t));
}

/** Reads a size the way people type it; null for anything that is not a valid size. */
export function parseTireSize(input: string): TireSize | null {
  if (typeof input !== 'string' || input.length > 2 * MAX_SIZE_INPUT_LENGTH) return null;
  const text = input.replace(/[ \t]+/g, ' ').trim();
  if (text === '' || text.length > MAX_SIZE_INPUT_LENGTH || !SIZE_CHARS.test(text)) return null;
  const s = text.toUpperCase();

  const m = METRIC.exec(s);
  if (m) {
    const [, prefix, w, a, r, ltSuffix, rest] = m;
    if (prefix === 'P' && ltSuffix) return null; // P-metric and LT at once is not a size
    if (!isServiceDescription(rest)) return null;
    const kind = prefix === 'LT' || ltSuffix ? 'lt' : prefix === 'P' ? 'p-metric' : 'metric';
    return tireSizeFromParts({ kind, widthMm: Number(w), aspectRatio: Number(a), rimIn: Number(r) });
  }
  const f = FLOTATION.exec(s);
  if (f) {
    const [, d, section, r, , rest] = f;
    if (!isServiceDescription(rest)) return null;
    // Flotation sizes are light-truck sizes: 33X12.50-15 and 33x12.50R15 are sold as 33X12.50R15LT.
    return tireSizeFromParts({
      kind: 'flotation',
      diameterIn: Number(d),
      sectionWidthIn: Number(section),
      rimIn: Number(r),
    });
  }
  return null;
}

/** spec §5 Slugs: "A size slug has its first hyphen turned into a slash and is uppercased." */
export function tireSizeFromSlug(slug: string): TireSize | null {
  if (typeof slug !== 'string' || slug.length > MAX_SIZE_INPUT_LENGTH) return null;
  if (!/^[A-Za-z0-9.-]+$/.test(slug)) return null;
  return parseTireSize(slug.replace('-', '/').toUpperCase());
}

/** A cursor over the uppercased query for the partial-size scanner below. */
class Scan {
  i = 0;
  constructor(readonly s: string) {}
  eat(re: RegExp): RegExpExecArray | null {
    re.lastIndex = this.i;
    const m = re.exec(this.s);
    if (m) this.i += m[0].length;
    return m;
  }
  get done(): boolean {
    return this.i >= this.s.length;
  }
  /** After a complete part the size may stop, followed by nothing or by a space and other words. */
  stopsAt(at: number): boolean {
    return at >= this.s.length || this.s[at] === ' ';
  }
}

const startsOneOf = (typed: string, options: string[]) => options.some((o) => o.startsWith(typed));

/**
 * One two-digit part after a separator (aspect ratio or rim). Either the key grows by the part,
 * or the scan is over: the query ended (or broke off with a space) here, or it cannot be a size.
 */
function scanPart(
  c: Scan,
  key: string,
  separator: RegExp,
  options: string[],
  isValid: (n: number) => boolean,
): { key: string } | { result: string | null } {
  const at = c.i;
  c.eat(separator);
  if (c.done) return { result: key };
  const part = c.eat(/\d{1,2}/y)?.[0];
  if (!part) return { result: c.stopsAt(at) ? key : null };
  if (part.length < 2) return { result: startsOneOf(part, options) && c.done ? key + part : null };
  if (!isValid(Number(part))) return { result: null };
  return { key: key + part };
}

/**
 * The searchKey prefix a partial query stands for, or null when the text cannot be the start of a
 * size. An incomplete number must be the last thing typed; after a complete number the query may
 * go on with a space and other words (a service description, a brand), which are ignored.
 */
function scanSizePrefix(text: string): string | null {
  if (typeof text !== 'string' || text.length > 2 * MAX_SIZE_INPUT_LENGTH) return null;
  const t = text.replace(/[ \t]+/g, ' ').trim();
  if (t === '' || t.length > MAX_SIZE_INPUT_LENGTH || !/^[\x20-\x7e]+$/.test(t)) return null;
  const s = t.toUpperCase();
  return /^\d{2} ?X/.test(s) ? scanFlotation(new Scan(s)) : scanMetric(new Scan(s));
}

function scanMetric(c: Scan): string | null {
  const prefix = c.eat(/(LT|P) ?(?=\d)/y)?.[1] ?? '';
  const w = c.eat(/\d{1,3}/y)?.[0];
  if (!w) return null;
  if (w.length < 3) {
    // One or two digits may still become a metric width, or (unprefixed) a flotation diameter.
    const possible = startsOneOf(w, WIDTHS) || (prefix === '' && startsOneOf(w, DIAMETERS));
    return possible && c.done ? prefix + w : null;
  }
  if (!isValidWidth(Number(w))) return null;
  let key = prefix + w;

  const aspect = scanPart(c, key, / ?[/ -]? ?/y, ASPECTS, isValidAspect);
  if ('result' in aspect) return aspect.result;
  const rim = scanPart(c, aspect.key, / ?(?:ZR|Z|R|-|\/)? ?/y, RIMS, isValidRim);
  if ('result' in rim) return rim.result;
  key = rim.key;

  let at = c.i;
  const suffix = c.eat(/ ?(LT|L)/y)?.[1];
  if (suffix === 'L' && c.done) return key; // "265/70R17L…": the LT is on its way
  if (suffix === 'LT') {
    if (prefix === 'P') return null;
    if (prefix === '') key = `LT${key}`; // 265/70R17LT is searched as LT265/70R17
    at = c.i;
  } else {
    c.i = at;
  }
  return c.stopsAt(at) ? key : null;
}

function scanFlotation(c: Scan): string | null {
  const d = c.eat(/(\d{2}) ?X ?/y)?.[1];
  if (!d || !DIAMETERS.includes(d)) return null;
  let key = d;
  if (c.done) return key;

  const section = c.eat(/(\d{1,2})(?:\.(\d{0,2}))?/y);
  if (!section) return null;
  const [, whole, decimals] = section;
  if (c.done) {
    // Still typing the section width: "12.5" is on its way to "12.50" → "1250".
    return Number(whole) <= FLOTATION_SECTION_MAX_IN ? key + whole + (decimals ?? '') : null;
  }
  const width = Number(`${whole}.${decimals || '0'}`);
  if (width < FLOTATION_SECTION_MIN_IN || width > FLOTATION_SECTION_MAX_IN || !Number.isInteger(width * 2)) return null;
  key += sectionText(width).replace('.', '');

  const rim = scanPart(c, key, / ?(?:R|-|\/)? ?/y, RIMS, isValidRim);
  if ('result' in rim) return rim.result;
  key = rim.key;

  let at = c.i;
  const suffix = c.eat(/ ?(LT|L)/y)?.[1];
  if (suffix) {
    key += suffix; // flotation keys end in LT, so a typed "L" is already a prefix
    at = c.i;
  } else {
    c.i = at;
  }
  return c.stopsAt(at) ? key : null;
}

/**
 * A partial typed query in searchKey-prefix form, for a prefix search on `tire_sizes.search_key`:
 * "225/4" → "2254", "lt 265/7" → "LT2657", "225-45-1" → "225451", "265/70R17LT" → "LT2657017",
 * "33x12.5" → "33125". Returns "" when the text cannot be the start of a size.
 */
export function normaliseSizeQuery(text: string): string {
  return scanSizePrefix(text) ?? '';
}

/**
 * Whether the typeahead should search sizes: the text starts like a tire size (digits that can
 * begin a width, optionally after P or LT, or a flotation diameter followed by X). "2019 Honda"
 * and "LTX M/S2" do not.
 */
export function looksLikeTireSize(text: string): boolean {
  return scanSizePrefix(text) !== null;
}
