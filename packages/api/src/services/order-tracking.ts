/**
 * Order tracking (spec storefront §2 /track-your-order; rules §4 Order tracking steps; rules §5 the
 * mismatch message) and the fulfilment events that move an order along its steps, recorded by the
 * operations client (docs/operations.md "Fulfilment events").
 */
import {
  ORDER_TRACKING_MISMATCH,
  ORDER_TRACKING_RATE_LIMITED,
  RETURN_STATUS_LABELS,
  TRACKING_STATUSES,
  TRACKING_STEP_LABELS,
  type CartShipping,
  type OrderTracking,
  type TrackingStatus,
} from '@tireshop/core';
import { asc, eq, sql } from 'drizzle-orm';
import { OPS_CLIENT_ID } from '../auth/clients';
import type { TokenClaims } from '../auth/tokens';
import type { Database, Db, Tx } from '../db/client';
import {
  courierLocations,
  installers,
  orderEvents,
  orderItems,
  orderPayments,
  orderReturnLines,
  orderReturns,
  orders,
  warehouses,
} from '../db/schema';
import { ApiError, notFound, tooManyRequests } from '../http/errors';
import type { ApiContext } from '../http/endpoint';
import type { PaymentProvider } from '../payments/provider';
import { cancelOrderInTx, ORDER_CANCEL_REFUSALS } from './orders';
import { type AddressLimiter, createAddressLimiter, createDatabaseLimiter, type RateLimiter } from './rate-limit';

type Step = Exclude<TrackingStatus, 'cancelled'>;

/** rules §4 Order tracking steps, in order. */
const STEPS = TRACKING_STATUSES.filter((s): s is Step => s !== 'cancelled');
const STEP_PATH = STEPS.map((s) => TRACKING_STEP_LABELS[s]).join(' → ');

export const trackingColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  status: orders.status,
  trackingStatus: orders.trackingStatus,
  placedAt: orders.placedAt,
  cancelledAt: orders.cancelledAt,
  shippingOption: orders.shippingOption,
  shipping: orders.shipping,
  carrier: orders.carrier,
  trackingNumber: orders.trackingNumber,
  shippingZip: orders.shippingZip,
  billingZip: orders.billingZip,
};
export type TrackedOrder = Pick<typeof orders.$inferSelect, keyof typeof trackingColumns>;

/** The order event a shop records when it has fitted the tires (after Delivered). */
export const INSTALLED_EVENT = 'installed';

/** The snapshot order_items.product keeps of each tire at placing (the part tracking shows). */
type ItemSnapshot = Pick<OrderTracking['items'][number], 'name' | 'size' | 'image'>;

/**
 * Where the order goes, as tracking may tell it. Tracking answers anyone holding an order number and
 * a ZIP code, so it names a town, never a street: the order's own destinationLabel (on the order
 * page, for its owner) spells out a home address, and a mobile installation's. From the order's
 * shipping snapshot: HOME the city and state; FEDEX the location's company and city; INSTALLER the
 * shop's name and city (its own, also for a mobile installation); WAREHOUSE the warehouse's name.
 */
async function publicDestination(db: Db, order: Pick<TrackedOrder, 'shippingOption' | 'shipping'>): Promise<string> {
  const shipping = order.shipping as Partial<CartShipping>;
  switch (order.shippingOption) {
    case 'HOME': {
      const town = [shipping.city, shipping.state].filter(Boolean).join(', ');
      return town ? `Ship to ${town}` : 'Ship to your address';
    }
    case 'FEDEX': {
      const [location] = shipping.shippingLocationId
        ? await db
            .select({ company: courierLocations.company, city: courierLocations.city })
            .from(courierLocations)
            .where(eq(courierLocations.id, shipping.shippingLocationId))
        : [];
      return location ? `Pick up at ${location.company}, ${location.city}` : 'Pick up at a courier location';
    }
    case 'INSTALLER': {
      const [shop] = shipping.installerId
        ? await db.select({ name: installers.name, city: installers.city }).from(installers).where(eq(installers.id, shipping.installerId))
        : [];
      if (shipping.installer?.isMobileInstall)
        return `Mobile installation by ${shop ? `${shop.name}, ${shop.city}` : 'a mobile installer'}`;
      return shop ? `Installed at ${shop.name}, ${shop.city}` : 'Installed at a shop';
    }
    case 'WAREHOUSE': {
      const [warehouse] = shipping.warehouseId
        ? await db.select({ name: warehouses.name }).from(warehouses).where(eq(warehouses.id, shipping.warehouseId))
        : [];
      return warehouse ? `Pick up at ${warehouse.name}` : 'Pick up at a warehouse';
    }
  }
}

/** The order's steps, each with when it was reached (its first event; Order Processed at the latest when placed). */
export async function readTracking(db: Db, order: TrackedOrder): Promise<OrderTracking> {
  const [events, items, destinationLabel, returns] = await Promise.all([
    db
      .select({ status: orderEvents.status, at: orderEvents.at })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(asc(orderEvents.id)),
    db
      .select({ product: orderItems.product, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.position)),
    publicDestination(db, order),
    // rules §4 "Returns may be requested or cancelled": each return's state and when it got there.
    db
      .select({
        returnNumber: orderReturns.returnNumber,
        status: orderReturns.status,
        at: sql<Date>`coalesce(${orderReturns.cancelledAt}, ${orderReturns.refundedAt}, ${orderReturns.receivedAt}, ${orderReturns.requestedAt})`,
        quantity: sql<number>`(SELECT sum(${orderReturnLines.quantity})::int FROM ${orderReturnLines} WHERE ${orderReturnLines.returnId} = ${orderReturns.id})`,
      })
      .from(orderReturns)
      .where(eq(orderReturns.orderId, order.id))
      .orderBy(asc(orderReturns.id)),
  ]);
  // The shop's "installed" (services/portal-orders.ts) is an event after Delivered, not a step of rules §4.
  const installed = events.find((e) => e.status === INSTALLED_EVENT)?.at;
  const reached = (status: Step) => events.find((e) => e.status === status)?.at ?? (status === 'processed' ? order.placedAt : null);
  return {
    orderNumber: order.orderNumber,
    trackingStatus: order.trackingStatus,
    steps: STEPS.map((status) => ({ status, label: TRACKING_STEP_LABELS[status], reachedAt: reached(status)?.toISOString() ?? null })),
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    placedAt: order.placedAt.toISOString(),
    destinationLabel,
    ...(installed && { installedAt: installed.toISOString() }),
    ...(returns.length > 0 && {
      returns: returns.map((r) => ({
        returnNumber: r.returnNumber,
        status: r.status,
        label: RETURN_STATUS_LABELS[r.status],
        quantity: r.quantity,
        at: new Date(r.at).toISOString(),
      })),
    }),
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    items: items.map(({ product, quantity }) => {
      const { name, size, image } = product as ItemSnapshot;
      return { name, size, image, quantity };
    }),
  };
}

/**
 * GET /v1/order-tracking: the order with this number whose shipping or billing ZIP code is `zip`
 * (ZIP+4 compared by its first five digits). An unknown order and a wrong ZIP take the same path —
 * one read by number, one comparison — and answer the same 404 with rules §5's words, so neither
 * the answer nor its timing tells which order numbers exist.
 */
export async function trackOrder(db: Db, orderNumber: string, zip: string): Promise<{ orderTracking: OrderTracking }> {
  const [order] = await db.select(trackingColumns).from(orders).where(eq(orders.orderNumber, orderNumber));
  if (!order || !zipTracks(order, zip)) throw notFound(ORDER_TRACKING_MISMATCH);
  return { orderTracking: await readTracking(db, order) };
}

/** Whether `zip` is the order's shipping or billing ZIP code (ZIP+4 compared by its first five digits). */
export function zipTracks(order: Pick<TrackedOrder, 'shippingZip' | 'billingZip'> | undefined, zip: string): boolean {
  const zip5 = zip.slice(0, 5);
  return [order?.shippingZip, order?.billingZip].some((z) => z?.slice(0, 5) === zip5);
}

// ---- rate limit ---------------------------------------------------------------------------------

/** Tracking requests an address may make per minute: plenty for a shopper, too few to guess order numbers. */
export const TRACKING_REQUESTS_PER_MINUTE = 10;
/**
 * Lookups of one order number that may miss (a wrong ZIP code, or no such order) per minute, from
 * any addresses: guessing the ZIP code of a known order from many addresses at once is held to the
 * pace of one shopper, while a shopper who knows the ZIP code is never limited by the order.
 */
export const TRACKING_MISSES_PER_ORDER_PER_MINUTE = 10;

export interface TrackingLimiter {
  byAddress: AddressLimiter;
  missesByOrder: RateLimiter;
}

/** The tracking limits, counted in the database: every process of the shop holds them together. */
export const createTrackingLimiter = (database: Database, trustedProxies?: ReadonlySet<string>): TrackingLimiter => ({
  byAddress: createAddressLimiter(
    createDatabaseLimiter(database, { bucket: 'tracking-address', limit: TRACKING_REQUESTS_PER_MINUTE, windowMs: 60_000 }),
    { message: ORDER_TRACKING_RATE_LIMITED, trustedProxies },
  ),
  missesByOrder: createDatabaseLimiter(database, {
    bucket: 'tracking-order-misses',
    limit: TRACKING_MISSES_PER_ORDER_PER_MINUTE,
    windowMs: 60_000,
  }),
});

const orderKey = (orderNumber: string) => orderNumber.trim().toUpperCase();

/**
 * GET /v1/order-tracking behind its limits: the caller's address counts every request, the order
 * number every miss; over either, 429 with Retry-After in whole seconds. Within them, the answer is
 * trackOrder's — the same for an order that exists with another ZIP code and one that does not.
 */
export function trackOrderLimited(
  db: Db,
  limiter: TrackingLimiter,
  c: ApiContext,
  orderNumber: string,
  zip: string,
): Promise<Response | { orderTracking: OrderTracking }> {
  return withTrackingLimits(limiter, c, orderNumber, () => trackOrder(db, orderNumber, zip));
}

/**
 * `lookup` of an order by its number and what proves it (tracking, a return from tracking) behind
 * the tracking limits: every request counts for the caller's address, and a 404 (the proof did not
 * match) counts as a miss of the order number.
 */
export async function withTrackingLimits<T>(
  limiter: TrackingLimiter,
  c: ApiContext,
  orderNumber: string,
  lookup: () => Promise<T>,
): Promise<Response | T> {
  const refused = await limiter.byAddress.take(c);
  if (refused) return refused;
  const now = c.var.now;
  const decision = await limiter.missesByOrder.peek(orderKey(orderNumber), now);
  if (!decision.allowed) {
    return tooManyRequests(c, ORDER_TRACKING_RATE_LIMITED, decision.retryAfterSeconds);
  }
  try {
    return await lookup();
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) await limiter.missesByOrder.take(orderKey(orderNumber), now);
    throw err;
  }
}

// ---- fulfilment events --------------------------------------------------------------------------

export const FULFILMENT_MESSAGES = {
  opsOnly: 'Only the operations client may record fulfilment events.',
  unknownOrder: 'There is no order with this number.',
  cancelled: 'This order was cancelled; its tracking cannot move on.',
  // The words of every cancellation refusal (orders.ts cancelOrderInTx).
  alreadyCancelled: ORDER_CANCEL_REFUSALS.cancelled,
  delivered: ORDER_CANCEL_REFUSALS.delivered,
  unconfirmed: 'The payment of this order is still processing; it cannot ship before the order is confirmed.',
  backwards: (current: Step) => `This order is already at "${TRACKING_STEP_LABELS[current]}"; tracking moves forward only (${STEP_PATH}).`,
  voidFailed: (chargeId: string) =>
    `The order is cancelled, but voiding its payment ${chargeId} failed; send the cancelled event again to retry the void.`,
} as const;

/** Fulfilment events come from the warehouse and carrier systems only: the confidential `ops` client. */
export function requireOpsClient(client: TokenClaims): void {
  if (client.sub !== OPS_CLIENT_ID || client.kind !== 'confidential') throw new ApiError('Forbidden', FULFILMENT_MESSAGES.opsOnly);
}

const conflict = (message: string) => new ApiError('Conflict', message);

export interface FulfilmentEvent {
  status: 'pending_pickup' | 'in_transit' | 'delivered' | 'cancelled';
  carrier?: string;
  trackingNumber?: string;
}

/** A charge the gateway still holds money for. */
const holdsMoney = (status: string) => status === 'authorized' || status === 'captured';

/**
 * Moves an order (read `for update` by the caller's transaction) forward to `step`: every step passed
 * is recorded as an event at `now`, a step already reached or behind answers 409, as does a
 * cancelled or unconfirmed order. The one way tracking moves: the operations client's fulfilment
 * events and the shop's "received" in the portal (services/portal-orders.ts).
 */
export async function advanceTracking(
  tx: Tx,
  order: Pick<TrackedOrder, 'id' | 'status' | 'trackingStatus'>,
  step: Step,
  now: Date,
  carriage: { carrier?: string; trackingNumber?: string } = {},
): Promise<void> {
  if (order.trackingStatus === 'cancelled') throw conflict(FULFILMENT_MESSAGES.cancelled);
  if (order.status === 'unconfirmed') throw conflict(FULFILMENT_MESSAGES.unconfirmed);
  const from = STEPS.indexOf(order.trackingStatus);
  const to = STEPS.indexOf(step);
  if (to <= from) throw conflict(FULFILMENT_MESSAGES.backwards(order.trackingStatus));
  await tx.insert(orderEvents).values(STEPS.slice(from + 1, to + 1).map((status) => ({ orderId: order.id, status, at: now })));
  await tx
    .update(orders)
    .set({
      trackingStatus: step,
      ...(carriage.carrier !== undefined && { carrier: carriage.carrier }),
      ...(carriage.trackingNumber !== undefined && { trackingNumber: carriage.trackingNumber }),
    })
    .where(eq(orders.id, order.id));
}

/**
 * POST /v1/fulfilment/orders/{orderNumber}/events. A step moves the order forward only — skipping
 * ahead records every step passed, at this time — and a step already reached or behind answers 409.
 * 'cancelled' before delivery cancels the order (cancelOrderInTx: stock and installation time
 * back, the cancellation e-mail with links to `shopUrl`) and voids or refunds its payment once that
 * has committed. 'cancelled' again retries a void that failed, else answers 409.
 */
export async function recordFulfilmentEvent(
  database: Database,
  payments: PaymentProvider,
  orderNumber: string,
  body: FulfilmentEvent,
  now: Date,
  shopUrl: string,
): Promise<{ orderTracking: OrderTracking }> {
  const { db } = database;
  const outcome = await db.transaction(async (tx) => {
    const [order] = await tx.select(trackingColumns).from(orders).where(eq(orders.orderNumber, orderNumber)).for('update');
    if (!order) throw notFound(FULFILMENT_MESSAGES.unknownOrder);

    if (body.status === 'cancelled') {
      if (order.trackingStatus === 'delivered') throw conflict(FULFILMENT_MESSAGES.delivered);
      if (order.trackingStatus === 'cancelled') {
        const [payment] = await tx
          .select({ chargeId: orderPayments.chargeId })
          .from(orderPayments)
          .where(eq(orderPayments.orderId, order.id));
        return { orderId: order.id, charge: payment ? { id: payment.chargeId, alreadyCancelled: true } : null };
      }
      const { chargeId } = await cancelOrderInTx(tx, order.id, now, shopUrl);
      return { orderId: order.id, charge: { id: chargeId, alreadyCancelled: false } };
    }

    await advanceTracking(tx, order, body.status, now, body);
    return { orderId: order.id, charge: null };
  });

  if (outcome.charge) await voidAfterCancel(database, payments, orderNumber, outcome.charge, now, FULFILMENT_MESSAGES);
  const [order] = await db.select(trackingColumns).from(orders).where(eq(orders.id, outcome.orderId));
  return { orderTracking: await readTracking(db, order!) };
}

/**
 * Returns a cancelled order's money: voids the authorisation or refunds the capture. For an order
 * cancelled before, only when the gateway still holds the money (the earlier void failed); else 409
 * `alreadyCancelled`. A gateway failure answers 503 `voidFailed`: the cancellation stands, and the
 * same cancel again (the fulfilment event, or the shopper's cancel) retries the void.
 */
export async function voidAfterCancel(
  database: Database,
  payments: PaymentProvider,
  orderNumber: string,
  charge: { id: string; alreadyCancelled: boolean },
  now: Date,
  messages: { alreadyCancelled: string; voidFailed: (chargeId: string) => string },
) {
  if (charge.alreadyCancelled) {
    const atGateway = await payments.lookup(charge.id);
    if (!atGateway || !holdsMoney(atGateway.status)) throw conflict(messages.alreadyCancelled);
  }
  const voided = await payments.void(charge.id).catch((err: unknown) => {
    console.error(`[orders] order ${orderNumber}: voiding charge ${charge.id} after its cancellation failed:`, err);
    throw new ApiError('ServiceUnavailable', messages.voidFailed(charge.id));
  });
  await database.db.update(orderPayments).set({ status: voided.status, updatedAt: now }).where(eq(orderPayments.chargeId, charge.id));
}
