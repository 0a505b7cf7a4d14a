/**
 * Product line reviews: the paged list (…/reviews) and writing one (…/write-a-review). spec §5:
 * a review needs at least one of dry, wet, winter, comfort, noise, treadwear rated 1–5 — the
 * contract has already refused anything else with "Complete all fields to submit." before a
 * handler runs, and the table's CHECKs refuse it again.
 */
import { overallRating, type Review, type ReviewAttribute, type ReviewSort } from '@tireshop/core';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { productLines, reviews } from '../db/schema';
import { findProductLine, reviewOverallSql, reviewSummary, round1 } from './product-line';
import type { BrandScope } from './brand-scope';

export const DEFAULT_REVIEW_PAGE_SIZE = 10;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The shopper session a review came from: kept when the header holds a UUID, else none (never required). */
export function sessionIdFromHeader(value: string | undefined): string | null {
  const id = value?.trim();
  return id && UUID.test(id) ? id.toLowerCase() : null;
}

type ReviewRow = typeof reviews.$inferSelect;

function ratingsOf(row: ReviewRow): Record<ReviewAttribute, number | null> {
  return {
    dry: row.ratingDry,
    wet: row.ratingWet,
    winter: row.ratingWinter,
    comfort: row.ratingComfort,
    noise: row.ratingNoise,
    treadwear: row.ratingTreadwear,
  };
}

export function toReview(row: ReviewRow): Review {
  const ratings = ratingsOf(row);
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    authorName: row.authorName,
    authorLocation: row.authorLocation,
    vehicle: row.vehicle,
    milesDriven: row.milesDriven,
    ratings,
    overall: round1(overallRating(ratings) ?? 0),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listReviews(
  database: Database,
  params: { brand: string; line: string },
  options: { page: number; pageSize: number; sort: ReviewSort; scope?: BrandScope },
) {
  const { db } = database;
  const found = await findProductLine(db, params.brand, params.line, options.scope);
  // Newest first breaks ties in the star sorts: the most recent opinion of equal weight leads.
  const order = {
    newest: [desc(reviews.createdAt), desc(reviews.id)],
    highest: [desc(reviewOverallSql), desc(reviews.createdAt), desc(reviews.id)],
    lowest: [asc(reviewOverallSql), desc(reviews.createdAt), desc(reviews.id)],
  }[options.sort];
  const [rows, summary] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(eq(reviews.productLineId, found.line.id))
      .orderBy(...order)
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    reviewSummary(db, found.line.id),
  ]);
  const total = summary.reviewCount;
  return {
    productLine: { name: found.line.name, slug: found.line.slug, brand: { label: found.brand.name, slug: found.brand.slug } },
    reviews: rows.map(toReview),
    reviewSummary: summary,
    resultMetadata: {
      pagination: { total, page: options.page, pageSize: options.pageSize, pageCount: Math.ceil(total / options.pageSize) },
      sort: options.sort,
    },
  };
}

export interface NewReview {
  ratings: Partial<Record<ReviewAttribute, number | null>>;
  title: string;
  body: string;
  authorName: string;
  authorLocation: string | null;
  vehicle: string | null;
  milesDriven: number | null;
}

/**
 * Stores a review and moves the line's star rating in one transaction: all of it or none of it.
 * The rating is recomputed in the UPDATE itself from the row's current value, so concurrent
 * reviews each count once. The stored rating includes ratings collected elsewhere (the seeded
 * rating_count); a new review joins them with its overall stars.
 */
export async function createReview(
  database: Database,
  params: { brand: string; line: string },
  input: NewReview,
  sessionId: string | null,
  scope: BrandScope = null,
) {
  const found = await findProductLine(database.db, params.brand, params.line, scope);
  const overall = overallRating(input.ratings);
  // The contract guarantees a rated attribute; this keeps a broken caller from writing nonsense.
  if (overall === null) throw new Error('createReview called without a rated attribute');
  const rating = (a: ReviewAttribute) => input.ratings[a] ?? null;
  return database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reviews)
      .values({
        productLineId: found.line.id,
        sessionId,
        authorName: input.authorName,
        authorLocation: input.authorLocation,
        title: input.title,
        body: input.body,
        vehicle: input.vehicle,
        milesDriven: input.milesDriven,
        ratingDry: rating('dry'),
        ratingWet: rating('wet'),
        ratingWinter: rating('winter'),
        ratingComfort: rating('comfort'),
        ratingNoise: rating('noise'),
        ratingTreadwear: rating('treadwear'),
      })
      .returning();
    const [line] = await tx
      .update(productLines)
      .set({
        ratingValue: sql`(${productLines.ratingValue} * ${productLines.ratingCount} + ${overall}::float8) / (${productLines.ratingCount} + 1)`,
        ratingCount: sql`${productLines.ratingCount} + 1`,
      })
      .where(eq(productLines.id, found.line.id))
      .returning({ value: productLines.ratingValue, quantity: productLines.ratingCount });
    return { review: toReview(row!), rating: { value: line!.value, quantity: line!.quantity } };
  });
}
