/**
 * The installer-sponsored storefront's delivery step (rules §6 OTS: "Change-shop controls are
 * inert"; docs/variants.md "The sponsoring shop"): the sponsoring shop is the installer tab,
 * preselected, as in the installer widget — the same views, fed the shop the storefront keeps.
 */
import { type CartStore, findWidgetShop, type SiteCart, type SponsoringShop } from '@tireshop/core';
import { type CheckoutShippingViewProps, useOwnShopDelivery, useOwnShopLookup } from '@tireshop/views';
import { useMemo, type ReactNode } from 'react';
import { storefrontContext } from '../../context';

export function SponsorDelivery({
  store,
  cart,
  sponsor,
  zip,
  render,
}: {
  store: CartStore;
  cart: SiteCart;
  sponsor: SponsoringShop;
  zip: string;
  render: (own?: Pick<CheckoutShippingViewProps, 'tabs' | 'hints' | 'renderPanel'>) => ReactNode;
}) {
  const { api } = storefrontContext(undefined);
  const shop = useOwnShopLookup(useMemo(() => () => findWidgetShop(api, sponsor), [api, sponsor]));
  return render(useOwnShopDelivery(store, cart, sponsor, shop, zip) ?? undefined);
}
