/**
 * The data of the taxonomy pages (spec §2 Catalogue): brands, categories, tire types and
 * subtypes, tire sizes by rim diameter. Also the slug resolvers the listing scopes use, so a slug
 * means the same thing on every page (spec §5 Slugs: brand slugs with or without `-tires`).
 */
import { paths, slugify, TIRE_TYPES, withoutTiresSuffix, type ProductLineSummary } from '@tireshop/core';
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { brands, categories, productLines, skus, tireSizes } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { tireImageUrl } from './catalogue';

export type BrandRecord = typeof brands.$inferSelect;
export type CategoryRecord = typeof categories.$inferSelect;
type TireTypeRef = (typeof TIRE_TYPES)[number];
type SizeKind = 'p-metric' | 'metric' | 'lt' | 'flotation';

// ---------------------------------------------------------------------------------------------
// Page paths (spec §2 Catalogue and content). Brand slugs carry `-tires` (spec §5, paths.brand).

export const catalogPaths = {
  brandCategories: (brand: string) => `${paths.brand(brand)}/categories`,
  brandCategory: (brand: string, category: string) => `${paths.brand(brand)}/categories/${category}`,
  brandTypes: (brand: string) => `${paths.brand(brand)}/types`,
  brandType: (brand: string, type: string) => `${paths.brand(brand)}/types/${type}`,
  types: () => '/types',
  type: (typeOrSubtype: string) => `/types/${typeOrSubtype}`,
  rimDiameter: (rimIn: number) => `/tire-sizes/diameter/${rimIn}`,
  deals: () => '/tire-deals',
};

// ---------------------------------------------------------------------------------------------
// Resolvers

export async function resolveBrand(db: Db, rawSlug: string): Promise<BrandRecord> {
  const slug = withoutTiresSuffix(rawSlug);
  const [brand] = await db.select().from(brands).where(eq(brands.slug, slug)).limit(1);
  if (!brand) throw notFound(`We don't carry a tire brand called "${slug}".`);
  return brand;
}

export async function resolveCategory(db: Db, slug: string): Promise<CategoryRecord> {
  const [category] = await db.select().from(categories).where(eq(categories.slug, slug)).limit(1);
  if (!category) throw notFound(`There is no tire category "${slug}".`);
  return category;
}

export function resolveTireType(slug: string): TireTypeRef {
  const type = TIRE_TYPES.find((t) => t.slug === slug);
  if (!type) throw notFound(`There is no tire type "${slug}".`);
  return type;
}

export interface SubtypeRef {
  slug: string;
  name: string;
  /** The tire type most of its lines have (a subtype such as Highway All-Season spans types). */
  typeSlug: string;
}

/** Subtypes by slug: the distinct subtypes of the product lines, slugged by spec §5. */
export async function subtypeIndex(db: Db): Promise<Map<string, SubtypeRef>> {
  const rows = await db
    .select({ subtype: productLines.subtype, tireType: productLines.tireType, n: sql<number>`count(*)::int` })
    .from(productLines)
    .groupBy(productLines.subtype, productLines.tireType)
    .orderBy(sql`count(*) desc`, asc(productLines.tireType));
  const index = new Map<string, SubtypeRef>();
  for (const r of rows) {
    const slug = slugify(r.subtype);
    // First row per subtype has the most lines: its type is the dominant one.
    if (!index.has(slug)) index.set(slug, { slug, name: r.subtype, typeSlug: r.tireType });
  }
  return index;
}

export async function resolveSubtype(db: Db, slug: string): Promise<SubtypeRef> {
  const subtype = (await subtypeIndex(db)).get(slug);
  if (!subtype) throw notFound(`There is no tire subtype "${slug}".`);
  return subtype;
}

/** Brand slugs of a filter → rows, or 400 naming the first unknown one. */
export async function resolveBrandFilter(db: Db, slugs: string[]): Promise<BrandRecord[]> {
  const rows = await db.select().from(brands).where(inArray(brands.slug, slugs));
  const unknown = slugs.find((s) => !rows.some((r) => r.slug === s));
  if (unknown !== undefined) throw badRequest(`brands: "${unknown}" is not a brand we carry.`);
  return rows;
}

export async function resolveCategoryFilter(db: Db, slugs: string[]): Promise<CategoryRecord[]> {
  const rows = await db.select().from(categories).where(inArray(categories.slug, slugs));
  const unknown = slugs.find((s) => !rows.some((r) => r.slug === s));
  if (unknown !== undefined) throw badRequest(`categories: "${unknown}" is not a tire category.`);
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Product line summaries

const lineStat = (expr: SQL) => sql`(select ${expr} from ${skus} where ${skus.productLineId} = ${productLines.id})`;

/** Lines matching `where`, most reviewed first, with price range and size count (index on skus.product_line_id). */
export async function productLineSummaries(db: Db, where: SQL | undefined, apiOrigin: string): Promise<ProductLineSummary[]> {
  const rows = await db
    .select({
      name: productLines.name,
      slug: productLines.slug,
      tireType: productLines.tireType,
      subtype: productLines.subtype,
      season: productLines.season,
      warrantyMiles: productLines.warrantyMiles,
      ratingValue: productLines.ratingValue,
      ratingCount: productLines.ratingCount,
      scoreHandling: productLines.scoreHandling,
      scoreLongevity: productLines.scoreLongevity,
      scoreSimple: productLines.scoreSimple,
      scoreTraction: productLines.scoreTraction,
      brandSlug: brands.slug,
      brandName: brands.name,
      categoryId: categories.id,
      categorySlug: categories.slug,
      categoryName: categories.name,
      minPrice: sql<number | null>`${lineStat(sql`min(${skus.salePriceCents})`)}`,
      maxPrice: sql<number | null>`${lineStat(sql`max(${skus.salePriceCents})`)}`,
      sizeCount: sql<number>`${lineStat(sql`count(distinct ${skus.sizeId})::int`)}`,
    })
    .from(productLines)
    .innerJoin(brands, eq(brands.id, productLines.brandId))
    .innerJoin(categories, eq(categories.id, productLines.categoryId))
    .where(where)
    .orderBy(sql`${productLines.ratingCount} desc`, asc(brands.name), asc(productLines.name));
  return rows.map((r) => ({
    name: r.name,
    slug: r.slug,
    link: { href: paths.productLine(r.brandSlug, r.slug) },
    brand: { label: r.brandName, slug: r.brandSlug },
    category: { id: r.categoryId, slug: r.categorySlug, name: r.categoryName },
    type: { slug: r.tireType, name: typeName(r.tireType) },
    subtype: { slug: slugify(r.subtype), name: r.subtype },
    season: r.season as ProductLineSummary['season'],
    warrantyMiles: r.warrantyMiles,
    rating: { value: r.ratingValue, quantity: r.ratingCount },
    scores: { handling: r.scoreHandling, longevity: r.scoreLongevity, simple: r.scoreSimple, traction: r.scoreTraction },
    priceRangeInCents: r.minPrice === null ? null : { min: Number(r.minPrice), max: Number(r.maxPrice) },
    sizeCount: Number(r.sizeCount),
    image: { src: tireImageUrl(apiOrigin, r.brandSlug, r.slug), altText: `${r.brandName} ${r.name} tire` },
  }));
}

const typeName = (slug: string) => TIRE_TYPES.find((t) => t.slug === slug)?.name ?? slug;

/** Counts lines per key, keeping first-seen names; sorted by `order` or by name. */
function countBy(
  lines: ProductLineSummary[],
  keyOf: (l: ProductLineSummary) => { slug: string; name: string },
  link: (slug: string) => string,
  order?: readonly string[],
) {
  const counts = new Map<string, { slug: string; name: string; lineCount: number; link: { href: string } }>();
  for (const l of lines) {
    const { slug, name } = keyOf(l);
    const entry = counts.get(slug) ?? { slug, name, lineCount: 0, link: { href: link(slug) } };
    entry.lineCount++;
    counts.set(slug, entry);
  }
  const out = [...counts.values()];
  return order ? out.sort((a, b) => order.indexOf(a.slug) - order.indexOf(b.slug)) : out.sort((a, b) => a.name.localeCompare(b.name));
}

const TYPE_ORDER = TIRE_TYPES.map((t) => t.slug);

// ---------------------------------------------------------------------------------------------
// Brands

const brandRowColumns = {
  slug: brands.slug,
  name: brands.name,
  tier: brands.tier,
  country: brands.country,
  description: brands.description,
  // Written out: drizzle leaves columns unqualified in a one-table select, which would make
  // "id" ambiguous inside these correlated subqueries.
  lineCount: sql<number>`(select count(*)::int from product_lines pl where pl.brand_id = brands.id)`,
  lowestPrice: sql<
    number | null
  >`(select min(k.sale_price_cents) from skus k join product_lines pl on pl.id = k.product_line_id where pl.brand_id = brands.id)`,
};

function toBrandSummary(r: {
  slug: string;
  name: string;
  tier: string;
  country: string;
  description: string;
  lineCount: number;
  lowestPrice: number | null;
}) {
  return {
    slug: r.slug,
    name: r.name,
    tier: r.tier,
    country: r.country,
    description: r.description,
    link: { href: paths.brand(r.slug) },
    lineCount: Number(r.lineCount),
    lowestPriceInCents: r.lowestPrice === null ? null : Number(r.lowestPrice),
  };
}

/** Premium brands first (the seed's tier drives the brand list order), then by name. */
export async function listBrands(database: Database) {
  const rows = await database.db
    .select(brandRowColumns)
    .from(brands)
    .orderBy(sql`case ${brands.tier} when 'premium' then 0 when 'mid' then 1 else 2 end`, asc(brands.name));
  return { brands: rows.map(toBrandSummary) };
}

export async function getBrand(database: Database, rawSlug: string, apiOrigin: string) {
  const brand = await resolveBrand(database.db, rawSlug);
  const [[row], lines] = await Promise.all([
    database.db.select(brandRowColumns).from(brands).where(eq(brands.id, brand.id)),
    productLineSummaries(database.db, eq(productLines.brandId, brand.id), apiOrigin),
  ]);
  return {
    brand: toBrandSummary(row!),
    productLines: lines,
    categories: countBy(
      lines,
      (l) => l.category,
      (c) => catalogPaths.brandCategory(brand.slug, c),
    ),
    types: countBy(
      lines,
      (l) => l.type,
      (t) => catalogPaths.brandType(brand.slug, t),
      TYPE_ORDER,
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// Categories

const categoryRowColumns = {
  id: categories.id,
  slug: categories.slug,
  name: categories.name,
  lineCount: sql<number>`(select count(*)::int from product_lines pl where pl.category_id = categories.id)`,
  brandCount: sql<number>`(select count(distinct pl.brand_id)::int from product_lines pl where pl.category_id = categories.id)`,
  lowestPrice: sql<
    number | null
  >`(select min(k.sale_price_cents) from skus k join product_lines pl on pl.id = k.product_line_id where pl.category_id = categories.id)`,
};

function toCategorySummary(r: {
  id: number;
  slug: string;
  name: string;
  lineCount: number;
  brandCount: number;
  lowestPrice: number | null;
}) {
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    link: { href: paths.category(r.slug) },
    lineCount: Number(r.lineCount),
    brandCount: Number(r.brandCount),
    lowestPriceInCents: r.lowestPrice === null ? null : Number(r.lowestPrice),
  };
}

/** In spec §9 id order. */
export async function listCategories(database: Database) {
  const rows = await database.db.select(categoryRowColumns).from(categories).orderBy(asc(categories.id));
  return { categories: rows.map(toCategorySummary) };
}

export async function getCategory(database: Database, slug: string, apiOrigin: string) {
  const category = await resolveCategory(database.db, slug);
  const [[row], lines] = await Promise.all([
    database.db.select(categoryRowColumns).from(categories).where(eq(categories.id, category.id)),
    productLineSummaries(database.db, eq(productLines.categoryId, category.id), apiOrigin),
  ]);
  return {
    category: toCategorySummary(row!),
    productLines: lines,
    brands: countBy(
      lines,
      (l) => ({ slug: l.brand.slug, name: l.brand.label }),
      (b) => catalogPaths.brandCategory(b, category.slug),
    ),
    types: countBy(
      lines,
      (l) => l.type,
      (t) => catalogPaths.type(t),
      TYPE_ORDER,
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// Tire types and subtypes

async function tireTypeSummaries(db: Db) {
  const [lineCounts, lowest] = await Promise.all([
    db
      .select({ tireType: productLines.tireType, subtype: productLines.subtype, n: sql<number>`count(*)::int` })
      .from(productLines)
      .groupBy(productLines.tireType, productLines.subtype),
    db
      .select({ tireType: productLines.tireType, lowest: sql<number>`min(${skus.salePriceCents})` })
      .from(skus)
      .innerJoin(productLines, eq(productLines.id, skus.productLineId))
      .groupBy(productLines.tireType),
  ]);
  return TIRE_TYPES.map((t) => {
    const mine = lineCounts.filter((r) => r.tireType === t.slug);
    const low = lowest.find((r) => r.tireType === t.slug)?.lowest;
    return {
      slug: t.slug,
      name: t.name,
      link: { href: catalogPaths.type(t.slug) },
      lineCount: mine.reduce((n, r) => n + Number(r.n), 0),
      lowestPriceInCents: low === undefined || low === null ? null : Number(low),
      subtypes: mine
        .map((r) => ({
          slug: slugify(r.subtype),
          name: r.subtype,
          lineCount: Number(r.n),
          link: { href: catalogPaths.type(slugify(r.subtype)) },
        }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    };
  });
}

export async function listTireTypes(database: Database) {
  return { types: await tireTypeSummaries(database.db) };
}

/** A type slug (passenger …) or a subtype slug (grand-touring-all-season …): /types/{type} serves both. */
export async function getTireType(database: Database, slug: string, apiOrigin: string) {
  const db = database.db;
  const asType = TIRE_TYPES.find((t) => t.slug === slug);
  const subtype = asType ? undefined : (await subtypeIndex(db)).get(slug);
  if (!asType && !subtype) throw notFound(`There is no tire type "${slug}".`);
  const typeSlug = asType?.slug ?? subtype!.typeSlug;
  const [types, lines] = await Promise.all([
    tireTypeSummaries(db),
    productLineSummaries(db, asType ? eq(productLines.tireType, asType.slug) : eq(productLines.subtype, subtype!.name), apiOrigin),
  ]);
  const type = types.find((t) => t.slug === typeSlug)!;
  return {
    kind: asType ? ('type' as const) : ('subtype' as const),
    type,
    ...(subtype
      ? { subtype: { slug: subtype.slug, name: subtype.name, lineCount: lines.length, link: { href: catalogPaths.type(subtype.slug) } } }
      : {}),
    productLines: lines,
    brands: countBy(
      lines,
      (l) => ({ slug: l.brand.slug, name: l.brand.label }),
      (b) => catalogPaths.brandType(b, typeSlug),
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// Tire sizes by rim diameter

async function sizeCounts(db: Db, where: SQL | undefined) {
  const rows = await db
    .select({
      sizeKey: tireSizes.sizeKey,
      slug: tireSizes.slug,
      kind: tireSizes.kind,
      rimIn: tireSizes.rimIn,
      productCount: sql<number>`count(*)::int`,
      lowest: sql<number>`min(${skus.salePriceCents})`,
    })
    .from(tireSizes)
    .innerJoin(skus, eq(skus.sizeId, tireSizes.id))
    .where(where)
    .groupBy(tireSizes.id)
    // Within a rim: narrow to wide, then profile; flotation sizes (no width) after metric ones.
    .orderBy(
      asc(tireSizes.rimIn),
      sql`coalesce(${tireSizes.widthMm}, ${tireSizes.sectionWidthIn} * 25.4)`,
      sql`${tireSizes.aspectRatio} nulls last`,
      asc(tireSizes.sizeKey),
    );
  const byRim = new Map<number, { sizes: typeof rows }>();
  for (const r of rows) byRim.set(r.rimIn, { sizes: [...(byRim.get(r.rimIn)?.sizes ?? []), r] });
  return [...byRim.entries()].map(([rimIn, { sizes }]) => ({
    rimIn,
    link: { href: catalogPaths.rimDiameter(rimIn) },
    sizeCount: sizes.length,
    productCount: sizes.reduce((n, s) => n + Number(s.productCount), 0),
    sizes: sizes.map((s) => ({
      sizeKey: s.sizeKey,
      slug: s.slug,
      kind: s.kind as SizeKind,
      link: { href: paths.tireSize(s.slug) },
      productCount: Number(s.productCount),
      lowestPriceInCents: s.lowest === null ? null : Number(s.lowest),
    })),
  }));
}

/** Sizes with at least one tire, by rim (a size without tires would be an empty page). */
export async function listTireSizes(database: Database) {
  return { diameters: await sizeCounts(database.db, undefined) };
}

/** "17", "17-inch", "17in" or "r17" → 17; anything else is a 400. */
export function parseRimParam(raw: string): number {
  const match = /^r?(\d{1,2})(?:-?(?:in|inch|inches))?$/i.exec(raw.trim());
  if (!match) throw badRequest(`"${raw.slice(0, 20)}" is not a rim diameter. Try 17.`);
  return Number(match[1]);
}

export async function getRimDiameter(database: Database, raw: string) {
  const rimIn = parseRimParam(raw);
  const [diameter] = await sizeCounts(database.db, eq(tireSizes.rimIn, rimIn));
  if (!diameter) throw notFound(`We don't carry tires for ${rimIn}-inch rims.`);
  return diameter;
}
