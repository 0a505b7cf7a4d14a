/**
 * Checkout step 1 as one composition (spec storefront §4 Delivery tabs, Cart, Checkout): the tires
 * with road hazard protection, where they go (tabs and panels), the order summary with the promo
 * code and "Continue". Router-agnostic, so the storefront's cart page and a widget's in-widget
 * checkout show the same thing: the host decides which tabs are on offer, may replace a tab's
 * panel (the installer widget's tab is its own shop), and says what "Continue" leads to.
 */
import { useStore } from '@nanostores/react';
import {
  cartInstallerId,
  createTabLoading,
  deliveryTypeForTab,
  initialTab,
  type CartAppointment,
  type CartStore,
  type DeliveryTab,
  type SiteCart,
} from '@tireshop/core';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { CHECKOUT_PATH } from '../cart/cart-summary-modal';
import { PlainLink, type LinkComponent } from '../link';
import { translateAny, useApiText, useMessages } from '../locale';
import { CHANGE_TIME_ATTRIBUTE } from './appointment-panel';
import { CouponForm } from './coupon-form';
import { CartTiresCard, CheckoutCard } from './checkout-card';
import { continueFromDelivery, homeTabNextStep, type StorefrontVariant } from '@tireshop/core';
import type { DeliveryLookups } from './delivery-lookups';
import { DeliveryOptions, type ContinueProblem, type DeliveryOptionsProps } from './delivery-options';
import { InstallConfirmationModal } from './install-confirmation-modal';
import { OrderSummary } from './order-summary';

export interface DeliveryTabState {
  /** The tab shown (null until the tabs are known). */
  tab: DeliveryTab | null;
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
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first tab is chosen again only when the set of tabs changes, from the cart as it is then
  useEffect(() => {
    if (!tabs || (initial && tabs.includes(initial))) return;
    setInitial(initialTab({ tabs, shipping: cart.cartShipping, activeShippingType: options.activeShippingType }));
  }, [tabs?.join()]);
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
  return { tab, loading, changeTab, selectError };
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
  /** Replaces the panel of a tab (the widget's own shop); see DeliveryOptions. */
  renderPanel?: DeliveryOptionsProps['renderPanel'];
  /** Lines under the tab titles, in place of the standard ones. */
  hints?: DeliveryOptionsProps['hints'];
  /** "Continue" found the delivery complete: the host goes on to the next step (core nextCheckoutStep). */
  onNext: (next: 'services' | 'payment') => void;
  /** The storefront variant, whose state list the address form offers (rules §6). */
  variant?: StorefrontVariant;
  /** Heading level of the cards' titles (the order summary keeps its own). */
  headingLevel?: 2 | 3;
}

/** The cart page's body: tires, delivery, order summary. */
export function CheckoutShippingView(props: CheckoutShippingViewProps) {
  const {
    store,
    cart,
    tabs,
    lookups,
    Link = PlainLink,
    pathname = CHECKOUT_PATH,
    defaultZip,
    renderPanel,
    hints,
    onNext,
    variant,
    headingLevel = 2,
  } = props;
  const id = useId();
  const t = useMessages('checkout');
  const apiText = useApiText();
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const { status } = useStore(store.$cart);
  const { appointment } = useStore(store.appointment.$appointment);
  const { tab, loading, changeTab, selectError } = useDeliveryTab(store, cart, tabs, { activeShippingType: props.activeShippingType });
  const [problem, setProblem] = useState<ContinueProblem | null>(null);
  const [checking, setChecking] = useState(false);
  /** spec §2 install confirmation: the appointment confirmed before checkout goes on (kept while the dialog closes). */
  const [confirming, setConfirming] = useState<{ appointment: CartAppointment; next: 'services' | 'payment' } | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const deliveryRef = useRef<HTMLElement>(null);
  /** The home address form is checking or saving the address. */
  const [formBusy, setFormBusy] = useState(false);
  /** Continue was pressed while something was being saved: it goes on when the save ends. */
  const [carried, setCarried] = useState(false);
  const busy = status === 'saving' || checking || formBusy;

  // A change of where the tires go (or of the installation time) makes an earlier note stale.
  const shippingKey = cart.cartShipping ? `${cart.cartShipping.shippingOption}:${cart.cartShipping.destinationLabel}` : '';
  const appointmentKey = appointment ? `${appointment.installer.installerId}:${appointment.label}` : '';
  useEffect(() => {
    setProblem(null);
  }, [shippingKey, appointmentKey]);

  function chooseTab(next: DeliveryTab) {
    setProblem(null);
    void changeTab(next);
  }

  function refuse(tab: DeliveryTab, message: string) {
    setProblem({ tab, message, attempt: (problem?.attempt ?? 0) + 1 });
    // The home form focuses its first problem itself; elsewhere the panel with the message.
    if (tab !== 'home') {
      requestAnimationFrame(() => deliveryRef.current?.querySelector<HTMLElement>('[role="tabpanel"]:not([hidden])')?.focus());
    }
  }

  function goOn(next: 'services' | 'payment') {
    setProblem(null);
    onNext(next);
  }

  // A shopper who presses Continue right after "Ship here" (or choosing a shop) means to go on once
  // it is saved. When the save left no home address (refused, or the verification asks which
  // address), the press lapses: the form shows why.
  // biome-ignore lint/correctness/useExhaustiveDependencies: acts when the save ends, with the cart as it is then
  useEffect(() => {
    if (!carried || busy) return;
    setCarried(false);
    if (tab === 'home' && homeTabNextStep(cart) !== 'payment') return;
    void onContinue();
  }, [carried, busy]);

  async function onContinue() {
    if (!tab || checking) return;
    if (busy) return setCarried(true);
    const installation = tab === 'installer' || tab === 'mobile';
    let booked: CartAppointment | null = null;
    if (installation && cartInstallerId(cart) !== null) {
      // The time held for the cart is asked for again: it may have run out (held anew when still
      // free) or been removed since the page showed it.
      setChecking(true);
      const checked = await store.appointment.refresh();
      setChecking(false);
      if (!checked.ok) return refuse(tab, apiText(checked.error.message));
      booked = checked.appointment;
    }
    const outcome = continueFromDelivery(tab, cart, booked);
    if (!outcome.ok) return refuse(tab, translateAny(t, outcome.message));
    if (installation && booked) {
      setProblem(null);
      setConfirming({ appointment: booked, next: outcome.next });
      setConfirmOpen(true);
      return;
    }
    goOn(outcome.next);
  }

  const nextStep = tab === 'home' ? 'payment' : 'services';
  const tiresId = `${id}-tires`;
  const deliveryId = `${id}-delivery`;

  return (
    <div className="ts-checkout-layout">
      <div className="ts-checkout-layout__main">
        <CartTiresCard
          id={tiresId}
          title={t('Tires in your cart')}
          Heading={Heading}
          cart={store}
          quantity={cart.totalQuantity}
          Link={Link}
          pathname={pathname}
        />

        <CheckoutCard id={deliveryId} title={t('How should we deliver your tires?')} Heading={Heading} sectionRef={deliveryRef}>
          <div role="alert">{selectError && <p className="ts-checkout-alert ts-checkout-alert--error">{apiText(selectError)}</p>}</div>
          {tabs && tabs.length === 0 ? (
            <p className="ts-state">{t('This shop offers no way to get these tires. Please contact the shop.')}</p>
          ) : tabs && tab ? (
            <DeliveryOptions
              cart={store}
              lookups={lookups}
              tabs={tabs}
              tab={tab}
              onTabChange={chooseTab}
              loading={loading}
              problem={problem}
              defaultZip={defaultZip}
              variant={variant}
              renderPanel={renderPanel}
              hints={hints}
              onFormBusy={setFormBusy}
            />
          ) : (
            <div role="status" className="ts-checkout-places-skeleton">
              <span className="ts-visually-hidden">{t('Loading delivery options…')}</span>
              <div className="ts-skeleton ts-checkout-skeleton--tabs" />
              <div className="ts-skeleton ts-checkout-skeleton--panel" />
            </div>
          )}
        </CheckoutCard>
      </div>

      <aside className="ts-checkout-layout__aside" aria-label={t('Order summary and checkout')}>
        <OrderSummary cart={cart} appointment={appointment} busy={busy} promo={<CouponForm cart={store} />}>
          <div className="ts-checkout-next">
            {/* aria-disabled, not disabled: the button keeps focus while the time is checked again. */}
            <button
              type="button"
              className="ts-button ts-button--accent"
              aria-disabled={!tab || busy || undefined}
              aria-busy={checking || carried || undefined}
              onClick={() => void onContinue()}
            >
              {nextStep === 'payment' ? t('Continue to payment') : t('Continue to services')}
            </button>
          </div>
        </OrderSummary>
      </aside>
      {confirming && (
        <InstallConfirmationModal
          open={confirmOpen}
          cart={cart}
          appointment={confirming.appointment}
          lookups={lookups}
          onConfirm={() => {
            setConfirmOpen(false);
            goOn(confirming.next);
          }}
          onChange={() => {
            setConfirmOpen(false);
            // Back to what can be changed: the appointment's time (the shop list is next to it).
            requestAnimationFrame(() => deliveryRef.current?.querySelector<HTMLElement>(`[${CHANGE_TIME_ATTRIBUTE}]`)?.focus());
          }}
        />
      )}
    </div>
  );
}
