import { fillMessage, TOKEN_REFUSALS, tokenEndpoint, WIDGET_DISABLED_MESSAGE } from '@tireshop/core';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { clientBrandIds, verifySecret } from '../auth/clients';
import { issueToken } from '../auth/tokens';
import type { Database } from '../db/client';
import { apiClients } from '../db/schema';
import { ApiError } from '../http/errors';
import { registerEndpoint, type ApiEnv, type RegisterOptions } from '../http/endpoint';

/** Is `origin` one this public client may be embedded on? The shop's own pages always are. */
function originAllowed(origin: string, requestUrl: string, allowed: string[], extra: string[]): boolean {
  if (allowed.includes(origin) || extra.includes(origin)) return true;
  try {
    return new URL(origin).host === new URL(requestUrl).host;
  } catch {
    return false;
  }
}

export function tokenRoutes(
  app: Hono<ApiEnv>,
  database: Database,
  options: RegisterOptions & { tokenTtlSeconds: number; extraWidgetOrigins: string[] },
) {
  // spec §7 POST /token; spec §8 "Missing clientId or clientSecret" is the client's own check.
  registerEndpoint(app, tokenEndpoint, options, async ({ body }, c) => {
    const [client] = await database.db.select().from(apiClients).where(eq(apiClients.id, body.client_id));
    if (!client) throw new ApiError('Unauthorized', TOKEN_REFUSALS.invalidClient);
    // A widget that exists but is switched off says so (the widget shows this message).
    if (!client.enabled) throw new ApiError('Forbidden', WIDGET_DISABLED_MESSAGE);
    let origin: string | null = null;
    if (client.kind === 'confidential') {
      if (!body.client_secret || !verifySecret(body.client_secret, client.secretHash)) {
        throw new ApiError('Unauthorized', TOKEN_REFUSALS.invalidClient);
      }
    } else {
      origin = c.req.header('origin') ?? null;
      if (!origin) {
        throw new ApiError('Forbidden', TOKEN_REFUSALS.noOrigin);
      }
      if (!originAllowed(origin, c.req.url, client.allowedOrigins, options.extraWidgetOrigins)) {
        throw new ApiError('Forbidden', fillMessage(TOKEN_REFUSALS.originNotAllowed, { origin, widgetId: client.id }));
      }
    }
    c.header('Cache-Control', 'no-store');
    return issueToken(
      {
        sub: client.id,
        kind: client.kind,
        channel: client.channel,
        widgetType: client.widgetType,
        installerId: client.installerId,
        brandIds: await clientBrandIds(database.db, client),
        origin,
      },
      options.tokenSecret,
      options.tokenTtlSeconds,
    );
  });
}
