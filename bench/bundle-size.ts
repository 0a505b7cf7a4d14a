/** Gzipped sizes of what browsers download (run after `npm run build`). */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { overBudget, WIDGET_BUDGETS, widgetSizes } from '../scripts/widget-budget.mjs';

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * The widgets as a host page gets them — the loader, each widget's first results (loader, entry
 * module and its static imports) and every lazy chunk — then the storefront's client bundle.
 */
export function bundleSizes(root: string) {
  const rows: { bundle: string; bytes: number; gzipBytes: number; budget?: number }[] = [];
  const widgets = widgetSizes(`${root}/dist/widgets/v1`);
  rows.push({ bundle: 'widgets/v1/loader.js', ...widgets.loader, budget: WIDGET_BUDGETS.loader });
  for (const w of widgets.widgets) {
    rows.push({
      bundle: `${w.name}: first results (${w.files.length + 1} files)`,
      bytes: widgets.loader.bytes + w.files.reduce((sum, f) => sum + f.bytes, 0),
      gzipBytes: w.gzipBytes,
      budget: WIDGET_BUDGETS.firstResults[w.name] ?? WIDGET_BUDGETS.firstResults.default,
    });
  }
  for (const chunk of widgets.lazy) rows.push({ bundle: `lazy: widgets/v1/${chunk.file}`, bytes: chunk.bytes, gzipBytes: chunk.gzipBytes });
  const clientDir = `${root}/dist/client`;
  if (existsSync(clientDir)) {
    for (const f of readdirSync(clientDir).filter((f) => f.endsWith('.js'))) {
      rows.push({ bundle: `client/${f}`, bytes: readFileSync(`${clientDir}/${f}`).length, gzipBytes: gz(`${clientDir}/${f}`) });
    }
  }
  return { rows, overBudget: overBudget(widgets) };
}
