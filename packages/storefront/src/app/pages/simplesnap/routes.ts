import { paths } from '@tireshop/core';
import type { RouteObject } from 'react-router';
import { pageModule } from '../../page-module';

const simpleSnap = pageModule('pages/simplesnap/simplesnap-page', () => import('./simplesnap-page'));

/**
 * spec storefront §2 /simplesnap (photo of tire size). A static segment, so it outranks the
 * content pages' catch-all `/{slug}`.
 */
export const simpleSnapRoutes: RouteObject[] = [
  { path: paths.simpleSnap().slice(1), ...simpleSnap((m) => ({ Component: m.SimpleSnapPage })) },
];
