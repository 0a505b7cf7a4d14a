import { data, type RouteObject } from 'react-router';
import { Document } from './document';
import { ErrorPage } from './pages/error-page';
import { pageModule } from './page-module';
import { rootLoader } from './root-data';
import { catalogueRoutes } from './pages/catalogue/routes';
import { guidedRoutes } from './pages/guided/routes';
import { checkoutRoutes } from './pages/checkout/routes';
import { shopRoutes } from './pages/shops/routes';
import { orderRoutes } from './pages/orders/routes';
import { accountRoutes } from './pages/account/routes';
import { quoteRoutes } from './pages/quotes/routes';
import { contentRoutes } from './pages/content/routes';
import { installerSignupRoutes } from './pages/installer-signup/routes';
import { simpleSnapRoutes } from './pages/simplesnap/routes';
import { employeeRoutes } from './pages/employees/routes';
import { opsRoutes } from './pages/ops/routes';
import { portalRoutes } from './pages/portal/routes';

const home = pageModule('pages/home', () => import('./pages/home'));
const tireSize = pageModule('pages/tire-size', () => import('./pages/tire-size'));

/**
 * Every storefront route (spec storefront §2). The root loads the site calls once per document;
 * pages render inside the shell, and a failing page shows the error page inside the shell. The
 * shell and the error page are in the client's entry; every page is a lazy route (page-module.ts).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: rootLoader,
    // Site globals, menu and notifications are fetched on the server for each document.
    shouldRevalidate: () => false,
    Component: Document,
    children: [
      {
        id: 'pages',
        ErrorBoundary: ErrorPage,
        children: [
          { index: true, ...home((m) => ({ Component: m.HomePage })) },
          { path: 'tire-sizes', ...tireSize((m) => ({ loader: m.tireSizesIndexLoader, Component: m.TireSizesIndexPage })) },
          { path: 'tire-sizes/:size', ...tireSize((m) => ({ loader: m.tireSizeLoader, Component: m.TireSizePage })) },
          ...catalogueRoutes,
          ...guidedRoutes,
          ...checkoutRoutes,
          ...shopRoutes,
          ...orderRoutes,
          ...accountRoutes,
          ...quoteRoutes,
          ...installerSignupRoutes,
          ...simpleSnapRoutes,
          ...employeeRoutes,
          ...opsRoutes,
          ...portalRoutes,
          ...contentRoutes,
          {
            path: '*',
            loader: () => {
              throw data({ message: 'Not found' }, { status: 404 });
            },
            Component: () => null,
          },
        ],
      },
    ],
  },
];
