import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { installerWidgetId, STOREFRONT_CLIENT_ID } from '../src/auth/clients';
import { sign } from 'hono/jwt';
import { issueToken, MAX_TOKEN_LIFETIME_SECONDS } from '../src/auth/tokens';
import { installers } from '../src/db/schema';
import { describeOnDatabases } from './databases';
import { SHOP_ORIGIN, TEST_STOREFRONT_SECRET, testApi } from './support/api';

describeOnDatabases('POST /token and bearer tokens', ({ database }) => {
  const form = (body: Record<string, string>) => ({ grant_type: 'client_credentials', ...body });

  it('gives the storefront a bearer token for its secret', async () => {
    const api = await testApi(database());
    const res = await api.token(form({ client_id: STOREFRONT_CLIENT_ID, client_secret: TEST_STOREFRONT_SECRET }));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { access_token: string; token_type: string; expires_in: number };
    expect(body.token_type).toBe('Bearer');
    expect(body.expires_in).toBe(900);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const globals = await api.request('/v1/site/globals', { headers: { Authorization: `Bearer ${body.access_token}` } });
    expect(globals.status).toBe(200);
  });

  it('refuses a wrong or missing secret with 401 and a message', async () => {
    const api = await testApi(database());
    for (const body of [
      form({ client_id: STOREFRONT_CLIENT_ID, client_secret: 'wrong' }),
      form({ client_id: STOREFRONT_CLIENT_ID }),
      form({ client_id: 'no-such-client', client_secret: 'x' }),
    ]) {
      const res = await api.token(body);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: { code: 'Unauthorized', message: 'Invalid client credentials.' } });
    }
  });

  it('refuses a malformed exchange with 400', async () => {
    const api = await testApi(database());
    const noGrant = await api.token({ client_id: STOREFRONT_CLIENT_ID, client_secret: TEST_STOREFRONT_SECRET });
    expect(noGrant.status).toBe(400);
    expect(((await noGrant.json()) as any).error.message).toBe('grant_type is required.');
    const wrongGrant = await api.token({ client_id: STOREFRONT_CLIENT_ID, grant_type: 'password' });
    expect(((await wrongGrant.json()) as any).error.message).toBe('grant_type must be client_credentials.');
    const json = await api.request('/token', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(json.status).toBe(400);
  });

  it('issues widget tokens only to the widget’s allowed origins and the shop itself', async () => {
    const api = await testApi(database());
    const [shop] = await database().db.select().from(installers).where(eq(installers.id, 1));
    const widgetId = installerWidgetId(shop!.code);
    const allowed = new URL(shop!.website!).origin;

    const fromShopSite = await api.token(form({ client_id: widgetId }), { Origin: allowed });
    expect(fromShopSite.status).toBe(200);
    const sameOrigin = await api.token(form({ client_id: widgetId }), { Origin: SHOP_ORIGIN });
    expect(sameOrigin.status).toBe(200);

    const elsewhere = await api.token(form({ client_id: widgetId }), { Origin: 'https://copycat.example' });
    expect(elsewhere.status).toBe(403);
    expect(((await elsewhere.json()) as any).error.message).toBe(
      `The origin https://copycat.example is not allowed for widget ${widgetId}.`,
    );
    const noOrigin = await api.token(form({ client_id: widgetId }));
    expect(noOrigin.status).toBe(403);
  });

  it('refuses a widget token used from another origin', async () => {
    const api = await testApi(database());
    const [shop] = await database().db.select().from(installers).limit(1);
    const allowed = new URL(shop!.website!).origin;
    const res = await api.token(form({ client_id: installerWidgetId(shop!.code) }), { Origin: allowed });
    const { access_token } = (await res.json()) as { access_token: string };
    const ok = await api.request('/v1/site/menu', { headers: { Authorization: `Bearer ${access_token}`, Origin: allowed } });
    expect(ok.status).toBe(200);
    const stolen = await api.request('/v1/site/menu', {
      headers: { Authorization: `Bearer ${access_token}`, Origin: 'https://copycat.example' },
    });
    expect(stolen.status).toBe(403);
  });

  it('answers 401 without a token, with a bad token and with an expired one', async () => {
    const api = await testApi(database());
    const none = await api.request('/v1/site/globals');
    expect(none.status).toBe(401);
    expect(((await none.json()) as any).error.code).toBe('Unauthorized');
    const bad = await api.request('/v1/site/globals', { headers: { Authorization: 'Bearer not-a-token' } });
    expect(bad.status).toBe(401);
    const expired = await issueToken(
      { sub: STOREFRONT_CLIENT_ID, kind: 'confidential', channel: 'storefront', widgetType: null, installerId: null, origin: null },
      api.config.tokenSecret,
      60,
      Date.now() - 3_600_000,
    );
    const late = await api.request('/v1/site/globals', { headers: { Authorization: `Bearer ${expired.access_token}` } });
    expect(late.status).toBe(401);
    expect(((await late.json()) as any).error.message).toBe('The bearer token is invalid or has expired.');
  });

  it('refuses a token signed with the real secret that never expires, or claims too long a life', async () => {
    const api = await testApi(database());
    const key = await crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(api.config.tokenSecret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    const claims = {
      sub: STOREFRONT_CLIENT_ID,
      kind: 'confidential',
      channel: 'storefront',
      widgetType: null,
      installerId: null,
      origin: null,
    };
    const iat = Math.floor(Date.now() / 1000);
    const call = async (payload: Record<string, unknown>) =>
      (await api.request('/v1/site/globals', { headers: { Authorization: `Bearer ${await sign(payload, key, 'HS256')}` } })).status;
    expect(await call({ ...claims, iat, exp: iat + 900 })).toBe(200);
    expect(await call({ ...claims, iat })).toBe(401);
    expect(await call({ ...claims })).toBe(401);
    expect(await call({ ...claims, iat, exp: iat + MAX_TOKEN_LIFETIME_SECONDS + 60 })).toBe(401);
    expect(await call({ ...claims, exp: iat + 900 })).toBe(401);
  });
});

describe('unknown API paths', () => {
  it('answer 404 with the error body', async () => {
    const { Hono } = await import('hono');
    const { createApi } = await import('../src/app');
    const app = new Hono().route('/api', createApi({ database: {} as never, config: (await import('./support/api')).testConfig() }));
    const res = await app.request('http://shop.test/api/v1/nothing-here');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'NotFound', message: 'No such API route.' } });
  });
});
