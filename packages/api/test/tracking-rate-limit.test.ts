/** The rate limits' client address and counting (services/rate-limit.ts), on injected time. */
import { describe, expect, it } from 'vitest';
import { clientAddress, createDatabaseLimiter, deleteOldRateLimitCounts, UNKNOWN_CLIENT_ADDRESS } from '../src/services/rate-limit';
import { describeOnDatabases } from './databases';

const headersOf = (headers: Record<string, string>, peerAddress?: string) => ({
  header: (name: string) => Object.entries(headers).find(([k]) => k.toLowerCase() === name)?.[1],
  peerAddress,
});

describe('client address (rules §9)', () => {
  const proxy = new Set(['10.0.0.3']);

  it('is forwarded-for, then real-ip, then an edge client header, else the peer, else {ip}', () => {
    expect(clientAddress(headersOf({ 'X-Forwarded-For': ' 198.51.100.7 ', 'X-Real-IP': '10.0.0.2' }, '10.0.0.3'), proxy)).toBe(
      '198.51.100.7',
    );
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

describeOnDatabases('rate limits in the database', ({ database }) => {
  const at = (ms: number) => new Date(Date.UTC(2026, 10, 18, 16, 0, 0) + ms);
  let n = 0;
  /** A limiter of its own bucket: the suite's tests share one database. */
  const limiter = (limit: number, windowMs = 60_000) => createDatabaseLimiter(database(), { bucket: `test-${n++}`, limit, windowMs });

  it('allows `limit` requests of a key per window and says when the next one will be', async () => {
    const l = limiter(3);
    for (const ms of [0, 10_000, 20_000]) expect(await l.take('a', at(ms))).toEqual({ allowed: true });
    expect(await l.peek('a', at(30_500))).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(await l.take('a', at(30_500))).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(await l.take('b', at(30_500))).toEqual({ allowed: true });
    // The next window starts afresh; refused requests were not counted.
    expect(await l.take('a', at(60_000))).toEqual({ allowed: true });
    expect(await l.peek('a', at(60_001))).toEqual({ allowed: true });
  });

  it('holds for every process: two limiters on one database share the count, and old counts are deleted', async () => {
    const bucket = `shared-${n++}`;
    const one = createDatabaseLimiter(database(), { bucket, limit: 2, windowMs: 60_000 });
    const other = createDatabaseLimiter(database(), { bucket, limit: 2, windowMs: 60_000 });
    expect(await one.take('a', at(0))).toEqual({ allowed: true });
    expect(await other.take('a', at(1))).toEqual({ allowed: true });
    expect((await one.take('a', at(2))).allowed).toBe(false);
    expect((await other.take('a', at(3))).allowed).toBe(false);
    expect(await deleteOldRateLimitCounts(database(), at(25 * 3600_000))).toBeGreaterThan(0);
  });
});

describeOnDatabases(
  'rate limits under concurrency',
  ({ database }) => {
    it('lets exactly `limit` of 30 concurrent requests through', async () => {
      const limiter = createDatabaseLimiter(database(), { bucket: 'burst', limit: 5, windowMs: 60_000 });
      const decisions = await Promise.all(Array.from({ length: 30 }, () => limiter.take('burst', new Date(Date.UTC(2026, 10, 18, 16)))));
      expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
    });
  },
  { kinds: ['postgres'] },
);
