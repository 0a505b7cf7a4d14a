import type { RouteObject } from 'react-router';
import { pageModule } from '../../page-module';

const signup = pageModule('pages/installer-signup/installer-signup', () => import('./installer-signup'));

/**
 * spec storefront §2 /installer-signup: the program's page and its application form. A static
 * segment, so it outranks the content pages' catch-all `/{slug}` that would show the text alone.
 */
export const installerSignupRoutes: RouteObject[] = [
  {
    path: 'installer-signup',
    ...signup((m) => ({ loader: m.installerSignupLoader, action: m.installerSignupAction, Component: m.InstallerSignupPage })),
  },
];
