import type { Hono } from 'hono';
import type { Database } from '../db/client';
import type { ApiEnv, RegisterOptions } from '../http/endpoint';

/** spec §7 cart get, update, create, delete and /cart-summary. */
export function cartRoutes(_app: Hono<ApiEnv>, _database: Database, _options: RegisterOptions) {}
