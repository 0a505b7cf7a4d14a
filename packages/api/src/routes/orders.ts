/**
 * Checkout, payment and orders (spec §7 /checkout/cart-billing, /checkout/cart-services,
 * /checkout/{card-provider}-client-token, checkout/cart-{bnpl-provider}; orders; order tracking;
 * the fulfilment events of operations). Thin: the contract validates, a service does the work.
 */
import {
  cardClientTokenEndpoint,
  fulfilmentEventEndpoint,
  getCartBillingEndpoint,
  getCartServicesEndpoint,
  getOrderEndpoint,
  orderQuoteEndpoint,
  orderTrackingEndpoint,
  paymentSessionEndpoints,
  placeOrderEndpoint,
  postCartBillingEndpoint,
  postCartServicesEndpoint,
  putCartBillingEndpoint,
  SESSION_PAYMENT_TYPES,
} from '@tireshop/core';
import type { Hono } from 'hono';
import type { Database } from '../db/client';
import { apiOrigin, registerEndpoint, type ApiEnv, type RegisterOptions } from '../http/endpoint';
import type { PaymentProvider } from '../payments/provider';
import { getCartBilling, saveCartBilling } from '../services/cart-billing';
import { getCartServices, saveCartServices } from '../services/cart-services';
import { quoteOrder } from '../services/order-quote';
import { createTrackingLimiter, recordFulfilmentEvent, requireOpsClient, trackOrderLimited } from '../services/order-tracking';
import { getOrder, placeOrder } from '../services/orders';
import { createPaymentSession, issueCardClientToken } from '../services/payment-sessions';

/** `shopUrl`: the shop's public address for links in e-mails of fulfilment events (config.shopUrl); else the request's origin. */
export function orderRoutes(
  app: Hono<ApiEnv>,
  database: Database,
  payments: PaymentProvider,
  options: RegisterOptions,
  shopUrl?: string,
  trustedProxies?: ReadonlySet<string>,
) {
  const { db } = database;
  registerEndpoint(app, getCartBillingEndpoint, options, ({ query, client }) => getCartBilling(db, query.cartId, client));
  registerEndpoint(app, putCartBillingEndpoint, options, ({ query, body, client }) => saveCartBilling(database, query.cartId, body, client));
  registerEndpoint(app, postCartBillingEndpoint, options, ({ query, body, client }) => saveCartBilling(database, query.cartId, body, client));

  registerEndpoint(app, postCartServicesEndpoint, options, ({ query, body, client }, c) => saveCartServices(database, query.id, body, client, apiOrigin(c), c.var.now));
  registerEndpoint(app, getCartServicesEndpoint, options, ({ query, client }, c) => getCartServices(db, query.id, client, c.var.now));

  registerEndpoint(app, cardClientTokenEndpoint, options, ({ client }, c) =>
    issueCardClientToken(database, payments, client, c.req.header('origin') ?? null, apiOrigin(c)),
  );
  SESSION_PAYMENT_TYPES.forEach((type, i) =>
    registerEndpoint(app, paymentSessionEndpoints[i]!, options, ({ query, body, client }, c) =>
      createPaymentSession(database, payments, type, query.cartId, body, client, apiOrigin(c), c.var.now),
    ),
  );
  registerEndpoint(app, orderQuoteEndpoint, options, async ({ query, client }, c) => ({
    orderQuote: await quoteOrder(db, query.cartId, query.paymentType, client, c.var.now, apiOrigin(c)),
  }));

  registerEndpoint(app, placeOrderEndpoint, options, async ({ body, client }, c) => {
    const answer = await placeOrder(database, payments, {
      client,
      idempotencyKey: c.req.header('idempotency-key'),
      body,
      apiOrigin: apiOrigin(c),
      shopUrl,
      now: c.var.now,
    });
    if (answer.replayed) c.header('Idempotent-Replayed', 'true');
    return c.json(answer.body as object, answer.status as 201);
  });
  registerEndpoint(app, getOrderEndpoint, options, ({ params, client }) => getOrder(db, params.orderId, client));

  const trackingLimiter = createTrackingLimiter(trustedProxies);
  registerEndpoint(app, orderTrackingEndpoint, options, ({ query }, c) => trackOrderLimited(db, trackingLimiter, c, query.orderId, query.zip));
  registerEndpoint(app, fulfilmentEventEndpoint, options, ({ params, body, client }, c) => {
    requireOpsClient(client);
    return recordFulfilmentEvent(database, payments, params.orderNumber, body, c.var.now, shopUrl ?? apiOrigin(c));
  });
}
