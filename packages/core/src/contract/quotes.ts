/**
 * Sales quotes (rules §1 "A sales tool user (staff who can send a quote to a customer)", §6 Simple
 * sales tool "Staff can send a quote with the customer's {email} and {phone}"; docs/quotes.md).
 * A sales-tool user sends their cart as a quote; the customer opens the quote's link into their
 * own cart at the quoted prices until it expires. The spec does not show these calls: the paths are ours.
 */
import * as v from 'valibot';
import { emailField, phoneField } from '../address/index';
import { siteCartSchema } from './cart';
import { defineEndpoint } from './endpoint';
import { imageSchema, money, cartIdSchema } from './fields';

/** How long a quote's prices hold (docs/quotes.md): a week, long enough to talk it over, short enough for stock and prices. */
export const QUOTE_VALIDITY_DAYS = 7;

export const QUOTE_MESSAGES = {
  /** rules §8 "quote could not be sent" (the toast's words). */
  notSent: 'The quote could not be sent.',
  salesToolOnly: 'Only a sales tool account can send quotes.',
  emptyCart: 'Add tires to the cart before sending it as a quote.',
  gone: 'This quote does not exist.',
  expired: 'This quote has expired. Its prices no longer hold: please ask for a new quote.',
} as const;

/** The link's secret: base64url, 32 characters. Anything else is a quote that does not exist. */
const tokenParam = v.pipe(v.string(QUOTE_MESSAGES.gone), v.regex(/^[A-Za-z0-9_-]{32}$/, QUOTE_MESSAGES.gone));

export const quoteLineSchema = v.object({
  productId: v.number(),
  name: v.string(),
  brand: v.string(),
  size: v.string(),
  image: imageSchema,
  link: v.string(),
  quantity: v.number(),
  /** The quoted price of one tire, from the sales user's price list when the quote was sent. */
  unitPriceInCents: money,
  /** Retail when the quote was sent (shown struck through when higher). */
  retailPriceInCents: money,
  lineTotalInCents: money,
});

export const quoteSchema = v.object({
  quoteNumber: v.string(),
  createdAt: v.string(),
  expiresAt: v.string(),
  /** Past its expiry: the page says so and nothing can be added. */
  expired: v.boolean(),
  lines: v.array(quoteLineSchema),
  subtotalInCents: money,
});
export type Quote = v.InferOutput<typeof quoteSchema>;

/** A quote as its sales user sees it in their list: with whom it went to and the text message for the phone. */
export const sentQuoteSchema = v.object({
  ...quoteSchema.entries,
  email: v.string(),
  phone: v.string(),
  /** The customer's link. */
  link: v.string(),
  /** The text message for the customer's phone (docs/quotes.md: sent by the sales user; there is no SMS gateway). */
  textMessage: v.string(),
});
export type SentQuote = v.InferOutput<typeof sentQuoteSchema>;

export const sendQuoteInputSchema = v.object({
  cartId: cartIdSchema,
  /** rules §5 "Email must match an e-mail format" — "Please enter a valid email." */
  email: emailField,
  /** rules §5 "Phone: optional country code, 10 digits, optional extension" — "Please enter a valid phone number." */
  phone: phoneField,
});
export type SendQuoteInput = v.InferInput<typeof sendQuoteInputSchema>;

export const sendQuoteEndpoint = defineEndpoint({
  id: 'sendQuote',
  method: 'POST',
  path: '/v1/quotes',
  summary:
    `Sends the signed-in sales tool user's cart as a quote to the customer's e-mail and phone, priced from the sales user's price list now; ` +
    `it holds for ${QUOTE_VALIDITY_DAYS} days. 401 without a session, 403 for any other account, 404 for someone else's cart, 409 for an empty cart.`,
  auth: true,
  status: 201,
  body: sendQuoteInputSchema,
  response: v.object({ quote: sentQuoteSchema }),
});

export const myQuotesEndpoint = defineEndpoint({
  id: 'listMyQuotes',
  method: 'GET',
  path: '/v1/quotes',
  summary: 'The quotes the signed-in sales tool user has sent, newest first (the latest 50). 403 for any other account.',
  auth: true,
  response: v.object({ quotes: v.array(sentQuoteSchema) }),
});

export const quoteEndpoint = defineEndpoint({
  id: 'getQuote',
  method: 'GET',
  path: '/v1/quotes/{token}',
  summary: 'A quote by its link’s secret: the tires at the quoted prices and whether it has expired. 404 for an unknown secret.',
  auth: true,
  params: v.object({ token: tokenParam }),
  response: v.object({ quote: quoteSchema }),
});

export const openQuoteEndpoint = defineEndpoint({
  id: 'openQuote',
  method: 'POST',
  path: '/v1/quotes/{token}/cart',
  summary:
    'Adds the quote’s tires to the caller’s cart (a new one without cartId) at the quoted prices, which hold until the quote expires. ' +
    'Each tire’s line gets the quoted quantity. 409 once the quote has expired (nothing is added); 409 when a tire is short of stock.',
  auth: true,
  params: v.object({ token: tokenParam }),
  body: v.object({ cartId: v.optional(v.nullable(cartIdSchema)) }),
  response: v.object({ siteCart: siteCartSchema }),
});

export const withdrawQuoteEndpoint = defineEndpoint({
  id: 'withdrawQuote',
  method: 'POST',
  path: '/v1/quotes/{quoteNumber}/withdrawal',
  summary:
    'Ends one of the signed-in sales tool user’s quotes now (a price was wrong, the customer declined): its link says it has expired, ' +
    'and carts opened from it reprice normally. 404 for anyone else’s quote; an expired one stays as it is.',
  auth: true,
  params: v.object({ quoteNumber: v.pipe(v.string(QUOTE_MESSAGES.gone), v.regex(/^Q-\d{6,12}$/, QUOTE_MESSAGES.gone)) }),
  response: v.object({ quote: sentQuoteSchema }),
});

export const quoteEndpoints = [sendQuoteEndpoint, myQuotesEndpoint, quoteEndpoint, openQuoteEndpoint, withdrawQuoteEndpoint] as const;
