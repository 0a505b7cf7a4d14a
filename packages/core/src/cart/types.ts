/**
 * The cart store's public shape (spec §4 Cart). Implemented in ./store.ts; views read its atoms
 * and call its actions, the storefront and widgets create one per page with their own storage.
 */
import type { ReadableAtom } from 'nanostores';
import type { ApiClient } from '../client/index';
import type { ApiError } from '../client/result';
import type { AppointmentStore } from './appointment';
import type { CartStorage } from './storage-keys';
import type { AddToCartInput, CartShippingInput, CartUpdateInput, DeliveryType, SiteCart } from '../contract/cart';

export type { CartStorage, CartStorageKey } from './storage-keys';

/**
 * `loading`: load() is asking; `saving`: a change is on its way (or queued); `idle`: settled;
 * `error`: load() failed for another reason than a missing cart, so the cart shown may be stale or
 * absent. A refused change does not set `error` status: the cart stays as it was, status `idle`,
 * and `error` holds the API's words.
 */
export type CartStatus = 'idle' | 'loading' | 'saving' | 'error';

export interface CartState {
  cart: SiteCart | null;
  status: CartStatus;
  /** The last refused change, in the API's words (e.g. "Only 3 … are in stock."); null after a success. */
  error: ApiError | null;
}

export interface CartModals {
  /** spec §2 Cart summary modal. */
  summaryOpen: boolean;
  /** spec §2 empty-cart modal (clicking the cart at zero, or emptying it on the cart page). */
  emptyOpen: boolean;
}

export type CartActionResult = { ok: true; cart: SiteCart | null } | { ok: false; error: ApiError };

/**
 * What the store tells its host (the storefront and widgets re-emit these as DOM events):
 * - `cart-updated`: the server answered with this cart;
 * - `cart-emptied`: the cart is gone — `removed` (the shopper removed the last tire), `not-found`
 *   (the stored id's cart no longer exists) or `cleared` (cleanup() was called);
 * - `cart-error`: a change was refused; the cart is unchanged.
 */
export type CartEvent =
  | { type: 'cart-updated'; cart: SiteCart }
  | { type: 'cart-emptied'; reason: 'removed' | 'not-found' | 'cleared' }
  | { type: 'cart-error'; error: ApiError };

/** Where the store writes spec §8 log lines ('There is no cart yet!', storage errors, denied coupons). */
export type CartLogger = Pick<Console, 'info' | 'warn' | 'error'>;

/** spec §7 "cart get, update, create" query values: widgetSource, widgetSourceId, subSource. */
export interface CartQuery {
  widgetSource?: string;
  widgetSourceId?: string;
  subSource?: string;
}

export interface CartStoreOptions {
  api: ApiClient;
  storage: CartStorage;
  /** Sent with every cart call (a widget's source); read per call. */
  query?: () => CartQuery;
  onEvent?: (event: CartEvent) => void;
  /** Default: console. */
  logger?: CartLogger;
}

export interface CartStore {
  $cart: ReadableAtom<CartState>;
  /** Total quantity for the badge (from storage before the cart loads; spec §3 cart quantity cookie). */
  $quantity: ReadableAtom<number>;
  /** spec §9 Cart badge: the count, '9 +' above 9, '' at 0. */
  $badge: ReadableAtom<string>;
  $modals: ReadableAtom<CartModals>;
  /** The stored cart id (null when there is no cart yet). */
  cartId(): string | null;
  /** Loads the stored cart id's cart; a 404 runs cleanup (spec §4 Cart). */
  load(): Promise<CartActionResult>;
  /** spec §4 Cart "Add": ignored unless a quantity is non-zero; creates the cart when there is none or it is gone. */
  add(input: AddToCartInput): Promise<CartActionResult>;
  /** Any spec §3 Cart update input. */
  update(input: CartUpdateInput): Promise<CartActionResult>;
  setQuantity(itemId: number, quantity: number): Promise<CartActionResult>;
  /** spec §4 "Remove product": the last one deletes the cart, runs cleanup and (on the cart page) shows the empty-cart modal. */
  remove(itemId: number, options?: { onCartPage?: boolean }): Promise<CartActionResult>;
  applyPromoCode(code: string): Promise<CartActionResult>;
  removePromoCode(code: string): Promise<CartActionResult>;
  /** One tire line (itemId) or, without it, every tire (isGroupRoadHazard). */
  setRoadHazard(covered: boolean, itemId?: number): Promise<CartActionResult>;
  /** spec §4 Delivery tabs: the pre-shipping selection sent on every tab change. */
  selectDelivery(type: DeliveryType): Promise<CartActionResult>;
  saveShipping(input: CartShippingInput): Promise<CartActionResult>;
  /** spec §4: a 404 counts as success; the shipping and appointment flags are cleared. */
  removeShipping(): Promise<CartActionResult>;
  /**
   * The cart's installation appointment (spec §3 Cart appointment; rules §4 Appointments), its
   * actions in this store's queue. Forgotten whenever the cart stops shipping to its installer.
   */
  appointment: AppointmentStore;
  /**
   * spec §3 Shop services; §7 /checkout/install-location: the services chosen at the cart's
   * installer (ids of GET /v1/installers/{id}/services); the cart's shipping then lists them.
   */
  saveInstallerServices(serviceIds: string[]): Promise<CartActionResult>;
  /**
   * spec §4 Cleanup: clears the cart, shipping, appointment, cart id (quantity → 0); closes the summary modal.
   * Immediate; it does not cancel a change already on its way.
   */
  cleanup(): void;
  /**
   * spec §4 Cart "Session clear resets cart id, quantity 0, shipping, appointment, disable flag,
   * placed-order id and install-location cookie": the cleanup, plus the disable-first-tab and
   * install-location keys; closes every cart modal. After an order is placed the checkout store
   * passes its id, which is then kept as the placed-order id (spec §3 "cookies for … order id");
   * without one the placed-order id is cleared too.
   */
  sessionClear(placedOrderId?: string): void;
  /**
   * Shows a cart another call answered (POST /checkout/cart-services answers the repriced cart): kept
   * like any cart answer (id, quantity, shipping flag) when it is the stored cart; another cart is
   * ignored (false), so an answer that arrives after the cart changed never replaces it.
   */
  showCart(cart: SiteCart): boolean;
  /** Forgets the last refused change (the view dismissed its message). */
  clearError(): void;
  /** spec §2: clicking the cart opens the summary above zero, the empty-cart modal at zero. */
  openCart(): void;
  openSummary(): void;
  closeModals(): void;
  /** spec §2: the page to go back to when the cart empties (remembered on each page change; checkout pages are skipped). */
  rememberPage(path: string): void;
  /** The remembered page, '/' when none (only same-site paths are ever returned). */
  previousPage(): string;
}
