/** What a promotion link does once its code is read (./promotion-link.ts): its own chunk. */
import {
  applyKeptPromotion,
  cookieCartStorage,
  followPromotionLink,
  promotionLinkMessage,
  searchWithoutPromotion,
  type CartStorage,
  type CartStore,
} from '@tireshop/core';
import { storefrontContext } from '../context';
import { showToast } from './toast';

export async function followLink(cart: CartStore, code: string): Promise<void> {
  // The address without the promotion, in place: the router's location is the page's either way,
  // and replacing it through the router would run the page's loaders again for nothing.
  const { pathname, search, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${searchWithoutPromotion(search)}${hash}`);
  const outcome = await followPromotionLink(storefrontContext(undefined).api, cart, cookieCartStorage(document), code);
  const { message, kind } = promotionLinkMessage(outcome);
  showToast(message, { kind });
}

/** The kept code on the cart the shopper's first tire made, said in a toast (applied, or why not). */
export async function applyKept(cart: CartStore, storage: CartStorage): Promise<void> {
  const outcome = await applyKeptPromotion(cart, storage);
  if (!outcome) return;
  const { message, kind } = promotionLinkMessage(outcome);
  showToast(message, { kind });
}
