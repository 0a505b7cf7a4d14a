import { type WidgetView, sessionCart, type WidgetCart, configIfReady, installerForAdd } from '@tireshop/core';
import { useStore } from '@nanostores/react';
import type { CartActionResult, ProductSummary, WidgetConfigState } from '@tireshop/core';
import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import { Fragment, lazy, Suspense, useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { WidgetSessionParts } from '@tireshop/core';
import { useShadowStyles } from '../../element/shadow-styles';
import cartButtonCss from '../../styles/cart-button.css';
import widgetCartCss from '../../styles/widget-cart.css';
import { CartButton } from '../cart/cart-button';
import type { EmptyCartVariant } from '../cart/empty-cart-modal';
import type { LinkComponent } from '../link';
import { shopPageUrl } from '../shop-links';
import { AddToCartAction } from './add-to-cart-action';
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

/** The cart button's and the add actions' CSS, adopted when the cart's code arrives. */
const WIDGET_CART_SHOP_CSS = `${cartButtonCss}\n${widgetCartCss}`;

/** The empty-cart modal's "Continue shopping" (the store's previous page: the widget never records one). */
const TIRES_HREF = '/';

/** What the tire list gets from the cart: the header's cart button and each card's add action. */
export interface TireListSlots {
  headerAction: ReactNode;
  cardAction: (product: ProductSummary) => ReactNode;
}

/**
 * The state a widget's cart parts share (the cart button, the add actions, the modals and the
 * checkout): which view shows, where the keyboard goes when it switches, and the cart's actions.
 * One per cart, made when the cart's code arrives; the parts may render in different places (the
 * tire list's header and cards, the widget's end).
 */
export interface WidgetCartShop {
  cart: WidgetCart;
  /** The tire list or the checkout. */
  $view: ReadableAtom<WidgetView>;
  /** Switches the view (closing the modals) and puts the keyboard at the start of the new one. */
  show(next: WidgetView): void;
  /** spec §2: adds the tires and opens the cart summary. */
  add(product: ProductSummary, count: number): Promise<CartActionResult>;
  /** A link of a cart modal: checkout and "continue shopping" stay in the widget; a tire's page opens on the shop's site. */
  navigate(href: string): void;
  cartButton: { current: HTMLButtonElement | null };
  /** The checkout's title, which takes the keyboard when the checkout opens (its code may still be on its way). */
  checkoutHeading: (heading: HTMLHeadingElement | null) => void;
  /** The element the keyboard goes back to when a modal closes. */
  focusTarget(): HTMLElement | null;
  /** Set once the shopper has switched views (the first view is not announced). */
  moved: boolean;
}

export interface WidgetCartShopOptions {
  config: ReadableAtom<WidgetConfigState>;
  shopOrigin?: string;
  widgetId: string;
}

export function createWidgetCartShop(cart: WidgetCart, { config, shopOrigin, widgetId }: WidgetCartShopOptions): WidgetCartShop {
  const { store } = cart;
  // An order placed here before a reload is shown again (WidgetCheckout opens on it) until the shopper moves on.
  const $view: WritableAtom<WidgetView> = atom(!store.cartId() && cart.placedOrderId() ? 'checkout' : 'tires');
  let heading: HTMLHeadingElement | null = null;
  let focusCheckout = false;
  const shop: WidgetCartShop = {
    cart,
    $view,
    moved: false,
    cartButton: { current: null },
    checkoutHeading(element) {
      heading = element;
      if (element && focusCheckout) {
        focusCheckout = false;
        element.focus();
      }
    },
    focusTarget: () => ($view.get() === 'checkout' ? heading : shop.cartButton.current),
    show(next) {
      store.closeModals();
      if (next === $view.get()) {
        // Already there (e.g. "Continue shopping" on the tire list): the keyboard goes back to the
        // cart button, after the modal has closed (it closes on the next render).
        requestAnimationFrame(() => shop.focusTarget()?.focus());
        return;
      }
      shop.moved = true;
      if (next === 'checkout' && !heading) focusCheckout = true;
      $view.set(next);
    },
    async add(product, count) {
      const shopConfig = configIfReady(config);
      if (store.cartId() && !store.$cart.get().cart) await store.load();
      const needsShop = installerForAdd(shopConfig, store.$cart.get().cart, null) !== undefined;
      const widgetShop = needsShop ? await cart.shop() : null;
      const installerId = installerForAdd(shopConfig, store.$cart.get().cart, widgetShop);
      const result = await store.add({
        productId: product.productId,
        quantity: { front: count, rear: 0 },
        ...(installerId !== undefined ? { installerId } : {}),
      });
      // spec §2: a successful add opens the cart summary.
      if (result.ok) store.openSummary();
      return result;
    },
    navigate(href) {
      if (href === WIDGET_CHECKOUT_HREF) shop.show('checkout');
      else if (href === TIRES_HREF) shop.show('tires');
      else if (shopOrigin) window.open(shopPageUrl(href, shopOrigin, widgetId), '_blank', 'noopener,noreferrer');
    },
  };
  return shop;
}

/** The header's cart button with the badge; it opens the cart summary (the empty-cart modal at zero). */
export function WidgetCartButton({ shop }: { shop: WidgetCartShop }) {
  useShadowStyles(WIDGET_CART_SHOP_CSS);
  const { store } = shop.cart;
  const quantity = useStore(store.$quantity);
  const { status } = useStore(store.$cart);
  return (
    <CartButton
      quantity={quantity}
      busy={status === 'saving'}
      buttonRef={shop.cartButton}
      className="ts-widget-cart-button"
      onClick={() => store.openCart()}
    />
  );
}

/** A result card's "Add to cart". */
export function WidgetCardAction({ shop, product }: { shop: WidgetCartShop; product: ProductSummary }) {
  useShadowStyles(WIDGET_CART_SHOP_CSS);
  return <AddToCartAction product={product} onAdd={shop.add} />;
}

export interface WidgetCartViewsProps {
  shop: WidgetCartShop;
  config: ReadableAtom<WidgetConfigState>;
  Link: LinkComponent;
  /** rules §6: the installer widget describes the empty cart in its own words (the default); a brand's shop in the retail ones. */
  emptyVariant?: EmptyCartVariant;
}

/**
 * What the cart shows beside the tire list: the checkout view (when switched to) and the summary
 * and empty-cart modals as native dialogs inside the shadow root. It also checks the stored cart
 * once and tells the host page when the view switches.
 */
export function WidgetCartViews({ shop, config, Link, emptyVariant = 'installer' }: WidgetCartViewsProps) {
  const { cart } = shop;
  const { store } = cart;
  const cfg = useStore(config);
  const view = useStore(shop.$view);
  const modals = useStore(store.$modals);
  const shopConfig = cfg.status === 'ready' ? cfg.config : null;
  // Once a modal has opened, the modals stay mounted (closing runs their own focus return).
  const modalsMounted = useRef(false);
  if (modals.summaryOpen || modals.emptyOpen) modalsMounted.current = true;

  // The stored cart is checked once per widget (a 404 clears it, spec §4 Cart).
  useEffect(() => {
    if (store.cartId() && !store.$cart.get().cart && store.$cart.get().status === 'idle') void store.load();
  }, [store]);

  // Each switch of view puts the keyboard at the start of the new view and tells the host page.
  useEffect(() => {
    if (!shop.moved) return;
    shop.focusTarget()?.focus();
    cart.emit('tireshop:view-changed', { view });
  }, [view, shop, cart]);

  return (
    <>
      {view === 'checkout' && (
        <Suspense fallback={<WidgetLoading message="Loading the checkout…" />}>
          <WidgetCheckout cart={cart} config={shopConfig} Link={Link} onBack={() => shop.show('tires')} headingRef={shop.checkoutHeading} />
        </Suspense>
      )}
      {modalsMounted.current && (
        <Suspense fallback={null}>
          <WidgetCartModals
            cart={store}
            emptyVariant={emptyVariant}
            checkoutHref={WIDGET_CHECKOUT_HREF}
            onNavigate={shop.navigate}
            returnFocus={shop.focusTarget}
          />
        </Suspense>
      )}
    </>
  );
}

/** The cart's slots of a tire list. */
export const tireListSlots = (shop: WidgetCartShop): TireListSlots => ({
  headerAction: <WidgetCartButton shop={shop} />,
  cardAction: (product) => <WidgetCardAction shop={shop} product={product} />,
});

export interface WidgetCartShopProps extends WidgetCartShopOptions {
  /** The widget's session, whose cart this is (sessionCart). */
  session: WidgetSessionParts;
  Link: LinkComponent;
  /** The tire list (search and results) with the cart's slots filled. */
  renderTires: (slots: TireListSlots) => ReactNode;
}

/**
 * A brand's or an affiliate's widget with its cart (spec storefront §2 cart modals, §4 Cart), for
 * a shop without an installer of its own: "Add to cart" on every result, a cart button with the
 * badge in the header, the summary and empty-cart modals as native dialogs inside the shadow root,
 * and "Checkout" switching the widget to its checkout view, where the shopper chooses an installer
 * near their ZIP, mobile installation or home delivery. The tire list stays mounted (hidden)
 * during checkout, so "Back to tires" finds the results, the page and the scroll as they were.
 */
export function WidgetCartShop({ session, config, Link, shopOrigin, widgetId, renderTires }: WidgetCartShopProps) {
  const cart = sessionCart(session);
  const shop = useMemo(() => createWidgetCartShop(cart, { config, shopOrigin, widgetId }), [cart, config, shopOrigin, widgetId]);
  const view = useStore(shop.$view);
  return (
    // Another widget id is another shop and cart: its views start afresh.
    <Fragment key={widgetId}>
      <div className="ts-widget-view" hidden={view !== 'tires'}>
        {renderTires(tireListSlots(shop))}
      </div>
      {/* A brand's shop describes the empty cart in the retail words (any installer, or delivery). */}
      <WidgetCartViews shop={shop} config={config} Link={Link} emptyVariant="retail" />
    </Fragment>
  );
}
