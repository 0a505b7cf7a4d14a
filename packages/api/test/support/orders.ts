/**
 * Helpers of the order suites (and of anyone who needs a placed order): carts ready to order —
 * tires, shipping, billing — a card tokenised at the sandbox gateway the way its hosted fields do
 * it, and POST /v1/orders with an Idempotency-Key.
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { createApi } from '../../src/app';
import type { Database } from '../../src/db/client';
import type { PaymentProvider } from '../../src/payments/provider';
import { SANDBOX_TEST_CARDS } from '../../src/payments/sandbox/test-cards';
import { jsonCall, SHOP_ORIGIN, testApi, type Answer } from './api';
import { seedTire } from './carts';
import { clock } from './clock';
import { HOME_DELIVERY } from './checkout';
import { expiryIn } from './gateway';

export { SANDBOX_TEST_CARDS };

type TestApi = Awaited<ReturnType<typeof testApi>>;

/** A billing address as the billing step saves it (spec §3 Cart billing). */
export const BILLING = {
  firstName: 'Ana',
  lastName: 'Lopez',
  addressLine1: '12 Main St',
  addressLine2: null,
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  phone: '512-555-0100',
  phoneType: 'Mobile',
  email: 'ana@example.com',
  companyName: null,
  poNumber: null,
} as const;

/**
 * Gives a cart BILLING, written straight into cart_billing: the order suites test placing, not the
 * billing step (checkout-billing.test.ts does), and must not depend on it.
 */
export async function giveBilling(database: Database, cartId: string, billing: Partial<typeof BILLING> = {}): Promise<void> {
  const b = { ...BILLING, ...billing };
  await database.query(
    `INSERT INTO cart_billing (cart_id, first_name, last_name, address_line1, address_line2, city, state, zip, phone, phone_type, email, company_name, po_number)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT (cart_id) DO NOTHING`,
    [
      cartId,
      b.firstName,
      b.lastName,
      b.addressLine1,
      b.addressLine2,
      b.city,
      b.state,
      b.zip,
      b.phone,
      b.phoneType,
      b.email,
      b.companyName,
      b.poNumber,
    ],
  );
}

/** A card as the shopper types it into the hosted fields (a SANDBOX_TEST_CARDS entry fits). */
export interface TestCard {
  number: string;
  expiry?: string;
  cvv?: string;
  name?: string;
}

/** A valid expiry (MM/YY) two years ahead. */
export const FUTURE_EXPIRY = expiryIn(2);

/**
 * What the hosted card fields do: a client token from the API, then the card posted to the
 * gateway's /gateway/v1/tokenize (never to /api). Answers the nonce.
 */
export async function tokenizeCard(api: TestApi, token: string, card: TestCard): Promise<string> {
  const issued = await jsonCall(api.request, 'GET', '/v1/checkout/sandbox-client-token', { token, headers: { Origin: SHOP_ORIGIN } });
  if (issued.status !== 200) throw new Error(`client token: ${issued.status} ${JSON.stringify(issued.body)}`);
  const tokenized = await jsonCall(api.gatewayRequest, 'POST', '/v1/tokenize', {
    token: null,
    headers: { Origin: SHOP_ORIGIN },
    body: {
      clientToken: issued.body.clientToken,
      number: card.number,
      expiry: card.expiry ?? FUTURE_EXPIRY,
      cvv: card.cvv ?? '123',
      name: card.name ?? 'Ana Lopez',
    },
  });
  if (tokenized.status !== 201) throw new Error(`tokenize: ${tokenized.status} ${JSON.stringify(tokenized.body)}`);
  return tokenized.body.nonce as string;
}

/** POST /v1/orders with `key` as the Idempotency-Key (null sends none). */
export function postOrder(api: TestApi, token: string, body: Record<string, unknown>, key: string | null = randomUUID()): Promise<Answer> {
  return jsonCall(api.request, 'POST', '/v1/orders', { token, body, headers: key === null ? {} : { 'Idempotency-Key': key } });
}

/** The whole card payment: tokenise `card` (Visa 4111… by default) and place the cart's order with it. */
export async function placeOrderWithCard(
  api: TestApi,
  token: string,
  cartId: string,
  card: TestCard = SANDBOX_TEST_CARDS.visa,
  extra: Record<string, unknown> = {},
): Promise<Answer> {
  const nonce = await tokenizeCard(api, token, card);
  return postOrder(api, token, { cartId, paymentType: 'credit', paymentMethodNonce: nonce, ...extra });
}

/**
 * A cart ready to order, through the API: `quantity` of tire `productId`, home delivery
 * (HOME_DELIVERY, or `shipping`) and BILLING.
 */
export async function readyCart(
  api: TestApi,
  database: Database,
  token: string,
  productId: number,
  quantity = 4,
  shipping: Record<string, unknown> = HOME_DELIVERY,
): Promise<string> {
  const created = await jsonCall(api.request, 'POST', '/v1/carts', { token, body: { productId, quantity: { front: quantity } } });
  if (created.status !== 201) throw new Error(`POST /v1/carts: ${created.status} ${JSON.stringify(created.body)}`);
  const cartId = created.body.siteCart.id as string;
  const shipped = await jsonCall(api.request, 'PUT', `/v1/checkout/cart-shipping?cartId=${cartId}`, { token, body: shipping });
  if (shipped.status !== 200) throw new Error(`PUT cart-shipping: ${shipped.status} ${JSON.stringify(shipped.body)}`);
  await giveBilling(database, cartId);
  return cartId;
}

/** GET /v1/checkout/order-quote. */
export async function getQuote(api: TestApi, token: string, cartId: string, paymentType = 'credit'): Promise<Answer> {
  return jsonCall(api.request, 'GET', `/v1/checkout/order-quote?cartId=${cartId}&paymentType=${paymentType}`, { token });
}

/** The gateway's charges made for a cart (its reference), oldest first. */
export async function chargesOf(database: Database, cartId: string): Promise<{ id: string; status: string; amount_cents: number }[]> {
  return database.query('SELECT id, status, amount_cents FROM gateway_charges WHERE reference = $1 ORDER BY created_at, id', [cartId]);
}

/** The orders of a cart (0 or 1). */
export async function ordersOf(database: Database, cartId: string): Promise<Record<string, any>[]> {
  return database.query('SELECT * FROM orders WHERE cart_id = $1', [cartId]);
}

/**
 * The same shop on the same database, with a gateway whose first void fails (a timeout): for the
 * cancellations that must stand when the money cannot be released at once. Answers its request function.
 */
export function shopWithFailingVoid(api: TestApi, database: Database): (path: string, init?: RequestInit) => Response | Promise<Response> {
  let failNextVoid = true;
  const flaky: PaymentProvider = Object.create(api.gateway.provider, {
    void: {
      value: async (chargeId: string) => {
        if (failNextVoid) {
          failNextVoid = false;
          throw new Error('gateway timed out');
        }
        return api.gateway.provider.void(chargeId);
      },
    },
  });
  const app = new Hono().route(
    '/api',
    createApi({ database, config: api.config, validateResponses: true, payments: flaky, clock: clock.now }),
  );
  return (path, init = {}) => app.request(`${SHOP_ORIGIN}/api${path}`, init);
}

/** The API, the storefront server's token and a tire to order (`where`: seedTire's condition): what an order suite starts from. */
export async function orderingApi(database: Database, where: string) {
  const api = await testApi(database);
  return { api, token: await api.storefrontToken(), tire: await seedTire(database, where) };
}
