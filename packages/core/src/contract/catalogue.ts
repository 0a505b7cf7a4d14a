import * as v from 'valibot';
import { defineEndpoint } from './endpoint';
import { imageSchema, money, paginationSchema, queryInt, shopperText } from './fields';

/** spec §3 Search: query types. */
export const SEARCH_QUERY_TYPES = [
  'brand',
  'category',
  'tireSize',
  'frontTireSize',
  'rearTireSize',
  'vehicle',
  'tireType',
  'makeModelYearOption',
  'subtype',
  'guidedShopping',
] as const;
export type SearchQueryType = (typeof SEARCH_QUERY_TYPES)[number];

/**
 * What an item is (spec §3 Search result item `type`). Vehicle items name their level of the
 * make → model → year → trim hierarchy; `productLine` items link to a product detail page.
 */
export const SEARCH_RESULT_TYPES = [
  'tireSize',
  'brand',
  'category',
  'productLine',
  'tireType',
  'subtype',
  'vehicleMake',
  'vehicleModel',
  'vehicleYear',
  'vehicleTrim',
  'guidedShopping',
] as const;
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number];

/** Which group of the answer a list is; stable keys for the overlay (labels are for people). */
export const SEARCH_RESULT_GROUPS = [
  'tireSizes',
  'rearTireSizes',
  'brands',
  'vehicles',
  'makeModelYear',
  'categories',
  'tireTypes',
  'subtypes',
  'productLines',
  'guidedShopping',
] as const;
export type SearchResultGroupId = (typeof SEARCH_RESULT_GROUPS)[number];

/**
 * A vehicle as far as the shopper has chosen it. Slugs are what `additionalQueryText` paths are
 * made of (`toyota/camry/2021`); `isCommercial` follows spec §5 Commercial-type vehicles.
 */
export const vehicleMetadataSchema = v.object({
  make: v.string(),
  model: v.optional(v.string()),
  year: v.optional(v.string()),
  trim: v.optional(v.string()),
  makeSlug: v.optional(v.string()),
  modelSlug: v.optional(v.string()),
  /** Body type as catalogued (Sedan, Pickup, Commercial, Trailer …); several joined by ", " above trim level. */
  vehicleType: v.optional(v.string()),
  isCommercial: v.optional(v.boolean()),
  /** Original-equipment sizes, on trims: rear only when staggered. */
  frontTireSize: v.optional(v.string()),
  rearTireSize: v.optional(v.string()),
});
export type VehicleMetadata = v.InferOutput<typeof vehicleMetadataSchema>;

/** spec §3 Search: result item. */
export const searchResultItemSchema = v.object({
  label: v.string(),
  /** The label cut into runs; the runs that match what was typed are highlighted. */
  labelSegments: v.array(v.object({ value: v.string(), isHighlighted: v.boolean() })),
  detailLabel: v.optional(v.string()),
  type: v.picklist(SEARCH_RESULT_TYPES),
  typeName: v.string(),
  /**
   * What the search box becomes when the item is chosen. For drill-down items (`isPillItem`:
   * vehicle make/model/year, a front size) send `queryType` and `additionalQueryText` back to
   * GET /search-typeahead for the next level; other items are chosen by following `link`.
   */
  action: v.object({
    queryType: v.picklist(SEARCH_QUERY_TYPES),
    queryText: v.string(),
    additionalQueryText: v.optional(v.string()),
  }),
  /** A site-relative storefront URL. */
  link: v.object({ href: v.string() }),
  image: v.optional(imageSchema),
  vehicleMetadata: v.optional(vehicleMetadataSchema),
  /** Choosing it makes a pill that locks the search (spec §2 Shell behaviour) instead of navigating. */
  isPillItem: v.optional(v.boolean()),
});
export type SearchResultItem = v.InferOutput<typeof searchResultItemSchema>;

export const searchResultGroupSchema = v.object({
  id: v.picklist(SEARCH_RESULT_GROUPS),
  label: v.string(),
  siteSearchResultList: v.array(searchResultItemSchema),
});
export type SearchResultGroup = v.InferOutput<typeof searchResultGroupSchema>;

export const typeaheadEndpoint = defineEndpoint({
  id: 'searchTypeahead',
  method: 'GET',
  path: '/search-typeahead',
  summary:
    'Suggestions while the shopper types (spec §3 query types). Without queryType: the groups that ' +
    'match (sizes when the text starts like a size; otherwise brands, vehicles, year/make/model, ' +
    'categories, tire types, subtypes, product lines), at most 10 items each. Tire sizes match from ' +
    'any prefix in any common notation (225/45R17, 225-45-17, 2254517 — P-metric and LT sizes ' +
    'included, LT265/70R17, 33x12.50R15LT). additionalQueryText carries the context chosen so far: ' +
    'the front size for queryType=rearTireSize (rear sizes paired with it on real vehicles first), ' +
    'the vehicle path make[/model[/year]] for queryType=vehicle (lists the next level), a size for ' +
    'queryType=subtype (size-scoped links).',
  auth: true,
  query: v.object({
    queryText: shopperText('queryText', 100),
    queryType: v.optional(v.picklist(SEARCH_QUERY_TYPES, 'queryType is not a known search type.')),
    additionalQueryText: v.optional(shopperText('additionalQueryText', 100)),
  }),
  response: v.object({
    siteSearchResultGroupList: v.array(searchResultGroupSchema),
    /** total: the number of items in all groups of this answer. */
    resultMetadata: v.object({ pagination: v.object({ total: v.number() }) }),
  }),
});

/** How a result list is ordered. */
export const PRODUCT_SORTS = ['best-match', 'price-asc', 'price-desc', 'rating'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/**
 * spec §3 Product promotion: couponAmount with couponAmountType Percentage (percent, 12.5) or
 * Amount (cents, our money rule), and linkToTRCProm, the deal's page. The savings are computed by
 * the server on a set of four of this tire (spec §9: most drivers replace 4), 0 when the deal
 * gives a service for free (road hazard coverage) rather than money off the tires.
 */
export const productPromotionSchema = v.object({
  slug: v.string(),
  title: v.string(),
  promotionType: v.picklist(['Flat Amount', 'Buy3Get1', 'Free', 'Percentage']),
  couponAmount: v.number(),
  couponAmountType: v.picklist(['Percentage', 'Amount']),
  minQuantity: v.number(),
  savingsOnFourInCents: money,
  linkToTRCProm: v.string(),
});
export type ProductPromotion = v.InferOutput<typeof productPromotionSchema>;

/** One tire (one SKU) as listed in results; field names follow spec §3 Cart product. */
/**
 * A tire's price for the shopper asking (docs/price-lists.md): salePriceInCents is what they pay,
 * from their user type's price list; with a list price other than retail, retailPriceInCents is
 * the retail price (shown struck through) and priceLabel the list's label (rules §6 "Price labels
 * by type"). listPriceInCents is the manufacturer's list price.
 */
export const tirePriceSchema = v.object({
  salePriceInCents: money,
  listPriceInCents: money,
  retailPriceInCents: v.optional(money),
  priceLabel: v.optional(v.string()),
});
export type TirePrice = v.InferOutput<typeof tirePriceSchema>;

export const productSummarySchema = v.object({
  productId: v.number(),
  partNumber: v.string(),
  name: v.string(),
  brand: v.object({ label: v.string(), slug: v.string() }),
  productLine: v.object({ name: v.string(), slug: v.string() }),
  category: v.object({ id: v.number(), name: v.string() }),
  productSubType: v.string(),
  size: v.string(),
  /** Load index and speed rating as printed on the sidewall, e.g. "94W" or "121/118S". */
  serviceDescription: v.string(),
  loadRange: v.string(),
  runFlat: v.boolean(),
  warrantyMiles: v.nullable(v.number()),
  image: imageSchema,
  link: v.object({ href: v.string() }),
  price: tirePriceSchema,
  fetInCents: money,
  isInstallable: v.boolean(),
  isOversizeTire: v.boolean(),
  /** Units available across all warehouses. */
  stockQuantity: v.number(),
  rating: v.object({ value: v.number(), quantity: v.number() }),
  /** The running deal on this tire, if any (spec §3 Product promotion). */
  promotion: v.optional(productPromotionSchema),
});
export type ProductSummary = v.InferOutput<typeof productSummarySchema>;

export const tireSizeSummarySchema = v.object({
  sizeKey: v.string(),
  slug: v.string(),
  kind: v.picklist(['p-metric', 'metric', 'lt', 'flotation']),
  rimIn: v.number(),
  diameterIn: v.number(),
});

export const tireSizeListingEndpoint = defineEndpoint({
  id: 'listTiresForSize',
  method: 'GET',
  path: '/v1/tire-sizes/{size}',
  summary:
    'Tires in one size, with prices in cents and stock. The size may be a slug (225-45r17) or typed ' +
    'notation (225/45R17). A malformed size is a 400; a size we do not carry is a 404.',
  auth: true,
  params: v.object({ size: v.pipe(v.string(), v.maxLength(40, 'That is not a tire size.')) }),
  query: v.object({
    page: v.optional(queryInt('page', 1, 10_000)),
    pageSize: v.optional(queryInt('pageSize', 1, 50)),
    sort: v.optional(v.picklist(PRODUCT_SORTS, `sort must be one of ${PRODUCT_SORTS.join(', ')}.`)),
  }),
  response: v.object({
    tireSize: tireSizeSummarySchema,
    siteProducts: v.array(productSummarySchema),
    resultMetadata: v.object({ pagination: paginationSchema, sort: v.picklist(PRODUCT_SORTS) }),
  }),
});
