/**
 * Military exchange customers on the shop's server (rules §6 "Account company type and AAFES
 * (military exchange) customers are told apart by cookies … A military exchange customer id adds a
 * customer-id header and sets the channel to the military exchange"; docs/military-exchange.md).
 *
 * - The exchange links to a page with `?exchangeCustomerId=…`: kept in an HttpOnly cookie, and the
 *   browser sent on to the same address without it (as the sponsoring shop's `?shop=` link).
 * - The pages' /api calls then carry the `X-Exchange-Customer-Id` header and `channel=military-exchange`.
 * - `GET /exchange/return`: the exchange's signed answer, handed to the API for the browser's cart;
 *   the shopper lands on the order page, or back on the payment step with what happened.
 */
import {
  cartCookieName,
  CHECKOUT_PATHS,
  EXCHANGE_CHANNEL,
  EXCHANGE_CUSTOMER_COOKIE,
  EXCHANGE_CUSTOMER_HEADER,
  EXCHANGE_CUSTOMER_ID_PATTERN,
  EXCHANGE_CUSTOMER_PARAM,
  EXCHANGE_MESSAGES,
  EXCHANGE_OUTCOMES,
  type ExchangeOutcome,
  exchangeAnswerEndpoint,
  readCookie,
  variantConfig,
  type ApiClient,
  type StorefrontVariant,
} from '@tireshop/core';
import type { Context } from 'hono';
import { landingRedirect } from './landing-redirect';

const COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

/** The outcomes the payment step is sent back with (`?exchange=…`), and what it says for each. */
export const EXCHANGE_RETURN_QUERY = 'exchange';

const takesExchangeCustomers = (variant: StorefrontVariant) => variantConfig(variant).checkoutTarget === 'military-exchange';

/** The exchange customer id of a request: its cookie's, on a storefront whose checkout goes to the exchange; else null. */
export function exchangeCustomerOf(variant: StorefrontVariant, cookieHeader: string | null | undefined): string | null {
  if (!takesExchangeCustomers(variant)) return null;
  const id = readCookie(cookieHeader ?? undefined, EXCHANGE_CUSTOMER_COOKIE);
  return id && EXCHANGE_CUSTOMER_ID_PATTERN.test(id) ? id : null;
}

/** The answer to a page address carrying `?exchangeCustomerId=…` on the exchange's storefront, or null. */
export async function exchangeLanding(request: Request, variant: StorefrontVariant, secure: boolean): Promise<Response | null> {
  if (!takesExchangeCustomers(variant)) return null;
  // An id that is not one changes nothing (a customer kept from before stays).
  return landingRedirect(request, EXCHANGE_CUSTOMER_PARAM, (id) =>
    EXCHANGE_CUSTOMER_ID_PATTERN.test(id)
      ? `${EXCHANGE_CUSTOMER_COOKIE}=${id}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
      : null,
  );
}

/**
 * A page's /api request with the exchange customer's header and channel from the cookie — and
 * never a header the page wrote itself.
 */
export function withExchangeCustomer(request: Request, customerId: string | null): Request {
  if (!customerId && !request.headers.has(EXCHANGE_CUSTOMER_HEADER)) return request;
  const headers = new Headers(request.headers);
  headers.delete(EXCHANGE_CUSTOMER_HEADER);
  if (!customerId) return new Request(request, { headers });
  headers.set(EXCHANGE_CUSTOMER_HEADER, customerId);
  const url = new URL(request.url);
  url.searchParams.set('channel', EXCHANGE_CHANNEL);
  return new Request(url, { method: request.method, headers, body: request.body, duplex: 'half' } as RequestInit);
}

const toPayment = (outcome: ExchangeOutcome) => {
  const query = new URLSearchParams({ [EXCHANGE_RETURN_QUERY]: outcome });
  return new Response(null, { status: 303, headers: { Location: `${CHECKOUT_PATHS.payments}?${query}`, 'Cache-Control': 'no-store' } });
};

/** GET /exchange/return: the exchange's answer for the browser's cart. */
export async function exchangeReturn(c: Context, api: ApiClient, customerId: string | null): Promise<Response> {
  const cartId = readCookie(c.req.header('cookie'), cartCookieName('cartId'));
  const q = (name: string) => c.req.query(name) ?? '';
  if (!cartId || !customerId) return toPayment('customerMissing');
  const chargeId = q('chargeId');
  const answered = await api.call(exchangeAnswerEndpoint, {
    query: { cartId, channel: EXCHANGE_CHANNEL },
    body: {
      orderReference: q('orderReference'),
      customerId: q('customerId'),
      result: q('result') as 'confirmed',
      ...(chargeId ? { chargeId } : {}),
      amountInCents: q('amountInCents'),
      signature: q('signature'),
    },
    headers: { [EXCHANGE_CUSTOMER_HEADER]: customerId },
  });
  if (!answered.ok) {
    // The API's refusal by its words (never the words themselves in the address: the page says them).
    const known = EXCHANGE_OUTCOMES.find((outcome) => EXCHANGE_MESSAGES[outcome] === answered.error.message);
    if (!known) console.error(`[storefront] exchange answer for cart ${cartId}: ${answered.error.code} ${answered.error.message}`);
    return toPayment(known ?? 'unavailable');
  }
  const { order } = answered.data;
  if (answered.data.result === 'declined' || !order) return toPayment('declined');
  return new Response(null, {
    status: 303,
    headers: { Location: CHECKOUT_PATHS.confirmOrder(order.orderId), 'Cache-Control': 'no-store' },
  });
}
