/**
 * The one listing behind every catalogue page (GET /v1/tires): a scope (size, staggered
 * front/rear sizes, brand, category, tire type, subtype, vehicle, deal), filters, facets, sort and
 * paging.
 *
 * SQL shape, for any scope size:
 * - the page: one indexed SELECT of summary columns with the scope and every filter, ORDER BY the
 *   sort, LIMIT/OFFSET (staggered sets: front/rear pairs of one line, cheapest matching tire each);
 * - the facets, ranges and total: one statement. The scoped tires are read once into a
 *   MATERIALIZED CTE that carries one boolean per filter in use; each facet is a GROUP BY over
 *   that CTE with every filter but its own (so a count says what clicking that value would give).
 * Both run concurrently after the scope's slugs are resolved; the page's promotions are one more
 * statement. No per-row queries.
 *
 * Staggered sets (spec: a vehicle with different front and rear sizes): a set is one product line
 * and run-flat choice sold in both sizes, with the cheapest tire matching the filters on each
 * axle. A facet value of a tire (speed rating, say) counts the sets whose front and rear both
 * have it, which is what filtering by that value alone gives.
 */
import {
  normaliseFilters,
  SEASONS,
  SPEED_RATINGS,
  TIRE_TYPES,
  WARRANTY_MILES_STEPS,
  slugify,
  type AppliedFilters,
  type FacetOption,
  type ListingFacets,
  type ListingQuery,
  type ListingResponse,
  type ProductSort,
  type UserType,
} from '@tireshop/core';
import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database, type Db } from '../db/client';
import { brands, categories, productLines, promotionProductLines, skus, tireSizes } from '../db/schema';
import { brandScopeCondition, type BrandScope } from './brand-scope';
import { notFound } from '../http/errors';
import { DEFAULT_PAGE_SIZE, listingColumns, listingOrder, resolveSize, toProductSummary, toTireSizeSummary } from './catalogue';
import { priceListFor, withListPrice, type ListPriced } from './price-lists';
import { attachPromotions, dealSummaries, findRunningDeal } from './deals';
import {
  productLineSummaries,
  resolveBrand,
  resolveBrandFilter,
  resolveCategory,
  resolveCategoryFilter,
  resolveSubtype,
  resolveTireType,
} from './taxonomy';
import { findTrims } from './vehicles';

export interface ListingContext {
  apiOrigin: string;
  /** The clock deals are judged by. */
  now: Date;
  /** The brands the caller may see (a partner widget's, services/brand-scope.ts); all when absent. */
  scope?: BrandScope;
  /** The signed-in shopper's user type: tires show their list's prices (services/price-lists.ts). */
  userType?: UserType | null;
}

/** Each filter, and the facet or range that ignores it. */
type FilterKey = 'brands' | 'categories' | 'types' | 'price' | 'load_index' | 'speed_ratings' | 'seasons' | 'run_flat' | 'warranty';
/** Also the CTE's flag column names (f_brands …): lowercase, so they need no quoting. */
const FILTER_KEYS: readonly FilterKey[] = [
  'brands',
  'categories',
  'types',
  'price',
  'load_index',
  'speed_ratings',
  'seasons',
  'run_flat',
  'warranty',
];

type Scope = ListingResponse['scope'];

interface ResolvedListing {
  scope: Scope;
  where: SQL[];
  filters: Partial<Record<FilterKey, SQL>>;
  applied: AppliedFilters;
  /** Staggered fitment: answer front/rear sets. */
  sets?: { frontSizeId: number; rearSizeId: number };
  dealId?: number;
  /** Names of the brands and categories in the filters, for selected facet values with no tires. */
  labels: Map<string, string>;
}

// ---------------------------------------------------------------------------------------------
// Scope and filters

async function resolveListing(db: Db, q: Partial<ListingQuery>, now: Date, sold: BrandScope = null): Promise<ResolvedListing> {
  const type = q.type === undefined ? undefined : resolveTireType(q.type);
  const applied = normaliseFilters({
    brands: q.brands,
    categories: q.categories,
    types: q.types,
    priceMin: q.priceMin,
    priceMax: q.priceMax,
    minLoadIndex: q.minLoadIndex,
    speedRatings: q.speedRatings,
    seasons: q.seasons,
    runFlat: q.runFlat,
    minWarrantyMiles: q.minWarrantyMiles,
  });
  const [size, rearSize, brand, category, subtype, vehicle, deal, brandFilter, categoryFilter] = await Promise.all([
    q.size === undefined ? undefined : resolveSize(db, q.size),
    q.rearSize === undefined ? undefined : resolveSize(db, q.rearSize),
    q.brand === undefined ? undefined : resolveBrand(db, q.brand),
    q.category === undefined ? undefined : resolveCategory(db, q.category),
    q.subtype === undefined ? undefined : resolveSubtype(db, q.subtype),
    q.make === undefined || q.model === undefined || q.year === undefined ? undefined : findTrims(db, q.make, q.model, q.year),
    q.deal === undefined ? undefined : findRunningDeal(db, q.deal, now),
    applied.brands ? resolveBrandFilter(db, applied.brands) : undefined,
    applied.categories ? resolveCategoryFilter(db, applied.categories) : undefined,
  ]);

  const scope: Scope = {};
  const where: SQL[] = [];
  // A partner widget's listings hold its brands only, facets and totals included.
  const brandLimit = brandScopeCondition(sold);
  if (brandLimit) where.push(brandLimit);
  let sets: ResolvedListing['sets'];

  if (size) {
    scope.tireSize = toTireSizeSummary(size);
    if (rearSize && rearSize.id !== size.id) {
      scope.rearTireSize = toTireSizeSummary(rearSize);
      sets = { frontSizeId: size.id, rearSizeId: rearSize.id };
      where.push(inArray(skus.sizeId, [size.id, rearSize.id]));
    } else {
      where.push(eq(skus.sizeId, size.id));
    }
  }
  if (vehicle) {
    const ref = {
      make: vehicle.make.name,
      makeSlug: vehicle.make.slug,
      model: vehicle.model.name,
      modelSlug: vehicle.model.slug,
      year: vehicle.year,
    };
    if (q.trim !== undefined) {
      const trim = vehicle.trims.find((t) => t.slug === slugify(q.trim!));
      if (!trim) throw notFound(`We don't have a ${vehicle.year} ${vehicle.make.name} ${vehicle.model.name} ${q.trim}.`);
      scope.vehicle = { ...ref, trim: trim.name, trimSlug: trim.slug };
      scope.tireSize = trim.frontSize;
      if (trim.isStaggered) {
        scope.rearTireSize = trim.rearSize;
        sets = { frontSizeId: trim.frontSizeId, rearSizeId: trim.rearSizeId };
        where.push(inArray(skus.sizeId, [trim.frontSizeId, trim.rearSizeId]));
      } else {
        where.push(eq(skus.sizeId, trim.frontSizeId));
      }
    } else {
      // No trim: every original-equipment size of the year, front and rear.
      scope.vehicle = ref;
      const bySize = new Map<number, (typeof vehicle.trims)[number]['frontSize']>();
      for (const t of vehicle.trims) {
        bySize.set(t.frontSizeId, t.frontSize);
        bySize.set(t.rearSizeId, t.rearSize);
      }
      scope.tireSizes = [...bySize.values()];
      where.push(inArray(skus.sizeId, [...bySize.keys()]));
    }
  }
  if (brand) {
    scope.brand = { slug: brand.slug, name: brand.name };
    where.push(eq(productLines.brandId, brand.id));
  }
  if (category) {
    scope.category = { id: category.id, slug: category.slug, name: category.name };
    where.push(eq(productLines.categoryId, category.id));
  }
  if (type) {
    scope.type = { slug: type.slug, name: type.name };
    where.push(eq(productLines.tireType, type.slug));
  }
  if (subtype) {
    scope.subtype = { slug: subtype.slug, name: subtype.name };
    where.push(eq(productLines.subtype, subtype.name));
  }
  if (deal) {
    scope.deal = { slug: deal.slug, title: deal.title };
    where.push(
      sql`${productLines.id} in (select ${promotionProductLines.productLineId} from ${promotionProductLines} where ${promotionProductLines.promotionId} = ${deal.id})`,
    );
  }

  const filters: ResolvedListing['filters'] = {};
  if (brandFilter)
    filters.brands = inArray(
      productLines.brandId,
      brandFilter.map((b) => b.id),
    );
  if (categoryFilter)
    filters.categories = inArray(
      productLines.categoryId,
      categoryFilter.map((c) => c.id),
    );
  if (applied.types) filters.types = inArray(productLines.tireType, applied.types);
  if (applied.priceMin !== undefined || applied.priceMax !== undefined) {
    filters.price = and(
      applied.priceMin === undefined ? undefined : gte(skus.salePriceCents, applied.priceMin),
      applied.priceMax === undefined ? undefined : lte(skus.salePriceCents, applied.priceMax),
    );
  }
  if (applied.minLoadIndex !== undefined) filters.load_index = gte(skus.loadIndex, applied.minLoadIndex);
  if (applied.speedRatings) filters.speed_ratings = inArray(skus.speedRating, applied.speedRatings);
  if (applied.seasons) filters.seasons = inArray(productLines.season, applied.seasons);
  if (applied.runFlat !== undefined) filters.run_flat = eq(skus.runFlat, applied.runFlat);
  // Lines without a warranty are left out once a minimum is asked for.
  if (applied.minWarrantyMiles !== undefined) filters.warranty = gte(productLines.warrantyMiles, applied.minWarrantyMiles);

  const labels = new Map<string, string>();
  for (const b of brandFilter ?? []) labels.set(`brands:${b.slug}`, b.name);
  for (const c of categoryFilter ?? []) labels.set(`categories:${c.slug}`, c.name);
  return { scope, where, filters, applied, sets, dealId: deal?.id, labels };
}

// ---------------------------------------------------------------------------------------------
// Facets, ranges and total

/** The filters in use: only they get a flag column and a condition (see allBut). */
const activeKeys = (r: ResolvedListing) => FILTER_KEYS.filter((k) => r.filters[k] !== undefined);

/** The scoped tires with one boolean column per filter in use. */
function scopedCte(r: ResolvedListing): SQL {
  const flags = activeKeys(r).map((k) => sql`, coalesce(${r.filters[k]!}, false) as ${sql.raw(`f_${k}`)}`);
  const sizeFlag = (id: number | undefined) => (id === undefined ? sql`false` : sql`${skus.sizeId} = ${id}`);
  return sql`scoped as materialized (
    select ${skus.id} as id, ${skus.productLineId} as line_id, ${skus.runFlat} as run_flat,
      ${skus.salePriceCents} as price, ${skus.loadIndex} as load_index, ${skus.speedRating} as speed_rating,
      ${brands.slug} as brand_slug, ${brands.name} as brand_name, ${categories.slug} as category_slug,
      ${categories.name} as category_name, ${productLines.tireType} as tire_type, ${productLines.season} as season,
      ${productLines.warrantyMiles} as warranty_miles, ${productLines.ratingValue} as rating_value,
      ${productLines.ratingCount} as rating_count,
      ${sizeFlag(r.sets?.frontSizeId)} as is_front, ${sizeFlag(r.sets?.rearSizeId)} as is_rear
      ${sql.join(flags, sql``)}
    from ${skus}
    inner join ${productLines} on ${productLines.id} = ${skus.productLineId}
    inner join ${brands} on ${brands.id} = ${productLines.brandId}
    inner join ${categories} on ${categories.id} = ${productLines.categoryId}
    ${r.where.length ? sql`where ${and(...r.where)}` : sql``}
  )`;
}

/**
 * Every filter in use but `except` (all of them when undefined), over the CTE's flag columns.
 * Filters not in use are left out rather than written as `true`: the planner estimates each flag
 * as halving the rows, and nine of them made it pick sort-based grouping over a hash for 100k rows.
 */
const allBut = (r: ResolvedListing, except?: FilterKey) =>
  sql.raw(
    [
      'true',
      ...activeKeys(r)
        .filter((k) => k !== except)
        .map((k) => `f_${k}`),
    ].join(' and '),
  );

/** A set (staggered mode) is one line and run-flat choice with a tire in each size. */
const BOTH_SIZES = sql.raw('bool_or(is_front) and bool_or(is_rear)');

const FACETS: { name: keyof ListingFacets; filter: FilterKey; value: string; label: string; where?: string }[] = [
  { name: 'brands', filter: 'brands', value: 'brand_slug', label: 'brand_name' },
  { name: 'categories', filter: 'categories', value: 'category_slug', label: 'category_name' },
  { name: 'types', filter: 'types', value: 'tire_type', label: 'tire_type' },
  { name: 'speedRatings', filter: 'speed_ratings', value: 'speed_rating', label: 'speed_rating' },
  { name: 'seasons', filter: 'seasons', value: 'season', label: 'season' },
  { name: 'runFlat', filter: 'run_flat', value: 'run_flat::text', label: 'run_flat::text' },
  {
    name: 'minWarrantyMiles',
    filter: 'warranty',
    value: 'warranty_miles::text',
    label: 'warranty_miles::text',
    where: 'warranty_miles is not null',
  },
];

interface FacetRow {
  facet: string;
  value: string | null;
  label: string | null;
  n: number;
  lo: number | null;
  hi: number | null;
}

function facetStatement(r: ResolvedListing): SQL {
  const setsMode = r.sets !== undefined;
  const branches: SQL[] = FACETS.map((f) => {
    const cond = sql`${allBut(r, f.filter)}${f.where ? sql.raw(` and ${f.where}`) : sql``}`;
    const name = sql.raw(`'${f.name}'::text`);
    return setsMode
      ? sql`select ${name}, value, label, count(*)::int, null::int, null::int from (
          select line_id, run_flat, ${sql.raw(f.value)} as value, ${sql.raw(f.label)} as label from scoped
          where ${cond} group by 1, 2, 3, 4 having ${BOTH_SIZES}) t group by value, label`
      : sql`select ${name}, ${sql.raw(f.value)}, ${sql.raw(f.label)}, count(*)::int, null::int, null::int
          from scoped where ${cond} group by 2, 3`;
  });
  const inSets = (cond: SQL) =>
    setsMode
      ? sql` and (line_id, run_flat) in (select line_id, run_flat from scoped where ${cond} group by 1, 2 having ${BOTH_SIZES})`
      : sql``;
  for (const [name, filter, column] of [
    ['price', 'price', 'price'],
    ['loadIndex', 'load_index', 'load_index'],
  ] as const) {
    const cond = allBut(r, filter);
    branches.push(
      sql`select ${sql.raw(`'${name}'::text`)}, null, null, count(*)::int, min(${sql.raw(column)})::int, max(${sql.raw(column)})::int
        from scoped where ${cond}${inSets(cond)}`,
    );
  }
  branches.push(
    setsMode
      ? sql`select 'total'::text, null, null, count(*)::int, null::int, null::int from (
          select line_id, run_flat from scoped where ${allBut(r)} group by 1, 2 having ${BOTH_SIZES}) t`
      : sql`select 'total'::text, null, null, count(*)::int, null::int, null::int from scoped where ${allBut(r)}`,
  );
  return sql`with ${scopedCte(r)} select * from (${sql.join(branches, sql` union all `)}) f(facet, value, label, n, lo, hi)`;
}

const RUN_FLAT_LABELS: Record<string, string> = { true: 'Run-flat', false: 'Not run-flat' };

function buildFacets(rows: FacetRow[], r: ResolvedListing): ListingFacets {
  const applied = r.applied;
  const of = (name: keyof ListingFacets) => rows.filter((x) => x.facet === name && x.value !== null);
  const countOf = (name: keyof ListingFacets, value: string) => of(name).find((x) => x.value === value)?.n ?? 0;

  /** Values with tires plus selected ones (count 0), so a checked box never disappears. */
  const bySlug = (name: 'brands' | 'categories', selected: string[] = []): FacetOption[] => {
    const options = of(name).map((x) => ({
      value: x.value!,
      label: x.label ?? x.value!,
      count: x.n,
      selected: selected.includes(x.value!),
    }));
    for (const s of selected) {
      if (!options.some((o) => o.value === s))
        options.push({ value: s, label: r.labels.get(`${name}:${s}`) ?? s, count: 0, selected: true });
    }
    return options.sort((a, b) => a.label.localeCompare(b.label));
  };
  const inOrder = (name: keyof ListingFacets, values: readonly { value: string; label: string }[], isSelected: (v: string) => boolean) =>
    values
      .map(({ value, label }) => ({ value, label, count: countOf(name, value), selected: isSelected(value) }))
      .filter((o) => o.count > 0 || o.selected);

  const warrantyRows = of('minWarrantyMiles');
  return {
    brands: bySlug('brands', applied.brands),
    categories: bySlug('categories', applied.categories),
    types: inOrder(
      'types',
      TIRE_TYPES.map((t) => ({ value: t.slug, label: t.name })),
      (v) => applied.types?.includes(v as never) ?? false,
    ),
    speedRatings: inOrder(
      'speedRatings',
      SPEED_RATINGS.map((s) => ({ value: s, label: s })),
      (v) => applied.speedRatings?.includes(v as never) ?? false,
    ),
    seasons: inOrder(
      'seasons',
      SEASONS.map((s) => ({ value: s.slug, label: s.name })),
      (v) => applied.seasons?.includes(v as never) ?? false,
    ),
    runFlat: inOrder(
      'runFlat',
      ['true', 'false'].map((v) => ({ value: v, label: RUN_FLAT_LABELS[v]! })),
      (v) => applied.runFlat === (v === 'true'),
    ),
    // Cumulative: "50,000+ miles" counts every tire whose line warrants 50,000 miles or more.
    minWarrantyMiles: WARRANTY_MILES_STEPS.map((step) => ({
      value: String(step),
      label: `${step.toLocaleString('en-US')}+ miles`,
      count: warrantyRows.filter((x) => Number(x.value) >= step).reduce((n, x) => n + x.n, 0),
      selected: applied.minWarrantyMiles === step,
    })).filter((o) => o.count > 0 || o.selected),
  };
}

// ---------------------------------------------------------------------------------------------
// Pages

const summaryQuery = (db: Db) =>
  db
    .select({ ...listingColumns, sizeKey: tireSizes.sizeKey })
    .from(skus)
    .innerJoin(productLines, eq(productLines.id, skus.productLineId))
    .innerJoin(brands, eq(brands.id, productLines.brandId))
    .innerJoin(categories, eq(categories.id, productLines.categoryId))
    .innerJoin(tireSizes, eq(tireSizes.id, skus.sizeId));

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['where']>>[number];

function productsPage(db: Db, r: ResolvedListing, sort: ProductSort, limit: number, offset: number) {
  const filters = FILTER_KEYS.map((k) => r.filters[k]).filter((f): f is SQL => f !== undefined);
  return summaryQuery(db)
    .where(and(...r.where, ...filters))
    .orderBy(...listingOrder(sort))
    .limit(limit)
    .offset(offset);
}

const inStock = (column: string) => sql.raw(`exists (select 1 from stock where sku_id = ${column} and quantity > 0)`);

/** Sets ordered by the sort; the stock subqueries only run for best-match. */
function setsOrder(sort: ProductSort): SQL {
  switch (sort) {
    case 'price-asc':
      return sql`set_price asc, line_id, run_flat`;
    case 'price-desc':
      return sql`set_price desc, line_id, run_flat`;
    case 'rating':
      return sql`rating_value desc, rating_count desc, set_price asc, line_id, run_flat`;
    default:
      return sql`(${inStock('front_id')} and ${inStock('rear_id')}) desc,
        rating_value * ln(1 + rating_count) desc, set_price asc, line_id, run_flat`;
  }
}

async function setsPage(db: Db, r: ResolvedListing, sort: ProductSort, limit: number, offset: number) {
  // Per line and run-flat choice, the cheapest matching tire in each size: one set per line
  // (a run-flat is never paired with a regular tire on one car).
  const pairs = rowsOf<{ front_id: number; rear_id: number; set_price: number }>(
    await db.execute(sql`with ${scopedCte(r)},
      cheapest as (
        select distinct on (line_id, run_flat, is_front) id, line_id, run_flat, is_front, price, rating_value, rating_count
        from scoped where ${allBut(r)} order by line_id, run_flat, is_front, price, id),
      sets as (
        select f.line_id, f.run_flat, f.id as front_id, r.id as rear_id, (2 * f.price + 2 * r.price)::int as set_price,
          f.rating_value, f.rating_count
        from cheapest f join cheapest r on r.line_id = f.line_id and r.run_flat = f.run_flat and f.is_front and not r.is_front)
      select front_id, rear_id, set_price from sets order by ${setsOrder(sort)} limit ${limit} offset ${offset}`),
  );
  const ids = pairs.flatMap((p) => [Number(p.front_id), Number(p.rear_id)]);
  const rows = ids.length ? await summaryQuery(db).where(inArray(skus.id, ids)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return pairs.map((p) => ({ front: byId.get(Number(p.front_id))!, rear: byId.get(Number(p.rear_id))!, setPrice: Number(p.set_price) }));
}

// ---------------------------------------------------------------------------------------------

export async function listTires(database: Database, query: Partial<ListingQuery>, context: ListingContext): Promise<ListingResponse> {
  const db = database.db;
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const sort = query.sort ?? 'best-match';
  const offset = (page - 1) * pageSize;
  const resolved = await resolveListing(db, query, context.now, context.scope);

  const summarise = (row: ListPriced<SummaryRow>) => toProductSummary(row, row.sizeKey, context.apiOrigin);
  const [facetRows, pageResult] = await Promise.all([
    db.execute(facetStatement(resolved)).then((res) => rowsOf<FacetRow>(res)),
    resolved.sets
      ? setsPage(db, resolved, sort, pageSize, offset).then((sets) => ({ products: [] as SummaryRow[], sets }))
      : productsPage(db, resolved, sort, pageSize, offset).then((products) => ({ products, sets: [] })),
  ]);

  // The shopper's prices (their list's, else retail), one look-up for the page's tires.
  const list = await priceListFor(db, context.userType, [
    ...pageResult.products.map((r) => r.id),
    ...pageResult.sets.flatMap((x) => [x.front.id, x.rear.id]),
  ]);
  const siteProducts = pageResult.products.map((retail) => {
    const row = withListPrice(list, retail);
    return { row, summary: summarise(row) };
  });
  const sets = pageResult.sets.map((x) => {
    const front = withListPrice(list, x.front);
    const rear = withListPrice(list, x.rear);
    const setPrice = list ? 2 * front.salePriceCents + 2 * rear.salePriceCents : x.setPrice;
    return { ...x, front, rear, setPrice, frontSummary: summarise(front), rearSummary: summarise(rear) };
  });
  await attachPromotions(
    db,
    [
      ...siteProducts.map(({ row, summary }) => ({ lineId: row.lineId, summary })),
      ...sets.flatMap((s) => [
        { lineId: s.front.lineId, summary: s.frontSummary },
        { lineId: s.rear.lineId, summary: s.rearSummary },
      ]),
    ],
    context.now,
    resolved.dealId,
  );

  const rows = facetRows.map((x) => ({
    ...x,
    n: Number(x.n),
    lo: x.lo === null ? null : Number(x.lo),
    hi: x.hi === null ? null : Number(x.hi),
  }));
  const range = (name: string) => {
    const x = rows.find((row) => row.facet === name);
    return x && x.n > 0 && x.lo !== null && x.hi !== null ? { min: x.lo, max: x.hi } : null;
  };
  const total = rows.find((x) => x.facet === 'total')?.n ?? 0;
  return {
    scope: resolved.scope,
    mode: resolved.sets ? 'sets' : 'products',
    siteProducts: siteProducts.map((p) => p.summary),
    sets: sets.map((s) => ({
      brand: { label: s.front.brandName, slug: s.front.brandSlug },
      productLine: { name: s.front.lineName, slug: s.front.lineSlug },
      front: s.frontSummary,
      rear: s.rearSummary,
      setPriceInCents: s.setPrice,
    })),
    facets: buildFacets(rows, resolved),
    ranges: { priceInCents: range('price'), loadIndex: range('loadIndex') },
    appliedFilters: resolved.applied,
    resultMetadata: {
      pagination: { total, page, pageSize, pageCount: Math.ceil(total / pageSize) },
      sort,
    },
  };
}

/**
 * The SQL of a listing without running it: the facet statement and the products page (none for
 * staggered sets), for benchmarks and EXPLAIN, as services/catalogue exports sizeListingQuery.
 */
export async function listingStatements(db: Db, query: Partial<ListingQuery>, now: Date) {
  const resolved = await resolveListing(db, query, now);
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const page = resolved.sets
    ? undefined
    : productsPage(db, resolved, query.sort ?? 'best-match', pageSize, ((query.page ?? 1) - 1) * pageSize);
  return { facets: facetStatement(resolved), page };
}

/**
 * The deal page (GET /v1/deals/{deal}): the running deal, its product lines and a page of its
 * tires through the listing's deal scope (each carrying this deal). Here rather than in ./deals
 * because deals sits below the listings that price tires with it.
 */
export async function getDeal(
  database: Database,
  slug: string,
  paging: { page?: number; pageSize?: number; sort?: ProductSort },
  context: ListingContext,
) {
  const deal = await findRunningDeal(database.db, slug, context.now);
  const [[summary], lines, listing] = await Promise.all([
    dealSummaries(database.db, [deal]),
    productLineSummaries(
      database.db,
      sql`${productLines.id} in (select ${promotionProductLines.productLineId} from ${promotionProductLines} where ${promotionProductLines.promotionId} = ${deal.id})`,
      context.apiOrigin,
    ),
    listTires(database, { deal: slug, ...paging }, context),
  ]);
  return { deal: summary!, productLines: lines, listing };
}
