/**
 * Deals (spec §2 /tire-deals, /tire-deals/{slug}; spec §3 Product promotion and promotion types).
 * A deal covers product lines for a time; a tire of a covered line carries the deal as its
 * `promotion`, with the savings computed here in integer cents. This module sits below the
 * listings (catalogue, listing) that price tires with it, so it imports none of them; the deal page,
 * which needs the listing, is `getDeal` in ./listing.
 */
import type { DealSummary, ProductPromotion, ProductSummary } from '@tireshop/core';
import { and, asc, eq, getTableColumns, gt, inArray, isNull, lte, or, sql, type Placeholder } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { brands, productLines, promotionProductLines, promotions } from '../db/schema';
import { notFound } from '../http/errors';
import { builtStatement, builtVariants } from './statements';

export type PromotionRecord = typeof promotions.$inferSelect;

/** Running at `now`: started (or no start) and not ended (or no end). `now` may be a prepared statement's placeholder. */
export const runningAt = (now: Date | Placeholder) =>
  and(or(isNull(promotions.startsAt), lte(promotions.startsAt, now)), or(isNull(promotions.endsAt), gt(promotions.endsAt, now)));

/** Most drivers replace 4 tires (spec §9): savings are shown for a set of four. */
const SET_OF_FOUR = 4;

/**
 * Money off the tire price when buying four of a tire at `priceCents`: a flat amount (never more
 * than the tires cost), a percentage (Buy3Get1 is 25 % of four, stored so), nothing for a Free
 * service (road hazard) or when the deal needs more than four tires.
 */
export function savingsOnFourCents(promotion: PromotionRecord, priceCents: number): number {
  if (promotion.minQuantity > SET_OF_FOUR || promotion.promotionType === 'Free') return 0;
  const setPrice = SET_OF_FOUR * priceCents;
  if (promotion.amountType === 'Amount') return Math.min(promotion.amount, setPrice);
  // amount is hundredths of a percent: 1000 = 10 %.
  return Math.min(setPrice, Math.round((setPrice * promotion.amount) / 10_000));
}

/** spec §3 Product promotion: couponAmount is a percent for Percentage, cents for Amount. */
export const couponAmount = (p: PromotionRecord) => (p.amountType === 'Percentage' ? p.amount / 100 : p.amount);

export const dealPath = (slug: string) => `/tire-deals/${slug}`;

export function toProductPromotion(p: PromotionRecord, priceCents: number): ProductPromotion {
  return {
    slug: p.slug,
    title: p.title,
    promotionType: p.promotionType as ProductPromotion['promotionType'],
    couponAmount: couponAmount(p),
    couponAmountType: p.amountType,
    minQuantity: p.minQuantity,
    savingsOnFourInCents: savingsOnFourCents(p, priceCents),
    linkToTRCProm: dealPath(p.slug),
  };
}

const linePromotionColumns = { lineId: promotionProductLines.productLineId, ...getTableColumns(promotions) };

/**
 * The running deals of some product lines (placeholders `lineIds`, `now`; `dealId` for the variant
 * of one deal), oldest first; SQL built once per variant (services/statements.ts).
 */
const linePromotionsStatement = builtVariants((variant: 'any' | 'one') =>
  builtStatement(linePromotionColumns, (db) =>
    db
      .select(linePromotionColumns)
      .from(promotionProductLines)
      .innerJoin(promotions, eq(promotions.id, promotionProductLines.promotionId))
      .where(
        and(
          sql`${promotionProductLines.productLineId} = any(${sql.placeholder('lineIds')}::int[])`,
          runningAt(sql.placeholder('now')),
          variant === 'one' ? eq(promotions.id, sql.placeholder('dealId')) : undefined,
        ),
      )
      .orderBy(asc(promotions.id)),
  ),
);

/**
 * Sets `promotion` on each tire whose line has a running deal: the given deal when the listing is
 * scoped to one (the deal page shows its own terms), otherwise the deal saving the shopper the most
 * on four of that tire. One query for the whole page.
 */
export async function attachPromotions(
  db: Db,
  items: { lineId: number; summary: ProductSummary }[],
  now: Date,
  dealId?: number,
): Promise<void> {
  const lineIds = [...new Set(items.map((i) => i.lineId))];
  if (lineIds.length === 0) return;
  const found = await linePromotionsStatement(dealId === undefined ? 'any' : 'one')(db, { lineIds, now, dealId: dealId ?? null });
  const byLine = new Map<number, PromotionRecord[]>();
  for (const { lineId, ...promotion } of found) byLine.set(lineId, [...(byLine.get(lineId) ?? []), promotion]);
  for (const { lineId, summary } of items) {
    const candidates = byLine.get(lineId);
    if (!candidates) continue;
    const price = summary.price.salePriceInCents;
    // Ties go to the older deal (ordered by id), so the choice is stable.
    const best = candidates.reduce((a, b) => (savingsOnFourCents(b, price) > savingsOnFourCents(a, price) ? b : a));
    summary.promotion = toProductPromotion(best, price);
  }
}

/** A running deal by slug, or 404. */
export async function findRunningDeal(db: Db, slug: string, now: Date): Promise<PromotionRecord> {
  const [deal] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.slug, slug), runningAt(now)))
    .limit(1);
  if (!deal) throw notFound(`There is no running deal "${slug}".`);
  return deal;
}

export async function dealSummaries(db: Db, deals: PromotionRecord[]): Promise<DealSummary[]> {
  if (deals.length === 0) return [];
  const lines = await db
    .select({
      promotionId: promotionProductLines.promotionId,
      brandSlug: brands.slug,
      brandName: brands.name,
      lineCount: sql<number>`count(*)::int`,
    })
    .from(promotionProductLines)
    .innerJoin(productLines, eq(productLines.id, promotionProductLines.productLineId))
    .innerJoin(brands, eq(brands.id, productLines.brandId))
    .where(
      inArray(
        promotionProductLines.promotionId,
        deals.map((d) => d.id),
      ),
    )
    .groupBy(promotionProductLines.promotionId, brands.slug, brands.name)
    .orderBy(asc(brands.name));
  return deals.map((d) => {
    const mine = lines.filter((l) => l.promotionId === d.id);
    return {
      slug: d.slug,
      title: d.title,
      description: d.description,
      promotionType: d.promotionType as DealSummary['promotionType'],
      couponAmountType: d.amountType,
      couponAmount: couponAmount(d),
      minQuantity: d.minQuantity,
      theme: d.theme,
      startsAt: d.startsAt?.toISOString() ?? null,
      endsAt: d.endsAt?.toISOString() ?? null,
      link: { href: dealPath(d.slug) },
      brands: mine.map((l) => ({ slug: l.brandSlug, name: l.brandName })),
      productLineCount: mine.reduce((n, l) => n + l.lineCount, 0),
    };
  });
}

/** Running deals: themed sales (Black Friday, Cyber Monday …) first, then the oldest first. */
export async function listDeals(database: Database, now: Date) {
  const deals = await database.db
    .select()
    .from(promotions)
    .where(runningAt(now))
    .orderBy(sql`${promotions.theme} is null`, asc(promotions.id));
  return { deals: await dealSummaries(database.db, deals) };
}
