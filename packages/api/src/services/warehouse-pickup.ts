/**
 * Warehouse pick-up (spec §3 Warehouse list, §7 GET /checkout/warehouse-pickup-locations, §9
 * "Warehouse pick-up ready in 24 hours"): the warehouses that hold every tire asked for.
 */
import { cartPlace, type Warehouse } from '@tireshop/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { cartItems, carts, cartShipping, stock, warehouses } from '../db/schema';
import { notFound } from '../http/errors';
import { CART_GONE } from './cart-access';
import { milesBetween, placeZip, roundMiles, type Point } from './geo';
import { requireZipPlace } from './pickup-locations';

/** spec §9 "Warehouse pick-up ready in 24 hours". */
export const WAREHOUSE_READY_IN_HOURS = 24;

type WarehouseRow = typeof warehouses.$inferSelect;

/** Tires (sku id → quantity) a cart holds, summed over its lines. */
export async function cartQuantities(db: Tx | Db, cartId: string): Promise<Map<number, number>> {
  const rows = await db
    .select({ skuId: cartItems.skuId, quantity: sql<number>`sum(${cartItems.quantity})::int` })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .groupBy(cartItems.skuId);
  return new Map(rows.map((r) => [r.skuId, Number(r.quantity)]));
}

/**
 * The warehouses whose stock covers every need (sku id → quantity), by id. An empty need is met by
 * every warehouse.
 */
export async function warehousesHolding(db: Tx | Db, needs: Map<number, number>): Promise<WarehouseRow[]> {
  const all = await db.select().from(warehouses).orderBy(warehouses.name);
  if (needs.size === 0) return all;
  const rows = await db
    .select({ skuId: stock.skuId, warehouseId: stock.warehouseId, quantity: stock.quantity })
    .from(stock)
    .where(inArray(stock.skuId, [...needs.keys()]));
  const held = new Map<number, number>();
  for (const r of rows) {
    if (r.quantity >= (needs.get(r.skuId) ?? Infinity)) held.set(r.warehouseId, (held.get(r.warehouseId) ?? 0) + 1);
  }
  return all.filter((w) => held.get(w.id) === needs.size);
}

/**
 * Whether one warehouse holds every need (sku id → quantity): one statement; null when there is
 * no such warehouse.
 */
export async function warehouseHolds(db: Tx | Db, warehouseId: number, needs: Map<number, number>): Promise<boolean | null> {
  const skuIds = [...needs.keys()];
  const rows = await db
    .select({ skuId: stock.skuId, quantity: stock.quantity })
    .from(warehouses)
    .leftJoin(stock, and(eq(stock.warehouseId, warehouses.id), skuIds.length > 0 ? inArray(stock.skuId, skuIds) : sql`false`))
    .where(eq(warehouses.id, warehouseId));
  if (rows.length === 0) return null;
  const held = new Map(rows.filter((r) => r.skuId !== null).map((r) => [r.skuId!, r.quantity!]));
  return [...needs].every(([skuId, quantity]) => (held.get(skuId) ?? 0) >= quantity);
}

function toWarehouse(row: WarehouseRow, from: Point | null): Warehouse {
  return {
    warehouseId: row.id,
    name: row.name,
    addressLine1: row.addressLine1,
    city: row.city,
    state: row.state,
    zip: row.zip,
    geolocation: { latitude: row.latitude, longitude: row.longitude },
    distance: from ? roundMiles(milesBetween(from, row)) : null,
    readyInHours: WAREHOUSE_READY_IN_HOURS,
  };
}

export interface WarehouseQuery {
  productIds: number[];
  cartId?: string;
  zip?: string;
  /** spec §7 automatic query value: the shopper's location, when neither the query nor the cart has a zip. */
  userZip?: string;
}

/**
 * Warehouses holding at least one of each listed tire and, with a cart, the cart's quantity of each
 * of its tires. Nearest the zip first (the query's, else the cart's — core's cartPlace —, else the shopper's location);
 * by name without one.
 */
export async function listWarehousePickup(db: Db, query: WarehouseQuery): Promise<{ siteWarehouses: { siteWarehouseList: Warehouse[] } }> {
  const needs = new Map<number, number>(query.productIds.map((id) => [id, 1]));
  let cartZip: string | null = null;
  if (query.cartId) {
    const [cart] = await db
      .select({ zip: carts.zip, shipping: cartShipping })
      .from(carts)
      .leftJoin(cartShipping, eq(cartShipping.cartId, carts.id))
      .where(eq(carts.id, query.cartId));
    if (!cart) throw notFound(CART_GONE);
    cartZip = cartPlace(cart.zip, cart.shipping)?.zip ?? null;
    for (const [skuId, quantity] of await cartQuantities(db, query.cartId)) needs.set(skuId, Math.max(needs.get(skuId) ?? 0, quantity));
  }
  // A zip the caller sends must place (400 otherwise); a cart's stored zip, or the shopper's
  // location, that does not is ignored.
  const from: Point | null = query.zip ? requireZipPlace(query.zip) : (placeZip(cartZip) ?? placeZip(query.userZip));
  const list = (await warehousesHolding(db, needs)).map((row) => toWarehouse(row, from));
  if (from) list.sort((a, b) => a.distance! - b.distance! || a.name.localeCompare(b.name));
  return { siteWarehouses: { siteWarehouseList: list } };
}
