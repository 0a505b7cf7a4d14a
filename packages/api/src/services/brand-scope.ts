/**
 * What a caller may see and buy of the catalogue. A partner widget (a tire brand's embedded shop)
 * sells only its brands: they come from its configuration on the server (widget_brands), ride in
 * its token (auth/tokens.ts `brandIds`) and limit its size listings, tire listings, product lines,
 * reviews, compare, guided recommendations, search suggestions, cart adds and orders here —
 * never in the browser alone. Everyone else sees the whole catalogue. See docs/decisions.md
 * "Partner widget".
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import { PARTNER_WIDGET_TYPE } from '../auth/clients';
import type { TokenClaims } from '../auth/tokens';
import { productLines } from '../db/schema';

/** The brand ids a caller may see; null: every brand. */
export type BrandScope = readonly number[] | null;

/** A partner widget's token without the claim (issued before it existed) sees nothing rather than everything. */
export function brandScope(client: Partial<Pick<TokenClaims, 'widgetType' | 'brandIds'>> | undefined): BrandScope {
  if (!client) return null;
  if (client.brandIds) return client.brandIds;
  return client.widgetType === PARTNER_WIDGET_TYPE ? [] : null;
}

export function inBrandScope(scope: BrandScope, brandId: number): boolean {
  return scope === null || scope.includes(brandId);
}

/** A condition on product_lines keeping the scope's brands (undefined: no limit). */
export function brandScopeCondition(scope: BrandScope): SQL | undefined {
  if (scope === null) return undefined;
  return scope.length > 0 ? inArray(productLines.brandId, [...scope]) : sql`false`;
}
