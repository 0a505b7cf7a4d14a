/**
 * Request rate limits per client address (and per order number), kept in memory by each API process (docs/operations.md
 * "Order tracking rate limit": with N processes behind a load balancer an address gets up to N
 * times the limit — enough to stop guessing order numbers, which is what it is for).
 */

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

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one request of `key` at `nowMs` if it is within the limit. */
  take(key: string, nowMs?: number): RateDecision;
  /** What take would decide now, counting nothing. */
  peek(key: string, nowMs?: number): RateDecision;
}

/** How many addresses a limiter remembers at most. */
export const RATE_LIMIT_MAX_KEYS = 10_000;

/**
 * A sliding-window log: a key may make `limit` requests in any `windowMs`. Refused requests are not
 * counted, so a client that waits the Retry-After it was given gets through. Keys idle for a whole
 * window are dropped once per window; and at most `maxKeys` are kept — past that the key seen least
 * recently is forgotten — so a flood of addresses within one window cannot grow memory without end.
 */
export function createSlidingWindowLimiter({ limit, windowMs, maxKeys = RATE_LIMIT_MAX_KEYS }: { limit: number; windowMs: number; maxKeys?: number }): RateLimiter {
  // In the order keys were last seen (each take moves its key to the end): the first is the oldest.
  const requests = new Map<string, number[]>();
  let lastSweep = 0;

  function sweep(nowMs: number) {
    if (nowMs - lastSweep < windowMs) return;
    lastSweep = nowMs;
    for (const [key, times] of requests) if (times[times.length - 1]! <= nowMs - windowMs) requests.delete(key);
  }

  const decide = (times: number[], nowMs: number): RateDecision =>
    times.length < limit ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((times[0]! + windowMs - nowMs) / 1000)) };

  return {
    take(key, nowMs = Date.now()) {
      sweep(nowMs);
      const times = (requests.get(key) ?? []).filter((t) => t > nowMs - windowMs);
      requests.delete(key);
      const decision = decide(times, nowMs);
      if (decision.allowed) times.push(nowMs);
      requests.set(key, times);
      if (requests.size > maxKeys) requests.delete(requests.keys().next().value!);
      return decision;
    },
    peek(key, nowMs = Date.now()) {
      return decide((requests.get(key) ?? []).filter((t) => t > nowMs - windowMs), nowMs);
    },
  };
}
