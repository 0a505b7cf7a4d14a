/**
 * What the installer widget costs a host page (issue #13 budgets): Lighthouse's mobile run
 * (simulated slow 4G, 4× CPU slowdown) of a plain article page on its own origin, with and
 * without the widget (the loader tag and one element listing a size, its space reserved as
 * docs/integration.md asks), runs interleaved so both
 * see the same machine, median of 3 each. The budget: at most 2 points and 50 ms of total
 * blocking time more, and no layout shift caused by the widget.
 *
 *   node --import tsx bench/widget-cost.ts [--quick] [--write]     (after `npm run build`)
 *
 * The shop it measures listens on BENCH_PORT (default 8943): another port when 8943 is taken.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { startShop } from '../scripts/shop-process.mjs';
import { lighthouseScores, type LighthouseFigure } from './lighthouse';
import { writeResultSections } from './stats';

/** The shop's port: BENCH_PORT, else 8943. */
export function benchPort(value = process.env.BENCH_PORT): number {
  if (value === undefined || value === '') return 8943;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`BENCH_PORT must be a port number (1–65535), not "${value}"`);
  return port;
}

export const WIDGET_COST_BUDGET = { scorePoints: 2, tbtMs: 50, cls: 0 };

const PARAGRAPH =
  'Winter tires keep their grip below 45 °F, where an all-season compound starts to harden. ' +
  'Check the tread depth with a quarter: if you can see the top of Washington’s head, it is time ' +
  'to shop. Rotate every 5,000 to 7,500 miles, and check the pressure once a month when the tires are cold.';

/** A blog article as an installer's site would have it; the widget (if any) halfway down. */
function article(widget: string) {
  const paragraphs = (n: number) => Array.from({ length: n }, () => `<p>${PARAGRAPH}</p>`).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Main Street Tire &amp; Auto — getting ready for winter</title>
<style>body{font:17px/1.6 Georgia,serif;max-width:720px;margin:0 auto;padding:16px;color:#222}h1{font-size:30px}
/* The widget's space reserved, as docs/integration.md "Add it to a page" asks. */
tireshop-installer-widget{display:block;min-height:640px}</style>
</head><body>
<header><strong>Main Street Tire &amp; Auto</strong> · 12 Main St · (555) 010-2000</header>
<h1>Getting your car ready for winter</h1>
${paragraphs(3)}
${widget}
${paragraphs(6)}
<footer>© Main Street Tire &amp; Auto</footer>
</body></html>`;
}

export interface WidgetCostFigures {
  without: LighthouseFigure;
  with: LighthouseFigure;
  scoreCost: number;
  tbtCostMs: number;
  clsWith: number;
  budget: typeof WIDGET_COST_BUDGET;
  withinBudget: boolean;
}

export async function runWidgetCostBench({ quick = false } = {}): Promise<WidgetCostFigures> {
  const pages = new Map<string, string>();
  const host = createServer((req, res) => {
    const body = pages.get(req.url ?? '');
    res.writeHead(body ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' }).end(body ?? '');
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  const hostOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  // The host page's origin is allowed for the demo installer's widget, as a site owner's would be.
  const shop = await startShop({ port: benchPort(), dataDir: '.tmp/bench-widget-cost', env: { WIDGET_EXTRA_ORIGINS: hostOrigin } });
  try {
    pages.set('/without', article(''));
    pages.set(
      '/with',
      article(
        `<script src="${shop.url}/widgets/v1/loader.js" async></script>\n` +
          '<tireshop-installer-widget widget-id="iw-100001" size="225/45R17"></tireshop-installer-widget>',
      ),
    );
    const runs = quick ? 1 : 3;
    const without: LighthouseFigure[] = [];
    const withWidget: LighthouseFigure[] = [];
    // Interleaved, one run at a time: both pages see the machine as it is at that moment.
    for (let i = 0; i < runs; i++) {
      without.push(...(await lighthouseScores(hostOrigin, ['/without'], 1)));
      withWidget.push(...(await lighthouseScores(hostOrigin, ['/with'], 1)));
    }
    const a = mergeRuns('/without', without);
    const b = mergeRuns('/with', withWidget);
    const figures = {
      without: a,
      with: b,
      scoreCost: a.medianScore - b.medianScore,
      tbtCostMs: b.medianTbtMs - a.medianTbtMs,
      clsWith: Number(b.medianCls.toFixed(3)),
      budget: WIDGET_COST_BUDGET,
      withinBudget: false,
    };
    figures.withinBudget =
      figures.scoreCost <= WIDGET_COST_BUDGET.scorePoints && figures.tbtCostMs <= WIDGET_COST_BUDGET.tbtMs && b.medianCls <= a.medianCls;
    for (const f of [a, b])
      console.log(
        `  ${f.path.padEnd(10)} score ${f.medianScore} (runs ${f.scores.join(', ')}), TBT ${f.medianTbtMs} ms, CLS ${f.medianCls.toFixed(3)}, LCP ${f.medianLcpMs} ms`,
      );
    console.log(
      `  the widget costs ${figures.scoreCost} points and ${figures.tbtCostMs} ms TBT, CLS ${figures.clsWith} (budget ≤ ${WIDGET_COST_BUDGET.scorePoints} points, ≤ ${WIDGET_COST_BUDGET.tbtMs} ms, no shift): ${figures.withinBudget ? 'within' : 'OVER'} budget`,
    );
    return figures;
  } finally {
    await shop.stop();
    host.close();
  }
}

const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;

/** One figure from single runs of a page. */
function mergeRuns(path: string, runs: LighthouseFigure[]): LighthouseFigure {
  return {
    path,
    scores: runs.map((r) => r.medianScore),
    medianScore: median(runs.map((r) => r.medianScore)),
    medianCls: median(runs.map((r) => r.medianCls)),
    medianLcpMs: median(runs.map((r) => r.medianLcpMs)),
    medianTbtMs: median(runs.map((r) => r.medianTbtMs)),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log('The installer widget on a plain host page, Lighthouse mobile, median of 3, interleaved:');
  const figures = await runWidgetCostBench({ quick: process.argv.includes('--quick') });
  if (process.argv.includes('--write')) writeResultSections({ widgetCost: figures }, 'Widget cost figures');
  process.exit(0);
}
