/**
 * Checkout, payment and orders (spec §7 /checkout/cart-billing, /checkout/cart-services,
 * /checkout/{card-provider}-client-token, checkout/cart-{bnpl-provider}; orders; order tracking;
 * the fulfilment events of operations). Thin: the contract validates, a service does the work.
 */
import {
  cardClientTokenEndpoint,
  EXCHANGE_CUSTOMER_HEADER,
  EXCHANGE_MESSAGES,
  EXCHANGE_PAYMENT_TYPE,
  exchangeAnswerEndpoint,
  exchangeCheckoutEndpoint,
  fulfilmentEventEndpoint,
  getCartBillingEndpoint,
  getCartServicesEndpoint,
  getOrderEndpoint,
  guestOrderReturnsEndpoint,
  orderQuoteEndpoint,
  orderTrackingEndpoint,
  paymentSessionEndpoints,
  placeOrderEndpoint,
  postCartBillingEndpoint,
  postCartServicesEndpoint,
  putCartBillingEndpoint,
  SESSION_PAYMENT_TYPES,
  startGuestReturnEndpoint,
  cancelGuestReturnEndpoint,
} from '@tireshop/core';
import type { Hono } from 'hono';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { apiOrigin, registerEndpoint, type ApiEnv, type RegisterOptions } from '../http/endpoint';
import type { PaymentProvider } from '../payments/provider';
import { getCartBilling, saveCartBilling } from '../services/cart-billing';
import { getCartServices, saveCartServices } from '../services/cart-services';
import { quoteOrder } from '../services/order-quote';
import {
  createTrackingLimiter,
  recordFulfilmentEvent,
  requireOpsClient,
  trackOrderLimited,
  withTrackingLimits,
} from '../services/order-tracking';
import { getOrder, placeOrder, type PlacementProbe } from '../services/orders';
import { createPaymentSession, issueCardClientToken } from '../services/payment-sessions';
import { answerExchangeCheckout, exchangeCheckoutForm } from '../services/military-exchange';
import { badRequest } from '../http/errors';
import { cancelGuestReturn, listGuestOrderReturns, startGuestReturn } from '../services/returns';

export interface OrderRouteOptions {
  /** The shop's public address for links in e-mails (config.shopUrl); else the request's origin. */
  shopUrl?: string;
  /** The proxies whose forwarding headers the tracking limit believes (config.trustedProxies). */
  trustedProxies?: ReadonlySet<string>;
  /** Told of each step of placing an order (services/orders.ts PlacementStep). */
  placementProbe?: PlacementProbe;
  /** The shop's clock (clock.ts): a placement renews its Idempotency-Key lock from it. */
  clock?: Clock;
}

export function orderRoutes(
  app: Hono<ApiEnv>,
  database: Database,
  payments: PaymentProvider,
  options: RegisterOptions,
  { shopUrl, trustedProxies, placementProbe, clock }: OrderRouteOptions = {},
) {
  const { db } = database;
  registerEndpoint(app, getCartBillingEndpoint, options, ({ query, client }) => getCartBilling(db, query.cartId, client));
  registerEndpoint(app, putCartBillingEndpoint, options, ({ query, body, client }) =>
    saveCartBilling(database, query.cartId, body, client),
  );
  registerEndpoint(app, postCartBillingEndpoint, options, ({ query, body, client }) =>
    saveCartBilling(database, query.cartId, body, client),
  );

  registerEndpoint(app, postCartServicesEndpoint, options, ({ query, body, client }, c) =>
    saveCartServices(database, query.id, body, client, apiOrigin(c), c.var.now),
  );
  registerEndpoint(app, getCartServicesEndpoint, options, ({ query, client }, c) => getCartServices(db, query.id, client, c.var.now));

  registerEndpoint(app, cardClientTokenEndpoint, options, ({ client }, c) =>
    issueCardClientToken(database, payments, client, c.req.header('origin') ?? null, apiOrigin(c)),
  );
  SESSION_PAYMENT_TYPES.forEach((type, i) => {
    registerEndpoint(app, paymentSessionEndpoints[i]!, options, ({ query, body, client }, c) =>
      createPaymentSession(database, payments, type, query.cartId, body, client, apiOrigin(c), c.var.now),
    );
  });
  registerEndpoint(app, orderQuoteEndpoint, options, async ({ query, client }, c) => ({
    orderQuote: await quoteOrder(db, query.cartId, query.paymentType, client, c.var.now, apiOrigin(c)),
  }));

  registerEndpoint(app, placeOrderEndpoint, options, async ({ body, client }, c) => {
    // Only the exchange's signed answer places an exchange order (military-exchange.ts).
    if (body.paymentType === EXCHANGE_PAYMENT_TYPE) throw badRequest(EXCHANGE_MESSAGES.placeThroughAnswer);
    const answer = await placeOrder(
      database,
      payments,
      {
        client,
        idempotencyKey: c.req.header('idempotency-key'),
        body,
        apiOrigin: apiOrigin(c),
        shopUrl,
        now: c.var.now,
        clock,
      },
      placementProbe,
    );
    if (answer.replayed) c.header('Idempotent-Replayed', 'true');
    return c.json(answer.body as object, answer.status as 201);
  });
  // rules §1, §6: the military exchange checkout (hidden form out, signed answer back).
  registerEndpoint(app, exchangeCheckoutEndpoint, options, ({ query, body, client }, c) =>
    exchangeCheckoutForm(database, {
      client,
      cartId: query.cartId,
      customerHeader: c.req.header(EXCHANGE_CUSTOMER_HEADER),
      returnUrl: body.returnUrl,
      apiOrigin: apiOrigin(c),
      tokenSecret: options.tokenSecret,
      now: c.var.now,
    }),
  );
  registerEndpoint(app, exchangeAnswerEndpoint, options, async ({ query, body, client }, c) => {
    const answer = await answerExchangeCheckout(database, payments, {
      client,
      cartId: query.cartId,
      customerHeader: c.req.header(EXCHANGE_CUSTOMER_HEADER),
      answer: body,
      apiOrigin: apiOrigin(c),
      shopUrl,
      tokenSecret: options.tokenSecret,
      now: c.var.now,
      clock,
    });
    if (answer.replayed) c.header('Idempotent-Replayed', 'true');
    return answer.body;
  });
  registerEndpoint(app, getOrderEndpoint, options, ({ params, client }) => getOrder(db, params.orderId, client));

  const trackingLimiter = createTrackingLimiter(database, trustedProxies);
  registerEndpoint(app, orderTrackingEndpoint, options, ({ query }, c) =>
    trackOrderLimited(db, trackingLimiter, c, query.orderId, query.zip),
  );
  // Returns of an order placed without an account, from tracking (services/returns.ts, docs/returns.md):
  // proved by the order's number, ZIP code and e-mail on every call, behind tracking's limits.
  registerEndpoint(app, guestOrderReturnsEndpoint, options, ({ body }, c) =>
    withTrackingLimits(trackingLimiter, c, body.orderId, () => listGuestOrderReturns(db, body, c.var.now)),
  );
  registerEndpoint(app, startGuestReturnEndpoint, options, ({ body }, c) =>
    withTrackingLimits(trackingLimiter, c, body.orderId, () => startGuestReturn(database, body, c.var.now, shopUrl ?? apiOrigin(c))),
  );
  registerEndpoint(app, cancelGuestReturnEndpoint, options, ({ params, body }, c) =>
    withTrackingLimits(trackingLimiter, c, body.orderId, () => cancelGuestReturn(database, body, params.returnNumber, c.var.now)),
  );
  registerEndpoint(app, fulfilmentEventEndpoint, options, ({ params, body, client }, c) => {
    requireOpsClient(client);
    return recordFulfilmentEvent(database, payments, params.orderNumber, body, c.var.now, shopUrl ?? apiOrigin(c));
  });
}
