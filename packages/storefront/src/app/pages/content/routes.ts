import type { RouteObject } from 'react-router';
import { pageModule } from '../../page-module';

const content = pageModule('pages/content/content-page', () => import('./content-page'));
const page = () => content((m) => ({ loader: m.contentLoader, Component: m.ContentPage }));

/**
 * The content routes of spec storefront §2: /learn, /learn/{category}, /learn/{category}/{slug},
 * the same under /press, and the catch-all /{slug} for every other page (/about, /faqs,
 * /help-center, /sitemap, …). Static segments outrank `:slug` in react-router's matching, so no
 * content page can shadow a shop route; an unknown or unpublished slug is the 404 page.
 */
export const contentRoutes: RouteObject[] = [
  { path: 'learn', ...page() },
  { path: 'learn/:category', ...page() },
  { path: 'learn/:category/:slug', ...page() },
  { path: 'press', ...page() },
  { path: 'press/:category', ...page() },
  { path: 'press/:category/:slug', ...page() },
  { path: ':slug', ...page() },
];
