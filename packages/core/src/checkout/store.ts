/**
 * The checkout store (spec storefront §4 Checkout; rules §4 Fast checkout by card, Payment code
 * 539; §5 "Payment checkout aborts with a logged error…"; §8 payment messages): the payment type
 * and its quote, the billing address, the services step, payment sessions and placing the order.
 * One per page beside the cart store (types.ts); views read `$state` and call the actions.
 *
 * - Nothing throws: every action resolves to a result value, like the cart store's.
 * - Changes run one at a time in the order called (a queue), so the last answer shown is the
 *   answer to the last choice. A second placeOrder while one runs is the same placement: it gets
 *   the first one's promise (a double click places one order).
 * - Every placement carries an Idempotency-Key, one per payment choice (the same card nonce or
 *   charge_id → the same key). The key and the request are kept in `keyStorage` until the API has
 *   answered, so a retry after a lost answer (network down, page reloaded) repeats the same
 *   request with the same key: the API replays its answer and charges once. Once answered, the
 *   next attempt is a new request with a new key. A placement answers `retryable` while its
 *   outcome is unknown (the views then offer "Try again" with the same choice); a kept placement
 *   of another choice (a new card after a reload) is resent first, and its order, if it made one,
 *   is the answer — the shopper was charged by it.
 * - A payment session is asked for once per cart, type and amount (spec §4 "a Klarna session is
 *   requested once when a cart id exists"): re-rendering the payment page never asks twice.
 */
import { atom } from 'nanostores';
import { fieldErrors } from '../address/index';
import type { ApiError, ApiResult } from '../client/result';
import { failure } from '../client/result';
import {
  cardClientTokenEndpoint,
  cartBillingInputSchema,
  getCartBillingEndpoint,
  getOrderEndpoint,
  orderQuoteEndpoint,
  PAYMENT_MESSAGES,
  paymentSessionEndpointFor,
  placeOrderEndpoint,
  postCartServicesEndpoint,
  putCartBillingEndpoint,
  type OrderQuote,
  type PaymentSession,
  type PaymentType,
  type PlaceOrderInput,
  type SessionPaymentType,
} from '../contract/checkout';
import { NO_CART_MESSAGE } from '../cart/store';
import { memoryStorage } from '../storage/index';
import { checkoutAbortReason, isSessionPaymentType } from './rules';
import type { CheckoutReadiness, CheckoutState, CheckoutStore, CheckoutStoreOptions, PaymentChoice, PlaceResult } from './types';

/** Where a placement's key waits for its answer: one entry per cart (widgets on one page never share a cart). */
export const orderKeyStorageKey = (cartId: string) => `ST_orderKey.${cartId}`;

/** Which session type the shopper last went to the gateway with, per cart (startedSessionType). */
export const sessionTypeStorageKey = (cartId: string) => `ST_paymentSession.${cartId}`;

/** A placement sent but not yet answered: the same choice is retried with the same key and body. */
interface PendingPlacement {
  choice: string;
  key: string;
  body: PlaceOrderInput;
}

/**
 * 128 random bits as 32 hex digits (IDEMPOTENCY_KEY_PATTERN). getRandomValues rather than
 * randomUUID: a widget may run on a host page served over plain http, where randomUUID is missing.
 */
function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The payment a choice stands for: a nonce or a charge is used once, so it names the attempt. */
const choiceOf = (choice: PaymentChoice) =>
  choice.paymentType === 'credit' ? `credit:${choice.nonce}` : `${choice.paymentType}:${choice.chargeId}`;

/**
 * Did the API answer this placement? Not when the answer was lost (network, abort, unreadable),
 * when the server failed (5xx) or when it is still placing it (409 in progress): the outcome is
 * unknown, and the retry must carry the same key to learn it without paying twice.
 */
function answered(error: ApiError): boolean {
  if (!HTTP_ANSWER_CODES.has(error.code) || error.statusCode >= 500) return false;
  return !(error.statusCode === 409 && error.message === PAYMENT_MESSAGES.inProgress);
}

/** The client's codes that stand for an HTTP status (spec §8); the others mean no readable answer. */
const HTTP_ANSWER_CODES = new Set<ApiError['code']>(['BadRequest', 'Unauthorized', 'Forbidden', 'NotFound', 'ServerError']);

const noCart = (): ApiError => ({ code: 'NotFound', message: NO_CART_MESSAGE, statusCode: 404 });

const INITIAL: CheckoutState = {
  paymentType: 'credit',
  quote: null,
  quoteStatus: 'idle',
  billing: null,
  billingStatus: 'idle',
  placing: false,
  error: null,
  order: null,
};

export function createCheckoutStore(options: CheckoutStoreOptions): CheckoutStore {
  const { api, cart } = options;
  const logger = options.logger ?? console;
  const newKey = options.newKey ?? randomKey;
  const keyStorage = options.keyStorage ?? memoryStorage();
  const now = options.now ?? Date.now;

  const $state = atom<CheckoutState>(INITIAL);
  const patch = (changes: Partial<CheckoutState>) => $state.set({ ...$state.get(), ...changes });

  // ---- the queue (as the cart store's) ----
  let tail: Promise<unknown> = Promise.resolve();
  function serialize<T>(task: () => Promise<T>, fallback: (error: ApiError) => T): Promise<T> {
    const next = tail.then(async () => {
      try {
        return await task();
      } catch (error) {
        // A bug, not an answer: say what happened and keep the queue going.
        logger.error('[checkout] an action failed', error);
        return fallback(failure('OtherError', error instanceof Error ? error.message : String(error)).error);
      }
    });
    tail = next;
    return next;
  }
  const asResult = <T>(error: ApiError): ApiResult<T> => ({ ok: false, error });

  // ---- the pending placement's key ----
  function readPending(cartId: string): PendingPlacement | null {
    try {
      const raw = keyStorage.getItem(orderKeyStorageKey(cartId));
      const value = raw ? (JSON.parse(raw) as Partial<PendingPlacement>) : null;
      return value && typeof value.choice === 'string' && typeof value.key === 'string' && value.body ? (value as PendingPlacement) : null;
    } catch (error) {
      logger.error('[checkout] cannot read the pending order key', error);
      return null;
    }
  }
  function keepPending(cartId: string, pending: PendingPlacement | null) {
    try {
      if (pending) keyStorage.setItem(orderKeyStorageKey(cartId), JSON.stringify(pending));
      else keyStorage.removeItem(orderKeyStorageKey(cartId));
    } catch (error) {
      logger.error('[checkout] cannot keep the pending order key', error);
    }
  }

  // ---- the cart ----
  async function checkCart(): Promise<CheckoutReadiness> {
    const cartId = cart.cartId();
    let shown = cart.$cart.get().cart;
    if (cartId && shown?.id !== cartId) {
      await cart.load();
      shown = cart.$cart.get().cart;
    }
    // Only the stored cart counts: a cart still on screen after another tab emptied it is no cart.
    const current = cartId && shown?.id === cartId ? shown : null;
    const reason = checkoutAbortReason(current);
    if (current && reason === null) return { ok: true, cart: current };
    const why = reason ?? 'missingCart';
    // rules §5 "Payment checkout aborts with a logged error".
    logger.error(`[checkout] payment checkout aborted: ${why}`);
    const error: ApiError = { code: 'BadRequest', message: PAYMENT_MESSAGES[why], statusCode: 400 };
    patch({ error });
    return { ok: false, reason: why, error };
  }

  // ---- the quote ----
  async function fetchQuote(): Promise<ApiResult<{ orderQuote: OrderQuote }>> {
    const cartId = cart.cartId();
    if (!cartId) {
      patch({ quote: null, quoteStatus: 'error' });
      return asResult(noCart());
    }
    const paymentType = $state.get().paymentType;
    patch({ quoteStatus: 'loading' });
    const answer = await api.call(orderQuoteEndpoint, { query: { cartId, paymentType } });
    // Chosen again meanwhile: that choice's own load (queued after this one) answers.
    if ($state.get().paymentType !== paymentType) return answer;
    if (answer.ok) patch({ quote: answer.data.orderQuote, quoteStatus: 'idle' });
    else patch({ quoteStatus: 'error' });
    return answer;
  }
  const loadQuote = () => serialize(fetchQuote, asResult<{ orderQuote: OrderQuote }>);

  /** The loaded quote when it prices this cart with this type. */
  function quoteFor(cartId: string, type: PaymentType) {
    const quote = $state.get().quote;
    return quote && quote.cartId === cartId && quote.paymentType === type ? quote : null;
  }

  // ---- payment sessions ----
  /** By `${cartId}|${type}`: the session asked for (or being asked for), good while its amount is the type's. */
  const sessions = new Map<string, Promise<ApiResult<PaymentSession>>>();

  /** Unexpired, and for what the type's loaded quote says will be charged (spec §9 discounts are the server's). */
  function stillGood(cartId: string, type: SessionPaymentType, session: PaymentSession): boolean {
    if (Date.parse(session.payload.expiresAt) <= now()) return false;
    const quoted = quoteFor(cartId, type);
    return !quoted || quoted.totalInCents === session.payload.amountInCents;
  }

  async function startSession(type: SessionPaymentType, returnUrl: string): Promise<ApiResult<PaymentSession>> {
    const cartId = cart.cartId();
    if (!cartId) return asResult(noCart());
    const cacheKey = `${cartId}|${type}`;
    const cached = sessions.get(cacheKey);
    if (cached) {
      const answer = await cached;
      if (answer.ok && stillGood(cartId, type, answer.data)) return answer;
      // Expired, or the amount changed: ask again (once, however many callers were waiting).
      if (sessions.get(cacheKey) === cached) sessions.delete(cacheKey);
      return startSession(type, returnUrl);
    }
    const asked = serialize(
      () => api.call(paymentSessionEndpointFor(type), { query: { cartId }, body: { returnUrl } }),
      asResult<PaymentSession>,
    );
    sessions.set(cacheKey, asked);
    const answer = await asked;
    // A refusal is not kept: the next ask tries again.
    if (!answer.ok && sessions.get(cacheKey) === asked) sessions.delete(cacheKey);
    if (answer.ok) remember(() => keyStorage.setItem(sessionTypeStorageKey(cartId), type), undefined);
    return answer;
  }

  function forgetSession(type: SessionPaymentType): void {
    const cartId = cart.cartId();
    if (!cartId) return;
    sessions.delete(`${cartId}|${type}`);
    if (startedSessionType() === type) remember(() => keyStorage.removeItem(sessionTypeStorageKey(cartId)), undefined);
  }

  function startedSessionType(): SessionPaymentType | null {
    const cartId = cart.cartId();
    if (!cartId) return null;
    const type = remember(() => keyStorage.getItem(sessionTypeStorageKey(cartId)), null);
    return isSessionPaymentType(type) ? type : null;
  }

  /** keyStorage is the host's: a failing one is logged, never thrown (spec §8 storage errors). */
  function remember<T>(action: () => T, fallback: T): T {
    try {
      return action();
    } catch (error) {
      logger.error('[checkout] cannot keep the payment session type', error);
      return fallback;
    }
  }

  // ---- placing the order ----
  /** Sends a placement with its key; the key stays kept until the API has answered it. */
  async function send(cartId: string, pending: PendingPlacement): Promise<PlaceResult> {
    keepPending(cartId, pending);
    const answer = await api.call(placeOrderEndpoint, { body: pending.body, headers: { 'Idempotency-Key': pending.key } });
    if (answer.ok) {
      keepPending(cartId, null);
      return { ok: true, order: answer.data.order };
    }
    const retryable = !answered(answer.error);
    if (!retryable) keepPending(cartId, null);
    return { ok: false, error: answer.error, retryable };
  }

  async function place(choice: PaymentChoice): Promise<PlaceResult> {
    const ready = await checkCart();
    if (!ready.ok) return { ok: false, error: ready.error, retryable: false };
    const cartId = ready.cart.id;
    const choiceKey = choiceOf(choice);
    const earlier = readPending(cartId);
    let result: PlaceResult | null = null;
    if (earlier && earlier.choice !== choiceKey) {
      // Another payment was sent and never answered (a lost answer, then a reload or a new card):
      // it may have charged the shopper. Its own key and body learn its outcome before anything
      // else is paid; an order is the answer, an unknown outcome stops here (paying again could
      // charge twice), a refusal spends it and this choice goes on.
      const recovered = await send(cartId, earlier);
      if (recovered.ok || recovered.retryable) result = recovered;
    }
    if (!result) {
      // The same payment again after an unanswered attempt: the same key and body (the API replays).
      const expected = quoteFor(cartId, choice.paymentType)?.totalInCents;
      const pending: PendingPlacement =
        earlier?.choice === choiceKey
          ? earlier
          : {
              choice: choiceKey,
              key: newKey(),
              body: {
                cartId,
                paymentType: choice.paymentType,
                ...(choice.paymentType === 'credit' ? { paymentMethodNonce: choice.nonce } : { chargeId: choice.chargeId }),
                ...(expected !== undefined ? { expectedTotalInCents: expected } : {}),
              },
            };
      result = await send(cartId, pending);
    }
    if (result.ok) {
      const order = result.order;
      // spec §4 Cart "Session clear"; the placed-order id kept (spec §3 "cookies for … order id").
      cart.sessionClear(order.orderId);
      sessions.clear();
      remember(() => keyStorage.removeItem(sessionTypeStorageKey(cartId)), undefined);
      patch({ order, error: null, quote: null, quoteStatus: 'idle' });
      return result;
    }
    logger.warn(`[checkout] the order was not placed: ${result.error.message}`);
    patch({ error: result.error });
    // spec §8 "price update": show the new total before the shopper pays again.
    if (result.error.message === PAYMENT_MESSAGES.priceChanged) await fetchQuote();
    return result;
  }

  let placing: Promise<PlaceResult> | null = null;

  // ---- the store ----
  return {
    $state,

    checkCart: () => serialize(checkCart, (error) => ({ ok: false, reason: 'missingCart', error })),

    selectPaymentType(type) {
      const state = $state.get();
      if (state.paymentType === type && state.quote?.paymentType === type) return Promise.resolve();
      // Shown at once (the radio answers the click); the quote follows.
      patch({ paymentType: type, error: null });
      return loadQuote().then(() => undefined);
    },

    loadQuote,

    loadBilling() {
      return serialize(
        async () => {
          const cartId = cart.cartId();
          if (!cartId) return null;
          patch({ billingStatus: 'loading' });
          const answer = await api.call(getCartBillingEndpoint, { query: { cartId } });
          if (answer.ok) {
            patch({ billing: answer.data.siteCartBilling, billingStatus: 'idle' });
            return answer.data.siteCartBilling;
          }
          // 404: none saved yet (not a failure).
          if (answer.error.code === 'NotFound') {
            patch({ billingStatus: 'idle' });
            return null;
          }
          logger.warn(`[checkout] cannot load the billing address: ${answer.error.message}`);
          patch({ billingStatus: 'error' });
          return null;
        },
        () => {
          patch({ billingStatus: 'error' });
          return null;
        },
      );
    },

    saveBilling(input) {
      // Core's billing rules first: the field's own message, and nothing sent.
      const errors = fieldErrors(cartBillingInputSchema, input);
      const first = Object.values(errors)[0];
      if (first !== undefined)
        return Promise.resolve({ ok: false, error: { code: 'BadRequest', message: first, statusCode: 400 }, fieldErrors: errors });
      return serialize(
        async () => {
          const cartId = cart.cartId();
          if (!cartId) return { ok: false, error: noCart(), fieldErrors: {} };
          const answer = await api.call(putCartBillingEndpoint, { query: { cartId }, body: input });
          if (!answer.ok) return { ok: false, error: answer.error, fieldErrors: {} };
          patch({ billing: answer.data.siteCartBilling });
          return { ok: true, billing: answer.data.siteCartBilling };
        },
        (error) => ({ ok: false, error, fieldErrors: {} }),
      );
    },

    saveServices(isRoadHazard) {
      return serialize(
        async () => {
          const cartId = cart.cartId();
          if (!cartId) return { ok: false as const, error: noCart() };
          const answer = await api.call(postCartServicesEndpoint, { query: { id: cartId }, body: { isRoadHazard } });
          if (!answer.ok) return { ok: false as const, error: answer.error };
          cart.showCart(answer.data.siteCart);
          // The quote and any payment session priced the cart before the change.
          sessions.clear();
          if ($state.get().quote) await fetchQuote();
          return { ok: true as const };
        },
        (error) => ({ ok: false as const, error }),
      );
    },

    async cardClientToken() {
      const answer = await api.call(cardClientTokenEndpoint, {});
      if (!answer.ok) return answer;
      if (!answer.data.isSuccess) return failure('OtherError', PAYMENT_MESSAGES.gatewayProblem, answer.status);
      return {
        ok: true,
        status: answer.status,
        data: { clientToken: answer.data.clientToken, hostedFieldsUrl: answer.data.hostedFieldsUrl },
      };
    },

    startSession,
    forgetSession,
    startedSessionType,

    placeOrder(choice) {
      if (placing) return placing;
      patch({ placing: true, error: null });
      const run = serialize(
        () => place(choice),
        (error): PlaceResult => {
          patch({ error });
          return { ok: false, error, retryable: false };
        },
      ).then((result) => {
        placing = null;
        patch({ placing: false });
        return result;
      });
      placing = run;
      return run;
    },

    async loadOrder(orderId) {
      const answer = await api.call(getOrderEndpoint, { params: { orderId } });
      if (answer.ok) patch({ order: answer.data.order });
      return answer;
    },
  };
}
