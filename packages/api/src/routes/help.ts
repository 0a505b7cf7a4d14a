/**
 * The help chat's message to the shop (docs/chat.md). Thin handler: services/chat-messages.ts
 * holds the rules; a refused request (too many from one address) stores and sends nothing.
 */
import { CHAT_MESSAGES, sendChatMessageEndpoint } from '@tireshop/core';
import type { Hono } from 'hono';
import type { Database } from '../db/client';
import { registerEndpoint, type ApiEnv, type RegisterOptions } from '../http/endpoint';
import { createChatMessageLimiter, DEFAULT_HELP_INBOX_EMAIL, leaveChatMessage } from '../services/chat-messages';
import { createAddressLimiter } from '../services/rate-limit';

export interface HelpRouteOptions {
  /** config.helpInboxEmail. */
  helpInbox?: string;
  trustedProxies?: ReadonlySet<string>;
}

export function helpRoutes(app: Hono<ApiEnv>, database: Database, options: RegisterOptions, routeOptions: HelpRouteOptions = {}) {
  const limiter = createAddressLimiter(createChatMessageLimiter(database), {
    message: CHAT_MESSAGES.tooMany,
    trustedProxies: routeOptions.trustedProxies,
  });
  registerEndpoint(app, sendChatMessageEndpoint, options, async ({ body }, c) => {
    c.header('Cache-Control', 'no-store');
    const refused = await limiter.take(c);
    if (refused) return refused;
    return leaveChatMessage(database, body, { now: c.var.now, helpInbox: routeOptions.helpInbox ?? DEFAULT_HELP_INBOX_EMAIL });
  });
}
