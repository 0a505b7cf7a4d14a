/**
 * The military exchange checkout, the shop's side (rules §1 "Military exchange checkout. A customer
 * id and a checkout url. A hidden POST form carries line items for a fee, install, shipping, road
 * hazard and excise-tax charge, plus agency fields."; §6 "Military exchange checkout: the order is
 * posted to the exchange through a hidden form"; contract/exchange.ts; docs/military-exchange.md).
 *
 * - `exchangeCheckoutForm`: the hidden form for the cart — every amount the server's quote for the
 *   `exchange` payment type, every field signed with the shop's form key.
 * - `answerExchangeCheckout`: the exchange's answer, checked (its signature, the customer, the
 *   order reference, the amount) and, when confirmed, the order placed through the order saga
 *   (orders.ts) under an Idempotency-Key of the exchange's authorisation: the same answer twice —
 *   a reload, a double submit, a replay — is one order, answered again.
 */
import {
  EXCHANGE_AGENCY,
  EXCHANGE_CHANNEL,
  EXCHANGE_CUSTOMER_ID_PATTERN,
  EXCHANGE_MESSAGES,
  EXCHANGE_PAYMENT_TYPE,
  EXCHANGE_RETURN_PATH,
  PAYMENT_MESSAGES,
  SANDBOX_EXCHANGE_CHECKOUT_PATH,
  type ExchangeAnswer,
  type ExchangeForm,
  type Order,
  type OrderQuote,
} from '@tireshop/core';
import type { TokenClaims } from '../auth/tokens';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { ApiError, badRequest } from '../http/errors';
import {
  answerFields,
  exchangeAnswerKey,
  exchangeFormKey,
  fieldsSigned,
  signFields,
  type SignedFields,
} from '../payments/exchange-signature';
import type { PaymentProvider } from '../payments/provider';
import { quoteOrder, orderProblemRefusal } from './order-quote';
import { placeOrder } from './orders';
import { originAllowed } from './payment-sessions';

/** The merchant id the shop is known by at the exchange. */
export const EXCHANGE_MERCHANT_ID = 'tireshop';

/** The customer id of the X-Exchange-Customer-Id header; 400 without a valid one. */
export function requireExchangeCustomer(header: string | undefined): string {
  if (!header || !EXCHANGE_CUSTOMER_ID_PATTERN.test(header)) throw badRequest(EXCHANGE_MESSAGES.customerMissing);
  return header;
}

/**
 * The form's fields for a quote, in order, without the signature. rules §1: line items (each tire
 * line), the fee (sales tax), install, shipping, road hazard and excise-tax (FET) charges, the
 * discounts, the total; agency fields (agency, merchant, customer, order reference, currency,
 * channel, return address). The lines add up to the total (checked here: a form whose lines do not
 * is never handed over).
 */
export function exchangeFormFields(quote: OrderQuote, customerId: string, returnUrl: string, now: Date): [string, string][] {
  const cart = quote.siteCart;
  const fields: [string, string][] = [
    ['agency', EXCHANGE_AGENCY],
    ['merchant_id', EXCHANGE_MERCHANT_ID],
    ['customer_id', customerId],
    ['order_reference', quote.cartId],
    ['channel', EXCHANGE_CHANNEL],
    ['currency', 'USD'],
    ['return_url', returnUrl],
    ['issued_at', now.toISOString()],
    ['item_count', String(cart.siteProducts.length)],
  ];
  let sum = 0;
  cart.siteProducts.forEach((p, i) => {
    const n = i + 1;
    fields.push(
      [`item_${n}_sku`, p.partNumber],
      [`item_${n}_description`, `${p.name} ${p.size}`],
      [`item_${n}_quantity`, String(p.quantity)],
      [`item_${n}_unit_price_cents`, String(p.price.salePriceInCents)],
      [`item_${n}_amount_cents`, String(p.lineTotalInCents)],
    );
    sum += p.lineTotalInCents;
  });
  const discount = cart.discountInCents + quote.paymentTypeDiscountInCents;
  const charges: [string, number][] = [
    ['fee_cents', cart.estimatedTaxInCents ?? 0],
    ['install_cents', cart.installationCostInCents],
    ['shipping_cents', cart.shippingCostInCents ?? 0],
    ['road_hazard_cents', cart.roadHazardCostInCents],
    ['excise_tax_cents', cart.estimatedFetInCents],
  ];
  fields.push(['fee_description', 'Sales tax']);
  for (const [name, cents] of charges) {
    fields.push([name, String(cents)]);
    sum += cents;
  }
  fields.push(['discount_cents', String(discount)], ['total_cents', String(quote.totalInCents)]);
  sum -= discount;
  if (sum !== quote.totalInCents)
    throw new Error(`exchange form lines of cart ${quote.cartId} add up to ${sum}, not ${quote.totalInCents}`);
  return fields;
}

/** POST /v1/checkout/military-exchange: the hidden form handing the cart to the exchange. */
export async function exchangeCheckoutForm(
  database: Database,
  request: {
    client: TokenClaims;
    cartId: string;
    customerHeader: string | undefined;
    returnUrl: string;
    apiOrigin: string;
    tokenSecret: string;
    now: Date;
  },
): Promise<ExchangeForm> {
  const customerId = requireExchangeCustomer(request.customerHeader);
  const { client, apiOrigin } = request;
  // The answer comes back to the shop's own return address (a charge must never be sent elsewhere).
  if (!originAllowed(request.returnUrl, [apiOrigin, client.origin]) || new URL(request.returnUrl).pathname !== EXCHANGE_RETURN_PATH)
    throw badRequest(`returnUrl must be this shop's ${EXCHANGE_RETURN_PATH}.`);
  const quote = await quoteOrder(database.db, request.cartId, EXCHANGE_PAYMENT_TYPE, client, request.now, apiOrigin);
  // The order is placed when the shopper comes back: everything it needs is settled before leaving.
  const problem = quote.problems[0];
  if (problem) throw orderProblemRefusal(problem);
  const fields = exchangeFormFields(quote, customerId, request.returnUrl, request.now);
  const signature = signFields(exchangeFormKey(request.tokenSecret), fields);
  return {
    action: `${apiOrigin}${SANDBOX_EXCHANGE_CHECKOUT_PATH}`,
    method: 'post',
    amountInCents: quote.totalInCents,
    fields: [...fields, ['signature', signature]].map(([name, value]) => ({ name, value })),
  };
}

/** Whether the fields of a posted form are the shop's, unchanged (the sandbox exchange checks the form with it). */
export const exchangeFormSigned = (tokenSecret: string, fields: SignedFields, signature: string) =>
  fieldsSigned(exchangeFormKey(tokenSecret), fields, signature);

export interface ExchangeAnswerOutcome {
  status: number;
  replayed: boolean;
  body: { result: 'confirmed' | 'declined'; message: string; order: Order | null };
}

/**
 * POST /v1/checkout/military-exchange/answer. Refused, changing nothing: a forged answer (400
 * forged), another customer's or another order's (400 notThisOrder), an amount other than the
 * cart's total now (409 amountMismatch; the exchange's authorisation is given back). A decline
 * changes nothing (the exchange keeps its record). A confirmation places the order once.
 */
export async function answerExchangeCheckout(
  database: Database,
  payments: PaymentProvider,
  request: {
    client: TokenClaims;
    cartId: string;
    customerHeader: string | undefined;
    answer: ExchangeAnswer;
    apiOrigin: string;
    shopUrl?: string;
    tokenSecret: string;
    now: Date;
    clock?: Clock;
  },
): Promise<ExchangeAnswerOutcome> {
  const { answer } = request;
  if (!fieldsSigned(exchangeAnswerKey(request.tokenSecret), answerFields(answer), answer.signature))
    throw badRequest(EXCHANGE_MESSAGES.forged);
  const customerId = requireExchangeCustomer(request.customerHeader);
  if (answer.customerId !== customerId || answer.orderReference !== request.cartId) throw badRequest(EXCHANGE_MESSAGES.notThisOrder);
  if (answer.result === 'declined')
    return { status: 200, replayed: false, body: { result: 'declined', message: EXCHANGE_MESSAGES.declined, order: null } };
  if (!answer.chargeId) throw badRequest(EXCHANGE_MESSAGES.forged);

  const amountInCents = Number(answer.amountInCents);
  try {
    const placed = await placeOrder(database, payments, {
      client: request.client,
      idempotencyKey: `exchange-${answer.chargeId}`.slice(0, 100),
      body: { cartId: request.cartId, paymentType: EXCHANGE_PAYMENT_TYPE, chargeId: answer.chargeId, expectedTotalInCents: amountInCents },
      apiOrigin: request.apiOrigin,
      shopUrl: request.shopUrl,
      now: request.now,
      clock: request.clock,
    });
    if (placed.status !== 201) {
      // The kept refusal of this answer's first try (the authorisation was spent then).
      const kept = placed.body as { error?: { code?: string; message?: string } };
      throw new ApiError((kept.error?.code as 'BadRequest') ?? 'BadRequest', kept.error?.message ?? EXCHANGE_MESSAGES.forged);
    }
    const { order } = placed.body as { order: Order };
    return { status: 200, replayed: placed.replayed, body: { result: 'confirmed', message: EXCHANGE_MESSAGES.confirmed, order } };
  } catch (err) {
    if (err instanceof ApiError && err.message === PAYMENT_MESSAGES.priceChanged) {
      // Confirmed for another total than the cart's now: that authorisation can never pay this
      // cart, so it is given back rather than left as a hold on the shopper's account.
      await payments.void(answer.chargeId).catch((voidErr: unknown) => {
        console.error(`[exchange] could not void authorisation ${answer.chargeId}:`, voidErr);
      });
      throw new ApiError('Conflict', EXCHANGE_MESSAGES.amountMismatch);
    }
    throw err;
  }
}
