/**
 * The cart store's public shape (spec §4 Cart). Implemented in ./store.ts; views read its atoms
 * and call its actions, the storefront and widgets create one per page with their own storage.
 */
import type { ReadableAtom } from 'nanostores';
import type { ApiError } from '../client/result';
import type {
  AddToCartInput,
  CartShippingInput,
  CartUpdateInput,
  DeliveryType,
  SiteCart,
} from '../contract/cart';

/**
 * Where the cart id, the total quantity and the shipping flag live between pages (spec §3: cookies
 * for cart id, cart quantity and shipping; inside a widget, storage keys prefixed per widget).
 */
export interface CartStorage {
  read(key: CartStorageKey): string | null;
  write(key: CartStorageKey, value: string): void;
  remove(key: CartStorageKey): void;
}
/** ST_cartId, ST_cartQuantity, ST_cartShipping (1 when shipping exists, spec §4), ST_previousPage. */
export type CartStorageKey = 'cartId' | 'cartQuantity' | 'cartShipping' | 'previousPage';

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

export interface CartStore {
  $cart: ReadableAtom<CartState>;
  /** Total quantity for the badge (from storage before the cart loads; spec §3 cart quantity cookie). */
  $quantity: ReadableAtom<number>;
  /** spec §9 Cart badge: the count, '9 +' above 9, '' at 0. */
  $badge: ReadableAtom<string>;
  $modals: ReadableAtom<CartModals>;
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
  setRoadHazard(covered: boolean, itemId?: number): Promise<CartActionResult>;
  /** spec §4 Delivery tabs: the pre-shipping selection sent on every tab change. */
  selectDelivery(type: DeliveryType): Promise<CartActionResult>;
  saveShipping(input: CartShippingInput): Promise<CartActionResult>;
  removeShipping(): Promise<CartActionResult>;
  /** spec §4 Cleanup: clears summary, shipping, cart id; closes the summary modal. */
  cleanup(): void;
  /** spec §2: clicking the cart opens the summary above zero, the empty-cart modal at zero. */
  openCart(): void;
  openSummary(): void;
  closeModals(): void;
  /** spec §2: the page to go back to when the cart empties (remembered on each page change). */
  rememberPage(path: string): void;
  previousPage(): string;
}
