import type { Hono } from 'hono';
import type { Database } from '../db/client';
import type { ApiEnv, RegisterOptions } from '../http/endpoint';

/** Catalogue browsing: listings, brands, categories, types, vehicles, product lines, reviews, deals. */
export function browseRoutes(_app: Hono<ApiEnv>, _database: Database, _options: RegisterOptions) {}
