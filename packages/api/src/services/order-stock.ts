/**
 * Taking an order's tires out of stock, and putting them back when it is cancelled. Carts check
 * stock but never reserve it (docs/pricing.md "Stock"); placing an order is where units are taken,
 * inside the order's transaction, so the last tires go to exactly one order.
 */
import { PAYMENT_MESSAGES } from '@tireshop/core';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { stock } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Tx } from '../db/client';

/** Units of one tire taken from one warehouse (order_items.allocations). */
export interface Allocation {
  warehouseId: number;
  quantity: number;
}

export interface StockLine {
  skuId: number;
  quantity: number;
}

const outOfStock = () => new ApiError('Conflict', PAYMENT_MESSAGES.outOfStock);

/**
 * Takes each line's units and answers where they came from (per sku id): a warehouse pick-up's
 * own warehouse first, then the warehouses holding most. The stock rows of every tire of the order
 * are locked first, all in one (sku, warehouse) order, so two orders of the same tires wait for
 * each other instead of deadlocking; each decrement also says `quantity >= n`, and the table's
 * stock_never_negative check backs that. Short of any tire: 409 outOfStock, nothing taken (the
 * caller's transaction rolls back).
 */
export async function takeStock(
  tx: Tx,
  lines: readonly StockLine[],
  preferredWarehouseId: number | null,
): Promise<Map<number, Allocation[]>> {
  const rows = await tx
    .select({ skuId: stock.skuId, warehouseId: stock.warehouseId, quantity: stock.quantity })
    .from(stock)
    .where(
      inArray(
        stock.skuId,
        lines.map((l) => l.skuId),
      ),
    )
    .orderBy(asc(stock.skuId), asc(stock.warehouseId))
    .for('update');

  const taken = new Map<number, Allocation[]>();
  for (const line of lines) {
    const candidates = rows
      .filter((r) => r.skuId === line.skuId && r.quantity > 0)
      .sort(
        (a, b) =>
          Number(b.warehouseId === preferredWarehouseId) - Number(a.warehouseId === preferredWarehouseId) ||
          b.quantity - a.quantity ||
          a.warehouseId - b.warehouseId,
      );
    const allocations: Allocation[] = [];
    let needed = line.quantity;
    for (const row of candidates) {
      if (needed === 0) break;
      const quantity = Math.min(needed, row.quantity);
      allocations.push({ warehouseId: row.warehouseId, quantity });
      needed -= quantity;
    }
    if (needed > 0) throw outOfStock();
    for (const { warehouseId, quantity } of allocations) {
      const updated = await tx
        .update(stock)
        .set({ quantity: sql`${stock.quantity} - ${quantity}` })
        .where(and(eq(stock.skuId, line.skuId), eq(stock.warehouseId, warehouseId), gte(stock.quantity, quantity)))
        .returning({ quantity: stock.quantity });
      // Cannot happen under the row locks; kept so a change of the locking never oversells.
      if (updated.length === 0) throw outOfStock();
    }
    taken.set(line.skuId, allocations);
  }
  return taken;
}

/**
 * Puts a cancelled order's units back where they were taken from (its items' allocations). The rows
 * are updated in (sku, warehouse) order, the order takeStock locks them in: an allocation lists the
 * warehouse it took most from first, and a cancel updating in that order could hold one warehouse's
 * row while an order of the same tire, holding the other, waited for it — a deadlock.
 */
export async function returnStock(tx: Tx, items: readonly { skuId: number; allocations: readonly Allocation[] }[]): Promise<void> {
  const rows = items
    .flatMap((item) => item.allocations.map(({ warehouseId, quantity }) => ({ skuId: item.skuId, warehouseId, quantity })))
    .sort((a, b) => a.skuId - b.skuId || a.warehouseId - b.warehouseId);
  for (const { skuId, warehouseId, quantity } of rows) {
    await tx
      .update(stock)
      .set({ quantity: sql`${stock.quantity} + ${quantity}` })
      .where(and(eq(stock.skuId, skuId), eq(stock.warehouseId, warehouseId)));
  }
}
