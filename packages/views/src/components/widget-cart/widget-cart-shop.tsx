import { useStore } from '@nanostores/react';
import type { CartActionResult, ProductSummary, WidgetConfigState } from '@tireshop/core';
import type { ReadableAtom } from 'nanostores';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { CartButton } from '../cart/cart-button';
import type { EmptyCartVariant } from '../cart/empty-cart-modal';
import type { LinkComponent } from '../link';
import { AddToCartAction } from './add-to-cart-action';
import { shopPageUrl } from '../shop-links';
import type { WidgetView } from './widget-cart-events';
import type { WidgetCart } from './widget-cart-session';
import { installerForAdd } from './widget-shop';
import { WidgetLoading } from './widget-loading';

/**
 * The summary modal's "Checkout" inside a widget. A plain click never follows it (the widget
 * switches to its checkout view); it is an in-page fragment so a middle click cannot open
 * anything of the shop's on the host's site.
 */
export const WIDGET_CHECKOUT_HREF = '#tireshop-checkout';
/** The cart modals' code arrives when the first one opens (an add, the cart button). */
const WidgetCartModals = /* @__PURE__ */ lazy(() => import('./widget-cart-modals').then((m) => ({ default: m.WidgetCartModals })));
/** The checkout's code (cart and delivery; booking's time picker, payment and the order come later still) arrives when the shopper opens it. */
const WidgetCheckout = /* @__PURE__ */ lazy(() => import('./widget-checkout').then((m) => ({ default: m.WidgetCheckout })));

/** The empty-cart modal's "Continue shopping" (the store's previous page: the widget never records one). */
const TIRES_HREF = '/';

/** What the tire list gets from the cart: the header's cart button and each card's add action. */
export interface TireListSlots {
  headerAction: ReactNode;
  cardAction: (product: ProductSummary) => ReactNode;
}

export interface WidgetCartShopProps {
  cart: WidgetCart;
  config: ReadableAtom<WidgetConfigState>;
  Link: LinkComponent;
  shopOrigin?: string;
  widgetId: string;
  /** The tire list (search and results) with the cart's slots filled. */
  renderTires: (slots: TireListSlots) => ReactNode;
  /** rules §6: the installer widget describes the empty cart in its own words (the default); a brand's shop in the retail ones. */
  emptyVariant?: EmptyCartVariant;
}

/**
 * The installer widget with its cart (spec storefront §2 cart modals, §4 Cart): "Add to cart" on
 * every result, a cart button with the badge in the header, the summary and empty-cart modals as
 * native dialogs inside the shadow root, and "Checkout" switching the widget to its checkout view.
 * The tire list stays mounted (hidden) during checkout, so "Back to tires" finds the results, the
 * page and the scroll as they were.
 */
export function WidgetCartShop({ cart, config, Link, shopOrigin, widgetId, renderTires, emptyVariant = 'installer' }: WidgetCartShopProps) {
  const { store } = cart;
  const cfg = useStore(config);
  const quantity = useStore(store.$quantity);
  const { status } = useStore(store.$cart);
  const modals = useStore(store.$modals);
  // Once a modal has opened, the modals stay mounted (closing runs their own focus return).
  const modalsMounted = useRef(false);
  if (modals.summaryOpen || modals.emptyOpen) modalsMounted.current = true;
  // An order placed here before a reload is shown again (WidgetCheckout opens on it) until the shopper moves on.
  const [view, setView] = useState<WidgetView>(() => (!store.cartId() && cart.placedOrderId() ? 'checkout' : 'tires'));
  const cartButton = useRef<HTMLButtonElement>(null);
  const checkoutHeading = useRef<HTMLHeadingElement | null>(null);
  // The checkout's title may not exist yet when the view switches (its code is still on its way): it takes the keyboard when it appears.
  const focusCheckout = useRef(false);
  const checkoutHeadingRef = useCallback((heading: HTMLHeadingElement | null) => {
    checkoutHeading.current = heading;
    if (heading && focusCheckout.current) {
      focusCheckout.current = false;
      heading.focus();
    }
  }, []);
  const moved = useRef(false);
  const shopConfig = cfg.status === 'ready' ? cfg.config : null;

  // The stored cart is checked once per widget (a 404 clears it, spec §4 Cart).
  useEffect(() => {
    if (store.cartId() && !store.$cart.get().cart && store.$cart.get().status === 'idle') void store.load();
  }, [store]);

  // Each switch of view puts the keyboard at the start of the new view and tells the host page.
  useEffect(() => {
    if (!moved.current) return;
    if (view === 'checkout') {
      if (checkoutHeading.current) checkoutHeading.current.focus();
      else focusCheckout.current = true;
    } else cartButton.current?.focus();
    cart.emit('tireshop:view-changed', { view });
  }, [view, cart]);

  function show(next: WidgetView) {
    store.closeModals();
    if (next === view) {
      // Already there (e.g. "Continue shopping" on the tire list): the keyboard goes back to the cart button.
      // After the modal has closed (it closes on the next render).
      requestAnimationFrame(() => (next === 'checkout' ? checkoutHeading : cartButton).current?.focus());
      return;
    }
    moved.current = true;
    setView(next);
  }

  async function add(product: ProductSummary, count: number): Promise<CartActionResult> {
    if (store.cartId() && !store.$cart.get().cart) await store.load();
    const needsShop = installerForAdd(shopConfig, store.$cart.get().cart, null) !== undefined;
    const shop = needsShop ? await cart.shop() : null;
    const installerId = installerForAdd(shopConfig, store.$cart.get().cart, shop);
    const result = await store.add({
      productId: product.productId,
      quantity: { front: count, rear: 0 },
      ...(installerId !== undefined ? { installerId } : {}),
    });
    // spec §2: a successful add opens the cart summary.
    if (result.ok) store.openSummary();
    return result;
  }

  /** A link of a cart modal: checkout and "continue shopping" stay in the widget; a tire's page opens on the shop's site. */
  function navigate(href: string) {
    if (href === WIDGET_CHECKOUT_HREF) show('checkout');
    else if (href === TIRES_HREF) show('tires');
    else if (shopOrigin) window.open(shopPageUrl(href, shopOrigin, widgetId), '_blank', 'noopener,noreferrer');
  }

  const slots: TireListSlots = {
    headerAction: (
      <CartButton
        quantity={quantity}
        busy={status === 'saving'}
        buttonRef={cartButton}
        className="ts-widget-cart-button"
        onClick={() => store.openCart()}
      />
    ),
    cardAction: (product) => <AddToCartAction product={product} onAdd={add} />,
  };

  return (
    <>
      <div className="ts-widget-view" hidden={view !== 'tires'}>
        {renderTires(slots)}
      </div>
      {view === 'checkout' && (
        <Suspense fallback={<WidgetLoading message="Loading the checkout…" />}>
          <WidgetCheckout cart={cart} config={shopConfig} Link={Link} onBack={() => show('tires')} headingRef={checkoutHeadingRef} />
        </Suspense>
      )}
      {modalsMounted.current && (
        <Suspense fallback={null}>
          <WidgetCartModals
            cart={store}
            emptyVariant={emptyVariant}
            checkoutHref={WIDGET_CHECKOUT_HREF}
            onNavigate={navigate}
            returnFocus={() => (view === 'checkout' ? checkoutHeading.current : cartButton.current)}
          />
        </Suspense>
      )}
    </>
  );
}
