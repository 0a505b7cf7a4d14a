/**
 * Catalogue browsing calls: one listing with filters and facets behind every catalogue page,
 * taxonomy (brands, categories, tire types, sizes), vehicles, deals and the sitemap. Every
 * endpoint defined here is listed in `browseEndpoints`.
 *
 * Slugs follow spec §5: brand and make slugs may carry a `-tires` suffix (it is stripped),
 * size slugs are `225-45r17` (typed notation `225/45R17` is accepted too).
 */
import * as v from 'valibot';
import type { Endpoint } from './endpoint';
import { defineEndpoint } from './endpoint';
import { imageSchema, money, paginationSchema, queryInt } from './fields';
import { PRODUCT_SORTS, productSummarySchema, tireSizeSummarySchema } from './catalogue';

// ---------------------------------------------------------------------------------------------
// Vocabularies

/** Tire types (product_lines.tire_type), in menu order. */
export const TIRE_TYPES = [
  { slug: 'passenger', name: 'Passenger' },
  { slug: 'light-truck', name: 'Light Truck' },
  { slug: 'suv-crossover', name: 'SUV & Crossover' },
  { slug: 'performance', name: 'Performance' },
  { slug: 'winter', name: 'Winter' },
  { slug: 'commercial', name: 'Commercial' },
] as const;
export type TireTypeSlug = (typeof TIRE_TYPES)[number]['slug'];
export const TIRE_TYPE_SLUGS = TIRE_TYPES.map((t) => t.slug) as unknown as readonly [TireTypeSlug, ...TireTypeSlug[]];

/** Seasons (product_lines.season), in menu order. */
export const SEASONS = [
  { slug: 'all-season', name: 'All Season' },
  { slug: 'all-weather', name: 'All Weather' },
  { slug: 'summer', name: 'Summer' },
  { slug: 'winter', name: 'Winter' },
] as const;
export type Season = (typeof SEASONS)[number]['slug'];
export const SEASON_SLUGS = SEASONS.map((s) => s.slug) as unknown as readonly [Season, ...Season[]];

/**
 * Speed ratings from slowest to fastest (Z, "over 149 mph", sits between V and W as tire makers
 * list it). The spec is silent on the list; this is the US sidewall code set.
 */
export const SPEED_RATINGS = ['L', 'M', 'N', 'P', 'Q', 'R', 'S', 'T', 'U', 'H', 'V', 'Z', 'W', 'Y'] as const;
export type SpeedRating = (typeof SPEED_RATINGS)[number];

/** Thresholds offered by the "minimum warranty" facet. */
export const WARRANTY_MILES_STEPS = [30_000, 40_000, 50_000, 60_000, 70_000, 80_000] as const;

/** spec §3 Product promotion: couponAmountType. */
export const COUPON_AMOUNT_TYPES = ['Percentage', 'Amount'] as const;
/** spec §3 promotion types. */
export const PROMOTION_TYPES = ['Flat Amount', 'Buy3Get1', 'Free', 'Percentage'] as const;

/** Most values in one comma list; more is not a shopper's filter. */
export const MAX_FILTER_VALUES = 40;
export const MAX_PRICE_CENTS = 1_000_000;
export const MAX_LOAD_INDEX = 200;
export const MAX_WARRANTY_MILES = 200_000;

// ---------------------------------------------------------------------------------------------
// Query building blocks

/** A slug in a URL: lowercase letters, digits and hyphens (spec §5 Slugs), bounded. */
export function slugParam(name: string, maxLength = 80) {
  const message = `${name} must be a slug of lowercase letters, digits and hyphens.`;
  return v.pipe(
    v.string(message),
    v.maxLength(maxLength, `${name} must be at most ${maxLength} characters.`),
    v.transform((s) => s.trim().toLowerCase()),
    v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, message),
  );
}

/** A tire size in a query or path: a slug (225-45r17) or typed notation (225/45R17). */
export const sizeParam = v.pipe(v.string(), v.maxLength(40, 'That is not a tire size.'));

/**
 * A comma-separated list ("michelin,goodyear"): split, trimmed, empties dropped, duplicates
 * removed. `normalise` maps each value (case), `isAllowed` rejects unknown ones with a message
 * naming the first of them.
 */
function commaList<T extends string>(
  name: string,
  options: { normalise: (s: string) => string; isAllowed: (s: string) => boolean; describe: string },
) {
  return v.pipe(
    v.union(
      [v.pipe(v.string(), v.maxLength(2000, `${name} is too long.`)), v.array(v.string())],
      `${name} must be a comma-separated list.`,
    ),
    v.transform((input) => [
      ...new Set((Array.isArray(input) ? input : input.split(',')).map((s) => options.normalise(s.trim())).filter(Boolean)),
    ]),
    v.check((items) => items.length <= MAX_FILTER_VALUES, `${name} takes at most ${MAX_FILTER_VALUES} values.`),
    v.check(
      (items) => items.every(options.isAllowed),
      (issue) => {
        const bad = (issue.input as string[]).find((s) => !options.isAllowed(s)) ?? '';
        return `${name}: "${bad.slice(0, 40)}" is not ${options.describe}.`;
      },
    ),
    v.transform((items) => items as T[]),
  );
}

const isSlug = (s: string) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(s) && s.length <= 80;

/** "true" / "false" in a query string (spec §5 Query strings), or a JSON boolean. */
export function queryBoolean(name: string) {
  const message = `${name} must be true or false.`;
  return v.union(
    [
      v.boolean(),
      v.pipe(
        v.picklist(['true', 'false'], message),
        v.transform((s) => s === 'true'),
      ),
    ],
    message,
  );
}

/**
 * The filters of a listing (all optional). Values are normalised: lists deduplicated, slugs
 * lowercased and stripped of `-tires` (brands), speed ratings uppercased.
 */
export const listingFilterEntries = {
  /** Brand slugs, e.g. "michelin,goodyear" (a `-tires` suffix is accepted). */
  brands: v.optional(
    commaList<string>('brands', {
      normalise: (s) => s.toLowerCase().replace(/-tires$/, ''),
      isAllowed: isSlug,
      describe: 'a brand slug',
    }),
  ),
  /** Category slugs, e.g. "all-season,touring". */
  categories: v.optional(
    commaList<string>('categories', { normalise: (s) => s.toLowerCase(), isAllowed: isSlug, describe: 'a category slug' }),
  ),
  /** Tire type slugs (TIRE_TYPES). */
  types: v.optional(
    commaList<TireTypeSlug>('types', {
      normalise: (s) => s.toLowerCase(),
      isAllowed: (s) => (TIRE_TYPE_SLUGS as readonly string[]).includes(s),
      describe: `a tire type (one of ${TIRE_TYPE_SLUGS.join(', ')})`,
    }),
  ),
  /** Lowest price per tire, in cents. */
  priceMin: v.optional(queryInt('priceMin', 0, MAX_PRICE_CENTS)),
  /** Highest price per tire, in cents. */
  priceMax: v.optional(queryInt('priceMax', 0, MAX_PRICE_CENTS)),
  /** Lowest load index (the single, higher figure of an LT dual index such as 121/118). */
  minLoadIndex: v.optional(queryInt('minLoadIndex', 0, MAX_LOAD_INDEX)),
  /** Speed ratings, e.g. "H,V,W". */
  speedRatings: v.optional(
    commaList<SpeedRating>('speedRatings', {
      normalise: (s) => s.toUpperCase(),
      isAllowed: (s) => (SPEED_RATINGS as readonly string[]).includes(s),
      describe: `a speed rating (one of ${SPEED_RATINGS.join(', ')})`,
    }),
  ),
  /** Seasons (SEASONS). */
  seasons: v.optional(
    commaList<Season>('seasons', {
      normalise: (s) => s.toLowerCase(),
      isAllowed: (s) => (SEASON_SLUGS as readonly string[]).includes(s),
      describe: `a season (one of ${SEASON_SLUGS.join(', ')})`,
    }),
  ),
  runFlat: v.optional(queryBoolean('runFlat')),
  /** Lowest treadwear warranty in miles; lines without a warranty are left out when set. */
  minWarrantyMiles: v.optional(queryInt('minWarrantyMiles', 0, MAX_WARRANTY_MILES)),
};

/** The filters as the server echoes them back (normalised; absent when not applied). */
export const appliedFiltersSchema = v.object({
  brands: v.optional(v.array(v.string())),
  categories: v.optional(v.array(v.string())),
  types: v.optional(v.array(v.picklist(TIRE_TYPE_SLUGS))),
  priceMin: v.optional(money),
  priceMax: v.optional(money),
  minLoadIndex: v.optional(v.number()),
  speedRatings: v.optional(v.array(v.picklist(SPEED_RATINGS))),
  seasons: v.optional(v.array(v.picklist(SEASON_SLUGS))),
  runFlat: v.optional(v.boolean()),
  minWarrantyMiles: v.optional(v.number()),
});
export type AppliedFilters = v.InferOutput<typeof appliedFiltersSchema>;
/** The filters a shopper chose (the storefront's name for them; core/src/catalogue/filters). */
export type CatalogueFilters = AppliedFilters;

const inOrder = <T extends string>(order: readonly T[], values: readonly T[]) => order.filter((x) => values.includes(x));
const sortedUnique = (values: readonly string[]) => [...new Set(values)].sort();

/**
 * The canonical form of a set of filters: lists deduplicated and ordered (slugs alphabetically,
 * types, speed ratings and seasons in their menu order), empty lists and unset values dropped.
 * The server echoes filters in this form and the storefront writes URLs in it, so one choice of
 * filters has one URL.
 */
export function normaliseFilters(filters: AppliedFilters): AppliedFilters {
  const out: AppliedFilters = {};
  if (filters.brands?.length) out.brands = sortedUnique(filters.brands.map((b) => b.replace(/-tires$/, '')));
  if (filters.categories?.length) out.categories = sortedUnique(filters.categories);
  if (filters.types?.length) out.types = inOrder(TIRE_TYPE_SLUGS, filters.types);
  if (filters.priceMin !== undefined) out.priceMin = filters.priceMin;
  if (filters.priceMax !== undefined) out.priceMax = filters.priceMax;
  if (filters.minLoadIndex !== undefined) out.minLoadIndex = filters.minLoadIndex;
  if (filters.speedRatings?.length) out.speedRatings = inOrder(SPEED_RATINGS, filters.speedRatings);
  if (filters.seasons?.length) out.seasons = inOrder(SEASON_SLUGS, filters.seasons);
  if (filters.runFlat !== undefined) out.runFlat = filters.runFlat;
  if (filters.minWarrantyMiles !== undefined) out.minWarrantyMiles = filters.minWarrantyMiles;
  return out;
}

/** Page, page size and sort of a listing. */
export const listingPagingEntries = {
  page: v.optional(queryInt('page', 1, 10_000)),
  pageSize: v.optional(queryInt('pageSize', 1, 50)),
  sort: v.optional(v.picklist(PRODUCT_SORTS, `sort must be one of ${PRODUCT_SORTS.join(', ')}.`)),
};

/** Checks between fields that a single field's schema cannot see. */
function crossFieldMessage(q: {
  priceMin?: number;
  priceMax?: number;
  size?: string;
  rearSize?: string;
  make?: string;
  model?: string;
  year?: number;
  trim?: string;
}): string | null {
  if (q.priceMin !== undefined && q.priceMax !== undefined && q.priceMin > q.priceMax) {
    return 'priceMin must not be more than priceMax.';
  }
  if (q.rearSize !== undefined && q.size === undefined) return 'rearSize needs size (the front size) as well.';
  const vehicleParts = [q.make, q.model, q.year];
  // spec §5 Vehicle catalog pills: a vehicle needs make, model and year.
  if ((vehicleParts.some((p) => p !== undefined) || q.trim !== undefined) && vehicleParts.some((p) => p === undefined)) {
    return 'A vehicle needs make, model and year.';
  }
  if (q.make !== undefined && q.size !== undefined) return 'Choose a vehicle or a tire size, not both.';
  return null;
}

/** The filters alone, with the price check: for callers that validate filters without a scope. */
export const listingFiltersSchema = v.pipe(
  v.object(listingFilterEntries),
  v.check(
    (q) => crossFieldMessage(q) === null,
    (issue) => crossFieldMessage(issue.input as never) ?? 'The filters are not valid.',
  ),
);
export type ListingFilters = v.InferOutput<typeof listingFiltersSchema>;

// ---------------------------------------------------------------------------------------------
// Answer building blocks

export const namedSlugSchema = v.object({ slug: v.string(), name: v.string() });
export const categoryRefSchema = v.object({ id: v.number(), slug: v.string(), name: v.string() });
export const priceRangeSchema = v.object({ min: money, max: money });
export const numberRangeSchema = v.object({ min: v.number(), max: v.number() });

/** One choice of a facet: what clicking it would give, with the other filters applied. */
export const facetOptionSchema = v.object({
  /** The value to put in the filter (a slug, a speed rating, "true", a mile threshold). */
  value: v.string(),
  label: v.string(),
  count: v.number(),
  selected: v.boolean(),
});
export type FacetOption = v.InferOutput<typeof facetOptionSchema>;

export const listingFacetsSchema = v.object({
  brands: v.array(facetOptionSchema),
  categories: v.array(facetOptionSchema),
  types: v.array(facetOptionSchema),
  speedRatings: v.array(facetOptionSchema),
  seasons: v.array(facetOptionSchema),
  runFlat: v.array(facetOptionSchema),
  /** Cumulative: the count of "50000" is tires with a warranty of at least 50,000 miles. */
  minWarrantyMiles: v.array(facetOptionSchema),
});
export type ListingFacets = v.InferOutput<typeof listingFacetsSchema>;

/** spec §3 Cart product fields of a staggered fitment: one product line, front and rear sizes. */
export const tireSetSchema = v.object({
  brand: v.object({ label: v.string(), slug: v.string() }),
  productLine: v.object({ name: v.string(), slug: v.string() }),
  front: productSummarySchema,
  rear: productSummarySchema,
  /** 2 front + 2 rear tires, in cents. */
  setPriceInCents: money,
});
export type TireSet = v.InferOutput<typeof tireSetSchema>;

export const vehicleRefSchema = v.object({
  make: v.string(),
  makeSlug: v.string(),
  model: v.string(),
  modelSlug: v.string(),
  year: v.number(),
  trim: v.optional(v.string()),
  trimSlug: v.optional(v.string()),
});

/** What a listing was scoped to, resolved (names for headings and breadcrumbs). */
export const listingScopeSchema = v.object({
  tireSize: v.optional(tireSizeSummarySchema),
  rearTireSize: v.optional(tireSizeSummarySchema),
  /** Vehicle scope without a trim: every original-equipment size of the year's trims. */
  tireSizes: v.optional(v.array(tireSizeSummarySchema)),
  brand: v.optional(namedSlugSchema),
  category: v.optional(categoryRefSchema),
  type: v.optional(namedSlugSchema),
  subtype: v.optional(namedSlugSchema),
  vehicle: v.optional(vehicleRefSchema),
  deal: v.optional(v.object({ slug: v.string(), title: v.string() })),
});

export const listingResponseSchema = v.object({
  scope: listingScopeSchema,
  /** `sets` when front and rear sizes differ (a staggered fitment): results are front/rear sets. */
  mode: v.picklist(['products', 'sets']),
  /** The page of tires (mode `products`); empty in mode `sets`. */
  siteProducts: v.array(productSummarySchema),
  /** The page of front/rear sets (mode `sets`); empty in mode `products`. */
  sets: v.array(tireSetSchema),
  /** Counts per facet value over the scope with the other facets' filters applied. */
  facets: listingFacetsSchema,
  /** Price per tire and load index over the scope with the other filters applied; null when empty. */
  ranges: v.object({ priceInCents: v.nullable(priceRangeSchema), loadIndex: v.nullable(numberRangeSchema) }),
  appliedFilters: appliedFiltersSchema,
  /** Totals count tires (mode `products`) or sets (mode `sets`). */
  resultMetadata: v.object({ pagination: paginationSchema, sort: v.picklist(PRODUCT_SORTS) }),
});
export type ListingResponse = v.InferOutput<typeof listingResponseSchema>;

// ---------------------------------------------------------------------------------------------
// The listing

export const listingQuerySchema = v.pipe(
  v.object({
    // Scope (any combination; all given scopes apply).
    size: v.optional(sizeParam),
    /** The rear size of a staggered fitment (needs size): the answer is front/rear sets. Equal to size: a plain listing. */
    rearSize: v.optional(sizeParam),
    brand: v.optional(slugParam('brand')),
    category: v.optional(slugParam('category')),
    type: v.optional(slugParam('type')),
    subtype: v.optional(slugParam('subtype')),
    make: v.optional(slugParam('make')),
    model: v.optional(slugParam('model')),
    year: v.optional(queryInt('year', 1900, 2100)),
    trim: v.optional(slugParam('trim')),
    deal: v.optional(slugParam('deal')),
    ...listingFilterEntries,
    ...listingPagingEntries,
  }),
  v.check(
    (q) => crossFieldMessage(q) === null,
    (issue) => crossFieldMessage(issue.input as never) ?? 'The request is not valid.',
  ),
);
export type ListingQuery = v.InferOutput<typeof listingQuerySchema>;

export const tireListingEndpoint = defineEndpoint({
  id: 'listTires',
  method: 'GET',
  path: '/v1/tires',
  summary:
    'The listing behind every catalogue page. Scope by size (slug or typed), rearSize (staggered: ' +
    'answers front/rear sets), brand, category, type, subtype, vehicle (make, model, year, optional ' +
    'trim) or deal; filter by brands, categories, types, priceMin/priceMax (cents per tire), ' +
    'minLoadIndex, speedRatings, seasons, runFlat, minWarrantyMiles (lists are comma-separated); ' +
    'sort and page. Facet counts are computed with the other filters applied. Unknown scope → 404; ' +
    'invalid filter → 400.',
  auth: true,
  query: listingQuerySchema,
  response: listingResponseSchema,
});

// ---------------------------------------------------------------------------------------------
// Taxonomy: brands, categories, tire types, sizes

export const productLineSummarySchema = v.object({
  name: v.string(),
  slug: v.string(),
  /** /brands/{brand}-tires/{line} */
  link: v.object({ href: v.string() }),
  brand: v.object({ label: v.string(), slug: v.string() }),
  category: categoryRefSchema,
  type: namedSlugSchema,
  subtype: namedSlugSchema,
  season: v.picklist(SEASON_SLUGS),
  warrantyMiles: v.nullable(v.number()),
  rating: v.object({ value: v.number(), quantity: v.number() }),
  /** Tire scores 0–10; 0 means N/A (spec §3 Other: tire scores). */
  scores: v.object({ handling: v.number(), longevity: v.number(), simple: v.number(), traction: v.number() }),
  /** Sale price per tire over the line's sizes; null when it is sold in none. */
  priceRangeInCents: v.nullable(priceRangeSchema),
  sizeCount: v.number(),
  image: imageSchema,
});
export type ProductLineSummary = v.InferOutput<typeof productLineSummarySchema>;

export const brandSummarySchema = v.object({
  slug: v.string(),
  name: v.string(),
  /** premium | mid | value */
  tier: v.string(),
  country: v.string(),
  description: v.string(),
  link: v.object({ href: v.string() }),
  lineCount: v.number(),
  lowestPriceInCents: v.nullable(money),
});

/** A category or type a brand (or a category, a type) has, with its line count and page link. */
export const taxonRefSchema = v.object({
  slug: v.string(),
  name: v.string(),
  lineCount: v.number(),
  link: v.object({ href: v.string() }),
});

export const brandsEndpoint = defineEndpoint({
  id: 'listBrands',
  method: 'GET',
  path: '/v1/brands',
  summary: 'Every brand with its tier, product line count and lowest price per tire (cents); premium first.',
  auth: true,
  response: v.object({ brands: v.array(brandSummarySchema) }),
});

export const brandEndpoint = defineEndpoint({
  id: 'getBrand',
  method: 'GET',
  path: '/v1/brands/{brand}',
  summary:
    'One brand (slug, with or without -tires): its product lines, and the categories and tire types ' +
    'it has (for /brands/{brand}/categories and /brands/{brand}/types). Unknown brand → 404.',
  auth: true,
  params: v.object({ brand: slugParam('brand') }),
  response: v.object({
    brand: brandSummarySchema,
    productLines: v.array(productLineSummarySchema),
    categories: v.array(taxonRefSchema),
    types: v.array(taxonRefSchema),
  }),
});

export const categorySummarySchema = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  link: v.object({ href: v.string() }),
  lineCount: v.number(),
  brandCount: v.number(),
  lowestPriceInCents: v.nullable(money),
});

export const categoriesEndpoint = defineEndpoint({
  id: 'listCategories',
  method: 'GET',
  path: '/v1/categories',
  summary: 'Every category (spec §9 ids) with line and brand counts and the lowest price per tire (cents).',
  auth: true,
  response: v.object({ categories: v.array(categorySummarySchema) }),
});

export const categoryEndpoint = defineEndpoint({
  id: 'getCategory',
  method: 'GET',
  path: '/v1/categories/{category}',
  summary: 'One category: its product lines, the brands and tire types in it. Unknown category → 404.',
  auth: true,
  params: v.object({ category: slugParam('category') }),
  response: v.object({
    category: categorySummarySchema,
    productLines: v.array(productLineSummarySchema),
    brands: v.array(taxonRefSchema),
    types: v.array(taxonRefSchema),
  }),
});

export const tireTypeSummarySchema = v.object({
  slug: v.string(),
  name: v.string(),
  link: v.object({ href: v.string() }),
  lineCount: v.number(),
  lowestPriceInCents: v.nullable(money),
  subtypes: v.array(taxonRefSchema),
});

export const tireTypesEndpoint = defineEndpoint({
  id: 'listTireTypes',
  method: 'GET',
  path: '/v1/tire-types',
  summary: 'Tire types (passenger, light-truck, suv-crossover, performance, winter, commercial) and their subtypes.',
  auth: true,
  response: v.object({ types: v.array(tireTypeSummarySchema) }),
});

export const tireTypeEndpoint = defineEndpoint({
  id: 'getTireType',
  method: 'GET',
  path: '/v1/tire-types/{type}',
  summary:
    'One tire type or subtype by slug (/types/{type} serves both; kind says which): its product lines, ' +
    'brands and subtypes. Unknown → 404.',
  auth: true,
  params: v.object({ type: slugParam('type') }),
  response: v.object({
    kind: v.picklist(['type', 'subtype']),
    type: tireTypeSummarySchema,
    /** Present when kind is `subtype`. */
    subtype: v.optional(taxonRefSchema),
    productLines: v.array(productLineSummarySchema),
    brands: v.array(taxonRefSchema),
  }),
});

export const sizeCountSchema = v.object({
  sizeKey: v.string(),
  slug: v.string(),
  kind: v.picklist(['p-metric', 'metric', 'lt', 'flotation']),
  link: v.object({ href: v.string() }),
  productCount: v.number(),
  lowestPriceInCents: v.nullable(money),
});

export const rimDiameterSchema = v.object({
  rimIn: v.number(),
  /** /tire-sizes/diameter/{rim} */
  link: v.object({ href: v.string() }),
  sizeCount: v.number(),
  productCount: v.number(),
  sizes: v.array(sizeCountSchema),
});

export const tireSizesEndpoint = defineEndpoint({
  id: 'listTireSizes',
  method: 'GET',
  path: '/v1/tire-sizes',
  summary: 'Every size the shop sells, grouped by rim diameter, with tire counts (for /tire-sizes).',
  auth: true,
  response: v.object({ diameters: v.array(rimDiameterSchema) }),
});

export const rimDiameterEndpoint = defineEndpoint({
  id: 'getRimDiameter',
  method: 'GET',
  path: '/v1/tire-sizes/diameter/{rim}',
  summary: 'The sizes of one rim diameter in inches (17, or 17-inch) with counts and lowest prices. A rim we sell nothing for → 404.',
  auth: true,
  params: v.object({ rim: v.pipe(v.string(), v.maxLength(20, 'That is not a rim diameter.')) }),
  response: rimDiameterSchema,
});

// ---------------------------------------------------------------------------------------------
// Vehicles

export const vehicleMakesEndpoint = defineEndpoint({
  id: 'listVehicleMakes',
  method: 'GET',
  path: '/v1/vehicles',
  summary: 'Vehicle makes with their model counts.',
  auth: true,
  response: v.object({ makes: v.array(v.object({ name: v.string(), slug: v.string(), modelCount: v.number() })) }),
});

export const vehicleModelsEndpoint = defineEndpoint({
  id: 'listVehicleModels',
  method: 'GET',
  path: '/v1/vehicles/{make}',
  summary: 'The models of a make (slug, with or without -tires), each with its year span. Unknown make → 404.',
  auth: true,
  params: v.object({ make: slugParam('make') }),
  response: v.object({
    make: namedSlugSchema,
    models: v.array(
      v.object({
        name: v.string(),
        slug: v.string(),
        /** /vehicles/{make}-tires/{model} */
        link: v.object({ href: v.string() }),
        yearFrom: v.number(),
        yearTo: v.number(),
        /** spec §5 Commercial-type vehicles. */
        isCommercial: v.boolean(),
      }),
    ),
  }),
});

export const vehicleYearsEndpoint = defineEndpoint({
  id: 'listVehicleYears',
  method: 'GET',
  path: '/v1/vehicles/{make}/{model}',
  summary: 'The years of a model, newest first. Unknown make or model → 404.',
  auth: true,
  params: v.object({ make: slugParam('make'), model: slugParam('model') }),
  response: v.object({
    make: namedSlugSchema,
    model: namedSlugSchema,
    years: v.array(
      v.object({
        year: v.number(),
        /** /vehicles/{make}-tires/{model}/{year} */
        link: v.object({ href: v.string() }),
        trimCount: v.number(),
      }),
    ),
  }),
});

export const vehicleTrimSchema = v.object({
  name: v.string(),
  slug: v.string(),
  vehicleType: v.string(),
  frontSize: tireSizeSummarySchema,
  rearSize: tireSizeSummarySchema,
  /** Front and rear sizes differ: the listing answers front/rear sets. */
  isStaggered: v.boolean(),
  /** spec §5 Commercial-type vehicles. */
  isCommercial: v.boolean(),
});
export type VehicleTrim = v.InferOutput<typeof vehicleTrimSchema>;

export const vehicleTrimsEndpoint = defineEndpoint({
  id: 'listVehicleTrims',
  method: 'GET',
  path: '/v1/vehicles/{make}/{model}/{year}',
  summary: "A year's trims with their original-equipment front and rear sizes. Unknown vehicle → 404.",
  auth: true,
  params: v.object({ make: slugParam('make'), model: slugParam('model'), year: queryInt('year', 1900, 2100) }),
  response: v.object({
    vehicle: vehicleRefSchema,
    /** /vehicles/{make}-tires/{model}/{year} */
    link: v.object({ href: v.string() }),
    trims: v.array(vehicleTrimSchema),
  }),
});

// ---------------------------------------------------------------------------------------------
// Deals

export const dealSummarySchema = v.object({
  slug: v.string(),
  title: v.string(),
  description: v.string(),
  /** spec §3 promotion types. */
  promotionType: v.picklist(PROMOTION_TYPES),
  /** spec §3 Product promotion: Percentage → couponAmount is percent (12.5); Amount → cents. */
  couponAmountType: v.picklist(COUPON_AMOUNT_TYPES),
  couponAmount: v.number(),
  /** Tires to buy for the deal to apply (4 for "a set of 4"). */
  minQuantity: v.number(),
  /** spec §3 sale themes (blackFriday, cyberMonday …); null for an everyday deal. */
  theme: v.nullable(v.string()),
  startsAt: v.nullable(v.string()),
  endsAt: v.nullable(v.string()),
  /** /tire-deals/{slug} */
  link: v.object({ href: v.string() }),
  brands: v.array(namedSlugSchema),
  productLineCount: v.number(),
});
export type DealSummary = v.InferOutput<typeof dealSummarySchema>;

export const dealsEndpoint = defineEndpoint({
  id: 'listDeals',
  method: 'GET',
  path: '/v1/deals',
  summary: 'The deals running now (started, not ended), themed sales first.',
  auth: true,
  response: v.object({ deals: v.array(dealSummarySchema) }),
});

export const dealEndpoint = defineEndpoint({
  id: 'getDeal',
  method: 'GET',
  path: '/v1/deals/{deal}',
  summary:
    'One running deal: its product lines and a page of its tires (the listing scoped to the deal; each ' +
    'tire carries the promotion). A deal that is unknown, ended or not started → 404.',
  auth: true,
  params: v.object({ deal: slugParam('deal') }),
  query: v.object(listingPagingEntries),
  response: v.object({
    deal: dealSummarySchema,
    productLines: v.array(productLineSummarySchema),
    listing: listingResponseSchema,
  }),
});

// ---------------------------------------------------------------------------------------------
// Sitemap

export const SITEMAP_KINDS = [
  'static',
  'brand',
  'brand-categories',
  'brand-category',
  'brand-types',
  'brand-type',
  'product-line',
  'category',
  'type',
  'tire-size',
  'rim-diameter',
  'vehicle-model',
  'vehicle-year',
  'deal',
  'tire-shops',
  'tire-shop',
] as const;

export const sitemapEndpoint = defineEndpoint({
  id: 'getSitemap',
  method: 'GET',
  path: '/v1/sitemap',
  summary: 'Every catalogue page path (brands, lines, categories, types, sizes, vehicles, deals, tire shops), once each, for /sitemap.xml.',
  auth: true,
  response: v.object({
    entries: v.array(v.object({ path: v.string(), kind: v.picklist(SITEMAP_KINDS) })),
    total: v.number(),
  }),
});

export const browseEndpoints: readonly Endpoint[] = [
  tireListingEndpoint,
  brandsEndpoint,
  brandEndpoint,
  categoriesEndpoint,
  categoryEndpoint,
  tireTypesEndpoint,
  tireTypeEndpoint,
  tireSizesEndpoint,
  rimDiameterEndpoint,
  vehicleMakesEndpoint,
  vehicleModelsEndpoint,
  vehicleYearsEndpoint,
  vehicleTrimsEndpoint,
  dealsEndpoint,
  dealEndpoint,
  sitemapEndpoint,
];
