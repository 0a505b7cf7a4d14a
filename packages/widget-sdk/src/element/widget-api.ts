/**
 * The public API of a widget element (docs/integration.md "The public API"): what
 * `element.openCart()`, `tireshop('setSize', …)` and the others do once the widget's code is in.
 * Its own small module, fetched with the first call: a page that never calls carries none of it.
 */
import { parseTireSize, type CartStore, type SizeListingState, type SizeListingStore } from '@tireshop/core';
import type { WidgetCartDetail, WidgetMethod } from '../host/types';

/** A listing that has shown nothing yet (core's size-listing store as it starts). */
const NO_LISTING: SizeListingState = { status: 'idle', size: null, page: 1, sort: 'best-match', data: null, error: null };

function noArguments(method: string, args: unknown[]) {
  if (args.length) throw new TypeError(`[tireshop] ${method}() takes no arguments`);
}

/**
 * Runs one method on the element. `options` are its widget's (the view's props, the cart);
 * `renderAfresh` renders the view from scratch (its local state — the checkout step, an open
 * search — gone).
 */
export async function callWidgetMethod<P extends object>(
  element: HTMLElement,
  method: WidgetMethod,
  args: unknown[],
  options: { props: (element: HTMLElement) => P; cart?: (props: P) => CartStore | Promise<CartStore> },
  renderAfresh: () => void,
): Promise<unknown> {
  const tag = element.localName;
  const { cart } = options;
  /** The element's own size listing, for a widget whose view lists sizes. */
  const listingOf = (e: HTMLElement) => (options.props(e) as { listing?: SizeListingStore }).listing;
  const cartStore = async () => {
    if (!cart) throw new Error(`[tireshop] <${tag}> has no cart: ${method}() is for the installer and partner widgets`);
    return cart(options.props(element));
  };
  switch (method) {
    case 'setSize': {
      const [size] = args;
      const text = String(size ?? '');
      // The attribute does the listing (and its message for a text that is no size), as a host's markup
      // would; the same value again (the shopper has searched another size since) lists it anew.
      const unchanged = element.getAttribute('size') === text;
      element.setAttribute('size', text);
      if (unchanged) void listingOf(element)?.load(text);
      if (typeof size !== 'string' || !parseTireSize(size))
        throw new TypeError(`[tireshop] setSize: "${String(size).slice(0, 40)}" is not a tire size. Try a size like 225/45R17.`);
      return;
    }
    case 'reset': {
      noArguments(method, args);
      if (cart) (await cartStore()).closeModals();
      element.removeAttribute('size');
      // The element's own listing starts again from nothing (a widget's session keeps one per element).
      listingOf(element)?.$listing.set(NO_LISTING);
      renderAfresh();
      return;
    }
    case 'openCart':
      noArguments(method, args);
      (await cartStore()).openCart();
      return;
    case 'closeCart':
      noArguments(method, args);
      (await cartStore()).closeModals();
      return;
    case 'getCart': {
      noArguments(method, args);
      const store = await cartStore();
      // A stored cart not asked for yet (the shopper has not opened the widget's cart): asked now.
      if (store.cartId() && !store.$cart.get().cart) await store.load();
      const cart = store.$cart.get().cart;
      return cart ? ({ version: 1, cartId: cart.id, totalQuantity: cart.totalQuantity } satisfies WidgetCartDetail) : null;
    }
    default:
      throw new TypeError(`[tireshop] ${String(method)} is not a method of <${tag}>`);
  }
}
