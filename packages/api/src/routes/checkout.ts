/**
 * spec §7 /checkout/cart-shipping, /checkout/pickup-locations and /checkout/warehouse-pickup-locations.
 * Thin: the contract validates, a service does the work. Installers and appointments: routes/installers.ts.
 */
import {
  deleteCartShippingEndpoint,
  getCartShippingEndpoint,
  pickupLocationsEndpoint,
  verifyAddressEndpoint,
  postCartShippingEndpoint,
  putCartShippingEndpoint,
  warehousePickupLocationsEndpoint,
} from '@tireshop/core';
import type { Hono } from 'hono';
import type { Database } from '../db/client';
import { apiOrigin, registerEndpoint, type ApiEnv, type RegisterOptions } from '../http/endpoint';
import { verifyAddress } from '../services/address-verification';
import { deleteCartShipping, getCartShipping, saveCartShipping } from '../services/cart-shipping';
import { listPickupLocations } from '../services/pickup-locations';
import { listWarehousePickup } from '../services/warehouse-pickup';

export function checkoutRoutes(app: Hono<ApiEnv>, database: Database, options: RegisterOptions) {
  registerEndpoint(app, getCartShippingEndpoint, options, ({ query, client }) => getCartShipping(database.db, query.cartId, client));
  // PUT and POST behave the same: create or replace (spec §7 lists both).
  registerEndpoint(app, putCartShippingEndpoint, options, ({ query, body, client }, c) =>
    saveCartShipping(database, query.cartId, body, client, apiOrigin(c), c.var.now),
  );
  registerEndpoint(app, postCartShippingEndpoint, options, ({ query, body, client }, c) =>
    saveCartShipping(database, query.cartId, body, client, apiOrigin(c), c.var.now),
  );
  registerEndpoint(app, deleteCartShippingEndpoint, options, ({ query, client }, c) =>
    deleteCartShipping(database, query.cartId, client, apiOrigin(c), c.var.now),
  );

  registerEndpoint(app, verifyAddressEndpoint, options, ({ body }) => verifyAddress(body));
  registerEndpoint(app, pickupLocationsEndpoint, options, ({ query }) => listPickupLocations(database.db, query.zip, query.limit));
  registerEndpoint(app, warehousePickupLocationsEndpoint, options, ({ query }) => listWarehousePickup(database.db, query));
}
