import type { RouteObject } from 'react-router';
import { ShopPage, shopPageLoader } from './shop-page';
import { TireShopsPage, tireShopsLoader } from './tire-shops';
import { UrbanAreaPage, urbanAreaLoader } from './urban-area';

/**
 * The installer shop pages of spec storefront §2: /tire-shops, /tire-shops/{urbanArea} and
 * /tire-shops/shop/{shopName}/{shopCode}. The static `shop` segment outranks the metro slug in
 * react-router's matching, so no metro can shadow a shop page.
 */
export const shopRoutes: RouteObject[] = [
  { path: 'tire-shops', loader: tireShopsLoader, Component: TireShopsPage },
  { path: 'tire-shops/:urbanArea', loader: urbanAreaLoader, Component: UrbanAreaPage },
  { path: 'tire-shops/shop/:shopName/:shopCode', loader: shopPageLoader, Component: ShopPage },
];
