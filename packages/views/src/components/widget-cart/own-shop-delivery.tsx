import { type CartStore, type SiteCart, type SiteInstaller, type WidgetAppConfig, widgetDeliveryTabs } from '@tireshop/core';
import { useEffect, useState } from 'react';
import type { CheckoutShippingViewProps } from '../checkout/checkout-shipping-view';
import { useMessages } from '../locale';
import { WidgetShopPanel } from './widget-shop-panel';

/** A checkout's own shop: the installer widget's, or the installer-sponsored storefront's sponsor. */
export type OwnShop = Pick<WidgetAppConfig, 'installerId' | 'name' | 'city' | 'state' | 'zip'>;

/** The own shop as the installer lookup describes it: undefined while it is being looked up, null when not found. */
export function useOwnShopLookup(find: (() => Promise<SiteInstaller | null>) | null): SiteInstaller | null | undefined {
  const [shop, setShop] = useState<SiteInstaller | null | undefined>(undefined);
  useEffect(() => {
    if (!find) return;
    let live = true;
    find().then(
      (found) => live && setShop(found),
      () => live && setShop(null),
    );
    return () => {
      live = false;
    };
  }, [find]);
  return shop;
}

/**
 * The delivery step of a checkout with its own shop (rules §6 "Installer widget and
 * installer-sponsored storefront … Change-shop controls are inert"): that shop is the installer
 * (or mobile) tab, preselected, with its own hints; home and courier stay as the cart allows.
 * null without an own shop: the open delivery tabs apply.
 */
export function useOwnShopDelivery(
  store: CartStore,
  cart: SiteCart,
  ownShop: OwnShop | null,
  shop: SiteInstaller | null | undefined,
  defaultZip: string,
): Pick<CheckoutShippingViewProps, 'tabs' | 'hints' | 'renderPanel'> | null {
  const t = useMessages('checkout');
  if (!ownShop?.installerId) return null;
  return {
    tabs: shop === undefined ? null : widgetDeliveryTabs(cart, shop),
    hints: { installer: t('Installed at this shop'), mobile: t('This installer comes to you') },
    renderPanel: (tab, { problem }) =>
      tab === 'installer' || tab === 'mobile' ? (
        <WidgetShopPanel
          cart={store}
          config={ownShop}
          shop={shop ?? null}
          mobile={tab === 'mobile'}
          problem={problem}
          defaultZip={defaultZip}
        />
      ) : undefined,
  };
}
