/**
 * The affiliate widget (spec §4 Widget origin: affiliate-widget or manufacturer-widget): an
 * affiliate's or a tire maker's embedded size and vehicle search with the shop's tires. Each
 * tire's name and "Shop this tire" open its page on the shop's site in a new tab (the host page
 * is never navigated) through the API's click address, which counts the click and marks the visit
 * with the widget (spec §2 widgetType, §7 widgetSourceId), so the storefront's cart and order are
 * the affiliate's. Where the widget's configuration on the server allows (checkoutInWidget), its
 * cart and checkout are inside it as in the partner widget: that code arrives in its own chunk
 * only then. See docs/integration.md "The affiliate widget".
 */
import { useStore } from '@nanostores/react';
import type { ProductSummary } from '@tireshop/core';
import { lazy, Suspense, useMemo } from 'react';
import type { WidgetSessionParts } from '@tireshop/core';
import { InstallerShop, installerShopCss, type InstallerShopProps } from '../installer-shop';
import { useMessages } from '../locale';
import { affiliateLinkComponent, clickThroughUrl } from './affiliate-links';

export interface AffiliateShopProps extends InstallerShopProps {
  /** The widget's session (its API client, element, config), for the cart where the widget sells inside itself. */
  session: WidgetSessionParts;
}

// Its module's default export: the first results' budget (30 kB) has no room for a wrapper.
const AffiliateCartShop = /* @__PURE__ */ lazy(() => import('./affiliate-cart-shop'));

export function AffiliateShop(props: AffiliateShopProps) {
  const { shopOrigin, widgetId = '', config } = props;
  const cfg = useStore(config);
  const t = useMessages('shop');
  const Link = useMemo(() => affiliateLinkComponent(shopOrigin, widgetId), [shopOrigin, widgetId]);
  const shopThisTire = (product: ProductSummary) => (
    <Link href={product.link.href} className="ts-button">
      {t('Shop this tire')}
      {/* Read as "Shop this tire (CrossClimate2)": the hidden part is a box of its own, so a space comes before it. */}
      <span className="ts-visually-hidden">({product.productLine.name})</span>
    </Link>
  );
  const sellsHere = cfg.status === 'ready' && cfg.config.checkoutInWidget;
  const shop = {
    ...props,
    Link,
    shopPage: shopOrigin ? (href: string) => clickThroughUrl(href, shopOrigin, widgetId) : undefined,
    title: 'Find the right tires' as const,
  };
  const withoutCart = <InstallerShop {...shop} cardAction={shopThisTire} />;
  if (!sellsHere) return withoutCart;
  return (
    <Suspense fallback={withoutCart}>
      <AffiliateCartShop {...shop} shopThisTire={shopThisTire} />
    </Suspense>
  );
}

/** The shadow root's CSS when the affiliate widget connects: the tire shop's (the cart's arrives with its code). */
export const affiliateShopCss = installerShopCss;
