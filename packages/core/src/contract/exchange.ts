/**
 * The military exchange checkout (rules §1 line 57 "Military exchange checkout. A customer id and a
 * checkout url. A hidden POST form carries line items for a fee, install, shipping, road hazard and
 * excise-tax charge, plus agency fields."; §6 "A military exchange customer id adds a customer-id
 * header and sets the channel to the military exchange" and "Military exchange checkout: the order
 * is posted to the exchange through a hidden form"; §7 Headers, query value `channel`).
 *
 * Like a hosted payment page:
 *
 * 1. `POST /v1/checkout/military-exchange?cartId=…` (with the customer-id header) answers the hidden
 *    form: the exchange's checkout url and every field, computed and signed by the server.
 * 2. The browser posts that form to the exchange; the shopper confirms or declines there.
 * 3. The exchange sends the shopper back to the shop with its signed answer;
 *    `POST /v1/checkout/military-exchange/answer?cartId=…` checks it against the cart and places the
 *    order (through the order saga, once per exchange confirmation) or answers the decline.
 *
 * docs/military-exchange.md explains the fields, the signatures and the refusals.
 */
import * as v from 'valibot';
import { orderSchema } from './checkout';
import { defineEndpoint } from './endpoint';
import { money, cartIdSchema } from './fields';

/** rules §6: the header a military exchange customer id adds to the calls. */
export const EXCHANGE_CUSTOMER_HEADER = 'X-Exchange-Customer-Id';
/** rules §6/§7: the `channel` query value of an exchange customer's calls. */
export const EXCHANGE_CHANNEL = 'military-exchange';
/** The query value the exchange's link to the shop carries (`https://shop/?exchangeCustomerId=…`). */
export const EXCHANGE_CUSTOMER_PARAM = 'exchangeCustomerId';
/** rules §6 "told apart by cookies": the HttpOnly cookie the shop's server keeps the customer id in. */
export const EXCHANGE_CUSTOMER_COOKIE = 'ts_exchange_customer';
/** Where the exchange sends the shopper back to, on the shop (storefront server route). */
export const EXCHANGE_RETURN_PATH = '/exchange/return';
/** The sandbox exchange's checkout url, on the shop's origin (api payments/sandbox/exchange.ts). */
export const SANDBOX_EXCHANGE_CHECKOUT_PATH = '/gateway/exchange/checkout';
/** An exchange customer id: 4–40 letters, digits or dashes. */
export const EXCHANGE_CUSTOMER_ID_PATTERN = /^[A-Za-z0-9-]{4,40}$/;
/** The agency fields' agency: the Army & Air Force Exchange Service. */
export const EXCHANGE_AGENCY = 'AAFES';
export const EXCHANGE_RESULTS = ['confirmed', 'declined'] as const;
export type ExchangeResult = (typeof EXCHANGE_RESULTS)[number];

/** What an exchange customer is told (words ours: the spec names the flow only). */
export const EXCHANGE_MESSAGES = {
  customerMissing: 'Please start from the Exchange to pay through it: we could not find your Exchange customer id.',
  forged: 'We could not verify this answer from the Exchange. Nothing was charged or ordered; please continue to the Exchange again.',
  notThisOrder:
    'This answer from the Exchange is for another order. Nothing was charged or ordered; please continue to the Exchange again.',
  amountMismatch:
    'The Exchange confirmed a different amount than your order total. Nothing was ordered; please review your order and continue to the Exchange again.',
  declined: 'The Exchange declined the payment. Nothing was charged. You can try again or contact the Exchange.',
  placeThroughAnswer: 'An order paid through the Exchange is placed from the Exchange’s answer.',
  confirmed: 'Paid through the Exchange',
  unavailable: 'We could not reach the Exchange’s answer just now. Nothing was ordered; please continue to the Exchange again.',
} as const;

/** What the payment step is told when the shopper comes back from the exchange without an order (`?exchange=…`). */
export const EXCHANGE_OUTCOMES = ['declined', 'forged', 'notThisOrder', 'amountMismatch', 'customerMissing', 'unavailable'] as const;
export type ExchangeOutcome = (typeof EXCHANGE_OUTCOMES)[number];
export const isExchangeOutcome = (value: unknown): value is ExchangeOutcome => (EXCHANGE_OUTCOMES as readonly unknown[]).includes(value);

const customerIdSchema = v.pipe(
  v.string(EXCHANGE_MESSAGES.customerMissing),
  v.regex(EXCHANGE_CUSTOMER_ID_PATTERN, EXCHANGE_MESSAGES.customerMissing),
);

export const exchangeFormSchema = v.object({
  /** The exchange's checkout url: the hidden form's action. */
  action: v.string(),
  method: v.literal('post'),
  /** The server's total, what the exchange will ask the shopper to confirm. */
  amountInCents: money,
  /** Every hidden field, in order: what the browser posts, untouched (the last one is the shop's signature over the others). */
  fields: v.array(v.object({ name: v.string(), value: v.string() })),
});
export type ExchangeForm = v.InferOutput<typeof exchangeFormSchema>;

export const exchangeCheckoutEndpoint = defineEndpoint({
  id: 'createExchangeCheckout',
  method: 'POST',
  path: '/v1/checkout/military-exchange',
  summary:
    'rules §1, §6: the hidden form that hands the cart to the military exchange — its checkout url, line items (tires, fee, install, shipping, road hazard, excise tax), agency fields, order reference and the shop’s signature, all from the server’s prices. Needs the X-Exchange-Customer-Id header.',
  auth: true,
  query: v.object({ cartId: cartIdSchema, channel: v.optional(v.string()) }),
  body: v.object(
    {
      returnUrl: v.pipe(
        v.string('returnUrl must be an http(s) URL.'),
        v.maxLength(2000, 'returnUrl must be at most 2000 characters.'),
        v.check((s) => /^https?:\/\/[^\s]+$/i.test(s), 'returnUrl must be an http(s) URL.'),
      ),
    },
    'The request body must be a JSON object.',
  ),
  status: 201,
  response: exchangeFormSchema,
});

/** The exchange's answer as it came back to the shop (the return address's query values). */
export const exchangeAnswerSchema = v.object(
  {
    orderReference: v.pipe(v.string(EXCHANGE_MESSAGES.notThisOrder), v.maxLength(100, EXCHANGE_MESSAGES.notThisOrder)),
    customerId: customerIdSchema,
    result: v.picklist(EXCHANGE_RESULTS, EXCHANGE_MESSAGES.forged),
    /** The exchange's authorisation (confirmed only). */
    chargeId: v.optional(v.pipe(v.string(EXCHANGE_MESSAGES.forged), v.regex(/^[A-Za-z0-9_-]{8,100}$/, EXCHANGE_MESSAGES.forged))),
    amountInCents: v.pipe(v.string(EXCHANGE_MESSAGES.forged), v.regex(/^\d{1,9}$/, EXCHANGE_MESSAGES.forged)),
    signature: v.pipe(v.string(EXCHANGE_MESSAGES.forged), v.regex(/^[A-Za-z0-9_-]{43}$/, EXCHANGE_MESSAGES.forged)),
  },
  'The request body must be a JSON object.',
);
export type ExchangeAnswer = v.InferOutput<typeof exchangeAnswerSchema>;

export const exchangeAnswerEndpoint = defineEndpoint({
  id: 'answerExchangeCheckout',
  method: 'POST',
  path: '/v1/checkout/military-exchange/answer',
  summary:
    'The military exchange’s signed answer for the cart: confirmed places the order (once: the same answer again answers the same order), declined changes nothing. A forged answer, another order’s, or one for another amount is refused with 400 or 409 and changes nothing.',
  auth: true,
  query: v.object({ cartId: cartIdSchema, channel: v.optional(v.string()) }),
  body: exchangeAnswerSchema,
  response: v.object({
    result: v.picklist(EXCHANGE_RESULTS),
    message: v.string(),
    order: v.nullable(orderSchema),
  }),
});

export const exchangeEndpoints = [exchangeCheckoutEndpoint, exchangeAnswerEndpoint];
