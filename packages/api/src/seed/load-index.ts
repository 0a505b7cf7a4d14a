/**
 * Load index → maximum load per tire (lb), the standard ISO/TRA table, and the load and federal
 * excise tax rules the seed applies to each SKU.
 */
import type { TireSize } from '@tireshop/core';

/** Load index 60–130 → pounds (ISO 4000 kilograms converted as printed on US sidewalls). */
export const LOAD_INDEX_LB: Readonly<Record<number, number>> = {
  60: 551,
  61: 567,
  62: 584,
  63: 606,
  64: 619,
  65: 639,
  66: 661,
  67: 677,
  68: 694,
  69: 716,
  70: 739,
  71: 761,
  72: 783,
  73: 805,
  74: 827,
  75: 853,
  76: 882,
  77: 908,
  78: 937,
  79: 963,
  80: 992,
  81: 1019,
  82: 1047,
  83: 1074,
  84: 1102,
  85: 1135,
  86: 1168,
  87: 1201,
  88: 1235,
  89: 1279,
  90: 1323,
  91: 1356,
  92: 1389,
  93: 1433,
  94: 1477,
  95: 1521,
  96: 1565,
  97: 1609,
  98: 1653,
  99: 1709,
  100: 1764,
  101: 1819,
  102: 1874,
  103: 1929,
  104: 1984,
  105: 2039,
  106: 2094,
  107: 2149,
  108: 2205,
  109: 2271,
  110: 2337,
  111: 2403,
  112: 2469,
  113: 2535,
  114: 2601,
  115: 2679,
  116: 2756,
  117: 2833,
  118: 2910,
  119: 2998,
  120: 3086,
  121: 3197,
  122: 3307,
  123: 3417,
  124: 3527,
  125: 3638,
  126: 3748,
  127: 3858,
  128: 3968,
  129: 4079,
  130: 4189,
};

export const maxLoadLb = (loadIndex: number): number => LOAD_INDEX_LB[loadIndex]!;

/** Passenger: SL standard load, XL extra load. Light truck: load ranges C (6-ply) to F (12-ply). */
export type LoadRange = 'SL' | 'XL' | 'C' | 'D' | 'E' | 'F';

/**
 * Printed load indexes of the flotation sizes we sell; flotation tables do not follow a volume
 * formula (a 31x10.50R15 C carries more than a 33x12.50R15 C).
 */
const FLOTATION_LOAD_INDEX: Record<string, number> = {
  '30X9.50R15LT': 104,
  '31X10.50R15LT': 109,
  '32X11.50R15LT': 113,
  '33X12.50R15LT': 108,
  '35X12.50R15LT': 113,
  '33X12.50R17LT': 120,
  '35X12.50R17LT': 121,
  '37X12.50R17LT': 124,
  '33X12.50R18LT': 118,
  '35X12.50R18LT': 123,
  '33X12.50R20LT': 114,
  '35X12.50R20LT': 121,
  '37X12.50R20LT': 126,
  '35X12.50R22LT': 117,
  '37X13.50R22LT': 123,
};

const clampIndex = (n: number) => Math.max(60, Math.min(130, Math.round(n)));

/**
 * Standard-load index of a metric size, from a fit of ln(load) on section width, section height
 * and overall diameter over 44 common passenger sizes (mostly within one index of the printed value).
 */
function standardLoadIndex(widthMm: number, aspect: number, rimIn: number): number {
  const height = (widthMm * aspect) / 100;
  const lb = Math.exp(-5.851 + 0.642 * Math.log(widthMm) + 0.68 * Math.log(height) + 1.022 * Math.log(rimIn * 25.4 + height));
  let best = 60;
  for (let li = 60; li <= 130; li++) if (Math.abs(LOAD_INDEX_LB[li]! - lb) < Math.abs(LOAD_INDEX_LB[best]! - lb)) best = li;
  // The fit runs about one index low on small sizes (205/55R16 is printed 91).
  return best <= 102 ? best + 1 : best;
}

/** Load range offsets of LT tires over the passenger standard load of the same size (E is +8). */
const LT_OFFSET: Record<'C' | 'D' | 'E' | 'F', number> = { C: 2, D: 5, E: 8, F: 11 };
const FLOTATION_RANGE_OFFSET: Record<LoadRange, number> = { SL: 0, XL: 0, C: 0, D: 3, E: 6, F: 9 };

export interface LoadSpec {
  loadIndex: number;
  /** LT dual-wheel index (121/118 → 118); null for single-index tires. */
  loadIndexDual: number | null;
  maxLoadLb: number;
}

export function loadSpecFor(size: TireSize, range: LoadRange): LoadSpec {
  if (size.kind === 'flotation') {
    const printed = FLOTATION_LOAD_INDEX[size.sizeKey];
    // Our table holds each flotation size's usual load range; other ranges shift from it.
    const base = printed ?? clampIndex(standardLoadIndex(size.sectionWidthIn! * 25.4, 60, size.rimIn) - 6);
    const usual = size.rimIn <= 15 ? 'C' : 'E';
    const li = clampIndex(base + FLOTATION_RANGE_OFFSET[range] - FLOTATION_RANGE_OFFSET[usual]);
    return { loadIndex: li, loadIndexDual: null, maxLoadLb: maxLoadLb(li) };
  }
  const standard = standardLoadIndex(size.widthMm!, size.aspectRatio!, size.rimIn);
  if (range === 'SL' || range === 'XL') {
    // P-metric sizes are rated about one index below their Euro-metric twin; XL adds about four.
    const li = clampIndex(standard - (size.kind === 'p-metric' ? 1 : 0) + (range === 'XL' ? 4 : 0));
    return { loadIndex: li, loadIndexDual: null, maxLoadLb: maxLoadLb(li) };
  }
  const li = clampIndex(standard + LT_OFFSET[range]);
  return { loadIndex: li, loadIndexDual: li - 3, maxLoadLb: maxLoadLb(li) };
}

/**
 * Federal excise tax per tire in cents (26 U.S.C. §4071): $0.0945 for each 10 lb of maximum rated
 * load above 3,500 lb; nothing at or below 3,500 lb (spec §9 "tires over 3,500 lb load").
 */
export function federalExciseTaxCents(maxLoad: number): number {
  if (maxLoad <= 3500) return 0;
  return Math.round(9.45 * Math.ceil((maxLoad - 3500) / 10));
}
