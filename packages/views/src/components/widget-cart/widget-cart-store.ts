import type { CartStore } from '@tireshop/core';
import type { WidgetSessionParts } from '../../element/session-parts';

/**
 * The session's cart for the widget's public API (`openCart()`, `getCart()` …): the very store
 * the widget's cart views show, its code fetched if it has not arrived yet. Rejects, with what the
 * widget is for, where the widget does not sell inside itself (an affiliate widget whose
 * configuration links out to the shop), and with the configuration's message where that failed.
 */
export const widgetCartStore = (session: WidgetSessionParts): Promise<CartStore> =>
  import('./widget-cart-session').then((m) => m.sellingCart(session));
