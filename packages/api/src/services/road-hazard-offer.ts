/**
 * GET /v1/product-lines/{brand}/{line}/road-hazard: the road hazard deal a product page shows
 * (spec storefront §2 "Other modals: … road hazard deal"; docs/product-page.md). The terms and the
 * price per tire come from the same rules the cart prices with (services/pricing.ts), for the same
 * caller: their price list, their storefront variant (a dealer cart's terms) and their user type.
 */
import {
  roadHazardOffered,
  variantConfig,
  type EndpointOutput,
  type productLineRoadHazardEndpoint,
  type StorefrontVariant,
} from '@tireshop/core';
import { eq, sql } from 'drizzle-orm';
import type { TokenClaims } from '../auth/tokens';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import type { BrandScope } from './brand-scope';
import { callerMakesDealerCarts } from './cart-changes';
import { companyCoverageOf } from './price-lists';
import { ROAD_HAZARD_TERMS, roadHazardPricePerTire } from './pricing';
import { getProductLineDetail } from './product-line';

type RoadHazardOffer = EndpointOutput<typeof productLineRoadHazardEndpoint>;

export async function productLineRoadHazard(
  database: Database,
  params: { brand: string; line: string },
  context: {
    client: TokenClaims;
    apiOrigin: string;
    now: Date;
    scope?: BrandScope;
    storefrontVariantOf: (origin: string) => StorefrontVariant;
  },
): Promise<RoadHazardOffer> {
  const { client } = context;
  const detail = await getProductLineDetail(database, params, { ...context, userType: client.userType });
  // As a new cart of this caller would be: a dealer cart sells the dealer's coverage.
  const isDealer = await callerMakesDealerCarts(database.db, client, context);
  const fullTerms = ROAD_HAZARD_TERMS[variantConfig(isDealer ? 'dealer' : 'retail').coverageTerms];
  const { priceBasisPoints: _bp, minimumPricePerTireInCents: _min, ...terms } = fullTerms;
  const [account] = client.userId
    ? await database.db
        .select({ coverage: companyCoverageOf(sql`${client.userId}`) })
        .from(users)
        .where(eq(users.id, client.userId))
    : [];
  return {
    // rules §6: no coverage for special order, nor for a dealer-tire company that does not offer it.
    offered: roadHazardOffered(client.userType, account?.coverage ?? true),
    terms,
    sizes: detail.sizes.map((s) => ({
      productId: s.productId,
      size: s.size,
      salePriceInCents: s.price.salePriceInCents,
      roadHazardPerTireInCents: roadHazardPricePerTire(s.price.salePriceInCents, fullTerms),
      freeDeal:
        s.promotion?.promotionType === 'Free'
          ? { title: s.promotion.title, minQuantity: s.promotion.minQuantity, linkToTRCProm: s.promotion.linkToTRCProm }
          : null,
    })),
  };
}
