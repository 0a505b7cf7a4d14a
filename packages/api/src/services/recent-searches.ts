/**
 * Recent searches (spec §7 GET, POST /users/recent-search): the tires a shopper looked at, per
 * session and source (spec §3: home, catalog or pdp). An item is a product (SKU) id; listing
 * answers each with its product summary, so a tire that left the catalogue drops out.
 */
import { RECENT_ITEM_LIMIT, slugify, withoutTiresSuffix, type RecentItem, type RecentSearchSource } from '@tireshop/core';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { brands, categories, productLines, recentSearches, skus, tireSizes, vehicles } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { findSize, listingColumns, parseSizeParam, toProductSummary } from './catalogue';

/** Most entries kept per session; older visits are forgotten. */
export const RECENT_ITEMS_KEPT = 50;

export interface RecentFilters {
  source?: RecentSearchSource;
  make?: string;
  model?: string;
  trim?: string;
  year?: number;
  size?: string;
}

/** The vehicles a filter names: make and model by slug or name, year, trim by name (any case). */
function vehicleMatch(filters: RecentFilters): SQL | null {
  const parts: SQL[] = [];
  if (filters.make) parts.push(sql`${vehicles.makeSlug} = ${withoutTiresSuffix(slugify(filters.make))}`);
  if (filters.model) parts.push(sql`${vehicles.modelSlug} = ${slugify(filters.model)}`);
  if (filters.year !== undefined) parts.push(sql`${vehicles.year} = ${filters.year}`);
  if (filters.trim) parts.push(sql`lower(${vehicles.trim}) = ${filters.trim.toLowerCase()}`);
  return parts.length ? sql.join(parts, sql` AND `) : null;
}

export async function listRecentItems(
  database: Database,
  sessionId: string,
  filters: RecentFilters,
  apiOrigin: string,
): Promise<RecentItem[]> {
  const where: SQL[] = [sql`${recentSearches.sessionId} = ${sessionId}`];
  if (filters.source) where.push(sql`${recentSearches.source} = ${filters.source}`);
  if (filters.size) {
    const size = parseSizeParam(filters.size); // 400 for a malformed size
    const [known] = await findSize(database.db, size.sizeKey);
    if (!known) return [];
    where.push(sql`${skus.sizeId} = ${known.id}`);
  }
  const vehicle = vehicleMatch(filters);
  if (vehicle) {
    // Our fitment data is original equipment: the sizes the vehicle left the factory on.
    where.push(sql`${skus.sizeId} IN (
      SELECT ${vehicles.frontSizeId} FROM ${vehicles} WHERE ${vehicle}
      UNION SELECT ${vehicles.rearSizeId} FROM ${vehicles} WHERE ${vehicle})`);
  }
  // One entry per tire: the latest visit of any listed source.
  const latestPerItem = database.db
    .selectDistinctOn([recentSearches.itemId], {
      itemId: recentSearches.itemId,
      source: recentSearches.source,
      dateOfVisit: sql<string>`to_char(${recentSearches.dateOfVisit}, 'YYYY-MM-DD')`.as('visit_date'),
      visitedAt: recentSearches.dateOfVisit,
      recordedAt: recentSearches.createdAt,
      skuId: sql<number>`${skus.id}`.as('sku_id'),
    })
    .from(recentSearches)
    .innerJoin(skus, sql`${skus.id} = ${recentSearches.itemId}::int`)
    .where(sql.join(where, sql` AND `))
    .orderBy(recentSearches.itemId, sql`${recentSearches.dateOfVisit} DESC`, sql`${recentSearches.createdAt} DESC`)
    .as('latest');
  const rows = await database.db
    .select({
      itemId: latestPerItem.itemId,
      source: latestPerItem.source,
      dateOfVisit: latestPerItem.dateOfVisit,
      sizeKey: tireSizes.sizeKey,
      ...listingColumns,
    })
    .from(latestPerItem)
    .innerJoin(skus, eq(skus.id, latestPerItem.skuId))
    .innerJoin(tireSizes, eq(tireSizes.id, skus.sizeId))
    .innerJoin(productLines, eq(productLines.id, skus.productLineId))
    .innerJoin(brands, eq(brands.id, productLines.brandId))
    .innerJoin(categories, eq(categories.id, productLines.categoryId))
    .orderBy(sql`${latestPerItem.visitedAt} DESC`, sql`${latestPerItem.recordedAt} DESC`)
    .limit(RECENT_ITEM_LIMIT);
  return rows.map((r) => ({
    itemId: r.itemId,
    source: r.source,
    dateOfVisit: r.dateOfVisit,
    product: toProductSummary(r, r.sizeKey, apiOrigin),
  }));
}

/** Today as yyyy-MM-dd in UTC, shifted by whole days. */
const utcDate = (now: Date, days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Records a visit: one row per session, source and item (its unique index), keeping the later
 * date when the same visit is reported twice or out of order.
 */
export async function addRecentItem(
  database: Database,
  sessionId: string,
  visit: { dateOfVisit: string; itemId: string; source: RecentSearchSource },
  apiOrigin: string,
  now: Date,
): Promise<RecentItem[]> {
  // The shopper's calendar may be up to a day ahead of UTC (UTC+14); later than that is a mistake.
  if (visit.dateOfVisit > utcDate(now, 1)) throw badRequest('dateOfVisit cannot be in the future.');
  if (visit.dateOfVisit < '2000-01-01') throw badRequest('dateOfVisit is too far in the past.');
  const [sku] = await database.db
    .select({ id: skus.id })
    .from(skus)
    .where(eq(skus.id, Number(visit.itemId)))
    .limit(1);
  if (!sku) throw notFound(`There is no tire with itemId ${visit.itemId}.`);
  await database.db.transaction(async (tx) => {
    await tx
      .insert(recentSearches)
      .values({ sessionId, itemId: visit.itemId, source: visit.source, dateOfVisit: visit.dateOfVisit, createdAt: sql`clock_timestamp()` })
      .onConflictDoUpdate({
        target: [recentSearches.sessionId, recentSearches.source, recentSearches.itemId],
        set: {
          dateOfVisit: sql`greatest(${recentSearches.dateOfVisit}, excluded.date_of_visit)`,
          createdAt: sql`clock_timestamp()`,
        },
      });
    // Bounded per session: the oldest visits beyond RECENT_ITEMS_KEPT are forgotten.
    await tx.delete(recentSearches).where(
      and(
        eq(recentSearches.sessionId, sessionId),
        sql`${recentSearches.id} NOT IN (
          SELECT id FROM ${recentSearches} WHERE ${recentSearches.sessionId} = ${sessionId}
          ORDER BY ${recentSearches.dateOfVisit} DESC, ${recentSearches.createdAt} DESC LIMIT ${RECENT_ITEMS_KEPT})`,
      ),
    );
  });
  return listRecentItems(database, sessionId, {}, apiOrigin);
}
