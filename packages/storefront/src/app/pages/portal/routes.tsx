import type { RouteObject } from 'react-router';
import { pageModule } from '../../page-module';
import { portalShopWorkRoutes, portalWidgetReportsRoute } from '../portal-shop-work/routes';

const portal = pageModule('pages/portal/portal-pages', () => import('./portal-pages'));

/**
 * The portal (docs/portal.md): its home, a shop's pages inside the shop's layout (`portal-shop`:
 * the shop's name and navigation; its bookings, orders and reports are children beside the
 * widget), and a brand's or affiliate's widget. One lazy chunk with its route parts named there
 * (portal-pages.tsx), so the table every shopper's page carries grows by these lines only.
 */
export const portalRoutes: RouteObject[] = [
  { path: 'portal', ...portal((m) => m.home) },
  {
    id: 'portal-shop',
    path: 'portal/shops/:shopCode',
    ...portal((m) => m.shop),
    children: [{ index: true, ...portal((m) => m.overview) }, { path: 'widget', ...portal((m) => m.shopWidget) }, ...portalShopWorkRoutes],
  },
  { path: 'portal/widgets/:widgetId', ...portal((m) => m.widget) },
  portalWidgetReportsRoute,
];
