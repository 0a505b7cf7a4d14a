/**
 * The whole API (Hono, token check, validation, mapping; response-contract checks off as in
 * production) on a local port for a benchmark, with a storefront token, and the in-flight
 * tracking both the API and a benchmark's bare baseline server use so that handlers still
 * running when the load stops finish before the database closes.
 */
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createApi } from '../packages/api/src/app';
import { ensureApiClients, STOREFRONT_CLIENT_ID } from '../packages/api/src/auth/clients';
import type { ApiConfig } from '../packages/api/src/config';
import type { Database } from '../packages/api/src/db/client';
import { accountSessions, accountTypes, userAccountTypes, users } from '../packages/api/src/db/schema';
import { tokenHash } from '../packages/api/src/services/accounts';
import { eq } from 'drizzle-orm';

export interface BenchApi {
  /** http://127.0.0.1:<port> — the API is mounted at /api below it. */
  origin: string;
  accessToken: string;
  server: Server;
  /** Wrap every request handler (the API's and the baseline's) in it. */
  tracked<T>(work: () => Promise<T>): Promise<T>;
  /** Closes the given servers (and the API's) and waits for every tracked handler to finish. */
  close(others: Server[]): Promise<void>;
}

export async function startBenchApi(database: Database): Promise<BenchApi> {
  const secret = 'bench-secret';
  const config: ApiConfig = {
    databaseUrl: undefined,
    dataDir: '',
    tokenSecret: 'bench-token-secret',
    tokenTtlSeconds: 3600,
    storefrontClientSecret: secret,
    extraWidgetOrigins: [],
  };
  await ensureApiClients(database, secret);
  const app = new Hono().route('/api', createApi({ database, config, validateResponses: false }));
  let inFlight = 0;
  const tracked = async <T>(work: () => Promise<T>) => {
    inFlight++;
    try {
      return await work();
    } finally {
      inFlight--;
    }
  };
  const server = serve({ fetch: (req) => tracked(async () => app.fetch(req)), port: 0, hostname: '127.0.0.1' }) as unknown as Server;
  await new Promise((r) => server.once('listening', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const tokenRes = await fetch(`${origin}/api/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: STOREFRONT_CLIENT_ID, client_secret: secret, grant_type: 'client_credentials' }),
  });
  const { access_token } = (await tokenRes.json()) as { access_token: string };
  return {
    origin,
    accessToken: access_token,
    server,
    tracked,
    async close(others) {
      await Promise.all(
        [server, ...others].map(
          (s) =>
            new Promise((resolve) => {
              s.close(resolve);
              s.closeAllConnections();
            }),
        ),
      );
      while (inFlight > 0) await new Promise((r) => setTimeout(r, 10));
    },
  };
}

/**
 * A signed-in fleet buyer (docs/price-lists.md): an account holding the seeded Fleet account type
 * and a live session. Answers the X-Account-Session token their requests carry.
 */
export async function fleetBuyerSession(database: Database): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await database.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: `bench-fleet-${token.slice(0, 8)}@tireshop.localhost`,
        passwordHash: 'not-a-password-hash',
        firstName: 'Bench',
        lastName: 'Fleet',
        createdAt: now,
        passwordChangedAt: now,
      })
      .returning({ id: users.id });
    const [fleet] = await tx.select({ id: accountTypes.id }).from(accountTypes).where(eq(accountTypes.userType, 'fleet'));
    if (!fleet) throw new Error('no Fleet account type: the database is not seeded');
    await tx.insert(userAccountTypes).values({ userId: user!.id, accountTypeId: fleet.id, position: 0 });
    await tx.insert(accountSessions).values({
      tokenHash: tokenHash(token),
      userId: user!.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + 86_400_000),
    });
  });
  return token;
}
