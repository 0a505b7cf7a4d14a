/** Deals on product lines for the seed catalogue. */
import type { BrandRow, ProductLineRow, PromotionProductLineRow, PromotionRow } from './types';

export function buildPromotions(
  _lines: ProductLineRow[],
  _brands: BrandRow[],
): { promotions: PromotionRow[]; promotionProductLines: PromotionProductLineRow[] } {
  return { promotions: [], promotionProductLines: [] };
}
