/**
 * Bearer tokens (spec §4 Authorisation, §7 POST /token): HMAC-signed JWTs that carry who the
 * client is. A token issued to a public (widget) client is bound to the origin it was issued
 * to; a request carrying it from another origin is refused.
 */
import { fillMessage, TOKEN_REFUSALS, type UserType } from '@tireshop/core';
import type { Context } from 'hono';
import { sign, verify } from 'hono/jwt';
import { ApiError } from '../http/errors';

/**
 * The HMAC key of a token secret, imported once: importing it is most of the cost of checking a
 * token, and every authorised call checks one.
 */
const signingKeys = new Map<string, Promise<CryptoKey>>();
function signingKey(secret: string): Promise<CryptoKey> {
  let key = signingKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    signingKeys.set(secret, key);
  }
  return key;
}

export interface TokenClaims {
  /** client id */
  sub: string;
  kind: 'confidential' | 'public';
  channel: string;
  widgetType: string | null;
  installerId: number | null;
  /**
   * The brands a partner widget sells (services/brand-scope.ts), from its configuration on the
   * server when the token was issued: the host page cannot change them. Absent for other clients.
   */
  brandIds?: number[] | null;
  /** The origin a public client's token was issued to. */
  origin: string | null;
  /**
   * Not a claim of the token: the signed-in shopper of the request's X-Account-Session header,
   * looked up per request (http/endpoint.ts); absent or null when nobody is signed in.
   */
  userId?: number | null;
  /**
   * Not a claim either: that shopper's user type (their first account type's, rules §6), read with
   * the session; it picks their price list (services/price-lists.ts). Absent or null: retail.
   */
  userType?: UserType | null;
  exp: number;
  iat: number;
}

/** The longest life a token may claim (TOKEN_TTL_SECONDS is 15 minutes by default). */
export const MAX_TOKEN_LIFETIME_SECONDS = 24 * 3600;

function hasShortLife(claims: Partial<TokenClaims>): boolean {
  const { exp, iat } = claims;
  return Number.isInteger(exp) && Number.isInteger(iat) && exp! > iat! && exp! - iat! <= MAX_TOKEN_LIFETIME_SECONDS;
}

export async function issueToken(
  claims: Omit<TokenClaims, 'exp' | 'iat'>,
  secret: string,
  ttlSeconds: number,
  nowMs = Date.now(),
): Promise<{ access_token: string; token_type: 'Bearer'; expires_in: number }> {
  const iat = Math.floor(nowMs / 1000);
  const token = await sign({ ...claims, iat, exp: iat + ttlSeconds }, await signingKey(secret), 'HS256');
  return { access_token: token, token_type: 'Bearer', expires_in: ttlSeconds };
}

export async function authenticate(c: Context, secret: string): Promise<TokenClaims> {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw new ApiError('Unauthorized', TOKEN_REFUSALS.required);
  let claims: TokenClaims;
  try {
    claims = (await verify(match[1]!, await signingKey(secret), 'HS256')) as unknown as TokenClaims;
  } catch {
    throw new ApiError('Unauthorized', TOKEN_REFUSALS.invalid);
  }
  // verify() checks `exp` only when the token has one: a token must have one, and a short life
  // (issued by POST /token; a token that never expires is a key that is never given back).
  if (!hasShortLife(claims)) throw new ApiError('Unauthorized', TOKEN_REFUSALS.invalid);
  const origin = c.req.header('origin');
  if (claims.origin && origin && origin !== claims.origin) {
    throw new ApiError('Forbidden', fillMessage(TOKEN_REFUSALS.otherOrigin, { issued: claims.origin, origin }));
  }
  return claims;
}
