/**
 * Returns and refunds (docs/returns.md; rules §4 "Returns may be requested or cancelled", §5, §9).
 *
 * A signed-in shopper starts a return of a delivered order's tires within RETURN_WINDOW_DAYS of
 * its delivery; one transaction holds the order's row (`FOR UPDATE`) from counting what is left to
 * return to writing the return, so two returns at the same moment for the last tires of an order
 * cannot both pass. The refund is the server's, frozen when requested. Operations mark the return
 * received; its refund then goes through the gateway after that commit (as every gateway call
 * does, orders.ts), under the return number as the gateway's idempotency key, so marking it again
 * never refunds twice and retries a refund the gateway could not make.
 */
import {
  GUEST_RETURN_MISMATCH,
  type guestOrderProofSchema,
  paths,
  RETURN_HANDLING_FEE_CENTS,
  RETURN_MESSAGES,
  RETURN_PHOTO_MAX_BYTES,
  RETURN_REASONS,
  RETURN_STATUS_LABELS,
  RETURN_WINDOW_DAYS,
  type OpsReturn,
  type OrderReturn,
  type ReturnOptions,
  type ReturnReason,
  type startReturnInputSchema,
} from '@tireshop/core';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Database, Db, Tx } from '../db/client';
import { orderEvents, orderItems, orderPayments, orderReturnLines, orderReturns, orders, outboxEmails } from '../db/schema';
import { ApiError, badRequest, notFound } from '../http/errors';
import { renderReturnEmail, type ReturnMailKind } from '../mail/return-email';
import type { PaymentProvider } from '../payments/provider';
import { ownOrder } from './account-area';
import { supportPhone } from './order-mail';
import { trackingColumns, zipTracks } from './order-tracking';

type StartReturnInput = v.InferOutput<typeof startReturnInputSchema>;
type GuestOrderProof = v.InferOutput<typeof guestOrderProofSchema>;
/** The order a return is about, as ownOrder and guestOrder find it. */
type ReturnedOrder = Awaited<ReturnType<typeof ownOrder>>;
type ReturnRow = typeof orderReturns.$inferSelect;

const conflict = (message: string) => new ApiError('Conflict', message);
const DAY_MS = 24 * 60 * 60 * 1000;

/** A tire of the order as a return counts it. */
interface OrderLine {
  skuId: number;
  name: string;
  size: string;
  bought: number;
  unitPriceCents: number;
  fetCents: number;
  /** In returns not cancelled. */
  returned: number;
}

/** The order's tires with how many of each are already in a return that was not cancelled. */
async function orderLines(db: Db | Tx, orderId: string): Promise<OrderLine[]> {
  const [items, returned] = await Promise.all([
    db
      .select({
        skuId: orderItems.skuId,
        product: orderItems.product,
        quantity: orderItems.quantity,
        unitPriceCents: orderItems.unitPriceCents,
        fetCents: orderItems.fetCents,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.position)),
    db
      .select({ skuId: orderReturnLines.skuId, n: sql<number>`sum(${orderReturnLines.quantity})::int` })
      .from(orderReturnLines)
      .innerJoin(orderReturns, eq(orderReturns.id, orderReturnLines.returnId))
      .where(and(eq(orderReturns.orderId, orderId), ne(orderReturns.status, 'cancelled')))
      .groupBy(orderReturnLines.skuId),
  ]);
  return items.map((item) => {
    const { name, size } = item.product as { name: string; size: string };
    return {
      skuId: item.skuId,
      name,
      size,
      bought: item.quantity,
      unitPriceCents: item.unitPriceCents,
      fetCents: item.fetCents,
      returned: returned.find((r) => r.skuId === item.skuId)?.n ?? 0,
    };
  });
}

/** When the order reached Delivered (its first delivered event), null before. */
async function deliveredAt(db: Db | Tx, orderId: string): Promise<Date | null> {
  const [event] = await db
    .select({ at: orderEvents.at })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.status, 'delivered')))
    .orderBy(asc(orderEvents.id))
    .limit(1);
  return event?.at ?? null;
}

/** rules §9: why nothing of the order can be returned now (null: it can), and the window's end. */
function windowRefusal(
  order: { trackingStatus: string },
  delivered: Date | null,
  now: Date,
): { refusal: string | null; until: Date | null } {
  if (order.trackingStatus !== 'delivered' || !delivered) return { refusal: RETURN_MESSAGES.notDelivered, until: null };
  const until = new Date(delivered.getTime() + RETURN_WINDOW_DAYS * DAY_MS);
  return { refusal: now.getTime() >= until.getTime() ? RETURN_MESSAGES.windowPassed : null, until };
}

async function returnOptions(db: Db | Tx, order: { id: string; trackingStatus: string }, now: Date): Promise<ReturnOptions> {
  const [lines, delivered] = await Promise.all([orderLines(db, order.id), deliveredAt(db, order.id)]);
  const { refusal, until } = windowRefusal(order, delivered, now);
  const rows = lines.map((l) => ({
    productId: l.skuId,
    name: l.name,
    size: l.size,
    bought: l.bought,
    returnable: refusal ? 0 : l.bought - l.returned,
  }));
  const anyLeft = rows.some((r) => r.returnable > 0);
  return {
    returnable: !refusal && anyLeft,
    until: until?.toISOString() ?? null,
    refusal: refusal ?? (anyLeft ? null : RETURN_MESSAGES.tooMany(0, 'the tires')),
    lines: rows,
  };
}

// ---- reading ------------------------------------------------------------------------------------

const iso = (d: Date | null) => d?.toISOString() ?? null;

async function toOrderReturns(db: Db | Tx, rows: (ReturnRow & { orderNumber: string })[]): Promise<OrderReturn[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select({
      returnId: orderReturnLines.returnId,
      skuId: orderReturnLines.skuId,
      quantity: orderReturnLines.quantity,
      product: orderItems.product,
    })
    .from(orderReturnLines)
    .innerJoin(orderReturns, eq(orderReturns.id, orderReturnLines.returnId))
    .innerJoin(orderItems, and(eq(orderItems.orderId, orderReturns.orderId), eq(orderItems.skuId, orderReturnLines.skuId)))
    .where(
      inArray(
        orderReturnLines.returnId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderItems.position));
  return rows.map((r) => ({
    returnNumber: r.returnNumber,
    orderNumber: r.orderNumber,
    status: r.status,
    statusLabel: RETURN_STATUS_LABELS[r.status],
    reason: r.reason as ReturnReason,
    reasonLabel: RETURN_REASONS[r.reason as ReturnReason].label,
    lines: lines
      .filter((l) => l.returnId === r.id)
      .map((l) => {
        const { name, size } = l.product as { name: string; size: string };
        return { productId: l.skuId, name, size, quantity: l.quantity };
      }),
    goodsInCents: r.goodsCents,
    discountInCents: r.discountCents,
    taxInCents: r.taxCents,
    handlingFeeInCents: r.handlingFeeCents,
    refundInCents: r.refundCents,
    hasPhoto: r.photoType !== null,
    requestedAt: r.requestedAt.toISOString(),
    receivedAt: iso(r.receivedAt),
    refundedAt: iso(r.refundedAt),
    cancelledAt: iso(r.cancelledAt),
  }));
}

/** Every column but the photo's bytes, with the order's number. */
const returnColumns = {
  id: orderReturns.id,
  returnNumber: orderReturns.returnNumber,
  orderId: orderReturns.orderId,
  userId: orderReturns.userId,
  status: orderReturns.status,
  reason: orderReturns.reason,
  goodsCents: orderReturns.goodsCents,
  discountCents: orderReturns.discountCents,
  taxCents: orderReturns.taxCents,
  handlingFeeCents: orderReturns.handlingFeeCents,
  refundCents: orderReturns.refundCents,
  refundId: orderReturns.refundId,
  photoType: orderReturns.photoType,
  requestedAt: orderReturns.requestedAt,
  receivedAt: orderReturns.receivedAt,
  refundedAt: orderReturns.refundedAt,
  cancelledAt: orderReturns.cancelledAt,
  orderNumber: orders.orderNumber,
  email: orders.email,
};
type ReturnRead = Omit<ReturnRow, 'photo'> & { orderNumber: string; email: string };

const selectReturns = (db: Db | Tx) => db.select(returnColumns).from(orderReturns).innerJoin(orders, eq(orders.id, orderReturns.orderId));

async function readReturn(db: Db | Tx, returnNumber: string): Promise<OpsReturn> {
  const [row] = await selectReturns(db).where(eq(orderReturns.returnNumber, returnNumber));
  if (!row) throw notFound(RETURN_MESSAGES.returnGone);
  const [read] = await toOrderReturns(db, [row as ReturnRead & ReturnRow]);
  return { ...read!, email: row.email };
}

const withoutEmail = ({ email: _email, ...ret }: OpsReturn): OrderReturn => ret;

/**
 * The order whose number, ZIP code (shipping or billing, as tracking takes it) and e-mail address
 * are `proof`, else the same 404 whichever does not match (docs/returns.md "Without an account").
 */
export async function guestOrder(db: Db | Tx, proof: GuestOrderProof, lock = false): Promise<ReturnedOrder> {
  const query = db
    .select({ ...trackingColumns, userId: orders.userId, email: orders.email })
    .from(orders)
    .where(eq(orders.orderNumber, proof.orderId));
  const [order] = lock ? await query.for('update') : await query;
  const emailMatches = order?.email.trim().toLowerCase() === proof.email.trim().toLowerCase();
  if (!order || !zipTracks(order, proof.zip) || !emailMatches) throw notFound(GUEST_RETURN_MISMATCH);
  return order;
}

/** GET /v1/users/me/orders/{orderNumber}/returns. */
export async function listMyOrderReturns(db: Db, userId: number, orderNumber: string, now: Date) {
  return orderReturnsOf(db, await ownOrder(db, userId, orderNumber), now);
}

/** POST /v1/order-tracking/returns/lookup: listMyOrderReturns for the shopper holding the order's proof. */
export async function listGuestOrderReturns(db: Db, proof: GuestOrderProof, now: Date) {
  return orderReturnsOf(db, await guestOrder(db, proof), now);
}

async function orderReturnsOf(db: Db, order: ReturnedOrder, now: Date) {
  const rows = await selectReturns(db).where(eq(orderReturns.orderId, order.id)).orderBy(asc(orderReturns.id));
  const [options, returns] = await Promise.all([returnOptions(db, order, now), toOrderReturns(db, rows as (ReturnRead & ReturnRow)[])]);
  return { options, returns };
}

// ---- starting and cancelling --------------------------------------------------------------------

/** `part` of `total` in proportion `of / whole`, rounded to the cent. */
const share = (total: number, of: number, whole: number) => (whole === 0 ? 0 : Math.round((total * of) / whole));

/**
 * The refund of returning `wanted` (sku → quantity) of the order (docs/returns.md "The refund"):
 * the tires' price; less their share of the order's discount and plus their share of its sales
 * tax, in proportion to the tires' price in all the order's tires; plus their excise tax; less
 * RETURN_HANDLING_FEE_CENTS a tire when the reason is the shopper's. Each share is counted on
 * everything returned so far, so the returns of an order never add up to more than it was charged.
 */
export function returnMoney(
  order: { discountCents: number; taxCents: number },
  lines: OrderLine[],
  wanted: Map<number, number>,
  reason: ReturnReason,
) {
  const whole = lines.reduce((sum, l) => sum + l.unitPriceCents * l.bought, 0);
  const before = lines.reduce((sum, l) => sum + l.unitPriceCents * l.returned, 0);
  let goods = 0;
  let fet = 0;
  let tires = 0;
  for (const l of lines) {
    const q = wanted.get(l.skuId) ?? 0;
    goods += l.unitPriceCents * q;
    fet += share(l.fetCents, l.returned + q, l.bought) - share(l.fetCents, l.returned, l.bought);
    tires += q;
  }
  const discount = share(order.discountCents, before + goods, whole) - share(order.discountCents, before, whole);
  const tax = share(order.taxCents, before + goods, whole) - share(order.taxCents, before, whole) + fet;
  const handlingFee = RETURN_REASONS[reason].handlingFee ? RETURN_HANDLING_FEE_CENTS * tires : 0;
  return { goods, discount, tax, handlingFee, refund: Math.max(0, goods - discount + tax - handlingFee) };
}

function decodePhoto(photo: StartReturnInput['photo']): { bytes: Buffer; type: string } | null {
  if (!photo) return null;
  const bytes = Buffer.from(photo.data, 'base64');
  if (bytes.length === 0) throw badRequest(RETURN_MESSAGES.photoUnreadable);
  if (bytes.length >= RETURN_PHOTO_MAX_BYTES) throw badRequest(RETURN_MESSAGES.photoTooLarge);
  return { bytes, type: photo.contentType };
}

/** Queues a return's e-mail to the order's address, inside `tx`; once per return and kind. */
async function enqueueReturnEmail(tx: Tx, returnNumber: string, kind: ReturnMailKind, shopUrl: string) {
  const ret = await readReturn(tx, returnNumber);
  const [order] = await tx
    .select({
      id: orders.id,
      billing: orders.billing,
      userId: orders.userId,
      shippingZip: orders.shippingZip,
      billingZip: orders.billingZip,
    })
    .from(orders)
    .where(eq(orders.orderNumber, ret.orderNumber));
  const firstName = (order!.billing as { firstName?: string }).firstName ?? 'there';
  // An order without an account is followed on its tracking page, which needs its ZIP code.
  const zip = order!.shippingZip ?? order!.billingZip;
  const orderPath =
    order!.userId === null && zip
      ? `/track-your-order/result?${new URLSearchParams({ orderId: ret.orderNumber, zip })}`
      : paths.myOrder(ret.orderNumber);
  const orderUrl = `${shopUrl.replace(/\/+$/, '')}${orderPath}`;
  const email = renderReturnEmail(withoutEmail(ret), kind, { firstName, orderUrl, supportPhone: await supportPhone(tx) });
  await tx
    .insert(outboxEmails)
    .values({ orderId: order!.id, kind: `${kind}:${returnNumber}`, to: ret.email, ...email })
    .onConflictDoNothing({ target: [outboxEmails.orderId, outboxEmails.kind] });
}

/**
 * POST /v1/users/me/orders/{orderNumber}/returns: refused (nothing written) for an order that is
 * not the shopper's (404), not delivered or past the window (409), a tire not in the order (400),
 * more of a tire than is left to return counting the returns not cancelled (409), a photo of 1MB
 * or more (400).
 */
export function startReturn(
  database: Database,
  userId: number,
  orderNumber: string,
  input: StartReturnInput,
  now: Date,
  shopUrl: string,
): Promise<{ return: OrderReturn }> {
  return startReturnOf(database, (tx) => ownOrder(tx, userId, orderNumber, true), input, now, shopUrl);
}

/**
 * POST /v1/order-tracking/returns: startReturn for the shopper holding the order's proof (its
 * number, ZIP code and e-mail; a wrong one is the 404 of guestOrder and writes nothing). The
 * return belongs to the order's account, if it has one.
 */
export function startGuestReturn(
  database: Database,
  input: GuestOrderProof & StartReturnInput,
  now: Date,
  shopUrl: string,
): Promise<{ return: OrderReturn }> {
  const { orderId, zip, email, ...returned } = input;
  return startReturnOf(database, (tx) => guestOrder(tx, { orderId, zip, email }, true), returned, now, shopUrl);
}

/** A return of the order `lockOrder` finds and locks (FOR UPDATE) in the transaction. */
async function startReturnOf(
  database: Database,
  lockOrder: (tx: Tx) => Promise<ReturnedOrder>,
  input: StartReturnInput,
  now: Date,
  shopUrl: string,
): Promise<{ return: OrderReturn }> {
  const photo = decodePhoto(input.photo);
  const returnNumber = await database.db.transaction(async (tx) => {
    const order = await lockOrder(tx);
    const [lines, delivered] = await Promise.all([orderLines(tx, order.id), deliveredAt(tx, order.id)]);
    const { refusal } = windowRefusal(order, delivered, now);
    if (refusal) throw conflict(refusal);
    const wanted = new Map<number, number>();
    for (const { productId, quantity } of input.lines) {
      if (quantity > 0) wanted.set(productId, (wanted.get(productId) ?? 0) + quantity);
    }
    for (const [skuId, quantity] of wanted) {
      const line = lines.find((l) => l.skuId === skuId);
      if (!line) throw badRequest(RETURN_MESSAGES.notInOrder);
      const left = line.bought - line.returned;
      if (quantity > left) throw conflict(RETURN_MESSAGES.tooMany(left, `${line.name} ${line.size}`));
    }
    const [money] = await tx
      .select({ discountCents: orders.discountCents, taxCents: orders.taxCents })
      .from(orders)
      .where(eq(orders.id, order.id));
    const m = returnMoney(money!, lines, wanted, input.reason);
    const [payment] = await tx
      .select({ amountCents: orderPayments.amountCents })
      .from(orderPayments)
      .where(eq(orderPayments.orderId, order.id));
    const [earlier] = await tx
      .select({ cents: sql<number>`coalesce(sum(${orderReturns.refundCents}), 0)::int` })
      .from(orderReturns)
      .where(and(eq(orderReturns.orderId, order.id), ne(orderReturns.status, 'cancelled')));
    // Never more than the payment has left: rounding and a payment-type discount cannot make a refund pass it.
    const refund = Math.min(m.refund, Math.max(0, (payment?.amountCents ?? 0) - (earlier?.cents ?? 0)));
    const [row] = await tx
      .insert(orderReturns)
      .values({
        returnNumber: sql`'R' || nextval('return_number_seq')::text`,
        orderId: order.id,
        userId: order.userId,
        status: 'requested',
        reason: input.reason,
        goodsCents: m.goods,
        discountCents: m.discount,
        taxCents: m.tax,
        handlingFeeCents: m.handlingFee,
        refundCents: refund,
        photo: photo?.bytes ?? null,
        photoType: photo?.type ?? null,
        requestedAt: now,
      })
      .returning({ id: orderReturns.id, returnNumber: orderReturns.returnNumber });
    await tx.insert(orderReturnLines).values([...wanted].map(([skuId, quantity]) => ({ returnId: row!.id, skuId, quantity })));
    await enqueueReturnEmail(tx, row!.returnNumber, 'return-requested', shopUrl);
    return row!.returnNumber;
  });
  return { return: withoutEmail(await readReturn(database.db, returnNumber)) };
}

/** The return `returnNumber`, locked, if `belongs` (to the shopper, to the proved order); else the 404 of one that does not exist. */
async function lockedReturn(tx: Tx, returnNumber: string, belongs: (row: { userId: number | null; orderId: string }) => boolean) {
  const [row] = await tx
    .select({ id: orderReturns.id, userId: orderReturns.userId, orderId: orderReturns.orderId, status: orderReturns.status })
    .from(orderReturns)
    .where(eq(orderReturns.returnNumber, returnNumber))
    .for('update');
  if (!row || !belongs(row)) throw notFound(RETURN_MESSAGES.returnGone);
  return row;
}

/** POST /v1/users/me/returns/{returnNumber}/cancellation: while requested only; its tires may be returned again. */
export function cancelMyReturn(database: Database, userId: number, returnNumber: string, now: Date): Promise<{ return: OrderReturn }> {
  return cancelReturnOf(database, returnNumber, now, (tx) => lockedReturn(tx, returnNumber, (row) => row.userId === userId));
}

/**
 * POST /v1/order-tracking/returns/{returnNumber}/cancellation: cancelMyReturn for the shopper holding
 * the proof of the return's order (a wrong proof is guestOrder's 404, another order's return is
 * "does not exist"; neither changes anything).
 */
export function cancelGuestReturn(
  database: Database,
  proof: GuestOrderProof,
  returnNumber: string,
  now: Date,
): Promise<{ return: OrderReturn }> {
  return cancelReturnOf(database, returnNumber, now, async (tx) => {
    const order = await guestOrder(tx, proof, true);
    return lockedReturn(tx, returnNumber, (row) => row.orderId === order.id);
  });
}

/** Cancels the return `lockReturn` finds and locks in the transaction, while it is requested. */
async function cancelReturnOf(
  database: Database,
  returnNumber: string,
  now: Date,
  lockReturn: (tx: Tx) => Promise<{ id: number; status: string }>,
): Promise<{ return: OrderReturn }> {
  await database.db.transaction(async (tx) => {
    const row = await lockReturn(tx);
    if (row.status === 'cancelled') throw conflict(RETURN_MESSAGES.alreadyCancelled);
    if (row.status !== 'requested') throw conflict(RETURN_MESSAGES.cancelAfterRequested);
    await tx.update(orderReturns).set({ status: 'cancelled', cancelledAt: now }).where(eq(orderReturns.id, row.id));
  });
  return { return: withoutEmail(await readReturn(database.db, returnNumber)) };
}

// ---- operations ---------------------------------------------------------------------------------

/** GET /v1/operations/returns: requested (to receive) and received (refund still to go through), oldest first. */
export async function listOpsReturns(db: Db): Promise<{ returns: OpsReturn[] }> {
  const rows = await selectReturns(db)
    .where(inArray(orderReturns.status, ['requested', 'received']))
    .orderBy(asc(orderReturns.requestedAt), asc(orderReturns.id))
    .limit(200);
  const read = await toOrderReturns(db, rows as (ReturnRead & ReturnRow)[]);
  return { returns: read.map((r, i) => ({ ...r, email: rows[i]!.email })) };
}

/**
 * POST /v1/operations/returns/{returnNumber}/received: requested → received in one transaction,
 * then the refund through the gateway (its idempotency key `return:{returnNumber}`), then received
 * → refunded with the refund e-mail queued. A refunded return answers as it is; a received one
 * (its refund failed before) retries the refund; a cancelled one is 409.
 */
export async function receiveReturn(
  database: Database,
  payments: PaymentProvider,
  returnNumber: string,
  now: Date,
  shopUrl: string,
): Promise<{ return: OpsReturn }> {
  const { db } = database;
  const toRefund = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: orderReturns.id, status: orderReturns.status, orderId: orderReturns.orderId, refundCents: orderReturns.refundCents })
      .from(orderReturns)
      .where(eq(orderReturns.returnNumber, returnNumber))
      .for('update');
    if (!row) throw notFound(RETURN_MESSAGES.returnGone);
    if (row.status === 'cancelled') throw conflict(RETURN_MESSAGES.receiveCancelled);
    if (row.status === 'refunded') return null;
    if (row.status === 'requested')
      await tx.update(orderReturns).set({ status: 'received', receivedAt: now }).where(eq(orderReturns.id, row.id));
    const [payment] = await tx
      .select({ chargeId: orderPayments.chargeId })
      .from(orderPayments)
      .where(eq(orderPayments.orderId, row.orderId));
    return { id: row.id, chargeId: payment!.chargeId, amountInCents: row.refundCents };
  });
  if (toRefund) {
    let refundId: string | null = null;
    if (toRefund.amountInCents > 0) {
      const refund = await payments
        .refund({ chargeId: toRefund.chargeId, amountInCents: toRefund.amountInCents, idempotencyKey: `return:${returnNumber}` })
        .catch((err: unknown) => {
          console.error(
            `[returns] return ${returnNumber}: refunding ${toRefund.amountInCents} of charge ${toRefund.chargeId} failed:`,
            err,
          );
          throw new ApiError('ServiceUnavailable', RETURN_MESSAGES.refundFailed);
        });
      refundId = refund.refundId;
    }
    await db.transaction(async (tx) => {
      const moved = await tx
        .update(orderReturns)
        .set({ status: 'refunded', refundId, refundedAt: now })
        .where(and(eq(orderReturns.id, toRefund.id), eq(orderReturns.status, 'received')))
        .returning({ id: orderReturns.id });
      if (moved.length > 0) await enqueueReturnEmail(tx, returnNumber, 'return-refunded', shopUrl);
    });
  }
  return { return: await readReturn(db, returnNumber) };
}
