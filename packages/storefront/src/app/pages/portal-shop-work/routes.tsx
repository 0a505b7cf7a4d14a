import type { RouteObject } from 'react-router';
import { pageModule } from '../../page-module';

const pages = pageModule('pages/portal-shop-work/pages', () => import('./pages'));

/**
 * The shop's day's work in the portal (docs/portal.md "Bookings, orders to fulfil and reports"),
 * relative to the shop's portal path (`portal/shops/:shopCode`): one lazy chunk for the three pages,
 * so the shopper's pages carry none of it (and their route table as little as can be).
 */
export const portalShopWorkRoutes: RouteObject[] = (['bookings', 'orders', 'reports', 'team'] as const).map((page) => ({
  path: page,
  ...pages((m) => m[page]),
}));

/** A brand's or affiliate's widget report (`portal/widgets/:widgetId/reports`), in the same chunk as the shop's. */
export const portalWidgetReportsRoute: RouteObject = { path: 'portal/widgets/:widgetId/reports', ...pages((m) => m.widgetReports) };
