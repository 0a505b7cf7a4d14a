/**
 * What the installer widget runs on its host page's main thread (issue #13: ≤ 50 ms of total
 * blocking time on Lighthouse's mobile run). Lighthouse's blocking time swings with the load on
 * a shared machine; a trace of the main thread says what each task does — which module's
 * evaluation, which timer's render, which style recalculation or layout — so the work to split or
 * remove shows whatever the load. This opens the plain host page of bench/widget-cost.ts with the
 * widget (served from a build's dist/widgets, its API this tree's shop) in Chromium at a 4× CPU
 * slowdown and Lighthouse's slow 4G, records a trace until the first eight results are drawn with
 * the cart's "Add to cart" and the page is idle, and lists each task of the page's main thread
 * that takes at least --min ms at 4×, with what runs inside it (ms at 4×). TRACE_DIR=<dir> keeps
 * the traces, to open in the browser's performance panel.
 *
 *   node --import tsx bench/widget-trace.ts [--runs 5] [--min 30] [--baseline /path/to/other/tree]
 *
 * With --baseline the runs alternate between this tree's widget build and another tree's (a copy
 * of another commit with its own `npm run build`, or a copy of its dist/), so both see the same
 * machine; both talk to this tree's shop, which listens on BENCH_PORT (default 8943).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { startShop } from '../scripts/shop-process.mjs';
import { benchPort } from './widget-cost';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; beginData?: { url?: string }; data?: { url?: string; functionName?: string; frame?: string; type?: string } };
}

export interface TaskFigure {
  /** Start, ms after the first task of the page's main thread that parses the document. */
  atMs: number;
  /** Its time at the 4× CPU slowdown, ms: what the task takes on Lighthouse's mobile CPU (longer when other processes load the machine). */
  wallMs: number;
  /** The main thread's CPU time in it, ms (the slowdown's pauses partly count as CPU time). */
  cpuMs: number;
  /** What runs in it: its top-level events, with the style, layout and GC work inside them. */
  parts: string[];
}

export interface TraceRun {
  tasks: TaskFigure[];
  /** Σ max(0, time − 50 ms) over the page's main-thread tasks: blocking time as Lighthouse counts it. */
  blockingMs: number;
  longestMs: number;
}

const PARAGRAPH =
  'Winter tires keep their grip below 45 °F, where an all-season compound starts to harden. Check the tread depth with a quarter.';
const hostPage = (loaderUrl: string, apiBase: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Getting ready for winter</title>
<style>body{font:17px/1.6 Georgia,serif;max-width:720px;margin:0 auto;padding:16px}tireshop-installer-widget{display:block;min-height:640px}</style>
</head><body><h1>Getting your car ready for winter</h1>${`<p>${PARAGRAPH}</p>`.repeat(3)}
<script src="${loaderUrl}" async></script>
<tireshop-installer-widget widget-id="iw-100001" size="225/45R17" api-base="${apiBase}"></tireshop-installer-widget>
${`<p>${PARAGRAPH}</p>`.repeat(6)}</body></html>`;

const short = (url = '') =>
  url
    .split('/')
    .pop()
    ?.replace(/\.[\w-]{8}\.js$/, '.js') || '(page)';

/** A readable name for an event inside a task. */
function label(e: TraceEvent): string {
  const data = e.args?.data;
  switch (e.name) {
    case 'EvaluateScript':
    case 'v8.evaluateModule':
      return `evaluate ${short(data?.url)}`;
    case 'v8.compileModule':
    case 'v8.compile':
      return `compile ${short(data?.url)}`;
    case 'FunctionCall':
      return `call ${short(data?.url)}${data?.functionName ? ` ${data.functionName}` : ''}`;
    case 'TimerFire':
      return 'timer';
    case 'UpdateLayoutTree':
      return 'style recalculation';
    case 'Layout':
      return 'layout';
    case 'ParseHTML':
      return 'parse HTML';
    case 'RunMicrotasks':
      return 'microtasks';
    case 'MinorGC':
    case 'MajorGC':
    case 'V8.GC_SCAVENGER':
      return 'GC';
    default:
      return e.name;
  }
}

const TOP = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const INSIDE = new Set(['UpdateLayoutTree', 'Layout', 'MinorGC', 'MajorGC', 'v8.compileModule', 'v8.compile', 'ParseAuthorStyleSheet']);

export function analyse(events: TraceEvent[], minMs: number): TraceRun {
  // The page's main thread: the renderer's CrRendererMain that parsed the host page.
  const parse = events.find((e) => e.name === 'ParseHTML' && /\/with\d+$/.test(e.args?.beginData?.url ?? ''));
  if (!parse) throw new Error('the trace has no parse of the host page');
  const thread = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X');
  const tasks = thread.filter((e) => TOP.has(e.name) && e.dur !== undefined).sort((a, b) => a.ts - b.ts);
  const start = tasks.find((t) => t.ts <= parse.ts && t.ts + t.dur! >= parse.ts)?.ts ?? parse.ts;
  const figures: TaskFigure[] = [];
  let blockingMs = 0;
  let longestMs = 0;
  let previousEnd = 0;
  for (const task of tasks) {
    // Only the outermost of the scheduler's nested task events.
    if (task.ts < start || task.ts < previousEnd) continue;
    previousEnd = task.ts + task.dur!;
    const wallMs = task.dur! / 1000;
    blockingMs += Math.max(0, wallMs - 50);
    longestMs = Math.max(longestMs, wallMs);
    if (wallMs < minMs) continue;
    const end = task.ts + task.dur!;
    const inner = thread.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && !TOP.has(e.name));
    // Its direct children: the events inside the task that no other event inside it contains.
    const children = inner.filter(
      (e) => !inner.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur! >= e.ts + e.dur! && (o.dur! > e.dur! || o.ts < e.ts)),
    );
    const parts = children
      .filter((c) => c.dur! >= 2000)
      .map((c) => {
        const within = new Map<string, number>();
        for (const e of inner)
          if (e !== c && INSIDE.has(e.name) && e.ts >= c.ts && e.ts + e.dur! <= c.ts + c.dur!)
            within.set(label(e), (within.get(label(e)) ?? 0) + e.dur! / 1000);
        const detail = [...within].filter(([, ms]) => ms >= 2).map(([name, ms]) => `${name} ${Math.round(ms)}`);
        return `${label(c)} ${Math.round(c.dur! / 1000)}${detail.length ? ` (${detail.join(', ')})` : ''}`;
      });
    figures.push({
      atMs: Math.round((task.ts - start) / 1000),
      wallMs: Math.round(wallMs),
      cpuMs: Math.round((task.tdur ?? 0) / 1000),
      parts,
    });
  }
  return { tasks: figures, blockingMs: Math.round(blockingMs), longestMs: Math.round(longestMs) };
}

const CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'blink.user_timing'];

/** One load of the host page with the widget, traced. */
export async function traceOnce(browser: Browser, hostUrl: string, minMs: number): Promise<TraceRun> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  try {
    const page = await context.newPage();
    const said: string[] = [];
    page.on('console', (m) => said.push(`${m.type()}: ${m.text()} ${m.location().url}`));
    page.on('requestfailed', (r) => said.push(`failed: ${r.url()} ${r.failure()?.errorText}`));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    // Lighthouse's mobile network: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6384 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(hostUrl);
    // Until the first page of results (8 cards) is drawn, with the cart's "Add 4 to cart" on them…
    await page
      .waitForFunction(
        () => {
          const shadow = document.querySelector('tireshop-installer-widget')?.shadowRoot;
          const adds = shadow?.querySelectorAll('.ts-card-add__button').length ?? 0;
          return (shadow?.querySelectorAll('article.ts-card').length ?? 0) >= 8 && adds > 0;
        },
        undefined,
        { polling: 250, timeout: Number(process.env.TRACE_TIMEOUT_MS ?? 120_000) },
      )
      .catch(async (error: unknown) => {
        const shown = await page.evaluate(() =>
          document
            .querySelector('tireshop-installer-widget')
            ?.shadowRoot?.querySelector('.ts-installer-shop__results')
            ?.innerHTML.slice(0, 1500),
        );
        throw new Error(`no results drawn: ${String(error)}\n${said.join('\n')}\n${shown}`);
      });
    // …and the main thread has nothing left to do.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 10_000 })));
    const raw = await browser.stopTracing();
    // TRACE_DIR keeps each trace, to open in the browser's performance panel.
    if (process.env.TRACE_DIR) await writeFile(join(process.env.TRACE_DIR, `widget-trace-${Date.now()}.json`), raw);
    const trace = JSON.parse(raw.toString()) as { traceEvents: TraceEvent[] };
    return analyse(trace.traceEvents, minMs);
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
const flag = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const runs = Number(flag('--runs') ?? 5);
  const minMs = Number(flag('--min') ?? 30);
  const baseline = flag('--baseline');
  const here = fileURLToPath(new URL('..', import.meta.url));
  const trees = [{ name: 'this tree', root: here }, ...(baseline ? [{ name: `baseline ${baseline}`, root: baseline }] : [])];

  // The host page, and each tree's built widget files (dist/widgets) under /t<n>/, gzipped as the
  // shop serves them; the API is the shop's (this tree's), as the `api-base` attribute says.
  const host = createServer((req, res) => {
    const url = req.url ?? '';
    const page = /^\/with(\d+)$/.exec(url);
    if (page && trees[Number(page[1])]) {
      const i = Number(page[1]);
      const body = hostPage(`${hostOrigin}/t${i}/widgets/v1/loader.js`, `${shop.url}/api`);
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(body);
      return;
    }
    const file = /^\/t(\d+)\/widgets\/v1\/([\w.-]+\.js)$/.exec(url);
    const tree = file && trees[Number(file[1])];
    if (!file || !tree) return void res.writeHead(404).end();
    readFile(join(tree.root, 'dist/widgets/v1', `${file[2]}.gz`)).then(
      (body) => res.writeHead(200, { 'Content-Type': 'text/javascript', 'Content-Encoding': 'gzip' }).end(body),
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  const hostOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  const shop = await startShop({ port: benchPort(), dataDir: '.tmp/bench-widget-trace', env: { WIDGET_EXTRA_ORIGINS: hostOrigin } });
  const results: TraceRun[][] = trees.map(() => []);
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs.filter((a) => a !== '--headless') });
    // A first load of each warms the shop (its first answers compile code), not counted.
    for (const i of trees.keys()) await traceOnce(browser, `${hostOrigin}/with${i}`, minMs);
    for (let run = 0; run < runs; run++)
      for (const [i, tree] of trees.entries()) {
        const r = await traceOnce(browser, `${hostOrigin}/with${i}`, minMs);
        results[i]!.push(r);
        console.log(`${tree.name}, run ${run + 1}: longest ${r.longestMs} ms, blocking ${r.blockingMs} ms`);
        for (const t of r.tasks) console.log(`  at ${t.atMs} ms: ${t.wallMs} ms (CPU ${t.cpuMs}) — ${t.parts.join('; ')}`);
      }
  } finally {
    await browser?.close();
    await shop.stop();
    host.close();
  }
  for (const [i, tree] of trees.entries()) {
    const rs = results[i]!;
    const longest = rs.map((r) => r.longestMs);
    const blocking = rs.map((r) => r.blockingMs);
    const over50 = rs.map((r) => r.tasks.filter((t) => t.wallMs > 50).length);
    console.log(
      `${tree.name}: longest task median ${median(longest)} ms (${longest.join(', ')}); blocking median ${median(blocking)} ms (${blocking.join(', ')}); tasks over 50 ms ${over50.join(', ')}`,
    );
  }
  process.exit(0);
}
