/**
 * Cart billing (spec §3 Cart billing; §7 GET, POST, PUT /checkout/cart-billing): who pays and
 * where the order confirmation goes. One row per cart, saved under the cart's lock; the contract
 * (cartBillingInputSchema) has applied the rules §5 messages to every field, so a refused save
 * never reaches this module and leaves the saved billing as it was. Unlike a shipping address a
 * billing address may be a PO box (spec rules §5 "No PO boxes for shipping" is about shipping).
 */
import { NO_BILLING, type CartBilling, type cartBillingInputSchema, type OutputOf } from '@tireshop/core';
import { eq, getTableColumns } from 'drizzle-orm';
import type { TokenClaims } from '../auth/tokens';
import type { Database, Db } from '../db/client';
import { cartBilling, carts } from '../db/schema';
import { notFound } from '../http/errors';
import { requireCartAccess } from './cart-access';
import { lockOwnCart } from './cart';

/** What GET answers before a billing address was saved (spec §7 leaves the response "not shown"). */
export { NO_BILLING };

export type CartBillingBody = OutputOf<typeof cartBillingInputSchema>;

type BillingRow = typeof cartBilling.$inferSelect;

/** The stored row as the contract's cartBillingSchema (also the billing an order keeps, order-quote.ts). */
export function toCartBilling(row: BillingRow): CartBilling {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    phone: row.phone,
    phoneType: row.phoneType,
    email: row.email,
    companyName: row.companyName,
    poNumber: row.poNumber,
  };
}

/** spec §7 GET /checkout/cart-billing: the caller's cart's billing; 404 NO_BILLING when none was saved. */
export async function getCartBilling(db: Db, cartId: string, client: TokenClaims): Promise<{ siteCartBilling: CartBilling }> {
  const [found] = await db
    .select({ clientId: carts.clientId, userId: carts.userId, billing: getTableColumns(cartBilling) })
    .from(carts)
    .leftJoin(cartBilling, eq(cartBilling.cartId, carts.id))
    .where(eq(carts.id, cartId));
  requireCartAccess(found, client);
  if (!found!.billing) throw notFound(NO_BILLING);
  return { siteCartBilling: toCartBilling(found!.billing) };
}

/**
 * spec §7 PUT/POST /checkout/cart-billing: creates or replaces the caller's cart's billing address
 * (an ordered cart is read-only: lockCart's 409) and answers it as stored. Empty optional fields
 * are stored as null, as the shipping address stores them.
 */
export async function saveCartBilling(
  database: Database,
  cartId: string,
  body: CartBillingBody,
  client: TokenClaims,
): Promise<{ siteCartBilling: CartBilling }> {
  return database.db.transaction(async (tx) => {
    await lockOwnCart(tx, cartId, client);
    const changes = {
      firstName: body.firstName,
      lastName: body.lastName,
      addressLine1: body.addressLine1,
      addressLine2: body.addressLine2 || null,
      city: body.city,
      state: body.state,
      zip: body.zip,
      phone: body.phone,
      phoneType: body.phoneType,
      email: body.email,
      companyName: body.companyName || null,
      poNumber: body.poNumber || null,
      updatedAt: new Date(),
    };
    const [saved] = await tx
      .insert(cartBilling)
      .values({ cartId, ...changes })
      .onConflictDoUpdate({ target: cartBilling.cartId, set: changes })
      .returning();
    return { siteCartBilling: toCartBilling(saved!) };
  });
}
