import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { MANIFEST, overBudget, widgetSizes } from './widget-budget.mjs';

/** A widget build in a temporary folder: random bytes do not compress, so gzip size ≈ size. */
function build(
  files: Record<string, number>,
  manifest: { widgets: Record<string, string[]>; chunks: Record<string, { imports: string[]; dynamicImports: string[] }> },
) {
  const dir = mkdtempSync(join(tmpdir(), 'widget-budget-'));
  for (const [file, bytes] of Object.entries(files)) writeFileSync(join(dir, file), randomBytes(bytes));
  writeFileSync(join(dir, MANIFEST), JSON.stringify(manifest));
  return dir;
}

const chunk = (imports: string[] = [], dynamicImports: string[] = []) => ({ imports, dynamicImports });
const budgets = { loader: 2048, firstResults: { default: 30 * 1024, big: 50 * 1024 }, lazyChunk: 30 * 1024 };
let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('widget size budgets', () => {
  it('counts the loader, the entry and its static imports as the first results; the rest is lazy', () => {
    dir = build(
      { 'loader.js': 1000, 'shop.aaaaaaaa.js': 5000, 'shared.bbbbbbbb.js': 10000, 'checkout.cccccccc.js': 20000 },
      {
        widgets: { shop: ['shop.aaaaaaaa.js', 'shared.bbbbbbbb.js'] },
        chunks: {
          'shop.aaaaaaaa.js': chunk(['shared.bbbbbbbb.js'], ['checkout.cccccccc.js']),
          'shared.bbbbbbbb.js': chunk(),
          'checkout.cccccccc.js': chunk(['shared.bbbbbbbb.js']),
        },
      },
    );
    const sizes = widgetSizes(dir);
    const [shop] = sizes.widgets;
    expect(shop!.gzipBytes).toBe(sizes.loader.gzipBytes + shop!.files.reduce((sum, f) => sum + f.gzipBytes, 0));
    expect(shop!.gzipBytes).toBeGreaterThan(16000);
    expect(sizes.lazy.map((f) => f.file)).toEqual(['checkout.cccccccc.js']);
    expect(overBudget(sizes, budgets)).toEqual([]);
  });

  it('fails a loader over 2 kB and first results over their budget, each widget against its own', () => {
    dir = build(
      { 'loader.js': 2500, 'shop.aaaaaaaa.js': 31 * 1024, 'big.dddddddd.js': 45 * 1024 },
      {
        widgets: { shop: ['shop.aaaaaaaa.js'], big: ['big.dddddddd.js'] },
        chunks: { 'shop.aaaaaaaa.js': chunk(), 'big.dddddddd.js': chunk() },
      },
    );
    const problems = overBudget(widgetSizes(dir), budgets);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^loader\.js is 2\.\d\d kB gzipped, over its 2\.00 kB budget$/);
    expect(problems[1]).toMatch(/^the shop widget's first results need 3\d\.\d\d kB gzipped, over its 30\.00 kB budget$/);
  });

  it('fails a lazy chunk over its budget', () => {
    dir = build(
      { 'loader.js': 1000, 'shop.aaaaaaaa.js': 5000, 'checkout.cccccccc.js': 31 * 1024 },
      {
        widgets: { shop: ['shop.aaaaaaaa.js'] },
        chunks: { 'shop.aaaaaaaa.js': chunk([], ['checkout.cccccccc.js']), 'checkout.cccccccc.js': chunk() },
      },
    );
    expect(overBudget(widgetSizes(dir), budgets)).toEqual([
      expect.stringMatching(/^the lazy chunk checkout\.cccccccc\.js is 3\d\.\d\d kB gzipped, over its 30\.00 kB budget$/),
    ]);
  });

  it('says to build first when there is no build', () => {
    dir = mkdtempSync(join(tmpdir(), 'widget-budget-'));
    expect(() => widgetSizes(dir)).toThrow(/run `npm run build` first/);
  });
});
