/**
 * The installer widget: the installer's tire shop with its cart — "Add to cart" on each result,
 * the cart button beside the title, the cart modals and the in-widget checkout.
 *
 * Its first modules are the search and the results only (the 30 kB first-results budget,
 * ARCHITECTURE "Widget delivery"): the cart (its store, the cart part of the API contract, the
 * cart button, "Add to cart") comes in a chunk asked for as the widget first renders, so it is
 * usually in before the first results; the modals, the checkout, payment and the placed order
 * come later still. The tire list is rendered once, in the same place, before and after the
 * cart's code arrives: a search the shopper opened meanwhile stays open, and the cart button and
 * the add actions join the header and the cards where they are.
 */
import type { WidgetView } from '@tireshop/core';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { Fragment, useEffect, useMemo, useState } from 'react';
import type { WidgetSessionParts } from '@tireshop/core';
import { InstallerShop, installerShopCss, type InstallerShopProps } from '../installer-shop';
import { shopLinkComponent } from '../shop-links';

export interface InstallerCartShopProps extends InstallerShopProps {
  /** The widget's session, whose cart the cart's chunk makes. */
  session: WidgetSessionParts;
}

type CartCode = typeof import('./installer-cart');

/** The tire list's view until the cart's code is in. */
const TIRES = /* @__PURE__ */ atom<WidgetView>('tires');

/** The cart's code, asked for once per page. */
let cartCode: Promise<CartCode> | null = null;

function useCartCode(): CartCode | null {
  const [code, setCode] = useState<CartCode | null>(null);
  useEffect(() => {
    let live = true;
    cartCode ??= import('./installer-cart');
    cartCode.then(
      // The cart joins the list in a task of its own, not in the one that evaluated its code: two
      // short tasks on the host page's main thread rather than one long one.
      (loaded) => setTimeout(() => live && setCode(loaded)),
      (error: unknown) => {
        // The tires still work without the cart; the next element (or a reload) asks again.
        console.warn('[tireshop] cannot load the cart', error);
        cartCode = null;
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return code;
}

export function InstallerCartShop(props: InstallerCartShopProps) {
  const { session, config, shopOrigin, widgetId = '' } = props;
  const Link = useMemo(() => shopLinkComponent(shopOrigin, widgetId), [shopOrigin, widgetId]);
  const code = useCartCode();
  const shop = code?.installerCartShop(session, shopOrigin) ?? null;
  const view = useStore(shop?.$view ?? TIRES);
  return (
    // Another widget id is another shop and cart: its views start afresh.
    <Fragment key={widgetId}>
      <div className="ts-widget-view" hidden={view !== 'tires'}>
        <InstallerShop {...props} Link={Link} {...(shop && code ? code.tireListSlots(shop) : {})} />
      </div>
      {shop && code && <code.WidgetCartViews shop={shop} config={config} Link={Link} />}
    </Fragment>
  );
}

/** The shadow root's CSS when the installer widget connects: the tire shop's (the cart's arrives with its code). */
export const installerCartShopCss = installerShopCss;
