/**
 * Registers a contract endpoint (core/src/contract) on the Hono app: the request's params, query
 * and body are validated with the endpoint's valibot schemas before the handler runs, a bearer
 * token is required when the endpoint says so, and outside production the answer is checked
 * against the response schema so the contract and the server cannot drift apart.
 */
import {
  ACCOUNT_SESSION_HEADER,
  isMissingKeyIssue,
  missingFieldMessage,
  type Endpoint,
  type EndpointOutput,
  type OutputOf,
  type StorefrontVariant,
  type UserType,
} from '@tireshop/core';
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { authenticate, type TokenClaims } from '../auth/tokens';
import { ApiError, badRequest } from './errors';

export type ApiEnv = {
  Variables: {
    client: TokenClaims;
    /** The time of this request, read once from the app's Clock (app.ts): one instant per call. */
    now: Date;
    /**
     * Which storefront variant a page's origin is (CreateApiOptions.storefrontVariantOf; the
     * retail shop for every origin without a host map). Every call that makes a cart passes it on.
     */
    storefrontVariantOf: (origin: string) => StorefrontVariant;
  };
};
export type ApiContext = Context<ApiEnv>;

/** Image and link URLs in answers are absolute (widgets run on other sites), on the origin the request came to. */
export const apiOrigin = (c: ApiContext) => new URL(c.req.url).origin;

export type HandlerInput<E extends Endpoint> = {
  params: OutputOf<E['params']>;
  query: OutputOf<E['query']>;
  body: OutputOf<E['body']>;
  /** The authenticated client; present on endpoints with `auth: true`. */
  client: TokenClaims;
};

export type Handler<E extends Endpoint> = (
  input: HandlerInput<E>,
  c: ApiContext,
) => Promise<EndpointOutput<E> | Response> | EndpointOutput<E> | Response;

export interface RegisterOptions {
  tokenSecret: string;
  validateResponses: boolean;
  /**
   * The signed-in shopper of an X-Account-Session token and their user type (services/accounts.ts),
   * put on the caller as `userId` and `userType`: the user type picks the price list.
   */
  accountUser?: (token: string, now: Date) => Promise<{ userId: number; userType: UserType | null } | null>;
}

/**
 * The first problem, in words a caller can act on. A field left out (or sent as null) answers with
 * the field's own message when the contract gives it one (spec §5 "Messages (exact)", the same
 * words the forms show: core's missingFieldMessage), else "x is required.".
 */
export function issueMessage(issue: v.BaseIssue<unknown> | undefined, schema?: v.GenericSchema): string {
  if (!issue) return 'The request is not valid.';
  const own = schema ? missingFieldMessage(schema, issue) : undefined;
  if (own) return own;
  if (isMissingKeyIssue(issue)) return `${issue.path!.map((p) => String(p.key)).join('.')} is required.`;
  return issue.message;
}

/** The path of the first string inside `value` holding a NUL character ('' for the value itself); null when none does. */
export function nulPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return at;
    const found = nulPath(inner, at);
    if (found !== null) return found;
  }
  return null;
}

export const NUL_REFUSED = 'contains a character that is not allowed (NUL).';

/**
 * Validates, then refuses what the schema let through with a NUL in it: no field of the shop
 * holds one, and PostgreSQL refuses it in text (22021) — a 400 here, never a 500 there. Free-text
 * fields whose schema cleans control characters never get this far with one.
 */
function parseOrThrow<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (!result.success) throw badRequest(issueMessage(result.issues[0], schema));
  const nul = nulPath(result.output);
  if (nul !== null) throw badRequest(`${nul || 'The request'} ${NUL_REFUSED}`);
  return result.output;
}

export const BODY_NOT_AN_OBJECT = 'The request body must be a JSON object.';

async function readBody(endpoint: Endpoint, c: Context): Promise<unknown> {
  if (endpoint.bodyType === 'form') {
    const type = c.req.header('content-type') ?? '';
    if (!/application\/x-www-form-urlencoded|multipart\/form-data/.test(type)) {
      throw badRequest('The request body must be form-encoded (application/x-www-form-urlencoded).');
    }
    try {
      return { ...(await c.req.parseBody()) };
    } catch {
      // A multipart body without its boundary, or cut short: the client's mistake, not ours.
      throw badRequest('The request body is not valid form data.');
    }
  }
  const text = await c.req.text();
  if (!text) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
  // Every JSON body of the contract is an object; valibot's object() would take an array for one.
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest(BODY_NOT_AN_OBJECT);
  return body;
}

export function registerEndpoint<E extends Endpoint>(app: Hono<ApiEnv>, endpoint: E, options: RegisterOptions, handler: Handler<E>): void {
  const honoPath = endpoint.path.replace(/\{(\w+)\}/g, ':$1');
  app.on(endpoint.method, honoPath, async (c) => {
    let client = endpoint.auth ? await authenticate(c, options.tokenSecret) : undefined;
    const accountToken = c.req.header(ACCOUNT_SESSION_HEADER);
    if (client && accountToken && options.accountUser) {
      const account = await options.accountUser(accountToken, c.var.now);
      client = { ...client, userId: account?.userId ?? null, userType: account?.userType ?? null };
    }
    if (client) c.set('client', client);
    const params = endpoint.params ? parseOrThrow(endpoint.params, c.req.param()) : undefined;
    const query = endpoint.query ? parseOrThrow(endpoint.query, c.req.query()) : undefined;
    const body = endpoint.body ? parseOrThrow(endpoint.body, (await readBody(endpoint, c)) ?? {}) : undefined;
    const result = await handler({ params, query, body, client } as HandlerInput<E>, c);
    if (result instanceof Response) return result;
    if (options.validateResponses) {
      const checked = v.safeParse(endpoint.response, result);
      if (!checked.success) {
        const issue = checked.issues[0];
        const where = issue?.path?.map((p) => String(p.key)).join('.') ?? '';
        throw new ApiError('ServerError', `Response of ${endpoint.id} breaks the contract at ${where}: ${issue?.message}`);
      }
    }
    return c.json(result as object, endpoint.status ?? 200);
  });
}
