/**
 * The sandbox gateway's client tokens (spec §7 GET /checkout/{card-provider}-client-token): what
 * the hosted card fields are opened with. A token is signed by the gateway (HMAC-SHA-256 over its
 * claims with the shop's token secret, under its own label so it can never pass for an API bearer
 * token), lives an hour, and names the one origin the fields' page may talk to: the page that
 * embeds the iframe. The hosted fields post their results to that origin only.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** spec §7 client token: good for one checkout visit. */
export const CLIENT_TOKEN_TTL_MS = 60 * 60 * 1000;

export interface ClientTokenClaims {
  /** The origin of the page that embeds the hosted fields: where their messages go. */
  parentOrigin: string;
  /** The shop's origin, where the gateway is served. */
  shopOrigin: string;
  expiresAt: number;
}

const LABEL = 'tireshop-sandbox-client-token.v1';

const signature = (secret: string, payload: string) => createHmac('sha256', secret).update(`${LABEL}.${payload}`).digest();

/**
 * A token for hosted fields embedded on `origin`. A token asked for without an Origin (the shop's
 * server calling for its own pages) may be used from the shop's origin only.
 */
export function issueClientToken(secret: string, options: { origin: string | null; shopOrigin: string }, nowMs: number): string {
  const claims = {
    o: options.origin ?? options.shopOrigin,
    s: options.shopOrigin,
    e: nowMs + CLIENT_TOKEN_TTL_MS,
    n: randomBytes(9).toString('base64url'),
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${signature(secret, payload).toString('base64url')}`;
}

/** Why a client token is refused: `invalid` (not ours, altered, malformed) or `expired` (ours, and its claims with it). */
export type ClientTokenCheck =
  | { ok: true; claims: ClientTokenClaims }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'expired'; claims: ClientTokenClaims };

/** A short name for a token that checked out: its signature, unique to it (rate limits count by it). */
export const clientTokenId = (token: string): string => token.slice(token.lastIndexOf('.') + 1);

export function checkClientToken(secret: string, token: string, nowMs: number): ClientTokenCheck {
  const [payload, mac, ...rest] = token.split('.');
  if (!payload || !mac || rest.length > 0 || token.length > 1000) return { ok: false, reason: 'invalid' };
  const expected = signature(secret, payload);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  let raw: { o?: unknown; s?: unknown; e?: unknown };
  try {
    raw = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof raw.o !== 'string' || typeof raw.s !== 'string' || typeof raw.e !== 'number') return { ok: false, reason: 'invalid' };
  const claims = { parentOrigin: raw.o, shopOrigin: raw.s, expiresAt: raw.e };
  return nowMs >= claims.expiresAt ? { ok: false, reason: 'expired', claims } : { ok: true, claims };
}
