/**
 * SKUs: each product line offered in the sizes that fit its category, with load, speed, tread,
 * UTQG, weight, price, federal excise tax and the installability rule of spec §9.
 */
import type { TireSize } from '@tireshop/core';
import type { BrandTier } from './data/brands';
import { CATEGORY } from './data/categories';
import type { TireType } from './data/product-lines';
import { federalExciseTaxCents, loadSpecFor, type LoadRange } from './load-index';
import type { Random } from './random';
import type { SkuRow } from './types';

export interface LineForSkus {
  id: number;
  brandCode: string;
  tier: BrandTier;
  categoryId: number;
  tireType: TireType;
  subtype: string;
  warrantyMiles: number | null;
  runFlat: boolean;
}

export interface SizeForSkus {
  id: number;
  size: TireSize;
  /** Original-equipment size of a seeded vehicle: lines are likelier to be offered in it. */
  popular: boolean;
}

const C = CATEGORY;
/** Competition-only tires are sold for the track and not mounted by partner shops (spec §9 installers). */
const COMPETITION = new Set<number>([C.racing, C.trackCompetition]);

// ---------------------------------------------------------------------------------------------
// Which sizes a line is made in.

type Fit = (s: TireSize) => boolean;
const passenger = (s: TireSize) => s.kind === 'metric' || s.kind === 'p-metric';
const w = (s: TireSize) => s.widthMm ?? 0;
const ar = (s: TireSize) => s.aspectRatio ?? 0;

const FITS = {
  car: (s) => passenger(s) && s.rimIn <= 19 && ar(s) >= 40 && w(s) <= 245 && s.diameterIn < 29,
  cuv: (s) =>
    passenger(s) &&
    w(s) >= 215 &&
    w(s) <= 285 &&
    ar(s) >= 45 &&
    ar(s) <= 70 &&
    s.rimIn >= 16 &&
    s.rimIn <= 22 &&
    s.diameterIn >= 27 &&
    s.diameterIn <= 33,
  lightTruck: (s) => s.kind === 'lt' || (passenger(s) && w(s) >= 235 && ar(s) >= 50 && s.diameterIn >= 28.5),
  mud: (s) => s.kind === 'lt' || s.kind === 'flotation' || (s.kind === 'metric' && w(s) >= 285 && s.diameterIn >= 32),
  perf: (s) => s.kind === 'metric' && ar(s) <= 50 && s.rimIn >= 17 && w(s) >= 205,
  perfSuv: (s) => s.kind === 'metric' && w(s) >= 235 && ar(s) >= 35 && ar(s) <= 55 && s.rimIn >= 18 && s.diameterIn >= 28,
  sport: (s) => passenger(s) && ar(s) >= 35 && ar(s) <= 60 && s.rimIn >= 15 && s.rimIn <= 20 && w(s) >= 195 && w(s) <= 285,
  winter: (s) => passenger(s) && s.rimIn >= 15 && s.rimIn <= 21 && ar(s) >= 40 && w(s) <= 285,
  van: (s) =>
    (s.kind === 'lt' && s.rimIn <= 17 && w(s) <= 265 && s.diameterIn <= 32) ||
    (s.kind === 'metric' && w(s) >= 215 && w(s) <= 235 && ar(s) >= 55 && s.rimIn >= 16 && s.rimIn <= 17),
  // Drag radials come in car sizes: wide, but not truck-tall.
  drag: (s) => passenger(s) && s.rimIn >= 15 && s.rimIn <= 20 && ar(s) >= 35 && ar(s) <= 60 && w(s) >= 235 && s.diameterIn <= 30,
  track: (s) => s.kind === 'metric' && s.rimIn >= 15 && s.rimIn <= 21 && ar(s) >= 25 && ar(s) <= 50 && w(s) >= 195,
} satisfies Record<string, Fit>;

const either =
  (...fits: Fit[]): Fit =>
  (s) =>
    fits.some((f) => f(s));

/** The sizes a line of this category and type is made in. */
export function fitFor(line: Pick<LineForSkus, 'categoryId' | 'tireType'>): Fit {
  const commercial = line.tireType === 'commercial';
  switch (line.categoryId) {
    case C.allSeason:
      return commercial ? FITS.van : FITS.car;
    case C.touring:
      return line.tireType === 'suv-crossover' ? FITS.cuv : FITS.car;
    case C.allWeather:
      return commercial ? FITS.van : either(FITS.car, FITS.cuv);
    case C.performance:
      return FITS.sport;
    case C.uhp:
      return line.tireType === 'suv-crossover' ? FITS.perfSuv : FITS.perf;
    case C.summer:
      return FITS.perf;
    case C.winter:
      return FITS.winter;
    case C.highway:
      if (commercial) return (s) => FITS.van(s) || s.kind === 'lt';
      if (line.tireType === 'light-truck') return FITS.lightTruck;
      return (s) => FITS.cuv(s) || (FITS.lightTruck(s) && s.kind !== 'lt');
    case C.allTerrain:
      return line.tireType === 'light-truck'
        ? (s) => FITS.lightTruck(s) || s.kind === 'flotation'
        : (s) => FITS.lightTruck(s) && s.kind !== 'lt';
    case C.mudTerrain:
      return FITS.mud;
    case C.racing:
      return FITS.drag;
    case C.trackCompetition:
      return FITS.track;
    default:
      return FITS.car;
  }
}

/** How many sizes a line is offered in: big brands carry wide ranges, competition tires few. */
export function defaultSizeCount(line: LineForSkus, random: Random): number {
  if (COMPETITION.has(line.categoryId)) return random.int(6, 12);
  if (line.tier === 'premium') return random.int(28, 42);
  if (line.tier === 'mid') return random.int(20, 32);
  return random.int(12, 22);
}

/** Weighted sampling without replacement (Efraimidis–Spirakis): popular sizes come up more. */
function pickSizes(pool: SizeForSkus[], count: number, random: Random): SizeForSkus[] {
  return pool
    .map((s) => ({ s, key: random.next() ** (1 / (s.popular ? 3 : 1)) }))
    .sort((a, b) => b.key - a.key)
    .slice(0, count)
    .map((x) => x.s)
    .sort((a, b) => a.id - b.id);
}

// ---------------------------------------------------------------------------------------------
// One SKU's specification.

interface Variant {
  range: LoadRange;
  runFlat: boolean;
}

function variantsFor(line: LineForSkus, size: TireSize, random: Random): Variant[] {
  if (size.kind === 'flotation') return [{ range: size.rimIn <= 15 ? 'C' : 'E', runFlat: false }];
  if (size.kind === 'lt') {
    const out: Variant[] = [{ range: 'E', runFlat: false }];
    if (ar(size) >= 70 && size.rimIn <= 17 && random.chance(0.35)) out.unshift({ range: 'C', runFlat: false });
    else if ((line.categoryId === C.allTerrain || line.categoryId === C.mudTerrain) && random.chance(0.2))
      out.unshift({ range: 'D', runFlat: false });
    if ((line.tireType === 'commercial' || line.categoryId === C.highway) && w(size) >= 265 && size.rimIn >= 17 && random.chance(0.3))
      out.push({ range: 'F', runFlat: false });
    return out;
  }
  const sporty = [C.uhp, C.summer, C.trackCompetition, C.racing].includes(line.categoryId as never);
  const xlFirst = (sporty && ar(size) <= 45) || (w(size) >= 255 && size.rimIn >= 20);
  const out: Variant[] = [{ range: xlFirst ? 'XL' : 'SL', runFlat: false }];
  if (!xlFirst && !COMPETITION.has(line.categoryId) && random.chance(0.2)) out.push({ range: 'XL', runFlat: false });
  // Run-flats are made in the low-profile sizes German sedans and SUVs are fitted with.
  if (line.runFlat && size.kind === 'metric' && ar(size) <= 55 && size.rimIn >= 17 && size.rimIn <= 20 && random.chance(0.45))
    out.push({ range: out[0]!.range, runFlat: true });
  return out;
}

const SPEED_ORDER = ['Q', 'R', 'S', 'T', 'H', 'V', 'W', 'Y'];
const atLeast = (speed: string, min: string) => (SPEED_ORDER.indexOf(speed) < SPEED_ORDER.indexOf(min) ? min : speed);

function speedRatingFor(line: LineForSkus, size: TireSize, random: Random): string {
  const truck = size.kind === 'lt' || size.kind === 'flotation';
  let speed: string;
  switch (line.categoryId) {
    case C.allSeason:
      speed = truck
        ? random.pick(['R', 'S'])
        : random.weighted([
            ['T', 6],
            ['H', 3],
            ['V', 1],
          ]);
      break;
    case C.touring:
      speed = random.weighted([
        ['H', 5],
        ['V', 3],
        ['T', 2],
      ]);
      break;
    case C.allWeather:
      speed = truck
        ? 'R'
        : random.weighted([
            ['H', 6],
            ['V', 3],
            ['T', 1],
          ]);
      break;
    case C.performance:
      speed = random.weighted([
        ['V', 6],
        ['H', 3],
        ['W', 1],
      ]);
      break;
    case C.uhp:
      speed = random.weighted([
        ['W', 6],
        ['Y', 3],
        ['V', 1],
      ]);
      break;
    case C.summer:
      speed = random.weighted([
        ['Y', 7],
        ['W', 3],
      ]);
      break;
    case C.winter:
      speed =
        line.subtype === 'Performance Winter/Snow'
          ? random.pick(['V', 'W'])
          : random.weighted([
              ['T', 6],
              ['H', 3],
              ['R', 1],
            ]);
      break;
    case C.highway:
      speed = truck
        ? random.pick(['R', 'S', 'T'])
        : random.weighted([
            ['T', 5],
            ['H', 3],
            ['S', 2],
          ]);
      break;
    case C.allTerrain:
      speed = truck
        ? random.weighted([
            ['S', 4],
            ['R', 4],
            ['Q', 2],
          ])
        : random.weighted([
            ['T', 6],
            ['S', 3],
            ['H', 1],
          ]);
      break;
    case C.mudTerrain:
      speed = random.weighted([
        ['Q', 7],
        ['R', 3],
      ]);
      break;
    default:
      // Drag radials and DOT competition tires are sold with a W rating.
      speed = 'W';
  }
  // Low-profile passenger sizes are built for speed: no T-rated 40-series.
  if (!truck && ar(size) <= 40) speed = atLeast(speed, 'V');
  else if (!truck && ar(size) <= 50 && line.categoryId !== C.winter) speed = atLeast(speed, 'H');
  return speed;
}

function treadDepthFor(line: LineForSkus, size: TireSize, random: Random): number {
  const truck = size.kind === 'lt' || size.kind === 'flotation' ? 1 : 0;
  const byCategory: Record<number, [number, number]> = {
    [C.allSeason]: [10, 11],
    [C.touring]: [10, 11],
    [C.allWeather]: [10, 11],
    [C.performance]: [10, 10],
    [C.uhp]: [9, 10],
    [C.summer]: [8, 9],
    [C.winter]: [11, 13],
    [C.highway]: [11, 13],
    [C.allTerrain]: [13, 15],
    [C.mudTerrain]: [17, 20],
    [C.racing]: [7, 8],
    [C.trackCompetition]: [4, 7],
  };
  const [min, max] = byCategory[line.categoryId] ?? [10, 11];
  return random.int(min, max) + truck;
}

function utqgFor(line: LineForSkus, size: TireSize, speed: string, random: Random): string | null {
  // LT and flotation tires and deep-tread winter, drag and competition tires are exempt from grading.
  if (size.kind === 'lt' || size.kind === 'flotation') return null;
  if (line.categoryId === C.winter || COMPETITION.has(line.categoryId)) return null;
  let treadwear: number;
  if (line.warrantyMiles) treadwear = Math.min(860, Math.max(300, Math.round((line.warrantyMiles / 100 + 60) / 20) * 20));
  else if (line.subtype === 'Extreme Performance Summer') treadwear = 200;
  else if (line.categoryId === C.summer || line.categoryId === C.uhp) treadwear = random.pick([300, 320, 340]);
  else if (line.categoryId === C.mudTerrain) treadwear = 400;
  else treadwear = random.pick([460, 500, 540]);
  const traction = [C.summer, C.uhp].includes(line.categoryId as never) ? 'AA' : 'A';
  const temperature = ['V', 'W', 'Y'].includes(speed) ? 'A' : speed === 'H' ? random.pick(['A', 'B']) : 'B';
  return `${treadwear} ${traction} ${temperature}`;
}

const LT_WEIGHT: Record<LoadRange, number> = { SL: 1, XL: 1.08, C: 1.3, D: 1.38, E: 1.45, F: 1.55 };

/** Approximate weight in lb: section width × diameter, heavier for more plies and aggressive tread. */
function weightLbFor(line: LineForSkus, size: TireSize, v: Variant): number {
  const widthIn = size.sectionWidthIn ?? w(size) / 25.4;
  let lb = 0.105 * widthIn * size.diameterIn * LT_WEIGHT[v.range];
  if (v.runFlat) lb *= 1.15;
  if (line.categoryId === C.allTerrain) lb *= 1.12;
  if (line.categoryId === C.mudTerrain) lb *= 1.22;
  return Math.round(lb * 10) / 10;
}

// ---------------------------------------------------------------------------------------------
// Price in cents (US street prices by rim, width, tier and category).

const RIM_BASE_DOLLARS: Record<number, number> = {
  14: 72,
  15: 82,
  16: 98,
  17: 118,
  18: 140,
  19: 168,
  20: 198,
  21: 238,
  22: 262,
  23: 300,
  24: 330,
};
const TIER_FACTOR: Record<BrandTier, number> = { premium: 1.45, mid: 1.12, value: 0.8 };
const CATEGORY_FACTOR: Record<number, number> = {
  [C.allSeason]: 1,
  [C.touring]: 1.05,
  [C.allWeather]: 1.08,
  [C.performance]: 1.04,
  [C.uhp]: 1.12,
  [C.summer]: 1.18,
  [C.winter]: 1.1,
  [C.highway]: 1.02,
  [C.allTerrain]: 1.12,
  [C.mudTerrain]: 1.28,
  [C.racing]: 1.35,
  [C.trackCompetition]: 1.45,
};
const RANGE_FACTOR: Record<LoadRange, number> = { SL: 1, XL: 1.04, C: 1.18, D: 1.25, E: 1.32, F: 1.4 };
export const MIN_PRICE_DOLLARS = 61;
export const MAX_PRICE_DOLLARS = 600;

/** Prices end in .99: $175.99 is 17599 cents. */
const toCents = (dollars: number) => Math.min(MAX_PRICE_DOLLARS, Math.max(MIN_PRICE_DOLLARS, Math.round(dollars))) * 100 - 1;

function listPriceCents(line: LineForSkus, size: TireSize, v: Variant, lineFactor: number): number {
  const rimBase = RIM_BASE_DOLLARS[size.rimIn] ?? 98 + (size.rimIn - 16) * 25;
  const widthMm = size.sectionWidthIn ? size.sectionWidthIn * 25.4 : w(size);
  let dollars = rimBase * (1 + (widthMm - 215) / 350) * TIER_FACTOR[line.tier] * (CATEGORY_FACTOR[line.categoryId] ?? 1);
  dollars *= RANGE_FACTOR[v.range];
  if (size.kind === 'flotation') dollars *= 1.1 * (size.diameterIn / 31) ** 1.5;
  if (v.runFlat) dollars *= 1.22;
  return toCents(dollars * lineFactor);
}

// ---------------------------------------------------------------------------------------------

export interface BuildSkusOptions {
  firstId?: number;
  /** How many sizes each line is offered in (default: by tier, see defaultSizeCount). */
  sizeCount?: (line: LineForSkus, random: Random) => number;
}

export function buildSkus(lines: LineForSkus[], sizes: SizeForSkus[], random: Random, options: BuildSkusOptions = {}): SkuRow[] {
  const rows: SkuRow[] = [];
  let id = options.firstId ?? 1;
  const sizeCount = options.sizeCount ?? defaultSizeCount;
  const offered = new Map<number, number>(); // size id → SKUs

  const addLineSize = (line: LineForSkus, entry: SizeForSkus, lineFactor: number, onPromotion: boolean) => {
    const { size } = entry;
    for (const v of variantsFor(line, size, random)) {
      const load = loadSpecFor(size, v.range);
      const speedRating = speedRatingFor(line, size, random);
      const weightLb = weightLbFor(line, size, v);
      const list = listPriceCents(line, size, v, lineFactor);
      const discount = random.chance(onPromotion ? 0.7 : 0.15) ? random.pick([0.05, 0.08, 0.1, 0.12, 0.15]) : 0;
      const sale = discount ? Math.max(MIN_PRICE_DOLLARS * 100 - 1, Math.round((list * (1 - discount)) / 100) * 100 - 1) : list;
      // spec §9: oversized tires (35"+ flotation, or heavier than 70 lb) ship at a cost.
      const isOversize = (size.kind === 'flotation' && size.diameterIn >= 35) || weightLb > 70;
      const aspect = size.aspectRatio ?? ((size.diameterIn - size.rimIn) / 2 / size.sectionWidthIn!) * 100;
      // spec §9: installers service rims 12–22" with aspect ratio 35 and above; 37"+ giants need a truck shop.
      const isInstallable =
        !COMPETITION.has(line.categoryId) && size.rimIn >= 12 && size.rimIn <= 22 && aspect >= 35 && !(isOversize && size.diameterIn >= 37);
      const variantCode = v.runFlat ? 'RF' : v.range;
      rows.push({
        id: id++,
        productLineId: line.id,
        sizeId: entry.id,
        partNumber: `${line.brandCode}-${String(line.id).padStart(3, '0')}-${String(entry.id).padStart(3, '0')}-${variantCode}`,
        loadIndex: load.loadIndex,
        loadIndexDual: load.loadIndexDual,
        speedRating,
        loadRange: v.range,
        maxLoadLb: load.maxLoadLb,
        runFlat: v.runFlat,
        sidewall:
          (size.kind === 'lt' || size.kind === 'flotation') &&
          (line.categoryId === C.allTerrain || line.categoryId === C.mudTerrain) &&
          random.chance(0.25)
            ? random.pick(['RWL', 'OWL'])
            : 'BSW',
        treadDepth32nds: treadDepthFor(line, size, random),
        utqg: utqgFor(line, size, speedRating, random),
        weightLb,
        listPriceCents: list,
        salePriceCents: Math.min(sale, list),
        fetCents: federalExciseTaxCents(load.maxLoadLb),
        isOversize,
        isInstallable,
      });
    }
    offered.set(entry.id, (offered.get(entry.id) ?? 0) + 1);
  };

  const lineState = new Map<number, { factor: number; promo: boolean; fit: Fit; taken: Set<number> }>();
  for (const line of lines) {
    const fit = fitFor(line);
    const state = { factor: random.between(0.93, 1.07), promo: random.chance(0.3), fit, taken: new Set<number>() };
    lineState.set(line.id, state);
    const pool = sizes.filter((s) => fit(s.size));
    for (const entry of pickSizes(pool, sizeCount(line, random), random)) {
      state.taken.add(entry.id);
      addLineSize(line, entry, state.factor, state.promo);
    }
  }

  // Every original-equipment size must have something to sell: add it to up to three fitting lines.
  for (const entry of sizes) {
    if (!entry.popular || offered.has(entry.id)) continue;
    const candidates = lines.filter((l) => lineState.get(l.id)!.fit(entry.size) && !COMPETITION.has(l.categoryId));
    for (const line of random.sample(candidates, 3)) {
      const state = lineState.get(line.id)!;
      state.taken.add(entry.id);
      addLineSize(line, entry, state.factor, state.promo);
    }
  }
  return rows;
}
