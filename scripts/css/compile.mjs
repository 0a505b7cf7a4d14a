// The views' and the storefront's styles are plain .css files (nesting allowed). Importing one
// gives its CSS as a minified string (`import css from './x.css'`), the same in every tool that
// loads our source: rollup (the widgets, the storefront's client, dist/lib), vitest (a Vite
// plugin), and Node with tsx (the storefront server: `--import ./scripts/css/register.mjs`).
// The widget tests (web-test-runner) load the built widget modules, so they need nothing more.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import cssnano from 'cssnano';
import postcss from 'postcss';
import nesting from 'postcss-nesting';

/** Where the size classes' `@custom-media` queries are defined (spec §9 Layout breakpoints). */
export const MEDIA_FILE = fileURLToPath(new URL('../../packages/views/src/styles/media.css', import.meta.url));

/** `--ts-up-m` → `(min-width: 600px)`, from MEDIA_FILE. */
export function customMediaQueries(css = readFileSync(MEDIA_FILE, 'utf8')) {
  return new Map([...css.matchAll(/@custom-media\s+(--[\w-]+)\s+([^;]+);/g)].map((m) => [m[1], m[2].trim()]));
}

/**
 * Puts the `@custom-media` queries into `@media (--name)`. An unknown name is an error: a typo
 * would otherwise leave a query no browser matches.
 */
function customMedia(queries) {
  return {
    postcssPlugin: 'tireshop-custom-media',
    AtRule: {
      'custom-media': (rule) => rule.remove(),
      media: (rule, { result }) => {
        rule.params = rule.params.replace(/\((--[\w-]+)\)/g, (_all, name) => {
          const query = queries.get(name);
          if (!query)
            throw rule.error(`Unknown custom media ${name} (defined in ${MEDIA_FILE})`, { plugin: 'tireshop-custom-media', result });
          return query;
        });
      },
    },
  };
}

let processor;

/** The minified CSS of a .css file's text (`from`: its path, for error messages). */
export async function compileCss(source, from) {
  // Declarations keep their order: a longhand after its shorthand must stay after it.
  processor ??= postcss([
    customMedia(customMediaQueries()),
    nesting({ edition: '2024-02' }),
    cssnano({ preset: ['default', { cssDeclarationSorter: false }] }),
  ]);
  const result = await processor.process(source, { from, map: false });
  return result.css;
}

/** The JavaScript module a .css import turns into. */
export async function cssModule(source, from) {
  return `export default ${JSON.stringify(await compileCss(source, from))};\n`;
}

const isCss = (id) => /\.css(\?inline)?$/.test(id);
const pathOf = (id) => id.replace(/\?inline$/, '');

/** Rollup: `import css from './x.css'` is the file's minified CSS. */
export function cssModules() {
  return {
    name: 'tireshop-css',
    async load(id) {
      if (!isCss(id)) return null;
      const file = pathOf(id);
      this.addWatchFile(file);
      return { code: await cssModule(readFileSync(file, 'utf8'), file), map: null };
    },
  };
}

/**
 * Vite (vitest): the same, under an id of its own so Vite's CSS handling leaves it alone (`\0`
 * marks a module no other plugin should load; the id must not end in .css, which Vite's and
 * vitest's CSS plugins claim).
 */
export function cssModulesForVite() {
  const prefix = '\0tireshop-css:';
  return {
    name: 'tireshop-css',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!isCss(source) || !importer) return null;
      const resolved = await this.resolve(pathOf(source), importer, { skipSelf: true });
      return resolved ? `${prefix}${resolved.id}.js` : null;
    },
    async load(id) {
      if (!id.startsWith(prefix)) return null;
      const file = id.slice(prefix.length, -'.js'.length);
      return cssModule(readFileSync(file, 'utf8'), file);
    },
  };
}
