/**
 * Product calls (core/src/contract/product.ts): a product line's page and reviews, the compare
 * page and guided shopping. Thin handlers: the contract has validated the request; the services
 * own the rules and their transactions.
 */
import {
  compareEndpoint,
  createReviewEndpoint,
  guidedShoppingEndpoint,
  productLineDetailEndpoint,
  productLineReviewsEndpoint,
  productLineRoadHazardEndpoint,
} from '@tireshop/core';
import type { Hono } from 'hono';
import type { Database } from '../db/client';
import { apiOrigin, registerEndpoint, type ApiEnv, type RegisterOptions } from '../http/endpoint';
import { brandScope } from '../services/brand-scope';
import { compareProducts } from '../services/compare';
import { recommendTires } from '../services/guided';
import { getProductLineDetail } from '../services/product-line';
import { productLineRoadHazard } from '../services/road-hazard-offer';
import { createReview, DEFAULT_REVIEW_PAGE_SIZE, listReviews, sessionIdFromHeader } from '../services/reviews';

export function productRoutes(app: Hono<ApiEnv>, database: Database, options: RegisterOptions) {
  registerEndpoint(app, productLineDetailEndpoint, options, ({ params, query, client }, c) =>
    getProductLineDetail(database, params, {
      size: query.size,
      apiOrigin: apiOrigin(c),
      now: c.var.now,
      scope: brandScope(client),
      userType: client.userType,
    }),
  );
  registerEndpoint(app, productLineRoadHazardEndpoint, options, ({ params, client }, c) =>
    productLineRoadHazard(database, params, {
      client,
      apiOrigin: apiOrigin(c),
      now: c.var.now,
      scope: brandScope(client),
      storefrontVariantOf: c.var.storefrontVariantOf,
    }),
  );
  registerEndpoint(app, productLineReviewsEndpoint, options, ({ params, query, client }) =>
    listReviews(database, params, {
      page: query.page ?? 1,
      pageSize: query.pageSize ?? DEFAULT_REVIEW_PAGE_SIZE,
      sort: query.sort ?? 'newest',
      scope: brandScope(client),
    }),
  );
  registerEndpoint(app, createReviewEndpoint, options, ({ params, body, client }, c) =>
    createReview(database, params, body, sessionIdFromHeader(c.req.header('X-User-Session-Id')), brandScope(client)),
  );
  registerEndpoint(app, compareEndpoint, options, ({ query, client }, c) =>
    compareProducts(database, query.ids, apiOrigin(c), c.var.now, brandScope(client)),
  );
  registerEndpoint(app, guidedShoppingEndpoint, options, ({ body, client }, c) =>
    recommendTires(database, body, apiOrigin(c), c.var.now, brandScope(client)),
  );
}
