/**
 * spec §7 cart get, update, create, delete and /cart-summary (paths /v1/carts…, the spec leaves
 * them "not shown"). Thin handlers: the contract has validated the request; services/cart-changes
 * owns the transactions, services/pricing the money.
 */
import {
  cartSummaryEndpoint,
  completeMilitaryVerificationEndpoint,
  createCartEndpoint,
  deleteCartEndpoint,
  getCartEndpoint,
  promoCodeEndpoint,
  startMilitaryVerificationEndpoint,
  updateCartEndpoint,
} from '@tireshop/core';
import type { Hono } from 'hono';
import type { Database } from '../db/client';
import { apiOrigin, registerEndpoint, type ApiEnv, type RegisterOptions } from '../http/endpoint';
import { loadSiteCart, toCartSummary } from '../services/cart';
import { createCart, deleteCart, updateCart } from '../services/cart-changes';
import { runningPromoCode } from '../services/coupons';
import { completeMilitaryVerification, startMilitaryVerification } from '../services/military-verification';

export function cartRoutes(app: Hono<ApiEnv>, database: Database, options: RegisterOptions) {
  registerEndpoint(app, createCartEndpoint, options, async ({ client, query, body }, c) => ({
    siteCart: await createCart(database, client, query, body, {
      apiOrigin: apiOrigin(c),
      now: c.var.now,
      storefrontVariantOf: c.var.storefrontVariantOf,
    }),
  }));
  registerEndpoint(app, getCartEndpoint, options, async ({ params, query, client }, c) => ({
    siteCart: await loadSiteCart(database.db, params.cartId, client, c.var.now, apiOrigin(c), { shopperZip: query.userZip }),
  }));
  registerEndpoint(app, updateCartEndpoint, options, async ({ params, query, body, client }, c) => ({
    siteCart: await updateCart(database, params.cartId, body, client, { apiOrigin: apiOrigin(c), now: c.var.now }, query),
  }));
  registerEndpoint(app, deleteCartEndpoint, options, async ({ params, client }) => {
    await deleteCart(database, params.cartId, client);
    return { deleted: true as const };
  });
  registerEndpoint(app, cartSummaryEndpoint, options, async ({ query, client }, c) => ({
    cartSummary: toCartSummary(
      await loadSiteCart(database.db, query.cartId, client, c.var.now, apiOrigin(c), { shopperZip: query.userZip }),
    ),
  }));
  // spec storefront §2 query parameter promotion: a link's code, checked before there is a cart.
  registerEndpoint(app, promoCodeEndpoint, options, async ({ params }, c) => runningPromoCode(database.db, params.code, c.var.now));
  // rules §1, §2 /idMeCallback, §6: military verification bound to the cart.
  registerEndpoint(app, startMilitaryVerificationEndpoint, options, async ({ params, client }, c) =>
    startMilitaryVerification(database, params.cartId, client, c.var.now),
  );
  registerEndpoint(app, completeMilitaryVerificationEndpoint, options, async ({ params, body, client }, c) =>
    completeMilitaryVerification(database, params.cartId, body, client, { now: c.var.now, apiOrigin: apiOrigin(c) }),
  );
}
