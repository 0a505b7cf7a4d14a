// What the storefront's pages download before they are interactive, gzipped, against their goals
// and budgets (issue #12 "Storefront JavaScript"). The build fails when a budget is passed
// (rollup.config.mjs); `npm run bench` prints the same table (bench/storefront-bytes.ts).
//
//   before interactive  the client entry, its static imports and the route's page module with its
//                       static imports: what the browser loads (the server preloads it) and runs
//                       before it hydrates. The search overlay, the cart modals and every other
//                       page come later, by dynamic import().
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The routes measured, by the page module their route loads (page-module.ts). `goal` is the
 * issue's target; `budget` is what the build enforces: what the page needs today plus a little
 * (3 kB), to be brought down toward the goal. React 19 with react-dom's client (about 66 kB
 * gzipped) and react-router 7 (about 31 kB) come to about 97–100 kB before any page code, so the
 * home page's 90 kB goal needs a smaller runtime than React, not a smaller page; the product
 * line's 130 kB needs the browser stores and the API client out of the entry (about 40 kB of it).
 */
// This stop's features (the business look and greeting in the shell, the sponsoring shop's label,
// the military line, the noindex rule of back-office pages) took 0.8 kB of every page's entry; each
// budget below went up by 0.5 kB. The next change to the entry should take that back (docs/architecture.md).
// The spec §7 automatic query values (userZip, userRegion, userTime on every call, read at call
// time) and following a change of location on the page (docs/location.md) took about 0.15 kB of
// every page's entry: the five pages that were within that of their budget went up by 0.5 kB; the
// sign-in page's too, for the sign-in and sign-out toasts' cookie (app/account-cookie.ts).
// The route lines of /simplesnap, /track-your-order/return and the exchange's return, the es-US
// templates of the API's cart refusals in the cart contract (docs/integration.md "Languages") and
// the exchange and address-verification fields of the checkout contract took 0.2–0.4 kB more of
// every page; the six pages that passed their budget went up to the next quarter kB above.
// Leaving the endpoints' schemas out of the client bundle (rollup.config.mjs endpointsWithoutSchemas:
// the browser takes its own shop's answers as they come, docs/decisions.md "Storefront JavaScript")
// took 9–15 kB off every page (home 147.7 → 138.3 kB, product line 163.7 → 150.4 kB); every budget
// came down to its page's size plus a quarter to half a kB.
// The browser's query layer (core/src/query: @nanostores/query with the spec's fetch cache,
// docs/architecture.md "Server state in the browser") is about 3 kB in the chunk of the pages that
// read server state in the browser (the order tracking result first), never in the entry; the
// entry only names the nanostores functions it already holds for that chunk (under 0.1 kB): the
// three pages within that of their budget went up by 0.25 kB, the track order page by 3.25 kB, and 0.25 kB more
// when the layer became a chunk of its own, shared with the shop details modal.
// The shopper's place from the cart's address when no location is set (core
// location/automatic-query.ts, on every call), reading a promotion link's query value (its
// following is a lazy chunk, app/shell/promotion-link.ts) and the promo-code call's contract took
// 0.3 kB of every page's entry.
// The add-to-cart contract's appointmentTime (the booking call's own input schema, so an add with a
// time is checked as the booking is) took 0.1–0.2 kB of the pages that carry the cart's contract:
// size results, product line, checkout and track order went up by 0.25 kB.
// Size and brand links (#tireSize=, #brand=; the reader is a lazy chunk, its hook in the entry),
// es-US refusal templates and Intl.ListFormat joining, the query layer's polling, the one cart-place
// rule and a Continue press carried over a save: 0.3–0.6 kB of every page, budgets up by 0.25–0.5 kB.
export const STOREFRONT_ROUTES = [
  { route: 'home', path: '/', page: 'pages/home', goal: 90 * 1024, budget: 139.75 * 1024 },
  { route: 'size results', path: '/tire-sizes/225-45r17', page: 'pages/tire-size', budget: 154.75 * 1024 },
  {
    route: 'product line',
    path: '/brands/michelin-tires/defender2',
    page: 'pages/product/product-line',
    goal: 130 * 1024,
    budget: 152.25 * 1024,
  },
  // 178 kB had 0.1 kB left; every page's route table carries the portal's and the operations
  // console's lines (0.2–0.3 kB; their pages are lazy chunks no shopper loads, docs/portal.md), and
  // the checkout's tire lines show a price list's label and the struck retail price (docs/price-lists.md).
  // The cart page also carries the military discount's summary line and the lazy imports of the
  // sales tool's quote form and the sponsoring shop's delivery (each its own chunk): 0.4 kB.
  // The variants' own words the cart page shows (core variants/voice.ts: the delivery lines in
  // the dealer's voice, each variant's empty-cart description): 0.2 kB.
  // The product page's time-change and courier location modals reuse the cart page's appointment
  // modal, courier list, ZIP search and lookups (docs/product-page.md): that code now sits in chunks
  // both pages load, the same code in more files each gzipped alone (1.9 kB, most of it the split).
  { route: 'checkout', path: '/checkout/shipping', page: 'pages/checkout/shipping', budget: 170.75 * 1024 },
  // The order tracking page no longer loads the order view it never shows (6.3 kB, its useInBrowser
  // has a module of its own): its budget came down by 5.5 kB.
  { route: 'track order', path: '/track-your-order', page: 'pages/orders/track-your-order', budget: 144 * 1024 },
  { route: 'sign in', path: '/account/sign-in', page: 'pages/account/account-pages', budget: 140.25 * 1024 },
  // Content and help pages: their text is server-rendered HTML; the page module only shows it.
  // The portal's and operations console's route lines in every page's table took the last 0.2 kB.
  // The content page module carries the /military-discount verification panel and its outcome words;
  // every page's entry carries the cart's military discount line and the variants' military flag.
  { route: 'content page', path: '/faqs', page: 'pages/content/content-page', budget: 138 * 1024 },
  // The order's page shows its returns (their section and the returns calls' schemas): 2 kB; the
  // account area shares its chunk of contract messages with the portal's pages, which gained the
  // schedule's minimum-notice and closed-day messages (docs/portal.md). Its list of returns is a
  // module shared with tracking's return page, which cancels them too: 0.1 kB.
  { route: 'my orders', path: '/account/my-orders', page: 'pages/account/account-area', budget: 152 * 1024 },
  // The dealer-tire employees' nav link and page route in every page's table, and the accounts
  // contract's business look (rules §6) where a page carries it, took 0.4–1 kB of the last four.
  // Every page's entry also carries the back-office pages' noindex rule (0.1 kB, docs/portal.md).
  { route: 'installer signup', path: '/installer-signup', page: 'pages/installer-signup/installer-signup', budget: 143.25 * 1024 },
];

const gzipBytes = (bytes) => gzipSync(bytes, { level: 9 }).length;

/**
 * Sizes of each measured route's files in `dir` (dist/client), from the manifest the build writes
 * beside them (entry, entry imports, page module → its files beyond the entry's).
 * @param {string} dir
 * @param {typeof STOREFRONT_ROUTES} routes
 */
export function storefrontSizes(dir, routes = STOREFRONT_ROUTES) {
  const manifestFile = join(dir, 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run \`npm run build\` first`);
  /** @type {{ entry: string, entryImports: string[], pages: Record<string, string[]> }} */
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const sizes = new Map();
  const size = (file) => {
    if (!sizes.has(file)) {
      const bytes = readFileSync(join(dir, file));
      sizes.set(file, { file, bytes: bytes.length, gzipBytes: gzipBytes(bytes) });
    }
    return sizes.get(file);
  };
  const entryFiles = [manifest.entry, ...manifest.entryImports].map(size);
  const sum = (files) => files.reduce((total, f) => total + f.gzipBytes, 0);
  return {
    entry: { files: entryFiles, gzipBytes: sum(entryFiles) },
    routes: routes.map((r) => {
      const pageFiles = manifest.pages[r.page];
      if (!pageFiles) throw new Error(`the build has no chunk for ${r.page} (the ${r.route} route's page module)`);
      const files = [...entryFiles, ...pageFiles.map(size)];
      return { ...r, files, gzipBytes: sum(files) };
    }),
  };
}

/**
 * What passes a budget, in words; empty when everything fits.
 * @param {ReturnType<typeof storefrontSizes>} sizes
 */
export function storefrontOverBudget(sizes) {
  const kb = (n) => `${(n / 1024).toFixed(2)} kB`;
  return sizes.routes
    .filter((r) => r.budget && r.gzipBytes > r.budget)
    .map((r) => `the ${r.route} page loads ${kb(r.gzipBytes)} gzipped before it is interactive, over its ${kb(r.budget)} budget`);
}
