import type { RouteObject } from 'react-router';
import { pageModule } from '../../page-module';

const tireShops = pageModule('pages/shops/tire-shops', () => import('./tire-shops'));
const urbanArea = pageModule('pages/shops/urban-area', () => import('./urban-area'));
const shopPage = pageModule('pages/shops/shop-page', () => import('./shop-page'));

/**
 * The installer shop pages of spec storefront §2: /tire-shops, /tire-shops/{urbanArea} and
 * /tire-shops/shop/{shopName}/{shopCode}. The static `shop` segment outranks the metro slug in
 * react-router's matching, so no metro can shadow a shop page. Each page is its own chunk.
 */
export const shopRoutes: RouteObject[] = [
  { path: 'tire-shops', ...tireShops((m) => ({ loader: m.tireShopsLoader, Component: m.TireShopsPage })) },
  { path: 'tire-shops/:urbanArea', ...urbanArea((m) => ({ loader: m.urbanAreaLoader, Component: m.UrbanAreaPage })) },
  { path: 'tire-shops/shop/:shopName/:shopCode', ...shopPage((m) => ({ loader: m.shopPageLoader, Component: m.ShopPage })) },
];
