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
} from '@tireshop/core';
import type { Hono } from 'hono';
import type { Database } from '../db/client';
import { registerEndpoint, type ApiContext, type ApiEnv, type RegisterOptions } from '../http/endpoint';
import { compareProducts } from '../services/compare';
import { recommendTires } from '../services/guided';
import { getProductLineDetail } from '../services/product-line';
import { createReview, DEFAULT_REVIEW_PAGE_SIZE, listReviews, sessionIdFromHeader } from '../services/reviews';

/** Image URLs in answers are absolute, on the origin the request came to (as in routes/catalogue). */
const apiOrigin = (c: ApiContext) => new URL(c.req.url).origin;

export function productRoutes(app: Hono<ApiEnv>, database: Database, options: RegisterOptions) {
  registerEndpoint(app, productLineDetailEndpoint, options, ({ params, query }, c) =>
    getProductLineDetail(database, params, { size: query.size, apiOrigin: apiOrigin(c) }),
  );
  registerEndpoint(app, productLineReviewsEndpoint, options, ({ params, query }) =>
    listReviews(database, params, {
      page: query.page ?? 1,
      pageSize: query.pageSize ?? DEFAULT_REVIEW_PAGE_SIZE,
      sort: query.sort ?? 'newest',
    }),
  );
  registerEndpoint(app, createReviewEndpoint, options, ({ params, body }, c) =>
    createReview(database, params, body, sessionIdFromHeader(c.req.header('X-User-Session-Id'))),
  );
  registerEndpoint(app, compareEndpoint, options, ({ query }, c) => compareProducts(database, query.ids, apiOrigin(c)));
  registerEndpoint(app, guidedShoppingEndpoint, options, ({ body }, c) => recommendTires(database, body, apiOrigin(c)));
}
