// Builds everything that runs in a browser, plus the SDK libraries:
//   dist/client/   the storefront's hydration bundle (React), content-hashed, with manifest.json
//   dist/widgets/  one self-contained file per widget (preact/compat), for a <script> tag
//   dist/lib/      @tireshop/core and @tireshop/views as ES modules for SDK users
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import resolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import esbuild, { minify } from 'rollup-plugin-esbuild';
import { rmSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// Every build starts clean: content-hashed client bundles must not pile up.
rmSync('dist', { recursive: true, force: true });

const extensions = ['.ts', '.tsx', '.mjs', '.js', '.json'];

function onwarn(warning, warn) {
  // react-router ships "use client" directives, meaningless in a client bundle.
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  warn(warning);
}

const typescript = () => esbuild({ include: /\.[jt]sx?$/, exclude: /node_modules/, target: 'es2020', jsx: 'automatic', tsconfig: 'tsconfig.json' });
const production = () => replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } });

/** Records the hashed entry file name so the server can write the right <script src>. */
function manifest() {
  return {
    name: 'storefront-manifest',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((f) => f.type === 'chunk' && f.isEntry);
      this.emitFile({ type: 'asset', fileName: 'manifest.json', source: JSON.stringify({ entry: entry.fileName }) });
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

const storefrontClient = {
  input: 'packages/storefront/src/client/entry.tsx',
  onwarn,
  plugins: [production(), resolve({ extensions, browser: true }), commonjs(), typescript()],
  output: {
    dir: 'dist/client',
    format: 'es',
    entryFileNames: 'storefront.[hash].js',
    chunkFileNames: 'chunk.[hash].js',
    plugins: [minify(), manifest(), precompress()],
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

const widget = (name) => ({
  input: `packages/widget-${name}/src/index.ts`,
  onwarn,
  plugins: [preactAliases, production(), resolve({ extensions, browser: true }), typescript()],
  // One file per widget: its lazily imported views are inlined.
  output: { file: `dist/widgets/${name}.js`, format: 'iife', inlineDynamicImports: true, plugins: [minify(), precompress()] },
});

const library = (name) => ({
  input: `packages/${name}/src/index.ts`,
  onwarn,
  external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('@tireshop/'),
  plugins: [resolve({ extensions }), typescript()],
  // One file per library: the widgets' lazy views are part of it.
  output: { file: `dist/lib/${name}.js`, format: 'es', inlineDynamicImports: true },
});

export default [storefrontClient, widget('installer'), widget('partner'), widget('affiliate'), library('core'), library('views')];
