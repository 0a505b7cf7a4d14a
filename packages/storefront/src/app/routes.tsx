import { data, type RouteObject } from 'react-router';
import { Document } from './document';
import { ErrorPage } from './pages/error-page';
import { HomePage } from './pages/home';
import { TireSizePage, tireSizeLoader, TireSizesIndexPage, tireSizesIndexLoader } from './pages/tire-size';
import { rootLoader } from './root-data';
import { catalogueRoutes } from './pages/catalogue/routes';
import { guidedRoutes } from './pages/guided/routes';
import { checkoutRoutes } from './pages/checkout/routes';
import { shopRoutes } from './pages/shops/routes';
import { orderRoutes } from './pages/orders/routes';

/**
 * Every storefront route (spec storefront §2). The root loads the site calls once per document;
 * pages render inside the shell, and a failing page shows the error page inside the shell.
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
          { index: true, Component: HomePage },
          { path: 'tire-sizes', loader: tireSizesIndexLoader, Component: TireSizesIndexPage },
          { path: 'tire-sizes/:size', loader: tireSizeLoader, Component: TireSizePage },
          ...catalogueRoutes,
          ...guidedRoutes,
          ...checkoutRoutes,
          ...shopRoutes,
          ...orderRoutes,
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
