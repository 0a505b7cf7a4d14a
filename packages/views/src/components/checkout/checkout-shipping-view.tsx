/**
 * Checkout step 1 as one composition (spec storefront §4 Delivery tabs, Cart, Checkout): the tires
 * with road hazard protection, where they go (tabs and panels), the order summary with the promo
 * code and "Continue". Router-agnostic, so the storefront's cart page and a widget's in-widget
 * checkout show the same thing: the host decides which tabs are on offer, may replace a tab's
 * panel (the installer widget's tab is its own shop), and says what "Continue" leads to.
 */
import { useStore } from '@nanostores/react';
import {
  createTabLoading,
  deliveryTypeForTab,
  formatPrice,
  initialTab,
  type CartStore,
  type DeliveryTab,
  type SiteCart,
} from '@tireshop/core';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { CHECKOUT_PATH } from '../cart/cart-summary-modal';
import { PlainLink, type LinkComponent } from '../link';
import { CartLines } from './cart-lines';
import { CouponForm } from './coupon-form';
import { CourierPicker } from './courier-picker';
import { continueFromDelivery } from './delivery-choice';
import type { DeliveryLookups } from './delivery-lookups';
import type { ContinueProblem } from './delivery-options';
import { DeliveryTabs } from './delivery-tabs';
import { HomeDelivery } from './home-delivery';
import { InstallerPicker } from './installer-picker';
import { OrderSummary } from './order-summary';
import { RoadHazardOption } from './road-hazard-option';
import { WarehousePicker } from './warehouse-picker';

export interface DeliveryTabState {
  /** The tab shown (null until the tabs are known). */
  tab: DeliveryTab | null;
  /** spec §4 initial tab, decided once the tabs are known. */
  initial: DeliveryTab | null;
  /** spec §4 tab loading state. */
  loading: boolean;
  /** The shopper chose a tab: sends the pre-shipping selection (spec §4). */
  changeTab: (tab: DeliveryTab) => Promise<void>;
  /** The API refused the pre-shipping selection, in its words. */
  selectError: string | null;
}

/**
 * The delivery tab state of a cart page (spec §4 Delivery tabs): the initial tab from the saved
 * shipping and the query, the shopper's choice after that, the 3-second loading state, and the
 * pre-shipping selection sent on every change.
 */
export function useDeliveryTab(
  store: CartStore,
  cart: SiteCart,
  tabs: readonly DeliveryTab[] | null,
  options: { activeShippingType?: string | null } = {},
): DeliveryTabState {
  const [chosen, setChosen] = useState<DeliveryTab | null>(null);
  const [initial, setInitial] = useState<DeliveryTab | null>(null);
  const [selectError, setSelectError] = useState<string | null>(null);
  useEffect(() => {
    if (!tabs || (initial && tabs.includes(initial))) return;
    setInitial(initialTab({ tabs, shipping: cart.cartShipping, activeShippingType: options.activeShippingType }));
  }, [tabs?.join()]); // eslint-disable-line react-hooks/exhaustive-deps
  const tab = tabs && chosen && tabs.includes(chosen) ? chosen : initial && tabs?.includes(initial) ? initial : (tabs?.[0] ?? null);

  const tabLoading = useMemo(() => createTabLoading(), []);
  useEffect(() => () => tabLoading.dispose(), [tabLoading]);
  useEffect(() => tabLoading.sync(tab, initial), [tabLoading, tab, initial]);
  const loading = useStore(tabLoading.$loading);

  async function changeTab(next: DeliveryTab) {
    setChosen(next);
    setSelectError(null);
    const result = await store.selectDelivery(deliveryTypeForTab(next));
    if (!result.ok) setSelectError(result.error.message);
  }
  return { tab, initial, loading, changeTab, selectError };
}

/** What a panel replacement gets: the page's "select something" message after Continue, if any. */
export interface DeliveryPanelContext {
  problem: string | null;
}

export interface CheckoutShippingViewProps {
  store: CartStore;
  cart: SiteCart;
  /** From core's availableTabs (or the host's own rule); null while still being worked out. */
  tabs: readonly DeliveryTab[] | null;
  lookups: DeliveryLookups;
  Link?: LinkComponent;
  /** The page's path, for the road hazard rule (checkout pages only); a widget passes none. */
  pathname?: string;
  /** The zip places are looked up near first. */
  defaultZip: string;
  activeShippingType?: string | null;
  /** Replaces the panel of a tab (return undefined to keep the standard one). */
  renderPanel?: (tab: DeliveryTab, context: DeliveryPanelContext) => ReactNode | undefined;
  /** Lines under the tab titles, in place of the standard ones. */
  hints?: Partial<Record<DeliveryTab, string>>;
  /** "Continue" found the delivery complete: go on. Return true when the host moved on (navigated). */
  onNext?: (next: 'services' | 'payment') => boolean;
  /** Customer service, offered while paying online is not open. */
  contactPhone?: { display: string; value: string } | null;
  employeePortal?: boolean;
  /** Heading level of the cards' titles (the order summary keeps its own). */
  headingLevel?: 2 | 3;
}

function standardHints(cart: SiteCart): Partial<Record<DeliveryTab, string>> {
  const homeCost = cart.shippingCostToHomeInCents;
  return {
    installer: 'Fitted at a local shop',
    mobile: 'Fitted where you are',
    home: homeCost === 0 ? 'FREE shipping' : `${formatPrice(homeCost)} shipping`,
    courier: 'Collect near you',
    warehouse: 'Ready in 24 hours',
  };
}

/** The cart page's body: tires, delivery, order summary. */
export function CheckoutShippingView(props: CheckoutShippingViewProps) {
  const { store, cart, tabs, lookups, Link = PlainLink, pathname = CHECKOUT_PATH, defaultZip, renderPanel, onNext, contactPhone, headingLevel = 2 } = props;
  const id = useId();
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const { status } = useStore(store.$cart);
  const { tab, loading, changeTab, selectError } = useDeliveryTab(store, cart, tabs, { activeShippingType: props.activeShippingType });
  const [problem, setProblem] = useState<ContinueProblem | null>(null);
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

  function chooseTab(next: DeliveryTab) {
    setProblem(null);
    setDone(null);
    void changeTab(next);
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
    if (!onNext?.(outcome.next)) setDone(outcome.next);
  }

  const nextStep = tab === 'home' ? 'payment' : 'services';
  const busy = status === 'saving';
  const tiresId = `${id}-tires`;
  const deliveryId = `${id}-delivery`;

  return (
    <div className="ts-checkout-layout">
      <div className="ts-checkout-layout__main">
        <section className="ts-checkout-card" aria-labelledby={tiresId}>
          <div className="ts-checkout-card__head">
            <Heading className="ts-checkout-card__title" id={tiresId}>
              Tires in your cart
            </Heading>
            <p className="ts-checkout-card__meta">
              {cart.totalQuantity} {cart.totalQuantity === 1 ? 'tire' : 'tires'}
            </p>
          </div>
          <CartLines cart={store} Link={Link} headingId={tiresId} />
          <RoadHazardOption cart={store} pathname={pathname} />
        </section>

        <section className="ts-checkout-card" aria-labelledby={deliveryId} ref={deliveryRef}>
          <div className="ts-checkout-card__head">
            <Heading className="ts-checkout-card__title" id={deliveryId}>
              How should we deliver your tires?
            </Heading>
          </div>
          <div role="alert">{selectError && <p className="ts-checkout-alert ts-checkout-alert--error">{selectError}</p>}</div>
          {tabs && tab ? (
            <DeliveryPanels
              {...props}
              tabs={tabs}
              tab={tab}
              onTabChange={chooseTab}
              loading={loading}
              problem={problem}
              defaultZip={defaultZip}
              renderPanel={renderPanel}
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
                  {contactPhone ? (
                    <>
                      {' '}
                      To place this order now, call <a href={`tel:+${contactPhone.value}`}>{contactPhone.display}</a>.
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

/**
 * The tabs and the chosen tab's panel (as DeliveryOptions), with a host's replacement panels. The
 * panels of tabs not shown stay in the tree, hidden, so every tab's aria-controls has its target.
 */
function DeliveryPanels({
  store,
  lookups,
  tabs,
  tab,
  onTabChange,
  loading,
  problem,
  defaultZip,
  renderPanel,
  hints,
  cart,
  employeePortal,
}: CheckoutShippingViewProps & {
  tabs: readonly DeliveryTab[];
  tab: DeliveryTab;
  onTabChange: (tab: DeliveryTab) => void;
  loading: boolean;
  problem: ContinueProblem | null;
}) {
  const id = useId();
  const tabId = (t: DeliveryTab) => `${id}-tab-${t}`;
  const panelId = (t: DeliveryTab) => `${id}-panel-${t}`;
  const message = problem && problem.tab === tab ? problem.message : null;

  function panel(t: DeliveryTab) {
    const replaced = renderPanel?.(t, { problem: message });
    if (replaced !== undefined) return replaced;
    switch (t) {
      case 'installer':
      case 'mobile':
        return <InstallerPicker key={t} cart={store} lookups={lookups} mobile={t === 'mobile'} defaultZip={defaultZip} problem={message} />;
      case 'home':
        return <HomeDelivery cart={store} employeePortal={employeePortal} checkSignal={problem?.tab === 'home' ? problem.attempt : 0} />;
      case 'courier':
        return <CourierPicker cart={store} lookups={lookups} defaultZip={defaultZip} problem={message} />;
      case 'warehouse':
        return <WarehousePicker cart={store} lookups={lookups} zip={defaultZip || null} problem={message} />;
    }
  }

  return (
    <div className="ts-checkout-delivery">
      <DeliveryTabs
        tabs={tabs}
        selected={tab}
        onSelect={onTabChange}
        tabId={tabId}
        panelId={panelId}
        hints={{ ...standardHints(cart), ...hints }}
        label="Delivery options"
      />
      {tabs.map((t) => (
        <div
          key={t}
          role="tabpanel"
          id={panelId(t)}
          aria-labelledby={tabId(t)}
          className="ts-checkout-panel"
          hidden={t !== tab}
          tabIndex={0}
          aria-busy={(t === tab && loading) || undefined}
        >
          {t === tab && panel(t)}
        </div>
      ))}
    </div>
  );
}
