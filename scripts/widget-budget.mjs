// What a host page downloads for each widget, gzipped, and the budgets it must stay within. The
// build fails when a budget is passed (rollup.config.mjs); `npm run bench` prints the same table.
//
//   loader         dist/widgets/v1/loader.js — pasted once, defines the elements, queues calls
//   first results  the loader, the widget's entry module and every module it imports statically:
//                  all that runs until the first search results show
//   lazy chunks    modules imported only when the shopper gets there (checkout, payment, order)
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Budgets in gzipped bytes (ARCHITECTURE "Widget delivery": loader ≤ 2 kB; the first results in
 * 30 kB for every widget). A widget's cart, checkout and their styles are lazy chunks, so they
 * never count in the first results; `firstResults` may name a widget whose budget differs from the
 * default. Each lazy chunk on its own stays under `lazyChunk`, so no step of the shopper's way
 * (the checkout, payment, the placed order) waits for one large download.
 */
export const WIDGET_BUDGETS = { loader: 2 * 1024, firstResults: { default: 30 * 1024 }, lazyChunk: 30 * 1024 };

/** The widget build's record of its modules, written beside them (rollup.config.mjs). */
export const MANIFEST = 'manifest.json';

const gzipBytes = (bytes) => gzipSync(bytes, { level: 9 }).length;

/**
 * Sizes of the widget files in `dir` (dist/widgets/v1): the loader, each widget's first-results
 * set (loader + entry + static imports) and every chunk that set does not include.
 * @param {string} dir
 */
export function widgetSizes(dir) {
  const manifestFile = join(dir, MANIFEST);
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run \`npm run build\` first`);
  /** @type {{ widgets: Record<string, string[]>, chunks: Record<string, { imports: string[], dynamicImports: string[] }> }} */
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const size = (file) => {
    const bytes = readFileSync(join(dir, file));
    return { file, bytes: bytes.length, gzipBytes: gzipBytes(bytes) };
  };
  const loader = size('loader.js');
  const widgets = Object.entries(manifest.widgets).map(([name, files]) => {
    const parts = files.map(size);
    return { name, files: parts, gzipBytes: loader.gzipBytes + parts.reduce((sum, p) => sum + p.gzipBytes, 0) };
  });
  const firstSet = new Set(Object.values(manifest.widgets).flat());
  const lazy = Object.keys(manifest.chunks)
    .filter((file) => !firstSet.has(file))
    .map(size);
  return { loader, widgets, lazy };
}

/**
 * What passes a budget, in words; empty when everything fits.
 * @param {ReturnType<typeof widgetSizes>} sizes
 * @param {typeof WIDGET_BUDGETS} budgets
 */
export function overBudget(sizes, budgets = WIDGET_BUDGETS) {
  const kb = (n) => `${(n / 1024).toFixed(2)} kB`;
  const problems = [];
  if (sizes.loader.gzipBytes > budgets.loader)
    problems.push(`loader.js is ${kb(sizes.loader.gzipBytes)} gzipped, over its ${kb(budgets.loader)} budget`);
  for (const w of sizes.widgets) {
    const budget = budgets.firstResults[w.name] ?? budgets.firstResults.default;
    if (w.gzipBytes > budget)
      problems.push(`the ${w.name} widget's first results need ${kb(w.gzipBytes)} gzipped, over its ${kb(budget)} budget`);
  }
  for (const chunk of sizes.lazy)
    if (budgets.lazyChunk !== undefined && chunk.gzipBytes > budgets.lazyChunk)
      problems.push(`the lazy chunk ${chunk.file} is ${kb(chunk.gzipBytes)} gzipped, over its ${kb(budgets.lazyChunk)} budget`);
  return problems;
}
