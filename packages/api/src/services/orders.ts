/**
 * Placing and reading orders (POST /v1/orders, GET /v1/orders/{orderId}). docs/decisions.md
 * "Checkout and orders" explains the transaction, the Idempotency-Key and the void on failure.
 *
 * Placing is a saga whose every step can be resumed by the same Idempotency-Key — the process may
 * die between any two of them (payment-recovery.ts finishes what a shopper never comes back for):
 * 1. the Idempotency-Key is claimed (services/idempotency.ts);
 * 2. the cart is quoted read-only (order-quote.ts): a cart that cannot be ordered, or a total the
 *    shopper did not see (expectedTotalInCents), is refused before anything is charged;
 * 3. the gateway authorises the card nonce (or hands over the session's charge) for the server's
 *    total, under a gateway idempotency key derived from ours — a retry of the key gets the same
 *    charge back, never a second one nor a "used" refusal; code 539 payments stay processing;
 * 4. the charge is recorded on the key (payment recovery leaves it alone while the key is held);
 * 5. one transaction under the cart's lock prices the cart again (it must equal what was
 *    authorised), takes the stock, confirms the appointment, writes the order (confirmed: an
 *    authorised payment is guaranteed), its items, the payment 'authorized', the first tracking
 *    step, marks the cart ordered, queues the confirmation e-mail and keeps the order as the key's
 *    answer — so an order exists exactly when its key replays it;
 * 6. after the commit the payment is captured and recorded 'captured' (and the kept answer says
 *    so). A capture that fails leaves the order standing with its payment 'authorized'; the
 *    worker's round captures it (captureAuthorizedPayments).
 * Anything failing between the authorisation and the commit voids the authorisation (nothing was
 * captured, so nothing is refunded) and the transaction leaves nothing behind. The gateway is never called inside the
 * transaction: its calls may be slow (a real gateway is remote), and the row locks and the
 * connection of an order must not wait on them — the sandbox gateway even shares the database,
 * which on PGlite has a single connection.
 */
import { recordOrderEvent } from './analytics';
import { randomUUID } from 'node:crypto';
import {
  EXCHANGE_CHANNEL,
  EXCHANGE_PAYMENT_TYPE,
  ORDER_REFUSALS,
  PAYMENT_MESSAGES,
  type Order,
  type PaymentType,
  type PlaceOrderInput,
} from '@tireshop/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { TokenClaims } from '../auth/tokens';
import type { Clock } from '../clock';
import type { Database, Db } from '../db/client';
import { appointments, carts, orderEvents, orderItems, orderPayments, orders } from '../db/schema';
import { ApiError, badRequest, errorBody, notFound } from '../http/errors';
import { PaymentError, type Charge, type PaymentProvider } from '../payments/provider';
import { confirmCartAppointment } from './appointments';
import type { Tx } from '../db/client';
import { mayUseCart } from './cart-access';
import { lockOwnCart } from './cart';
import {
  claimIdempotencyKey,
  gatewayIdempotencyKey,
  refreshIdempotentAnswer,
  releaseIdempotencyKey,
  renewIdempotencyKey,
  requestHash,
  requireIdempotencyKey,
  storeIdempotentAnswer,
  type HeldKey,
} from './idempotency';
import { enqueueOrderEmail } from './order-mail';
import { ORDER_GONE, readOrder } from './order-read';
import { orderProblemRefusal, readOrderFacts, type OrderFacts, type OrderProblemCode } from './order-quote';
import { returnStock, takeStock } from './order-stock';

export interface PlaceOrderRequest {
  client: TokenClaims;
  /** The Idempotency-Key header as sent (checked here). */
  idempotencyKey: string | undefined;
  body: PlaceOrderInput;
  /** The shop's origin the request came to; stands in for `shopUrl` when that is not configured. */
  apiOrigin: string;
  /**
   * The shop's public address (config.shopUrl): the e-mail's links and the image URLs the order
   * keeps. Never the request's Host header when configured, so a forged Host cannot put its own
   * address into a shopper's e-mail. Default `apiOrigin`.
   */
  shopUrl?: string;
  /** The request's time (clock.ts). */
  now: Date;
  /** The shop's clock, read again while the request runs (its Idempotency-Key lock is renewed from it); default `now` plus the time since. */
  clock?: Clock;
}

/** The answer to send: 201 with the order, or a replay of the first answer of the key. */
export interface PlaceOrderAnswer {
  status: number;
  body: unknown;
  /** true when the answer is a replay of an earlier request with the same key. */
  replayed: boolean;
}

/** A request being placed, with its clock fixed. */
type PlacingRequest = PlaceOrderRequest & { now: Date };

/**
 * The points between the steps of placing an order, in order: the key claimed and the cart quoted
 * (`quoted`), the gateway answered (`charged`), the charge recorded on the key (`recorded`), the
 * order committed (`committed`), the payment captured at the gateway but not yet recorded
 * (`captured`). A probe (CreateApiOptions.placementProbe) is told of each — the fault tests stop the
 * process there to prove that every step can be resumed.
 */
export type PlacementStep = 'quoted' | 'charged' | 'recorded' | 'committed' | 'captured';
export type PlacementProbe = (step: PlacementStep) => void | Promise<void>;

/** The key was taken over by a duplicate of this request (this one ran past its lock): that one goes on. */
class KeyTakenOver extends Error {}

const MISSING_NONCE = ORDER_REFUSALS.missingNonce;
const MISSING_CHARGE = ORDER_REFUSALS.missingCharge;

/**
 * A refusal of the gateway in the shopper's words (spec §8 Payment, gateway messages). Shared with
 * payment-sessions.ts, so a session and an order refuse the same failure alike.
 */
export function paymentRefusal(err: PaymentError): ApiError {
  switch (err.code) {
    case 'declined':
      return new ApiError('PaymentRequired', PAYMENT_MESSAGES.failed);
    case 'token_invalid':
    case 'token_used':
      return badRequest(PAYMENT_MESSAGES.tokenUsed);
    case 'token_expired':
      return badRequest(PAYMENT_MESSAGES.tokenExpired);
    case 'amount_mismatch':
      // The session was approved for another total: the cart changed since (spec §8 "price update").
      return new ApiError('Conflict', PAYMENT_MESSAGES.priceChanged);
    case 'gateway_unavailable':
      return new ApiError('ServiceUnavailable', PAYMENT_MESSAGES.gatewayUnreachable);
  }
}

const asApiError = (err: unknown) => (err instanceof PaymentError ? paymentRefusal(err) : err);

/** Why a payment checkout was aborted, as logged (rules §5). */
export type CheckoutAbortReason = 'missingCart' | 'missingProducts' | 'missingShipping';

/**
 * rules §5 "Payment checkout aborts with a logged error when cart summary, products or shipping are
 * missing": the quote problems (by `problems[].code`) that are such an abort, and their logged
 * reason. The other problems (billing, the appointment, stock) are refused without a log line.
 */
export const CHECKOUT_ABORT_REASONS: Readonly<Partial<Record<string, CheckoutAbortReason>>> = {
  products: 'missingProducts',
  shipping: 'missingShipping',
} satisfies Partial<Record<OrderProblemCode, CheckoutAbortReason>>;

/** The rules §5 log line of an aborted payment checkout; never with the shopper's details — the cart id says which. */
export function logCheckoutAbort(reason: CheckoutAbortReason, cartId: string): void {
  console.error(`[checkout] payment checkout aborted: ${reason} cart ${cartId}`);
}

/** The order's charge at the gateway, asked for the server's total (a nonce or a session's charge id) under the request's gateway key. */
async function takePayment(
  payments: PaymentProvider,
  body: PlaceOrderInput,
  paymentType: PaymentType,
  amountInCents: number,
  idempotencyKey: string,
): Promise<Charge> {
  try {
    return paymentType === 'credit'
      ? await payments.authorize({ nonce: body.paymentMethodNonce!, amountInCents, reference: body.cartId, idempotencyKey })
      : await payments.claimCharge({ chargeId: body.chargeId!, amountInCents, reference: body.cartId, paymentType, idempotencyKey });
  } catch (err) {
    // A session approved for another total (the cart changed after approval) can never pay this
    // cart: its authorisation is given back now rather than left as a hold on the shopper's
    // account; the shopper approves the new total in a new session.
    if (paymentType !== 'credit' && err instanceof PaymentError && err.code === 'amount_mismatch')
      await voidCharge(payments, body.chargeId!);
    throw asApiError(err);
  }
}

/** Voids an authorisation whose order did not happen; a failure here is logged, the order's own error is what the shopper hears. */
async function voidCharge(payments: PaymentProvider, chargeId: string): Promise<void> {
  try {
    await payments.void(chargeId);
  } catch (err) {
    console.error(`[orders] could not void charge ${chargeId} without an order:`, err);
  }
}

/**
 * Step 4: the order's one transaction. The cart is priced again under its lock with the quote's
 * own function; a total other than what was charged (the cart or a price changed meanwhile) is
 * refused. Answers the order as GET /v1/orders/{id} will. The charge is authorised (or processing),
 * not captured yet: placeClaimed captures it after the commit.
 */
async function writeOrder(tx: Tx, request: PlacingRequest, paymentType: PaymentType, charge: Charge, providerName: string): Promise<Order> {
  const { body, client, now } = request;
  const shopUrl = request.shopUrl ?? request.apiOrigin;
  const cart = await lockOwnCart(tx, body.cartId, client);
  // Image URLs on the shop's address, kept as they are: the order page and the e-mails show them.
  const facts = await readOrderFacts(tx, body.cartId, paymentType, client, now, shopUrl);
  const problem = facts.quote.problems[0];
  if (problem) throw orderProblemRefusal(problem);
  const { quote } = facts;
  if (quote.totalInCents !== charge.amountInCents) throw new ApiError('Conflict', PAYMENT_MESSAGES.priceChanged);
  const { siteCart } = quote;
  const shipping = siteCart.cartShipping!;
  const billing = facts.billing!;

  const taken = await takeStock(
    tx,
    siteCart.siteProducts.map((p) => ({ skuId: p.productId, quantity: p.quantity })),
    shipping.shippingOption === 'WAREHOUSE' ? shipping.warehouseId : null,
  );
  if (shipping.shippingOption === 'INSTALLER') await confirmCartAppointment(tx, cart.id, now);

  const orderId = randomUUID();
  // rules §6 "sets the channel to the military exchange": an order paid through the exchange is the exchange channel's.
  const channel = paymentType === EXCHANGE_PAYMENT_TYPE ? EXCHANGE_CHANNEL : facts.channel;
  // The payment is guaranteed once authorised; only a processing one (code 539) leaves the order unconfirmed.
  const confirmed = charge.status !== 'processing';
  await tx.insert(orders).values({
    id: orderId,
    orderNumber: sql`nextval('order_number_seq')::text`,
    cartId: cart.id,
    clientId: client.sub,
    // The account whose cart it was (a signed-in shopper's): My orders lists it, and only they may cancel it.
    userId: cart.userId,
    channel,
    // spec §2 "widgetSource and widgetType are kept for the session": the widget it came through, for reporting.
    widgetSource: cart.widgetSource,
    widgetSourceId: cart.widgetSourceId,
    widgetType: cart.widgetType,
    status: confirmed ? 'confirmed' : 'unconfirmed',
    trackingStatus: 'processed',
    email: billing.email,
    shippingOption: shipping.shippingOption,
    destinationLabel: shipping.destinationLabel,
    shippingZip: shipping.zip,
    billingZip: billing.zip,
    shipping,
    billing,
    appointmentId: facts.appointment?.id ?? null,
    appointment: facts.appointment?.snapshot ?? null,
    paymentType,
    subtotalCents: siteCart.subtotalInCents,
    discountCents: siteCart.discountInCents,
    militaryDiscountCents: siteCart.militaryDiscountInCents,
    roadHazardCents: siteCart.roadHazardCostInCents,
    fetCents: siteCart.estimatedFetInCents,
    shippingCents: siteCart.shippingCostInCents ?? 0,
    installationCents: siteCart.installationCostInCents,
    taxCents: siteCart.estimatedTaxInCents ?? 0,
    paymentTypeDiscountCents: quote.paymentTypeDiscountInCents,
    totalCents: quote.totalInCents,
    placedAt: now,
    confirmedAt: confirmed ? now : null,
  });
  await tx.insert(orderItems).values(
    siteCart.siteProducts.map((p, position) => ({
      orderId,
      skuId: p.productId,
      position,
      quantity: p.quantity,
      product: { partNumber: p.partNumber, name: p.name, brand: p.brand.label, size: p.size, image: p.image },
      unitPriceCents: p.price.salePriceInCents,
      lineTotalCents: p.lineTotalInCents,
      roadHazardCents: p.roadHazardCostInCents,
      fetCents: p.fetInCents,
      allocations: taken.get(p.productId)!,
    })),
  );
  await tx.insert(orderPayments).values({
    orderId,
    provider: providerName,
    paymentType,
    chargeId: charge.chargeId,
    amountCents: charge.amountInCents,
    status: charge.status,
    brand: charge.brand,
    last4: charge.last4,
    createdAt: now,
    updatedAt: now,
  });
  await tx.insert(orderEvents).values({ orderId, status: 'processed', at: now });
  // docs/analytics.md: the order event is the API's, in the order's transaction — counted exactly when an order is.
  const inWidget = channel === 'widget';
  await recordOrderEvent(tx, now, {
    channel: inWidget ? client.sub : channel,
    totalInCents: quote.totalInCents,
    // The widget the order was placed in, as its cart says (a storefront order a widget's link led to stays the storefront's).
    widgetSource: inWidget ? cart.widgetSource : null,
    widgetType: inWidget ? cart.widgetType : null,
  });
  await tx.update(carts).set({ orderedAt: now, updatedAt: now }).where(eq(carts.id, cart.id));
  // rules §4 Order confirmation: a processing payment (code 539) is confirmed, and mailed, when it settles.
  if (confirmed) await enqueueOrderEmail(tx, orderId, 'order-confirmation', shopUrl);
  return readOrder(tx, orderId);
}

/**
 * Captures the authorised payment of a committed order and records it 'captured'. A failure (the
 * gateway down, the database) is logged and answers false: the payment stays 'authorized' and the
 * worker's round (captureAuthorizedPayments) tries again — capture is idempotent at the gateway.
 */
async function captureOrderPayment(
  database: Database,
  payments: PaymentProvider,
  orderId: string,
  chargeId: string,
  now: Date,
  probe?: PlacementProbe,
): Promise<boolean> {
  try {
    await payments.capture(chargeId);
    await probe?.('captured');
    await database.db
      .update(orderPayments)
      .set({ status: 'captured', updatedAt: now })
      .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.status, 'authorized')));
    return true;
  } catch (err) {
    console.error(`[orders] capturing charge ${chargeId} of order ${orderId} failed; the worker retries:`, err);
    return false;
  }
}

/**
 * Steps 2–6 for a held key. `onCharge` is told when the gateway has been asked (from then on a
 * refusal is an answer to keep). The key's lock is renewed before the gateway is called and before
 * the transaction, so a slow gateway does not let a duplicate take the key over.
 */
async function placeClaimed(
  database: Database,
  payments: PaymentProvider,
  request: PlacingRequest,
  held: HeldKey,
  hash: string,
  onCharge: () => void,
  probe: PlacementProbe | undefined,
): Promise<Order> {
  const { body, client, now } = request;
  const paymentType = body.paymentType ?? 'credit';
  if (paymentType === 'credit' ? !body.paymentMethodNonce : !body.chargeId)
    throw badRequest(paymentType === 'credit' ? MISSING_NONCE : MISSING_CHARGE);

  let facts: OrderFacts;
  try {
    facts = await readOrderFacts(database.db, body.cartId, paymentType, client, now, '');
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) logCheckoutAbort('missingCart', body.cartId);
    throw err;
  }
  const problem = facts.quote.problems[0];
  if (problem) {
    const reason = CHECKOUT_ABORT_REASONS[problem.code];
    if (reason) logCheckoutAbort(reason, body.cartId);
    throw orderProblemRefusal(problem);
  }
  if (body.expectedTotalInCents !== undefined && body.expectedTotalInCents !== facts.quote.totalInCents) {
    throw new ApiError('Conflict', PAYMENT_MESSAGES.priceChanged);
  }

  // Taken over already (this request ran past its lock): the duplicate that holds the key now pays.
  if (!(await renewIdempotencyKey(database, held))) throw new ApiError('Conflict', PAYMENT_MESSAGES.inProgress);
  await probe?.('quoted');
  onCharge();
  const charge = await takePayment(
    payments,
    body,
    paymentType,
    facts.quote.totalInCents,
    gatewayIdempotencyKey(held.clientId, held.key, hash),
  );
  await probe?.('charged');
  // An earlier attempt of this key died after the gateway answered, and payment recovery has given
  // its authorisation back since: the shopper pays again, with new payment details.
  if (charge.status === 'voided' || charge.status === 'refunded') throw badRequest(PAYMENT_MESSAGES.tokenExpired);
  let order: Order;
  try {
    // A session's charge is good for its own payment type only (its discount was priced for it).
    if (charge.paymentType !== paymentType) throw badRequest(PAYMENT_MESSAGES.tokenUsed);
    if (!(await renewIdempotencyKey(database, held, charge))) throw new KeyTakenOver();
    await probe?.('recorded');
    order = await database.db.transaction(async (tx) => {
      const written = await writeOrder(tx, request, paymentType, charge, payments.name);
      if (!(await storeIdempotentAnswer(tx, held, { status: 201, body: { order: written } }))) throw new KeyTakenOver();
      return written;
    });
  } catch (err) {
    // The authorisation is this request's to give back only while it holds the key: a duplicate
    // that took the key over has the same charge from the gateway, and goes on with it.
    if (!(err instanceof KeyTakenOver) && (await renewIdempotencyKey(database, held))) await voidCharge(payments, charge.chargeId);
    throw err instanceof KeyTakenOver ? new ApiError('Conflict', PAYMENT_MESSAGES.inProgress) : asApiError(err);
  }
  await probe?.('committed');
  if (charge.status !== 'authorized' || !(await captureOrderPayment(database, payments, order.orderId, charge.chargeId, now, probe)))
    return order;
  const captured = { ...order, payment: { ...order.payment, status: 'captured' as const } };
  try {
    await refreshIdempotentAnswer(database, held, { order: captured });
  } catch (err) {
    // A replay then shows the payment authorised, as it was when the order was written.
    console.error(`[orders] could not update the kept answer of order ${order.orderId}:`, err);
  }
  return captured;
}

/**
 * POST /v1/orders. Answers 201 with the order; the same Idempotency-Key again replays the first
 * answer. Kept for replay: the order (in its own transaction), and every refusal once the gateway
 * was asked (a decline, a used nonce, stock gone after the charge — the nonce or charge is spent,
 * so running again could not do better). Given up (the key may run again): refusals before any
 * payment (the shopper fixes the cart and retries) and server or gateway failures. A request whose
 * process died is taken over by its retry once its lock has run out, and resumes (see the top).
 */
export async function placeOrder(
  database: Database,
  payments: PaymentProvider,
  request: PlaceOrderRequest,
  probe?: PlacementProbe,
): Promise<PlaceOrderAnswer> {
  const now = request.now;
  const clientId = request.client.sub;
  const key = requireIdempotencyKey(request.idempotencyKey);
  const hash = requestHash(request.body);
  const claim = await claimIdempotencyKey(database, clientId, key, hash, now, request.clock);
  if (claim.kind === 'replay') return { status: claim.status, body: claim.body, replayed: true };
  const held: HeldKey = claim;

  let charged = false;
  let order: Order;
  try {
    order = await placeClaimed(database, payments, { ...request, now }, held, hash, () => (charged = true), probe);
  } catch (err) {
    const kept =
      charged && err instanceof ApiError && err.status < 500 ? { status: err.status, body: errorBody(err.code, err.message) } : null;
    try {
      await (kept ? storeIdempotentAnswer(database.db, held, kept) : releaseIdempotencyKey(database, held));
    } catch (recordErr) {
      // The key stays in progress until its lock runs out; then a retry takes it over.
      console.error(`[orders] could not record the outcome of Idempotency-Key ${key}:`, recordErr);
    }
    throw err;
  }
  return { status: 201, body: { order }, replayed: false };
}

// ---- reading ------------------------------------------------------------------------------------

/**
 * GET /v1/orders/{orderId}: the caller's own order (the storefront's two clients share theirs, as with carts; a
 * signed-in shopper's order only with their session, as their cart); anyone else's is a 404 like an unknown one.
 */
export async function getOrder(db: Db, orderId: string, client: TokenClaims): Promise<{ order: Order }> {
  const [found] = await db.select({ clientId: orders.clientId, userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
  if (!found || !mayUseCart(found, client)) throw notFound(ORDER_GONE);
  return { order: await readOrder(db, orderId) };
}

// ---- settling and cancelling ------------------------------------------------------------------

/**
 * Settles orders whose payment was processing (rules §4 code 539): asks the gateway; an authorised
 * charge is captured and the order confirmed (its confirmation e-mail queued in the same
 * transaction), a declined one cancels the order (stock and installation time released). Returns
 * how many orders changed. `shopUrl`: the shop's public address for the e-mails' links
 * (config.shopUrl). One order's failure (the gateway down) is logged and left for the next round.
 */
export async function settleProcessingOrders(database: Database, payments: PaymentProvider, now: Date, shopUrl = ''): Promise<number> {
  const { db } = database;
  const pending = await db
    .select({ orderId: orders.id, chargeId: orderPayments.chargeId })
    .from(orders)
    .innerJoin(orderPayments, eq(orderPayments.orderId, orders.id))
    .where(and(eq(orders.status, 'unconfirmed'), eq(orderPayments.status, 'processing')))
    .orderBy(asc(orders.placedAt));
  let changed = 0;
  for (const { orderId, chargeId } of pending) {
    try {
      const charge = await payments.lookup(chargeId);
      if (!charge || charge.status === 'processing') continue;
      const paid = charge.status === 'authorized' || charge.status === 'captured';
      // As in placing, the gateway is called outside the transaction; capture is idempotent, so a
      // round that dies after it captures nothing twice.
      if (paid) await payments.capture(chargeId);
      const done = await db.transaction(async (tx) => {
        const [row] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).for('update');
        if (row?.status !== 'unconfirmed') return false; // another round got there first
        if (!paid) {
          await cancelOrderInTx(tx, orderId, now, shopUrl);
          return true;
        }
        await tx.update(orders).set({ status: 'confirmed', confirmedAt: now }).where(eq(orders.id, orderId));
        await tx.update(orderPayments).set({ status: 'captured', updatedAt: now }).where(eq(orderPayments.orderId, orderId));
        await enqueueOrderEmail(tx, orderId, 'order-confirmation', shopUrl);
        return true;
      });
      if (done) changed++;
    } catch (err) {
      console.error(`[orders] settling order ${orderId} failed; retried next round:`, err);
    }
  }
  return changed;
}

/**
 * Captures the payments that were authorised but not captured: the capture after an order's commit
 * failed (the gateway was down) or its process died before it. Returns how many were captured; one
 * that fails again is logged and left for the next round.
 */
export async function captureAuthorizedPayments(database: Database, payments: PaymentProvider, now: Date): Promise<number> {
  const authorized = await database.db
    .select({ orderId: orderPayments.orderId, chargeId: orderPayments.chargeId })
    .from(orderPayments)
    .where(eq(orderPayments.status, 'authorized'))
    .orderBy(asc(orderPayments.createdAt));
  let captured = 0;
  for (const { orderId, chargeId } of authorized) {
    if (await captureOrderPayment(database, payments, orderId, chargeId, now)) captured++;
  }
  return captured;
}

/** Why an order cannot be cancelled; the one wording, also of the fulfilment events (order-tracking.ts). */
export const ORDER_CANCEL_REFUSALS = {
  cancelled: 'This order is already cancelled.',
  delivered: 'This order has been delivered and can no longer be cancelled.',
} as const;

/**
 * Cancels an order inside a transaction: status and tracking cancelled, stock put back, the
 * installation time released, a cancellation e-mail queued. The payment is voided or refunded by
 * the caller after commit (`payments.void`); the order's payment record says which it will be.
 * Refuses (409) a delivered or already cancelled order. `shopUrl` as in settleProcessingOrders.
 */
export async function cancelOrderInTx(tx: Tx, orderId: string, now: Date, shopUrl = ''): Promise<{ chargeId: string }> {
  const [order] = await tx
    .select({ status: orders.status, trackingStatus: orders.trackingStatus, appointmentId: orders.appointmentId })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!order) throw notFound(ORDER_GONE);
  if (order.status === 'cancelled') throw new ApiError('Conflict', ORDER_CANCEL_REFUSALS.cancelled);
  if (order.trackingStatus === 'delivered') throw new ApiError('Conflict', ORDER_CANCEL_REFUSALS.delivered);

  const items = await tx
    .select({ skuId: orderItems.skuId, allocations: orderItems.allocations })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  await returnStock(tx, items);
  // Expired frees the place: the slot-load trigger (migration 0004) counts held and confirmed
  // appointments only, and the row stays as the record of what was booked.
  if (order.appointmentId !== null) {
    await tx
      .update(appointments)
      .set({ status: 'expired', holdExpiresAt: null, updatedAt: now })
      .where(and(eq(appointments.id, order.appointmentId), eq(appointments.status, 'confirmed')));
  }
  await tx.update(orders).set({ status: 'cancelled', trackingStatus: 'cancelled', cancelledAt: now }).where(eq(orders.id, orderId));
  await tx.insert(orderEvents).values({ orderId, status: 'cancelled', at: now });
  const [payment] = await tx
    .update(orderPayments)
    .set({ status: sql`CASE WHEN ${orderPayments.status} = 'captured' THEN 'refunded' ELSE 'voided' END`, updatedAt: now })
    .where(eq(orderPayments.orderId, orderId))
    .returning({ chargeId: orderPayments.chargeId });
  await enqueueOrderEmail(tx, orderId, 'order-cancelled', shopUrl);
  return { chargeId: payment!.chargeId };
}
