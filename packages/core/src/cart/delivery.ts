/**
 * Delivery tabs (spec storefront §4 "Delivery tabs", §3 shipping option labels and delivery types):
 * which tabs a cart offers, which one opens first, what each tab sends as the cart's pre-shipping
 * selection, and the tab loading state. Pure functions plus one tiny store; views render the tabs.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { CartShipping, DeliveryType, ShippingOption } from '../contract/cart';
import type { Timers } from '../search-overlay/overlay/index';

import { DELIVERY_TABS, type DeliveryTab, WIDGET_DELIVERY_OPTIONS, type WidgetDeliveryOption } from './delivery-tabs';

export { DELIVERY_TABS, type DeliveryTab, WIDGET_DELIVERY_OPTIONS, type WidgetDeliveryOption };

/** What decides the tab list (a SiteCart carries the first, second and fourth). */
export interface DeliveryTabFlags {
  allInstallable: boolean;
  someInstallable: boolean;
  /** A mobile installer serves the shopper's area (the installer lookup's isMobileInstall). */
  mobileAvailable: boolean;
  /** A dealer cart (spec §4 "dealer tire"; SiteCart.isDealer). */
  isDealer: boolean;
}

/**
 * spec §4 Delivery tabs, in display order:
 * - all installable: installer, mobile (if available), home, courier;
 * - mixed: installer, home, courier;
 * - none installable: home, courier;
 * - dealer tire: warehouse, installer, mobile, home, courier.
 *
 * Dealers (docs/decisions.md "Cart and delivery"): warehouse pick-up comes first, then the same
 * tabs a retail cart of those tires gets. An installer tab for tires no shop can fit, or a mobile
 * tab where no mobile installer works, would only lead to a refusal, so the installability and
 * mobile rules apply to dealers too; the spec's dealer list is the all-installable, mobile case.
 */
export function availableTabs(flags: DeliveryTabFlags): DeliveryTab[] {
  const tabs: DeliveryTab[] = flags.isDealer ? ['warehouse'] : [];
  if (flags.allInstallable) {
    tabs.push('installer');
    if (flags.mobileAvailable) tabs.push('mobile');
  } else if (flags.someInstallable) {
    tabs.push('installer');
  }
  tabs.push('home', 'courier');
  return tabs;
}

/** spec §2 query parameter activeShippingType: "value mobile-install marks the mobile tab". */
export const MOBILE_INSTALL_QUERY_VALUE = 'mobile-install';

export interface InitialTabInput {
  /** The tabs on offer, from availableTabs. */
  tabs: readonly DeliveryTab[];
  /** The cart's saved shipping (SiteCart.cartShipping). */
  shipping: Pick<CartShipping, 'shippingOption' | 'installer'> | null | undefined;
  /** The page asks not to start on the left-hand tab. */
  disableFirstTab?: boolean;
  /** The page was sent here to ship to the shopper (e.g. after the installer could not be kept). */
  redirectToShipToMe?: boolean;
  /** The query's activeShippingType (spec §2). */
  activeShippingType?: string | null;
}

/**
 * spec §4: "The initial tab derives from shipping state, mobile flag, query parameter and a
 * redirect-to-ship-to-me flag. With no cart shipping the tab follows disable-first-tab,
 * redirect-to-ship-to-me, or the query type. Home shipping goes to the middle or right tab if
 * installable (right when mobile exists); courier to right or end; installer to middle if mobile
 * else left; default left."
 *
 * Positions are indexes into the tab lists of availableTabs — left 0, middle 1, right 2, end 3:
 *
 * | saved shipping            | [installer, mobile, home, courier] | [installer, home, courier] | [home, courier] |
 * |---------------------------|------------------------------------|----------------------------|-----------------|
 * | HOME                      | right (2) = home                   | middle (1) = home          | left (0) = home |
 * | FEDEX (courier)           | end (3) = courier                  | right (2) = courier        | 1 = courier     |
 * | INSTALLER, mobile install | middle (1) = mobile                | left (0)¹                  | left (0)¹       |
 * | INSTALLER, shop           | left (0) = installer               | left (0) = installer       | left (0)¹       |
 * | none                      | left (0)                           | left (0)                   | left (0)        |
 *
 * So every position the spec names is where that tab sits: saved shipping opens its own tab
 * (tabForShipping). ¹ When that tab is not on offer (a mobile installation saved but no mobile tab,
 * an installer saved for tires that are no longer installable) the default, left, applies. In a
 * dealer list warehouse is left and the others move one place right; WAREHOUSE opens warehouse.
 *
 * With no saved shipping, in the spec's order: disable-first-tab → the tab right of the left one;
 * redirect-to-ship-to-me → home; activeShippingType=mobile-install → mobile (when on offer);
 * otherwise left.
 */
export function initialTab(input: InitialTabInput): DeliveryTab {
  const { tabs } = input;
  const left = tabs[0] ?? 'home';
  const offered = (tab: DeliveryTab) => (tabs.includes(tab) ? tab : undefined);
  if (input.shipping) return offered(tabForShipping(input.shipping)) ?? left;
  if (input.disableFirstTab) return tabs[1] ?? left;
  if (input.redirectToShipToMe) return offered('home') ?? left;
  if (input.activeShippingType === MOBILE_INSTALL_QUERY_VALUE) return offered('mobile') ?? left;
  return left;
}

/** spec §4: "On tab change a pre-shipping selection is sent: ship to shop (installer, mobile), ship to me (home), ship to courier, warehouse pickup." */
const DELIVERY_TYPE_BY_TAB: Record<DeliveryTab, DeliveryType> = {
  installer: 'shipToShop',
  mobile: 'shipToShop',
  home: 'shipToMe',
  courier: 'shipToFedex',
  warehouse: 'warehousePickup',
};

export function deliveryTypeForTab(tab: DeliveryTab): DeliveryType {
  return DELIVERY_TYPE_BY_TAB[tab];
}

/**
 * The tab a saved shipping option belongs to (spec §3 Cart shipping shippingOption; "also written
 * HOME, FEDEX, WAREHOUSE, INSTALLER", so either case is accepted). An installer is the mobile tab
 * when it is a mobile installation (spec §3 Cart shipping installer.isMobileInstall).
 */
export function tabForShippingOption(
  option: ShippingOption | Lowercase<ShippingOption>,
  options: { mobileInstall?: boolean } = {},
): DeliveryTab {
  switch (option.toUpperCase() as ShippingOption) {
    case 'INSTALLER':
      return options.mobileInstall ? 'mobile' : 'installer';
    case 'HOME':
      return 'home';
    case 'FEDEX':
      return 'courier';
    case 'WAREHOUSE':
      return 'warehouse';
  }
}

/** The tab of a saved cart shipping. */
export function tabForShipping(shipping: Pick<CartShipping, 'shippingOption' | 'installer'>): DeliveryTab {
  return tabForShippingOption(shipping.shippingOption, { mobileInstall: shipping.installer?.isMobileInstall === true });
}

/** spec §3 "Shipping option labels: PickupAtFedEx, ShipToMe, ShipToInstaller, MobileInstall, PickupAtWarehouse". */
export const SHIPPING_OPTION_LABELS = {
  installer: 'ShipToInstaller',
  mobile: 'MobileInstall',
  home: 'ShipToMe',
  courier: 'PickupAtFedEx',
  warehouse: 'PickupAtWarehouse',
} as const satisfies Record<DeliveryTab, string>;
export type ShippingOptionLabel = (typeof SHIPPING_OPTION_LABELS)[DeliveryTab];

export function shippingOptionLabel(tab: DeliveryTab): ShippingOptionLabel {
  return SHIPPING_OPTION_LABELS[tab];
}

/** The tab titles shoppers read (words ours; spec §1 names the five ways). */
export const DELIVERY_TAB_TITLES = {
  installer: 'Installer',
  mobile: 'Mobile installation',
  home: 'Ship to me',
  courier: 'FedEx pick-up',
  warehouse: 'Warehouse pick-up',
} as const satisfies Record<DeliveryTab, string>;

export function deliveryTabTitle(tab: DeliveryTab): string {
  return DELIVERY_TAB_TITLES[tab];
}

// ---- Tab loading (spec §4 "A tab loading state clears 3 seconds after the tab equals the initial one") ----

export const TAB_LOADING_CLEAR_MS = 3000;

const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface TabLoading {
  /** true from creation (or reset) until 3 s after the shown tab first equals the initial tab. */
  $loading: ReadableAtom<boolean>;
  /** Tell it the tab shown now and the initial tab (either may be unknown yet while the cart loads). */
  sync(current: DeliveryTab | null | undefined, initial: DeliveryTab | null | undefined): void;
  /** Loading again, e.g. when the cart empties and the tab resets to the left (spec §4 Remove product). */
  reset(): void;
  /** Stops the timer (unmount). */
  dispose(): void;
}

/**
 * The tab content shows as loading until the tab the view shows has settled on the initial one and
 * then 3 more seconds have passed (time for the tab's own data to arrive). Moving away from the
 * initial tab before then stops the countdown; coming back starts it again. Timers are injected so
 * tests run on fake time.
 */
export function createTabLoading(options: { timers?: Timers; delayMs?: number } = {}): TabLoading {
  const timers = options.timers ?? globalTimers;
  const delayMs = options.delayMs ?? TAB_LOADING_CLEAR_MS;
  const $loading = atom(true);
  let pending: unknown = null;

  const stop = () => {
    if (pending !== null) timers.clearTimeout(pending);
    pending = null;
  };

  return {
    $loading,
    sync(current, initial) {
      if (!$loading.get()) return;
      if (current && initial && current === initial) {
        pending ??= timers.setTimeout(() => {
          pending = null;
          $loading.set(false);
        }, delayMs);
      } else {
        stop();
      }
    },
    reset() {
      stop();
      $loading.set(true);
    },
    dispose: stop,
  };
}
