import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeOnDatabases } from './databases';
import type { Database } from '../src/db/client';
import { jsonCall, testApi, type Answer } from './support/api';
import { clock } from './support/clock';

async function searchApi(database: Database) {
  const api = await testApi(database);
  const token = await api.storefrontToken(); // one token per suite: scrypt on every call is slow

  const call = <T = any>(
    method: string,
    path: string,
    options: { session?: string; body?: unknown; rawBody?: string; auth?: boolean } = {},
  ) =>
    jsonCall<T>(api.request, method, path, {
      token: options.auth === false ? null : token,
      body: options.body,
      rawBody: options.rawBody,
      headers: options.session === undefined ? {} : { 'X-User-Session-Id': options.session },
    });

  /** A new shopper session id. */
  async function newSession(): Promise<string> {
    const { status, body } = await call('GET', '/users/session');
    if (status !== 200) throw new Error(`GET /users/session: ${status} ${JSON.stringify(body)}`);
    return body.userSessionId;
  }

  return { ...api, call, newSession };
}

const REQUIRED = 'A shopper session is required: call GET /users/session first.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describeOnDatabases('shopper session (GET /users/session)', ({ database }) => {
  it('starts a session with the default personalization (spec §9) when none is sent', async () => {
    const api = await searchApi(database());
    const { status, body } = await api.call('GET', '/users/session');
    expect(status).toBe(200);
    expect(body.userSessionId).toMatch(UUID);
    expect(body.userPersonalization).toEqual({
      customer_type: 'retail',
      gaClientId: null,
      rudderAnonymousId: null,
      rudderSessionId: null,
      userLocation: null,
      userLocationZip: null,
    });
    const rows = await database().query('SELECT id FROM shopper_sessions WHERE id = $1', [body.userSessionId]);
    expect(rows).toHaveLength(1);
  });

  it('answers the same session when its id is sent, and marks it seen', async () => {
    const api = await searchApi(database());
    const id = await api.newSession();
    await database().query(`UPDATE shopper_sessions SET last_seen_at = now() - interval '3 days' WHERE id = $1`, [id]);
    const again = await api.call('GET', '/users/session', { session: id.toUpperCase() });
    expect(again.body.userSessionId).toBe(id);
    const [row] = await database().query<{ recent: boolean }>(
      `SELECT last_seen_at > now() - interval '1 hour' AS recent FROM shopper_sessions WHERE id = $1`,
      [id],
    );
    expect(row!.recent).toBe(true);
  });

  it('starts a new session for a malformed or unknown id', async () => {
    const api = await searchApi(database());
    const before = await database().query<{ n: number }>('SELECT count(*)::int AS n FROM shopper_sessions');
    for (const sent of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', "' OR 1=1 --"]) {
      const { status, body } = await api.call('GET', '/users/session', { session: sent });
      expect(status, sent).toBe(200);
      expect(body.userSessionId, sent).toMatch(UUID);
      expect(body.userSessionId, sent).not.toBe(sent);
    }
    const after = await database().query<{ n: number }>('SELECT count(*)::int AS n FROM shopper_sessions');
    expect(after[0]!.n).toBe(before[0]!.n + 3);
  });

  it('needs a bearer token', async () => {
    const api = await searchApi(database());
    const { status, body } = await api.call('GET', '/users/session', { auth: false });
    expect(status).toBe(401);
    expect(body.error.code).toBe('Unauthorized');
  });

  it('turns session-scoped calls without a usable session away with a 400 that says what to do', async () => {
    const api = await searchApi(database());
    const calls: [string, string, unknown?][] = [
      ['GET', '/users/me/history/search'],
      ['POST', '/users/me/history/search', { label: 'x', link: '/x', typeName: 'Brand' }],
      ['DELETE', '/users/me/history/search'],
      ['GET', '/users/recent-search'],
      ['POST', '/users/recent-search?dateOfVisit=2024-05-01&itemId=1&source=pdp'],
    ];
    for (const [method, path, body] of calls) {
      const missing = await api.call(method, path, { body });
      expect(missing.status, `${method} ${path}`).toBe(400);
      expect(missing.body, `${method} ${path}`).toEqual({ error: { code: 'BadRequest', message: REQUIRED } });
      const malformed = await api.call(method, path, { body, session: 'abc' });
      expect(malformed.status).toBe(400);
      expect(malformed.body.error.message).toMatch(/call GET \/users\/session/);
      const unknown = await api.call(method, path, { body, session: '00000000-0000-4000-8000-000000000000' });
      expect(unknown.status).toBe(400);
      expect(unknown.body.error.message).toMatch(/does not exist.*GET \/users\/session/);
    }
  });
});

describeOnDatabases('past searches (/users/me/history/search)', ({ kind, database }) => {
  const entry = (n: number) => ({ label: `Search ${n}`, link: `/tire-sizes/225-45r${n}`, typeName: 'Tire size' });
  const labels = (body: any): string[] => body.pastSearches.map((p: any) => p.label);

  it('lists what was searched, latest first', async () => {
    const api = await searchApi(database());
    const session = await api.newSession();
    expect((await api.call('GET', '/users/me/history/search', { session })).body).toEqual({ pastSearches: [] });
    for (const n of [1, 2, 3]) {
      const posted = await api.call('POST', '/users/me/history/search', { session, body: entry(n) });
      expect(posted.status).toBe(200);
      expect(labels(posted.body)[0]).toBe(`Search ${n}`);
    }
    const { status, body } = await api.call('GET', '/users/me/history/search', { session });
    expect(status).toBe(200);
    expect(labels(body)).toEqual(['Search 3', 'Search 2', 'Search 1']);
    expect(body.pastSearches[0]).toMatchObject({
      link: '/tire-sizes/225-45r3',
      typeName: 'Tire size',
      detailLabel: null,
      vehicleMetadata: null,
    });
    expect(Number.isNaN(Date.parse(body.pastSearches[0].createdAt))).toBe(false);
  });

  it('moves a repeated link to the top instead of listing it twice', async () => {
    const api = await searchApi(database());
    const session = await api.newSession();
    for (const n of [1, 2, 3]) await api.call('POST', '/users/me/history/search', { session, body: entry(n) });
    const firstId = (await api.call('GET', '/users/me/history/search', { session })).body.pastSearches[2].id;
    const again = await api.call('POST', '/users/me/history/search', { session, body: { ...entry(1), label: 'Search 1 again' } });
    expect(labels(again.body)).toEqual(['Search 1 again', 'Search 3', 'Search 2']);
    expect(again.body.pastSearches[0].id).toBe(firstId);
    const [row] = await database().query<{ n: number }>('SELECT count(*)::int AS n FROM search_history WHERE session_id = $1', [session]);
    expect(row!.n).toBe(3);
  });

  it('keeps at most 10, dropping the oldest', async () => {
    const api = await searchApi(database());
    const session = await api.newSession();
    for (let n = 1; n <= 12; n++) await api.call('POST', '/users/me/history/search', { session, body: entry(n) });
    const { body } = await api.call('GET', '/users/me/history/search', { session });
    expect(labels(body)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => `Search ${n}`));
    const [row] = await database().query<{ n: number }>('SELECT count(*)::int AS n FROM search_history WHERE session_id = $1', [session]);
    expect(row!.n).toBe(10);
  });

  it('keeps vehicle details and a detail label, and drops unknown keys', async () => {
    const api = await searchApi(database());
    const session = await api.newSession();
    const { body } = await api.call('POST', '/users/me/history/search', {
      session,
      body: {
        label: '2021 Toyota Camry',
        link: '/vehicles/toyota-tires/camry/2021',
        typeName: 'Vehicle',
        detailLabel: '4 trims',
        vehicleMetadata: { make: 'Toyota', model: 'Camry', year: '2021', evil: '<script>' },
      },
    });
    expect(body.pastSearches[0]).toMatchObject({
      detailLabel: '4 trims',
      vehicleMetadata: { make: 'Toyota', model: 'Camry', year: '2021' },
    });
    expect(body.pastSearches[0].vehicleMetadata.evil).toBeUndefined();
  });

  it('refuses links that leave the site or run script, and bad fields, with a clear 400', async () => {
    const api = await searchApi(database());
    const session = await api.newSession();
    const linkMessage = 'link must be a path on this site, starting with /.';
    for (const link of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'tire-sizes',
      ' /x',
      '/x y',
      '',
    ]) {
      const { status, body } = await api.call('POST', '/users/me/history/search', { session, body: { ...entry(1), link } });
      expect(status, link).toBe(400);
      expect(body.error.message, link).toBe(linkMessage);
    }
    const cases: [unknown, string][] = [
      [{ ...entry(1), label: 'x'.repeat(101) }, 'label must be at most 100 characters.'],
      [{ ...entry(1), label: '   ' }, 'label is required.'],
      [{ link: '/x', typeName: 'Brand' }, 'label is required.'],
      [{ ...entry(1), link: `/${'a'.repeat(300)}` }, 'link must be at most 300 characters.'],
      [{ ...entry(1), typeName: 7 }, 'typeName must be text.'],
    ];
    for (const [payload, message] of cases) {
      const { status, body } = await api.call('POST', '/users/me/history/search', { session, body: payload });
      expect(status, message).toBe(400);
      expect(body.error.message).toBe(message);
    }
    const notJson = await api.call('POST', '/users/me/history/search', { session, rawBody: '{"label":' });
    expect(notJson.status).toBe(400);
    expect(notJson.body.error.message).toBe('The request body is not valid JSON.');
    expect((await api.call('GET', '/users/me/history/search', { session })).body.pastSearches).toEqual([]);
  });

  it("never shows or deletes another session's entries", async () => {
    const api = await searchApi(database());
    const alice = await api.newSession();
    const bob = await api.newSession();
    const posted = await api.call('POST', '/users/me/history/search', { session: alice, body: entry(1) });
    const aliceEntry = posted.body.pastSearches[0].id;

    expect((await api.call('GET', '/users/me/history/search', { session: bob })).body.pastSearches).toEqual([]);
    const steal = await api.call('DELETE', `/users/me/history/search?id=${aliceEntry}`, { session: bob });
    expect(steal.status).toBe(404);
    expect(steal.body.error).toEqual({ code: 'NotFound', message: 'There is no such past search.' });
    await api.call('DELETE', '/users/me/history/search', { session: bob });
    expect(labels((await api.call('GET', '/users/me/history/search', { session: alice })).body)).toEqual(['Search 1']);
  });

  it('deletes one entry by id, or all of them', async () => {
    const api = await searchApi(database());
    const session = await api.newSession();
    for (const n of [1, 2, 3]) await api.call('POST', '/users/me/history/search', { session, body: entry(n) });
    const list = (await api.call('GET', '/users/me/history/search', { session })).body.pastSearches;
    const one = await api.call('DELETE', `/users/me/history/search?id=${list[1].id}`, { session });
    expect(one.status).toBe(200);
    expect(labels(one.body)).toEqual(['Search 3', 'Search 1']);
    expect((await api.call('DELETE', `/users/me/history/search?id=${list[1].id}`, { session })).status).toBe(404);
    expect((await api.call('DELETE', '/users/me/history/search?id=abc', { session })).status).toBe(400);
    const all = await api.call('DELETE', '/users/me/history/search', { session });
    expect(all).toEqual({ status: 200, body: { pastSearches: [] } });
    expect((await api.call('GET', '/users/me/history/search', { session })).body.pastSearches).toEqual([]);
  });

  it('stores one entry when the same link is posted many times at once', async () => {
    const api = await searchApi(database());
    const session = await api.newSession();
    const post = () => api.call('POST', '/users/me/history/search', { session, body: entry(7) });
    let answers: Answer[];
    if (kind === 'postgres') {
      // Writes to search_history are held back until every request is waiting at its first write,
      // then released together: without the per-session lock they would each insert the link.
      answers = await Promise.all(
        await database().db.transaction(async (tx) => {
          await tx.execute(sql`LOCK TABLE search_history IN EXCLUSIVE MODE`);
          const pending = Array.from({ length: 6 }, post);
          await new Promise((resolve) => setTimeout(resolve, 400));
          return pending;
        }),
      );
    } else {
      answers = await Promise.all(Array.from({ length: 6 }, post));
    }
    for (const a of answers) expect(a.status).toBe(200);
    const [row] = await database().query<{ n: number }>('SELECT count(*)::int AS n FROM search_history WHERE session_id = $1', [session]);
    expect(row!.n).toBe(1);
  });
});

describeOnDatabases('recent searches (/users/recent-search)', ({ database }) => {
  /** Two SKUs in different sizes, one of them the OE size of a 2021 Toyota Camry LE. */
  async function items() {
    const [camry] = await database().query<{ id: number; size_key: string }>(
      `SELECT k.id, s.size_key FROM vehicles v JOIN skus k ON k.size_id = v.front_size_id JOIN tire_sizes s ON s.id = k.size_id
       WHERE v.make_slug = 'toyota' AND v.model_slug = 'camry' AND v.year = 2021 AND v.trim = 'LE' ORDER BY k.id LIMIT 1`,
    );
    const [other] = await database().query<{ id: number; size_key: string }>(
      `SELECT k.id, s.size_key FROM skus k JOIN tire_sizes s ON s.id = k.size_id
       WHERE k.size_id NOT IN (SELECT front_size_id FROM vehicles WHERE make_slug = 'toyota' AND model_slug = 'camry' AND year = 2021
                               UNION SELECT rear_size_id FROM vehicles WHERE make_slug = 'toyota' AND model_slug = 'camry' AND year = 2021)
       ORDER BY k.id LIMIT 1`,
    );
    return { camry: camry!, other: other! };
  }
  const visit = (itemId: number, date: string, source = 'pdp') =>
    `/users/recent-search?dateOfVisit=${date}&itemId=${itemId}&source=${source}`;
  const today = () => clock.now().toISOString().slice(0, 10);

  it('records a visit and lists the tire with its product summary', async () => {
    const api = await searchApi(database());
    const session = await api.newSession();
    const { camry } = await items();
    const posted = await api.call('POST', visit(camry.id, '2024-05-01'), { session });
    expect(posted.status).toBe(200);
    expect(posted.body.recentItems).toHaveLength(1);
    const item = posted.body.recentItems[0];
    expect(item).toMatchObject({ itemId: String(camry.id), source: 'pdp', dateOfVisit: '2024-05-01' });
    expect(item.product).toMatchObject({ productId: camry.id, size: camry.size_key });
    expect(Number.isInteger(item.product.price.salePriceInCents)).toBe(true);
    const listed = await api.call('GET', '/users/recent-search?source=pdp', { session });
    expect(listed.body.recentItems).toEqual(posted.body.recentItems);
  });

  it('updates a repeated visit instead of adding it twice, keeping the later date', async () => {
    const api = await searchApi(database());
    const session = await api.newSession();
    const { camry, other } = await items();
    await api.call('POST', visit(camry.id, '2024-05-01'), { session });
    await api.call('POST', visit(other.id, '2024-05-02'), { session });
    const again = await api.call('POST', visit(camry.id, '2024-05-03'), { session });
    expect(again.body.recentItems.map((i: any) => [i.itemId, i.dateOfVisit])).toEqual([
      [String(camry.id), '2024-05-03'],
      [String(other.id), '2024-05-02'],
    ]);
    const late = await api.call('POST', visit(camry.id, '2024-04-01'), { session });
    expect(late.body.recentItems[0]).toMatchObject({ itemId: String(camry.id), dateOfVisit: '2024-05-03' });
    const [row] = await database().query<{ n: number }>('SELECT count(*)::int AS n FROM recent_searches WHERE session_id = $1', [session]);
    expect(row!.n).toBe(2);
  });

  it('refuses invalid dates, items and sources with a 400 (an unknown tire is a 404)', async () => {
    const api = await searchApi(database());
    const session = await api.newSession();
    const { camry } = await items();
    const future = new Date(clock.now().getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
    for (const date of [
      '2024-02-30',
      '2023-02-29',
      '2024-13-01',
      '2024-5-1',
      '20240501',
      '05/01/2024',
      'yesterday',
      '',
      '2024-05-01T00:00',
    ]) {
      const { status, body } = await api.call('POST', visit(camry.id, encodeURIComponent(date)), { session });
      expect(status, date).toBe(400);
      expect(body.error.message, date).toBe('dateOfVisit must be a date in yyyy-MM-dd format.');
    }
    const ahead = await api.call('POST', visit(camry.id, future), { session });
    expect(ahead.status).toBe(400);
    expect(ahead.body.error.message).toBe('dateOfVisit cannot be in the future.');
    expect((await api.call('POST', visit(camry.id, today()), { session })).status).toBe(200);
    expect((await api.call('POST', visit(camry.id, '2024-02-29'), { session })).status).toBe(200);
    const missing = await api.call('POST', `/users/recent-search?itemId=${camry.id}&source=pdp`, { session });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('dateOfVisit is required.');
    for (const itemId of ['abc', '0', '-1', '1.5', '99999999999']) {
      const { status, body } = await api.call('POST', visit(itemId as never, '2024-05-01'), { session });
      expect(status, itemId).toBe(400);
      expect(body.error.message).toBe('itemId must be a product id.');
    }
    const unknown = await api.call('POST', visit(999_999_999, '2024-05-01'), { session });
    expect(unknown.status).toBe(404);
    const badSource = await api.call('POST', visit(camry.id, '2024-05-01', 'mobile'), { session });
    expect(badSource.status).toBe(400);
    expect(badSource.body.error.message).toBe('source must be one of home, catalog, pdp.');
    expect((await api.call('GET', '/users/recent-search?source=everywhere', { session })).status).toBe(400);
  });

  it('filters by source, by size and by vehicle (original-equipment sizes)', async () => {
    const api = await searchApi(database());
    const session = await api.newSession();
    const { camry, other } = await items();
    await api.call('POST', visit(camry.id, '2024-05-01', 'catalog'), { session });
    await api.call('POST', visit(other.id, '2024-05-02', 'pdp'), { session });
    const ids = async (query: string) =>
      (await api.call('GET', `/users/recent-search${query}`, { session })).body.recentItems.map((i: any) => Number(i.itemId));
    expect(await ids('')).toEqual([other.id, camry.id]);
    expect(await ids('?source=catalog')).toEqual([camry.id]);
    expect(await ids('?source=home')).toEqual([]);
    expect(await ids(`?size=${encodeURIComponent(camry.size_key)}`)).toEqual([camry.id]);
    expect(await ids('?make=Toyota&model=Camry&year=2021')).toEqual([camry.id]);
    expect(await ids('?make=toyota-tires&model=camry&year=2021&trim=le&oem=true')).toEqual([camry.id]);
    expect(await ids('?make=Toyota&model=Camry&year=1999')).toEqual([]);
    const badSize = await api.call('GET', '/users/recent-search?size=not-a-size', { session });
    expect(badSize.status).toBe(400);
    expect((await api.call('GET', '/users/recent-search?year=20x1', { session })).status).toBe(400);
    expect((await api.call('GET', '/users/recent-search?oem=maybe', { session })).body.error.message).toBe('oem must be true or false.');
  });

  it("never shows another session's visits", async () => {
    const api = await searchApi(database());
    const alice = await api.newSession();
    const bob = await api.newSession();
    const { camry } = await items();
    await api.call('POST', visit(camry.id, '2024-05-01'), { session: alice });
    expect((await api.call('GET', '/users/recent-search', { session: bob })).body.recentItems).toEqual([]);
    expect((await api.call('GET', '/users/recent-search', { session: alice })).body.recentItems).toHaveLength(1);
  });
});
