/**
 * The shop browsing lookups answered with an API client: the storefront's browser client or a
 * widget's own (bound to its widget id). The same calls either way, so one implementation, like
 * checkout/api-delivery-lookups.ts for the delivery panels.
 */
import { INSTALLER_LIST_PAGE_SIZE, installerDetailsEndpoint, listInstallersEndpoint, type ApiClient, type SiteCart } from '@tireshop/core';
import type { InstallerLookups } from './types';

/**
 * With a cart, the lookups send its id: installation is priced for the cart's tires and the cart's
 * installer is marked (spec §4 Installer selection); details measure the distance from the zip
 * searched, else the cart's.
 */
export function apiInstallerLookups(api: ApiClient, currentCart: () => SiteCart | null): InstallerLookups {
  return {
    page: ({ zip, mobile, page, sort }) =>
      api.call(listInstallersEndpoint, {
        query: {
          userZip: zip,
          mobileInstall: mobile,
          page,
          sort,
          // spec §9 "Installer list page size 10. Shops list shows 10 at a time."
          limit: INSTALLER_LIST_PAGE_SIZE,
          cartId: currentCart()?.id,
          source: 'shops',
        },
      }),
    details: (installerId, searchedZip) => {
      const cart = currentCart();
      const zip = searchedZip ?? cart?.zip ?? cart?.cartShipping?.zip ?? undefined;
      return api.call(installerDetailsEndpoint, {
        params: { installerId },
        query: { cartId: cart?.id, ...(zip ? { userZip: zip } : {}) },
      });
    },
  };
}
