/**
 * The events endpoint's limit per address (docs/analytics.md "Rate limit"): it needs no token, so
 * one address may send ANALYTICS_BATCHES_PER_MINUTE batches a minute; beyond, 429 with
 * Retry-After, and nothing of the refused batch is written. Concurrent batches never pass the limit.
 */
import { randomUUID } from 'node:crypto';
import { ANALYTICS_BATCHES_PER_MINUTE, ANALYTICS_RATE_LIMITED } from '@tireshop/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDatabases } from './databases';
import { jsonCall, testApi, type Answer } from './support/api';
import { clock } from './support/clock';

const visitor = () => randomUUID().replaceAll('-', '');

describeOnDatabases('analytics events rate limit', ({ database }) => {
  let api: Awaited<ReturnType<typeof testApi>>;
  beforeAll(async () => {
    api = await testApi(database());
  });
  afterAll(() => clock.reset());

  const send = (address: string, id = visitor()): Promise<Answer> =>
    jsonCall(api.request, 'POST', '/v1/analytics/events', {
      token: null,
      headers: { 'X-Forwarded-For': address },
      body: { visitorId: id, events: [{ type: 'page_view', page: 'pages/home' }] },
    });
  const eventsOf = async (id: string) =>
    Number((await database().query<{ n: number }>('SELECT count(*)::int AS n FROM analytics_events WHERE visitor_id = $1', [id]))[0]!.n);

  it('refuses an address past its batches a minute, records nothing of it, and lets others and the next minute through', async () => {
    clock.advance(Date.parse('2026-12-20T10:00:05Z') - clock.now().getTime());
    for (let i = 0; i < ANALYTICS_BATCHES_PER_MINUTE; i++) expect((await send('198.51.100.1')).status).toBe(200);

    const id = visitor();
    const refused = await api.request('/v1/analytics/events', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', 'X-Forwarded-For': '198.51.100.1' },
      body: JSON.stringify({ visitorId: id, events: [{ type: 'page_view', page: 'pages/home' }] }),
    });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: unknown }).error).toMatchObject({
      code: 'TooManyRequests',
      message: ANALYTICS_RATE_LIMITED,
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await eventsOf(id)).toBe(0);

    // Another address is not held by it.
    expect((await send('198.51.100.2')).status).toBe(200);
    // The next minute, the first address is heard again.
    clock.advance(60_000);
    const again = visitor();
    expect((await send('198.51.100.1', again)).status).toBe(200);
    expect(await eventsOf(again)).toBe(1);
  });

  it('lets no more than the limit through when batches come at once', async () => {
    clock.advance(Date.parse('2026-12-21T10:00:05Z') - clock.now().getTime());
    const answers = await Promise.all(Array.from({ length: ANALYTICS_BATCHES_PER_MINUTE + 10 }, () => send('198.51.100.3')));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(ANALYTICS_BATCHES_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });
});
