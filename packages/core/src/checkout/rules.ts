/**
 * Checkout rules the pages, the installer widget and the checkout store share (spec storefront §2
 * checkout routes and query/hash parameters, §3 Payment, §4 Checkout; rules §3 Payment types, §4
 * Fast checkout by card, §5 "Payment checkout aborts…"); the order's status and tracking steps are in
 * ./order-status.ts.
 * Pure functions of a path, a URL, the server's cart or order: no storage, no `document`.
 */
import * as v from 'valibot';
import { ownEntries } from '../contract/own-entries';
import type { SiteCart } from '../contract/cart';
import {
  EXCHANGE_PAYMENT_TYPE,
  PAYMENT_CANCELLED_MESSAGES,
  PAYMENT_TYPES,
  SESSION_PAYMENT_TYPES,
  placeOrderInputSchema,
  type OrderQuote,
  type PaymentType,
  type SessionPaymentType,
} from '../contract/checkout';

// ---- payment types ---------------------------------------------------------------------------

/** rules §3 Payment types, as the payment step names them. */
export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = {
  credit: 'Credit card',
  applepay: 'Apple Pay',
  googlepay: 'Google Pay',
  paypal: 'PayPal',
  venmo: 'Venmo',
  affirm: 'Affirm',
  klarna: 'Klarna',
  katapult: 'Katapult',
  synchrony: 'Synchrony',
  resolve: 'Resolve',
  exchange: 'The Exchange',
};

/** The line under each type's label (our words: the spec names the types only). */
export const PAYMENT_TYPE_DESCRIPTIONS: Record<PaymentType, string> = {
  credit: 'Visa, MasterCard, American Express, Discover, JCB',
  applepay: 'Pay with Apple Pay',
  googlepay: 'Pay with Google Pay',
  paypal: 'Pay with your PayPal account',
  venmo: 'Pay with your Venmo account',
  affirm: 'Pay over time',
  klarna: 'Pay over time',
  katapult: 'Lease to own',
  synchrony: 'Pay over time with Synchrony financing',
  resolve: 'Pay over time',
  exchange: 'Paid through the Exchange',
};

export const isPaymentType = (value: unknown): value is PaymentType => (PAYMENT_TYPES as readonly unknown[]).includes(value);
export const isSessionPaymentType = (value: unknown): value is SessionPaymentType =>
  (SESSION_PAYMENT_TYPES as readonly unknown[]).includes(value);

/** The order summary's payment type discount row: the type, its percent, what it takes off and the total charged. */
export interface PaymentDiscountRow {
  label: string;
  percent: number;
  amountInCents: number;
  totalInCents: number;
}

/**
 * spec §9 "Default card payment discount percentages: affirm 10, katapult 10, klarna 10,
 * synchrony 0" as the order summary shows it, from the server's
 * quote (the amounts are the server's): null while the loaded quote is for another type or priced
 * the cart before its total changed (a stale total is never shown as the charge).
 */
export function paymentDiscountRow(
  quote: OrderQuote | null,
  paymentType: PaymentType,
  cart: Pick<SiteCart, 'totalInCents'>,
): PaymentDiscountRow | null {
  if (!quote || quote.paymentType !== paymentType || quote.siteCart.totalInCents !== cart.totalInCents) return null;
  return {
    label: PAYMENT_TYPE_LABELS[paymentType],
    percent: quote.paymentTypeDiscountPercent,
    amountInCents: quote.paymentTypeDiscountInCents,
    totalInCents: quote.totalInCents,
  };
}

// ---- checkout paths and steps (spec storefront §2 Checkout and cart) ---------------------------

/** spec storefront §2: the checkout routes. */
export const CHECKOUT_PATHS = {
  shipping: '/checkout/shipping',
  services: '/checkout/services',
  payments: '/checkout/payments',
  orderSummary: '/checkout/order-summary',
  orderConfirmation: '/checkout/order-confirmation',
  shippingConfirmation: '/checkout/shipping-confirmation',
  confirmOrder: (orderId: string) => `/checkout/confirm-order/${encodeURIComponent(orderId)}`,
} as const;

/** spec storefront §2 "/checkout/payments/{type}": the type a payment path selects, null when none (or unknown). */
export function paymentTypeFromPath(pathname: string): PaymentType | null {
  const match = /^\/checkout\/payments\/([^/?#]+)\/?$/.exec(pathname);
  const type = match ? decodeURIComponent(match[1]!).toLowerCase() : null;
  // The exchange is no type to pick: an exchange customer's payment step offers it on its own.
  return isPaymentType(type) && type !== EXCHANGE_PAYMENT_TYPE ? type : null;
}

/** The payment step's path, with the type when one is given: /checkout/payments, /checkout/payments/klarna. */
export const paymentsPath = (type?: PaymentType) => (type ? `${CHECKOUT_PATHS.payments}/${type}` : CHECKOUT_PATHS.payments);

/** spec storefront §2 "The steps run in order shipping, services, payment". */
export const CHECKOUT_STEPS = ['shipping', 'services', 'payment'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export const CHECKOUT_STEP_PATHS: Record<CheckoutStep, string> = {
  shipping: CHECKOUT_PATHS.shipping,
  services: CHECKOUT_PATHS.services,
  payment: CHECKOUT_PATHS.payments,
};

/**
 * The steps this cart goes through. spec §4 Checkout "Home tab … otherwise goes to payment": a cart
 * shipped home skips services (road hazard is still offered on the payment page), as the shipping
 * step's "Continue" already does.
 */
export function checkoutSteps(cart: Pick<SiteCart, 'cartShipping'> | null | undefined): CheckoutStep[] {
  return cart?.cartShipping?.shippingOption === 'HOME' ? ['shipping', 'payment'] : [...CHECKOUT_STEPS];
}

/** The step after `current` for this cart; null after payment. */
export function nextCheckoutStep(current: CheckoutStep, cart: Pick<SiteCart, 'cartShipping'> | null | undefined): CheckoutStep | null {
  const steps = checkoutSteps(cart);
  const at = CHECKOUT_STEPS.indexOf(current);
  return steps.find((step) => CHECKOUT_STEPS.indexOf(step) > at) ?? null;
}

/** The step a checkout path belongs to (/checkout/payments/{type} is the payment step); null for other pages. */
export function checkoutStepFromPath(pathname: string): CheckoutStep | null {
  const path = pathname.replace(/\/+$/, '');
  if (path === CHECKOUT_PATHS.shipping) return 'shipping';
  if (path === CHECKOUT_PATHS.services) return 'services';
  if (path === CHECKOUT_PATHS.payments || path.startsWith(`${CHECKOUT_PATHS.payments}/`)) return 'payment';
  return null;
}

/** spec storefront §2 "the step navigation can jump between them unless already on that path". */
export const canJumpToStep = (pathname: string, step: CheckoutStep) => checkoutStepFromPath(pathname) !== step;

/**
 * Where the cart summary modal's "Checkout" leads (spec storefront §2 "Payment page is reached with
 * query redirectFrom=cart_modal from the cart modal"): straight to payment once the delivery is
 * settled — shipping saved and, for an installation, a time held — else to the first step, where
 * it is chosen.
 */
export function cartModalCheckoutHref(cart: Pick<SiteCart, 'cartShipping'> | null | undefined, hasAppointment: boolean): string {
  const shipping = cart?.cartShipping;
  const settled = !!shipping && (shipping.shippingOption !== 'INSTALLER' || hasAppointment);
  return settled ? `${CHECKOUT_PATHS.payments}?redirectFrom=cart_modal` : CHECKOUT_PATHS.shipping;
}

// ---- fast checkout by card (rules §4) ---------------------------------------------------------

/** The local flag of rules §4 "and a local flag is not set" ('1' turns fast checkout off on this device). */
export const FAST_CHECKOUT_DISABLED_KEY = 'ST_disableFastCheckout';

/**
 * The account-type cookie of rules §6 ("User type comes from the account-type cookie…"): the
 * signed-in shopper's user type, set at sign-in, cleared at sign-out and on anonymous pages. Pages
 * read it for what they show and for fast checkout; prices never depend on it (the API reads the
 * session).
 */
export const ACCOUNT_TYPE_COOKIE = 'ST_accountType';

/** rules §6: simple sales tool users are "Excluded from fast checkout"; rules §4 adds fleet. */
export const FAST_CHECKOUT_EXCLUDED_USER_TYPES: readonly string[] = ['sales-tool', 'fleet'];

export interface FastCheckoutInput {
  paymentType: PaymentType;
  /** rules §6 user type (account-type cookie, else stored user data, else none). */
  userType?: string | null;
  /** The FAST_CHECKOUT_DISABLED_KEY value, as stored (set = any non-empty value but '0' and 'false'). */
  disabledFlag?: string | boolean | null;
}

/**
 * rules §4 Fast checkout by card: "Enabled only when the card payment type is selected, the user is
 * not a sales-tool or fleet user and a local flag is not set." Fast: the card button places the
 * order at once instead of going to the order summary first.
 */
export function fastCheckoutEnabled(input: FastCheckoutInput): boolean {
  return (
    input.paymentType === 'credit' && !FAST_CHECKOUT_EXCLUDED_USER_TYPES.includes(input.userType ?? '') && !flagSet(input.disabledFlag)
  );
}

function flagSet(flag: FastCheckoutInput['disabledFlag']): boolean {
  if (typeof flag === 'boolean') return flag;
  const value = flag?.trim().toLowerCase() ?? '';
  return value !== '' && value !== '0' && value !== 'false';
}

// ---- coming back to the payment page (spec storefront §2) -------------------------------------

/** What the gateway's return says happened. */
export type PaymentReturnOutcome =
  /** spec §2 "The payment query may carry charge_id (payment resolved)". */
  | { kind: 'resolved'; chargeId: string }
  /** The shopper cancelled at the gateway (spec §8 "cancellations have their own messages"). */
  | { kind: 'cancelled'; paymentType: SessionPaymentType; message: string }
  /** spec §2 "a hash #affirm-error selects the Affirm payment type". */
  | { kind: 'affirm-error'; message: string }
  | { kind: 'none' };

export interface PaymentReturn {
  /** The type to show selected: the cancelled or failed one, else the path's, else null (keep the current). */
  paymentType: PaymentType | null;
  outcome: PaymentReturnOutcome;
  /** spec §2 "Payment page is reached with query redirectFrom=cart_modal from the cart modal." */
  fromCartModal: boolean;
}

const chargeIdSchema = placeOrderInputSchema.entries.chargeId.wrapped;

/**
 * Said when a charge_id comes back without its type in the address (spec §2 "The payment query may
 * carry charge_id") and no session started in this tab tells it (our words; the spec has none).
 */
export const UNKNOWN_CHARGE_TYPE_MESSAGE = 'We could not tell which payment this was. Please choose your payment type again.';

/**
 * Reads the payment page's URL after the gateway sent the shopper back (or the cart modal sent them
 * here). A malformed charge_id is ignored (no order could be placed with it), as is a
 * payment_cancelled value that names no session type.
 */
export function paymentReturn(url: URL): PaymentReturn {
  const fromCartModal = url.searchParams.get('redirectFrom') === 'cart_modal';
  const pathType = paymentTypeFromPath(url.pathname);
  if (url.hash.replace(/^#/, '').split('&').includes('affirm-error')) {
    // Our reading: a declined Affirm application says what a not-completed one says (docs/decisions.md).
    return { paymentType: 'affirm', outcome: { kind: 'affirm-error', message: PAYMENT_CANCELLED_MESSAGES.affirm }, fromCartModal };
  }
  const cancelled = url.searchParams.get('payment_cancelled');
  if (isSessionPaymentType(cancelled)) {
    return {
      paymentType: cancelled,
      outcome: { kind: 'cancelled', paymentType: cancelled, message: PAYMENT_CANCELLED_MESSAGES[cancelled] },
      fromCartModal,
    };
  }
  const chargeId = url.searchParams.get('charge_id');
  if (chargeId !== null && v.is(chargeIdSchema, chargeId))
    return { paymentType: pathType, outcome: { kind: 'resolved', chargeId }, fromCartModal };
  return { paymentType: pathType, outcome: { kind: 'none' }, fromCartModal };
}

// ---- payment results by shape (spec §3 Payment) -----------------------------------------------

export type RecognisedPayment =
  | { kind: 'charge'; chargeId: string }
  | { kind: 'payment-source'; id: string; paymentSource: unknown }
  | { kind: 'identifier'; id: string; identifier: string }
  | { kind: 'wallet-payer'; nonce: string; payerId: string }
  | { kind: 'tokenised-card'; consumed: boolean; dpanLastTwo: string }
  | { kind: 'unknown' };

const text = v.pipe(v.string(), v.minLength(1));
const chargeShape = /* @__PURE__ */ ownEntries(v.object({ chargeId: text }));
const paymentSourceShape = /* @__PURE__ */ ownEntries(v.object({ id: text, paymentSource: v.unknown() }));
const identifierShape = /* @__PURE__ */ ownEntries(v.object({ id: text, identifier: text }));
const walletPayerShape = /* @__PURE__ */ ownEntries(v.object({ nonce: text, details: v.object({ payerId: text }) }));
const tokenisedCardShape = /* @__PURE__ */ ownEntries(v.object({ consumed: v.boolean(), details: v.object({ dpanLastTwo: text }) }));

/**
 * spec §3 Payment "Payment results recognised by shape: card charge (chargeId), payment source
 * (id, paymentSource), identifier (id, identifier), wallet payer (nonce, details.payerId),
 * tokenised card (consumed, details.dpanLastTwo)" — the first shape that fits, in that order.
 */
export function recognisePaymentResult(value: unknown): RecognisedPayment {
  if (v.is(chargeShape, value)) return { kind: 'charge', chargeId: value.chargeId };
  if (v.is(paymentSourceShape, value)) return { kind: 'payment-source', id: value.id, paymentSource: value.paymentSource };
  if (v.is(identifierShape, value)) return { kind: 'identifier', id: value.id, identifier: value.identifier };
  if (v.is(walletPayerShape, value)) return { kind: 'wallet-payer', nonce: value.nonce, payerId: value.details.payerId };
  if (v.is(tokenisedCardShape, value)) return { kind: 'tokenised-card', consumed: value.consumed, dpanLastTwo: value.details.dpanLastTwo };
  return { kind: 'unknown' };
}

// ---- guards (rules §5) ------------------------------------------------------------------------

/** Keys of PAYMENT_MESSAGES: `PAYMENT_MESSAGES[reason]` is what the shopper reads. */
export type CheckoutAbortReason = 'missingCart' | 'missingProducts' | 'missingShipping';

/**
 * rules §5 "Payment checkout aborts with a logged error when cart summary, products or shipping are
 * missing." Null when payment may go on (the server checks everything again).
 */
export function checkoutAbortReason(cart: Pick<SiteCart, 'siteProducts' | 'cartShipping'> | null | undefined): CheckoutAbortReason | null {
  if (!cart) return 'missingCart';
  if (cart.siteProducts.length === 0) return 'missingProducts';
  if (!cart.cartShipping) return 'missingShipping';
  return null;
}
