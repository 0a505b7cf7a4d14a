/**
 * Guided shopping (spec §1 "Shoppers find tires by … guided shopping"; §3 Search query type
 * guidedShopping): the best tires in one size for how a shopper drives and what they care about,
 * each with reasons in words.
 *
 * How the ranking works. Every product line sold in the size is one candidate (its SKU in stock,
 * then the cheapest). For each candidate we compute fits between 0 and 1:
 *   - a fit per driving condition chosen (city, highway, rain, snow-ice, off-road, track), from the
 *     line's family (its category and season: winter, all-weather, touring, all-terrain, …) and its
 *     tire scores (spec §3 Other: handling, longevity, simple, traction, each 0–10);
 *   - a fit per priority chosen (longevity, comfort, quiet, performance, winter, value), from the
 *     scores, the family, the treadwear warranty and, for value, where the price sits between the
 *     cheapest and dearest candidate;
 *   - a quality fit, from the simple score and the star rating.
 * The match score is 100 × the weighted mean of the mean condition fit (weight 0.45), the mean
 * priority fit (0.40) and the quality fit (0.15); a part the shopper left empty drops out and the
 * others are re-weighted. Then safety: a summer or competition tire asked to handle snow and ice
 * or winter keeps half its score, and a competition tire for someone who does not go to the track
 * keeps 60 % — these are the mistakes a tire shop must not recommend. Lines in stock rank above
 * lines that are not; ties go to the better star rating, then the lower price. Reasons are the
 * strongest fits (at least 0.7) put into words, up to three, with the star rating as the fallback.
 */
import {
  CATEGORY_IDS,
  fillMessage,
  formatPrice,
  SIZE_REFUSALS,
  scoreBand,
  GUIDED_RECOMMENDATION_LIMIT,
  scoreDisplay,
  slugify,
  withoutTiresSuffix,
  type DrivingCondition,
  type Recommendation,
  type ShoppingPriority,
} from '@tireshop/core';
import { and, asc, eq } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { skus, tireSizes, vehicles } from '../db/schema';
import { notFound } from '../http/errors';
import { findSize, parseSizeParam } from './catalogue';
import { brandScopeCondition, type BrandScope } from './brand-scope';
import { isSevereSnowRated, skuQuery, skuSummaries, tireScores, type SkuRow } from './product-line';

type Family =
  | 'touring'
  | 'highway'
  | 'performance-all-season'
  | 'summer-performance'
  | 'all-weather'
  | 'winter'
  | 'all-terrain'
  | 'rugged-terrain'
  | 'mud-terrain'
  | 'competition';

/** How each family suits each use, 0–1: a tire dealer's rules of thumb. */
const FAMILY_FIT: Record<Family, { comfort: number; quiet: number; offRoad: number; track: number; rain: number; snow: number }> = {
  touring: { comfort: 0.95, quiet: 0.95, offRoad: 0.1, track: 0.15, rain: 1, snow: 0.4 },
  highway: { comfort: 0.9, quiet: 0.85, offRoad: 0.35, track: 0.1, rain: 1, snow: 0.4 },
  'performance-all-season': { comfort: 0.8, quiet: 0.8, offRoad: 0.1, track: 0.55, rain: 1, snow: 0.35 },
  'summer-performance': { comfort: 0.65, quiet: 0.7, offRoad: 0, track: 0.85, rain: 1, snow: 0 },
  'all-weather': { comfort: 0.85, quiet: 0.85, offRoad: 0.15, track: 0.2, rain: 1, snow: 0.85 },
  winter: { comfort: 0.75, quiet: 0.7, offRoad: 0.1, track: 0, rain: 0.9, snow: 1 },
  'all-terrain': { comfort: 0.65, quiet: 0.55, offRoad: 0.85, track: 0.05, rain: 0.95, snow: 0.5 },
  'rugged-terrain': { comfort: 0.5, quiet: 0.4, offRoad: 0.95, track: 0, rain: 0.9, snow: 0.55 },
  'mud-terrain': { comfort: 0.35, quiet: 0.2, offRoad: 1, track: 0, rain: 0.75, snow: 0.35 },
  competition: { comfort: 0.2, quiet: 0.3, offRoad: 0, track: 1, rain: 0.4, snow: 0 },
};

function familyOf(row: SkuRow): Family {
  const c = row.categoryId;
  if (c === CATEGORY_IDS.trackCompetition || c === CATEGORY_IDS.racing) return 'competition';
  if (c === CATEGORY_IDS.winter) return 'winter';
  if (c === CATEGORY_IDS.allWeather) return 'all-weather';
  if (c === CATEGORY_IDS.mudTerrain) return 'mud-terrain';
  if (c === CATEGORY_IDS.allTerrain) return /rugged/i.test(row.subtype) ? 'rugged-terrain' : 'all-terrain';
  if (row.season === 'summer') return 'summer-performance';
  if (c === CATEGORY_IDS.performance || c === CATEGORY_IDS.uhp) return 'performance-all-season';
  if (c === CATEGORY_IDS.highway) return 'highway';
  return 'touring';
}

const clamp01 = (n: number) => Math.min(1, Math.max(0, n));
const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;
/** A 0–10 score as 0–1; an unscored 0 (N/A) counts as poor rather than as nothing known. */
const unit = (score: number) => (score > 0 ? clamp01(score / 10) : 0.3);
const miles = (n: number) => n.toLocaleString('en-US');
/** "an 80,000-mile", "a 60,000-mile". */
const withArticle = (text: string) => (/^(8|1[18](,|$))/.test(text) ? `an ${text}` : `a ${text}`);

interface Candidate {
  row: SkuRow;
  family: Family;
  severeSnow: boolean;
  handling: number;
  longevity: number;
  simple: number;
  traction: number;
  stars: number;
  /** 1 for the cheapest candidate, 0 for the dearest. */
  cheapness: number;
}

interface Reason {
  key: string;
  text: string;
  strength: number;
}

function conditionFit(c: Candidate, condition: DrivingCondition): { fit: number; reason?: Reason } {
  const f = FAMILY_FIT[c.family];
  const comfort = 0.6 * f.comfort + 0.4 * c.simple;
  switch (condition) {
    case 'city': {
      const fit = 0.4 * comfort + 0.3 * c.longevity + 0.3 * c.traction;
      return { fit, reason: { key: 'comfort', text: `Comfortable ${c.row.subtype.toLowerCase()} tire for city driving`, strength: fit } };
    }
    case 'highway': {
      const fit = 0.4 * comfort + 0.4 * c.longevity + 0.2 * f.quiet;
      const text =
        c.row.scoreLongevity > 0
          ? `Rated ${scoreDisplay(c.row.scoreLongevity)} for longevity over your highway miles`
          : `Steady on the highway`;
      return { fit, reason: { key: 'longevity', text, strength: fit } };
    }
    case 'rain': {
      const fit = c.traction * f.rain;
      return {
        fit,
        reason: { key: 'traction', text: `Rated ${scoreDisplay(c.row.scoreTraction)} for traction on wet roads`, strength: fit },
      };
    }
    case 'snow-ice': {
      const fit = snowFit(c);
      const text =
        c.family === 'winter' && /studless|studdable/i.test(c.row.subtype)
          ? `${c.row.subtype} tire for your snow and ice driving`
          : 'Severe-snow rated for your snow and ice driving';
      return { fit, reason: c.severeSnow ? { key: 'snow', text, strength: fit + 0.05 } : undefined };
    }
    case 'off-road': {
      const fit = f.offRoad * (0.7 + 0.3 * c.traction);
      const tread = { 'mud-terrain': 'Mud-terrain', 'rugged-terrain': 'Rugged-terrain', 'all-terrain': 'All-terrain' }[c.family as string];
      return { fit, reason: tread ? { key: 'off-road', text: `${tread} tread for your off-road driving`, strength: fit } : undefined };
    }
    case 'track': {
      const fit = f.track * (0.5 + 0.5 * c.handling);
      return {
        fit,
        reason: {
          key: 'handling',
          text: `Rated ${scoreDisplay(c.row.scoreHandling)} for handling, ready for your track days`,
          strength: fit,
        },
      };
    }
  }
}

function snowFit(c: Candidate): number {
  let base = FAMILY_FIT[c.family].snow;
  if (c.family === 'winter' && /performance/i.test(c.row.subtype)) base = 0.9; // performance winter: less bite on ice
  if (c.severeSnow) base = Math.max(base, 0.65);
  return base * (0.7 + 0.3 * c.traction);
}

function priorityFit(c: Candidate, priority: ShoppingPriority, sizeKey: string): { fit: number; reason?: Reason } {
  const f = FAMILY_FIT[c.family];
  const subtype = c.row.subtype;
  switch (priority) {
    case 'longevity': {
      const warranty = c.row.warrantyMiles ?? 0;
      const fit = 0.6 * c.longevity + 0.4 * clamp01(warranty / 90_000);
      const withWarranty = warranty > 0 ? ` with ${withArticle(`${miles(warranty)}-mile`)} warranty` : '';
      const text =
        c.row.scoreLongevity > 0
          ? `Rated ${scoreDisplay(c.row.scoreLongevity)} for longevity${withWarranty}`
          : warranty > 0
            ? `${miles(warranty)}-mile treadwear warranty`
            : undefined;
      return { fit, reason: text ? { key: 'longevity', text, strength: fit + 0.05 } : undefined };
    }
    case 'comfort': {
      const fit = 0.6 * f.comfort + 0.4 * c.simple;
      return { fit, reason: { key: 'comfort', text: `${subtype} tire built for a smooth, comfortable ride`, strength: fit } };
    }
    case 'quiet': {
      const fit = 0.7 * f.quiet + 0.3 * c.simple;
      return { fit, reason: { key: 'quiet', text: `Quiet-running ${subtype.toLowerCase()} tread`, strength: fit } };
    }
    case 'performance': {
      const fit = 0.7 * c.handling + 0.3 * c.traction;
      const text = `Rated ${scoreDisplay(c.row.scoreHandling)} for handling and ${scoreDisplay(c.row.scoreTraction)} for traction`;
      return { fit, reason: { key: 'handling', text, strength: fit } };
    }
    case 'winter': {
      const fit = snowFit(c);
      const text =
        c.family === 'winter'
          ? `${subtype} tire made for winter roads`
          : c.family === 'all-weather'
            ? 'Severe-snow rated all-weather tire you can keep on all year'
            : 'Severe-snow rated for winter driving';
      // Same key as the snow-ice reason: one sentence about snow is enough.
      return { fit, reason: c.severeSnow ? { key: 'snow', text, strength: fit } : undefined };
    }
    case 'value': {
      const fit = 0.6 * c.cheapness + 0.4 * c.simple;
      const price = formatPrice(c.row.salePriceCents);
      const band = scoreBand(c.row.scoreSimple);
      const text =
        c.cheapness >= 0.75
          ? `${price} a tire, among the lowest prices in ${sizeKey}`
          : band
            ? `${price} a tire with a ${band.toLowerCase()} simple score of ${scoreDisplay(c.row.scoreSimple)}`
            : `${price} a tire`;
      return { fit, reason: { key: 'value', text, strength: fit } };
    }
  }
}

const WEIGHTS = { conditions: 0.45, priorities: 0.4, quality: 0.15 };

export function rankCandidates(
  rows: SkuRow[],
  sizeKey: string,
  conditions: readonly DrivingCondition[],
  priorities: readonly ShoppingPriority[],
) {
  // One candidate per line: the SKU a shopper would get — in stock first, then the cheapest.
  const preferred = (a: SkuRow, b: SkuRow) =>
    Number(b.stockQuantity > 0) - Number(a.stockQuantity > 0) || a.salePriceCents - b.salePriceCents || a.id - b.id;
  const byLine = new Map<number, SkuRow>();
  for (const row of rows) {
    const current = byLine.get(row.lineId);
    if (!current || preferred(row, current) < 0) byLine.set(row.lineId, row);
  }
  const chosen = [...byLine.values()];
  const prices = chosen.map((r) => r.salePriceCents);
  const [low, high] = [Math.min(...prices), Math.max(...prices)];

  const ranked = chosen.map((row) => {
    const c: Candidate = {
      row,
      family: familyOf(row),
      severeSnow: isSevereSnowRated(row),
      handling: unit(row.scoreHandling),
      longevity: unit(row.scoreLongevity),
      simple: unit(row.scoreSimple),
      traction: unit(row.scoreTraction),
      stars: clamp01(row.ratingValue / 5),
      cheapness: high > low ? (high - row.salePriceCents) / (high - low) : 1,
    };
    const reasons: Reason[] = [];
    const parts: [number, number][] = [];
    if (conditions.length > 0) {
      const fits = conditions.map((cond) => conditionFit(c, cond));
      for (const f of fits) if (f.reason) reasons.push(f.reason);
      parts.push([WEIGHTS.conditions, mean(fits.map((f) => f.fit))]);
    }
    if (priorities.length > 0) {
      const fits = priorities.map((p) => priorityFit(c, p, sizeKey));
      for (const f of fits) if (f.reason) reasons.push(f.reason);
      parts.push([WEIGHTS.priorities, mean(fits.map((f) => f.fit))]);
    }
    const quality = 0.5 * c.simple + 0.5 * c.stars;
    parts.push([WEIGHTS.quality, quality]);
    let score = parts.reduce((s, [w, fit]) => s + w * fit, 0) / parts.reduce((s, [w]) => s + w, 0);

    const cautions: string[] = [];
    const wantsWinter = conditions.includes('snow-ice') || priorities.includes('winter');
    if (wantsWinter && (c.family === 'summer-performance' || c.family === 'competition')) {
      score *= 0.5;
      cautions.push('Summer tire: not for snow, ice or near-freezing temperatures.');
    }
    if (c.family === 'competition' && !conditions.includes('track')) {
      score *= 0.6;
      cautions.push('Competition tire: built for the track and wears quickly on the street.');
    }
    if (wantsWinter && !c.severeSnow && c.family !== 'summer-performance' && c.family !== 'competition') {
      cautions.push('Not rated for severe snow.');
    }
    if (conditions.includes('off-road') && FAMILY_FIT[c.family].offRoad < 0.3) {
      cautions.push('Made for pavement, not for off-road driving.');
    }
    if (c.family === 'winter' && !wantsWinter) {
      cautions.push('Winter tire: swap it for all-season or summer tires in warm months.');
    }
    if (c.family === 'mud-terrain' && (priorities.includes('comfort') || priorities.includes('quiet'))) {
      cautions.push('Mud-terrain tread is louder and firmer on pavement.');
    }

    // The strongest fits in words, each kind once; the star rating when nothing stands out.
    const picked: Reason[] = [];
    for (const r of reasons.sort((a, b) => b.strength - a.strength)) {
      if (r.strength >= 0.7 && picked.length < 3 && !picked.some((p) => p.key === r.key || p.text === r.text)) picked.push(r);
    }
    if (picked.length === 0 || (picked.length < 3 && quality >= 0.85)) {
      picked.push({
        key: 'rating',
        text: `Rated ${row.ratingValue.toFixed(1)} out of 5 by ${row.ratingCount.toLocaleString('en-US')} drivers`,
        strength: 0,
      });
    }
    return { row, score: Math.round(100 * clamp01(score)), reasons: picked.map((r) => r.text), cautions };
  });

  return ranked.sort(
    (a, b) =>
      Number(b.row.stockQuantity > 0) - Number(a.row.stockQuantity > 0) ||
      b.score - a.score ||
      b.row.ratingValue - a.row.ratingValue ||
      a.row.salePriceCents - b.row.salePriceCents ||
      a.row.id - b.row.id,
  );
}

/** A vehicle's front original-equipment size; without a trim, the first trim catalogued. */
async function resolveVehicle(db: Db, vehicle: { make: string; model: string; year: number; trim?: string }) {
  const rows = await db
    .select({ make: vehicles.make, model: vehicles.model, year: vehicles.year, trim: vehicles.trim, sizeId: vehicles.frontSizeId })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.makeSlug, withoutTiresSuffix(slugify(vehicle.make))),
        eq(vehicles.modelSlug, slugify(vehicle.model)),
        eq(vehicles.year, vehicle.year),
      ),
    )
    .orderBy(asc(vehicles.id));
  const described = `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
  if (rows.length === 0) throw notFound(`We couldn't find a ${described}.`);
  const match = vehicle.trim ? rows.find((r) => r.trim.toLowerCase() === vehicle.trim!.toLowerCase()) : rows[0];
  if (!match) throw notFound(`We couldn't find the ${vehicle.trim} trim of the ${described}.`);
  const [size] = await db.select().from(tireSizes).where(eq(tireSizes.id, match.sizeId));
  return { vehicle: { make: match.make, model: match.model, year: match.year, trim: match.trim }, size: size! };
}

export async function recommendTires(
  database: Database,
  input: {
    size?: string;
    vehicle?: { make: string; model: string; year: number; trim?: string };
    drivingConditions: DrivingCondition[];
    priorities: ShoppingPriority[];
  },
  apiOrigin: string,
  now: Date,
  scope: BrandScope = null,
) {
  const { db } = database;
  let size: typeof tireSizes.$inferSelect;
  let vehicle: { make: string; model: string; year: number; trim: string } | null = null;
  if (input.vehicle) {
    ({ vehicle, size } = await resolveVehicle(db, input.vehicle));
  } else {
    const parsed = parseSizeParam(input.size!);
    const [found] = await findSize(db, parsed.sizeKey);
    if (!found) throw notFound(fillMessage(SIZE_REFUSALS.notCarried, { size: parsed.sizeKey }));
    size = found;
  }
  // A partner widget is recommended its own brands only (services/brand-scope.ts).
  const rows = await skuQuery(db, and(eq(skus.sizeId, size.id), brandScopeCondition(scope)));
  const ranked = rows.length ? rankCandidates(rows, size.sizeKey, input.drivingConditions, input.priorities) : [];
  const top = ranked.slice(0, GUIDED_RECOMMENDATION_LIMIT);
  const summaries = await skuSummaries(
    db,
    top.map((r) => r.row),
    apiOrigin,
    now,
  );
  const recommendations: Recommendation[] = top.map((r, i) => ({
    rank: i + 1,
    matchScore: r.score,
    product: summaries[i]!,
    scores: tireScores(r.row),
    reasons: r.reasons,
    cautions: r.cautions,
  }));
  return {
    tireSize: { sizeKey: size.sizeKey, slug: size.slug },
    vehicle,
    drivingConditions: input.drivingConditions,
    priorities: input.priorities,
    recommendations,
  };
}
