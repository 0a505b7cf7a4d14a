/**
 * The installer widget's own shop in the delivery tabs (spec rules §6 white-label variants: in
 * the installer widget "change-shop controls are inert"): the installer tab is that shop, or the
 * mobile tab when the shop is a mobile installer; the other tabs follow the cart as anywhere.
 */
import { availableTabs, type DeliveryTab } from '../cart/delivery';
import type { ApiClient } from '../client/index';
import type { SiteCart } from '../contract/cart';
import { INSTALLER_LOOKUP_MAX_LIMIT, listInstallersEndpoint, type SiteInstaller } from '../contract/installers';
import type { WidgetAppConfig } from '../contract/widget';

/**
 * The tabs of a widget cart: core's availableTabs with the widget's shop as the only installer
 * (spec §4 Delivery tabs; dealer carts start with warehouse pick-up). A fixed shop gives the
 * installer tab and never a mobile one; a mobile installer gives the mobile tab (when every tire
 * is installable, as availableTabs has it) and no installer tab. Unknown shop: a fixed one.
 */
export function widgetDeliveryTabs(
  cart: Pick<SiteCart, 'allInstallable' | 'someInstallable' | 'isDealer'>,
  shop: Pick<SiteInstaller, 'isMobileInstall'> | null,
): DeliveryTab[] {
  const mobileShop = shop?.isMobileInstall === true;
  const tabs = availableTabs({
    allInstallable: cart.allInstallable,
    someInstallable: cart.someInstallable,
    mobileAvailable: mobileShop,
    isDealer: cart.isDealer,
  });
  return tabs.filter((tab) => (mobileShop ? tab !== 'installer' : tab !== 'mobile'));
}

/**
 * The tabs a partner widget offers (docs/portal.md "Widget set-up"): those of the cart that its
 * brand manager kept on (WidgetAppConfig.deliveryOptions); every tab when the widget has no list.
 * The cart's shipping call refuses the others too, so this only spares the shopper the refusal.
 */
export function offeredWidgetTabs(tabs: readonly DeliveryTab[], config: Pick<WidgetAppConfig, 'deliveryOptions'> | null): DeliveryTab[] {
  const offered: readonly string[] | null | undefined = config?.deliveryOptions;
  return offered ? tabs.filter((tab) => offered.includes(tab)) : [...tabs];
}

/**
 * The widget's shop as the installer lookup describes it (address, rating, installation price,
 * fixed or mobile): it is among the installers nearest its own zip. Shops are asked first, then
 * mobile installers. null when the widget has no shop or the lookup cannot find it; a failed call
 * rejects (so a memo can ask again later).
 */
export async function findWidgetShop(api: ApiClient, config: Pick<WidgetAppConfig, 'installerId' | 'zip'>): Promise<SiteInstaller | null> {
  const { installerId, zip } = config;
  if (!installerId || !zip) return null;
  for (const mobileInstall of [false, true]) {
    const answer = await api.call(listInstallersEndpoint, { query: { userZip: zip, mobileInstall, limit: INSTALLER_LOOKUP_MAX_LIMIT } });
    if (!answer.ok) throw new Error(answer.error.message);
    const shop = answer.data.siteInstallers.siteInstallerList.find((i) => i.installerId === installerId);
    if (shop) return shop;
  }
  return null;
}

/**
 * Whether an add sends the widget's shop as the installer (spec §4 Cart "Adding with an installer
 * also creates or updates cart shipping"): for a retail cart without a destination yet, so the
 * tires go to the shop from the start, and never over a destination the shopper chose. Dealer
 * carts start at warehouse pick-up (docs/integration.md); a mobile installer needs the shopper's
 * zip first.
 */
export function installerForAdd(
  config: Pick<WidgetAppConfig, 'installerId' | 'isDealer'> | null,
  cart: Pick<SiteCart, 'cartShipping'> | null,
  shop: Pick<SiteInstaller, 'isMobileInstall'> | null,
): number | undefined {
  if (!config?.installerId || config.isDealer || cart?.cartShipping || shop?.isMobileInstall) return undefined;
  return config.installerId;
}
