/**
 * The checkout's services step (spec §7 POST, GET /checkout/cart-services; storefront §4 Checkout
 * "Road hazard checkbox"): road hazard coverage for the whole cart, and the installer's shop
 * services chosen with the shipping. Only the caller's own cart (services/cart-access.ts).
 */
import { CHECKOUT_PATHS, roadHazardCheckbox, roadHazardOffered, type cartServicesSchema, type SiteCart } from '@tireshop/core';
import { eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type { TokenClaims } from '../auth/tokens';
import type { Database, Db } from '../db/client';
import { carts } from '../db/schema';
import { notFound } from '../http/errors';
import { answerCart, CART_GONE, cartWithContext, readCartFacts } from './cart';
import { requireCartAccess, requireReadableCart } from './cart-access';
import { updateCart } from './cart-changes';

/**
 * spec §7 POST /checkout/cart-services: covers every tire of the cart, or none, and answers the
 * repriced cart. The same change as the cart update's isGroupRoadHazard (the cart's road hazard
 * box), made by updateCart itself: one transaction under the cart's lock, an ordered cart refused
 * with lockCart's 409.
 */
export async function saveCartServices(
  database: Database,
  cartId: string,
  body: { isRoadHazard: boolean },
  client: TokenClaims,
  apiOrigin: string,
  now: Date,
): Promise<{ siteCart: SiteCart }> {
  // A cart's client never changes, so checking it before updateCart's transaction is as good as inside it.
  await requireReadableCart(database.db, cartId, client);
  const siteCart = await updateCart(database, cartId, { isGroupRoadHazard: body.isRoadHazard }, client, { apiOrigin, now });
  // updateCart answers null only for a cart it deleted for having no tires, which a cart never lacks.
  if (!siteCart) throw notFound(CART_GONE);
  return { siteCart };
}

/** spec §7 GET /checkout/cart-services: what the services step shows for the caller's cart. */
export async function getCartServices(
  db: Db,
  cartId: string,
  client: TokenClaims,
  now: Date,
): Promise<{ siteCartServices: v.InferOutput<typeof cartServicesSchema> }> {
  const [cart] = await db.select(cartWithContext).from(carts).where(eq(carts.id, cartId));
  requireCartAccess(cart, client);
  const facts = await readCartFacts(db, cart!, now);
  const siteCart = answerCart(facts);
  // The box's own rule (core roadHazardCheckbox, as the services page applies it). "Not when all
  // products declined" is about coverage declined by rule (a widget cart's first add): a shopper
  // who declined tires has been shown the choice and may take it back, as the page keeps its box
  // once shown. A special-order buyer's cart (its owner's user type, rules §6) offers none.
  const box = roadHazardCheckbox({
    pathname: CHECKOUT_PATHS.services,
    isSpecialOrder: !roadHazardOffered(cart!.ownerUserType, cart!.ownerCompanyCoverage),
    products: siteCart.siteProducts,
    roadHazardCostInCents: siteCart.roadHazardCostInCents,
    wasVisible: facts.rows.some((row) => row.roadHazardDeclinedBy === 'shopper'),
  });
  return {
    siteCartServices: {
      isRoadHazard: siteCart.isGroupRoadHazard,
      roadHazardCostInCents: siteCart.roadHazardCostInCents,
      roadHazardOffered: box.visible,
      installerService: facts.shipping?.shipping.installerService ?? [],
    },
  };
}
