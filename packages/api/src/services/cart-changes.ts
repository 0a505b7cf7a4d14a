/**
 * Changing carts (spec §4 Cart; §3 Add-to-cart and Cart update input): create, update, delete.
 * Each call is one transaction holding the cart's row lock (lockCart), so concurrent changes to
 * one cart run one after the other and a refused change leaves nothing behind.
 */
import { MAX_CART_LINE_QUANTITY, type SiteCart } from '@tireshop/core';
import { randomUUID } from 'node:crypto';
import type * as v from 'valibot';
import type { addToCartSchema, cartQuerySchema, cartUpdateSchema } from '@tireshop/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TokenClaims } from '../auth/tokens';
import type { Database } from '../db/client';
import { brands, cartItems, carts, cartShipping, installers, productLines, skus, stock, tireSizes } from '../db/schema';
import { ApiError, badRequest, notFound } from '../http/errors';
import { CART_GONE, loadSiteCart, lockCart, readCartFacts, type CartRecord, type Tx } from './cart';
import { applyPromoCode, removePromoCode } from './coupons';
import { priceCart } from './pricing';

type AddInput = v.InferOutput<typeof addToCartSchema>;
type UpdateInput = v.InferOutput<typeof cartUpdateSchema>;
type CartQuery = v.InferOutput<typeof cartQuerySchema>;

export interface ChangeContext {
  now?: Date;
  /** For absolute image URLs in the answer. */
  apiOrigin?: string;
}

const conflict = (message: string) => new ApiError('Conflict', message);

/** Tires asked for: product id → how many (front and rear of one product merge). */
function wantedTires(input: Pick<AddInput, 'productId' | 'rearProductId' | 'quantity'>): Map<number, number> {
  const front = input.quantity.front;
  const rear = input.quantity.rear ?? 0;
  // spec §4 Cart "Add: ignored unless front or rear quantity non-zero": the API says why.
  if (front + rear === 0) throw badRequest('Choose at least one tire.');
  const wanted = new Map<number, number>();
  if (front > 0) wanted.set(input.productId, front);
  if (rear > 0) {
    const rearId = input.rearProductId ?? input.productId;
    wanted.set(rearId, (wanted.get(rearId) ?? 0) + rear);
  }
  return wanted;
}

/** The tires' names and units in stock across warehouses; 404 for an id we do not sell. */
async function tiresForAdding(tx: Tx, ids: number[]) {
  const rows = await tx
    .select({
      id: skus.id,
      label: sql<string>`${brands.name} || ' ' || ${productLines.name} || ' ' || ${tireSizes.sizeKey}`,
      stock: sql<number>`(select coalesce(sum(${stock.quantity}), 0)::int from ${stock} where ${stock.skuId} = ${skus.id})`,
    })
    .from(skus)
    .innerJoin(productLines, eq(productLines.id, skus.productLineId))
    .innerJoin(brands, eq(brands.id, productLines.brandId))
    .innerJoin(tireSizes, eq(tireSizes.id, skus.sizeId))
    .where(inArray(skus.id, ids));
  const byId = new Map(rows.map((r) => [r.id, { ...r, stock: Number(r.stock) }]));
  for (const id of ids) if (!byId.has(id)) throw notFound(`No tire with id ${id}.`);
  return byId;
}

/** A line may hold what is in stock and at most MAX_CART_LINE_QUANTITY tires. */
function checkLineQuantity(tire: { label: string; stock: number }, quantity: number) {
  if (quantity > tire.stock) {
    throw conflict(tire.stock === 0 ? `${tire.label} is out of stock.` : `Only ${tire.stock} of ${tire.label} are in stock.`);
  }
  if (quantity > MAX_CART_LINE_QUANTITY) {
    throw conflict(`A cart can hold at most ${MAX_CART_LINE_QUANTITY} of ${tire.label}.`);
  }
}

async function lines(tx: Tx, cartId: string) {
  return tx.select().from(cartItems).where(eq(cartItems.cartId, cartId));
}

/**
 * Adds tires (spec §3 Add-to-cart input) into existing lines or new ones. A line's quantity after
 * the add must be in stock; otherwise nothing is added (the transaction is rolled back).
 */
async function addTires(tx: Tx, cart: CartRecord, input: Pick<AddInput, 'productId' | 'rearProductId' | 'quantity' | 'shouldAddCoverage'>, now: Date) {
  const wanted = wantedTires(input);
  const tires = await tiresForAdding(tx, [...wanted.keys()]);
  const existing = new Map((await lines(tx, cart.id)).map((l) => [l.skuId, l]));
  let position = Math.max(0, ...[...existing.values()].map((l) => l.position));
  for (const [skuId, added] of wanted) {
    const line = existing.get(skuId);
    const quantity = (line?.quantity ?? 0) + added;
    checkLineQuantity(tires.get(skuId)!, quantity);
    if (line) {
      await tx.update(cartItems).set({ quantity }).where(and(eq(cartItems.cartId, cart.id), eq(cartItems.skuId, skuId)));
    } else {
      position += 1;
      await tx.insert(cartItems).values({ cartId: cart.id, skuId, quantity, position, roadHazard: input.shouldAddCoverage ?? true, addedAt: now });
    }
  }
  await turnOffRoadHazardOnce(tx, cart, now);
}

/**
 * spec §4 Road hazard: "Widget-sourced carts without a 100 percent road-hazard promotion get road
 * hazard turned off once." On a widget cart's first add its tires are declined, except those a
 * promotion covers for free; afterwards the shopper's choice stands.
 */
async function turnOffRoadHazardOnce(tx: Tx, cart: CartRecord, now: Date) {
  if (cart.channel !== 'widget' || cart.roadHazardTurnedOff) return;
  const facts = await readCartFacts(tx, cart, now);
  const price = priceCart(facts.pricing);
  const charged = price.lines.filter((l) => !l.isRoadHazardFree).map((l) => l.itemId);
  if (charged.length > 0) {
    await tx.update(cartItems).set({ roadHazard: false }).where(and(eq(cartItems.cartId, cart.id), inArray(cartItems.skuId, charged)));
  }
  await tx.update(carts).set({ roadHazardTurnedOff: true }).where(eq(carts.id, cart.id));
}

async function requireInstaller(tx: Tx, id: number) {
  const [row] = await tx.select({ id: installers.id, dealerCode: installers.dealerCode }).from(installers).where(eq(installers.id, id));
  if (!row) throw notFound(`No installer with id ${id}.`);
  return row;
}

/** Cart fields an add or update may set directly; undefined leaves a field as it is, null clears it. */
function cartFields(input: Partial<Pick<UpdateInput, 'email' | 'zip' | 'vehicleMake' | 'vehicleModel' | 'vehicleTrim' | 'vehicleYear'>>) {
  const set: Partial<typeof carts.$inferInsert> = {};
  if (input.email !== undefined) set.email = input.email;
  if (input.zip !== undefined) set.zip = input.zip;
  if (input.vehicleMake !== undefined) set.vehicleMake = input.vehicleMake;
  if (input.vehicleModel !== undefined) set.vehicleModel = input.vehicleModel;
  if (input.vehicleTrim !== undefined) set.vehicleTrim = input.vehicleTrim;
  if (input.vehicleYear !== undefined) set.vehicleYear = input.vehicleYear;
  return set;
}

/**
 * POST /v1/carts: a new cart with its first tires. The caller's token says who made it: its
 * client and channel, and for an installer widget its shop (installerDetails) and whether that
 * shop is a dealership (a dealer cart).
 */
export async function createCart(
  database: Database,
  client: TokenClaims,
  query: CartQuery,
  input: AddInput,
  context: ChangeContext = {},
): Promise<SiteCart> {
  const now = context.now ?? new Date();
  return database.db.transaction(async (tx) => {
    const widgetShop = client.installerId ? await requireInstaller(tx, client.installerId) : null;
    const installerId = input.installerId ?? client.installerId ?? null;
    if (input.installerId) await requireInstaller(tx, input.installerId);
    const [cart] = await tx
      .insert(carts)
      .values({
        id: randomUUID(),
        clientId: client.sub,
        channel: client.channel,
        isDealer: Boolean(widgetShop?.dealerCode),
        widgetSource: query.widgetSource ?? null,
        widgetSourceId: query.widgetSourceId ?? null,
        subSource: query.subSource ?? null,
        installerId,
        ...cartFields(input),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await addTires(tx, cart!, input, now);
    return loadSiteCart(tx, cart!.id, now, context.apiOrigin);
  });
}

/** Fields that only make sense when adding tires. */
const NEW_ITEM_FIELDS = ['productId', 'rearProductId', 'quantity', 'shouldAddCoverage'] as const;

/** Refuses update bodies whose fields do not make one clear change (before anything is written). */
function checkUpdateShape(input: UpdateInput) {
  if (input.isNewItem) {
    if (input.productId === undefined || input.quantity === undefined) throw badRequest('isNewItem needs productId and quantity.');
  } else {
    const stray = NEW_ITEM_FIELDS.find((k) => input[k] !== undefined);
    if (stray) throw badRequest(`${stray} goes with isNewItem: true (adding tires).`);
  }
  if (input.itemQuantity !== undefined && input.itemId === undefined) throw badRequest('itemQuantity needs itemId.');
  if (input.isRoadHazard !== undefined && input.itemId === undefined) {
    throw badRequest('isRoadHazard needs itemId; isGroupRoadHazard covers every tire.');
  }
  if (input.itemId !== undefined && input.itemQuantity === undefined && input.isRoadHazard === undefined) {
    throw badRequest('itemId needs itemQuantity or isRoadHazard.');
  }
}

const NOT_IN_CART = 'That tire is not in your cart.';

/**
 * PUT /v1/carts/{id} (spec §3 Cart update input; the contract's cartUpdateSchema says what each
 * field does). All fields of one request apply together or not at all. Removing the last tire
 * deletes the cart: the answer is then null.
 */
export async function updateCart(database: Database, cartId: string, input: UpdateInput, context: ChangeContext = {}): Promise<SiteCart | null> {
  const now = context.now ?? new Date();
  checkUpdateShape(input);
  return database.db.transaction(async (tx) => {
    const cart = await lockCart(tx, cartId);
    const set: Partial<typeof carts.$inferInsert> = { ...cartFields(input), updatedAt: now };
    if (input.preShippingSelection !== undefined) set.preShippingSelection = input.preShippingSelection;
    if (input.idMeVerifiedStatus !== undefined) set.idMeVerifiedStatus = input.idMeVerifiedStatus || null;

    if (input.isNewItem) {
      await addTires(tx, cart, { productId: input.productId!, rearProductId: input.rearProductId, quantity: input.quantity!, shouldAddCoverage: input.shouldAddCoverage }, now);
    }

    if (input.itemId !== undefined) {
      const [line] = await tx.select().from(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.skuId, input.itemId)));
      if (!line) throw notFound(NOT_IN_CART);
      const where = and(eq(cartItems.cartId, cartId), eq(cartItems.skuId, input.itemId));
      if (input.itemQuantity === 0) {
        await tx.delete(cartItems).where(where);
      } else if (input.itemQuantity !== undefined && input.itemQuantity !== line.quantity) {
        // Growing a line must fit the stock; shrinking one is always allowed.
        if (input.itemQuantity > line.quantity) checkLineQuantity((await tiresForAdding(tx, [input.itemId])).get(input.itemId)!, input.itemQuantity);
        await tx.update(cartItems).set({ quantity: input.itemQuantity }).where(where);
      }
      if (input.isRoadHazard !== undefined && input.itemQuantity !== 0) {
        await tx.update(cartItems).set({ roadHazard: input.isRoadHazard }).where(where);
      }
    }
    if (input.isGroupRoadHazard !== undefined) {
      await tx.update(cartItems).set({ roadHazard: input.isGroupRoadHazard }).where(eq(cartItems.cartId, cartId));
    }

    if (input.removePromoCode !== undefined && input.removePromoCode !== '') await removePromoCode(tx, cartId, input.removePromoCode);
    if (input.promoCode !== undefined) await applyPromoCode(tx, cartId, input.promoCode, now);

    if (input.removeInstallerId !== undefined) {
      // spec §4 "Remove installer: a 404 counts as success": removing one that is not there is fine.
      if (cart.installerId === input.removeInstallerId) set.installerId = null;
      await tx.delete(cartShipping).where(and(eq(cartShipping.cartId, cartId), eq(cartShipping.installerId, input.removeInstallerId)));
    }
    if (input.installerId !== undefined) {
      await requireInstaller(tx, input.installerId);
      set.installerId = input.installerId;
    }
    if (input.excludeShipping === true) await tx.delete(cartShipping).where(eq(cartShipping.cartId, cartId));

    // spec §4 Cart "Remove product: … if last, … whole cart deleted".
    const [{ remaining } = { remaining: 0 }] = await tx
      .select({ remaining: sql<number>`count(*)::int` })
      .from(cartItems)
      .where(eq(cartItems.cartId, cartId));
    if (Number(remaining) === 0) {
      await tx.delete(carts).where(eq(carts.id, cartId));
      return null;
    }
    await tx.update(carts).set(set).where(eq(carts.id, cartId));
    return loadSiteCart(tx, cartId, now, context.apiOrigin);
  });
}

/** DELETE /v1/carts/{id}: the cart with its tires, coupons and shipping. */
export async function deleteCart(database: Database, cartId: string): Promise<void> {
  const deleted = await database.db.delete(carts).where(eq(carts.id, cartId)).returning({ id: carts.id });
  if (deleted.length === 0) throw notFound(CART_GONE);
}
