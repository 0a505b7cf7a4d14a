/** The tracking rate limit's counting (services/rate-limit.ts), on injected time. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientAddress, createSlidingWindowLimiter, RATE_LIMIT_MAX_KEYS, UNKNOWN_CLIENT_ADDRESS } from '../src/services/rate-limit';

const headersOf = (headers: Record<string, string>, peerAddress?: string) => ({
  header: (name: string) => Object.entries(headers).find(([k]) => k.toLowerCase() === name)?.[1],
  peerAddress,
});

describe('client address (rules §9)', () => {
  const proxy = new Set(['10.0.0.3']);

  it('is forwarded-for, then real-ip, then an edge client header, else the peer, else {ip}', () => {
    expect(clientAddress(headersOf({ 'X-Forwarded-For': ' 198.51.100.7 ', 'X-Real-IP': '10.0.0.2' }, '10.0.0.3'), proxy)).toBe('198.51.100.7');
    expect(clientAddress(headersOf({ 'X-Real-IP': '198.51.100.8', 'CF-Connecting-IP': '10.0.0.2' }))).toBe('198.51.100.8');
    expect(clientAddress(headersOf({ 'CF-Connecting-IP': '198.51.100.9' }, '10.0.0.3'), proxy)).toBe('198.51.100.9');
    expect(clientAddress(headersOf({ 'True-Client-IP': '198.51.100.10' }))).toBe('198.51.100.10');
    expect(clientAddress(headersOf({ 'X-Forwarded-For': '' }, '::1'))).toBe('::1');
    expect(clientAddress(headersOf({}))).toBe(UNKNOWN_CLIENT_ADDRESS);
  });

  it('believes forwarding headers only from a trusted proxy (by default this machine) or from inside the process', () => {
    const rotating = { 'X-Forwarded-For': '1.2.3.4', 'X-Real-IP': '5.6.7.8', 'CF-Connecting-IP': '9.9.9.9' };
    // A client connecting directly writes whatever it likes: its connection's address counts.
    expect(clientAddress(headersOf(rotating, '203.0.113.50'))).toBe('203.0.113.50');
    expect(clientAddress(headersOf(rotating, '203.0.113.50'), proxy)).toBe('203.0.113.50');
    // Through the loopback proxy (trusted by default) or a configured one, the headers count.
    for (const peer of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect(clientAddress(headersOf(rotating, peer))).toBe('1.2.3.4');
    expect(clientAddress(headersOf(rotating, '10.0.0.3'), proxy)).toBe('1.2.3.4');
    expect(clientAddress(headersOf(rotating, '127.0.0.1'), proxy)).toBe('127.0.0.1');
    // No socket: the shop's own storefront server calling in-process, which forwards the shopper's address.
    expect(clientAddress(headersOf(rotating))).toBe('1.2.3.4');
  });

  it('takes the last X-Forwarded-For entry, the one our proxy appended: what the client wrote before it is ignored', () => {
    expect(clientAddress(headersOf({ 'X-Forwarded-For': '10.9.9.9, 203.0.113.5 , 198.51.100.7 ' }))).toBe('198.51.100.7');
    // A client that sends its own header cannot pick its address: the proxy's entry is still last.
    for (const spoofed of ['1.1.1.1', '2.2.2.2, 3.3.3.3', 'not-an-address']) {
      expect(clientAddress(headersOf({ 'X-Forwarded-For': `${spoofed}, 198.51.100.7` }))).toBe('198.51.100.7');
    }
  });
});

describe('sliding window limiter', () => {
  it('allows `limit` requests in a window and says when the next one will be', () => {
    const limiter = createSlidingWindowLimiter({ limit: 3, windowMs: 60_000 });
    expect(limiter.take('a', 0)).toEqual({ allowed: true });
    expect(limiter.take('a', 10_000)).toEqual({ allowed: true });
    expect(limiter.take('a', 20_000)).toEqual({ allowed: true });
    // The oldest leaves the window at 60 s: 29.5 s from now, rounded up.
    expect(limiter.take('a', 30_500)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(limiter.take('b', 30_500)).toEqual({ allowed: true });
  });

  it('does not count refused requests: waiting the Retry-After is enough', () => {
    const limiter = createSlidingWindowLimiter({ limit: 2, windowMs: 1_000 });
    limiter.take('a', 0);
    limiter.take('a', 100);
    const refused = limiter.take('a', 200);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 1 });
    for (let t = 300; t < 1_000; t += 100) expect(limiter.take('a', t).allowed).toBe(false);
    expect(limiter.take('a', 1_000)).toEqual({ allowed: true });
  });

  it('remembers at most `maxKeys` addresses, forgetting the one seen least recently', () => {
    const limiter = createSlidingWindowLimiter({ limit: 1, windowMs: 60_000, maxKeys: 3 });
    for (const key of ['a', 'b', 'c']) expect(limiter.take(key, 0)).toEqual({ allowed: true });
    // 'a' is seen again (refused), so 'b' is now the oldest and 'd' pushes it out.
    expect(limiter.take('a', 1).allowed).toBe(false);
    expect(limiter.take('d', 2)).toEqual({ allowed: true });
    expect(limiter.take('b', 3)).toEqual({ allowed: true });
    // 'c' went when 'b' came back, and 'a' when 'c' did; 'd' is still counted.
    expect(limiter.take('c', 4)).toEqual({ allowed: true });
    expect(limiter.take('d', 5).allowed).toBe(false);
    expect(limiter.take('a', 6)).toEqual({ allowed: true });
  });

  it('keeps 10,000 addresses by default', () => {
    const limiter = createSlidingWindowLimiter({ limit: 1, windowMs: 60_000 });
    expect(RATE_LIMIT_MAX_KEYS).toBe(10_000);
    for (let i = 0; i < RATE_LIMIT_MAX_KEYS; i++) limiter.take(`k${i}`, 0);
    expect(limiter.take('k0', 1).allowed).toBe(false);
    limiter.take('new', 2);
    // k0 was seen last at 1, so k1 was the oldest and is forgotten.
    expect(limiter.take('k1', 3)).toEqual({ allowed: true });
    expect(limiter.take('k0', 4).allowed).toBe(false);
  });

  it('never lets more than `limit` requests of one key through in any window', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 100, max: 5_000 }),
        fc.array(fc.tuple(fc.constantFrom('a', 'b'), fc.integer({ min: 0, max: 2_000 })), { maxLength: 80 }),
        (limit, windowMs, steps) => {
          const limiter = createSlidingWindowLimiter({ limit, windowMs });
          const allowed = new Map<string, number[]>();
          let now = 0;
          for (const [key, gap] of steps) {
            now += gap;
            const decision = limiter.take(key, now);
            const times = allowed.get(key) ?? [];
            const inWindow = times.filter((t) => t > now - windowMs).length;
            expect(decision.allowed).toBe(inWindow < limit);
            if (decision.allowed) times.push(now);
            else expect(decision.retryAfterSeconds).toBeGreaterThanOrEqual(1);
            allowed.set(key, times);
          }
        },
      ),
    );
  });
});
