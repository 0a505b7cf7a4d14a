/** The storefront in the browser: hydrates the server-rendered document and routes client-side. */
import { createApiClient, type StorefrontVariant } from '@tireshop/core';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { DocumentContext, setBrowserContext } from '../app/context';
import { routes } from '../app/routes';
import type { RootData } from '../app/root-data';

declare global {
  interface Window {
    __staticRouterHydrationData?: { loaderData?: { root?: RootData } };
  }
}

const STOREFRONT_WEB_CLIENT_ID = 'storefront-web';

const rootData = window.__staticRouterHydrationData?.loaderData?.root;
setBrowserContext({
  api: createApiClient({
    baseUrl: `${location.origin}/api`,
    credentials: { clientId: STOREFRONT_WEB_CLIENT_ID },
  }),
  origin: rootData?.origin ?? location.origin,
  variant: (rootData?.variant ?? 'retail') as StorefrontVariant,
});

// react-router reads window.__staticRouterHydrationData (and revives route errors) itself.
const router = createBrowserRouter(routes);
const assets = {
  hydrationScript: document.getElementById('sf-hydration')?.textContent ?? '',
  clientEntry: (document.querySelector('script[type="module"][src]') as HTMLScriptElement | null)?.getAttribute('src') ?? '',
  css: document.querySelector('head style')?.textContent ?? '',
};

hydrateRoot(
  document,
  <StrictMode>
    <DocumentContext.Provider value={assets}>
      <RouterProvider router={router} />
    </DocumentContext.Provider>
  </StrictMode>,
);
