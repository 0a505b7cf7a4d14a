/**
 * The bearer token of the client-credentials exchange (spec §4 Authorisation, §7 POST /token).
 * One token per client; concurrent callers share one in-flight request (single flight), and a 401
 * refreshes at most once per rejected token however many calls saw it.
 */
import type { EndpointOutput } from '../contract/endpoint';
import type { tokenEndpoint } from '../contract/auth';
import { failure, MISSING_CREDENTIALS_MESSAGE, success, type ApiResult } from './result';

/** The answer of POST /token as the contract states it. */
export type TokenAnswer = EndpointOutput<typeof tokenEndpoint>;

export interface ClientCredentials {
  clientId: string;
  /**
   * Present (even undefined) = confidential client, which must have a secret; absent = public
   * client such as a widget id, which sends none (ARCHITECTURE "Identity and access").
   */
  clientSecret?: string;
}

/** Refresh this long before the server's expiry so a token does not lapse in flight. */
export const EARLY_REFRESH_MS = 30_000;

export interface TokenSourceOptions {
  credentials: ClientCredentials;
  now: () => number;
  /** POSTs the form to /token and returns the contract-checked answer (or the token call's error). */
  requestToken: (form: Record<string, string>) => Promise<ApiResult<TokenAnswer>>;
}

export interface TokenSource {
  /** A valid access token: the cached one, else a fresh one (spec §4 "missing or expired"). */
  get(): Promise<ApiResult<string>>;
  /**
   * The token `rejected` got a 401: drop it and fetch one replacement (spec §4 "one refresh").
   * Calls that saw the same rejected token share that replacement, or its failure.
   */
  replace(rejected: string): Promise<ApiResult<string>>;
}

interface CachedToken {
  accessToken: string;
  expiresAt: number;
}

export function tokenForm(credentials: ClientCredentials): Record<string, string> | undefined {
  // spec §8: missing id, or a confidential client without its secret, fails before any request.
  if (!credentials.clientId) return undefined;
  // Own keys only: a host page may have put anything on Object.prototype (issue #13).
  const confidential = Object.hasOwn(credentials, 'clientSecret');
  if (confidential && !credentials.clientSecret) return undefined;
  const form: Record<string, string> = { client_id: credentials.clientId };
  if (confidential && credentials.clientSecret) form.client_secret = credentials.clientSecret;
  form.grant_type = 'client_credentials';
  return form;
}

export function createTokenSource({ credentials, now, requestToken }: TokenSourceOptions): TokenSource {
  let cached: CachedToken | undefined;
  let inflight: Promise<ApiResult<string>> | undefined;
  let lastReplacement: { rejected: string; result: Promise<ApiResult<string>> } | undefined;

  const isFresh = (token: CachedToken | undefined): token is CachedToken => token !== undefined && now() < token.expiresAt;

  async function exchange(): Promise<ApiResult<string>> {
    const form = tokenForm(credentials);
    if (!form) return failure('OtherError', MISSING_CREDENTIALS_MESSAGE);
    const answer = await requestToken(form);
    if (!answer.ok) return answer; // the token call's own error, e.g. 403 for a disallowed origin
    const parsed = readTokenAnswer(answer.data, now());
    if (!parsed) return failure('OtherError', 'The token response has an empty access_token', answer.status);
    cached = parsed;
    return success(parsed.accessToken, answer.status);
  }

  function shared(): Promise<ApiResult<string>> {
    inflight ??= exchange().finally(() => {
      inflight = undefined;
    });
    return inflight;
  }

  return {
    get() {
      if (isFresh(cached)) return Promise.resolve(success(cached.accessToken, 200));
      return shared();
    },
    replace(rejected) {
      if (lastReplacement?.rejected === rejected) return lastReplacement.result;
      if (cached?.accessToken === rejected) cached = undefined;
      // Another call already replaced it: use the newer token rather than fetching again.
      else if (isFresh(cached)) return Promise.resolve(success(cached.accessToken, 200));
      const result = shared();
      lastReplacement = { rejected, result };
      return result;
    },
  };
}

/** spec §7 POST /token answer: access_token, expires_in (seconds); expiry = now + expires_in. */
function readTokenAnswer({ access_token: accessToken, expires_in: seconds }: TokenAnswer, at: number): CachedToken | undefined {
  if (accessToken === '') return undefined;
  // Without a usable lifetime the token serves the calls waiting for it and is not reused.
  if (!Number.isFinite(seconds) || seconds <= 0) return { accessToken, expiresAt: at };
  const lifetime = seconds * 1000;
  // Short-lived tokens would be "expired" at once with a fixed 30 s margin; cap it at half the lifetime.
  return { accessToken, expiresAt: at + lifetime - Math.min(EARLY_REFRESH_MS, lifetime / 2) };
}
