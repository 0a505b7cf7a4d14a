/**
 * Lighthouse performance of storefront pages: mobile emulation (Lighthouse's default Moto G
 * profile, simulated slow 4G and 4× CPU slowdown) in Debian's Chromium, median of 3 runs per page.
 * Scores are absolute (0–100); CLS is reported beside them.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

export interface LighthouseFigure {
  path: string;
  scores: number[];
  medianScore: number;
  medianCls: number;
  medianLcpMs: number;
  medianTbtMs: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function lighthouseScores(origin: string, paths: string[], runs = 3): Promise<LighthouseFigure[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumArgs,
  });
  try {
    const figures: LighthouseFigure[] = [];
    for (const path of paths) {
      const results: { score: number; cls: number; lcp: number; tbt: number }[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`${origin}${path}`, {
          port: chrome.port,
          onlyCategories: ['performance'],
          output: 'json',
          logLevel: 'error',
        });
        const lhr = result!.lhr;
        results.push({
          score: Math.round((lhr.categories.performance!.score ?? 0) * 100),
          cls: lhr.audits['cumulative-layout-shift']!.numericValue ?? 0,
          lcp: lhr.audits['largest-contentful-paint']!.numericValue ?? 0,
          tbt: lhr.audits['total-blocking-time']!.numericValue ?? 0,
        });
      }
      figures.push({
        path,
        scores: results.map((r) => r.score),
        medianScore: median(results.map((r) => r.score)),
        medianCls: median(results.map((r) => r.cls)),
        medianLcpMs: Math.round(median(results.map((r) => r.lcp))),
        medianTbtMs: Math.round(median(results.map((r) => r.tbt))),
      });
    }
    return figures;
  } finally {
    await chrome.kill();
  }
}
