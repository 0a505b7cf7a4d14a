/**
 * spec storefront §2 "Query parameters read: cartId": a link such as
 * `/checkout/shipping?cartId=<id>` (a quote mail, a widget handing over) resumes that cart — only
 * when the API lets this shopper have it. The API decides by the cart's owner
 * (services/cart-access.ts: the client that made it, and the account it belongs to); someone
 * else's cart answers 404 like a missing one, and the link is then ignored: the shopper's own cart
 * stays, nothing is shown. Loaded only when a page is opened with the parameter.
 */
import { cartIdSchema, getCartEndpoint, type ApiClient, type CartStorage, type CartStore } from '@tireshop/core';
import * as v from 'valibot';

export async function resumeCart(api: ApiClient, cart: CartStore, storage: CartStorage, cartId: string): Promise<boolean> {
  if (!v.is(cartIdSchema, cartId) || cart.cartId() === cartId) return false;
  const answer = await api.call(getCartEndpoint, { params: { cartId } });
  if (!answer.ok) return false;
  storage.write('cartId', cartId);
  return (await cart.load()).ok;
}
