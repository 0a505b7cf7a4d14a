/**
 * Tire listings. The query builders are exported so benchmarks can run the very same SQL
 * without the framework (bench/size-listing.ts).
 */
import {
  fillMessage,
  parseTireSize,
  SIZE_REFUSALS,
  tireSizeFromSlug,
  type ProductSort,
  type ProductSummary,
  paths,
  type UserType,
} from '@tireshop/core';
import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { brands, categories, productLines, skus, stock, tireSizes } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { brandScopeCondition, type BrandScope } from './brand-scope';
import { attachPromotions } from './deals';
import { priceRowsFor } from './price-lists';
import { builtStatement, builtVariants } from './statements';

export const DEFAULT_PAGE_SIZE = 20;

/** Resolves a size from a URL slug (225-45r17) or typed notation (225/45R17); 400 if malformed. */
export function parseSizeParam(raw: string) {
  const size = tireSizeFromSlug(raw) ?? parseTireSize(raw);
  if (!size) throw badRequest(fillMessage(SIZE_REFUSALS.notASize, { size: raw.slice(0, 40) }));
  return size;
}

/** A tire_sizes row as the contract's tireSizeSummary. */
export function toTireSizeSummary(size: typeof tireSizes.$inferSelect): TireSizeSummary {
  return {
    sizeKey: size.sizeKey,
    slug: size.slug,
    kind: size.kind as TireSizeSummary['kind'],
    rimIn: size.rimIn,
    diameterIn: size.diameterIn,
  };
}
type TireSizeSummary = {
  sizeKey: string;
  slug: string;
  kind: 'p-metric' | 'metric' | 'lt' | 'flotation';
  rimIn: number;
  diameterIn: number;
};

/** A size from a slug or typed notation: 400 when malformed, 404 when the shop does not carry it. */
export async function resolveSize(db: Db, raw: string) {
  const parsed = parseSizeParam(raw);
  const [size] = await findSize(db, parsed.sizeKey);
  if (!size) throw notFound(fillMessage(SIZE_REFUSALS.notCarried, { size: parsed.sizeKey }));
  return size;
}

const sizeColumns = getTableColumns(tireSizes);
const findSizeStatement = builtStatement(sizeColumns, (db) =>
  db
    .select(sizeColumns)
    .from(tireSizes)
    .where(eq(tireSizes.sizeKey, sql.placeholder('sizeKey')))
    .limit(1),
);

/** The tire_sizes row of a size key (none when the shop does not carry it); SQL built once (services/statements.ts). */
export function findSize(db: Db, sizeKey: string) {
  return findSizeStatement(db, { sizeKey });
}

/** Units of a SKU across warehouses: a per-row sum over the stock primary key (sku_id, warehouse_id). */
const stockOf = sql<number>`(select coalesce(sum(${stock.quantity}), 0)::int from ${stock} where ${stock.skuId} = ${skus.id})`;

/** The columns a product summary is made from (`toProductSummary`); FROM skus joined to line, brand, category. */
export const listingColumns = {
  id: skus.id,
  partNumber: skus.partNumber,
  loadIndex: skus.loadIndex,
  loadIndexDual: skus.loadIndexDual,
  speedRating: skus.speedRating,
  loadRange: skus.loadRange,
  runFlat: skus.runFlat,
  salePriceCents: skus.salePriceCents,
  listPriceCents: skus.listPriceCents,
  fetCents: skus.fetCents,
  isInstallable: skus.isInstallable,
  isOversize: skus.isOversize,
  lineId: productLines.id,
  // Whose tire it is: price lists discount by brand (services/price-lists.ts), partner widgets sell theirs (brand-scope.ts).
  brandId: productLines.brandId,
  lineName: productLines.name,
  lineSlug: productLines.slug,
  subtype: productLines.subtype,
  warrantyMiles: productLines.warrantyMiles,
  ratingValue: productLines.ratingValue,
  ratingCount: productLines.ratingCount,
  categoryId: categories.id,
  categoryName: categories.name,
  brandName: brands.name,
  brandSlug: brands.slug,
  stockQuantity: stockOf,
};

/** The order of each sort over listingColumns' tables; `skus.id` last so pages never overlap. */
export function listingOrder(sort: ProductSort) {
  // In stock = some warehouse has one (quantity is never negative): an EXISTS stops at the first
  // such row, where a sum reads every warehouse of every matching tire before the top-N sort.
  const inStockFirst = sql`exists (select 1 from ${stock} where ${stock.skuId} = ${skus.id} and ${stock.quantity} > 0) desc`;
  return {
    'best-match': [
      inStockFirst,
      desc(sql`${productLines.ratingValue} * ln(1 + ${productLines.ratingCount})`),
      asc(skus.salePriceCents),
      asc(skus.id),
    ],
    'price-asc': [asc(skus.salePriceCents), asc(skus.id)],
    'price-desc': [desc(skus.salePriceCents), asc(skus.id)],
    rating: [desc(productLines.ratingValue), desc(productLines.ratingCount), asc(skus.salePriceCents), asc(skus.id)],
  }[sort];
}

/** How a listing's brands are limited: not at all, to some brands, or to none (a partner widget without brands). */
type ScopeKind = 'all' | 'brands' | 'none';
const scopeKind = (scope: BrandScope): ScopeKind => (scope === null ? 'all' : scope.length > 0 ? 'brands' : 'none');

/** `brandScopeCondition` with the brand ids as the placeholder `brandIds` (an int array). */
const scopeCondition = (kind: ScopeKind) =>
  kind === 'all' ? undefined : kind === 'none' ? sql`false` : sql`${productLines.brandId} = any(${sql.placeholder('brandIds')}::int[])`;

const sizeListingColumns = { ...listingColumns, total: sql<number>`count(*) over ()::int` };

/** The listing's builder; placeholders `sizeId`, `limit`, `offset` (and `brandIds` when scoped to brands). */
const sizeListingBuilder = (db: Db, sort: ProductSort, kind: ScopeKind) =>
  db
    .select(sizeListingColumns)
    .from(skus)
    .innerJoin(productLines, eq(productLines.id, skus.productLineId))
    .innerJoin(brands, eq(brands.id, productLines.brandId))
    .innerJoin(categories, eq(categories.id, productLines.categoryId))
    .where(and(eq(skus.sizeId, sql.placeholder('sizeId')), scopeCondition(kind)))
    .orderBy(...listingOrder(sort))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));

/** One statement per sort and kind of scope, its SQL built on first use (services/statements.ts). */
const sizeListingStatement = builtVariants((variant: `${ProductSort}:${ScopeKind}`) => {
  const [sort, kind] = variant.split(':') as [ProductSort, ScopeKind];
  return builtStatement(sizeListingColumns, (db) => sizeListingBuilder(db as Db, sort, kind));
});

/** A size's tires, of the scope's brands only (a partner widget's: services/brand-scope.ts). */
export function sizeListingQuery(db: Db, sizeId: number, sort: ProductSort, limit: number, offset: number, scope: BrandScope = null) {
  const kind = scopeKind(scope);
  return sizeListingStatement(`${sort}:${kind}`)(db, { sizeId, limit, offset, brandIds: kind === 'brands' ? [...scope!] : null });
}

/**
 * A row of listingColumns; the window total of a listing query may ride along, and callers
 * that build rows elsewhere may leave out the line id (only promotions need it).
 */
export type ListingRow = Omit<Awaited<ReturnType<typeof sizeListingQuery>>[number], 'total' | 'lineId' | 'brandId'> & {
  total?: number;
  lineId?: number;
  brandId?: number;
  /** Set by a price list (services/price-lists.ts withListPrice): the retail price beside the list's. */
  retailPriceCents?: number;
  priceLabel?: string;
};

export function tireImageUrl(apiOrigin: string, brandSlug: string, lineSlug: string) {
  return `${apiOrigin}/api/images/tires/${brandSlug}/${lineSlug}.svg`;
}

export function toProductSummary(row: ListingRow, sizeKey: string, apiOrigin: string): ProductSummary {
  const load = row.loadIndexDual ? `${row.loadIndex}/${row.loadIndexDual}` : String(row.loadIndex);
  return {
    productId: row.id,
    partNumber: row.partNumber,
    name: `${row.brandName} ${row.lineName}`,
    brand: { label: row.brandName, slug: row.brandSlug },
    productLine: { name: row.lineName, slug: row.lineSlug },
    category: { id: row.categoryId, name: row.categoryName },
    productSubType: row.subtype,
    size: sizeKey,
    serviceDescription: `${load}${row.speedRating}`,
    loadRange: row.loadRange,
    runFlat: row.runFlat,
    warrantyMiles: row.warrantyMiles,
    image: { src: tireImageUrl(apiOrigin, row.brandSlug, row.lineSlug), altText: `${row.brandName} ${row.lineName} tire` },
    link: { href: `${paths.productLine(row.brandSlug, row.lineSlug)}?size=${encodeURIComponent(sizeKey)}` },
    price: {
      salePriceInCents: row.salePriceCents,
      listPriceInCents: row.listPriceCents,
      ...(row.priceLabel === undefined ? {} : { retailPriceInCents: row.retailPriceCents, priceLabel: row.priceLabel }),
    },
    fetInCents: row.fetCents,
    isInstallable: row.isInstallable,
    isOversizeTire: row.isOversize,
    stockQuantity: row.stockQuantity,
    rating: { value: row.ratingValue, quantity: row.ratingCount },
  };
}

export async function listTiresForSize(
  database: Database,
  rawSize: string,
  options: {
    page: number;
    pageSize: number;
    sort: ProductSort;
    apiOrigin: string;
    now: Date;
    scope?: BrandScope;
    /** The signed-in shopper's user type: the listing shows their list's prices (services/price-lists.ts). */
    userType?: UserType | null;
  },
) {
  const size = await resolveSize(database.db, rawSize);
  const offset = (options.page - 1) * options.pageSize;
  const scope = options.scope ?? null;
  const rows = await priceRowsFor(
    database.db,
    options.userType,
    await sizeListingQuery(database.db, size.id, options.sort, options.pageSize, offset, scope),
  );
  // count(*) over () rides on each row; a page past the end has none, so count separately then.
  const total =
    rows[0]?.total ??
    (
      await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(skus)
        .innerJoin(productLines, eq(productLines.id, skus.productLineId))
        .where(and(eq(skus.sizeId, size.id), brandScopeCondition(scope)))
    )[0]!.n;
  const siteProducts = rows.map((r) => toProductSummary(r, size.sizeKey, options.apiOrigin));
  // spec §3 Product promotion: tires of a line on a running deal carry it.
  await attachPromotions(
    database.db,
    rows.map((r, i) => ({ lineId: r.lineId, summary: siteProducts[i]! })),
    options.now,
  );
  return {
    tireSize: toTireSizeSummary(size),
    siteProducts,
    resultMetadata: {
      pagination: { total, page: options.page, pageSize: options.pageSize, pageCount: Math.ceil(total / options.pageSize) },
      sort: options.sort,
    },
  };
}
