/**
 * Sales quotes (docs/quotes.md): a sales tool user sends their cart as a quote; the customer reads
 * it by its link and opens it into their own cart. Thin handlers: services/quotes.ts holds the rules.
 */
import { myQuotesEndpoint, openQuoteEndpoint, quoteEndpoint, sendQuoteEndpoint, withdrawQuoteEndpoint } from '@tireshop/core';
import type { Hono } from 'hono';
import type { Database } from '../db/client';
import { apiOrigin, registerEndpoint, type ApiEnv, type RegisterOptions } from '../http/endpoint';
import { listMyQuotes, openQuote, readQuote, sendQuote, withdrawQuote } from '../services/quotes';

export interface QuoteRouteOptions {
  /** The shop's public address for the quote's link (config.shopUrl); else the request's origin. */
  shopUrl?: string;
}

export function quoteRoutes(app: Hono<ApiEnv>, database: Database, options: RegisterOptions, { shopUrl }: QuoteRouteOptions = {}) {
  registerEndpoint(app, sendQuoteEndpoint, options, ({ client, body }, c) => {
    c.header('Cache-Control', 'private, no-store');
    return sendQuote(database, client, body, { now: c.var.now, shopUrl: shopUrl ?? apiOrigin(c), apiOrigin: apiOrigin(c) });
  });
  registerEndpoint(app, myQuotesEndpoint, options, ({ client }, c) => {
    c.header('Cache-Control', 'private, no-store');
    return listMyQuotes(database.db, client, { now: c.var.now, shopUrl: shopUrl ?? apiOrigin(c), apiOrigin: apiOrigin(c) });
  });
  registerEndpoint(app, quoteEndpoint, options, ({ params }, c) => {
    c.header('Cache-Control', 'private, no-store');
    return readQuote(database.db, params.token, c.var.now, apiOrigin(c));
  });
  registerEndpoint(app, openQuoteEndpoint, options, ({ client, params, body }, c) =>
    openQuote(database, client, params.token, body.cartId, {
      now: c.var.now,
      apiOrigin: apiOrigin(c),
      // A quote opened on the dealer-owned storefront's pages into a new cart makes a dealer cart.
      storefrontVariantOf: c.var.storefrontVariantOf,
    }),
  );
  registerEndpoint(app, withdrawQuoteEndpoint, options, ({ client, params }, c) => {
    c.header('Cache-Control', 'private, no-store');
    return withdrawQuote(database.db, client, params.quoteNumber, {
      now: c.var.now,
      shopUrl: shopUrl ?? apiOrigin(c),
      apiOrigin: apiOrigin(c),
    });
  });
}
