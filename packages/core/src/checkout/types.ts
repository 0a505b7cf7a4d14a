/**
 * The checkout store's public shape (spec storefront §4 Checkout; rules §4 Fast checkout by card,
 * Payment code 539; §5 "Payment checkout aborts with a logged error…"). Implemented in ./store.ts;
 * the storefront's checkout pages and the installer widget's in-widget checkout make one per page
 * beside the cart store, and views read its atom and call its actions. Nothing throws.
 */
import type { ReadableAtom } from 'nanostores';
import type { ApiClient } from '../client/index';
import type { ApiError, ApiResult } from '../client/result';
import type { CartStore, CartLogger } from '../cart/types';
import type {
  CartBilling,
  CartBillingInput,
  Order,
  OrderQuote,
  PaymentSession,
  PaymentType,
  SessionPaymentType,
} from '../contract/checkout';
import type { FieldErrors } from '../address/index';
import type { SiteCart } from '../contract/cart';
import type { CheckoutAbortReason } from './rules';

/** How the shopper pays this time: a card nonce from the hosted fields, or a session's charge_id. */
export type PaymentChoice =
  | { paymentType: 'credit'; nonce: string; brand?: string; last4?: string }
  | { paymentType: SessionPaymentType; chargeId: string };

export interface CheckoutState {
  /** The selected payment type (default credit, spec §3). */
  paymentType: PaymentType;
  /** What the order would charge with it; null until loaded. */
  quote: OrderQuote | null;
  quoteStatus: 'idle' | 'loading' | 'error';
  billing: CartBilling | null;
  /** 'error': the saved billing address could not be loaded (not "none saved yet", which is idle with billing null). */
  billingStatus: 'idle' | 'loading' | 'error';
  /** Placing: the order is on its way; the place button shows loading (rules §4 Buttons). */
  placing: boolean;
  /** The last refused placement, in the API's words (spec §8 payment messages); null after a success. */
  error: ApiError | null;
  /** The order just placed (also kept as the placed-order id, spec §3 session values). */
  order: Order | null;
}

export type BillingResult = { ok: true; billing: CartBilling } | { ok: false; error: ApiError; fieldErrors: FieldErrors };
/**
 * A placement's answer. `retryable`: the outcome is unknown (the answer was lost, the server failed,
 * the order is still being placed) — the same choice must be tried again as it is (its key is kept,
 * the shopper may already be charged); false: a final refusal (a decline, a used nonce, a changed
 * price…), the payment is spent and another one is needed.
 */
export type PlaceResult = { ok: true; order: Order } | { ok: false; error: ApiError; retryable: boolean };

export interface CheckoutStoreOptions {
  api: ApiClient;
  /** The page's cart store: the cart id, the cart shown and the session clear after placing. */
  cart: CartStore;
  logger?: CartLogger;
  /** Makes Idempotency-Keys (128 random bits from crypto.getRandomValues by default). */
  newKey?: () => string;
  /** Where a placement's Idempotency-Key is kept until it is answered, so a retry after a lost answer (reload, network) reuses it. */
  keyStorage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Clock in ms (a payment session past its expiresAt is asked for again); Date.now by default. */
  now?: () => number;
}

/**
 * Whether payment may go on with the shown cart (rules §5 "Payment checkout aborts with a logged
 * error when cart summary, products or shipping are missing"); the refusal's message is
 * PAYMENT_MESSAGES[reason].
 */
export type CheckoutReadiness = { ok: true; cart: SiteCart } | { ok: false; reason: CheckoutAbortReason; error: ApiError };

export interface CheckoutStore {
  $state: ReadableAtom<CheckoutState>;
  /**
   * rules §5: the payment page's guard (and placeOrder's first step). Loads the cart when the cart
   * store shows none (or another than the stored one), logs the abort with logger.error and puts
   * its message in `error`.
   */
  checkCart(): Promise<CheckoutReadiness>;
  /** Selects a payment type and loads its quote (the payment type discount, spec §9). */
  selectPaymentType(type: PaymentType): Promise<void>;
  /** (Re)loads the quote for the selected type. */
  loadQuote(): Promise<ApiResult<{ orderQuote: OrderQuote }>>;
  loadBilling(): Promise<CartBilling | null>;
  /** Validates with core's billing rules first (field messages), then saves. */
  saveBilling(input: CartBillingInput): Promise<BillingResult>;
  /** The services step: road hazard on every tire or none; the cart store shows the repriced cart. */
  saveServices(isRoadHazard: boolean): Promise<{ ok: true } | { ok: false; error: ApiError }>;
  /** spec §7 GET /checkout/{card-provider}-client-token. */
  cardClientToken(): Promise<ApiResult<{ clientToken: string; hostedFieldsUrl: string }>>;
  /**
   * spec §7 POST checkout/cart-{bnpl-provider}; a session is requested once per cart and type
   * (spec §4 Klarna "requested once when a cart id exists") — the same one is answered after that
   * while the amount is unchanged.
   */
  startSession(type: SessionPaymentType, returnUrl: string): Promise<ApiResult<PaymentSession>>;
  /** The shopper cancelled (or Affirm declined) the type's session: the next start asks the gateway for a new one. */
  forgetSession(type: SessionPaymentType): void;
  /**
   * The type of the session last started for this cart (kept in keyStorage, so it outlives the
   * redirect to the gateway and back): a charge_id that comes back without its type in the
   * address is that session's. Null when none is known.
   */
  startedSessionType(): SessionPaymentType | null;
  /**
   * POST /v1/orders with an Idempotency-Key (one per payment choice; a retry of the same choice
   * reuses it). On success: the session clear of spec §4 (cart id, quantity, shipping, appointment,
   * disable flag, install-location) runs on the cart store and the placed-order id is kept.
   * A placement of another choice that is still unanswered is resent first (with its own key and
   * body): when it answers with an order, that order is the answer (the shopper paid with it).
   */
  placeOrder(choice: PaymentChoice): Promise<PlaceResult>;
  loadOrder(orderId: string): Promise<ApiResult<{ order: Order }>>;
}
