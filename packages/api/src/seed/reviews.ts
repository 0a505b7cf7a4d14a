/** Shopper reviews of product lines for the seed catalogue. */
import type { Random } from './random';
import type { BrandRow, ProductLineRow, ReviewRow } from './types';

export function buildReviews(_lines: ProductLineRow[], _brands: BrandRow[], _random: Random): ReviewRow[] {
  return [];
}
