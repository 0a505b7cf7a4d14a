/**
 * One call of the API (spec §7) described once: method, path, the valibot schemas of its query,
 * body and answer, and whether it needs a bearer token. The API validates requests with these
 * schemas, the core client is typed by them and docs/api/openapi.json is generated from them.
 */
import type * as v from 'valibot';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

// biome-ignore lint/suspicious/noExplicitAny: any schema, whatever its input and output types; `unknown` would reject them all
export type AnySchema = v.GenericSchema<any, any>;

export interface Endpoint<
  Params extends AnySchema | undefined = AnySchema | undefined,
  Query extends AnySchema | undefined = AnySchema | undefined,
  Body extends AnySchema | undefined = AnySchema | undefined,
  Response extends AnySchema = AnySchema,
> {
  /** Stable name, used as the OpenAPI operationId. */
  id: string;
  method: HttpMethod;
  /** Path below the API mount point with `{name}` placeholders, e.g. `/v1/tire-sizes/{size}`. */
  path: string;
  summary: string;
  /** true: a bearer token from POST /token is required (spec §7 "authorised"). */
  auth: boolean;
  /**
   * A credential other than a token: `reportKey` — HTTP Basic with a widget id and its report key
   * (an affiliate's report, contract/affiliate.ts).
   */
  credential?: 'reportKey';
  params?: Params;
  query?: Query;
  /** `json` bodies unless `bodyType` says `form` (POST /token is form-encoded). */
  body?: Body;
  bodyType?: 'json' | 'form';
  /** The status of a successful answer: 200 unless the call creates something (201). */
  status?: 200 | 201;
  response: Response;
}

export type InputOf<S> = S extends AnySchema ? v.InferInput<S> : never;
export type OutputOf<S> = S extends AnySchema ? v.InferOutput<S> : never;

export type EndpointOutput<E extends Endpoint> = v.InferOutput<E['response']>;

export function defineEndpoint<
  P extends AnySchema | undefined = undefined,
  Q extends AnySchema | undefined = undefined,
  B extends AnySchema | undefined = undefined,
  R extends AnySchema = AnySchema,
>(endpoint: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return endpoint;
}

/** Fills `{name}` placeholders of a path from params, URL-encoding each value. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The error body of every failed API call. */
export interface ApiErrorBody {
  error: { code: string; message: string };
}
