/**
 * While the PostgreSQL server cannot be reached the API answers 503 with Retry-After — never a 500
 * — and it recovers by itself once the server is back. The API reaches the server through a TCP
 * relay the test cuts (every connection broken, new ones refused) and restores.
 */
import { createServer, type Server, type Socket, connect } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DATABASE_RETRY_AFTER_SECONDS, SHOP_UNAVAILABLE } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { describeOnDatabases } from './databases';
import { testApi } from './support/api';

/** A relay from a local port to the server; `cut()` breaks it as a server crash or a network fault would. */
function relay(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as { port: number }).port;
        resolve();
      });
    });
  return {
    listen,
    url() {
      const url = new URL(target.href);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.href;
    },
    async cut() {
      await new Promise<void>((resolve) => {
        server!.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
    },
  };
}

describeOnDatabases(
  'a database outage',
  ({ database }) => {
    let link: ReturnType<typeof relay>;
    let relayed: Database;
    let api: Awaited<ReturnType<typeof testApi>>;

    beforeAll(async () => {
      link = relay(new URL(database().url!));
      await link.listen();
      relayed = await openDatabase({ url: link.url(), poolSize: 2 });
      api = await testApi(relayed);
    });
    afterAll(async () => {
      await relayed?.close().catch(() => {});
    });

    it('answers 503 with Retry-After while the server is out of reach, and serves again once it is back', async () => {
      expect((await api.get('/v1/site/menu?channel=storefront')).status).toBe(200);

      await link.cut();
      for (let i = 0; i < 3; i++) {
        const res = await api.request('/token', {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            client_id: 'storefront',
            client_secret: 'test-storefront-secret',
            grant_type: 'client_credentials',
          }).toString(),
        });
        expect(res.status).toBe(503);
        expect(res.headers.get('Retry-After')).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
        expect(await res.json()).toEqual({ error: { code: 'ServiceUnavailable', message: SHOP_UNAVAILABLE } });
      }

      await link.listen();
      expect((await api.get('/v1/site/menu?channel=storefront')).status).toBe(200);
    });
  },
  { kinds: ['postgres'] },
);
