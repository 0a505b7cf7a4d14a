/**
 * The partner widget's tires: the search and results (InstallerShop) and, when the shopper opens a
 * tire, its product line's page inside the widget (partner-product-line.tsx, its own chunk). The
 * results stay mounted (hidden) meanwhile, so "Back to tires" finds them as they were and gives
 * the keyboard back to the tire's link. A plain click opens the page here; the link itself is the
 * shop's page, so a new tab or a middle click opens that, never a page of the host's site.
 */
import type { ProductSummary } from '@tireshop/core';
import { lazy, Suspense, useCallback, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { WidgetSessionParts } from '@tireshop/core';
import { InstallerShop, type InstallerShopProps } from '../installer-shop';
import type { LinkComponent } from '../link';
import { shopPageUrl } from '../shop-links';
import { WidgetLoading } from '../widget-cart/widget-loading';
import { productLineOfHref } from './product-line-href';

const PartnerProductLine = /* @__PURE__ */ lazy(() => import('./partner-product-line').then((m) => ({ default: m.PartnerProductLine })));

export interface PartnerTiresProps extends InstallerShopProps {
  session: WidgetSessionParts;
  /** Links to the shop's own pages (in a new tab). */
  Link: LinkComponent;
  cardAction?: (product: ProductSummary) => ReactNode;
}

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function PartnerTires(props: PartnerTiresProps) {
  const { session, Link: ShopLink, shopOrigin, widgetId = '', cardAction } = props;
  const [line, setLine] = useState<string | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const LineLink = useMemo<LinkComponent>(
    () =>
      function LineLink({ href, className, children, ...rest }) {
        if (!productLineOfHref(href) || !shopOrigin) {
          return (
            <ShopLink href={href} className={className} {...rest}>
              {children}
            </ShopLink>
          );
        }
        const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
          if (!plainClick(event)) return;
          event.preventDefault();
          opener.current = event.currentTarget;
          setLine(href);
        };
        return (
          <a href={shopPageUrl(href, shopOrigin, widgetId, 'partner-widget')} className={className} onClick={onClick} {...rest}>
            {children}
          </a>
        );
      },
    [ShopLink, shopOrigin, widgetId],
  );

  // The page's title takes the keyboard when it appears (its code may still be on its way when the shopper clicks).
  const focusTitle = useCallback((heading: HTMLHeadingElement | null) => heading?.focus(), []);

  function back() {
    setLine(null);
    requestAnimationFrame(() => opener.current?.focus());
  }

  return (
    <>
      <div className="ts-partner-view" hidden={line !== null}>
        <InstallerShop {...props} Link={LineLink} />
      </div>
      {line !== null && (
        <Suspense fallback={<WidgetLoading message="Loading the tire…" />}>
          <PartnerProductLine api={session.api} href={line} Link={ShopLink} cardAction={cardAction} onBack={back} headingRef={focusTitle} />
        </Suspense>
      )}
    </>
  );
}
