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

/** spec §3 Search: result item. */
export const searchResultItemSchema = v.object({
  label: v.string(),
  labelSegments: v.array(v.object({ value: v.string(), isHighlighted: v.boolean() })),
  detailLabel: v.optional(v.string()),
  type: v.string(),
  typeName: v.string(),
  action: v.object({ queryType: v.picklist(SEARCH_QUERY_TYPES), queryText: v.string() }),
  link: v.object({ href: v.string() }),
  image: v.optional(imageSchema),
  vehicleMetadata: v.optional(
    v.object({ make: v.string(), model: v.optional(v.string()), year: v.optional(v.string()), trim: v.optional(v.string()) }),
  ),
  isPillItem: v.optional(v.boolean()),
});
export type SearchResultItem = v.InferOutput<typeof searchResultItemSchema>;

export const typeaheadEndpoint = defineEndpoint({
  id: 'searchTypeahead',
  method: 'GET',
  path: '/search-typeahead',
  summary:
    'Suggestions while the shopper types. Tire sizes match from any prefix in any common notation ' +
    '(225/45R17, 225-45-17, 2254517, LT265/70R17, 33x12.50R15LT).',
  auth: true,
  query: v.object({
    queryText: shopperText('queryText', 100),
    queryType: v.optional(v.picklist(SEARCH_QUERY_TYPES, 'queryType is not a known search type.')),
    additionalQueryText: v.optional(shopperText('additionalQueryText', 100)),
  }),
  response: v.object({
    siteSearchResultGroupList: v.array(
      v.object({ label: v.string(), siteSearchResultList: v.array(searchResultItemSchema) }),
    ),
    resultMetadata: v.object({ pagination: v.object({ total: v.number() }) }),
  }),
});

/** How a result list is ordered. */
export const PRODUCT_SORTS = ['best-match', 'price-asc', 'price-desc', 'rating'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** One tire (one SKU) as listed in results; field names follow spec §3 Cart product. */
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
  price: v.object({ salePriceInCents: money, listPriceInCents: money }),
  fetInCents: money,
  isInstallable: v.boolean(),
  isOversizeTire: v.boolean(),
  /** Units available across all warehouses. */
  stockQuantity: v.number(),
  rating: v.object({ value: v.number(), quantity: v.number() }),
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
