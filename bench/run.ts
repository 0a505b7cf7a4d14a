/**
 * `npm run bench` — every figure is a ratio against a baseline measured in the same run, or a size.
 *   --quick   shorter rounds (for a smoke run)
 * Results are printed and written to bench/results.json.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from '../packages/api/src/db/client';
import { migrateDatabase } from '../packages/api/src/db/migrate';
import { seedDatabase } from '../packages/api/src/seed/index';
import { startPostgresCluster } from '../scripts/postgres-cluster.mjs';
import { startShop } from '../scripts/shop-process.mjs';
import { bundleSizes } from './bundle-size';
import { lighthouseScores } from './lighthouse';
import { benchSizeListing, statementLog } from './size-listing';
import { printStorefrontBytes, storefrontBytes } from './storefront-bytes';
import { POSTGRES_SKIPPED } from './stats';

const root = fileURLToPath(new URL('..', import.meta.url));
const quick = process.argv.includes('--quick');
const timing = { seconds: quick ? 2 : 5, rounds: quick ? 1 : 3, sizeSlug: '225-45r17' };

async function prepared(database: Database) {
  await migrateDatabase(database);
  await seedDatabase(database);
  return database;
}

const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version, timing };

console.log('Bundle sizes (gzip -9):');
const bundles = bundleSizes(root);
results.bundles = bundles.rows;
for (const b of bundles.rows) {
  const budget = b.budget === undefined ? '' : `  budget ${(b.budget / 1024).toFixed(1)} kB`;
  console.log(
    `  ${b.bundle.padEnd(58)} ${(b.gzipBytes / 1024).toFixed(1).padStart(6)} kB  (${(b.bytes / 1024).toFixed(1)} kB raw)${budget}`,
  );
}
for (const problem of bundles.overBudget) console.log(`  ✖ ${problem}`);

console.log('\nStorefront JavaScript before interactive, per route (gzip -9; scripts/storefront-budget.mjs):');
const storefront = storefrontBytes(root);
results.storefrontBytes = storefront.rows;
printStorefrontBytes(storefront);

const report = (name: string, r: Awaited<ReturnType<typeof benchSizeListing>>) =>
  console.log(
    `  ${name.padEnd(10)} ${r.statements} statements: API ${r.apiRps.toFixed(0)} req/s (p99 ${r.apiP99Ms} ms) vs bare node:http + same SQL ${r.baselineRps.toFixed(0)} req/s (p99 ${r.baselineP99Ms} ms) → ratio ${r.ratio.toFixed(2)}; signed-in fleet buyer ${r.fleetRps.toFixed(0)} req/s = ${r.fleetToAnonymous.toFixed(2)} × anonymous${r.errors ? `  [${r.errors} errors]` : ''}`,
  );

console.log('\nSize listing, GET /api/v1/tire-sizes/225-45r17, 16 connections:');
const pglite = await prepared(await openDatabase({ onQuery: statementLog.onQuery }));
results.sizeListingPglite = await benchSizeListing(pglite, timing);
report('PGlite', results.sizeListingPglite as never);
await pglite.close();

const cluster = await startPostgresCluster();
if (!cluster) {
  console.log(`  PostgreSQL  skipped: ${POSTGRES_SKIPPED}`);
} else {
  const postgres = await prepared(await openDatabase({ url: cluster.url, poolSize: 16, onQuery: statementLog.onQuery }));
  results.sizeListingPostgres = await benchSizeListing(postgres, timing);
  report('PostgreSQL', results.sizeListingPostgres as never);
  await postgres.close();
  await cluster.stop();
}

// ---- Cart (bench/cart.ts): add-to-cart, update and cart summary under 16 connections, the API
// against a bare node:http handler replaying the same recorded SQL. Seeds its own PostgreSQL
// cluster and PGlite. ----
{
  const { runCartBench } = await import('./cart');
  results.cart = await runCartBench({ quick, pglite: true });
}
// ---- end of the cart block ----

console.log('\nLighthouse performance, mobile emulation, median of 3 (needs `npm run build`):');
{
  const shop = await startShop({ port: 8933, dataDir: '.tmp/bench-shop' });
  try {
    const pages = ['/', '/tire-sizes/225-45r17', '/brands/michelin-tires/defender2?size=225%2F65R17'];
    const reachable: string[] = [];
    for (const path of pages) {
      const status = (await fetch(`${shop.url}${path}`)).status;
      if (status === 200) reachable.push(path);
      else console.log(`  ${path.padEnd(48)} skipped: HTTP ${status}`);
    }
    results.lighthouse = await lighthouseScores(shop.url, reachable, quick ? 1 : 3);
    for (const f of results.lighthouse as Awaited<ReturnType<typeof lighthouseScores>>) {
      console.log(
        `  ${f.path.padEnd(48)} score ${f.medianScore} (runs ${f.scores.join(', ')}), CLS ${f.medianCls.toFixed(3)}, LCP ${f.medianLcpMs} ms, TBT ${f.medianTbtMs} ms`,
      );
    }
  } finally {
    await shop.stop();
  }
}

// ---- Widget cost (bench/widget-cost.ts): Lighthouse of a plain host page with and without the
// installer widget, interleaved, median of 3 (needs `npm run build`). ----
{
  const { runWidgetCostBench } = await import('./widget-cost');
  console.log('\nThe installer widget on a plain host page, Lighthouse mobile, median of 3, interleaved:');
  results.widgetCost = await runWidgetCostBench({ quick });
}
// ---- end of the widget cost block ----

// ---- Search typeahead (bench/typeahead.ts): scale catalogue on PGlite and PostgreSQL, p50/p95
// server time against the same SQL run raw. Seeds its own databases (about a minute each). ----
{
  const { runTypeaheadBench } = await import('./typeahead');
  results.typeahead = await runTypeaheadBench({ quick });
}
// ---- end of the search typeahead block ----

// ---- Installers and booking (bench/installers.ts, bench/booking.ts): nearest 4 among 10,000 and
// the 30-day schedule against raw SQL on PGlite and PostgreSQL, then booking throughput on
// PostgreSQL against a bare handler replaying the same SQL. Seeds its own databases. ----
{
  const { runInstallersBench } = await import('./installers');
  const { booking, ...installers } = await runInstallersBench({ quick });
  results.installers = installers;
  results.booking = booking;
}
// ---- end of the installers and booking block ----

// ---- Orders (bench/orders.ts): POST /api/v1/orders on PostgreSQL under 16 connections, each
// order its own prepared cart, against a bare handler replaying one placement's recorded SQL.
// Seeds its own PostgreSQL cluster. ----
{
  const { runOrdersBench } = await import('./orders');
  results.orders = await runOrdersBench({ quick });
}
// ---- end of the orders block ----

// ---- Sign-in (bench/sign-in.ts): the password hash at its production cost, p95 against the
// argon2id check alone. Migrates its own PGlite. ----
{
  const { runSignInBench } = await import('./sign-in');
  console.log('\nSign-in, POST /api/v1/users/sign-in one at a time, PGlite:');
  results.signIn = await runSignInBench({ quick });
}
// ---- end of the sign-in block ----

writeFileSync(new URL('./results.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
console.log('\nWritten to bench/results.json');
process.exit(0);
