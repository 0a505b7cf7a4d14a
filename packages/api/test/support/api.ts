/** An API app over a test database, and helpers to call it the way clients do. */
import { randomUUID } from 'node:crypto';
import { ACCOUNT_SESSION_HEADER } from '@tireshop/core';
import { Hono } from 'hono';
import { expect } from 'vitest';
import { createApi, type CreateApiOptions } from '../../src/app';
import type { ApiConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { ensureApiClients, STOREFRONT_CLIENT_ID } from '../../src/auth/clients';
import { createSandboxGateway } from '../../src/payments/sandbox/index';
import { clock } from './clock';

export const TEST_STOREFRONT_SECRET = 'test-storefront-secret';
export const SHOP_ORIGIN = 'http://shop.test';
/** The password of a shopper signed up by shopperCalls(…).signUp. */
export const SHOPPER_PASSWORD = 'correct horse battery';

export function testConfig(overrides: Partial<ApiConfig> = {}): ApiConfig {
  return {
    databaseUrl: undefined,
    dataDir: '',
    tokenSecret: 'test-token-secret',
    tokenTtlSeconds: 900,
    storefrontClientSecret: TEST_STOREFRONT_SECRET,
    extraWidgetOrigins: [],
    // Whole suites tokenise cards from one in-process address; payments-tokenize-limit.test.ts runs the real limit.
    tokenizeLimitPerMinute: 1_000_000,
    ...overrides,
  };
}

/** The API and the sandbox gateway over a test database, at the test clock's time (support/clock.ts). */
export async function testApi(
  database: Database,
  overrides: Partial<ApiConfig> = {},
  options: Pick<CreateApiOptions, 'placementProbe' | 'storefrontVariantOf'> = {},
) {
  const config = testConfig(overrides);
  await ensureApiClients(database, config.storefrontClientSecret);
  // The sandbox payment gateway beside the API, on the same origin, as the shop serves them.
  const gateway = createSandboxGateway({ database, config, now: clock.now });
  const app = new Hono()
    .route('/api', createApi({ database, config, validateResponses: true, payments: gateway.provider, clock: clock.now, ...options }))
    .route('/gateway', gateway.app);
  const request = (path: string, init: RequestInit = {}) => app.request(`${SHOP_ORIGIN}/api${path}`, init);
  /** A call to the gateway's side (/gateway…), as the shopper's browser makes it. */
  const gatewayRequest = (path: string, init: RequestInit = {}) => app.request(`${SHOP_ORIGIN}/gateway${path}`, init);

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

  return { app, config, clock, request, gatewayRequest, gateway, token, storefrontToken, get };
}

/** An answer of the API: its status and its body, parsed when it is JSON (else the text). */
export interface Answer<T = any> {
  status: number;
  body: T;
}

export interface JsonCallOptions {
  /** The bearer token; null sends none. */
  token: string | null;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is (with a JSON content type), for malformed bodies. */
  rawBody?: string;
  headers?: Record<string, string>;
}

/** One call the way a JSON client makes it. */
export async function jsonCall<T = any>(
  request: (path: string, init?: RequestInit) => Response | Promise<Response>,
  method: string,
  path: string,
  options: JsonCallOptions,
): Promise<Answer<T>> {
  const body = options.body !== undefined ? JSON.stringify(options.body) : options.rawBody;
  const headers: Record<string, string> = {
    ...(options.token === null ? {} : { Authorization: `Bearer ${options.token}` }),
    ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    ...options.headers,
  };
  const res = await request(path, { method, headers, body });
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) as T };
  } catch {
    // left as text: a test asserting JSON shows it
    return { status: res.status, body: text as T };
  }
}

/** A call as the storefront server for the shopper of `session` (null: an anonymous shopper). */
export type ShopperCall = (method: string, path: string, session: string | null, body?: unknown) => Promise<Answer>;

/**
 * Calls as the storefront server (its token) on behalf of a shopper, and a new shopper's sign-up.
 * Each call comes from its own client address, so the per-address limit of sign-ups never meets
 * another test's.
 */
export function shopperCalls(request: (path: string, init?: RequestInit) => Response | Promise<Response>, storefrontToken: string) {
  const call: ShopperCall = (method, path, session, body) =>
    jsonCall(request, method, path, {
      token: storefrontToken,
      body,
      headers: {
        'X-Forwarded-For': `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
        ...(session ? { [ACCOUNT_SESSION_HEADER]: session } : {}),
      },
    });

  /** A new shopper (Ana Lopez, a fresh e-mail) signed up; answers the account session token. */
  async function signUp(password = SHOPPER_PASSWORD): Promise<string> {
    const res = await call('POST', '/v1/users', null, {
      email: `shopper-${randomUUID().slice(0, 8)}@example.com`,
      password,
      firstName: 'Ana',
      lastName: 'Lopez',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.session.token as string;
  }

  return { call, signUp };
}
