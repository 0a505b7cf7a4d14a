/**
 * The publishable @tireshop/widgets (`npm run build` → dist/npm/widgets; docs/integration.md
 * "Hosts that bundle") stands on its own: a host's TypeScript project that installs it gets
 * loadTireshop() and the types of the elements, methods and events, with nothing else of ours.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PACKAGE = resolve('dist/npm/widgets');
let host: string;

/** Type-checks `source` as a host's module that imports the installed package; the diagnostics' texts. */
function typeCheck(source: string): string[] {
  const file = join(host, `host-${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(file, source);
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
  });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

beforeAll(() => {
  if (!existsSync(PACKAGE)) throw new Error('dist/npm/widgets is missing: run `npm run build` first');
  host = mkdtempSync(join(tmpdir(), 'widgets-host-'));
  mkdirSync(join(host, 'node_modules/@tireshop'), { recursive: true });
  symlinkSync(PACKAGE, join(host, 'node_modules/@tireshop/widgets'), 'dir');
});
afterAll(() => rmSync(host, { recursive: true, force: true }));

describe('@tireshop/widgets as published', () => {
  it('is a public package with its version, entry points and React as an optional peer', () => {
    const manifest = JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8'));
    expect(manifest.private).toBeUndefined();
    expect(manifest.version).toBe(JSON.parse(readFileSync('packages/widget-sdk/package.json', 'utf8')).version);
    expect(Object.keys(manifest.exports)).toEqual(['.', './react']);
    expect(manifest.dependencies).toBeUndefined();
    expect(manifest.peerDependenciesMeta).toEqual({ react: { optional: true } });
    // What `npm publish` would upload: the modules, their declarations and the README.
    const packed = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: PACKAGE, encoding: 'utf8' }));
    const files = packed[0].files.map((f: { path: string }) => f.path).sort();
    expect(files).toEqual(expect.arrayContaining(['README.md', 'index.d.ts', 'index.js', 'package.json', 'react.d.ts']));
    expect(files.filter((f: string) => f.endsWith('.d.ts')).length).toBe(readdirSync(PACKAGE).filter((f) => f.endsWith('.d.ts')).length);
  });

  it('imports nothing of ours: its declarations and modules name no @tireshop package', () => {
    for (const file of readdirSync(PACKAGE).filter((f) => /\.(js|d\.ts)$/.test(f))) {
      const text = readFileSync(join(PACKAGE, file), 'utf8');
      // Import and export statements (the doc comments show a host's own `import … from '@tireshop/widgets'`).
      expect(text, file).not.toMatch(/^\s*(import|export)\b[^\n]*['"]@tireshop\//m);
      expect(text, file).not.toMatch(/import\(['"]@tireshop\//);
    }
  });

  // A program with the DOM's declarations takes seconds to check on a busy machine.
  it('types a host’s code: the loader, the elements’ methods and the events’ details', { timeout: 60_000 }, () => {
    expect(
      typeCheck(`
        import { loadTireshop, type WidgetVehicleFit } from '@tireshop/widgets';
        export async function start(): Promise<number> {
          const tireshop = await loadTireshop({ origin: 'https://shop.example', integrity: 'sha384-x' });
          await tireshop('setSize', '225/45R17', { widgetId: 'iw-1' });
          const widget = document.querySelector('tireshop-installer-widget');
          const fit: WidgetVehicleFit | undefined = await widget?.setVehicle({ year: 2021, make: 'Toyota', model: 'Camry' });
          widget?.addEventListener('tireshop:order-placed', (e) => console.log(e.detail.totalInCents + 1));
          document.addEventListener('tireshop:cart-updated', (e) => console.log(e.detail.cartId.toUpperCase()));
          const cart = await tireshop('getCart');
          return (cart?.totalQuantity ?? 0) + (fit?.size.length ?? 0);
        }
      `),
    ).toEqual([]);
  });

  it('refuses what the widgets do not have', { timeout: 60_000 }, () => {
    const problems = typeCheck(`
      import type {} from '@tireshop/widgets';
      const widget = document.querySelector('tireshop-partner-widget')!;
      widget.setSize(225);
      widget.addEventListener('tireshop:cart-updated', (e) => e.detail.nothing);
      void widget.openBasket();
    `);
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/number.*not assignable to.*string/);
    expect(problems.join('\n')).toMatch(/nothing/);
    expect(problems.join('\n')).toMatch(/openBasket/);
  });
});
