import type { Hono } from 'hono';
import type { Database } from '../db/client';
import type { ApiEnv, RegisterOptions } from '../http/endpoint';

/** Shopper sessions, past searches and recent searches (spec §7). */
export function searchRoutes(_app: Hono<ApiEnv>, _database: Database, _options: RegisterOptions) {}
