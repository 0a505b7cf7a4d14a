import { describe, it, expect } from 'vitest';
import { createApiClient } from './api-client';
import { BASE_URL, bearerOf, fakeServer, getCart, json, searchSizes, settle, tokenAnswer } from './test-server';

const confidential = { clientId: 'storefront', clientSecret: 's3cret' };
const input = { params: { cartId: 'c1' } };

describe('POST /token (spec §7)', () => {
  it('exchanges client credentials as a form and sends the token as a bearer', async () => {
    const server = fakeServer();
    const client = createApiClient({ baseUrl: BASE_URL, fetch: server.fetch, credentials: confidential });

    const result = await client.call(getCart, input);

    expect(result.ok).toBe(true);
    expect(server.tokenRequests).toHaveLength(1);
    const tokenCall = server.tokenRequests[0];
    expect(tokenCall.method).toBe('POST');
    expect(tokenCall.url.href).toBe(`${BASE_URL}/token`);
    expect(tokenCall.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(tokenCall.body);
    expect(Object.fromEntries(form)).toEqual({
      client_id: 'storefront',
      client_secret: 's3cret',
      grant_type: 'client_credentials',
    });
    expect(server.apiRequests[0].headers.get('authorization')).toBe('Bearer t1');
  });

  it('a public client (widget id) sends no client_secret', async () => {
    const server = fakeServer();
    const client = createApiClient({ baseUrl: BASE_URL, fetch: server.fetch, credentials: { clientId: 'widget-42' } });

    await client.call(getCart, input);

    const form = new URLSearchParams(server.tokenRequests[0].body);
    expect(form.get('client_id')).toBe('widget-42');
    expect(form.get('grant_type')).toBe('client_credentials');
    expect(form.has('client_secret')).toBe(false);
  });

  it('asks for no token on calls that are not authorised', async () => {
    const server = fakeServer();
    const client = createApiClient({ baseUrl: BASE_URL, fetch: server.fetch, credentials: confidential });

    await client.call(searchSizes, { params: { size: '225-45r17' } });

    expect(server.tokenRequests).toHaveLength(0);
    expect(server.apiRequests[0].headers.has('authorization')).toBe(false);
  });

  it('reuses a valid token across calls', async () => {
    const server = fakeServer();
    const client = createApiClient({ baseUrl: BASE_URL, fetch: server.fetch, credentials: confidential });

    await client.call(getCart, input);
    await client.call(getCart, input);

    expect(server.tokenRequests).toHaveLength(1);
    expect(server.apiRequests.map(bearerOf)).toEqual(['t1', 't1']);
  });

  it('refreshes an expired token before the call (expiry = now + expires_in)', async () => {
    let clock = 1_000_000;
    const server = fakeServer();
    const client = createApiClient({
      baseUrl: BASE_URL,
      fetch: server.fetch,
      credentials: confidential,
      now: () => clock,
    });

    await client.call(getCart, input);
    clock += 10 * 60 * 1000; // well inside the 3600 s lifetime
    await client.call(getCart, input);
    expect(server.tokenRequests).toHaveLength(1);

    clock += 3600 * 1000; // past expires_in
    await client.call(getCart, input);

    expect(server.tokenRequests).toHaveLength(2);
    expect(server.apiRequests.map(bearerOf)).toEqual(['t1', 't1', 't2']);
    // Refreshed before the call, not after a 401.
    expect(server.apiRequests).toHaveLength(3);
  });

  it('20 concurrent calls without a token share exactly one POST /token', async () => {
    const server = fakeServer({
      token: async () => {
        await settle();
        return tokenAnswer('shared');
      },
    });
    const client = createApiClient({ baseUrl: BASE_URL, fetch: server.fetch, credentials: confidential });

    const results = await Promise.all(Array.from({ length: 20 }, () => client.call(getCart, input)));

    expect(server.tokenRequests).toHaveLength(1);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(new Set(server.apiRequests.map(bearerOf))).toEqual(new Set(['shared']));
  });

  it('a 401 drops the token, refreshes once and retries once', async () => {
    const server = fakeServer({
      api: (request) => (bearerOf(request) === 't1' ? json({ error: { code: 'x', message: 'expired' } }, 401) : json({ id: 'c1' })),
    });
    const client = createApiClient({ baseUrl: BASE_URL, fetch: server.fetch, credentials: confidential });

    const result = await client.call(getCart, input);

    expect(result).toEqual({ ok: true, data: { id: 'c1' }, status: 200 });
    expect(server.tokenRequests).toHaveLength(2);
    expect(server.apiRequests).toHaveLength(2);
    expect(server.apiRequests.map(bearerOf)).toEqual(['t1', 't2']);

    // The refreshed token is kept for the next call.
    await client.call(getCart, input);
    expect(server.tokenRequests).toHaveLength(2);
  });

  it('a second 401 is returned as Unauthorized, without another refresh or retry', async () => {
    const server = fakeServer({ api: () => json({ error: { code: 'denied', message: 'Token rejected' } }, 401) });
    const client = createApiClient({ baseUrl: BASE_URL, fetch: server.fetch, credentials: confidential });

    const result = await client.call(getCart, input);

    expect(result).toEqual({ ok: false, error: { code: 'Unauthorized', message: 'Token rejected', statusCode: 401 } });
    expect(server.tokenRequests).toHaveLength(2);
    expect(server.apiRequests).toHaveLength(2);
  });

  it('20 concurrent calls that all get a 401 trigger exactly one refresh', async () => {
    const server = fakeServer({
      api: async (request) => {
        await settle();
        return bearerOf(request) === 't1' ? json({ errorMessage: 'stale' }, 401) : json({ fine: true });
      },
    });
    const client = createApiClient({ baseUrl: BASE_URL, fetch: server.fetch, credentials: confidential });

    const results = await Promise.all(Array.from({ length: 20 }, () => client.call(getCart, input)));

    expect(results.every((r) => r.ok)).toBe(true);
    expect(server.tokenRequests).toHaveLength(2); // the first token and one refresh
    expect(server.apiRequests).toHaveLength(40); // each call: one try, one retry
    expect(server.apiRequests.slice(20).map(bearerOf)).toEqual(Array(20).fill('t2'));
  });

  it('a 401 seen after another call already refreshed uses the new token without fetching again', async () => {
    let releaseSlow!: () => void;
    const slowGate = new Promise<void>((resolve) => (releaseSlow = resolve));
    const server = fakeServer({
      api: async (request, index) => {
        if (index === 1) await slowGate; // the second call's first answer arrives late
        return bearerOf(request) === 't1' ? json({}, 401) : json({ fine: true });
      },
    });
    const client = createApiClient({ baseUrl: BASE_URL, fetch: server.fetch, credentials: confidential });

    const slow = client.call(getCart, input);
    const fast = client.call(getCart, input);
    await settle();
    expect((await slow).ok).toBe(true); // its 401 → refresh to t2 → retry
    releaseSlow();
    expect((await fast).ok).toBe(true);

    expect(server.tokenRequests).toHaveLength(2);
    expect(server.apiRequests.map(bearerOf)).toEqual(['t1', 't1', 't2', 't2']);
  });

  it('calls that saw the same 401 share one failed refresh instead of each asking again', async () => {
    let releaseSlow!: () => void;
    const slowGate = new Promise<void>((resolve) => (releaseSlow = resolve));
    const server = fakeServer({
      token: (_request, index) => (index === 0 ? tokenAnswer('t1') : json({ error: { code: 'x', message: 'token service down' } }, 503)),
      api: async (_request, index) => {
        if (index === 1) await slowGate; // the second call's 401 arrives after the refresh failed
        return json({}, 401);
      },
    });
    const client = createApiClient({ baseUrl: BASE_URL, fetch: server.fetch, credentials: confidential });

    const first = client.call(getCart, input);
    const second = client.call(getCart, input);
    await settle();
    const failed = { ok: false, error: { code: 'ServerError', message: 'token service down', statusCode: 503 } };
    expect(await first).toEqual(failed);
    releaseSlow();
    expect(await second).toEqual(failed);

    expect(server.tokenRequests).toHaveLength(2); // the first token and one (failed) refresh
    expect(server.apiRequests).toHaveLength(2); // no retry without a token
  });

  it('a failed token request fails the call with the token call’s error', async () => {
    const server = fakeServer({ token: () => json({ error: { code: 'invalid_client', message: 'Unknown client' } }, 401) });
    const client = createApiClient({ baseUrl: BASE_URL, fetch: server.fetch, credentials: confidential });

    const result = await client.call(getCart, input);

    expect(result).toEqual({ ok: false, error: { code: 'Unauthorized', message: 'Unknown client', statusCode: 401 } });
    expect(server.apiRequests).toHaveLength(0);
    expect(server.tokenRequests).toHaveLength(1);
  });

  it('a widget origin the API refuses comes back as Forbidden', async () => {
    const server = fakeServer({ token: () => json({ error: { code: 'origin', message: 'Origin not allowed' } }, 403) });
    const client = createApiClient({ baseUrl: BASE_URL, fetch: server.fetch, credentials: { clientId: 'widget-42' } });

    const result = await client.call(getCart, input);

    expect(result).toEqual({ ok: false, error: { code: 'Forbidden', message: 'Origin not allowed', statusCode: 403 } });
  });

  it('a failed token request is tried again by the next call', async () => {
    let attempt = 0;
    const server = fakeServer({ token: () => (++attempt === 1 ? json({}, 503) : tokenAnswer('later')) });
    const client = createApiClient({ baseUrl: BASE_URL, fetch: server.fetch, credentials: confidential });

    expect((await client.call(getCart, input)).ok).toBe(false);
    expect((await client.call(getCart, input)).ok).toBe(true);
    expect(server.tokenRequests).toHaveLength(2);
  });

  it.each([
    ['an empty clientId', { clientId: '', clientSecret: 's' }],
    ['an empty clientId on a public client', { clientId: '' }],
    ['a confidential client with an empty secret', { clientId: 'storefront', clientSecret: '' }],
    ['a confidential client whose secret is unset', { clientId: 'storefront', clientSecret: undefined }],
  ])('fails with %s before any request (spec §8)', async (_, credentials) => {
    const server = fakeServer();
    let fetchCalls = 0;
    const client = createApiClient({
      baseUrl: BASE_URL,
      fetch: (i, init) => {
        fetchCalls++;
        return server.fetch(i, init);
      },
      credentials,
    });

    const result = await client.call(getCart, input);

    expect(result).toEqual({
      ok: false,
      error: { code: 'OtherError', message: 'Missing clientId or clientSecret', statusCode: 404 },
    });
    expect(fetchCalls).toBe(0);
  });

  it.each([
    ['without access_token', { token_type: 'Bearer', expires_in: 60 }, 'InvalidJson'],
    ['with an empty access_token', { access_token: '', token_type: 'Bearer', expires_in: 60 }, 'OtherError'],
  ])('an answer %s is an error, not a bearer "undefined"', async (_, answer, code) => {
    const server = fakeServer({ token: () => json(answer) });
    const client = createApiClient({ baseUrl: BASE_URL, fetch: server.fetch, credentials: confidential });

    const result = await client.call(getCart, input);

    expect(result).toMatchObject({ ok: false, error: { code, statusCode: 200 } });
    expect(server.apiRequests).toHaveLength(0);
  });

  it('a short-lived token is still reused within its lifetime', async () => {
    let clock = 0;
    const server = fakeServer({ token: () => tokenAnswer('brief', 20) });
    const client = createApiClient({ baseUrl: BASE_URL, fetch: server.fetch, credentials: confidential, now: () => clock });

    await client.call(getCart, input);
    clock += 5_000;
    await client.call(getCart, input);
    expect(server.tokenRequests).toHaveLength(1);
    clock += 10_000; // inside the early-refresh margin of a 20 s token
    await client.call(getCart, input);
    expect(server.tokenRequests).toHaveLength(2);
  });

  it('a caller that aborts while waiting for the shared token gets AbortError; the others still proceed', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const server = fakeServer({
      token: async () => {
        await gate;
        return tokenAnswer('late');
      },
    });
    const client = createApiClient({ baseUrl: BASE_URL, fetch: server.fetch, credentials: confidential });
    const controller = new AbortController();

    const leaving = client.call(getCart, { ...input, signal: controller.signal });
    const staying = client.call(getCart, input);
    await settle();
    controller.abort();

    expect(await leaving).toMatchObject({ ok: false, error: { code: 'AbortError' } });
    release();
    expect((await staying).ok).toBe(true);
    expect(server.tokenRequests).toHaveLength(1);
    expect(server.apiRequests).toHaveLength(1);
  });
});
