/**
 * The one HTTP layer every front end uses (ARCHITECTURE "The client layer is spec §7 and §8"):
 * automatic query values and headers, bearer token with single-flight refresh and one retry after
 * a 401, and every failure as an `ApiResult` value. Platform things (fetch, clock, where query
 * values and headers come from) are injected, so the same client runs in the storefront server
 * in-process, in a browser and in a widget's shadow root (CONVENTIONS, TanStack-Query style).
 */
import { safeParse, type InferInput } from 'valibot';
import { tokenEndpoint } from '../contract/auth';
import { fillPath, type AnySchema, type Endpoint, type EndpointOutput, type HttpMethod } from '../contract/endpoint';
import { ownEntries } from '../contract/own-entries';
import { codeForStatus, defaultMessage, failure, serverMessage, success, URL_BASE_NOT_CONFIGURED_MESSAGE, type ApiResult } from './result';
import { createTokenSource, type ClientCredentials, type TokenAnswer } from './token';

export interface ApiClientOptions {
  /** e.g. '/api' or 'https://shop.example/api'; undefined → every call fails UrlBaseNotConfigured (spec §8). */
  baseUrl: string | undefined;
  /** The storefront server passes the API's in-process `app.fetch` wrapper; default: global fetch. */
  fetch?: typeof globalThis.fetch;
  credentials: ClientCredentials;
  /** spec §7 "Query values added automatically"; undefined values are dropped. */
  autoQuery?: () => Record<string, string | number | boolean | undefined>;
  /** spec §7 "Headers" (session id, user time, …); undefined values are dropped. */
  headers?: () => Record<string, string | undefined>;
  /** Clock in ms, injectable for tests. */
  now?: () => number;
  /**
   * The Referer policy of every request (token included), whatever the page's own: a widget on
   * someone else's page sends at most that page's origin (issue #13 "Any host page": privacy).
   */
  referrerPolicy?: ReferrerPolicy;
}

/** A call without an endpoint object: path below baseUrl, placeholders already filled. */
export interface ApiRequest {
  method: HttpMethod;
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
  bodyType?: 'json' | 'form';
  /** true: send the bearer token (spec §7 "authorised"). */
  auth?: boolean;
  headers?: Record<string, string | undefined>;
  signal?: AbortSignal;
  /** When given, a 2xx answer is parsed with it and `data` is its output. */
  response?: AnySchema;
}

type Defined<S> = Exclude<S, undefined>;
type InputSlot<S, Key extends string, Required extends 'required' | 'optional-if-empty'> = [Defined<S>] extends [never]
  ? { [K in Key]?: undefined }
  : Defined<S> extends AnySchema
    ? Required extends 'required'
      ? { [K in Key]: InferInput<Defined<S>> }
      : Record<never, never> extends InferInput<Defined<S>>
        ? { [K in Key]?: InferInput<Defined<S>> }
        : { [K in Key]: InferInput<Defined<S>> }
    : never;

/**
 * What a caller passes for an endpoint: params and body when the endpoint has them; query is
 * optional only when its schema has no required key. (`Endpoint`'s slots are optional
 * properties, so each is tested with `undefined` excluded.)
 */
export type CallInput<E extends Endpoint> = InputSlot<E['params'], 'params', 'required'> &
  InputSlot<E['query'], 'query', 'optional-if-empty'> &
  InputSlot<E['body'], 'body', 'required'> & {
    signal?: AbortSignal;
    /** Headers for this call only (e.g. one shopper's session id on a shared server client). */
    headers?: Record<string, string | undefined>;
  };

export interface ApiClient {
  call<E extends Endpoint>(endpoint: E, input: CallInput<E>): Promise<ApiResult<EndpointOutput<E>>>;
  request<T = unknown>(request: ApiRequest): Promise<ApiResult<T>>;
}

interface Wire {
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
  referrerPolicy?: ReferrerPolicy;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const now = options.now ?? Date.now;
  // Looked up per call, not captured, so a fetch installed or stubbed later is the one used.
  const fetchImpl: typeof globalThis.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  // The platform's fetch is the transport: no retries of its own (the token refresh is ours), error
  // statuses are answers, not throws, and the body is read as text and parsed here, so an
  // unparseable body becomes InvalidJson (§8). A wrapper (ofetch) added 5 kB gzip to every widget's
  // first results for options that were all switched off (docs/decisions.md "HTTP client").
  const transport = fetchImpl;

  const tokens = createTokenSource({
    credentials: options.credentials,
    now,
    // The token call carries only its form: no auto query values or session headers (spec §7 POST /token).
    requestToken: async (form) => {
      const baseUrl = options.baseUrl;
      if (!baseUrl) return failure('UrlBaseNotConfigured', URL_BASE_NOT_CONFIGURED_MESSAGE);
      const wire: Wire = {
        method: tokenEndpoint.method,
        url: joinUrl(baseUrl, tokenEndpoint.path),
        headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
        body: formEncode(form),
        referrerPolicy: options.referrerPolicy,
      };
      return (await send(transport, wire, tokenEndpoint.response)) as ApiResult<TokenAnswer>;
    },
  });

  async function request<T>(req: ApiRequest): Promise<ApiResult<T>> {
    try {
      const baseUrl = options.baseUrl;
      if (!baseUrl) return failure('UrlBaseNotConfigured', URL_BASE_NOT_CONFIGURED_MESSAGE);
      if (req.signal?.aborted) return aborted();

      const wire = (bearer?: string): Wire => toWire(baseUrl, req, options, bearer);
      if (!req.auth) return (await send(transport, wire(), req.response)) as ApiResult<T>;

      const token = await untilAborted(tokens.get(), req.signal);
      if (!token.ok) return token;
      const first = await send(transport, wire(token.data), req.response);
      if (first.ok || first.error.statusCode !== 401) return first as ApiResult<T>;

      // spec §4/§7: a 401 on an authorised call → one refresh, one retry; a second 401 is returned.
      const fresh = await untilAborted(tokens.replace(token.data), req.signal);
      if (!fresh.ok) return fresh;
      return (await send(transport, wire(fresh.data), req.response)) as ApiResult<T>;
    } catch (error) {
      // Never throw (spec §8): e.g. a missing path parameter or a body JSON cannot encode.
      return failure('OtherError', error instanceof Error ? error.message : defaultMessage('OtherError'));
    }
  }

  return {
    request,
    call(endpoint, input) {
      let path: string;
      try {
        path = fillPath(endpoint.path, input.params as Record<string, unknown> | undefined);
      } catch (error) {
        return Promise.resolve(failure('OtherError', (error as Error).message));
      }
      return request({
        method: endpoint.method,
        path,
        query: input.query as Record<string, unknown> | undefined,
        body: input.body,
        bodyType: endpoint.bodyType,
        auth: endpoint.auth,
        signal: input.signal,
        response: endpoint.response,
        headers: input.headers,
      });
    },
  };
}

function toWire(baseUrl: string, req: ApiRequest, options: ApiClientOptions, bearer: string | undefined): Wire {
  // Caller's own query values win over the automatic ones; undefined drops a key (spec §7).
  const query = { ...options.autoQuery?.(), ...req.query };
  const headers = definedOnly({ accept: 'application/json', ...options.headers?.(), ...req.headers });
  let body: string | undefined;
  if (req.body !== undefined && req.method !== 'GET') {
    if (req.bodyType === 'form') {
      body = formEncode(req.body as Record<string, unknown>);
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else {
      body = JSON.stringify(req.body);
      headers['content-type'] = 'application/json';
    }
  }
  if (bearer) {
    // The token is the authority for an authorised call; no injected Authorization may double it.
    for (const key of Object.keys(headers)) if (key.toLowerCase() === 'authorization') delete headers[key];
    headers.authorization = `Bearer ${bearer}`;
  }
  const url = withQuery(joinUrl(baseUrl, req.path), query);
  return { method: req.method, url, headers, body, signal: req.signal, referrerPolicy: options.referrerPolicy };
}

/** One HTTP exchange turned into a result (spec §8). */
async function send(transport: typeof globalThis.fetch, wire: Wire, schema?: AnySchema): Promise<ApiResult<unknown>> {
  let status: number;
  let text: string | undefined;
  try {
    const response = await transport(wire.url, {
      method: wire.method,
      headers: wire.headers,
      body: wire.body,
      signal: wire.signal,
      ...(wire.referrerPolicy && { referrerPolicy: wire.referrerPolicy }),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    // The signal is checked first: an abort must not read as a network failure (spec §8).
    if (wire.signal?.aborted || errorName(error) === 'AbortError') return aborted();
    return failure('NetworkError', errorMessage(error) ?? defaultMessage('NetworkError'));
  }
  return interpret(status, text, schema);
}

function interpret(status: number, text: string | undefined, schema: AnySchema | undefined): ApiResult<unknown> {
  const ok = status >= 200 && status < 300;
  // spec §8: 204 carries no body; data is undefined.
  if (ok && (status === 204 || status === 205)) return success(undefined, status);

  const parsed = parseJson(text);
  if (!parsed.ok) {
    // spec §8: InvalidJson "except on 204, 404 and 401" (an empty 404 body is tolerated).
    if (status === 401 || status === 404) return failure(codeForStatus(status), defaultMessage(codeForStatus(status)), status);
    return failure('InvalidJson', defaultMessage('InvalidJson'), status);
  }
  if (!ok) {
    const code = codeForStatus(status);
    return failure(code, serverMessage(parsed.value) ?? defaultMessage(code, status), status);
  }
  if (!schema) return success(parsed.value, status);
  // The caller is typed by the contract's output, so the answer is held to it (ARCHITECTURE "One contract").
  const checked = safeParse(ownEntries(schema), parsed.value);
  if (!checked.success) {
    const issue = checked.issues[0];
    return failure('InvalidJson', `The response does not match the API contract: ${issue.message}`, status);
  }
  return success(checked.output, status);
}

function parseJson(text: string | undefined): { ok: true; value: unknown } | { ok: false } {
  if (text === undefined || text.trim() === '') return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function aborted() {
  return failure('AbortError', defaultMessage('AbortError'));
}

/** Resolves to AbortError as soon as the caller's signal aborts, without cancelling the shared work. */
function untilAborted<T>(work: Promise<ApiResult<T>>, signal: AbortSignal | undefined): Promise<ApiResult<T>> {
  if (!signal) return work;
  if (signal.aborted) return Promise.resolve(aborted());
  return new Promise((resolve) => {
    const onAbort = () => resolve(aborted());
    signal.addEventListener('abort', onAbort, { once: true });
    work
      .then(resolve, (error: unknown) => resolve(failure('OtherError', String(error))))
      .finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function joinUrl(baseUrl: string, path: string): string {
  // Always '{base}/{path}', even when the path already starts with the base ('/api/me' under '/api').
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function withQuery(url: string, query: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(stringify(item))}`);
    }
  }
  if (pairs.length === 0) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${pairs.join('&')}`;
}

function formEncode(fields: Record<string, unknown>): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.append(key, stringify(value));
  }
  return form.toString();
}

function stringify(value: unknown): string {
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function definedOnly(record: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(record)) if (value !== undefined) out[key] = value;
  return out;
}

function errorName(error: unknown): string | undefined {
  return (error as { name?: unknown } | null)?.name as string | undefined;
}

/** fetch's own words for a failed exchange ("Failed to fetch", "fetch failed", a timeout's reason). */
function errorMessage(error: unknown): string | undefined {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}
