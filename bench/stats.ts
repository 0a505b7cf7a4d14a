/**
 * Small statistics and a seeded random generator shared by the benchmarks (typeahead.ts,
 * booking.ts, installers.ts): percentiles, rounding for the figures, the service/baseline ratio
 * (CONVENTIONS: timing is a ratio against a baseline), and the same draws on every run.
 */

/** The p-th percentile (nearest rank) of some numbers. */
export const percentile = (xs: readonly number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
export const round2 = (n: number) => Math.round(n * 100) / 100;

/** service ÷ baseline, rounded; a baseline under 0.01 ms counts as 0.01 (no division by nothing). */
export const ratio = (service: number, baseline: number) => round2(service / Math.max(baseline, 0.01));

/** Wall time of a service and of its baseline at p50 and p95, in ms, and their ratios. */
export interface VersusBaseline {
  serviceP50Ms: number;
  serviceP95Ms: number;
  baselineP50Ms: number;
  baselineP95Ms: number;
  /** service / baseline, at p50 and p95 (wall time). */
  ratioP50: number;
  ratioP95: number;
}

/** A small deterministic generator (xorshift), so every run draws the same sample. */
export function seededRandom(seed: number) {
  let s = seed >>> 0 || 1;
  const next = () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!,
    chance: (p: number) => next() < p,
    shuffle<T>(xs: readonly T[]): T[] {
      const out = [...xs];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
  };
}
