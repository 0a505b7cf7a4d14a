/**
 * The account area's shop for API tests: a signed-in shopper's calls, their orders, the operations
 * client's fulfilment events and what a test reads back (account-area.test.ts, returns.test.ts).
 */
import { randomUUID } from 'node:crypto';
import { ACCOUNT_SESSION_HEADER, type Order } from '@tireshop/core';
import { expect } from 'vitest';
import { OPS_CLIENT_ID } from '../../src/auth/clients';
import { DEV_OPS_SECRET } from '../../src/config';
import type { Database } from '../../src/db/client';
import { jsonCall, shopperCalls, testApi } from './api';
import { HOME_DELIVERY, wellStockedTire } from './checkout';
import { giveBilling, SANDBOX_TEST_CARDS, tokenizeCard } from './orders';

/** The shop, a signed-in shopper's calls, their orders: what the account area's suites start from. */
export async function accountAreaApi(database: Database) {
  const api = await testApi(database);
  const storefront = await api.storefrontToken();
  const opsAnswer = await api.token({ grant_type: 'client_credentials', client_id: OPS_CLIENT_ID, client_secret: DEV_OPS_SECRET });
  const ops = ((await opsAnswer.json()) as { access_token: string }).access_token;
  const tire = await wellStockedTire(database, { installable: false, perWarehouse: 30 });

  /** Calls as the storefront, as the shopper of a session (none: anonymous). */
  const { call, signUp } = shopperCalls(api.request, storefront);

  /** An order of two tires delivered home, placed by the shopper of `session` (null: anonymously). */
  async function placeOrder(session: string | null) {
    const created = await call('POST', '/v1/carts', session, { productId: tire, quantity: { front: 2 } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const cartId = created.body.siteCart.id as string;
    const shipped = await call('PUT', `/v1/checkout/cart-shipping?cartId=${cartId}`, session, HOME_DELIVERY);
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    await giveBilling(database, cartId);
    const nonce = await tokenizeCard(api, storefront, SANDBOX_TEST_CARDS.visa);
    const placed = await jsonCall(api.request, 'POST', '/v1/orders', {
      token: storefront,
      body: { cartId, paymentType: 'credit', paymentMethodNonce: nonce },
      headers: { 'Idempotency-Key': randomUUID(), ...(session ? { [ACCOUNT_SESSION_HEADER]: session } : {}) },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    return {
      cartId,
      orderId: placed.body.order.orderId as string,
      orderNumber: placed.body.order.orderNumber as string,
      placed: placed.body.order as Order,
    };
  }

  const cancel = (orderNumber: string, session: string | null) => call('POST', `/v1/users/me/orders/${orderNumber}/cancellation`, session);
  const fulfilment = (orderNumber: string, status: string) =>
    jsonCall(api.request, 'POST', `/v1/fulfilment/orders/${orderNumber}/events`, { token: ops, body: { status } });
  const stockOf = async () =>
    (await database.query<{ n: number }>('SELECT sum(quantity)::int AS n FROM stock WHERE sku_id = $1', [tire]))[0]!.n;
  const mailsOf = async (orderId: string) =>
    (await database.query<{ kind: string }>('SELECT kind FROM outbox_emails WHERE order_id = $1 ORDER BY id', [orderId])).map(
      (m) => m.kind,
    );
  const eventsOf = async (orderId: string) =>
    (await database.query<{ status: string }>('SELECT status FROM order_events WHERE order_id = $1 ORDER BY id', [orderId])).map(
      (e) => e.status,
    );
  const orderRow = async (orderId: string) =>
    (
      await database.query<{ status: string; tracking_status: string }>('SELECT status, tracking_status FROM orders WHERE id = $1', [
        orderId,
      ])
    )[0];

  return { api, storefront, call, signUp, placeOrder, cancel, fulfilment, stockOf, mailsOf, eventsOf, orderRow };
}
