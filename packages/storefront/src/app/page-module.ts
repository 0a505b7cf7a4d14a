/**
 * Route-level code splitting. Each page module is its own chunk in the browser build, loaded
 * through react-router's `lazy` route property: on the server when the static handler matches the
 * route, in the browser before hydration (`loadMatchedPages`) or on a client-side navigation.
 *
 * A route's handle names its page module (`pageModule`, the path under app/ without extension),
 * so the server can list the chunks of the matched pages as `<link rel="modulepreload">` from the
 * build's manifest (rollup.config.mjs writes it under the same names).
 */
import { matchRoutes, type LazyRouteFunction, type RouteObject } from 'react-router';

export interface PageModuleHandle {
  pageModule: string;
}

type LazyParts = Awaited<ReturnType<LazyRouteFunction<RouteObject>>>;

/**
 * `pageModule('pages/home', () => import('./pages/home'))` gives a function that makes the route
 * properties of one of the module's pages: `home((m) => ({ Component: m.HomePage }))`.
 */
export function pageModule<M>(name: string, load: () => Promise<M>) {
  return (parts: (module: M) => LazyParts, handle: object = {}) => ({
    lazy: () => load().then(parts),
    handle: { ...handle, pageModule: name } satisfies PageModuleHandle,
  });
}

/** The page module a route's handle names, if any (server: which chunks to preload). */
export function pageModuleOf(handle: unknown): string | undefined {
  const name = (handle as Partial<PageModuleHandle> | undefined)?.pageModule;
  return typeof name === 'string' ? name : undefined;
}

/**
 * Loads the lazy modules of the routes matching `location` and writes their properties into the
 * route objects, so the browser router starts with them and hydration renders what the server
 * rendered (react-router's pattern for lazy routes with server rendering). Call it before
 * `createBrowserRouter(routes)`.
 */
export async function loadMatchedPages(routes: RouteObject[], location: string): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const parts = await route.lazy();
      Object.assign(route, parts, { lazy: undefined });
    }),
  );
}
