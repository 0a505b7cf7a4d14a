/**
 * The account area (spec storefront §2 /account, /account/my-garage, /account/my-orders): the
 * signed-in shopper's orders and their cancellation, saved addresses and garage. Thin handlers:
 * services/account-area.ts holds the rules.
 */
import {
  addMyAddressEndpoint,
  addMyVehicleEndpoint,
  cancelMyOrderEndpoint,
  cancelMyReturnEndpoint,
  defaultMyAddressEndpoint,
  deleteMyAddressEndpoint,
  myAddressesEndpoint,
  myOrderEndpoint,
  myOrderReturnsEndpoint,
  myOrdersEndpoint,
  myVehiclesEndpoint,
  removeMyVehicleEndpoint,
  startReturnEndpoint,
  updateMyAddressEndpoint,
} from '@tireshop/core';
import type { Hono } from 'hono';
import type { Database } from '../db/client';
import { apiOrigin, registerEndpoint, type ApiContext, type ApiEnv, type RegisterOptions } from '../http/endpoint';
import type { PaymentProvider } from '../payments/provider';
import {
  addMyAddress,
  addMyVehicle,
  cancelMyOrder,
  deleteMyAddress,
  listMyAddresses,
  listMyOrders,
  listMyVehicles,
  readMyOrder,
  removeMyVehicle,
  setMyDefaultAddress,
  signedInUser,
  updateMyAddress,
} from '../services/account-area';
import { cancelMyReturn, listMyOrderReturns, startReturn } from '../services/returns';

export interface AccountAreaRouteOptions {
  /** The shop's public address for the cancellation e-mail's links (config.shopUrl); else the request's origin. */
  shopUrl?: string;
}

export function accountAreaRoutes(
  app: Hono<ApiEnv>,
  database: Database,
  payments: PaymentProvider,
  options: RegisterOptions,
  { shopUrl }: AccountAreaRouteOptions = {},
) {
  const { db } = database;
  /** Answers about one shopper are never kept by a cache. */
  const user = (client: Parameters<typeof signedInUser>[0], c: ApiContext) => {
    c.header('Cache-Control', 'private, no-store');
    return signedInUser(client);
  };

  registerEndpoint(app, myOrdersEndpoint, options, ({ query, client }, c) => listMyOrders(db, user(client, c), query.page));
  registerEndpoint(app, myOrderEndpoint, options, ({ params, client }, c) =>
    readMyOrder(db, user(client, c), params.orderNumber, c.var.now),
  );
  registerEndpoint(app, cancelMyOrderEndpoint, options, ({ params, client }, c) =>
    cancelMyOrder(database, payments, user(client, c), params.orderNumber, c.var.now, shopUrl ?? apiOrigin(c)),
  );

  // Returns (services/returns.ts, docs/returns.md).
  registerEndpoint(app, myOrderReturnsEndpoint, options, ({ params, client }, c) =>
    listMyOrderReturns(db, user(client, c), params.orderNumber, c.var.now),
  );
  registerEndpoint(app, startReturnEndpoint, options, ({ params, body, client }, c) =>
    startReturn(database, user(client, c), params.orderNumber, body, c.var.now, shopUrl ?? apiOrigin(c)),
  );
  registerEndpoint(app, cancelMyReturnEndpoint, options, ({ params, client }, c) =>
    cancelMyReturn(database, user(client, c), params.returnNumber, c.var.now),
  );

  registerEndpoint(app, myAddressesEndpoint, options, ({ client }, c) => listMyAddresses(db, user(client, c)));
  registerEndpoint(app, addMyAddressEndpoint, options, ({ body, client }, c) => addMyAddress(database, user(client, c), body, c.var.now));
  registerEndpoint(app, updateMyAddressEndpoint, options, ({ params, body, client }, c) =>
    updateMyAddress(database, user(client, c), params.addressId, body),
  );
  registerEndpoint(app, deleteMyAddressEndpoint, options, ({ params, client }, c) =>
    deleteMyAddress(database, user(client, c), params.addressId),
  );
  registerEndpoint(app, defaultMyAddressEndpoint, options, ({ params, client }, c) =>
    setMyDefaultAddress(database, user(client, c), params.addressId),
  );

  registerEndpoint(app, myVehiclesEndpoint, options, ({ client }, c) => listMyVehicles(db, user(client, c)));
  registerEndpoint(app, addMyVehicleEndpoint, options, ({ body, client }, c) => addMyVehicle(database, user(client, c), body, c.var.now));
  registerEndpoint(app, removeMyVehicleEndpoint, options, ({ params, client }, c) =>
    removeMyVehicle(database, user(client, c), params.vehicleId),
  );
}
