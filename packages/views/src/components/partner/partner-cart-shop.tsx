/**
 * The partner widget's cart (its own chunk, partner-shop.tsx): the installer widget's cart and
 * in-widget checkout (WidgetCartShop, WidgetCheckout) for a shop without an installer of its own —
 * the shopper chooses an installer near their ZIP, mobile installation or home delivery — and the
 * partner variant's summary hash (spec rules §6).
 */
import { sessionCart } from '@tireshop/core';
import type { CartStore } from '@tireshop/core';
import { useEffect } from 'react';
import { useShadowStyles } from '../../element/shadow-styles';
import type { WidgetSessionParts } from '@tireshop/core';
import type { InstallerShopProps } from '../installer-shop';
import type { LinkComponent } from '../link';
import { WidgetCartShop } from '../widget-cart/widget-cart-shop';
import { PartnerTires } from './partner-tires';

/** spec rules §6 partner widget: "The cart summary opens from the hash cart_summary_modal_open=true." */
export const CART_SUMMARY_HASH = 'cart_summary_modal_open=true';

/** Does the host page's address ask for the cart summary (`#cart_summary_modal_open=true`, among other hash values)? */
export function asksForCartSummary(hash: string): boolean {
  return hash.replace(/^#/, '').split('&').includes(CART_SUMMARY_HASH);
}

/**
 * Opens the cart (its summary; the empty-cart dialog at zero) when the host page's hash asks for
 * it, on arrival and whenever the hash changes to it. The widget never changes the host's address.
 */
function useCartSummaryHash(store: CartStore) {
  useEffect(() => {
    const openIfAsked = () => {
      if (asksForCartSummary(window.location.hash)) store.openCart();
    };
    openIfAsked();
    window.addEventListener('hashchange', openIfAsked);
    return () => window.removeEventListener('hashchange', openIfAsked);
  }, [store]);
}

/** The tire page's switch (partner-tires.tsx); the cart's own CSS comes with WidgetCartShop. */
const PARTNER_CART_CSS = '.ts-partner-view[hidden]{display:none}';

export interface PartnerCartShopProps extends InstallerShopProps {
  /** The widget's session, whose cart this is. */
  session: WidgetSessionParts;
  Link: LinkComponent;
}

export function PartnerCartShop(props: PartnerCartShopProps) {
  useShadowStyles(PARTNER_CART_CSS);
  useCartSummaryHash(sessionCart(props.session).store);
  return <WidgetCartShop {...props} widgetId={props.widgetId ?? ''} renderTires={(slots) => <PartnerTires {...props} {...slots} />} />;
}
