/**
 * Helpers of the analytics suites (docs/analytics.md): the API with an operations session that
 * reads the daily summary, batches sent as a page sends them, and the event lists of a shopper's
 * way through the shop.
 */
import { randomUUID } from 'node:crypto';
import { ACCOUNT_SESSION_HEADER } from '@tireshop/core';
import { ensureOperationsAccount } from '../../src/auth/operations-user';
import type { Database } from '../../src/db/client';
import { jsonCall, testApi, type Answer } from './api';
import { clock } from './clock';

/** Puts the shop's clock at `iso` (it runs on in real time from there). */
export const setClock = (iso: string) => clock.advance(Date.parse(iso) - clock.now().getTime());

/** A new browser's visitor id. */
export const visitor = () => randomUUID().replaceAll('-', '');

type SearchKind = 'size' | 'vehicle';
type CheckoutStep = 'shipping' | 'services' | 'payment';

/** What one shopper did, in the order a page reports it. */
export interface ShopperWay {
  pages?: string[];
  searches?: SearchKind[];
  /** The quantity of each add to cart. */
  adds?: number[];
  steps?: CheckoutStep[];
}

/** The events of a shopper's way: page views, searches, adds to cart, then checkout steps. */
export function shopperEvents({ pages = [], searches = [], adds = [], steps = [] }: ShopperWay) {
  return [
    ...pages.map((page) => ({ type: 'page_view', page })),
    ...searches.map((searchKind) => ({ type: 'search', searchKind })),
    ...adds.map((quantity) => ({ type: 'add_to_cart', quantity })),
    ...steps.map((step) => ({ type: 'checkout_step', step })),
  ];
}

/**
 * The API with the storefront's token and a signed-in operations session: `send` posts a batch as
 * a page does (no token), `summary` reads the daily summary (as operations unless told otherwise).
 */
export async function analyticsApi(database: Database, operationsEmail: string, operationsPassword: string) {
  const api = await testApi(database);
  const storefront = await api.storefrontToken();
  await ensureOperationsAccount(database, operationsEmail, operationsPassword);
  const signIn = await jsonCall(api.request, 'POST', '/v1/users/sign-in', {
    token: storefront,
    body: { email: operationsEmail, password: operationsPassword },
  });
  const operations: string = signIn.body.session.token;
  const send = (body: unknown): Promise<Answer> => jsonCall(api.request, 'POST', '/v1/analytics/events', { token: null, body });
  const summary = (days: number, session: string | null = operations, token: string | null = storefront) =>
    jsonCall(api.request, 'GET', `/v1/operations/analytics/daily?days=${days}`, {
      token,
      headers: session ? { [ACCOUNT_SESSION_HEADER]: session } : {},
    });
  return { api, storefront, operations, send, summary };
}

export type AnalyticsApi = Awaited<ReturnType<typeof analyticsApi>>;
