/**
 * The shopper's cart in the storefront: one core cart store per page, created by the client entry
 * with the ST_ cart cookies as its storage (spec §3 "cookies for cart id, cart quantity, shipping").
 * The server has no store; it renders the badge from the cart quantity cookie (root data).
 */
import { useStore } from '@nanostores/react';
import {
  BREAKPOINTS,
  hashWithoutSummaryOpeners,
  readCookie,
  shouldOpenSummaryFromLocation,
  type AddToCartInput,
  type CartActionResult,
  type CartEvent,
  type CartStore,
} from '@tireshop/core';
import { atom } from 'nanostores';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useRootData } from './root-data';
import { showToast } from './shell/toast';

let browserCartStore: CartStore | undefined;

export function setBrowserCart(store: CartStore): void {
  browserCartStore = store;
}

/** The cart store: browser-only (undefined on the server). */
export function browserCart(): CartStore | undefined {
  return browserCartStore;
}

/** Other scripts on the page open the cart with this window event (spec §2 "opens from events"). */
export const OPEN_CART_EVENT = 'tireshop:open-cart';

/** The retrieve-quote cookie (spec §2: on phones the summary opens when it is "yes"). */
const RETRIEVE_QUOTE_COOKIE = 'ST_retrieveQuote';

/**
 * The store's events as window events for the page's other scripts (analytics, a chat widget):
 * `tireshop:cart-updated` {cartId, totalQuantity}, `tireshop:cart-emptied` {reason},
 * `tireshop:cart-error` {code, message}; each detail carries `version: 1`.
 */
export function dispatchCartEvent(target: EventTarget, event: CartEvent): void {
  const detail =
    event.type === 'cart-updated'
      ? { cartId: event.cart.id, totalQuantity: event.cart.totalQuantity }
      : event.type === 'cart-emptied'
        ? { reason: event.reason }
        : { code: event.error.code, message: event.error.message };
  target.dispatchEvent(new CustomEvent(`tireshop:${event.type}`, { detail: { version: 1, ...detail } }));
}

/**
 * The badge count: the store's in the browser, the cart quantity cookie's on the server. Both read
 * the same cookie before the cart loads, so the hydrated header matches the server's.
 */
export function useCartQuantity(): number {
  const store = browserCart();
  const { cartQuantity } = useRootData();
  const serverQuantity = useMemo(() => atom(cartQuantity ?? 0), [cartQuantity]);
  return useStore(store?.$quantity ?? serverQuantity);
}

const idle = atom({ cart: null, status: 'idle' as const, error: null });

/** Is a change of the cart on its way? */
export function useCartSaving(): boolean {
  const store = browserCart();
  return useStore(store?.$cart ?? idle).status === 'saving';
}

const isPhone = () => typeof window.matchMedia === 'function' && window.matchMedia(`(max-width: ${BREAKPOINTS.M - 0.02}px)`).matches;

/**
 * The shell's cart wiring, run once in the header:
 * - every page is remembered as the one to return to when the cart empties (the store skips
 *   checkout pages; spec §2);
 * - the summary opens from the hash #openCart (spec §2; that part of the hash is then dropped so
 *   Back and a reload do not reopen it, the rest — a link's #tireSize= — stays), on a phone when the retrieve-quote cookie is "yes" (first page
 *   only), and from the `tireshop:open-cart` window event;
 * - another page closes the modals (a link in them already did).
 */
export function useCartShell(): void {
  const store = browserCart();
  const location = useLocation();
  const navigate = useNavigate();
  const { variant } = useRootData();
  const firstPage = useRef(true);
  // The replace that drops #openCart is a location change too: it must not close what it opened.
  const droppingHash = useRef(false);
  const seenKey = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation (location.key); the rest is read as that navigation left it
  useEffect(() => {
    if (!store || seenKey.current === location.key) return;
    seenKey.current = location.key;
    store.rememberPage(location.pathname + location.search);
    if (droppingHash.current) {
      droppingHash.current = false;
      return;
    }
    const open = shouldOpenSummaryFromLocation({
      hash: location.hash,
      isMobile: isPhone(),
      retrieveQuoteCookie: firstPage.current ? readCookie(document.cookie, RETRIEVE_QUOTE_COOKIE) : null,
      variant,
    });
    if (!firstPage.current && !open) store.closeModals();
    firstPage.current = false;
    if (!open) return;
    store.openCart();
    const hash = hashWithoutSummaryOpeners(location.hash);
    if (hash === location.hash) return;
    droppingHash.current = true;
    void navigate({ pathname: location.pathname, search: location.search, hash }, { replace: true, preventScrollReset: true });
  }, [location.key]);

  useEffect(() => {
    if (!store) return;
    const onOpen = () => store.openCart();
    window.addEventListener(OPEN_CART_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_CART_EVENT, onOpen);
  }, [store]);
}

/**
 * The product page's add (spec §4 Cart "Add"): the store adds (creating the cart when there is
 * none) and the summary opens on success (spec §2) with an "Added to your cart" toast. A stable function, so the server-rendered
 * box and the hydrated one are the same; before the store exists it says so.
 */
export async function addToBrowserCart(input: AddToCartInput, tireName?: string): Promise<CartActionResult> {
  const store = browserCart();
  if (!store)
    return { ok: false, error: { code: 'OtherError', message: 'The cart is still loading. Please try again in a moment.', statusCode: 0 } };
  const result = await store.add(input);
  if (result.ok) {
    store.openSummary();
    // spec §4 Toast: the add is confirmed globally too (a failure is shown by the add box).
    showToast(tireName ? `Added to your cart: ${tireName}` : 'Added to your cart', { kind: 'success' });
  }
  return result;
}
