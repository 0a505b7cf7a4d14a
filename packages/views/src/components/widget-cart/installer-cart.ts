/**
 * The installer widget's cart code (its own chunk, asked for by installer-cart-shop.tsx as the
 * widget first renders): the session's cart (its store on the host page's localStorage), the
 * state its parts share, and the parts themselves.
 */
import { sessionCart } from '@tireshop/core';
import type { WidgetSessionParts } from '@tireshop/core';
import { createWidgetCartShop, type WidgetCartShop } from './widget-cart-shop';

export { WidgetCartViews, tireListSlots } from './widget-cart-shop';

const shops = new WeakMap<WidgetSessionParts, WidgetCartShop>();

/** The session's cart with its shared state, made once (every element of that widget id shows the same cart). */
export function installerCartShop(session: WidgetSessionParts, shopOrigin: string | undefined): WidgetCartShop {
  let shop = shops.get(session);
  if (!shop) {
    const cart = sessionCart(session);
    shop = createWidgetCartShop(cart, { config: session.config, shopOrigin, widgetId: session.widgetId });
    shops.set(session, shop);
  }
  return shop;
}
