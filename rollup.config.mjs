// Builds everything that runs in a browser, plus the SDK libraries:
//   dist/client/   the storefront's hydration bundle (React), content-hashed, with manifest.json
//   dist/widgets/  the widget loader (v1/loader.js) and the widgets' view code (preact/compat) as
//                  content-hashed ES modules beside it; installer.js, partner.js and affiliate.js
//                  at the old addresses are the same loader, for hosts that pasted those
//   dist/lib/      @tireshop/core, @tireshop/views and the widget SDK's element code (@tireshop/widgets/element)
//                  as ES modules for SDK users
//   dist/npm/widgets/  the publishable @tireshop/widgets for hosts that bundle: loadTireshop() and
//                  the types of the elements, methods and events, self-contained (npm publish there)
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import resolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { dts } from 'rollup-plugin-dts';
import esbuild, { minify } from 'rollup-plugin-esbuild';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { cssModules } from './scripts/css/compile.mjs';
import { storefrontOverBudget, storefrontSizes } from './scripts/storefront-budget.mjs';
import { MANIFEST, overBudget, widgetSizes } from './scripts/widget-budget.mjs';
import { INTEGRITY_FILE, widgetIntegrity } from './scripts/widget-integrity.mjs';

// Every build starts clean: content-hashed client bundles must not pile up.
rmSync('dist', { recursive: true, force: true });

const extensions = ['.ts', '.tsx', '.mjs', '.js', '.json'];

function onwarn(warning, warn) {
  // react-router ships "use client" directives, meaningless in a client bundle.
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  warn(warning);
}

const typescript = () =>
  esbuild({ include: /\.[jt]sx?$/, exclude: /node_modules/, target: 'es2020', jsx: 'automatic', tsconfig: 'tsconfig.json' });
const production = () => replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } });

/**
 * Records what the server needs to write the page's scripts: the hashed entry file name, the
 * entry's static imports, and for each lazily loaded page module (its path under
 * storefront/src/app without extension, as the routes' handles name it: page-module.ts) the files
 * it needs beyond those — its chunk and their static imports, for `<link rel="modulepreload">`.
 */
function manifest() {
  return {
    name: 'storefront-manifest',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((f) => f.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const staticGraph = (file) => {
        const files = [file];
        for (let i = 0; i < files.length; i++)
          for (const imported of byFile.get(files[i]).imports) if (!files.includes(imported)) files.push(imported);
        return files;
      };
      const entry = chunks.find((c) => c.isEntry);
      const entryFiles = staticGraph(entry.fileName);
      // A dynamically imported module of the app, wherever rollup put it (its own chunk, a chunk it
      // shares with others, or one behind a facade): the chunk import() loads and its static imports.
      const pages = {};
      for (const chunk of chunks)
        for (const id of chunk.moduleIds) {
          const page = id.match(/[\\/]storefront[\\/]src[\\/]app[\\/](.+)\.tsx?$/);
          if (!page || !this.getModuleInfo(id)?.dynamicImporters.length) continue;
          const loaded = chunks.find((c) => c.facadeModuleId === id) ?? chunk;
          pages[page[1].replaceAll('\\', '/')] = staticGraph(loaded.fileName).filter((f) => !entryFiles.includes(f));
        }
      const source = JSON.stringify({ entry: entry.fileName, entryImports: entryFiles.slice(1), pages }, null, 2);
      this.emitFile({ type: 'asset', fileName: 'manifest.json', source });
    },
  };
}

/** Writes .br and .gz beside each file, so the server sends compressed bytes without work per request. */
function precompress() {
  return {
    name: 'precompress',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (!/\.(js|css|json)$/.test(file.fileName)) continue;
        const source = Buffer.from(file.type === 'chunk' ? file.code : file.source);
        this.emitFile({ type: 'asset', fileName: `${file.fileName}.gz`, source: gzipSync(source, { level: 9 }) });
        this.emitFile({
          type: 'asset',
          fileName: `${file.fileName}.br`,
          source: brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        });
      }
    },
  };
}

/** The build fails when a storefront page needs more JavaScript before it is interactive than its budget (scripts/storefront-budget.mjs). */
function storefrontBudgets() {
  return {
    name: 'storefront-budgets',
    writeBundle() {
      const problems = storefrontOverBudget(storefrontSizes('dist/client'));
      if (problems.length) this.error(`Storefront size budget passed:\n  ${problems.join('\n  ')}`);
    },
  };
}

/**
 * The storefront's pages call their own shop's API, which checks every answer against the contract
 * before it leaves (`validateResponses`, on outside production and in every API test), so the
 * browser takes answers as they come (docs/decisions.md "Storefront JavaScript"). This leaves the
 * schemas of each `defineEndpoint({ … })` in the contract's files out of the client bundle: its
 * `response`, `params`, `query` and `body` become `undefined` and its OpenAPI `summary` empty, so a
 * schema nothing else names (about 15 kB gzipped of schemas and valibot) is tree-shaken away. The
 * client layer sends a call with its method, path, `auth` and `bodyType`, and parses an answer
 * without a `response` schema as it is. A form that checks its input before sending names its
 * schema (`signInInputSchema`), never `someEndpoint.body`. The server, the API and the widgets keep
 * the whole endpoints.
 */
function endpointsWithoutSchemas() {
  const dropped = new Set(['response', 'params', 'query', 'body', 'summary']);
  const walk = (node, visit) => {
    if (!node || typeof node.type !== 'string') return;
    visit(node);
    for (const value of Object.values(node))
      if (Array.isArray(value)) for (const child of value) walk(child, visit);
      else if (value && typeof value === 'object') walk(value, visit);
  };
  return {
    name: 'endpoints-without-schemas',
    transform(code, id) {
      if (!/[\\/]packages[\\/]core[\\/]src[\\/]contract[\\/][^\\/]+\.ts$/.test(id) || !code.includes('defineEndpoint(')) return null;
      const edits = [];
      walk(this.parse(code), (node) => {
        if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier' || node.callee.name !== 'defineEndpoint') return;
        const [endpoint] = node.arguments;
        if (endpoint?.type !== 'ObjectExpression') this.error(`${id}: defineEndpoint() takes an object literal here`);
        for (const property of endpoint.properties)
          if (property.type === 'Property' && !property.computed && dropped.has(property.key.name))
            edits.push({
              start: property.start,
              end: property.end,
              text: `${property.key.name}: ${property.key.name === 'summary' ? "''" : 'undefined'}`,
            });
      });
      let edited = code;
      for (const { start, end, text } of edits.sort((a, b) => b.start - a.start))
        edited = edited.slice(0, start) + text + edited.slice(end);
      return { code: edited, map: null };
    },
  };
}

// Our packages' modules have no side effects when imported: one nothing is used from is left out
// (the contract's other endpoints, the views' styles, which the server inlines …).
const ownModulesArePure = (id) => !/[\\/]packages[\\/](core|views|widget-sdk)[\\/]src[\\/]/.test(id);

const storefrontClient = {
  input: 'packages/storefront/src/client/entry.tsx',
  onwarn,
  // Reading a property has no side effect in our code or the libraries the client bundles (no
  // getters that do work), so a schema's `.entries` spread into another that is left out goes too.
  treeshake: { moduleSideEffects: ownModulesArePure, propertyReadSideEffects: false },
  plugins: [production(), resolve({ extensions, browser: true }), commonjs(), cssModules(), typescript(), endpointsWithoutSchemas()],
  output: {
    dir: 'dist/client',
    format: 'es',
    entryFileNames: 'storefront.[hash].js',
    chunkFileNames: 'chunk.[hash].js',
    plugins: [minify(), manifest(), precompress(), storefrontBudgets()],
  },
};

// Widgets run preact/compat in place of React (spec: ~10 kB widgets). Exact-match aliases only.
const preactAliases = alias({
  entries: [
    { find: /^react$/, replacement: 'preact/compat' },
    { find: /^react-dom$/, replacement: 'preact/compat' },
    { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
    { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  ],
});

/**
 * Leaves the endpoints' OpenAPI summaries (docs/api/openapi.json's words, a sentence or three per
 * call) out of the widget modules: a browser never reads them, and they cost the widgets' first
 * results close to 1 kB gzipped. Only string literals (joined with +) after `summary:` in the
 * contract's files are emptied; the server and dist/lib keep them.
 */
function withoutEndpointSummaries() {
  const literal = String.raw`(?:'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|\x60(?:[^\x60\\$]|\\.)*\x60)`;
  const summary = new RegExp(String.raw`\bsummary:\s*${literal}(?:\s*\+\s*${literal})*`, 'g');
  return {
    name: 'without-endpoint-summaries',
    transform(code, id) {
      if (!/[\\/]packages[\\/]core[\\/]src[\\/]contract[\\/][^\\/]+\.ts$/.test(id)) return null;
      return { code: code.replace(summary, "summary: ''"), map: null };
    },
  };
}

const WIDGETS = ['installer', 'partner', 'affiliate'];
/**
 * The widgets' version (@tireshop/widgets, packages/widget-sdk/package.json), on every element
 * and the global. Its major names the directory: a host that pasted /widgets/v1/loader.js gets
 * every 1.x and never a 2.0, which is built into /widgets/v2/ beside it.
 */
const SDK_VERSION = JSON.parse(readFileSync('packages/widget-sdk/package.json', 'utf8')).version;
const WIDGET_DIR = `dist/widgets/v${SDK_VERSION.split('.')[0]}`;
const sdkVersion = () => replace({ preventAssignment: true, values: { __TIRESHOP_VERSION__: JSON.stringify(SDK_VERSION) } });

/**
 * Records each widget's first modules (its entry, then everything the entry imports statically,
 * transitively) and every chunk's imports, for the loader (it imports a widget's first modules in
 * parallel) and the size budgets.
 */
function widgetManifest() {
  return {
    name: 'widget-manifest',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((f) => f.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const firstModules = (entry) => {
        const files = [entry.fileName];
        for (let i = 0; i < files.length; i++)
          for (const imported of byFile.get(files[i]).imports) if (!files.includes(imported)) files.push(imported);
        return files;
      };
      const widgets = Object.fromEntries(chunks.filter((c) => c.isEntry && WIDGETS.includes(c.name)).map((c) => [c.name, firstModules(c)]));
      // The global's methods' module: the loader imports it with the first such call (it is no widget).
      const globalApi = chunks.find((c) => c.isEntry && c.name === 'global-api').fileName;
      const record = Object.fromEntries(chunks.map((c) => [c.fileName, { imports: c.imports, dynamicImports: c.dynamicImports }]));
      this.emitFile({ type: 'asset', fileName: MANIFEST, source: JSON.stringify({ widgets, globalApi, chunks: record }, null, 2) });
    },
  };
}

// Every widget's view code in one build, so the three share their common modules. Entry modules
// export the widget's element behaviour; the checkout, payment and placed-order views are
// separate chunks, imported when the shopper gets there. Names carry a content hash: a file's
// address never serves other bytes, so browsers and CDNs may keep it for a year.
const widgetModules = {
  input: {
    ...Object.fromEntries(WIDGETS.map((name) => [name, `packages/widget-${name}/src/index.ts`])),
    'global-api': 'packages/widget-sdk/src/loader/global-api.ts',
  },
  onwarn,
  // Our packages' modules have no side effects when imported: one nothing is used from is left
  // out (the contract's other endpoints, the storefront's styles …).
  treeshake: { moduleSideEffects: ownModulesArePure },
  plugins: [
    preactAliases,
    production(),
    sdkVersion(),
    resolve({ extensions, browser: true }),
    withoutEndpointSummaries(),
    cssModules(),
    typescript(),
  ],
  output: {
    dir: WIDGET_DIR,
    format: 'es',
    entryFileNames: '[name].[hash].js',
    // A lazily imported view is named after its module (widget-checkout.…); code several share is "shared".
    chunkFileNames: (chunk) => (chunk.isDynamicEntry ? '[name].[hash].js' : 'shared.[hash].js'),
    // Terser, not esbuild's minifier: a few per cent smaller, which the first-results budget needs.
    plugins: [terser({ ecma: 2020, module: true, compress: { passes: 2 } }), precompress(), widgetManifest()],
  },
};

/** The loader with the widgets' first modules written in, as paths from where the loader is served (`prefix`). */
const widgetFiles = (prefix) =>
  replace({
    preventAssignment: true,
    values: {
      __TIRESHOP_WIDGETS__: () => {
        const { widgets } = JSON.parse(readFileSync(`${WIDGET_DIR}/${MANIFEST}`, 'utf8'));
        return JSON.stringify(Object.fromEntries(Object.entries(widgets).map(([name, files]) => [name, files.map((f) => prefix + f)])));
      },
      __TIRESHOP_GLOBAL_API__: () => JSON.stringify(prefix + JSON.parse(readFileSync(`${WIDGET_DIR}/${MANIFEST}`, 'utf8')).globalApi),
    },
  });

/** The build fails when the loader or a widget's first results pass their gzip budget (scripts/widget-budget.mjs). */
function widgetBudgets() {
  return {
    name: 'widget-budgets',
    writeBundle() {
      const problems = overBudget(widgetSizes(WIDGET_DIR));
      if (problems.length) this.error(`Widget size budget passed:\n  ${problems.join('\n  ')}`);
    },
  };
}

/** Writes the version's integrity list (sha384 of the loader and every module) beside the loader, once all are written. */
function integrityList() {
  return {
    name: 'widget-integrity',
    writeBundle() {
      writeFileSync(`${WIDGET_DIR}/${INTEGRITY_FILE}`, `${JSON.stringify(widgetIntegrity(WIDGET_DIR, SDK_VERSION), null, 2)}\n`);
    },
  };
}

// The loader a host pastes: one classic script (document.currentScript tells it where the
// modules are), built after the modules so it knows their hashed names. Short-cached.
const widgetLoader = {
  input: 'packages/widget-sdk/src/loader/widget-loader.ts',
  onwarn,
  plugins: [widgetFiles(''), sdkVersion(), typescript()],
  output: {
    file: `${WIDGET_DIR}/loader.js`,
    format: 'iife',
    plugins: [terser({ ecma: 2020, compress: { passes: 2 } }), precompress(), widgetBudgets(), integrityList()],
  },
};

/** Copies of the loader at the addresses of the first widget bundles, for hosts that pasted those. */
function oldAddresses() {
  return {
    name: 'old-widget-addresses',
    generateBundle(_options, bundle) {
      const loader = bundle['installer.js'];
      for (const name of WIDGETS.filter((n) => n !== 'installer'))
        this.emitFile({ type: 'asset', fileName: `${name}.js`, source: loader.code });
    },
  };
}

const legacyLoader = {
  input: 'packages/widget-sdk/src/loader/widget-loader.ts',
  onwarn,
  plugins: [widgetFiles(`${WIDGET_DIR.split('/').pop()}/`), sdkVersion(), typescript()],
  output: { dir: 'dist/widgets', entryFileNames: 'installer.js', format: 'iife', plugins: [minify(), oldAddresses(), precompress()] },
};

const library = (name, input = `packages/${name}/src/index.ts`) => ({
  input,
  onwarn,
  external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('@tireshop/'),
  plugins: [resolve({ extensions }), sdkVersion(), cssModules(), typescript()],
  // One file per library: the widgets' lazy views are part of it.
  output: { file: `dist/lib/${name}.js`, format: 'es', inlineDynamicImports: true },
});

// The publishable @tireshop/widgets (docs/integration.md "Hosts that bundle"): the host entry as
// plain ES modules, and its declarations bundled into one file each — the event types it shares
// with the views are inlined, so the package depends on nothing of ours; React is an optional peer
// for the JSX types only.
const NPM_DIR = 'dist/npm/widgets';
const npmEntries = { index: 'packages/widget-sdk/src/host/index.ts', react: 'packages/widget-sdk/src/host/react.ts' };

/** Writes the package's package.json and README beside the built files. */
function npmManifest() {
  return {
    name: 'npm-manifest',
    writeBundle() {
      const source = JSON.parse(readFileSync('packages/widget-sdk/package.json', 'utf8'));
      const manifest = {
        name: source.name,
        version: SDK_VERSION,
        description: 'Load the tireshop widget loader from your bundle, with types for the widget elements, their methods and events.',
        type: 'module',
        sideEffects: false,
        exports: {
          '.': { types: './index.d.ts', default: './index.js' },
          './react': { types: './react.d.ts', default: './react.js' },
        },
        types: './index.d.ts',
        files: ['*.js', '*.d.ts', 'README.md'],
        peerDependencies: { react: '>=19' },
        peerDependenciesMeta: { react: { optional: true } },
        license: 'UNLICENSED',
      };
      writeFileSync(`${NPM_DIR}/package.json`, `${JSON.stringify(manifest, null, 2)}\n`);
      writeFileSync(`${NPM_DIR}/README.md`, readFileSync('packages/widget-sdk/README.md'));
    },
  };
}

const npmModules = {
  input: npmEntries,
  onwarn,
  external: ['react'],
  plugins: [resolve({ extensions }), sdkVersion(), typescript()],
  output: { dir: NPM_DIR, format: 'es', entryFileNames: '[name].js' },
};

const npmTypes = {
  input: npmEntries,
  external: ['react'],
  // @tireshop/* resolve through node_modules links: their types are inlined, not left as imports.
  plugins: [dts({ respectExternal: true, tsconfig: 'packages/widget-sdk/tsconfig.npm.json' })],
  output: { dir: NPM_DIR, format: 'es', entryFileNames: '[name].d.ts', plugins: [npmManifest()] },
};

// examples/react-host: a host site written in React that bundles @tireshop/widgets' host entry
// (never the widgets' code, which the loader fetches from the shop). Served at /examples/react-host/.
const reactHostExample = {
  input: 'examples/react-host/src/app.tsx',
  onwarn,
  plugins: [production(), resolve({ extensions, browser: true }), commonjs(), typescript()],
  output: { file: 'dist/examples/react-host/app.js', format: 'es', plugins: [minify()] },
};

// In this order: the loaders read the manifest the widget modules' build writes.
export default [
  storefrontClient,
  widgetModules,
  widgetLoader,
  legacyLoader,
  library('core'),
  library('views'),
  library('widget-sdk', 'packages/widget-sdk/src/element/index.ts'),
  npmModules,
  npmTypes,
  reactHostExample,
];
