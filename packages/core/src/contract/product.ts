/**
 * Product calls: a product line's detail page (spec §2 /brands/{brand}/{productLine}, its /p and
 * /reviews variants), its reviews and review form (…/write-a-review), the compare page and guided
 * shopping. Every endpoint defined here is listed in `productEndpoints`.
 */
import * as v from 'valibot';
import {
  cleanReviewText,
  REVIEW_ATTRIBUTES,
  REVIEW_INCOMPLETE_MESSAGE,
  REVIEW_LIMITS,
  REVIEW_MAX_MILES,
  REVIEW_RATING_VALUES,
  reviewDraftProblem,
  type ReviewAttribute,
  type ReviewDraft,
} from '../product/review/index';
import { COMPARE_MAX_TIRES, COMPARE_MIN_TIRES } from '../product/compare/index';
import { SCORE_BANDS } from '../product/scores/index';
import { productSummarySchema } from './catalogue';
import { defineEndpoint, type Endpoint } from './endpoint';
import { imageSchema, paginationSchema, queryInt, shopperText } from './fields';

// ---------------------------------------------------------------------------------------------
// Shared pieces

/** A brand slug with or without the `-tires` suffix (spec §5 Slugs), and a line slug. */
export const productLineParams = v.object({
  brand: v.pipe(v.string(), v.maxLength(100, "We couldn't find that tire.")),
  line: v.pipe(v.string(), v.maxLength(160, "We couldn't find that tire.")),
});

/** One tire score (spec §3 Other): `display` is "N/A" for 0, else one decimal. */
export const tireScoreSchema = v.object({ value: v.number(), display: v.string() });
export type TireScore = v.InferOutput<typeof tireScoreSchema>;

/** The four tire scores; the simple score carries its spec §9 band (null below 7 and for N/A). */
export const tireScoresSchema = v.object({
  /** "Handling/Durability" */
  handling: tireScoreSchema,
  longevity: tireScoreSchema,
  simple: v.object({ ...tireScoreSchema.entries, band: v.nullable(v.picklist(SCORE_BANDS)) }),
  traction: tireScoreSchema,
});
export type TireScores = v.InferOutput<typeof tireScoresSchema>;

const ratingsEntries = Object.fromEntries(REVIEW_ATTRIBUTES.map((a) => [a, v.nullable(v.number())])) as Record<
  ReviewAttribute,
  v.NullableSchema<v.NumberSchema<undefined>, undefined>
>;

/** Average stars of one attribute over the reviews that rate it (null when none does). */
const attributeAverageSchema = v.object({ average: v.nullable(v.number()), count: v.number() });

/** What the reviews table says about a line (reviews written here; one decimal). */
export const reviewSummarySchema = v.object({
  reviewCount: v.number(),
  /** Mean over reviews of each review's overall stars (the mean of the attributes it rates). */
  averageOverall: v.nullable(v.number()),
  attributes: v.object(
    Object.fromEntries(REVIEW_ATTRIBUTES.map((a) => [a, attributeAverageSchema])) as Record<ReviewAttribute, typeof attributeAverageSchema>,
  ),
});
export type ReviewSummary = v.InferOutput<typeof reviewSummarySchema>;

export const reviewSchema = v.object({
  id: v.number(),
  title: v.string(),
  /** Exactly as the reviewer wrote it, line breaks included: render as text, never as HTML. */
  body: v.string(),
  authorName: v.string(),
  authorLocation: v.nullable(v.string()),
  vehicle: v.nullable(v.string()),
  milesDriven: v.nullable(v.number()),
  /** Stars 1–5 per attribute; null where the reviewer did not rate it. */
  ratings: v.object(ratingsEntries),
  /** Mean of the rated attributes, one decimal. */
  overall: v.number(),
  /** ISO 8601 timestamp. */
  createdAt: v.string(),
});
export type Review = v.InferOutput<typeof reviewSchema>;

// ---------------------------------------------------------------------------------------------
// GET /v1/product-lines/{brand}/{line}

export const TIRE_SEASONS = ['all-season', 'all-weather', 'summer', 'winter'] as const;

export const productLineSchema = v.object({
  id: v.number(),
  name: v.string(),
  slug: v.string(),
  brand: v.object({ label: v.string(), slug: v.string() }),
  category: v.object({ id: v.number(), name: v.string(), slug: v.string() }),
  /** passenger, light-truck, suv-crossover, performance, winter, commercial */
  tireType: v.string(),
  /** e.g. "Grand Touring All-Season" (spec §3 Cart product productSubType). */
  productSubType: v.string(),
  season: v.picklist(TIRE_SEASONS),
  /** Winter and all-weather lines, and lines whose maker rates them for severe snow (3PMSF). */
  severeSnowRated: v.boolean(),
  description: v.string(),
  warrantyMiles: v.nullable(v.number()),
  image: imageSchema,
  /** The storefront page, /brands/{brand}-tires/{line}. */
  link: v.object({ href: v.string() }),
});
export type ProductLine = v.InferOutput<typeof productLineSchema>;

export const productLineDetailEndpoint = defineEndpoint({
  id: 'getProductLine',
  method: 'GET',
  path: '/v1/product-lines/{brand}/{line}',
  summary:
    'A product line (the product detail page): description, the four tire scores, the stored star rating, ' +
    'averages over its reviews, and every size it is sold in (one product summary per SKU, sorted by rim, ' +
    'width and aspect). The brand slug may carry the -tires suffix. With ?size= (slug or typed) the answer ' +
    'says which SKU of that size is selected (in stock first, then cheapest); null when the line is not made ' +
    'in it. Unknown brand or line: 404.',
  auth: true,
  params: productLineParams,
  query: v.object({ size: v.optional(v.pipe(v.string(), v.maxLength(40, 'That is not a tire size.'))) }),
  response: v.object({
    productLine: productLineSchema,
    scores: tireScoresSchema,
    /** The line's star rating with every rating collected (spec §3 rating value, quantity). */
    rating: v.object({ value: v.number(), quantity: v.number() }),
    reviewSummary: reviewSummarySchema,
    sizes: v.array(productSummarySchema),
    /** The canonical size asked for with ?size=, else null. */
    selectedSize: v.nullable(v.string()),
    /** The SKU of selectedSize shown as chosen, or null (no ?size=, or not made in it). */
    selectedProductId: v.nullable(v.number()),
  }),
});

// ---------------------------------------------------------------------------------------------
// GET and POST /v1/product-lines/{brand}/{line}/reviews

export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_PAGE_SIZE = 10;

export const productLineReviewsEndpoint = defineEndpoint({
  id: 'listProductLineReviews',
  method: 'GET',
  path: '/v1/product-lines/{brand}/{line}/reviews',
  summary:
    'Reviews of a product line, paged (10 a page by default). sort: newest (default), highest or lowest ' +
    '(by overall stars, newest first among equals). A page past the end is empty with the true total.',
  auth: true,
  params: productLineParams,
  query: v.object({
    page: v.optional(queryInt('page', 1, 10_000)),
    pageSize: v.optional(queryInt('pageSize', 1, 50)),
    sort: v.optional(v.picklist(REVIEW_SORTS, `sort must be one of ${REVIEW_SORTS.join(', ')}.`)),
  }),
  response: v.object({
    productLine: v.object({ name: v.string(), slug: v.string(), brand: v.object({ label: v.string(), slug: v.string() }) }),
    reviews: v.array(reviewSchema),
    reviewSummary: reviewSummarySchema,
    resultMetadata: v.object({ pagination: paginationSchema, sort: v.picklist(REVIEW_SORTS) }),
  }),
});

const requiredReviewText = (field: keyof typeof REVIEW_LIMITS) =>
  v.pipe(v.string(REVIEW_INCOMPLETE_MESSAGE), v.transform(cleanReviewText), v.maxLength(REVIEW_LIMITS[field]));
const optionalReviewText = (field: keyof typeof REVIEW_LIMITS) =>
  v.pipe(
    v.nullish(v.string(), null),
    v.transform((s) => (s == null ? null : cleanReviewText(s) || null)),
    v.nullable(v.pipe(v.string(), v.maxLength(REVIEW_LIMITS[field]))),
  );

/**
 * The review form's body. The shared rule (core/product/review, spec §5) runs first, so the API
 * refuses exactly what the form refuses, with the same words; the object schema after it shapes the
 * accepted review (and documents it).
 */
export const reviewInputSchema = v.pipe(
  v.unknown(),
  v.rawCheck(({ dataset, addIssue }) => {
    const draft = dataset.value;
    const problem =
      draft !== null && typeof draft === 'object' && !Array.isArray(draft)
        ? reviewDraftProblem(draft as ReviewDraft)
        : REVIEW_INCOMPLETE_MESSAGE;
    if (problem) addIssue({ message: problem });
  }),
  v.object({
    /** Stars 1–5 for each attribute the reviewer rates; at least one (spec §5). */
    ratings: v.object(
      Object.fromEntries(REVIEW_ATTRIBUTES.map((a) => [a, v.nullish(v.picklist(REVIEW_RATING_VALUES), null)])) as Record<
        ReviewAttribute,
        v.NullishSchema<v.PicklistSchema<typeof REVIEW_RATING_VALUES, undefined>, null>
      >,
    ),
    title: requiredReviewText('title'),
    body: requiredReviewText('body'),
    authorName: requiredReviewText('authorName'),
    authorLocation: optionalReviewText('authorLocation'),
    vehicle: optionalReviewText('vehicle'),
    milesDriven: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(REVIEW_MAX_MILES)), null),
  }),
);
export type ReviewInput = v.InferInput<typeof reviewInputSchema>;

export const createReviewEndpoint = defineEndpoint({
  id: 'createProductLineReview',
  method: 'POST',
  path: '/v1/product-lines/{brand}/{line}/reviews',
  summary:
    'Writes a review (…/write-a-review). Needs at least one of dry, wet, winter, comfort, noise, treadwear ' +
    'rated 1–5 and a title, body and authorName, else 400 "Complete all fields to submit." (spec §5). ' +
    'Bounds: authorName 60, title 120, body 5,000, authorLocation 60, vehicle 80 characters; milesDriven ' +
    '0–1,000,000. Text is stored as typed (only surrounding white space and control characters are ' +
    "dropped) and must be rendered as text. The line's star rating moves in the same transaction. An " +
    'X-User-Session-Id header holding a UUID is kept with the review.',
  auth: true,
  params: productLineParams,
  body: reviewInputSchema,
  response: v.object({
    review: reviewSchema,
    /** The line's star rating after this review. */
    rating: v.object({ value: v.number(), quantity: v.number() }),
  }),
});

// ---------------------------------------------------------------------------------------------
// GET /v1/compare

const COMPARE_IDS_MESSAGE = 'ids must be a comma-separated list of product ids, such as ids=101,102.';

export const compareItemSchema = v.object({
  product: productSummarySchema,
  scores: tireScoresSchema,
  specs: v.object({
    loadIndex: v.number(),
    /** LT dual load index, e.g. 118 of 121/118; null for single-index tires. */
    loadIndexDual: v.nullable(v.number()),
    speedRating: v.string(),
    maxLoadLb: v.number(),
    treadDepth32nds: v.number(),
    /** e.g. "500 A A"; null where the tire has no UTQG grade (winter, LT, competition tires). */
    utqg: v.nullable(v.string()),
    weightLb: v.number(),
    runFlat: v.boolean(),
    sidewall: v.string(),
    warrantyMiles: v.nullable(v.number()),
  }),
});
export type CompareItem = v.InferOutput<typeof compareItemSchema>;

export const compareEndpoint = defineEndpoint({
  id: 'compareProducts',
  method: 'GET',
  path: '/v1/compare',
  summary:
    'Side-by-side attributes of 2 to 5 distinct tires (SKU product ids, in the order given; spec §5). ' +
    'Fewer, more, repeated or non-numeric ids: 400. An id we do not sell: 404.',
  auth: true,
  query: v.object({
    ids: v.pipe(
      v.string(COMPARE_IDS_MESSAGE),
      v.regex(/^\s*\d{1,9}\s*(,\s*\d{1,9}\s*)*$/, COMPARE_IDS_MESSAGE),
      v.transform((s) => s.split(',').map((id) => Number(id.trim()))),
      // Counted with checks, not minLength/maxLength, so the OpenAPI file does not read them as string lengths.
      v.check((ids) => ids.length >= COMPARE_MIN_TIRES, `Choose ${COMPARE_MIN_TIRES} to ${COMPARE_MAX_TIRES} tires to compare.`),
      v.check((ids) => ids.length <= COMPARE_MAX_TIRES, `You can compare up to ${COMPARE_MAX_TIRES} tires.`),
      v.check((ids) => new Set(ids).size === ids.length, 'Each tire can be compared only once.'),
    ),
  }),
  response: v.object({ siteProducts: v.array(compareItemSchema) }),
});

// ---------------------------------------------------------------------------------------------
// POST /v1/guided-shopping/recommendations

export const DRIVING_CONDITIONS = ['city', 'highway', 'rain', 'snow-ice', 'off-road', 'track'] as const;
export type DrivingCondition = (typeof DRIVING_CONDITIONS)[number];
export const SHOPPING_PRIORITIES = ['longevity', 'comfort', 'quiet', 'performance', 'winter', 'value'] as const;
export type ShoppingPriority = (typeof SHOPPING_PRIORITIES)[number];
export const MAX_SHOPPING_PRIORITIES = 3;
export const GUIDED_RECOMMENDATION_LIMIT = 10;

const distinct = <T>(items: T[]) => new Set(items).size === items.length;

export const guidedShoppingInputSchema = v.pipe(
  v.object({
    /** A tire size as typed (225/45R17) or as a slug (225-45r17). Send this or `vehicle`. */
    size: v.optional(v.pipe(v.string('size must be text.'), v.maxLength(40, 'That is not a tire size.'))),
    /** A vehicle; its front original-equipment size is used. Without `trim`, its first trim's. */
    vehicle: v.optional(
      v.object(
        {
          make: shopperText('vehicle.make', 60),
          model: shopperText('vehicle.model', 60),
          year: queryInt('vehicle.year', 1900, 2100),
          trim: v.optional(shopperText('vehicle.trim', 60)),
        },
        'vehicle must have make, model and year.',
      ),
    ),
    /** How the tires will be driven; any of the six, each once. */
    drivingConditions: v.optional(
      v.pipe(
        v.array(
          v.picklist(DRIVING_CONDITIONS, `drivingConditions may contain only ${DRIVING_CONDITIONS.join(', ')}.`),
          'drivingConditions must be a list.',
        ),
        v.check(distinct, 'drivingConditions must not repeat a condition.'),
      ),
      [],
    ),
    /** What matters most; up to 3, each once. */
    priorities: v.optional(
      v.pipe(
        v.array(
          v.picklist(SHOPPING_PRIORITIES, `priorities may contain only ${SHOPPING_PRIORITIES.join(', ')}.`),
          'priorities must be a list.',
        ),
        v.maxLength(MAX_SHOPPING_PRIORITIES, `Choose at most ${MAX_SHOPPING_PRIORITIES} priorities.`),
        v.check(distinct, 'priorities must not repeat a priority.'),
      ),
      [],
    ),
  }),
  v.check((b) => b.size !== undefined || b.vehicle !== undefined, 'Tell us your tire size or your vehicle.'),
  v.check((b) => b.size === undefined || b.vehicle === undefined, 'Send either a tire size or a vehicle, not both.'),
);
export type GuidedShoppingInput = v.InferInput<typeof guidedShoppingInputSchema>;

export const recommendationSchema = v.object({
  /** 1 = best match. */
  rank: v.number(),
  /** How well the tire fits the answers, 0–100. */
  matchScore: v.number(),
  product: productSummarySchema,
  scores: tireScoresSchema,
  /** Why it is recommended, best reason first; at least one. */
  reasons: v.array(v.string()),
  /** What to know before choosing it (e.g. not for snow); often empty. */
  cautions: v.array(v.string()),
});
export type Recommendation = v.InferOutput<typeof recommendationSchema>;

export const guidedShoppingEndpoint = defineEndpoint({
  id: 'recommendTires',
  method: 'POST',
  path: '/v1/guided-shopping/recommendations',
  summary:
    "Guided shopping: the best 10 tires in a size (or a vehicle's front original-equipment size) for how " +
    'the shopper drives and what they care about, each with a 0–100 match score and the reasons in words. ' +
    'One product per line (in stock first, then cheapest); lines in stock rank above lines that are not. ' +
    'Bad input: 400. A size we do not carry or an unknown vehicle: 404.',
  auth: true,
  body: guidedShoppingInputSchema,
  response: v.object({
    tireSize: v.object({ sizeKey: v.string(), slug: v.string() }),
    vehicle: v.nullable(v.object({ make: v.string(), model: v.string(), year: v.number(), trim: v.string() })),
    drivingConditions: v.array(v.picklist(DRIVING_CONDITIONS)),
    priorities: v.array(v.picklist(SHOPPING_PRIORITIES)),
    recommendations: v.array(recommendationSchema),
  }),
});

export const productEndpoints: readonly Endpoint[] = [
  productLineDetailEndpoint,
  productLineReviewsEndpoint,
  createReviewEndpoint,
  compareEndpoint,
  guidedShoppingEndpoint,
];
