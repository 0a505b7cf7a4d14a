/**
 * Whose cart is it. A cart is addressed by an unguessable id, and a caller must also be the API
 * client that made it: the storefront's two clients (its server and its pages in the browser) share
 * the storefront's carts; every other client — a widget on someone else's site — reaches only the
 * carts it made. A signed-in shopper's cart (carts.user_id) is reached only with that shopper's
 * session (the X-Account-Session header): not anonymously, not by another account. Someone else's
 * cart answers exactly like one that does not exist (CART_GONE), so a stray id reveals nothing and
 * changes nothing.
 */
import { CART_GONE } from '@tireshop/core';
import { eq } from 'drizzle-orm';
import { STOREFRONT_CLIENT_ID, STOREFRONT_WEB_CLIENT_ID } from '../auth/clients';
import type { TokenClaims } from '../auth/tokens';
import type { Db } from '../db/client';
import { carts } from '../db/schema';
import { notFound } from '../http/errors';
import type { Tx } from '../db/client';

/** The answer for a cart that does not exist, and for someone else's (they must look the same). */
export { CART_GONE };

/** Who is asking about a cart: the API client of the request, and the signed-in shopper if any. */
export type CartCaller = Pick<TokenClaims, 'sub' | 'userId'>;

/** What decides who may use a cart: the client that made it and the account it belongs to. */
export interface CartOwner {
  clientId: string;
  userId: number | null;
}

const STOREFRONT_CLIENTS: ReadonlySet<string> = new Set([STOREFRONT_CLIENT_ID, STOREFRONT_WEB_CLIENT_ID]);

/** Whether `client` may read and change a cart of `owner`. */
export function mayUseCart(owner: CartOwner, client: CartCaller): boolean {
  if (owner.userId !== null && owner.userId !== client.userId) return false;
  if (owner.clientId === client.sub) return true;
  return STOREFRONT_CLIENTS.has(owner.clientId) && STOREFRONT_CLIENTS.has(client.sub);
}

/**
 * Throws the cart-gone 404 unless the caller may use a cart of `owner` (null: no such cart).
 * Without a caller nobody may: a service called without one cannot read a cart by its id.
 */
export function requireCartAccess(owner: Partial<CartOwner> | null | undefined, client: CartCaller | undefined): void {
  if (!owner?.clientId || !client || !mayUseCart({ clientId: owner.clientId, userId: owner.userId ?? null }, client)) {
    throw notFound(CART_GONE);
  }
}

/** For reads that only need the cart's id (a schedule without the cart's own place): 404 unless the caller may use it. */
export async function requireReadableCart(db: Db | Tx, cartId: string, client: CartCaller | undefined): Promise<void> {
  const [cart] = await db.select({ clientId: carts.clientId, userId: carts.userId }).from(carts).where(eq(carts.id, cartId));
  requireCartAccess(cart, client);
}
