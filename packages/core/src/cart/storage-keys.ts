/** The cart's keys between pages, and the interface of where they are kept: a module of its own that imports nothing, so every store can use it without importing another. */

/**
 * Where the cart id, the total quantity and the shipping flag live between pages (spec §3: cookies
 * for cart id, cart quantity and shipping; inside a widget, storage keys prefixed per widget).
 * Adapters never throw: storage errors are logged and the default returned (spec §8).
 */
export interface CartStorage {
  read(key: CartStorageKey): string | null;
  write(key: CartStorageKey, value: string): void;
  remove(key: CartStorageKey): void;
}
/**
 * ST_cartId, ST_cartQuantity, ST_cartShipping (1 when shipping exists, spec §4), ST_cartAppointment
 * (1 when the cart has an installation appointment, spec §3 "cookies for … shipping, appointment"),
 * ST_previousPage; and what spec §4 "Session clear" also resets: ST_placedOrderId (spec §3 "cookies
 * for … order id": the order just placed), ST_disableFirstTab (the delivery tabs' disable-first-tab
 * flag, spec §4 Delivery tabs) and ST_installLocation (the install-location cookie); ST_promotion,
 * a promotion link's code kept until the shopper's first tire makes a cart (promotion-link.ts).
 */
export type CartStorageKey =
  | 'cartId'
  | 'cartQuantity'
  | 'cartShipping'
  | 'cartAppointment'
  | 'previousPage'
  | 'placedOrderId'
  | 'disableFirstTab'
  | 'installLocation'
  | 'promotion';
