/**
 * What the services, payment and order summary pages share: the frame (head, step navigation,
 * title), the browser-only stores, and the states before the view can show — the skeleton while
 * the cart loads, the rules §5 guard when there is no cart, "Opening your order…" once the order
 * is placed (the cart is cleared at that moment; the page is about to leave for the order).
 */
import { useStore } from '@nanostores/react';
import {
  CHECKOUT_STEP_PATHS,
  checkoutSteps as stepsForCart,
  PAYMENT_MESSAGES,
  type CartStore,
  type CheckoutStore,
  type SiteCart,
} from '@tireshop/core';
import {
  CartPageSkeleton,
  CheckoutGuard,
  CheckoutSteps,
  ErrorState,
  PlacingOrder,
  type CheckoutStep,
  type CheckoutStepId,
} from '@tireshop/views';
import { atom } from 'nanostores';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useMatches } from 'react-router';
import { browserCart } from '../../cart';
import { browserCheckout } from '../../checkout';
import { PageHead } from '../../page-head';
import { RouterLink } from '../../shell/router-link';

/** Before the stores exist: no cart shown yet (the step list is the route's). */
/** What a checkout page finds in its route's handle (useMatches): the step list (routes.tsx). */
export interface CheckoutHandle {
  checkoutSteps: CheckoutStep[];
}

export const NO_CART = atom({ cart: null as SiteCart | null });

export interface CheckoutStores {
  cart: CartStore;
  checkout: CheckoutStore;
}

/** The stores exist in the browser only; the server (and the hydrating render) show the skeleton. */
export function useCheckoutStores(): CheckoutStores | undefined {
  const [stores, setStores] = useState<CheckoutStores | undefined>(undefined);
  useEffect(() => {
    const cart = browserCart();
    const checkout = browserCheckout();
    if (cart && checkout) setStores({ cart, checkout });
  }, []);
  return stores;
}

/** The route's step list, without the services step for a cart shipped home (spec §4 Checkout; core's checkoutSteps). */
export function useCheckoutSteps(cart: SiteCart | null): CheckoutStep[] {
  const matches = useMatches();
  const handle = matches.map((m) => m.handle as Partial<CheckoutHandle> | undefined).find((h) => h?.checkoutSteps);
  const steps = handle?.checkoutSteps ?? [];
  const forCart = stepsForCart(cart);
  return steps.filter((s) => forCart.includes(s.id));
}

function CartState({ stores, children }: { stores: CheckoutStores; children: (cart: SiteCart) => ReactNode }) {
  const { cart, checkout } = stores;
  const state = useStore(cart.$cart);
  const { order } = useStore(checkout.$state);
  // An order placed earlier in this document (the shopper came back) is not this page's.
  const [earlierOrder] = useState(() => checkout.$state.get().order?.orderId ?? null);
  const placedHere = order !== null && order.orderId !== earlierOrder;
  const noCart = !state.cart && !cart.cartId();
  useEffect(() => {
    // rules §5 "Payment checkout aborts with a logged error": the store logs it.
    if (noCart && !placedHere) void checkout.checkCart();
  }, [noCart, placedHere, checkout]);
  if (placedHere) return <PlacingOrder text="Your order is placed. Opening it…" />;
  if (state.cart) return children(state.cart);
  if (state.status === 'error')
    return <ErrorState message={state.error?.message ?? 'We could not load your cart.'} onRetry={() => void cart.load()} />;
  if (!noCart) return <CartPageSkeleton />;
  return (
    <CheckoutGuard
      message={PAYMENT_MESSAGES.missingCart}
      href={CHECKOUT_STEP_PATHS.shipping}
      linkLabel="Back to your cart"
      Link={RouterLink}
    />
  );
}

/** A checkout page: head, steps (current one marked), title, then the body for the loaded cart. */
export function CheckoutPage({
  title,
  heading,
  current,
  children,
}: {
  title: string;
  heading: string;
  current: CheckoutStepId;
  children: (cart: SiteCart, stores: CheckoutStores) => ReactNode;
}) {
  const stores = useCheckoutStores();
  const shown = useStore(stores?.cart.$cart ?? NO_CART).cart;
  const steps = useCheckoutSteps(shown);
  const { pathname } = useLocation();
  return (
    <div className="sf-container">
      <PageHead title={title} />
      <CheckoutSteps steps={steps} current={current} pathname={pathname} Link={RouterLink} />
      <h1 className="sf-page-title">{heading}</h1>
      {stores ? <CartState stores={stores}>{(cart) => children(cart, stores)}</CartState> : <CartPageSkeleton />}
    </div>
  );
}
