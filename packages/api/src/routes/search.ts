/** Shopper sessions, past searches and recent searches (spec §7). Thin: validate, then call a service. */
import {
  addPastSearchEndpoint,
  addRecentSearchEndpoint,
  deletePastSearchesEndpoint,
  listPastSearchesEndpoint,
  listRecentSearchesEndpoint,
  USER_SESSION_HEADER,
  nearestLocationEndpoint,
  updatePersonalizationEndpoint,
  userSessionEndpoint,
} from '@tireshop/core';
import type { Hono } from 'hono';
import type { Database } from '../db/client';
import { apiOrigin, registerEndpoint, type ApiContext, type ApiEnv, type RegisterOptions } from '../http/endpoint';
import { addRecentItem, listRecentItems } from '../services/recent-searches';
import { addPastSearch, deletePastSearches, listPastSearches } from '../services/search-history';
import { getOrStartSession, nearestLocation, requireSession, updatePersonalization } from '../services/sessions';

export function searchRoutes(app: Hono<ApiEnv>, database: Database, options: RegisterOptions) {
  const session = (c: ApiContext) => requireSession(database, c.req.header(USER_SESSION_HEADER));

  registerEndpoint(app, userSessionEndpoint, options, (_input, c) => getOrStartSession(database, c.req.header(USER_SESSION_HEADER)));

  registerEndpoint(app, updatePersonalizationEndpoint, options, async ({ body }, c) =>
    updatePersonalization(database, await session(c), body),
  );
  registerEndpoint(app, nearestLocationEndpoint, options, ({ query }) => nearestLocation(query));

  registerEndpoint(app, listPastSearchesEndpoint, options, async (_input, c) => ({
    pastSearches: await listPastSearches(database, await session(c)),
  }));
  registerEndpoint(app, addPastSearchEndpoint, options, async ({ body }, c) => ({
    pastSearches: await addPastSearch(database, await session(c), body),
  }));
  registerEndpoint(app, deletePastSearchesEndpoint, options, async ({ query }, c) => ({
    pastSearches: await deletePastSearches(database, await session(c), query.id),
  }));

  registerEndpoint(app, listRecentSearchesEndpoint, options, async ({ query }, c) => ({
    recentItems: await listRecentItems(database, await session(c), query, apiOrigin(c)),
  }));
  registerEndpoint(app, addRecentSearchEndpoint, options, async ({ query }, c) => ({
    recentItems: await addRecentItem(database, await session(c), query, apiOrigin(c), c.var.now),
  }));
}
