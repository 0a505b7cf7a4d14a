/**
 * The cart page, checkout step 1 (spec storefront §2 /checkout/shipping; §4 Delivery tabs, Cart,
 * Checkout): the tires, road hazard protection, where the tires go, the promo code and the order
 * summary with every amount from the server. The cart lives in the browser (the cart store reads
 * the ST_cart… cookies), so the server renders the page's frame and the cart shows once the store
 * has it.
 */
import { useStore } from '@nanostores/react';
import {
  availableTabs,
  createTabLoading,
  deliveryTypeForTab,
  initialTab,
  paths,
  type CartStore,
  type DeliveryTab,
  type SiteCart,
} from '@tireshop/core';
import {
  CartLines,
  CartPageSkeleton,
  CheckoutSteps,
  continueFromDelivery,
  CouponForm,
  DeliveryOptions,
  EmptyCart,
  ErrorState,
  OrderSummary,
  RoadHazardOption,
  type CheckoutStep,
  type ContinueProblem,
} from '@tireshop/views';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useMatches, useNavigate, useSearchParams } from 'react-router';
import { browserCart } from '../../cart';
import { storefrontContext } from '../../context';
import { useRootData } from '../../root-data';
import { RouterLink } from '../../shell/router-link';
import { CheckoutHead } from './head';
import { checkoutLookups, mobileInstallAvailable } from './lookups';
import type { CheckoutHandle } from './routes';

const SHOP_LINKS = [
  { href: paths.tireSizes(), label: 'Shop by tire size' },
  { href: paths.vehicles(), label: 'Shop by vehicle' },
  { href: paths.brands(), label: 'Browse brands' },
];

function useCheckoutSteps(): CheckoutStep[] {
  const matches = useMatches();
  const handle = matches.map((m) => m.handle as Partial<CheckoutHandle> | undefined).find((h) => h?.checkoutSteps);
  return handle?.checkoutSteps ?? [];
}

export function CheckoutShippingPage() {
  const steps = useCheckoutSteps();
  // The store exists in the browser only; the server (and the first, hydrating render) show the skeleton.
  const [store, setStore] = useState<CartStore | undefined>(undefined);
  useEffect(() => setStore(browserCart()), []);
  return (
    <div className="sf-container">
      <CheckoutHead title="Cart and delivery" />
      <CheckoutSteps steps={steps} current="shipping" Link={RouterLink} />
      <h1 className="sf-page-title">Your cart</h1>
      {store ? <CartPage store={store} steps={steps} /> : <CartPageSkeleton />}
    </div>
  );
}

function CartPage({ store, steps }: { store: CartStore; steps: CheckoutStep[] }) {
  const state = useStore(store.$cart);
  const cart = state.cart;
  if (cart) return <CartContent store={store} cart={cart} steps={steps} />;
  if (state.status === 'loading' || (store.cartId() && state.status !== 'error')) return <CartPageSkeleton />;
  if (state.status === 'error') {
    return (
      <div className="sf-narrow">
        <ErrorState message={state.error?.message ?? 'We could not load your cart.'} />
        <p>
          <button type="button" className="ts-button" onClick={() => void store.load()}>
            Try again
          </button>
        </p>
      </div>
    );
  }
  return <EmptyCart links={SHOP_LINKS} Link={RouterLink} />;
}

/** spec §4 Delivery tabs: the tabs on offer, once we know whether a mobile installer serves the cart. */
function useDeliveryTabs(store: CartStore, cart: SiteCart, zip: string) {
  const [mobile, setMobile] = useState<{ key: string; available: boolean } | null>(null);
  const key = `${cart.id}|${zip}|${cart.allInstallable}`;
  useEffect(() => {
    let live = true;
    const { api } = storefrontContext(undefined);
    void mobileInstallAvailable(api, store.$cart.get().cart ?? cart, zip || null).then((available) => {
      if (live) setMobile({ key, available });
    });
    return () => {
      live = false;
    };
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  const mobileAvailable = mobile?.key === key ? mobile.available : mobile?.available ?? null;
  if (mobileAvailable === null) return null;
  return availableTabs({
    allInstallable: cart.allInstallable,
    someInstallable: cart.someInstallable,
    mobileAvailable,
    isDealer: cart.isDealer,
  });
}

function CartContent({ store, cart, steps }: { store: CartStore; cart: SiteCart; steps: CheckoutStep[] }) {
  const { globals } = useRootData();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { status } = useStore(store.$cart);
  const zip = cart.zip ?? cart.cartShipping?.zip ?? '';
  const tabs = useDeliveryTabs(store, cart, zip);
  const lookups = useMemo(() => checkoutLookups(storefrontContext(undefined).api, () => store.$cart.get().cart), [store]);

  // spec §4: the initial tab, decided once the tabs are known; the shopper's choice after that.
  const [chosen, setChosen] = useState<DeliveryTab | null>(null);
  const [initial, setInitial] = useState<DeliveryTab | null>(null);
  useEffect(() => {
    if (!tabs || (initial && tabs.includes(initial))) return;
    setInitial(initialTab({ tabs, shipping: cart.cartShipping, activeShippingType: search.get('activeShippingType') }));
  }, [tabs?.join()]); // eslint-disable-line react-hooks/exhaustive-deps
  const tab = tabs && chosen && tabs.includes(chosen) ? chosen : initial && tabs?.includes(initial) ? initial : (tabs?.[0] ?? null);

  // spec §4 "A tab loading state clears 3 seconds after the tab equals the initial one".
  const tabLoading = useMemo(() => createTabLoading(), []);
  useEffect(() => () => tabLoading.dispose(), [tabLoading]);
  useEffect(() => tabLoading.sync(tab, initial), [tabLoading, tab, initial]);
  const loading = useStore(tabLoading.$loading);

  const [problem, setProblem] = useState<ContinueProblem | null>(null);
  const [selectError, setSelectError] = useState<string | null>(null);
  const [done, setDone] = useState<'services' | 'payment' | null>(null);
  const deliveryRef = useRef<HTMLElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  // A change of where the tires go makes an earlier "saved" note stale.
  const shippingKey = cart.cartShipping ? `${cart.cartShipping.shippingOption}:${cart.cartShipping.destinationLabel}` : '';
  useEffect(() => {
    setDone(null);
    setProblem(null);
  }, [shippingKey]);

  async function changeTab(next: DeliveryTab) {
    setChosen(next);
    setProblem(null);
    setDone(null);
    setSelectError(null);
    // spec §4 "On tab change a pre-shipping selection is sent".
    const result = await store.selectDelivery(deliveryTypeForTab(next));
    if (!result.ok) setSelectError(result.error.message);
  }

  function onContinue() {
    if (!tab) return;
    const outcome = continueFromDelivery(tab, cart);
    if (!outcome.ok) {
      setDone(null);
      setProblem({ tab, message: outcome.message, attempt: (problem?.attempt ?? 0) + 1 });
      // The home form focuses its first problem itself; elsewhere the panel with the message.
      if (tab !== 'home') {
        requestAnimationFrame(() => deliveryRef.current?.querySelector<HTMLElement>('[role="tabpanel"]:not([hidden])')?.focus());
      }
      return;
    }
    setProblem(null);
    const href = steps.find((s) => s.id === outcome.next)?.href;
    if (href) void navigate(href);
    else setDone(outcome.next);
  }

  const nextStep = tab === 'home' ? 'payment' : 'services';
  const phone = globals?.customerServiceEnabled ? globals.customerServiceNumber.display : null;
  const busy = status === 'saving';

  return (
    <div className="ts-checkout-layout">
      <div className="ts-checkout-layout__main">
        <section className="ts-checkout-card" aria-labelledby="sf-cart-tires">
          <div className="ts-checkout-card__head">
            <h2 className="ts-checkout-card__title" id="sf-cart-tires">
              Tires in your cart
            </h2>
            <p className="ts-checkout-card__meta">
              {cart.totalQuantity} {cart.totalQuantity === 1 ? 'tire' : 'tires'}
            </p>
          </div>
          <CartLines cart={store} Link={RouterLink} headingId="sf-cart-tires" />
          <RoadHazardOption cart={store} pathname={pathname} />
        </section>

        <section className="ts-checkout-card" aria-labelledby="sf-cart-delivery" ref={deliveryRef}>
          <div className="ts-checkout-card__head">
            <h2 className="ts-checkout-card__title" id="sf-cart-delivery">
              How should we deliver your tires?
            </h2>
          </div>
          <div role="alert">{selectError && <p className="ts-checkout-alert ts-checkout-alert--error">{selectError}</p>}</div>
          {tabs && tab ? (
            <DeliveryOptions
              cart={store}
              lookups={lookups}
              tabs={tabs}
              tab={tab}
              onTabChange={(t) => void changeTab(t)}
              loading={loading}
              problem={problem}
              defaultZip={zip}
            />
          ) : (
            <div role="status" className="ts-checkout-places-skeleton">
              <span className="ts-visually-hidden">Loading delivery options…</span>
              <div className="ts-skeleton ts-checkout-skeleton--tabs" />
              <div className="ts-skeleton ts-checkout-skeleton--panel" />
            </div>
          )}
        </section>
      </div>

      <aside className="ts-checkout-layout__aside" aria-label="Order summary and checkout">
        <OrderSummary cart={cart} busy={busy} promo={<CouponForm cart={store} />}>
          <div className="ts-checkout-next">
            {done ? (
              <div className="ts-checkout-done" ref={doneRef} tabIndex={-1} role="status">
                <p className="ts-checkout-done__title">
                  <span aria-hidden="true">✓ </span>Delivery saved
                </p>
                {cart.cartShipping && <p>{cart.cartShipping.destinationLabel}.</p>}
                <p>
                  Paying online is not open yet: the {done === 'payment' ? 'payment' : 'services and payment'} step comes soon.
                  {phone ? (
                    <>
                      {' '}
                      To place this order now, call <a href={`tel:+${globals!.customerServiceNumber.value}`}>{phone}</a>.
                    </>
                  ) : null}
                </p>
              </div>
            ) : (
              <button type="button" className="ts-button ts-button--accent" disabled={!tab || busy} onClick={onContinue}>
                Continue to {nextStep}
              </button>
            )}
          </div>
        </OrderSummary>
      </aside>
    </div>
  );
}
