/**
 * The lint and format stage (biome.jsonc and .stylelintrc, `npm run lint`) rejects what it exists
 * to reject: a throwaway tree, checked with the project's own configuration, holds one file per
 * kind of mistake and must be refused for each, under the rule that names it. The real tree is
 * checked by the "lint and format" stage of `npm test`.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const biome = join(root, 'node_modules', '.bin', 'biome');
const stylelint = join(root, 'node_modules', '.bin', 'stylelint');

const FIXTURE: Record<string, string> = {
  // react-hooks: an effect that reads a value it does not depend on.
  'packages/views/src/stale-effect.tsx': [
    "import { useEffect, useState } from 'react';",
    '',
    'export function Stale({ id }: { id: string }) {',
    '  const [seen, setSeen] = useState<string | null>(null);',
    '  useEffect(() => {',
    '    setSeen(id);',
    '  }, []);',
    '  return <p>{seen}</p>;',
    '}',
    '',
  ].join('\n'),
  // jsx-a11y: an image without a text alternative.
  'packages/views/src/no-alt.tsx': ['export function Photo({ src }: { src: string }) {', '  return <img src={src} />;', '}', ''].join('\n'),
  // typescript: `any` outside the tests.
  'packages/core/src/any.ts': ['export function id(x: any): string {', '  return String(x);', '}', ''].join('\n'),
  // format: double quotes and a missing semicolon.
  'packages/core/src/unformatted.ts': 'export const name = "tireshop"\n',
  // the same `any` inside a test is allowed (tests send what the types forbid).
  'packages/core/src/allowed.test.ts': ['export function id(x: any): string {', '  return String(x);', '}', ''].join('\n'),
};

type Diagnostic = { category: string; location: { path: string | { file: string } } };

describe('lint and format', () => {
  let dir: string;
  let found: string[];
  let status: number | null;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'tireshop-lint-'));
    copyFileSync(join(root, 'biome.jsonc'), join(dir, 'biome.jsonc'));
    for (const [path, text] of Object.entries(FIXTURE)) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    // The throwaway tree is no git repository: check every file in it.
    const run = spawnSync(biome, ['ci', '--colors=off', '--vcs-enabled=false', '--reporter=json', '--max-diagnostics=100', '.'], {
      cwd: dir,
      encoding: 'utf8',
    });
    status = run.status;
    const report = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] };
    found = report.diagnostics.map((d) => {
      const path = typeof d.location.path === 'string' ? d.location.path : d.location.path.file;
      return `${d.category}: ${path.replace(/^.*?packages\//, 'packages/')}`;
    });
  }, 60_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('fails the stage', () => {
    expect(status).not.toBe(0);
  });

  it('names each mistake by its rule, and nothing else', () => {
    expect([...new Set(found)].sort()).toEqual(
      [
        'format: packages/core/src/unformatted.ts',
        'lint/a11y/useAltText: packages/views/src/no-alt.tsx',
        'lint/correctness/useExhaustiveDependencies: packages/views/src/stale-effect.tsx',
        'lint/suspicious/noExplicitAny: packages/core/src/any.ts',
      ].sort(),
    );
  });
});

const CSS_FIXTURE: Record<string, string> = {
  // A misspelt property, a size in rem (it would follow the host page's root font size), a class
  // without our prefix.
  'packages/views/src/styles/bad.css': ['.ts-bad {', '  colr: red;', '  padding: 1rem;', '}', '', '.Bad {', '  color: red;', '}', ''].join(
    '\n',
  ),
  // Nesting and the size classes' media queries are fine.
  'packages/views/src/styles/good.css': [
    '.ts-good {',
    '  padding: 16px;',
    '',
    '  &:hover {',
    '    color: var(--ts-color-primary);',
    '  }',
    '',
    '  @media (--ts-up-m) {',
    '    padding: 24px;',
    '  }',
    '}',
    '',
  ].join('\n'),
};

type StylelintResult = { source: string; warnings: { rule: string }[] };

describe('CSS lint (stylelint)', () => {
  let dir: string;
  let status: number | null;
  let results: StylelintResult[];

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'tireshop-stylelint-'));
    copyFileSync(join(root, '.stylelintrc'), join(dir, '.stylelintrc'));
    for (const [path, text] of Object.entries(CSS_FIXTURE)) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    // The configuration's `extends` is found from the project's node_modules.
    const run = spawnSync(stylelint, ['**/*.css', '--formatter=json', '--config-basedir', root], { cwd: dir, encoding: 'utf8' });
    status = run.status;
    results = JSON.parse(run.stderr || run.stdout) as StylelintResult[];
  }, 60_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const rulesOf = (file: string) =>
    results
      .find((r) => r.source.endsWith(file))
      ?.warnings.map((w) => w.rule)
      .sort();

  it('fails the stage', () => {
    expect(status).not.toBe(0);
  });

  it('names each mistake by its rule', () => {
    expect(rulesOf('bad.css')).toEqual(['property-no-unknown', 'selector-class-pattern', 'unit-disallowed-list']);
  });

  it('accepts nesting and the size classes', () => {
    expect(rulesOf('good.css')).toEqual([]);
  });
});
