/**
 * Wallet and financing sessions (spec §7 POST checkout/cart-{bnpl-provider}; spec §3 "Klarna
 * session: client_token, payment_method_categories, plus klarnaPayload"): the gateway is asked to
 * collect the server's total for the payment type (services/order-quote.ts, the payment type
 * discount of spec §9 applied), and the shopper approves it on the gateway's page, coming back to
 * `returnUrl` with a charge_id. The gateway answers an open session of the same cart, type and
 * amount again, so a cart requests its session once (storefront §4 Checkout "a Klarna session is
 * requested once when a cart id exists"); a changed total is a new session for the new amount.
 */
import { fillMessage, ORDER_REFUSALS, PAYMENT_MESSAGES, type PaymentSession, type SessionPaymentType } from '@tireshop/core';
import { eq } from 'drizzle-orm';
import type { TokenClaims } from '../auth/tokens';
import type { Database } from '../db/client';
import { apiClients, carts } from '../db/schema';
import { ApiError, badRequest } from '../http/errors';
import { PaymentError, type PaymentProvider } from '../payments/provider';
import { requireCartAccess } from './cart-access';
import { quoteOrder, type OrderProblemCode } from './order-quote';
import { CHECKOUT_ABORT_REASONS, logCheckoutAbort, paymentRefusal } from './orders';

export const RETURN_URL_REFUSED = ORDER_REFUSALS.returnUrl;

/**
 * Is `url` (an address or a bare origin) on one of the `allowed` origins? The gateway hands what it
 * holds — a charge id on the way back from a session, a card nonce from the hosted fields — only to
 * the shop itself, the page the caller's token was issued to (checked against the client's origins
 * when it was issued, routes/token.ts), or an origin the widget client may be embedded on. Anywhere
 * else would hand it to a stranger.
 */
export function originAllowed(url: string, allowed: readonly (string | null)[]): boolean {
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    return false;
  }
  return allowed.includes(origin);
}

export const clientTokenOriginRefused = (origin: string) => fillMessage(ORDER_REFUSALS.cardFieldsOrigin, { origin });

/**
 * spec §7 GET /checkout/{card-provider}-client-token: a client token bound to the page that will
 * embed the hosted card fields (the request's Origin; none means the shop's own server, whose pages
 * are on the shop). The fields post the nonce to that origin, so it must be one the caller may use:
 * 403 otherwise. A public token is already held to its own origin (auth/tokens.ts); this stops a
 * confidential token from binding the fields to any page it names.
 */
export async function issueCardClientToken(
  database: Database,
  payments: PaymentProvider,
  client: TokenClaims,
  origin: string | null,
  apiOrigin: string,
): Promise<{ clientToken: string; hostedFieldsUrl: string; isSuccess: true }> {
  if (origin !== null && !originAllowed(origin, [apiOrigin, client.origin])) {
    const [own] = await database.db
      .select({ allowedOrigins: apiClients.allowedOrigins })
      .from(apiClients)
      .where(eq(apiClients.id, client.sub));
    if (!originAllowed(origin, own?.allowedOrigins ?? [])) throw new ApiError('Forbidden', clientTokenOriginRefused(origin));
  }
  return { ...(await payments.clientToken({ origin, shopOrigin: apiOrigin })), isSuccess: true };
}

/**
 * spec §7 POST checkout/cart-{bnpl-provider} for the caller's own cart: 404 for anyone else's,
 * 409 once ordered, 400 with the quote's words when the cart has no tires or no shipping, 400
 * RETURN_URL_REFUSED for a return address off the shop and the widget's site.
 */
export async function createPaymentSession(
  database: Database,
  payments: PaymentProvider,
  paymentType: SessionPaymentType,
  cartId: string,
  body: { returnUrl: string },
  client: TokenClaims,
  apiOrigin: string,
  now: Date,
): Promise<PaymentSession> {
  const [cart] = await database.db
    .select({ clientId: carts.clientId, userId: carts.userId, orderedAt: carts.orderedAt, allowedOrigins: apiClients.allowedOrigins })
    .from(carts)
    .leftJoin(apiClients, eq(apiClients.id, carts.clientId))
    .where(eq(carts.id, cartId));
  requireCartAccess(cart, client);
  if (cart!.orderedAt) throw new ApiError('Conflict', PAYMENT_MESSAGES.alreadyOrdered);
  if (!originAllowed(body.returnUrl, [apiOrigin, client.origin, ...(cart!.allowedOrigins ?? [])])) throw badRequest(RETURN_URL_REFUSED);

  // Only the rules §5 aborts stop a session; the others — billing, the appointment, stock — are
  // settled before the order is placed, which checks them again.
  const quote = await quoteOrder(database.db, cartId, paymentType, client, now, apiOrigin);
  for (const problem of quote.problems) {
    const reason = CHECKOUT_ABORT_REASONS[problem.code as OrderProblemCode];
    if (!reason) continue;
    logCheckoutAbort(reason, cartId);
    throw badRequest(problem.message);
  }

  const session = await payments
    .createSession({
      paymentType,
      amountInCents: quote.totalInCents,
      reference: cartId,
      returnUrl: body.returnUrl,
      // The approval page is on the shop, also when the shopper returns to a widget's host page.
      shopOrigin: apiOrigin,
    })
    .catch((err: unknown) => {
      // In the shopper's words, as an order refuses the same failure (spec §8 gateway messages).
      throw err instanceof PaymentError ? paymentRefusal(err) : err;
    });
  return {
    session: { client_token: session.clientToken, payment_method_categories: session.paymentMethodCategories },
    payload: {
      sessionId: session.sessionId,
      paymentType: session.paymentType,
      redirectUrl: session.redirectUrl,
      amountInCents: session.amountInCents,
      expiresAt: session.expiresAt.toISOString(),
    },
  };
}
