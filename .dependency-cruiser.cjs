/**
 * The package layering of docs/architecture.md, checked on every `npm test` (scripts/test.mjs,
 * stage "boundaries"): core imports no UI framework and no server code; views import core only;
 * the widget SDK (packages/widget-sdk, @tireshop/widgets) imports views and core, and its host
 * entry (what a host page bundles) no code of theirs at all, types only; the widget packages import
 * the SDK, views and core; the storefront imports views and core (the storefront's composition root,
 * server/main.ts, also the API); the API imports core only; nothing imports upwards; and no
 * module imports itself back through others (no cycles), types included.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-is-framework-free',
      comment: 'core holds the contract, the client layer, the rules and the stores: no UI framework, no server, no package above it.',
      severity: 'error',
      from: { path: '^packages/core/src' },
      to: {
        path: '((^|/)node_modules/(react|react-dom|preact|@nanostores/react|hono|@hono|drizzle-orm|pg|@electric-sql)/|^packages/(views|storefront|api|widget-[a-z]+)/)',
      },
    },
    {
      name: 'views-import-core-only',
      comment: 'views render what core gives them: no storefront, widget or API code.',
      severity: 'error',
      from: { path: '^packages/views/src' },
      to: { path: '^packages/(storefront|api|widget-[a-z]+)/' },
    },
    {
      name: 'sdk-imports-views-and-core',
      comment: 'The widget SDK (elements, loader, public API) renders through views and core: no storefront, API or widget package.',
      severity: 'error',
      from: { path: '^packages/widget-sdk/src' },
      to: { path: '^packages/(storefront|api|widget-(?!sdk/)[a-z]+)/' },
    },
    {
      name: 'sdk-host-entry-has-no-view-code',
      comment: 'What a host page bundles (loadTireshop and the types) imports no code of views or core, types only.',
      severity: 'error',
      from: { path: '^packages/widget-sdk/src/host' },
      to: { path: '^packages/(core|views)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'the-loader-stands-alone',
      comment: 'The loader is pasted into every host page (2 kB budget): it imports no view or core code, types only.',
      severity: 'error',
      from: { path: '^packages/widget-sdk/src/loader' },
      to: { path: '^packages/(core|views)/|^packages/widget-sdk/src/element', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'widgets-import-sdk-views-and-core',
      severity: 'error',
      from: { path: '^packages/widget-(?!sdk/)[a-z]+/src' },
      to: { path: '^packages/(storefront|api)/' },
    },
    {
      name: 'storefront-reaches-the-api-only-at-its-root',
      comment: 'The storefront talks to the API through core’s client; only server/main.ts wires the API in.',
      severity: 'error',
      from: { path: '^packages/storefront/src', pathNot: '^packages/storefront/src/server/main\\.ts$' },
      to: { path: '^packages/(api|widget-[a-z]+)/' },
    },
    {
      name: 'storefront-pages-leave-markdown-to-the-server',
      comment: 'Content pages are rendered from Markdown on the server (docs/content.md); the browser bundle never holds the pipeline.',
      severity: 'error',
      from: { path: '^packages/storefront/src/(app|client)' },
      to: { path: '^packages/storefront/src/server/|(^|/)node_modules/(markdown-it|gray-matter)/' },
    },
    {
      name: 'api-imports-core-only',
      severity: 'error',
      from: { path: '^packages/api/src' },
      to: { path: '^packages/(views|storefront|widget-[a-z]+)/' },
    },
    {
      name: 'no-cycles',
      comment: 'A module that imports itself back through others: split the shared part out.',
      severity: 'error',
      from: { path: '^packages/[^/]+/src' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.tsx?$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
