import { availableTabs, type ApiClient, type CartStore, type DeliveryTab, type SiteCart } from '@tireshop/core';
import { useEffect, useState } from 'react';
import { mobileInstallAvailable } from './api-delivery-lookups';

/**
 * spec §4 Delivery tabs: the tabs on offer for a cart that may go to any installer (the
 * storefront's cart page, the partner widget's checkout), once we know whether a mobile installer
 * serves the cart's ZIP. null until then.
 */
export function useDeliveryTabs(api: ApiClient, store: CartStore, cart: SiteCart, zip: string): DeliveryTab[] | null {
  const [mobile, setMobile] = useState<{ key: string; available: boolean } | null>(null);
  const key = `${cart.id}|${zip}|${cart.allInstallable}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the cart id, ZIP and installability the lookup reads
  useEffect(() => {
    let live = true;
    void mobileInstallAvailable(api, store.$cart.get().cart ?? cart, zip || null).then((available) => {
      if (live) setMobile({ key, available });
    });
    return () => {
      live = false;
    };
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  const mobileAvailable = mobile?.key === key ? mobile.available : (mobile?.available ?? null);
  if (mobileAvailable === null) return null;
  return availableTabs({
    allInstallable: cart.allInstallable,
    someInstallable: cart.someInstallable,
    mobileAvailable,
    isDealer: cart.isDealer,
  });
}
