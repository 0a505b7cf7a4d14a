/** An API app over a test database, and helpers to call it the way clients do. */
import { Hono } from 'hono';
import { createApi } from '../../src/app';
import type { ApiConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { ensureApiClients, STOREFRONT_CLIENT_ID } from '../../src/auth/clients';

export const TEST_STOREFRONT_SECRET = 'test-storefront-secret';
export const SHOP_ORIGIN = 'http://shop.test';

export function testConfig(overrides: Partial<ApiConfig> = {}): ApiConfig {
  return {
    databaseUrl: undefined,
    dataDir: '',
    tokenSecret: 'test-token-secret',
    tokenTtlSeconds: 900,
    storefrontClientSecret: TEST_STOREFRONT_SECRET,
    extraWidgetOrigins: [],
    ...overrides,
  };
}

export async function testApi(database: Database, overrides: Partial<ApiConfig> = {}) {
  const config = testConfig(overrides);
  await ensureApiClients(database, config.storefrontClientSecret);
  const app = new Hono().route('/api', createApi({ database, config, validateResponses: true }));
  const request = (path: string, init: RequestInit = {}) => app.request(`${SHOP_ORIGIN}/api${path}`, init);

  async function token(body: Record<string, string>, headers: Record<string, string> = {}) {
    return request('/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(body).toString(),
    });
  }

  async function storefrontToken(): Promise<string> {
    const res = await token({ client_id: STOREFRONT_CLIENT_ID, client_secret: TEST_STOREFRONT_SECRET, grant_type: 'client_credentials' });
    if (res.status !== 200) throw new Error(`token failed: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { access_token: string }).access_token;
  }

  /** GET as the storefront server; returns status and parsed JSON. */
  async function get<T = any>(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> {
    const res = await request(path, { headers: { Authorization: `Bearer ${await storefrontToken()}`, ...headers } });
    return { status: res.status, body: (await res.json()) as T };
  }

  return { app, config, request, token, storefrontToken, get };
}
