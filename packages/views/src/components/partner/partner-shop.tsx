/**
 * The partner widget (a tire brand's embedded shop, spec rules §6 "Partner-widget variant"): the
 * brand's tires by size or vehicle — the API limits its token to the brand's own (docs/decisions.md
 * "Partner widget") — with a cart and the checkout inside the widget, as the installer widget has.
 *
 * Its first modules are the search and the results only (the 30 kB first-results budget): the cart
 * (its store, the cart button, "Add to cart", the summary hash) comes in a chunk asked for as the
 * widget first renders, and the modals, the checkout, payment and the placed order later still,
 * as in the installer widget. Until the cart's chunk is in, the tires show without it (and a
 * tire's link opens the shop's page); with it, a tire's page opens inside the widget.
 */
import { lazy, Suspense, useMemo } from 'react';
import type { WidgetSessionParts } from '@tireshop/core';
import { InstallerShop, installerShopCss, type InstallerShopProps } from '../installer-shop';
import { shopLinkComponent } from '../shop-links';

export interface PartnerShopProps extends InstallerShopProps {
  /** The widget's session (its API client, element, config), for the cart made when the cart's code arrives. */
  session: WidgetSessionParts;
}

/** The cart's code: asked for on the first render, so it is usually in before the first results. */
const PartnerCartShop = /* @__PURE__ */ lazy(() => import('./partner-cart-shop').then((m) => ({ default: m.PartnerCartShop })));

export function PartnerShop(props: PartnerShopProps) {
  const { shopOrigin, widgetId = '' } = props;
  // Pages the widget does not show itself open on the shop's site, marked as the partner widget's (spec §2).
  const Link = useMemo(() => shopLinkComponent(shopOrigin, widgetId, 'partner-widget'), [shopOrigin, widgetId]);
  // The title names the brands, as the API names the widget ("Shop BFGoodrich & Michelin tires"); the
  // search offers sizes by vehicle: the API suggests nothing that would lead out of the brand's tires.
  const shop = { ...props, Link, title: 'Shop {shop} tires', searchLabel: "Don't know your size? Search by vehicle" } as const;
  return (
    <Suspense fallback={<InstallerShop {...shop} />}>
      <PartnerCartShop {...shop} />
    </Suspense>
  );
}

/** The shadow root's CSS when the partner widget connects: the tire shop's (the cart's arrives with its code). */
export const partnerShopCss = installerShopCss;
