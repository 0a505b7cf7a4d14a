import type { Hono } from 'hono';
import type { Database } from '../db/client';
import type { ApiEnv, RegisterOptions } from '../http/endpoint';

/** spec §7 /checkout/cart-shipping, /checkout/pickup-locations, /checkout/warehouse-pickup-locations. */
export function checkoutRoutes(_app: Hono<ApiEnv>, _database: Database, _options: RegisterOptions) {}
