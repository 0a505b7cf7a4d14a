/**
 * The account area (spec storefront §2 /account, /account/my-garage, /account/my-orders;
 * docs/decisions.md "The account area"): the signed-in shopper's orders and their cancellation
 * (rules §6 "Only logged-in users can cancel online"; storefront §4 "Order cancellable within 30
 * minutes"), saved addresses and the garage.
 *
 * Whose is it: an order belongs to the account whose cart it was (orders.user_id), an address or a
 * vehicle to its account. Only the shop's own clients with the account's session reach them;
 * anyone else's answers the same 404 as one that does not exist.
 */
import {
  ACCOUNT_AREA_MESSAGES,
  ACCOUNT_MESSAGES,
  MAX_GARAGE_VEHICLES,
  MAX_SAVED_ADDRESSES,
  MY_ORDERS_PAGE_SIZE,
  ORDER_CANCEL_WINDOW_MINUTES,
  paths,
  slugify,
  withoutTiresSuffix,
  type Cancellation,
  type GarageVehicle,
  type MyOrder,
  type MyOrderSummary,
  type SavedAddress,
} from '@tireshop/core';
import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type * as v from 'valibot';
import { STOREFRONT_CLIENT_ID, STOREFRONT_WEB_CLIENT_ID } from '../auth/clients';
import type { TokenClaims } from '../auth/tokens';
import type { Database, Db, Tx } from '../db/client';
import { orderItems, orderPayments, orders, userAddresses, users, userVehicles, vehicles } from '../db/schema';
import { ApiError, badRequest, notFound } from '../http/errors';
import type { PaymentProvider } from '../payments/provider';
import type { garageVehicleInputSchema, savedAddressInputSchema } from '@tireshop/core';
import { readOrder } from './order-read';
import { readTracking, trackingColumns, voidAfterCancel } from './order-tracking';
import { cancelOrderInTx, ORDER_CANCEL_REFUSALS } from './orders';

const STOREFRONT_CLIENTS: ReadonlySet<string> = new Set([STOREFRONT_CLIENT_ID, STOREFRONT_WEB_CLIENT_ID]);

/** The signed-in shopper of the call: the shop's own clients with a live session only; else 401 "Please sign in.". */
export function signedInUser(client: TokenClaims | undefined): number {
  if (!client || !STOREFRONT_CLIENTS.has(client.sub) || typeof client.userId !== 'number') {
    throw new ApiError('Unauthorized', ACCOUNT_MESSAGES.sessionRequired);
  }
  return client.userId;
}

const conflict = (message: string) => new ApiError('Conflict', message);

/** Locks the account's row: its addresses and garage change one call at a time (their limits and the one default hold). */
async function lockUser(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

// ---- my orders ----------------------------------------------------------------------------------

/** GET /v1/users/me/orders: newest first, MY_ORDERS_PAGE_SIZE a page, with their tires. */
export async function listMyOrders(db: Db, userId: number, page: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        placedAt: orders.placedAt,
        status: orders.status,
        trackingStatus: orders.trackingStatus,
        totalInCents: orders.totalCents,
      })
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.placedAt), desc(orders.orderNumber))
      .limit(MY_ORDERS_PAGE_SIZE)
      .offset((page - 1) * MY_ORDERS_PAGE_SIZE),
    db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)),
  ]);
  const items =
    rows.length === 0
      ? []
      : await db
          .select({ orderId: orderItems.orderId, product: orderItems.product, quantity: orderItems.quantity })
          .from(orderItems)
          .where(
            inArray(
              orderItems.orderId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(orderItems.position));
  const summaries: MyOrderSummary[] = rows.map(({ id, placedAt, ...row }) => ({
    ...row,
    placedAt: placedAt.toISOString(),
    items: items
      .filter((item) => item.orderId === id)
      .map(({ product, quantity }) => {
        const { name, brand, size } = product as { name: string; brand: string; size: string };
        return { name, brand, size, quantity };
      }),
  }));
  const n = total?.n ?? 0;
  return {
    orders: summaries,
    pagination: { total: n, page, pageSize: MY_ORDERS_PAGE_SIZE, pageCount: Math.max(1, Math.ceil(n / MY_ORDERS_PAGE_SIZE)) },
  };
}

type CancelState = { status: string; trackingStatus: string; placedAt: Date };

/**
 * Why the shopper cannot cancel the order online now (null: they can). storefront §4: within 30
 * minutes of placing; and only while it is at Order Processed — once the warehouse has handed it
 * on, stopping it is a matter for the shop.
 */
export function cancelRefusal(order: CancelState, now: Date): string | null {
  if (order.status === 'cancelled') return ORDER_CANCEL_REFUSALS.cancelled;
  if (order.trackingStatus === 'delivered') return ORDER_CANCEL_REFUSALS.delivered;
  if (order.trackingStatus !== 'processed') return ACCOUNT_AREA_MESSAGES.cancelInFulfilment;
  if (now.getTime() >= cancelDeadline(order).getTime()) return ACCOUNT_AREA_MESSAGES.cancelWindowPassed;
  return null;
}

const cancelDeadline = (order: Pick<CancelState, 'placedAt'>) => new Date(order.placedAt.getTime() + ORDER_CANCEL_WINDOW_MINUTES * 60_000);

function cancellation(order: CancelState, now: Date): Cancellation {
  const refusal = cancelRefusal(order, now);
  return {
    cancellable: refusal === null,
    until: order.status === 'cancelled' ? null : cancelDeadline(order).toISOString(),
    refusal: order.status === 'cancelled' ? null : refusal,
  };
}

/** The account's order with this number, else the 404 of one that does not exist. */
export async function ownOrder(db: Db | Tx, userId: number, orderNumber: string, lock = false) {
  const query = db
    .select({ ...trackingColumns, userId: orders.userId })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber));
  const [order] = lock ? await query.for('update') : await query;
  if (!order || order.userId !== userId) throw notFound(ACCOUNT_AREA_MESSAGES.orderGone);
  return order;
}

/** GET /v1/users/me/orders/{orderNumber}: the order, its tracking steps and whether it can be cancelled now. */
export async function readMyOrder(db: Db, userId: number, orderNumber: string, now: Date): Promise<MyOrder> {
  const order = await ownOrder(db, userId, orderNumber);
  const [full, orderTracking] = await Promise.all([readOrder(db, order.id), readTracking(db, order)]);
  return { order: full, orderTracking, cancellation: cancellation(order, now) };
}

/** The shopper's words for a cancellation whose money could not be returned yet. */
const SHOPPER_VOID_MESSAGES = {
  alreadyCancelled: ORDER_CANCEL_REFUSALS.cancelled,
  voidFailed: () =>
    'Your order is cancelled, but we could not reach the payment provider to release your payment. Please try again in a few minutes.',
};

/**
 * POST /v1/users/me/orders/{orderNumber}/cancellation. One transaction holds the order's row from
 * the ownership and state check to the cancellation (cancelOrderInTx: stock and the installation
 * time back, the tracking's cancelled step, the cancellation e-mail in the outbox), so a second
 * cancel or a fulfilment event at the same moment waits and then finds the order as this one left
 * it. The money is returned after the commit, as every gateway call is (orders.ts): the
 * authorisation voided, a captured payment refunded. An order already cancelled whose money the
 * gateway still holds (the void failed) is voided again; otherwise 409.
 */
export async function cancelMyOrder(
  database: Database,
  payments: PaymentProvider,
  userId: number,
  orderNumber: string,
  now: Date,
  shopUrl: string,
): Promise<MyOrder> {
  const charge = await database.db.transaction(async (tx) => {
    const order = await ownOrder(tx, userId, orderNumber, true);
    if (order.status === 'cancelled') {
      const [payment] = await tx
        .select({ chargeId: orderPayments.chargeId })
        .from(orderPayments)
        .where(eq(orderPayments.orderId, order.id));
      if (!payment) throw conflict(ORDER_CANCEL_REFUSALS.cancelled);
      return { id: payment.chargeId, alreadyCancelled: true };
    }
    const refusal = cancelRefusal(order, now);
    if (refusal) throw conflict(refusal);
    const { chargeId } = await cancelOrderInTx(tx, order.id, now, shopUrl);
    return { id: chargeId, alreadyCancelled: false };
  });
  await voidAfterCancel(database, payments, orderNumber, charge, now, SHOPPER_VOID_MESSAGES);
  return readMyOrder(database.db, userId, orderNumber, now);
}

// ---- saved addresses ----------------------------------------------------------------------------

type AddressInput = v.InferOutput<typeof savedAddressInputSchema>;

const addressColumns = {
  id: userAddresses.id,
  firstName: userAddresses.firstName,
  lastName: userAddresses.lastName,
  companyName: userAddresses.companyName,
  addressLine1: userAddresses.addressLine1,
  addressLine2: userAddresses.addressLine2,
  city: userAddresses.city,
  state: userAddresses.state,
  zip: userAddresses.zip,
  phone: userAddresses.phone,
  phoneType: userAddresses.phoneType,
  isDefault: userAddresses.isDefault,
};

/** GET /v1/users/me/addresses: the default first, then in the order they were saved. */
export async function listMyAddresses(db: Db | Tx, userId: number): Promise<{ addresses: SavedAddress[] }> {
  const rows = await db
    .select(addressColumns)
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.isDefault), asc(userAddresses.id));
  return { addresses: rows.map((r) => ({ ...r, phoneType: r.phoneType === 'Landline' ? 'Landline' : 'Mobile' })) };
}

const addressValues = (input: AddressInput) => ({
  firstName: input.firstName,
  lastName: input.lastName,
  companyName: input.companyName || null,
  addressLine1: input.addressLine1,
  addressLine2: input.addressLine2 || null,
  city: input.city,
  state: input.state,
  zip: input.zip,
  phone: input.phone,
  phoneType: input.phoneType,
});

async function clearDefault(tx: Tx, userId: number) {
  await tx
    .update(userAddresses)
    .set({ isDefault: false })
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses.isDefault, true)));
}

/** Throws the 404 of an address that does not exist unless the account has this one; answers whether it is the default. */
async function ownAddress(tx: Tx, userId: number, addressId: number): Promise<{ isDefault: boolean }> {
  const [row] = await tx
    .select({ isDefault: userAddresses.isDefault })
    .from(userAddresses)
    .where(and(eq(userAddresses.id, addressId), eq(userAddresses.userId, userId)));
  if (!row) throw notFound(ACCOUNT_AREA_MESSAGES.addressGone);
  return row;
}

/** An address's fields as the shopper would compare them: blanks as nothing, case and outer spaces ignored. */
const comparable = (a: ReturnType<typeof addressValues>) =>
  JSON.stringify(Object.values(a).map((value) => (value ?? '').trim().toLowerCase()));

/**
 * POST /v1/users/me/addresses: at most MAX_SAVED_ADDRESSES; the first is the default. An address
 * the book already holds (the same fields, ignoring case) is not saved twice: checkout's "Save this
 * address to my account" may send one that is there. The account's lock makes two such calls at
 * once save it once.
 */
export function addMyAddress(database: Database, userId: number, input: AddressInput, now: Date) {
  return database.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const existing = await tx.select(addressColumns).from(userAddresses).where(eq(userAddresses.userId, userId));
    const wanted = comparable(addressValues(input));
    const twin = existing.find(({ id, isDefault, ...fields }) => comparable(addressValues(fields as AddressInput)) === wanted);
    if (twin) {
      if (input.isDefault && !twin.isDefault) {
        await clearDefault(tx, userId);
        await tx.update(userAddresses).set({ isDefault: true }).where(eq(userAddresses.id, twin.id));
      }
      return listMyAddresses(tx, userId);
    }
    const n = existing.length;
    if (n >= MAX_SAVED_ADDRESSES) throw conflict(ACCOUNT_AREA_MESSAGES.tooManyAddresses);
    const isDefault = input.isDefault || n === 0;
    if (isDefault) await clearDefault(tx, userId);
    await tx.insert(userAddresses).values({ userId, ...addressValues(input), isDefault, createdAt: now });
    return listMyAddresses(tx, userId);
  });
}

/** PUT /v1/users/me/addresses/{id}: the default stays the default until another is chosen. */
export function updateMyAddress(database: Database, userId: number, addressId: number, input: AddressInput) {
  return database.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const current = await ownAddress(tx, userId, addressId);
    const isDefault = input.isDefault || current.isDefault;
    if (isDefault && !current.isDefault) await clearDefault(tx, userId);
    await tx
      .update(userAddresses)
      .set({ ...addressValues(input), isDefault })
      .where(eq(userAddresses.id, addressId));
    return listMyAddresses(tx, userId);
  });
}

/** DELETE /v1/users/me/addresses/{id}: the oldest remaining address takes over as the default. */
export function deleteMyAddress(database: Database, userId: number, addressId: number) {
  return database.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const current = await ownAddress(tx, userId, addressId);
    await tx.delete(userAddresses).where(eq(userAddresses.id, addressId));
    if (current.isDefault) {
      const [oldest] = await tx
        .select({ id: userAddresses.id })
        .from(userAddresses)
        .where(eq(userAddresses.userId, userId))
        .orderBy(asc(userAddresses.id))
        .limit(1);
      if (oldest) await tx.update(userAddresses).set({ isDefault: true }).where(eq(userAddresses.id, oldest.id));
    }
    return listMyAddresses(tx, userId);
  });
}

/** POST /v1/users/me/addresses/{id}/default. */
export function setMyDefaultAddress(database: Database, userId: number, addressId: number) {
  return database.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    await ownAddress(tx, userId, addressId);
    await tx
      .update(userAddresses)
      .set({ isDefault: false })
      .where(and(eq(userAddresses.userId, userId), ne(userAddresses.id, addressId), eq(userAddresses.isDefault, true)));
    await tx.update(userAddresses).set({ isDefault: true }).where(eq(userAddresses.id, addressId));
    return listMyAddresses(tx, userId);
  });
}

// ---- the garage ---------------------------------------------------------------------------------

/** GET /v1/users/me/vehicles: in the order they were added, each with its tire results' address. */
export async function listMyVehicles(db: Db | Tx, userId: number): Promise<{ vehicles: GarageVehicle[] }> {
  const rows = await db
    .select({
      id: userVehicles.id,
      year: vehicles.year,
      make: vehicles.make,
      makeSlug: vehicles.makeSlug,
      model: vehicles.model,
      modelSlug: vehicles.modelSlug,
      trim: vehicles.trim,
    })
    .from(userVehicles)
    .innerJoin(vehicles, eq(vehicles.id, userVehicles.vehicleId))
    .where(eq(userVehicles.userId, userId))
    .orderBy(asc(userVehicles.id));
  return {
    vehicles: rows.map(({ makeSlug, modelSlug, ...r }) => ({
      ...r,
      shopHref: `${paths.vehicle(makeSlug, modelSlug, r.year)}?trim=${encodeURIComponent(slugify(r.trim))}`,
    })),
  };
}

type VehicleInput = v.InferOutput<typeof garageVehicleInputSchema>;

/** POST /v1/users/me/vehicles: a vehicle of the catalogue (400 "Please choose a vehicle." otherwise), once, at most MAX_GARAGE_VEHICLES. */
export function addMyVehicle(database: Database, userId: number, input: VehicleInput, now: Date) {
  return database.db.transaction(async (tx) => {
    const trims = await tx
      .select({ id: vehicles.id, trim: vehicles.trim })
      .from(vehicles)
      .where(
        and(eq(vehicles.makeSlug, withoutTiresSuffix(input.make)), eq(vehicles.modelSlug, input.model), eq(vehicles.year, input.year)),
      );
    const vehicle = trims.find((t) => slugify(t.trim) === input.trim);
    if (!vehicle) throw badRequest(ACCOUNT_AREA_MESSAGES.chooseVehicle);
    await lockUser(tx, userId);
    const [saved] = await tx.select({ n: count() }).from(userVehicles).where(eq(userVehicles.userId, userId));
    if ((saved?.n ?? 0) >= MAX_GARAGE_VEHICLES) throw conflict(ACCOUNT_AREA_MESSAGES.tooManyVehicles);
    const added = await tx
      .insert(userVehicles)
      .values({ userId, vehicleId: vehicle.id, createdAt: now })
      .onConflictDoNothing({ target: [userVehicles.userId, userVehicles.vehicleId] })
      .returning({ id: userVehicles.id });
    if (added.length === 0) throw conflict(ACCOUNT_AREA_MESSAGES.vehicleTwice);
    return listMyVehicles(tx, userId);
  });
}

/** DELETE /v1/users/me/vehicles/{id}. */
export async function removeMyVehicle(database: Database, userId: number, id: number) {
  const removed = await database.db
    .delete(userVehicles)
    .where(and(eq(userVehicles.id, id), eq(userVehicles.userId, userId)))
    .returning({ id: userVehicles.id });
  if (removed.length === 0) throw notFound(ACCOUNT_AREA_MESSAGES.vehicleGone);
  return listMyVehicles(database.db, userId);
}
