/**
 * The compare page (spec §5 "The compare list holds 2 to 5 tires"): the contract has already
 * checked that 2 to 5 distinct numeric ids were sent; here every id must be a tire we sell.
 */
import type { CompareItem } from '@tireshop/core';
import { and, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { skus } from '../db/schema';
import { notFound } from '../http/errors';
import { brandScopeCondition, type BrandScope } from './brand-scope';
import { skuQuery, skuSummaries, tireScores } from './product-line';

export async function compareProducts(
  database: Database,
  ids: number[],
  apiOrigin: string,
  now: Date,
  scope: BrandScope = null,
): Promise<{ siteProducts: CompareItem[] }> {
  // A tire of a brand outside the caller's scope (a partner widget's) is one we cannot find.
  const rows = await skuQuery(database.db, and(inArray(skus.id, ids), brandScopeCondition(scope)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0) {
    throw notFound(
      missing.length === 1
        ? `We couldn't find the tire with id ${missing[0]}.`
        : `We couldn't find the tires with ids ${missing.join(', ')}.`,
    );
  }
  // In the order the shopper added them, which is the order of the columns on the page.
  const ordered = ids.map((id) => byId.get(id)!);
  const summaries = await skuSummaries(database.db, ordered, apiOrigin, now);
  return {
    siteProducts: ordered.map((row, i) => ({
      product: summaries[i]!,
      scores: tireScores(row),
      specs: {
        loadIndex: row.loadIndex,
        loadIndexDual: row.loadIndexDual,
        speedRating: row.speedRating,
        maxLoadLb: row.maxLoadLb,
        treadDepth32nds: row.treadDepth32nds,
        utqg: row.utqg,
        weightLb: row.weightLb,
        runFlat: row.runFlat,
        sidewall: row.sidewall,
        warrantyMiles: row.warrantyMiles,
      },
    })),
  };
}
