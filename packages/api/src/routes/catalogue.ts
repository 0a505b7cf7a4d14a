import { tireSizeListingEndpoint, typeaheadEndpoint } from '@tireshop/core';
import type { Hono } from 'hono';
import type { Database } from '../db/client';
import { apiOrigin, registerEndpoint, type ApiEnv, type RegisterOptions } from '../http/endpoint';
import { brandScope } from '../services/brand-scope';
import { DEFAULT_PAGE_SIZE, listTiresForSize } from '../services/catalogue';
import { typeahead } from '../services/typeahead';

export function catalogueRoutes(app: Hono<ApiEnv>, database: Database, options: RegisterOptions) {
  registerEndpoint(app, typeaheadEndpoint, options, ({ query, client }) => typeahead(database, query, brandScope(client)));
  registerEndpoint(app, tireSizeListingEndpoint, options, ({ params, query }, c) =>
    listTiresForSize(database, params.size, {
      page: query.page ?? 1,
      pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE,
      sort: query.sort ?? 'best-match',
      apiOrigin: apiOrigin(c),
      now: c.var.now,
      scope: brandScope(c.var.client),
      userType: c.var.client?.userType,
    }),
  );
}
