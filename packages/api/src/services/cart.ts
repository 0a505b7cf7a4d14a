/**
 * Carts (spec §3 Cart, §4 Cart, §7 cart calls). SEAM — replaced by the cart implementation.
 * Other services rely on these exports keeping their signatures.
 */
import type { SiteCart } from '@tireshop/core';
import type { Db } from '../db/client';
import type { carts } from '../db/schema';

export type CartRecord = typeof carts.$inferSelect;
/** A transaction handle (what db.transaction passes its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Locks the cart row for the rest of the transaction (SELECT … FOR UPDATE); 404 when it does not exist. */
export async function lockCart(_tx: Tx | Db, _cartId: string): Promise<CartRecord> {
  throw new Error('not implemented');
}

/** The cart priced now, as every cart call answers it. 404 when it does not exist. */
export async function loadSiteCart(_db: Tx | Db, _cartId: string, _now?: Date): Promise<SiteCart> {
  throw new Error('not implemented');
}
