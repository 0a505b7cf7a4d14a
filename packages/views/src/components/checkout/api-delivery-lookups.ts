/**
 * The delivery panels' lookups answered with an API client: the storefront's browser client or a
 * widget's own (bound to its widget id). The same calls either way, so one implementation.
 */
import {
  INSTALLER_LOOKUP_DEFAULT_LIMIT,
  installerScheduleEndpoint,
  installerServicesEndpoint,
  listInstallersEndpoint,
  pickupLocationsEndpoint,
  warehousePickupLocationsEndpoint,
  type ApiClient,
  type ApiResult,
  type SiteCart,
} from '@tireshop/core';
import { apiInstallerLookups } from '../installers/api-installer-lookups';
import type { DeliveryLookups } from './delivery-lookups';

/** Courier locations listed at once (the contract's default is 5). */
const PICKUP_LOCATIONS_SHOWN = 5;

export function apiDeliveryLookups(api: ApiClient, currentCart: () => SiteCart | null): DeliveryLookups {
  return {
    installers: ({ zip, mobile }) =>
      api.call(listInstallersEndpoint, {
        query: { userZip: zip, mobileInstall: mobile, limit: INSTALLER_LOOKUP_DEFAULT_LIMIT, cartId: currentCart()?.id },
      }),
    pickupLocations: (zip) => api.call(pickupLocationsEndpoint, { query: { zip, limit: PICKUP_LOCATIONS_SHOWN } }),
    warehouses: (zip) => {
      const cart = currentCart();
      const productIds = [...new Set(cart?.siteProducts.map((p) => p.productId) ?? [])].join(',');
      return api.call(warehousePickupLocationsEndpoint, {
        query: { productIds, cartId: cart?.id, ...(zip ? { zip } : {}) },
      });
    },
    schedule: async (installerId) =>
      unwrap(
        await api.call(installerScheduleEndpoint, { params: { installerId }, query: { cartId: currentCart()?.id } }),
        (d) => d.siteInstallerSchedule,
      ),
    installerServices: async (installerId) =>
      unwrap(
        await api.call(installerServicesEndpoint, { params: { installerId }, query: { source: 'checkout' } }),
        (d) => d.siteInstallerServices.installerServiceOfferings,
      ),
    shops: apiInstallerLookups(api, currentCart),
    verifyAddress: (address) => import('./verify-address').then((m) => m.verifyAddress(api, address)),
  };
}

/** The part of an answer a panel needs; a refusal passes through unchanged. */
function unwrap<T, U>(answer: ApiResult<T>, pick: (data: T) => U): ApiResult<U> {
  return answer.ok ? { ...answer, data: pick(answer.data) } : answer;
}

/**
 * Is mobile installation on offer for this cart (spec §4 Delivery tabs "mobile (if available)")?
 * One mobile installer serving the cart's zip is enough. A failed lookup leaves the default, no
 * mobile tab (spec §4 Installer selection "A failed mobile lookup leaves defaults").
 */
export async function mobileInstallAvailable(api: ApiClient, cart: SiteCart, zip: string | null): Promise<boolean> {
  if (cart.cartShipping?.installer?.isMobileInstall) return true;
  if (!cart.allInstallable) return false;
  // Which mobile installers come where depends on where: without a ZIP there is nothing to ask
  // (the tab appears once the shopper gives one — the shop search, an address).
  if (!zip) return false;
  const answer = await api.call(listInstallersEndpoint, {
    query: { mobileInstall: true, limit: 1, cartId: cart.id, userZip: zip },
  });
  return answer.ok && answer.data.siteInstallers.siteInstallerList.length > 0;
}
