/**
 * A fake `fetch` for the client tests: no network, records every request, answers POST /token
 * and API calls through handlers the test supplies. Honours AbortSignal like a real fetch.
 */
import * as v from 'valibot';
import { defineEndpoint } from '../contract/endpoint';

export interface SeenRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: string | undefined;
}

export type Handler = (request: SeenRequest, index: number) => Response | Promise<Response>;

export const BASE_URL = 'https://shop.test/api';

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function tokenAnswer(accessToken: string, expiresIn = 3600): Response {
  return json({ access_token: accessToken, token_type: 'Bearer', expires_in: expiresIn });
}

export function fakeServer(handlers: { token?: Handler; api?: Handler } = {}) {
  const tokenRequests: SeenRequest[] = [];
  const apiRequests: SeenRequest[] = [];
  let tokensIssued = 0;
  const token: Handler = handlers.token ?? (() => tokenAnswer(`t${++tokensIssued}`));
  const api: Handler = handlers.api ?? (() => json({ fine: true }));

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const signal = init?.signal ?? undefined;
    if (signal?.aborted) throw new DOMException('This operation was aborted', 'AbortError');
    const seen: SeenRequest = {
      method: init?.method ?? 'GET',
      url: new URL(String(input), 'https://relative.invalid'),
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : undefined,
    };
    const isToken = seen.url.pathname.endsWith('/token');
    const list = isToken ? tokenRequests : apiRequests;
    list.push(seen);
    const answer = Promise.resolve((isToken ? token : api)(seen, list.length - 1));
    if (!signal) return answer;
    return new Promise<Response>((resolve, reject) => {
      signal.addEventListener('abort', () => reject(new DOMException('This operation was aborted', 'AbortError')), {
        once: true,
      });
      answer.then(resolve, reject);
    });
  };
  return { fetch, tokenRequests, apiRequests };
}

export function bearerOf(request: SeenRequest): string | undefined {
  return request.headers.get('authorization')?.replace(/^Bearer /, '');
}

/** Resolves after pending microtasks and queued tasks have run. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export const getCart = defineEndpoint({
  id: 'getCart',
  method: 'GET',
  path: '/carts/{cartId}',
  summary: 'test endpoint: authorised GET with a path parameter',
  auth: true,
  params: v.object({ cartId: v.string() }),
  query: v.object({ include: v.optional(v.string()), userZip: v.optional(v.string()) }),
  response: v.object({ fine: v.optional(v.boolean()), id: v.optional(v.string()) }),
});

export const searchSizes = defineEndpoint({
  id: 'searchSizes',
  method: 'GET',
  path: '/tire-sizes/{size}',
  summary: 'test endpoint: public GET',
  auth: false,
  params: v.object({ size: v.string() }),
  query: v.object({ limit: v.optional(v.number()) }),
  response: v.unknown(),
});

export const putPersonalization = defineEndpoint({
  id: 'putPersonalization',
  method: 'PUT',
  path: '/users/me/personalization',
  summary: 'test endpoint: JSON body',
  auth: false,
  body: v.object({ userLocationZip: v.string() }),
  response: v.unknown(),
});

export const postForm = defineEndpoint({
  id: 'postForm',
  method: 'POST',
  path: '/forms',
  summary: 'test endpoint: form body',
  auth: false,
  body: v.object({ name: v.string(), note: v.optional(v.string()) }),
  bodyType: 'form',
  response: v.unknown(),
});

export const priced = defineEndpoint({
  id: 'priced',
  method: 'GET',
  path: '/priced',
  summary: 'test endpoint: response schema with a transform',
  auth: false,
  response: v.object({ cents: v.pipe(v.string(), v.transform(Number)) }),
});
