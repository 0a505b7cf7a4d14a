import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { storefrontOverBudget, storefrontSizes } from './storefront-budget.mjs';

/** A client build in a temporary folder: random bytes do not compress, so gzip size ≈ size. */
function build(files: Record<string, number>, manifest: { entry: string; entryImports: string[]; pages: Record<string, string[]> }) {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-budget-'));
  for (const [file, bytes] of Object.entries(files)) writeFileSync(join(dir, file), randomBytes(bytes));
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const routes = [
  { route: 'home', path: '/', page: 'pages/home', goal: 20_000, budget: 30_000 },
  { route: 'product', path: '/p', page: 'pages/product', budget: 30_000 },
];

describe('storefront size budgets', () => {
  it('counts the entry, its imports and the route’s page chunks; other pages are not counted', () => {
    dir = build(
      { 'entry.js': 10_000, 'react.js': 5_000, 'home.js': 2_000, 'product.js': 20_000, 'shared.js': 1_000 },
      {
        entry: 'entry.js',
        entryImports: ['react.js'],
        pages: { 'pages/home': ['home.js', 'shared.js'], 'pages/product': ['product.js', 'shared.js'] },
      },
    );
    const sizes = storefrontSizes(dir, routes);
    const [home, product] = sizes.routes;
    expect(home!.files.map((f) => f.file)).toEqual(['entry.js', 'react.js', 'home.js', 'shared.js']);
    expect(home!.gzipBytes).toBeGreaterThan(18_000);
    expect(home!.gzipBytes).toBeLessThan(product!.gzipBytes);
    expect(storefrontOverBudget(sizes)).toEqual([
      expect.stringMatching(/^the product page loads 3\d\.\d\d kB gzipped .* over its 29\.30 kB budget$/),
    ]);
  });

  it('fails loudly when the build has no chunk for a measured page module', () => {
    dir = build({ 'entry.js': 100 }, { entry: 'entry.js', entryImports: [], pages: {} });
    expect(() => storefrontSizes(dir, routes)).toThrow(/no chunk for pages\/home/);
  });
});
