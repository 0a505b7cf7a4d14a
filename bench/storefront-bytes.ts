/**
 * JavaScript the storefront's pages load before they are interactive (run after `npm run build`):
 * per route, the client entry with its static imports plus the route's page module with its
 * static imports, gzipped (-9), against the issue's goals and the budgets the build enforces
 * (scripts/storefront-budget.mjs). Lazy chunks (the search overlay, cart modals, other pages)
 * are not counted: they load after hydration or on navigation.
 */
import { storefrontOverBudget, storefrontSizes } from '../scripts/storefront-budget.mjs';

export function storefrontBytes(root: string) {
  const sizes = storefrontSizes(`${root}/dist/client`);
  const rows = sizes.routes.map((r) => ({
    route: r.route,
    path: r.path,
    files: r.files.length,
    gzipBytes: r.gzipBytes,
    entryGzipBytes: sizes.entry.gzipBytes,
    goal: r.goal,
    budget: r.budget || undefined,
  }));
  return { rows, overBudget: storefrontOverBudget(sizes) };
}

export function printStorefrontBytes(report: ReturnType<typeof storefrontBytes>) {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  for (const r of report.rows) {
    const goal = r.goal === undefined ? '' : `  goal ${kb(r.goal)} ${r.gzipBytes <= r.goal ? '✔' : `✖ (+${kb(r.gzipBytes - r.goal)})`}`;
    const budget = r.budget === undefined ? '' : `  budget ${kb(r.budget)}`;
    console.log(
      `  ${r.route.padEnd(14)} ${kb(r.gzipBytes).padStart(9)} in ${String(r.files).padStart(2)} files (entry ${kb(r.entryGzipBytes)})${goal}${budget}`,
    );
  }
  for (const problem of report.overBudget) console.log(`  ✖ ${problem}`);
}

// `node --import tsx bench/storefront-bytes.ts` prints the table alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { fileURLToPath } = await import('node:url');
  printStorefrontBytes(storefrontBytes(fileURLToPath(new URL('..', import.meta.url))));
}
