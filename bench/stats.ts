/**
 * Small statistics and a seeded random generator shared by the benchmarks (typeahead.ts,
 * booking.ts, installers.ts, cart.ts, orders.ts): percentiles, rounding for the figures, the
 * service/baseline ratio (CONVENTIONS: timing is a ratio against a baseline), the same draws on
 * every run, the PostgreSQL side of a run (skipped without server binaries), and how a benchmark
 * run on its own stores its figures.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { startPostgresCluster } from '../scripts/postgres-cluster.mjs';

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

/** Why a benchmark's PostgreSQL side did not run (no server binaries on this machine). */
export const POSTGRES_SKIPPED = 'server binaries not found (install Debian package postgresql)';

/**
 * Runs `run` against a throwaway PostgreSQL cluster, stopped afterwards. Without server binaries
 * it logs the skip and answers it (for the result's section); null once run.
 */
export async function onPostgresCluster(
  log: (line: string) => void,
  run: (url: string) => Promise<void>,
): Promise<{ skipped: string } | null> {
  const cluster = await startPostgresCluster();
  if (!cluster) {
    log(`  PostgreSQL  skipped: ${POSTGRES_SKIPPED}`);
    return { skipped: POSTGRES_SKIPPED };
  }
  try {
    await run(cluster.url);
  } finally {
    await cluster.stop();
  }
  return null;
}

/**
 * Replaces only the given sections of bench/results.json (each stamped with the date, the Node
 * version and `stamp`); the other sections keep their run. Used by a benchmark run on its own with
 * --write; `what` names the figures in the closing line.
 */
export function writeResultSections(sections: Record<string, object | undefined>, what: string, stamp: Record<string, unknown> = {}) {
  const file = new URL('./results.json', import.meta.url);
  const results = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  for (const [name, figures] of Object.entries(sections))
    results[name] = { date: new Date().toISOString(), node: process.version, ...stamp, ...figures };
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\n${what} written to bench/results.json`);
}
