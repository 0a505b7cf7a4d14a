/**
 * The operations console's calls (docs/operations-console.md): the e-mail outbox's dead letters,
 * the order search, stuck orders, an order with its history, and the payments held without an
 * order. Thin handlers: services/operations-access.ts decides who may call, the services answer.
 */
import {
  heldPaymentsEndpoint,
  opsOrderEndpoint,
  opsReturnsEndpoint,
  outboxDeadLettersEndpoint,
  receiveReturnEndpoint,
  retryDeadLetterEndpoint,
  searchOrdersEndpoint,
  stuckOrdersEndpoint,
} from '@tireshop/core';
import type { Hono } from 'hono';
import type { Database } from '../db/client';
import { apiOrigin, registerEndpoint, type ApiEnv, type RegisterOptions } from '../http/endpoint';
import type { PaymentProvider } from '../payments/provider';
import { requireOperations } from '../services/operations-access';
import { listStuckOrders, readOpsOrder, searchOrders } from '../services/operations-orders';
import { listDeadLetters, retryDeadLetter } from '../services/outbox';
import { heldWithoutOrder } from '../services/payment-recovery';
import { listOpsReturns, receiveReturn } from '../services/returns';

export function operationsRoutes(
  app: Hono<ApiEnv>,
  database: Database,
  payments: PaymentProvider,
  options: RegisterOptions,
  { shopUrl }: { shopUrl?: string } = {},
) {
  const { db } = database;
  // The dead letters served the `ops` machine client before the console: it keeps them.
  registerEndpoint(app, outboxDeadLettersEndpoint, options, async ({ query, client }, c) => {
    await requireOperations(db, client, c, { machineClient: true });
    return listDeadLetters(db, query.limit);
  });
  registerEndpoint(app, retryDeadLetterEndpoint, options, async ({ params, client }, c) => {
    await requireOperations(db, client, c, { machineClient: true });
    return retryDeadLetter(db, params.id);
  });
  registerEndpoint(app, searchOrdersEndpoint, options, async ({ query, client }, c) => {
    await requireOperations(db, client, c);
    return searchOrders(db, query.q, query.page);
  });
  // Before the order's own path: "stuck" is not an order number.
  registerEndpoint(app, stuckOrdersEndpoint, options, async ({ query, client }, c) => {
    await requireOperations(db, client, c);
    return listStuckOrders(db, c.var.now, query.limit);
  });
  registerEndpoint(app, opsOrderEndpoint, options, async ({ params, client }, c) => {
    await requireOperations(db, client, c);
    return readOpsOrder(db, params.orderNumber);
  });
  registerEndpoint(app, heldPaymentsEndpoint, options, async ({ client }, c) => {
    await requireOperations(db, client, c);
    return heldWithoutOrder(database, payments, c.var.now);
  });
  registerEndpoint(app, opsReturnsEndpoint, options, async ({ client }, c) => {
    await requireOperations(db, client, c);
    return listOpsReturns(db);
  });
  registerEndpoint(app, receiveReturnEndpoint, options, async ({ params, client }, c) => {
    await requireOperations(db, client, c);
    return receiveReturn(database, payments, params.returnNumber, c.var.now, shopUrl ?? apiOrigin(c));
  });
}
