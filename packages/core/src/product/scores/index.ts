/**
 * Tire scores (spec §3 Other: handling/durability, longevity, simple, traction; "default 0 and
 * N/A") and the simple score's bands (spec §9: "Good 7-8, Great 8-9, Excellent 9-10").
 */

export const SCORE_BANDS = ['Good', 'Great', 'Excellent'] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number];

/** What a score of 0 (never scored) shows as (spec §3 Other, §9 "Tire scores default to 0 and N/A"). */
export const SCORE_NOT_AVAILABLE = 'N/A';

/** Scores run from 0 to 10; 0 means the line has not been scored. */
export const SCORE_MAX = 10;

/** A score that has a value to show: above 0 and at most 10 (anything else is N/A). */
export function isScored(score: number): boolean {
  return Number.isFinite(score) && score > 0 && score <= SCORE_MAX;
}

/**
 * The band of a simple score. The spec's ranges share their end points ("7-8", "8-9"), so each
 * band includes its lower bound and the next band starts there: 7 → Good, 8 → Great, 9 and 10 →
 * Excellent. Below 7, 0 (N/A) and anything that is not a score have no band.
 */
export function scoreBand(score: number): ScoreBand | null {
  if (!isScored(score)) return null;
  if (score >= 9) return 'Excellent';
  if (score >= 8) return 'Great';
  if (score >= 7) return 'Good';
  return null;
}

/** A score as shown: one decimal ("9.1", "10.0"), or "N/A" for 0 (spec §3 Other). */
export function scoreDisplay(score: number): string {
  return isScored(score) ? score.toFixed(1) : SCORE_NOT_AVAILABLE;
}

/**
 * The bands as ranges for a legend, highest first (spec §9 "Good 7-8, Great 8-9, Excellent
 * 9-10"): a score from `from` up to (not including) `to` has the band; Excellent includes 10.
 */
export const SCORE_BAND_RANGES: readonly { band: ScoreBand; from: number; to: number }[] = [
  { band: 'Excellent', from: 9, to: SCORE_MAX },
  { band: 'Great', from: 8, to: 9 },
  { band: 'Good', from: 7, to: 8 },
];
