import { useMemo } from 'react';
import { InstallerShop, installerShopCss, type InstallerShopProps } from '../installer-shop';
import { shopLinkComponent } from '../shop-links';
import cartButtonCss from '../../styles/cart-button.css';
import widgetCartCss from '../../styles/widget-cart.css';
import { WidgetCartShop } from './widget-cart-shop';
import type { WidgetCart } from './widget-cart-session';

export interface InstallerCartShopProps extends InstallerShopProps {
  /** The widget's cart (shopWidgetProps with `extend: widgetCartProps`). */
  cart: WidgetCart;
}

/**
 * The installer widget: the installer's tire shop with its cart — "Add to cart" on each result,
 * the cart button beside the title, the cart modals and the in-widget checkout. Only this widget
 * imports the cart and checkout views; the other widgets render InstallerShop alone.
 */
export function InstallerCartShop(props: InstallerCartShopProps) {
  const { cart, config, shopOrigin, widgetId = '' } = props;
  const Link = useMemo(() => shopLinkComponent(shopOrigin, widgetId), [shopOrigin, widgetId]);
  return (
    <WidgetCartShop
      // Another widget id is another shop and cart: its views start afresh.
      key={widgetId}
      cart={cart}
      config={config}
      Link={Link}
      shopOrigin={shopOrigin}
      widgetId={widgetId}
      renderTires={(slots) => <InstallerShop {...props} Link={Link} {...slots} />}
    />
  );
}

/**
 * The shadow root's CSS of the installer widget when it connects: the tire shop's, its cart
 * button's and its add-to-cart box's. The cart modals and the checkout, payment and order views
 * add theirs when their code arrives (useShadowStyles).
 */
export const installerCartShopCss = [installerShopCss, cartButtonCss, widgetCartCss].join('\n');
