import type { RouteObject } from 'react-router';
import { pageModule } from '../../page-module';

const opsPages = pageModule('pages/ops/ops-pages', () => import('./ops-pages'));

/**
 * The operations console (docs/operations-console.md): staff pages in one lazy chunk that a
 * shopper's pages never load, behind one route — the chunk tells its pages apart itself, so the
 * console adds next to nothing to the script every shopper downloads. The API answers each page's
 * calls only for an operations account.
 */
export const opsRoutes: RouteObject[] = [
  { path: 'ops/*', ...opsPages((m) => ({ loader: m.opsLoader, action: m.opsAction, Component: m.OpsPage })) },
];
