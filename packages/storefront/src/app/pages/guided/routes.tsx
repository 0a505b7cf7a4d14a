import type { RouteObject } from 'react-router';
import { pageModule } from '../../page-module';

const guided = pageModule('pages/guided/guided-shopping', () => import('./guided-shopping'));

/** /guided-shopping (guided-shopping.tsx). */
export const guidedRoutes: RouteObject[] = [
  { path: 'guided-shopping', ...guided((m) => ({ loader: m.guidedLoader, Component: m.GuidedShoppingPage })) },
];
