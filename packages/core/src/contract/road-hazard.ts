/**
 * The road hazard deal of a product line (spec storefront §2 "Other modals: … road hazard deal";
 * docs/product-page.md): the coverage the shopper's storefront sells with these tires, its price
 * per tire for each size as the cart would charge it, and the deal that makes it free.
 */
import * as v from 'valibot';
import { roadHazardTermsSchema } from './cart';
import { defineEndpoint, type Endpoint } from './endpoint';
import { money } from './fields';
import { productLineParams } from './product';

/** A running deal on the tire that gives its road hazard coverage for free (promotion type Free, spec §4 Road hazard). */
export const freeRoadHazardDealSchema = v.object({
  title: v.string(),
  /** Tires of the line the cart must hold for the coverage to be free. */
  minQuantity: v.number(),
  /** The deal's page (spec §3 Product promotion linkToTRCProm). */
  linkToTRCProm: v.string(),
});
export type FreeRoadHazardDeal = v.InferOutput<typeof freeRoadHazardDealSchema>;

export const roadHazardSizeSchema = v.object({
  productId: v.number(),
  size: v.string(),
  /** The tire's price for this shopper (their price list): what the coverage's price is a share of. */
  salePriceInCents: money,
  /** What covering one tire of this size costs: the same amount a cart line charges per tire. */
  roadHazardPerTireInCents: money,
  freeDeal: v.nullable(freeRoadHazardDealSchema),
});
export type RoadHazardSize = v.InferOutput<typeof roadHazardSizeSchema>;

export const productLineRoadHazardEndpoint = defineEndpoint({
  id: 'getProductLineRoadHazard',
  method: 'GET',
  path: '/v1/product-lines/{brand}/{line}/road-hazard',
  summary:
    'The road hazard coverage sold with a product line, for the caller: its terms (the dealer-owned ' +
    'storefront and dealership widgets: 24 months with a 50 % customer share in year two; otherwise 36 ' +
    'months), and for every size the price per tire the cart charges, with the running deal that makes ' +
    'it free. offered is false for buyers who cannot have it (special order; a dealer-tire company ' +
    'without coverage). Unknown brand or line: 404.',
  auth: true,
  params: productLineParams,
  response: v.object({
    offered: v.boolean(),
    terms: roadHazardTermsSchema,
    sizes: v.array(roadHazardSizeSchema),
  }),
});

export const roadHazardEndpoints: readonly Endpoint[] = [productLineRoadHazardEndpoint];
