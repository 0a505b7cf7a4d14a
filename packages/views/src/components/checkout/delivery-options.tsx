import type { AreaMessage, CartStore, DeliveryTab, SiteCart, StorefrontVariant, Translate } from '@tireshop/core';
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useId, useRef, type ReactNode } from 'react';
import { useMessages, usePrice } from '../locale';
import { AppointmentPanel } from './appointment-panel';
import type { DeliveryLookups } from './delivery-lookups';
import { DeliveryTabs } from './delivery-tabs';
import { InstallerPicker } from './installer-picker';

/**
 * The home, courier and warehouse panels arrive when their tab is first shown: most shoppers never
 * open them, and in a widget they would otherwise weigh on its checkout code.
 */
const HomeDelivery = /* @__PURE__ */ lazy(() => import('./home-delivery').then((m) => ({ default: m.HomeDelivery })));
const CourierPicker = /* @__PURE__ */ lazy(() => import('./courier-picker').then((m) => ({ default: m.CourierPicker })));
const WarehousePicker = /* @__PURE__ */ lazy(() => import('./warehouse-picker').then((m) => ({ default: m.WarehousePicker })));
function PanelLoading() {
  return (
    <p className="ts-checkout-panel__lead" aria-busy="true">
      {useMessages('checkout')('Loading…')}
    </p>
  );
}
const PANEL_LOADING = <PanelLoading />;

/** The page's Continue found no destination on this tab (its message, and a counter that changes on every attempt). */
export interface ContinueProblem {
  tab: DeliveryTab;
  message: string;
  attempt: number;
}

/** What a replacement panel gets: the page's "select something" message after Continue, if any. */
export interface DeliveryPanelContext {
  problem: string | null;
}

export interface DeliveryOptionsProps {
  cart: CartStore;
  lookups: DeliveryLookups;
  /** From core's availableTabs (or the host's own rule). */
  tabs: readonly DeliveryTab[];
  tab: DeliveryTab;
  /** The page sends the pre-shipping selection (spec §4 "On tab change a pre-shipping selection is sent"). */
  onTabChange: (tab: DeliveryTab) => void;
  /** spec §4 tab loading state. */
  loading?: boolean;
  problem?: ContinueProblem | null;
  /** The zip places are looked up near first (the cart's or the shopper's). */
  defaultZip: string;
  /** The storefront variant, whose state list the address form offers (rules §6). */
  variant?: StorefrontVariant;
  /** Replaces the panel of a tab (the installer widget's own shop); return undefined to keep the standard one. */
  renderPanel?: (tab: DeliveryTab, context: DeliveryPanelContext) => ReactNode | undefined;
  /** Lines under the tab titles, in place of the standard ones. */
  hints?: Partial<Record<DeliveryTab, string>>;
  /** A panel's form is checking or saving what the shopper entered (the home address). */
  onFormBusy?: (busy: boolean) => void;
}

/** The standard line under each tab title. */
function standardHints(
  cart: SiteCart,
  t: Translate<AreaMessage<'checkout'>>,
  formatPrice: (cents: number) => string,
): Partial<Record<DeliveryTab, string>> {
  const homeCost = cart.shippingCostToHomeInCents;
  return {
    installer: t('Fitted at a local shop'),
    mobile: t('Fitted where you are'),
    home: homeCost === 0 ? t('FREE shipping') : t('{price} shipping', { price: formatPrice(homeCost) }),
    courier: t('Collect near you'),
    warehouse: t('Ready in 24 hours'),
  };
}

/** Does the cart ship to an installer of this tab's kind (a shop, or a mobile installer)? */
function shipsToTab(cart: SiteCart, tab: DeliveryTab): boolean {
  const shipping = cart.cartShipping;
  if (shipping?.shippingOption !== 'INSTALLER' || (tab !== 'installer' && tab !== 'mobile')) return false;
  return (shipping.installer?.isMobileInstall ?? false) === (tab === 'mobile');
}

/**
 * How the tires reach the shopper (spec §4 Delivery tabs, Checkout): the tabs and, in the chosen
 * tab's panel, the installer, mobile installer, home address, courier location or warehouse — or
 * the host's own panel for a tab (renderPanel); under a host's installer panel, the appointment
 * (the widget's own shop is booked like any other). Router-agnostic: the page (or a widget) owns
 * the tab state and the lookups. The panels of tabs not shown stay in the tree, empty and hidden,
 * so every tab's aria-controls has its target.
 */
export function DeliveryOptions({
  cart,
  lookups,
  tabs,
  tab,
  onTabChange,
  loading = false,
  problem,
  defaultZip,
  variant,
  renderPanel,
  hints,
  onFormBusy,
}: DeliveryOptionsProps) {
  const id = useId();
  const t = useMessages('checkout');
  const formatPrice = usePrice();
  const rootRef = useRef<HTMLDivElement>(null);
  const { cart: siteCart } = useStore(cart.$cart);
  if (!siteCart) return null;
  const tabId = (tab: DeliveryTab) => `${id}-tab-${tab}`;
  const panelId = (tab: DeliveryTab) => `${id}-panel-${tab}`;
  const message = problem && problem.tab === tab ? problem.message : null;

  /** spec §8 "continue without installation": the home tab, chosen and focused. */
  const withoutInstallation = tabs.includes('home')
    ? () => {
        onTabChange('home');
        requestAnimationFrame(() => rootRef.current?.querySelector<HTMLElement>(`[id="${tabId('home')}"]`)?.focus());
      }
    : undefined;

  function panel(t: DeliveryTab) {
    const replaced = renderPanel?.(t, { problem: message });
    if (replaced !== undefined) {
      return (
        <>
          {replaced}
          {siteCart && shipsToTab(siteCart, t) && (
            <AppointmentPanel
              cart={cart}
              lookups={lookups}
              mobile={t === 'mobile'}
              problem={message}
              onWithoutInstallation={withoutInstallation}
            />
          )}
        </>
      );
    }
    switch (t) {
      case 'installer':
      case 'mobile':
        return (
          <InstallerPicker
            key={t}
            cart={cart}
            lookups={lookups}
            mobile={t === 'mobile'}
            defaultZip={defaultZip}
            problem={message}
            onWithoutInstallation={withoutInstallation}
          />
        );
      case 'home':
        return (
          <Suspense fallback={PANEL_LOADING}>
            <HomeDelivery
              cart={cart}
              lookups={lookups}
              variant={variant}
              checkSignal={problem?.tab === 'home' ? problem.attempt : 0}
              onBusyChange={onFormBusy}
            />
          </Suspense>
        );
      case 'courier':
        return (
          <Suspense fallback={PANEL_LOADING}>
            <CourierPicker cart={cart} lookups={lookups} defaultZip={defaultZip} problem={message} />
          </Suspense>
        );
      case 'warehouse':
        return (
          <Suspense fallback={PANEL_LOADING}>
            <WarehousePicker cart={cart} lookups={lookups} zip={defaultZip || null} problem={message} />
          </Suspense>
        );
    }
  }

  return (
    <div className="ts-checkout-delivery" ref={rootRef}>
      <DeliveryTabs
        tabs={tabs}
        selected={tab}
        onSelect={onTabChange}
        tabId={tabId}
        panelId={panelId}
        hints={{ ...standardHints(siteCart, t, formatPrice), ...hints }}
        label={t('Delivery options')}
      />
      {tabs.map((t) => (
        <div
          key={t}
          role="tabpanel"
          id={panelId(t)}
          aria-labelledby={tabId(t)}
          className="ts-checkout-panel"
          hidden={t !== tab}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is focusable (WAI-ARIA tabs pattern), so Tab reaches it from its tab
          tabIndex={0}
          aria-busy={(t === tab && loading) || undefined}
        >
          {t === tab && panel(t)}
        </div>
      ))}
    </div>
  );
}
