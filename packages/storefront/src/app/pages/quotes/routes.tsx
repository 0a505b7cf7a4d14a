import type { RouteObject } from 'react-router';
import { pageModule } from '../../page-module';

const quotePages = pageModule('pages/quotes/quote-pages', () => import('./quote-pages'));

/**
 * Sales quotes (docs/quotes.md): the customer's quote by its link, and the sales tool user's list
 * of the quotes they sent in the account area. One chunk, in no other page's first load.
 */
export const quoteRoutes: RouteObject[] = [
  { path: 'quotes/:token', ...quotePages((m) => ({ loader: m.quoteLoader, Component: m.QuotePage })) },
  { path: 'account/quotes', ...quotePages((m) => ({ loader: m.myQuotesLoader, action: m.myQuotesAction, Component: m.MyQuotesPage })) },
];
