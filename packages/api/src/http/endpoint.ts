/**
 * Registers a contract endpoint (core/src/contract) on the Hono app: the request's params, query
 * and body are validated with the endpoint's valibot schemas before the handler runs, a bearer
 * token is required when the endpoint says so, and outside production the answer is checked
 * against the response schema so the contract and the server cannot drift apart.
 */
import type { Endpoint, EndpointOutput, OutputOf } from '@tireshop/core';
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { authenticate, type TokenClaims } from '../auth/tokens';
import { ApiError, badRequest } from './errors';

export type ApiEnv = { Variables: { client: TokenClaims } };
export type ApiContext = Context<ApiEnv>;

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
}

/** The first problem, in words a caller can act on. */
export function issueMessage(issue: v.BaseIssue<unknown> | undefined): string {
  if (!issue) return 'The request is not valid.';
  // A missing key: valibot reports it on the object ("Invalid key: Expected "x" …").
  if (issue.kind === 'schema' && issue.type === 'object' && issue.input === undefined && issue.path?.length) {
    return `${issue.path.map((p) => String(p.key)).join('.')} is required.`;
  }
  return issue.message;
}

function parseOrThrow<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  throw badRequest(issueMessage(result.issues[0]));
}

async function readBody(endpoint: Endpoint, c: Context): Promise<unknown> {
  if (endpoint.bodyType === 'form') {
    const type = c.req.header('content-type') ?? '';
    if (!/application\/x-www-form-urlencoded|multipart\/form-data/.test(type)) {
      throw badRequest('The request body must be form-encoded (application/x-www-form-urlencoded).');
    }
    return { ...(await c.req.parseBody()) };
  }
  const text = await c.req.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
}

export function registerEndpoint<E extends Endpoint>(
  app: Hono<ApiEnv>,
  endpoint: E,
  options: RegisterOptions,
  handler: Handler<E>,
): void {
  const honoPath = endpoint.path.replace(/\{(\w+)\}/g, ':$1');
  app.on(endpoint.method, honoPath, async (c) => {
    const client = endpoint.auth ? await authenticate(c, options.tokenSecret) : undefined;
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
