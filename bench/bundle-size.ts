/** Gzipped sizes of what browsers download (run after `npm run build`). */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { overBudget, WIDGET_BUDGETS, widgetSizes } from '../scripts/widget-budget.mjs';

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * The widgets as a host page gets them — the loader, each widget's first results (loader, entry
 * module and its static imports) and every lazy chunk — then the storefront's client, all chunks.
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
  // The storefront's client is split by route: its chunks together here, per route in storefront-bytes.ts.
  const clientDir = `${root}/dist/client`;
  if (existsSync(clientDir)) {
    const files = readdirSync(clientDir).filter((f) => f.endsWith('.js'));
    rows.push({
      bundle: `storefront client: every chunk (${files.length} files)`,
      bytes: files.reduce((sum, f) => sum + readFileSync(`${clientDir}/${f}`).length, 0),
      gzipBytes: files.reduce((sum, f) => sum + gz(`${clientDir}/${f}`), 0),
    });
  }
  return { rows, overBudget: overBudget(widgets) };
}
