import type { SiteInstaller, WidgetAppConfig } from '@tireshop/core';
import { useEffect, useState, type Ref } from 'react';
import { CheckoutShippingView } from '../checkout/checkout-shipping-view';
import { CartPageContent } from '../checkout/empty-cart';
import type { LinkComponent } from '../link';
import type { WidgetCart } from './widget-cart-session';
import { widgetDeliveryTabs } from './widget-shop';
import { WidgetShopPanel } from './widget-shop-panel';

/** The widget's shop: undefined while it is being looked up. */
function useWidgetShop(cart: WidgetCart): SiteInstaller | null | undefined {
  const [shop, setShop] = useState<SiteInstaller | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void cart.shop().then((found) => {
      if (live) setShop(found);
    });
    return () => {
      live = false;
    };
  }, [cart]);
  return shop;
}

/**
 * The checkout inside the installer widget (the host page is never navigated): the same cart
 * page as the storefront's — tires, road hazard, delivery tabs and forms, promo code, order
 * summary (CheckoutShippingView) — with the widget's shop as the installer tab.
 */
export function WidgetCheckout({
  cart,
  config,
  Link,
  onBack,
  headingRef,
}: {
  cart: WidgetCart;
  config: WidgetAppConfig | null;
  Link: LinkComponent;
  onBack: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const shop = useWidgetShop(cart);
  return (
    <div className="ts-installer-shop ts-widget-checkout">
      <header className="ts-widget-checkout__head">
        <button type="button" className="ts-checkout-link-button ts-widget-checkout__back" onClick={onBack}>
          <span aria-hidden="true">←</span>Back to tires
        </button>
        <h2 className="ts-installer-shop__title" ref={headingRef} tabIndex={-1}>
          Your cart
        </h2>
        {config && <p className="ts-installer-shop__place">Tires from {config.name}{config.city ? `, ${config.city}, ${config.state}` : ''}</p>}
      </header>
      <CartPageContent
        store={cart.store}
        empty={
          <div className="ts-state">
            <p>
              <strong>Your cart is empty.</strong>
            </p>
            <p>Choose tires from this shop’s selection and they’ll show up here.</p>
            <button type="button" className="ts-button" onClick={onBack}>
              Find tires
            </button>
          </div>
        }
      >
        {(siteCart) => {
          const defaultZip = siteCart.zip ?? siteCart.cartShipping?.zip ?? config?.zip ?? '';
          return (
            <CheckoutShippingView
              store={cart.store}
              cart={siteCart}
              tabs={shop === undefined ? null : widgetDeliveryTabs(siteCart, shop)}
              lookups={cart.lookups}
              Link={Link}
              defaultZip={defaultZip}
              headingLevel={3}
              hints={{ installer: 'Installed at this shop', mobile: 'This installer comes to you' }}
              renderPanel={(tab, { problem }) =>
                (tab === 'installer' || tab === 'mobile') && config ? (
                  <WidgetShopPanel cart={cart.store} config={config} shop={shop ?? null} mobile={tab === 'mobile'} problem={problem} defaultZip={defaultZip} />
                ) : undefined
              }
            />
          );
        }}
      </CartPageContent>
    </div>
  );
}
