/**
 * A product line's detail page (spec §2 /brands/{brand}/{productLine}): the line, its tire scores
 * (spec §3 Other, §9 bands), its rating and review averages, and every SKU it is sold as. The SKU
 * query and the score shaping are shared with compare and guided shopping.
 */
import {
  paths,
  REVIEW_ATTRIBUTES,
  scoreBand,
  scoreDisplay,
  withoutTiresSuffix,
  type ProductLine,
  type ProductSummary,
  type ReviewAttribute,
  type ReviewSummary,
  type TireScores,
  type UserType,
} from '@tireshop/core';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { brands, categories, productLines, reviews, skus, tireSizes } from '../db/schema';
import { notFound } from '../http/errors';
import { inBrandScope, type BrandScope } from './brand-scope';
import { listingColumns, parseSizeParam, tireImageUrl, toProductSummary } from './catalogue';
import { priceRowsFor, type ListPriced } from './price-lists';
import { attachPromotions } from './deals';

export const PRODUCT_LINE_NOT_FOUND = "We couldn't find that tire.";

/**
 * Every fact about a SKU that the product page, compare and guided shopping show: the fields of a
 * product summary (services/catalogue `toProductSummary`) plus its size, specs and its line's scores.
 */
export function skuQuery(db: Db, where: SQL | undefined) {
  return db
    .select({
      // A product summary's columns, plus the specs and scores only these pages show.
      ...listingColumns,
      maxLoadLb: skus.maxLoadLb,
      sidewall: skus.sidewall,
      treadDepth32nds: skus.treadDepth32nds,
      utqg: skus.utqg,
      weightLb: skus.weightLb,
      sizeKey: tireSizes.sizeKey,
      sizeSlug: tireSizes.slug,
      season: productLines.season,
      tireType: productLines.tireType,
      description: productLines.description,
      scoreHandling: productLines.scoreHandling,
      scoreLongevity: productLines.scoreLongevity,
      scoreSimple: productLines.scoreSimple,
      scoreTraction: productLines.scoreTraction,
    })
    .from(skus)
    .innerJoin(tireSizes, eq(tireSizes.id, skus.sizeId))
    .innerJoin(productLines, eq(productLines.id, skus.productLineId))
    .innerJoin(brands, eq(brands.id, productLines.brandId))
    .innerJoin(categories, eq(categories.id, productLines.categoryId))
    .where(where)
    .orderBy(
      asc(tireSizes.rimIn),
      sql`${tireSizes.widthMm} asc nulls last`,
      sql`${tireSizes.aspectRatio} asc nulls last`,
      asc(tireSizes.diameterIn),
      asc(tireSizes.sizeKey),
      asc(skus.loadIndex),
      asc(skus.id),
    );
}
export type SkuRow = Awaited<ReturnType<typeof skuQuery>>[number];

/** A SKU as a product summary; `total` belongs to the listing query's paging and is not shown. */
export const skuSummary = (row: ListPriced<SkuRow>, apiOrigin: string): ProductSummary =>
  toProductSummary({ ...row, total: 0 }, row.sizeKey, apiOrigin);

/**
 * SKUs as product summaries carrying their line's running deal, as in every listing
 * (spec §3 Product promotion), so a tire shows the same deal on every page.
 */
export async function skuSummaries(db: Db, rows: ListPriced<SkuRow>[], apiOrigin: string, now: Date): Promise<ProductSummary[]> {
  const summaries = rows.map((r) => skuSummary(r, apiOrigin));
  await attachPromotions(
    db,
    rows.map((r, i) => ({ lineId: r.lineId, summary: summaries[i]! })),
    now,
  );
  return summaries;
}

/** The four scores as shown (spec §3 Other: 0 is N/A; spec §9: the simple score's band). */
export function tireScores(line: {
  scoreHandling: number;
  scoreLongevity: number;
  scoreSimple: number;
  scoreTraction: number;
}): TireScores {
  const score = (value: number) => ({ value, display: scoreDisplay(value) });
  return {
    handling: score(line.scoreHandling),
    longevity: score(line.scoreLongevity),
    simple: { ...score(line.scoreSimple), band: scoreBand(line.scoreSimple) },
    traction: score(line.scoreTraction),
  };
}

/**
 * Severe-snow rating (the three-peak mountain snowflake) is not a column: winter and all-weather
 * lines carry it by definition, and the catalogue's descriptions say so for the others.
 */
export function isSevereSnowRated(line: { season: string; description: string }): boolean {
  return line.season === 'winter' || line.season === 'all-weather' || /severe snow|three-peak/i.test(line.description);
}

/** One decimal, as stars are shown. */
export const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The line a URL names: the brand slug with or without `-tires` (spec §5 Slugs), the line slug
 * in any letter case. Unknown → 404.
 */
/** A product line by its brand and line slugs; a line of a brand outside the caller's scope (a partner widget's) is the same 404. */
export async function findProductLine(db: Db, brandParam: string, lineParam: string, scope: BrandScope = null) {
  const brandSlug = brandParam.toLowerCase();
  const [row] = await db
    .select({ line: productLines, brand: brands, category: categories })
    .from(productLines)
    .innerJoin(brands, eq(brands.id, productLines.brandId))
    .innerJoin(categories, eq(categories.id, productLines.categoryId))
    .where(
      and(inArray(brands.slug, [...new Set([brandSlug, withoutTiresSuffix(brandSlug)])]), eq(productLines.slug, lineParam.toLowerCase())),
    )
    .limit(1);
  if (!row || !inBrandScope(scope, row.brand.id)) throw notFound(PRODUCT_LINE_NOT_FOUND);
  return row;
}
export type FoundProductLine = Awaited<ReturnType<typeof findProductLine>>;

export function productLineView(found: FoundProductLine, apiOrigin: string): ProductLine {
  const { line, brand, category } = found;
  return {
    id: line.id,
    name: line.name,
    slug: line.slug,
    brand: { label: brand.name, slug: brand.slug },
    category: { id: category.id, name: category.name, slug: category.slug },
    tireType: line.tireType,
    productSubType: line.subtype,
    season: line.season as ProductLine['season'],
    severeSnowRated: isSevereSnowRated(line),
    description: line.description,
    warrantyMiles: line.warrantyMiles,
    image: { src: tireImageUrl(apiOrigin, brand.slug, line.slug), altText: `${brand.name} ${line.name} tire` },
    link: { href: paths.productLine(brand.slug, line.slug) },
  };
}

/** A review's overall stars in SQL: the mean of the attributes it rates (at least one, by CHECK). */
export const reviewOverallSql = sql<number>`((${sql.join(
  REVIEW_ATTRIBUTES.map((a) => sql`coalesce(${reviewColumn(a)}, 0)`),
  sql` + `,
)})::float8 / nullif(num_nonnulls(${sql.join(
  REVIEW_ATTRIBUTES.map((a) => reviewColumn(a)),
  sql`, `,
)}), 0))`;

export function reviewColumn(attribute: ReviewAttribute) {
  return {
    dry: reviews.ratingDry,
    wet: reviews.ratingWet,
    winter: reviews.ratingWinter,
    comfort: reviews.ratingComfort,
    noise: reviews.ratingNoise,
    treadwear: reviews.ratingTreadwear,
  }[attribute];
}

/** Averages over the line's rows in the reviews table (one decimal; null where nothing is rated). */
export async function reviewSummary(db: Db, productLineId: number): Promise<ReviewSummary> {
  const fields: Record<string, SQL> = {
    reviewCount: sql<number>`count(*)::int`,
    averageOverall: sql<number | null>`avg(${reviewOverallSql})::float8`,
  };
  for (const a of REVIEW_ATTRIBUTES) {
    fields[`${a}Average`] = sql<number | null>`avg(${reviewColumn(a)})::float8`;
    fields[`${a}Count`] = sql<number>`count(${reviewColumn(a)})::int`;
  }
  const [row] = (await db.select(fields).from(reviews).where(eq(reviews.productLineId, productLineId))) as Record<string, unknown>[];
  // Aggregates come back as numbers from PGlite and as numbers or strings from node-postgres.
  const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  const avg = (value: unknown) => {
    const n = num(value);
    return n === null ? null : round1(n);
  };
  return {
    reviewCount: num(row!.reviewCount) ?? 0,
    averageOverall: avg(row!.averageOverall),
    attributes: Object.fromEntries(
      REVIEW_ATTRIBUTES.map((a) => [a, { average: avg(row![`${a}Average`]), count: num(row![`${a}Count`]) ?? 0 }]),
    ) as ReviewSummary['attributes'],
  };
}

export async function getProductLineDetail(
  database: Database,
  params: { brand: string; line: string },
  options: {
    size?: string;
    apiOrigin: string;
    now: Date;
    scope?: BrandScope;
    /** The signed-in shopper's user type: the sizes show their list's prices (services/price-lists.ts). */
    userType?: UserType | null;
  },
) {
  const { db } = database;
  const found = await findProductLine(db, params.brand, params.line, options.scope);
  // A malformed ?size= is a 400 like everywhere else; a well-formed one the line is not made in
  // selects nothing (the page still shows the line and its sizes).
  // An empty ?size= (a form sent with nothing chosen) is no size.
  const requested = options.size ? parseSizeParam(options.size) : null;
  const [retailRows, summary] = await Promise.all([skuQuery(db, eq(skus.productLineId, found.line.id)), reviewSummary(db, found.line.id)]);
  const rows = await priceRowsFor(db, options.userType, retailRows);
  const inRequestedSize = requested ? rows.filter((r) => r.sizeKey === requested.sizeKey) : [];
  // In stock first, then the cheapest: the one a shopper would most likely buy.
  const selected = [...inRequestedSize].sort(
    (a, b) => Number(b.stockQuantity > 0) - Number(a.stockQuantity > 0) || a.salePriceCents - b.salePriceCents || a.id - b.id,
  )[0];
  return {
    productLine: productLineView(found, options.apiOrigin),
    scores: tireScores(found.line),
    rating: { value: found.line.ratingValue, quantity: found.line.ratingCount },
    reviewSummary: summary,
    sizes: await skuSummaries(db, rows, options.apiOrigin, options.now),
    selectedSize: requested?.sizeKey ?? null,
    selectedProductId: selected?.id ?? null,
  };
}
