/**
 * The CSS build (compile.mjs): a .css file imported from our source is its minified CSS, nesting
 * flattened and the size classes' media queries (spec §9 Layout breakpoints) written in.
 */
import { BREAKPOINTS } from '@tireshop/core';
import { describe, expect, it } from 'vitest';
import baseCss from '../../packages/views/src/styles/base.css';
import { compileCss, customMediaQueries } from './compile.mjs';

describe('the CSS build', () => {
  it('defines the size classes at spec §9 Layout breakpoints', () => {
    expect(Object.fromEntries(customMediaQueries())).toEqual({
      '--ts-up-m': `(min-width: ${BREAKPOINTS.M}px)`,
      '--ts-up-l': `(min-width: ${BREAKPOINTS.L}px)`,
      '--ts-up-xl': `(min-width: ${BREAKPOINTS.XL}px)`,
    });
  });

  it('flattens nesting, writes the size class queries in and minifies', async () => {
    const css = await compileCss(
      '.ts-a {\n  color: #ff0000;\n\n  &:hover { color: blue; }\n\n  @media (--ts-up-l) { padding: 8px; }\n}\n',
      'a.css',
    );
    expect(css).toBe('.ts-a{color:red}.ts-a:hover{color:blue}@media (min-width:976px){.ts-a{padding:8px}}');
  });

  it('refuses a size class that does not exist', async () => {
    await expect(compileCss('@media (--ts-up-xxl) { .ts-a { color: red; } }', 'a.css')).rejects.toThrow(/Unknown custom media --ts-up-xxl/);
  });

  it('keeps declarations in the order they are written', async () => {
    expect(await compileCss('.ts-a { z-index: 1; color: red; animation: ts-spin 1s; animation-name: ts-pop; }', 'a.css')).toBe(
      '.ts-a{z-index:1;color:red;animation:ts-spin 1s;animation-name:ts-pop}',
    );
  });

  it('gives an imported .css file as its minified text', () => {
    expect(baseCss).toContain('.ts-root{font-family:var(--ts-font-family)');
    expect(baseCss).not.toMatch(/\n|\/\*/);
  });
});
