/**
 * An affiliate widget that sells inside itself (its configuration's checkoutInWidget; its own
 * chunk, affiliate-shop.tsx): the partner widget's cart and in-widget checkout (WidgetCartShop) —
 * an installer near the shopper's ZIP, mobile installation or home delivery — with "Shop this
 * tire" kept beside "Add to cart". The token names the widget on its carts and orders.
 */
import type { ProductSummary } from '@tireshop/core';
import type { ReactNode } from 'react';
import { useShadowStyles } from '../../element/shadow-styles';
import type { WidgetSessionParts } from '@tireshop/core';
import affiliateCartCss from '../../styles/affiliate-cart.css';
import { InstallerShop, type InstallerShopProps } from '../installer-shop';
import type { LinkComponent } from '../link';
import { WidgetCartShop } from '../widget-cart/widget-cart-shop';

export interface AffiliateCartShopProps extends InstallerShopProps {
  session: WidgetSessionParts;
  Link: LinkComponent;
  shopThisTire: (product: ProductSummary) => ReactNode;
}

export default function AffiliateCartShop(props: AffiliateCartShopProps) {
  // The cart's own CSS comes with WidgetCartShop.
  useShadowStyles(affiliateCartCss);
  const { shopThisTire } = props;
  return (
    <WidgetCartShop
      {...props}
      widgetId={props.widgetId ?? ''}
      renderTires={(slots) => (
        <InstallerShop
          {...props}
          {...slots}
          cardAction={(product) => (
            <div className="ts-affiliate__actions">
              {slots.cardAction(product)}
              {shopThisTire(product)}
            </div>
          )}
        />
      )}
    />
  );
}
