/**
 * The layering rules (.dependency-cruiser.cjs) reject what they exist to reject: each rule is shown
 * a throwaway package tree with one bad import, and must name it. The real tree is checked by the
 * "boundaries" stage of `npm test`.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cruise } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const config = require('../.dependency-cruiser.cjs') as { forbidden: unknown[]; options: Record<string, unknown> };
const root = join(import.meta.dirname, '..');

const FIXTURE: Record<string, string> = {
  'packages/core/src/uses-react.ts': "import { useState } from 'react';\nexport const x = useState;\n",
  'packages/core/src/uses-views.ts': "import { v } from '../../views/src/v';\nexport const c = v;\n",
  'packages/views/src/v.ts': 'export const v = 1;\n',
  'packages/views/src/uses-storefront.ts': "import { s } from '../../storefront/src/s';\nexport const w = s;\n",
  'packages/storefront/src/s.ts': 'export const s = 1;\n',
  'packages/storefront/src/uses-api.ts': "import { api } from '../../api/src/api';\nexport const t = api;\n",
  'packages/storefront/src/server/main.ts': "import { api } from '../../../api/src/api';\nexport const root = api;\n",
  'packages/widget-installer/src/uses-storefront.ts': "import { s } from '../../storefront/src/s';\nexport const u = s;\n",
  'packages/views/src/uses-sdk.ts': "import { e } from '../../widget-sdk/src/element/e';\nexport const y = e;\n",
  'packages/widget-sdk/src/element/e.ts': "import { v } from '../../../views/src/v';\nexport const e = v;\n",
  'packages/widget-sdk/src/element/uses-widget.ts': "import { w } from '../../../widget-installer/src/w';\nexport const z = w;\n",
  'packages/widget-installer/src/w.ts': "import { e } from '../../widget-sdk/src/element/e';\nexport const w = e;\n",
  'packages/widget-sdk/src/host/uses-views.ts': "import { v } from '../../../views/src/v';\nexport const h = v;\n",
  'packages/widget-sdk/src/host/types-of-views.ts': "import type { v } from '../../../views/src/v';\nexport type V = typeof v;\n",
  'packages/widget-sdk/src/loader/uses-element.ts': "import { e } from '../element/e';\nexport const l = e;\n",
  'packages/api/src/api.ts': 'export const api = 1;\n',
  'packages/api/src/uses-views.ts': "import { v } from '../../views/src/v';\nexport const a = v;\n",
  'packages/api/src/ping.ts': "import { pong } from './pong';\nexport const ping = () => pong;\n",
  'packages/api/src/pong.ts': "import type { ping } from './ping';\nexport const pong = (p?: typeof ping) => p;\n",
};

describe('package boundaries', () => {
  let dir: string;
  let violations: string[];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tireshop-boundaries-'));
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
    for (const [path, text] of Object.entries(FIXTURE)) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    const { output } = await cruise(['packages'], {
      ...config.options,
      baseDir: dir,
      tsConfig: undefined,
      ruleSet: { forbidden: config.forbidden },
      validate: true,
    } as never);
    violations = (output as { summary: { violations: { rule: { name: string }; from: string; to: string }[] } }).summary.violations.map(
      (v) => `${v.rule.name}: ${v.from} -> ${v.to.replace(/^.*node_modules\//, 'node_modules/')}`,
    );
  }, 60_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('rejects each bad import by the rule it breaks, and nothing else', () => {
    expect(violations.sort()).toEqual(
      [
        'api-imports-core-only: packages/api/src/uses-views.ts -> packages/views/src/v.ts',
        'core-is-framework-free: packages/core/src/uses-react.ts -> node_modules/react/index.js',
        'core-is-framework-free: packages/core/src/uses-views.ts -> packages/views/src/v.ts',
        'no-cycles: packages/api/src/ping.ts -> packages/api/src/pong.ts',
        'storefront-reaches-the-api-only-at-its-root: packages/storefront/src/uses-api.ts -> packages/api/src/api.ts',
        'views-import-core-only: packages/views/src/uses-storefront.ts -> packages/storefront/src/s.ts',
        'views-import-core-only: packages/views/src/uses-sdk.ts -> packages/widget-sdk/src/element/e.ts',
        'sdk-imports-views-and-core: packages/widget-sdk/src/element/uses-widget.ts -> packages/widget-installer/src/w.ts',
        'sdk-host-entry-has-no-view-code: packages/widget-sdk/src/host/uses-views.ts -> packages/views/src/v.ts',
        'the-loader-stands-alone: packages/widget-sdk/src/loader/uses-element.ts -> packages/widget-sdk/src/element/e.ts',
        'widgets-import-sdk-views-and-core: packages/widget-installer/src/uses-storefront.ts -> packages/storefront/src/s.ts',
      ].sort(),
    );
  });
});
