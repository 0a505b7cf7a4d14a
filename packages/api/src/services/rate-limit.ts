/**
 * Request rate limits per client address (and per order number), kept in PostgreSQL so that N
 * processes of the shop behind a load balancer hold one limit together (docs/operations.md
 * "Order tracking rate limit", "Processes and scaling").
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitCounters } from '../db/schema';
import type { ApiContext } from '../http/endpoint';
import { tooManyRequests } from '../http/errors';

/** Where a request comes from, as the rate limit counts it. */
export interface RequestOrigin {
  header(name: string): string | undefined;
  /** The TCP peer's address, when the server knows it (Node's socket; not for in-process requests). */
  peerAddress?: string;
}

/** A request whose address cannot be told (no forwarding headers, no socket): all share one count. */
export const UNKNOWN_CLIENT_ADDRESS = '{ip}';

/** Proxies trusted by default: one on this machine (a reverse proxy in front of the shop process). */
export const LOOPBACK_PROXIES: ReadonlySet<string> = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * rules §9 "Client address is taken from forwarded-for, then real-ip, then an edge client header,
 * else {ip}": the LAST address of X-Forwarded-For, then X-Real-IP, then the CDN's own header
 * (Cloudflare's CF-Connecting-IP, Akamai's True-Client-IP), else the connection's peer address —
 * but only when the request comes through a proxy we trust (`trustedProxies`, env TRUSTED_PROXIES)
 * or from inside the shop's own process (the storefront server calling the API, no socket). A
 * client that connects directly writes those headers itself: its peer address is what counts, so
 * rotating X-Forwarded-For cannot dodge the limit.
 *
 * The trusted proxy appends the address it saw to X-Forwarded-For, so the last entry is the one a
 * client cannot choose — everything before it is whatever the client sent. Behind more proxies,
 * have the outer one overwrite the header.
 */
export function clientAddress(request: RequestOrigin, trustedProxies: ReadonlySet<string> = LOOPBACK_PROXIES): string {
  const peer = request.peerAddress?.trim() || undefined;
  if (peer && !trustedProxies.has(peer)) return peer;
  const forwarded = request.header('x-forwarded-for')?.split(',').at(-1)?.trim();
  const candidates = [forwarded, request.header('x-real-ip'), request.header('cf-connecting-ip'), request.header('true-client-ip'), peer];
  return candidates.map((a) => a?.trim()).find((a) => a) ?? UNKNOWN_CLIENT_ADDRESS;
}

/** The address of a request to a Hono app served by @hono/node-server (Node's request is the env binding `incoming`; in-process requests have none). */
export function requestAddress(
  c: { env: unknown; req: { header(name: string): string | undefined } },
  trustedProxies: ReadonlySet<string> = LOOPBACK_PROXIES,
): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return clientAddress({ header: (name) => c.req.header(name), peerAddress: incoming?.socket?.remoteAddress }, trustedProxies);
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one request of `key` at `now` if it is within the limit. */
  take(key: string, now: Date): Promise<RateDecision>;
  /** What take would decide now, counting nothing. */
  peek(key: string, now: Date): Promise<RateDecision>;
  /** Gives back one request of `key` counted in the window of `now` (one that turned out not to count, e.g. a right password). */
  release(key: string, now: Date): Promise<void>;
  /** Forgets every request of `key` counted in the window of `now`. */
  clear(key: string, now: Date): Promise<void>;
}

/** Longer keys are cut (a header can be long; what identifies a client fits in far less). */
const MAX_KEY_LENGTH = 200;

/**
 * A limit kept in PostgreSQL (rate_limit_counters), so every process of the shop counts together:
 * `limit` requests of a key per fixed window of `windowMs` (a burst across a window's end can see
 * up to twice that in a shorter span — still far too few to guess order numbers or test cards).
 * A take is one statement — an upsert that counts only while under the limit — so concurrent
 * requests, in any process, never let more than `limit` through in a window. Refused requests are
 * not counted: a client that waits the Retry-After it was given gets through.
 */
export function createDatabaseLimiter(
  database: Database,
  { bucket, limit, windowMs }: { bucket: string; limit: number; windowMs: number },
): RateLimiter {
  const windowOf = (now: Date) => new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const refused = (start: Date, now: Date): RateDecision => ({
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((start.getTime() + windowMs - now.getTime()) / 1000)),
  });
  const keyOf = (key: string) => key.slice(0, MAX_KEY_LENGTH);
  return {
    async take(key, now) {
      const windowStart = windowOf(now);
      const counted = await database.db
        .insert(rateLimitCounters)
        .values({ bucket, key: keyOf(key), windowStart, count: 1 })
        .onConflictDoUpdate({
          target: [rateLimitCounters.bucket, rateLimitCounters.key, rateLimitCounters.windowStart],
          set: { count: sql`${rateLimitCounters.count} + 1` },
          setWhere: sql`${rateLimitCounters.count} < ${limit}`,
        })
        .returning({ count: rateLimitCounters.count });
      return counted.length > 0 ? { allowed: true } : refused(windowStart, now);
    },
    async peek(key, now) {
      const windowStart = windowOf(now);
      const [row] = await database.db
        .select({ count: rateLimitCounters.count })
        .from(rateLimitCounters)
        .where(
          and(eq(rateLimitCounters.bucket, bucket), eq(rateLimitCounters.key, keyOf(key)), eq(rateLimitCounters.windowStart, windowStart)),
        );
      return (row?.count ?? 0) < limit ? { allowed: true } : refused(windowStart, now);
    },
    async release(key, now) {
      await database.db
        .update(rateLimitCounters)
        .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
        .where(
          and(
            eq(rateLimitCounters.bucket, bucket),
            eq(rateLimitCounters.key, keyOf(key)),
            eq(rateLimitCounters.windowStart, windowOf(now)),
          ),
        );
    },
    async clear(key, now) {
      await database.db
        .delete(rateLimitCounters)
        .where(
          and(
            eq(rateLimitCounters.bucket, bucket),
            eq(rateLimitCounters.key, keyOf(key)),
            eq(rateLimitCounters.windowStart, windowOf(now)),
          ),
        );
    },
  };
}

/** A limit per client address that answers a refused request itself. */
export interface AddressLimiter {
  /**
   * Counts the request for its client address (`clientAddress`, behind the trusted proxies):
   * null when it may go on, else the 429 to answer with (`tooManyRequests`, with Retry-After).
   */
  take(c: ApiContext): Promise<Response | null>;
}

/** `limiter` counted per client address; a refused request is answered with `message`. */
export function createAddressLimiter(
  limiter: RateLimiter,
  { message, trustedProxies = LOOPBACK_PROXIES }: { message: string; trustedProxies?: ReadonlySet<string> },
): AddressLimiter {
  return {
    async take(c) {
      const decision = await limiter.take(requestAddress(c, trustedProxies), c.var.now);
      return decision.allowed ? null : tooManyRequests(c, message, decision.retryAfterSeconds);
    },
  };
}

/** Counts older than a day are of no use to any limit: the worker's round deletes them. */
export async function deleteOldRateLimitCounts(database: Database, now: Date): Promise<number> {
  const deleted = await database.db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStart, new Date(now.getTime() - 24 * 3600_000)))
    .returning({ key: rateLimitCounters.key });
  return deleted.length;
}
