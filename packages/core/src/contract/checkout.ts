/**
 * Checkout, payment and orders (spec §3 Payment, Cart billing; §4 Checkout; rules §3 Payment types,
 * §4 Order confirmation, Order tracking steps, Fast checkout by card, Payment code 539; §5 card and
 * date messages; §7 /checkout/{card-provider}-client-token, checkout/cart-{bnpl-provider},
 * /checkout/cart-billing, /checkout/cart-services; §8 payment messages; §9 card brands and payment
 * type discounts).
 *
 * The card number never reaches this API: the payment gateway's own page tokenises it and the
 * browser sends us the single-use nonce. Wallets and buy-now-pay-later go through the gateway's
 * session page and come back with a `charge_id`. Every amount is the server's (docs/pricing.md);
 * nothing a client sends is a price. docs/decisions.md "Checkout and orders" explains the design.
 */
import * as v from 'valibot';
import { ADDRESS_MESSAGES, billingAddressSchema, emailField, PHONE_TYPES } from '../address';
import { cartShippingSchema, siteCartSchema, SHIPPING_OPTIONS } from './cart';
import { defineEndpoint } from './endpoint';
import { imageSchema, money, usZipSchema, cartIdSchema } from './fields';

// ---- payment types ---------------------------------------------------------------------------

/** The types that go through the gateway's session page and come back with charge_id (spec §2). */
export const SESSION_PAYMENT_TYPES = [
  'applepay',
  'googlepay',
  'paypal',
  'venmo',
  'affirm',
  'klarna',
  'katapult',
  'synchrony',
  'resolve',
] as const;
export type SessionPaymentType = (typeof SESSION_PAYMENT_TYPES)[number];

/**
 * rules §6 "Military exchange checkout: the order is posted to the exchange through a hidden form":
 * an order paid through the military exchange (contract/exchange.ts). Only an exchange customer's
 * checkout offers it, and only the exchange's answer places it (docs/military-exchange.md).
 */
export const EXCHANGE_PAYMENT_TYPE = 'exchange';

/** The types a shopper picks from on the payment step: a card or a session type. */
export const SHOPPER_PAYMENT_TYPES = ['credit', ...SESSION_PAYMENT_TYPES] as const;

/** rules §3 Payment types: a card ("credit", the default, paid through the hosted card fields), a session type, or the exchange. */
export const PAYMENT_TYPES = [...SHOPPER_PAYMENT_TYPES, EXCHANGE_PAYMENT_TYPE] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const DEFAULT_PAYMENT_TYPE: PaymentType = 'credit';

/** Wallets pay now; the others are financing (buy now, pay later). */
export const WALLET_PAYMENT_TYPES: readonly SessionPaymentType[] = ['applepay', 'googlepay', 'paypal', 'venmo'];

/** The card gateway's name: `{card-provider}` of spec §7 /checkout/{card-provider}-client-token. */
export const CARD_PROVIDER = 'sandbox';

/** spec §9 Card brands. */
export const CARD_BRANDS = ['American Express', 'Visa', 'JCB', 'Discover', 'MasterCard'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/**
 * What a shopper is told about a payment (rules §5 card and date messages and spec §8 Payment,
 * exact where the spec gives the words).
 */
export const PAYMENT_MESSAGES = {
  /** rules §5, exact. */
  cardNumber: 'The card number is not valid.',
  /** rules §5, exact. */
  expiryMissing: 'Please fill out an expiration date.',
  /** rules §5, exact. */
  expiryInvalid: 'This expiration date is not valid (format MM/YY).',
  cvv: 'Please enter the 3- or 4-digit security code (CVV) from your card.',
  cardholderName: 'Please enter the name on the card.',
  /** spec §8 gateway message, exact. */
  cardInvalid: 'Credit card is invalid',
  /** spec §8 Payment, exact: a declined or failed payment. */
  failed: "We're sorry, the payment was not able to be processed. Please try again or use another payment method.",
  /** spec §8 / rules §4 Payment code 539: the payment is processing. */
  processing:
    'Your payment is processing. Please check your e-mail for your order confirmation, and contact customer service if none arrives within 30 minutes.',
  /** A nonce or charge that was used, has expired or is not this cart's. */
  tokenUsed: 'This payment has already been used. Please enter your payment details again.',
  tokenExpired: 'This payment session has expired. Please enter your payment details again.',
  /** The cart's total changed since the shopper saw it (spec §8 Order changes "price update"). */
  priceChanged: 'The price of your order has been updated. Please review the new total before paying.',
  /** rules §5 "Payment checkout aborts with a logged error when cart summary, products or shipping are missing." */
  missingCart: 'Your cart could not be found. Please return to your cart.',
  missingProducts: 'Your cart has no tires. Please add tires before paying.',
  missingShipping: 'Please choose how your tires reach you before paying.',
  missingBilling: 'Please enter your billing address.',
  outOfStock: 'Sorry, we no longer have enough of a tire in your cart. Please update your cart.',
  /** A second request with the same Idempotency-Key while the first is still running. */
  inProgress: 'Your order is already being placed. Please wait a moment.',
  /** The same Idempotency-Key sent with a different request body. */
  keyReused: 'This Idempotency-Key was already used for a different order request.',
  keyMissing: 'An Idempotency-Key header (8 to 100 letters, digits, - or _) is required to place an order.',
  alreadyOrdered: 'This cart has already been ordered.',
  /** spec §8 gateway messages, exact. */
  gatewayUnreachable: 'Cannot contact the gateway at this time.',
  gatewayTimeout: 'Request timed out waiting for a reply.',
  gatewayProblem: 'There was a problem with your request.',
  /** spec §8 gateway message "rate limited (429, 'try again in a few minutes')". */
  gatewayRateLimited: 'Too many card attempts. Please try again in a few minutes.',
} as const;

/** spec §8 "Wallet and financing cancellations have their own messages." */
export const PAYMENT_CANCELLED_MESSAGES: Record<SessionPaymentType, string> = {
  applepay: 'Apple Pay was cancelled. Your cart is saved — choose a way to pay.',
  googlepay: 'Google Pay was cancelled. Your cart is saved — choose a way to pay.',
  paypal: 'You cancelled paying with PayPal. Your cart is saved — choose a way to pay.',
  venmo: 'You cancelled paying with Venmo. Your cart is saved — choose a way to pay.',
  affirm: 'Your Affirm application was not completed. Choose another way to pay, or try Affirm again.',
  klarna: 'You left Klarna before finishing. Choose another way to pay, or try Klarna again.',
  katapult: 'Your Katapult lease was not completed. Choose another way to pay, or try Katapult again.',
  synchrony: 'Your Synchrony financing was not completed. Choose another way to pay, or try again.',
  resolve: 'Your Resolve payment was not completed. Choose another way to pay, or try Resolve again.',
};

// ---- cart billing (spec §7 GET, POST, PUT /checkout/cart-billing) -----------------------------

/** spec §3 Cart billing; the e-mail is required here: the order confirmation goes to it. */
export const cartBillingInputSchema = v.object({ ...billingAddressSchema.entries, email: emailField });
export type CartBillingInput = v.InferInput<typeof cartBillingInputSchema>;

/**
 * A stored address as the API answers it (spec §3 Cart billing's address fields): a cart's billing
 * and an account's saved addresses (account-area.ts) share these fields.
 */
export const storedAddressSchema = v.object({
  firstName: v.string(),
  lastName: v.string(),
  companyName: v.nullable(v.string()),
  addressLine1: v.string(),
  addressLine2: v.nullable(v.string()),
  city: v.string(),
  state: v.string(),
  zip: v.string(),
  phone: v.string(),
  phoneType: v.picklist(PHONE_TYPES),
});

export const cartBillingSchema = v.object({
  ...storedAddressSchema.entries,
  email: v.string(),
  poNumber: v.nullable(v.string()),
});
export type CartBilling = v.InferOutput<typeof cartBillingSchema>;

const cartIdQuery = v.object({ cartId: cartIdSchema });
const billingResponse = v.object({ siteCartBilling: cartBillingSchema });

export const getCartBillingEndpoint = defineEndpoint({
  id: 'getCartBilling',
  method: 'GET',
  path: '/v1/checkout/cart-billing',
  summary: "The cart's billing address (404 when none was saved).",
  auth: true,
  query: cartIdQuery,
  response: billingResponse,
});
export const putCartBillingEndpoint = defineEndpoint({
  id: 'saveCartBilling',
  method: 'PUT',
  path: '/v1/checkout/cart-billing',
  summary: "Saves the cart's billing address (spec §3 Cart billing; PO number optional), replacing any earlier one.",
  auth: true,
  query: cartIdQuery,
  body: cartBillingInputSchema,
  response: billingResponse,
});
export const postCartBillingEndpoint = defineEndpoint({ ...putCartBillingEndpoint, id: 'createCartBilling', method: 'POST' });

// ---- cart services: road hazard (spec §7 POST, GET /checkout/cart-services) ---------------------

/** The services step: road hazard coverage on every tire of the cart, or on none. */
export const cartServicesInputSchema = v.object({
  isRoadHazard: v.boolean('isRoadHazard must be true or false.'),
});

export const postCartServicesEndpoint = defineEndpoint({
  id: 'saveCartServices',
  method: 'POST',
  path: '/v1/checkout/cart-services',
  summary: 'Chooses the services of the checkout services step (road hazard coverage for the whole cart); answers the repriced cart.',
  auth: true,
  /** spec §7: "query id (cart id for POST, cart uuid for GET)" — both are the cart's id here. */
  query: v.object({ id: cartIdSchema }),
  body: cartServicesInputSchema,
  response: v.object({ siteCart: siteCartSchema }),
});

export const cartServicesSchema = v.object({
  /** Every tire covered. */
  isRoadHazard: v.boolean(),
  roadHazardCostInCents: money,
  /** Whether the checkbox is offered at all (spec §4: not when all products declined by rule, not for special order). */
  roadHazardOffered: v.boolean(),
  installerService: v.array(v.object({ serviceId: v.string(), serviceName: v.string(), imageUrl: v.nullable(v.string()) })),
});

export const getCartServicesEndpoint = defineEndpoint({
  id: 'getCartServices',
  method: 'GET',
  path: '/v1/checkout/cart-services',
  summary: "The cart's chosen services: road hazard coverage and the installer's shop services.",
  auth: true,
  query: v.object({ id: cartIdSchema }),
  response: v.object({ siteCartServices: cartServicesSchema }),
});

// ---- the card gateway's client token (spec §7 GET /checkout/{card-provider}-client-token) -----

export const cardClientTokenEndpoint = defineEndpoint({
  id: 'getCardClientToken',
  method: 'GET',
  path: `/v1/checkout/${CARD_PROVIDER}-client-token`,
  summary:
    "A client token for the card gateway's hosted card fields (spec §7: clientToken and isSuccess). The card number is typed into the gateway's own page, never sent to this API.",
  auth: true,
  response: v.object({
    clientToken: v.string(),
    isSuccess: v.boolean(),
    /** The gateway's hosted card-fields page, to load in an iframe with ?clientToken=…. */
    hostedFieldsUrl: v.string(),
  }),
});

// ---- wallet and financing sessions (spec §7 POST checkout/cart-{bnpl-provider}) ---------------

const returnUrl = v.pipe(
  v.string('returnUrl must be an http(s) URL.'),
  v.maxLength(2000, 'returnUrl must be at most 2000 characters.'),
  v.check((s) => /^https?:\/\/[^\s]+$/i.test(s), 'returnUrl must be an http(s) URL.'),
);

export const paymentSessionInputSchema = v.object({
  /** Where the gateway sends the shopper back: with ?charge_id=… when approved (#affirm-error when Affirm fails), ?payment_cancelled={type} when cancelled. */
  returnUrl,
});

/** spec §3 "Klarna session: client_token, payment_method_categories, plus klarnaPayload". */
export const paymentSessionSchema = v.object({
  session: v.object({
    client_token: v.string(),
    payment_method_categories: v.array(v.object({ identifier: v.string(), name: v.string() })),
  }),
  payload: v.object({
    sessionId: v.string(),
    paymentType: v.picklist(SESSION_PAYMENT_TYPES),
    /** The gateway's page the shopper approves the payment on. */
    redirectUrl: v.string(),
    /** What the gateway will ask the shopper to approve: the server's total for this payment type. */
    amountInCents: money,
    expiresAt: v.string(),
  }),
});
export type PaymentSession = v.InferOutput<typeof paymentSessionSchema>;

/** One endpoint per type, at spec §7's `checkout/cart-{bnpl-provider}` path. */
export const paymentSessionEndpoints = SESSION_PAYMENT_TYPES.map((type) =>
  defineEndpoint({
    id: `createPaymentSession_${type}`,
    method: 'POST',
    path: `/v1/checkout/cart-${type}`,
    summary: `Starts a ${type} payment for the cart at the gateway (spec §7 checkout/cart-{bnpl-provider}). A cart's open session for the same amount is answered again, so it is requested once per cart (spec §4).`,
    auth: true,
    query: cartIdQuery,
    body: paymentSessionInputSchema,
    response: paymentSessionSchema,
  }),
);
export const paymentSessionEndpointFor = (type: SessionPaymentType) => paymentSessionEndpoints[SESSION_PAYMENT_TYPES.indexOf(type)]!;

// ---- the order summary before paying ---------------------------------------------------------

export const orderQuoteSchema = v.object({
  cartId: v.string(),
  paymentType: v.picklist(PAYMENT_TYPES),
  /** The cart as priced now (every amount the server's). */
  siteCart: siteCartSchema,
  /** spec §9 payment type discount (affirm 10 %, katapult 10 %, klarna 10 %, synchrony 0) in percent. */
  paymentTypeDiscountPercent: v.number(),
  paymentTypeDiscountInCents: money,
  /** The cart's total less the payment type discount: what will be charged. */
  totalInCents: money,
  /** Why the order cannot be placed yet (missing shipping, billing, appointment…), each in the shopper's words. Empty when it can. */
  problems: v.array(v.object({ code: v.string(), message: v.string() })),
});
export type OrderQuote = v.InferOutput<typeof orderQuoteSchema>;

export const orderQuoteEndpoint = defineEndpoint({
  id: 'getOrderQuote',
  method: 'GET',
  path: '/v1/checkout/order-quote',
  summary: 'What placing the order would charge with a payment type (the payment type discount applied) and what still stops it.',
  auth: true,
  query: v.object({
    cartId: cartIdSchema,
    paymentType: v.optional(v.picklist(PAYMENT_TYPES, 'paymentType is not a payment type.'), DEFAULT_PAYMENT_TYPE),
  }),
  response: v.object({ orderQuote: orderQuoteSchema }),
});

// ---- orders -----------------------------------------------------------------------------------

/** rules §4 Order confirmation: unconfirmed (payment processing, code 539) then confirmed; or cancelled. */
export const ORDER_STATUSES = ['unconfirmed', 'confirmed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** rules §4 Order tracking steps, in order, plus cancelled. */
export const TRACKING_STATUSES = ['processed', 'pending_pickup', 'in_transit', 'delivered', 'cancelled'] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];
export const TRACKING_STEP_LABELS: Record<Exclude<TrackingStatus, 'cancelled'>, string> = {
  processed: 'Order Processed',
  pending_pickup: 'Pending Carrier Pickup',
  in_transit: 'In Transit',
  delivered: 'Delivered',
};

/** rules §5 "Order tracking: Please review. Order ID & ZIP Code do not match." — also for an unknown order. */
export const ORDER_TRACKING_MISMATCH = 'Please review. Order ID & ZIP Code do not match.';

/**
 * An order number no order can have: numbers are issued from 100000001 on (migration 0005), so one
 * with letters, fewer than nine digits or a leading zero is a typing mistake — said as such, not
 * as the spec's "do not match", which is kept for a number that could be an order (words ours).
 */
export const ORDER_NUMBER_INVALID = 'An order number is 9 digits, like 100000123. Please check the number in your confirmation e-mail.';
export const ORDER_NUMBER_PATTERN = /^[1-9]\d{8,11}$/;
export const ORDER_TRACKING_RATE_LIMITED = 'Too many tracking requests. Please wait a moment and try again.';
/** rules §4 Cancellation: 30 minutes. */
export const ORDER_CANCEL_WINDOW_MINUTES = 30;

const orderIdSchema = v.pipe(v.string('The order id is not valid.'), v.uuid('The order id is not valid.'));

export const placeOrderInputSchema = v.object({
  cartId: cartIdSchema,
  paymentType: v.optional(v.picklist(PAYMENT_TYPES, 'paymentType is not a payment type.'), DEFAULT_PAYMENT_TYPE),
  /** Card: the single-use nonce from the gateway's hosted card fields. */
  paymentMethodNonce: v.optional(
    v.pipe(v.string('paymentMethodNonce must be text.'), v.regex(/^[A-Za-z0-9_-]{8,100}$/, PAYMENT_MESSAGES.tokenUsed)),
  ),
  /** Wallets and financing: the charge_id the gateway returned with (spec §2). */
  chargeId: v.optional(v.pipe(v.string('chargeId must be text.'), v.regex(/^[A-Za-z0-9_-]{8,100}$/, PAYMENT_MESSAGES.tokenUsed))),
  /** The total the shopper was shown; a different server total answers 409 priceChanged and charges nothing. */
  expectedTotalInCents: v.optional(money),
});
export type PlaceOrderInput = v.InferInput<typeof placeOrderInputSchema>;

export const orderItemSchema = v.object({
  productId: v.number(),
  partNumber: v.string(),
  name: v.string(),
  brand: v.string(),
  size: v.string(),
  image: imageSchema,
  quantity: v.number(),
  unitPriceInCents: money,
  lineTotalInCents: money,
  roadHazardCostInCents: money,
  fetInCents: money,
});

export const orderSchema = v.object({
  /** Unguessable: the order page's address (/checkout/confirm-order/{orderId}). */
  orderId: v.string(),
  /** The number the shopper quotes (e-mail, tracking, support). */
  orderNumber: v.string(),
  status: v.picklist(ORDER_STATUSES),
  trackingStatus: v.picklist(TRACKING_STATUSES),
  placedAt: v.string(),
  confirmedAt: v.nullable(v.string()),
  email: v.string(),
  /**
   * Placed by a signed-in shopper (rules §4 Cancellation: "Online only … for logged-in users through
   * order history. Others phone support"): the order page sends them to My orders to cancel, and
   * everyone else to the phone. Never says whose account.
   */
  accountOrder: v.boolean(),
  payment: v.object({
    paymentType: v.picklist(PAYMENT_TYPES),
    /** "Visa ending in 1111", "PayPal", "Klarna". */
    label: v.string(),
    brand: v.nullable(v.string()),
    last4: v.nullable(v.string()),
    status: v.picklist(['processing', 'authorized', 'captured', 'voided', 'refunded']),
  }),
  shippingOption: v.picklist(SHIPPING_OPTIONS),
  destinationLabel: v.string(),
  shipping: cartShippingSchema,
  billing: cartBillingSchema,
  appointment: v.nullable(v.object({ installerName: v.string(), label: v.string(), startsAt: v.string(), isMobileInstall: v.boolean() })),
  items: v.array(orderItemSchema),
  subtotalInCents: money,
  discountInCents: money,
  /** issue #15 / rules §9 "Military discount 5%": the part of discountInCents that is the military discount, its own line. */
  militaryDiscountInCents: money,
  roadHazardCostInCents: money,
  fetInCents: money,
  shippingCostInCents: money,
  installationCostInCents: money,
  taxInCents: money,
  paymentTypeDiscountInCents: money,
  totalInCents: money,
});
export type Order = v.InferOutput<typeof orderSchema>;
const orderResponse = v.object({ order: orderSchema });

/** Idempotency-Key header values: 8–100 of A–Z a–z 0–9 - _. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export const placeOrderEndpoint = defineEndpoint({
  id: 'placeOrder',
  method: 'POST',
  path: '/v1/orders',
  summary:
    'Places the cart as an order in one transaction: totals recomputed, stock taken, the appointment confirmed, the payment authorised and captured, the confirmation e-mail queued. Requires an Idempotency-Key header: the same key replays the answer and charges once; with a different body it answers 422; while the first is running, 409.',
  auth: true,
  body: placeOrderInputSchema,
  status: 201,
  response: orderResponse,
});

export const getOrderEndpoint = defineEndpoint({
  id: 'getOrder',
  method: 'GET',
  path: '/v1/orders/{orderId}',
  summary: 'An order placed through this client (404 for anyone else).',
  auth: true,
  params: v.object({ orderId: orderIdSchema }),
  response: orderResponse,
});

// ---- order tracking (spec storefront §2 /track-your-order) -----------------------------------

/** A return's states (docs/returns.md; rules §4 "Returns may be requested or cancelled"). */
export const RETURN_STATUSES = ['requested', 'received', 'refunded', 'cancelled'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
/** How tracking and the account name a return's state. */
export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Return requested',
  received: 'Return received',
  refunded: 'Refunded',
  cancelled: 'Return cancelled',
};

export const orderTrackingSchema = v.object({
  orderNumber: v.string(),
  trackingStatus: v.picklist(TRACKING_STATUSES),
  /** The four steps in order with when each was reached (null while ahead). */
  steps: v.array(v.object({ status: v.picklist(TRACKING_STATUSES), label: v.string(), reachedAt: v.nullable(v.string()) })),
  cancelledAt: v.nullable(v.string()),
  placedAt: v.string(),
  destinationLabel: v.string(),
  /** When the shop marked the tires installed (an installation order, after Delivered); absent before. */
  installedAt: v.optional(v.string()),
  carrier: v.nullable(v.string()),
  trackingNumber: v.nullable(v.string()),
  items: v.array(v.object({ name: v.string(), size: v.string(), quantity: v.number(), image: imageSchema })),
  /** The order's returns, oldest first, each with its state and when it was last changed (absent: none). */
  returns: v.optional(
    v.array(
      v.object({ returnNumber: v.string(), status: v.picklist(RETURN_STATUSES), label: v.string(), quantity: v.number(), at: v.string() }),
    ),
  ),
});
export type OrderTracking = v.InferOutput<typeof orderTrackingSchema>;

/** The order tracking form's fields, checked in the form before the call (track-order-form). */
export const orderTrackingQuerySchema = v.object({
  orderId: v.pipe(v.string(ORDER_NUMBER_INVALID), v.trim(), v.regex(ORDER_NUMBER_PATTERN, ORDER_NUMBER_INVALID)),
  zip: usZipSchema(ADDRESS_MESSAGES.zip),
});

export const orderTrackingEndpoint = defineEndpoint({
  id: 'trackOrder',
  method: 'GET',
  path: '/v1/order-tracking',
  summary:
    'Where an order is, by its order number and the shipping or billing ZIP code. An unknown order and a wrong ZIP answer the same 404; rate-limited per client address (429 with Retry-After).',
  auth: true,
  query: orderTrackingQuerySchema,
  response: v.object({ orderTracking: orderTrackingSchema }),
});

// ---- fulfilment: the warehouse and carrier move an order along -------------------------------

export const fulfilmentEventInputSchema = v.object({
  status: v.picklist(
    ['pending_pickup', 'in_transit', 'delivered', 'cancelled'],
    'status must be pending_pickup, in_transit, delivered or cancelled.',
  ),
  carrier: v.optional(v.pipe(v.string(), v.maxLength(40))),
  trackingNumber: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{6,40}$/, 'trackingNumber must be 6 to 40 letters and digits.'))),
});

export const fulfilmentEventEndpoint = defineEndpoint({
  id: 'recordFulfilmentEvent',
  method: 'POST',
  path: '/v1/fulfilment/orders/{orderNumber}/events',
  summary:
    'Moves an order along its tracking steps (the operations client only): pending carrier pickup, in transit, delivered — never backwards — or cancelled before delivery (the payment refunded, stock and the installation time released).',
  auth: true,
  params: v.object({ orderNumber: v.pipe(v.string(), v.regex(/^\d{1,12}$/, 'The order number is not valid.')) }),
  body: fulfilmentEventInputSchema,
  response: v.object({ orderTracking: orderTrackingSchema }),
});

export const checkoutEndpoints = [
  getCartBillingEndpoint,
  putCartBillingEndpoint,
  postCartBillingEndpoint,
  postCartServicesEndpoint,
  getCartServicesEndpoint,
  cardClientTokenEndpoint,
  ...paymentSessionEndpoints,
  orderQuoteEndpoint,
  placeOrderEndpoint,
  getOrderEndpoint,
  orderTrackingEndpoint,
  fulfilmentEventEndpoint,
] as const;
