import { describe, it, expect, vi } from 'vitest';
import fc from 'fast-check';
import { createApiClient, type ApiClientOptions } from './api-client';
import { BASE_URL, fakeServer, getCart, json, postForm, priced, putPersonalization, searchSizes, type Handler } from './test-server';

const credentials = { clientId: 'storefront', clientSecret: 's3cret' };

function clientAnswering(api: Handler, extra: Partial<ApiClientOptions> = {}) {
  const server = fakeServer({ api });
  const client = createApiClient({ baseUrl: BASE_URL, fetch: server.fetch, credentials, ...extra });
  return { server, client };
}

const publicCall = { params: { size: '225-45r17' } };

describe('error codes (spec §8)', () => {
  it.each([
    [400, 'BadRequest'],
    [401, 'Unauthorized'],
    [403, 'Forbidden'],
    [404, 'NotFound'],
    [500, 'ServerError'],
    [502, 'ServerError'],
  ] as const)('HTTP %i → %s with the server’s error.message', async (status, code) => {
    const { client } = clientAnswering(() => json({ error: { code: 'x', message: `says ${status}` } }, status));

    const result = await client.call(searchSizes, publicCall);

    expect(result).toEqual({ ok: false, error: { code, message: `says ${status}`, statusCode: status } });
  });

  it('any non-2xx other than 400/401/403/404 is ServerError carrying its status', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 300, max: 599 }).filter((s) => ![304, 400, 401, 403, 404].includes(s)),
        async (status) => {
          const { client } = clientAnswering(() => json({ error: { code: 'x', message: 'no' } }, status));
          const result = await client.call(searchSizes, publicCall);
          expect(result).toEqual({ ok: false, error: { code: 'ServerError', message: 'no', statusCode: status } });
        },
      ),
      { numRuns: 40 },
    );
  });

  it('surfaces a top-level errorMessage', async () => {
    const { client } = clientAnswering(() => json({ errorMessage: 'Coupon expired' }, 400));

    const result = await client.call(searchSizes, publicCall);

    expect(result).toEqual({ ok: false, error: { code: 'BadRequest', message: 'Coupon expired', statusCode: 400 } });
  });

  it('falls back to a default message when the server gives none', async () => {
    const { client } = clientAnswering(() => json({ something: 'else' }, 403));

    const result = await client.call(searchSizes, publicCall);

    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('Forbidden');
      expect(result.error.statusCode).toBe(403);
      expect(result.error.message).not.toBe('');
    }
  });

  it('a rejected fetch is NetworkError with statusCode 404', async () => {
    const client = createApiClient({
      baseUrl: BASE_URL,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
      credentials,
    });

    const result = await client.call(searchSizes, publicCall);

    expect(result).toEqual({ ok: false, error: { code: 'NetworkError', message: 'fetch failed', statusCode: 404 } });
  });

  it('an already aborted signal is AbortError, and nothing is sent', async () => {
    const { server, client } = clientAnswering(() => json({}));
    const controller = new AbortController();
    controller.abort();

    const result = await client.call(searchSizes, { ...publicCall, signal: controller.signal });

    expect(result).toMatchObject({ ok: false, error: { code: 'AbortError', statusCode: 404 } });
    expect(server.apiRequests).toHaveLength(0);
  });

  it('aborting a call in flight is AbortError, not NetworkError', async () => {
    const controller = new AbortController();
    const { client } = clientAnswering(() => new Promise<Response>(() => {})); // never answers

    const pending = client.call(searchSizes, { ...publicCall, signal: controller.signal });
    await new Promise((r) => setTimeout(r, 0));
    controller.abort();

    expect(await pending).toMatchObject({ ok: false, error: { code: 'AbortError' } });
  });

  it('an abort with a custom reason is still AbortError', async () => {
    const controller = new AbortController();
    const client = createApiClient({
      baseUrl: BASE_URL,
      // A fetch rejecting with the signal's reason, as browsers do for abort(reason).
      fetch: (_input, init) => new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
      credentials,
    });

    const pending = client.call(searchSizes, { ...publicCall, signal: controller.signal });
    controller.abort(new Error('user typed again'));

    expect(await pending).toMatchObject({ ok: false, error: { code: 'AbortError' } });
  });

  it('a non-JSON 200 body is InvalidJson', async () => {
    const { client } = clientAnswering(() => new Response('<html>maintenance</html>', { status: 200 }));

    const result = await client.call(searchSizes, publicCall);

    expect(result).toMatchObject({ ok: false, error: { code: 'InvalidJson', statusCode: 200 } });
  });

  it('a non-JSON 502 body is InvalidJson too (only 204, 404 and 401 are excepted), keeping the status', async () => {
    const { client } = clientAnswering(() => new Response('<html>Bad gateway</html>', { status: 502 }));

    const result = await client.call(searchSizes, publicCall);

    expect(result).toMatchObject({ ok: false, error: { code: 'InvalidJson', statusCode: 502 } });
  });

  it('204 is ok with no data', async () => {
    const { client } = clientAnswering(() => new Response(null, { status: 204 }));

    expect(await client.call(searchSizes, publicCall)).toEqual({ ok: true, data: undefined, status: 204 });
  });

  it.each([
    [404, 'NotFound'],
    [401, 'Unauthorized'],
  ] as const)('a non-JSON %i body is tolerated → %s', async (status, code) => {
    const { client } = clientAnswering(() => new Response('Not here', { status }));

    const result = await client.call(searchSizes, publicCall);

    expect(result).toMatchObject({ ok: false, error: { code, statusCode: status } });
  });

  it('an empty 404 body is NotFound, not InvalidJson', async () => {
    const { client } = clientAnswering(() => new Response('', { status: 404 }));

    const result = await client.call(searchSizes, publicCall);

    expect(result).toMatchObject({ ok: false, error: { code: 'NotFound', statusCode: 404 } });
  });

  it('without a baseUrl every call is UrlBaseNotConfigured and nothing is sent', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    const client = createApiClient({ baseUrl: undefined, fetch, credentials });

    for (const result of [await client.call(searchSizes, publicCall), await client.call(getCart, { params: { cartId: 'c1' } })]) {
      expect(result).toEqual({
        ok: false,
        error: { code: 'UrlBaseNotConfigured', message: 'fetch API not configured', statusCode: 404 },
      });
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a missing path parameter is OtherError, not a throw', async () => {
    const { server, client } = clientAnswering(() => json({}));

    // @ts-expect-error the caller forgot params
    const result = await client.call(searchSizes, {});

    expect(result).toMatchObject({ ok: false, error: { code: 'OtherError' } });
    expect(server.apiRequests).toHaveLength(0);
  });
});

describe('answers', () => {
  it('2xx JSON is ok with the parsed data and status', async () => {
    const { client } = clientAnswering(() => json({ id: 'c9' }, 201));

    expect(await client.call(getCart, { params: { cartId: 'c9' } })).toEqual({ ok: true, data: { id: 'c9' }, status: 201 });
  });

  it('data is the contract’s output (transforms applied)', async () => {
    const { client } = clientAnswering(() => json({ cents: '1999' }));

    expect(await client.call(priced, {})).toEqual({ ok: true, data: { cents: 1999 }, status: 200 });
  });

  it('an answer that breaks the contract is a failure, not mistyped data', async () => {
    const { client } = clientAnswering(() => json({ cents: 1999 }));

    const result = await client.call(priced, {});

    expect(result).toMatchObject({ ok: false, error: { code: 'InvalidJson', statusCode: 200 } });
  });
});

describe('what goes on the wire (spec §7)', () => {
  it('adds the automatic query values, drops undefined ones, lets the caller’s query win', async () => {
    const { server, client } = clientAnswering(() => json({}), {
      autoQuery: () => ({
        userRegion: 7,
        userZip: '10001',
        widgetSourceId: undefined,
        channel: 'widget',
        ssoUid: undefined,
        isDealer: false,
      }),
    });

    await client.call(getCart, { params: { cartId: 'c1' }, query: { include: 'items', userZip: '94103' } });

    const query = server.apiRequests[0].url.searchParams;
    expect(query.get('userRegion')).toBe('7');
    expect(query.get('channel')).toBe('widget');
    expect(query.get('isDealer')).toBe('false');
    expect(query.get('include')).toBe('items');
    expect(query.getAll('userZip')).toEqual(['94103']);
    expect(query.has('widgetSourceId')).toBe(false);
    expect(query.has('ssoUid')).toBe(false);
    expect(server.apiRequests[0].url.search).not.toContain('undefined');
  });

  it('reads the automatic values at call time', async () => {
    let zip = '10001';
    const { server, client } = clientAnswering(() => json({}), { autoQuery: () => ({ userZip: zip }) });

    await client.call(searchSizes, publicCall);
    zip = '60601';
    await client.call(searchSizes, publicCall);

    expect(server.apiRequests.map((r) => r.url.searchParams.get('userZip'))).toEqual(['10001', '60601']);
  });

  it('encodes path parameters', async () => {
    const { server, client } = clientAnswering(() => json({}));

    await client.call(searchSizes, { params: { size: '225/45R17 91V?x=1' } });

    expect(server.apiRequests[0].url.pathname).toBe('/api/tire-sizes/225%2F45R17%2091V%3Fx%3D1');
    expect(server.apiRequests[0].url.searchParams.has('x')).toBe(false);
  });

  it('joins baseUrl and path with exactly one slash, for relative bases too', async () => {
    const urls: string[] = [];
    const client = createApiClient({
      baseUrl: '/api/',
      fetch: async (input) => {
        urls.push(String(input));
        return json({});
      },
      credentials,
    });

    await client.call(searchSizes, { params: { size: 'x' }, query: { limit: 4 } });

    expect(urls).toEqual(['/api/tire-sizes/x?limit=4']);
  });

  it('sends the injected headers, without undefined ones', async () => {
    const { server, client } = clientAnswering(() => json({}), {
      headers: () => ({ 'x-user-session-id': 'sess-1', 'x-user-time': undefined }),
    });

    await client.call(searchSizes, publicCall);

    const headers = server.apiRequests[0].headers;
    expect(headers.get('x-user-session-id')).toBe('sess-1');
    expect(headers.has('x-user-time')).toBe(false);
  });

  it('an injected Authorization header does not double the bearer on authorised calls', async () => {
    const { server, client } = clientAnswering(() => json({}), { headers: () => ({ Authorization: 'Basic abc' }) });

    await client.call(getCart, { params: { cartId: 'c1' } });

    expect(server.apiRequests[0].headers.get('authorization')).toBe('Bearer t1');
  });

  it('sends a JSON body', async () => {
    const { server, client } = clientAnswering(() => json({}));

    await client.call(putPersonalization, { body: { userLocationZip: '10001' } });

    const sent = server.apiRequests[0];
    expect(sent.method).toBe('PUT');
    expect(sent.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(sent.body ?? '')).toEqual({ userLocationZip: '10001' });
  });

  it('sends a form body when the endpoint says form', async () => {
    const { server, client } = clientAnswering(() => json({}));

    await client.call(postForm, { body: { name: 'A & B', note: undefined } });

    const sent = server.apiRequests[0];
    expect(sent.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(sent.body))).toEqual({ name: 'A & B' });
  });

  it('request() calls a path without an endpoint object', async () => {
    const { server, client } = clientAnswering(() => json({ siteMenuLearn: [] }));

    const result = await client.request({ method: 'GET', path: '/menu', query: { channel: 'retail' }, auth: true });

    expect(result).toEqual({ ok: true, data: { siteMenuLearn: [] }, status: 200 });
    expect(server.apiRequests[0].url.href).toBe(`${BASE_URL}/menu?channel=retail`);
    expect(server.apiRequests[0].headers.get('authorization')).toBe('Bearer t1');
  });

  it('does not retry a failed request on its own (one request per call)', async () => {
    const { server, client } = clientAnswering(() => json({ error: { code: 'x', message: 'down' } }, 503));

    await client.call(searchSizes, publicCall);

    expect(server.apiRequests).toHaveLength(1);
  });
});
