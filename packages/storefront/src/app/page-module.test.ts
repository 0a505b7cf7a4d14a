/**
 * Every page is a lazy route whose handle names its module: the server preloads that module's
 * chunks, and the browser loads it before hydrating.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadMatchedPages, pageModuleOf } from './page-module';
import { routes } from './routes';

const Empty = () => null;

const appDir = fileURLToPath(new URL('.', import.meta.url));

function flatten(list: RouteObject[]): RouteObject[] {
  return list.flatMap((route) => [route, ...flatten(route.children ?? [])]);
}

describe('lazy page routes', () => {
  it('name a page module that exists, and loading one gives the page', async () => {
    const lazyRoutes = flatten(routes).filter((route) => route.lazy);
    expect(lazyRoutes.length).toBeGreaterThan(40);
    for (const route of lazyRoutes) {
      const name = pageModuleOf(route.handle);
      expect(name, route.path).toBeDefined();
      expect(existsSync(`${appDir}/${name}.tsx`) || existsSync(`${appDir}/${name}.ts`), `${name}.ts(x)`).toBe(true);
    }
    const home = lazyRoutes.find((route) => route.index);
    const parts = typeof home?.lazy === 'function' ? await home.lazy() : undefined;
    expect(parts?.Component).toBeTypeOf('function');
  });

  it('are loaded into the route objects before the browser router is made (hydration renders the page)', async () => {
    const tree: RouteObject[] = [
      {
        path: '/',
        children: [
          { path: 'a', lazy: async () => ({ Component: Empty, loader: () => 'a' }) },
          { path: 'b', lazy: async () => ({ Component: Empty }) },
        ],
      },
    ];
    await loadMatchedPages(tree, '/a');
    const [a, b] = tree[0]!.children!;
    expect(a!.lazy).toBeUndefined();
    expect(a!.Component).toBeTypeOf('function');
    expect(a!.loader).toBeTypeOf('function');
    expect(b!.lazy).toBeTypeOf('function'); // not matched: still lazy
  });
});
