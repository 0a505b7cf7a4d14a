/**
 * Every catalogue page path once, for the storefront's /sitemap.xml: the index pages, brands (and
 * their categories and types pages), product lines, categories, tire types and subtypes, sizes and
 * rim diameters, vehicle model and year pages, running deals, and the installer shops (/tire-shops,
 * its metro areas and every shop's page). Only pages with something to show are
 * listed (a brand's category page only for categories it has, a size only when it has tires).
 *
 * Left out on purpose: the size × brand / category / subtype pages (spec §2
 * /tire-sizes/{size}/brands/{brand} …) — thousands of thin combinations per size; search engines
 * reach them from the size pages' links.
 */
import { paths, slugify, type EndpointOutput, type sitemapEndpoint } from '@tireshop/core';
import { asc, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { brands, categories, installers, metros, productLines, promotions, tireSizes, vehicles } from '../db/schema';
import { catalogPaths } from './taxonomy';
import { dealPath, runningAt } from './deals';

type Entry = EndpointOutput<typeof sitemapEndpoint>['entries'][number];

export async function sitemap(database: Database, now: Date) {
  const db = database.db;
  const [lines, sizes, models, years, deals, allCategories] = await Promise.all([
    db
      .select({
        brand: brands.slug,
        line: productLines.slug,
        category: categories.slug,
        tireType: productLines.tireType,
        subtype: productLines.subtype,
      })
      .from(productLines)
      .innerJoin(brands, sql`${brands.id} = ${productLines.brandId}`)
      .innerJoin(categories, sql`${categories.id} = ${productLines.categoryId}`)
      .orderBy(asc(brands.slug), asc(productLines.slug)),
    // Sizes with tires (the skus_size index answers the EXISTS; written out because drizzle leaves
    // columns unqualified in a one-table select).
    db
      .select({ slug: tireSizes.slug, rimIn: tireSizes.rimIn })
      .from(tireSizes)
      .where(sql`exists (select 1 from skus k where k.size_id = tire_sizes.id)`)
      .orderBy(asc(tireSizes.rimIn), asc(tireSizes.slug)),
    db
      .selectDistinct({ make: vehicles.makeSlug, model: vehicles.modelSlug })
      .from(vehicles)
      .orderBy(asc(vehicles.makeSlug), asc(vehicles.modelSlug)),
    db
      .selectDistinct({ make: vehicles.makeSlug, model: vehicles.modelSlug, year: vehicles.year })
      .from(vehicles)
      .orderBy(asc(vehicles.makeSlug), asc(vehicles.modelSlug), asc(vehicles.year)),
    db.select({ slug: promotions.slug }).from(promotions).where(runningAt(now)).orderBy(asc(promotions.id)),
    db.select({ slug: categories.slug }).from(categories).orderBy(asc(categories.id)),
  ]);
  // Metros with at least one installer (as /tire-shops lists them), and every shop's page.
  const [areas, shops] = await Promise.all([
    db
      .select({ slug: metros.slug })
      .from(metros)
      .where(sql`exists (select 1 from installers i where i.metro_id = metros.id)`)
      .orderBy(asc(metros.slug)),
    db.select({ slug: installers.slug, code: installers.code }).from(installers).orderBy(asc(installers.id)),
  ]);

  const entries: Entry[] = [];
  const seen = new Set<string>();
  const add = (path: string, kind: Entry['kind']) => {
    if (seen.has(path)) return;
    seen.add(path);
    entries.push({ path, kind });
  };

  for (const path of [
    paths.brands(),
    paths.categories(),
    catalogPaths.types(),
    paths.tireSizes(),
    paths.vehicles(),
    catalogPaths.deals(),
  ]) {
    add(path, 'static');
  }
  const allBrands = await db.select({ slug: brands.slug }).from(brands).orderBy(asc(brands.slug));
  for (const b of allBrands) add(paths.brand(b.slug), 'brand');
  for (const l of lines) {
    add(catalogPaths.brandCategories(l.brand), 'brand-categories');
    add(catalogPaths.brandCategory(l.brand, l.category), 'brand-category');
    add(catalogPaths.brandTypes(l.brand), 'brand-types');
    add(catalogPaths.brandType(l.brand, l.tireType), 'brand-type');
    add(paths.productLine(l.brand, l.line), 'product-line');
  }
  for (const c of allCategories) add(paths.category(c.slug), 'category');
  for (const l of lines) add(catalogPaths.type(l.tireType), 'type');
  for (const l of lines) add(catalogPaths.type(slugify(l.subtype)), 'type');
  for (const s of sizes) add(catalogPaths.rimDiameter(s.rimIn), 'rim-diameter');
  for (const s of sizes) add(paths.tireSize(s.slug), 'tire-size');
  for (const m of models) add(paths.vehicleModel(m.make, m.model), 'vehicle-model');
  for (const y of years) add(paths.vehicle(y.make, y.model, y.year), 'vehicle-year');
  for (const d of deals) add(dealPath(d.slug), 'deal');
  add(paths.tireShops(), 'tire-shops');
  for (const a of areas) add(paths.tireShopsIn(a.slug), 'tire-shops');
  for (const s of shops) add(paths.tireShop(s.slug, s.code), 'tire-shop');
  return { entries, total: entries.length };
}
