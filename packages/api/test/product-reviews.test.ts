import { expect, it } from 'vitest';
import { describeOnDatabases } from './databases';
import { testApi } from './support/api';

const INCOMPLETE = 'Complete all fields to submit.';

describeOnDatabases('product line reviews (GET and POST /v1/product-lines/{brand}/{line}/reviews)', ({ database }) => {
  /** A seeded line with many reviews. */
  async function reviewedLine() {
    const [row] = await database().query<{ id: number; brand: string; slug: string; n: number }>(
      `SELECT l.id, b.slug AS brand, l.slug, count(r.id)::int AS n FROM product_lines l
       JOIN brands b ON b.id = l.brand_id JOIN reviews r ON r.product_line_id = l.id
       GROUP BY l.id, b.slug ORDER BY n DESC, l.id LIMIT 1`,
    );
    return row!;
  }

  async function counts(lineId: number) {
    const [row] = await database().query<{ reviews: number; all_reviews: number; rating_count: number; rating_value: number }>(
      `SELECT (SELECT count(*)::int FROM reviews WHERE product_line_id = $1) AS reviews,
              (SELECT count(*)::int FROM reviews) AS all_reviews,
              rating_count, rating_value FROM product_lines WHERE id = $1`,
      [lineId],
    );
    return row!;
  }

  async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
    const api = await testApi(database());
    const res = await api.request(path, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await api.storefrontToken()}`, 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as any };
  }

  const valid = {
    ratings: { dry: 5, wet: 4 },
    title: 'Great grip',
    body: 'Handles well in the rain.',
    authorName: 'Pat Q.',
  };

  it('seeds 3 to 12 reviews on every line, with stars that follow the line', async () => {
    const perLine = await database().query<{ n: number }>(
      'SELECT count(r.id)::int AS n FROM product_lines l LEFT JOIN reviews r ON r.product_line_id = l.id GROUP BY l.id',
    );
    expect(perLine.length).toBe(150);
    for (const { n } of perLine) {
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(12);
    }
    // Winter lines are praised for winter grip far more than summer lines are.
    const [w] = await database().query<{ winter: number; summer: number | null }>(
      `SELECT avg(r.rating_winter) FILTER (WHERE l.season = 'winter')::float8 AS winter,
              avg(r.rating_winter) FILTER (WHERE l.season = 'summer')::float8 AS summer
       FROM reviews r JOIN product_lines l ON l.id = r.product_line_id`,
    );
    expect(w!.winter).toBeGreaterThan(4);
    expect(w!.summer ?? 0).toBeLessThan(3);
  });

  it('pages without overlap and with the true total', async () => {
    const api = await testApi(database());
    const line = await reviewedLine();
    const base = `/v1/product-lines/${line.brand}-tires/${line.slug}/reviews`;
    const page1 = await api.get(`${base}?pageSize=3&page=1`);
    const page2 = await api.get(`${base}?pageSize=3&page=2`);
    expect(page1.status).toBe(200);
    expect(page1.body.resultMetadata).toEqual({
      pagination: { total: line.n, page: 1, pageSize: 3, pageCount: Math.ceil(line.n / 3) },
      sort: 'newest',
    });
    expect(page1.body.reviews).toHaveLength(3);
    const ids1 = page1.body.reviews.map((r: any) => r.id);
    expect(page2.body.reviews.every((r: any) => !ids1.includes(r.id))).toBe(true);
    const past = await api.get(`${base}?page=99`);
    expect(past.body.reviews).toEqual([]);
    expect(past.body.resultMetadata.pagination.total).toBe(line.n);
    const all = await api.get(`${base}?pageSize=50`);
    expect(all.body.reviews).toHaveLength(line.n);
    const r = all.body.reviews[0];
    expect(Object.keys(r.ratings).sort()).toEqual(['comfort', 'dry', 'noise', 'treadwear', 'wet', 'winter']);
    expect(typeof r.title).toBe('string');
    expect(new Date(r.createdAt).toISOString()).toBe(r.createdAt);
  });

  it('sorts newest first, and by overall stars both ways', async () => {
    const api = await testApi(database());
    const line = await reviewedLine();
    const base = `/v1/product-lines/${line.brand}/${line.slug}/reviews?pageSize=50`;
    const newest = (await api.get(base)).body.reviews.map((r: any) => r.createdAt);
    expect(newest).toEqual([...newest].sort().reverse());
    const highest = (await api.get(`${base}&sort=highest`)).body.reviews.map((r: any) => r.overall);
    expect(highest).toEqual([...highest].sort((a: number, b: number) => b - a));
    const lowest = (await api.get(`${base}&sort=lowest`)).body.reviews.map((r: any) => r.overall);
    expect(lowest).toEqual([...lowest].sort((a: number, b: number) => a - b));
    expect(highest[0]).toBeGreaterThan(lowest[0]);
    const bad = await api.get(`${base}&sort=best`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('sort must be one of newest, highest, lowest.');
  });

  it('refuses an incomplete review with the spec text and stores nothing', async () => {
    const line = await reviewedLine();
    const path = `/v1/product-lines/${line.brand}-tires/${line.slug}/reviews`;
    const before = await counts(line.id);
    const { ratings: _r, ...noRatings } = valid;
    const { title: _t, ...noTitle } = valid;
    const { body: _b, ...noBody } = valid;
    const { authorName: _n, ...noName } = valid;
    const cases: [string, unknown][] = [
      ['no ratings at all', noRatings],
      ['empty ratings', { ...valid, ratings: {} }],
      ['all ratings null', { ...valid, ratings: { dry: null, wet: null } }],
      ['a rating of 0', { ...valid, ratings: { dry: 0 } }],
      ['a rating of 6', { ...valid, ratings: { wet: 6 } }],
      ['a rating of 2.5', { ...valid, ratings: { comfort: 2.5 } }],
      ['a bad rating beside a good one', { ...valid, ratings: { dry: 4, noise: 0 } }],
      ['a rating as text', { ...valid, ratings: { dry: '4' } }],
      ['no title', noTitle],
      ['a blank title', { ...valid, title: '   ' }],
      ['no body', noBody],
      ['no name', noName],
      ['a name that is not text', { ...valid, authorName: 42 }],
      ['nothing', {}],
    ];
    for (const [what, body] of cases) {
      const res = await post(path, body);
      expect(res.status, what).toBe(400);
      expect(res.body, what).toEqual({ error: { code: 'BadRequest', message: INCOMPLETE } });
    }
    // Not a review at all: the shape of every JSON body is checked before its fields.
    const array = await post(path, [valid]);
    expect(array.status).toBe(400);
    expect(array.body).toEqual({ error: { code: 'BadRequest', message: 'The request body must be a JSON object.' } });
    expect(await counts(line.id)).toEqual(before);
  });

  it('refuses text over its bound and impossible miles, storing nothing', async () => {
    const line = await reviewedLine();
    const path = `/v1/product-lines/${line.brand}/${line.slug}/reviews`;
    const before = await counts(line.id);
    for (const [body, message] of [
      [{ ...valid, title: 't'.repeat(121) }, 'Title must be at most 120 characters.'],
      [{ ...valid, body: 'b'.repeat(5001) }, 'Review must be at most 5,000 characters.'],
      [{ ...valid, authorName: 'n'.repeat(61) }, 'Name must be at most 60 characters.'],
      [{ ...valid, authorLocation: 'l'.repeat(61) }, 'Location must be at most 60 characters.'],
      [{ ...valid, vehicle: 'v'.repeat(81) }, 'Vehicle must be at most 80 characters.'],
      [{ ...valid, milesDriven: -5 }, 'Miles driven must be a whole number from 0 to 1,000,000.'],
    ] as const) {
      const res = await post(path, body);
      expect(res.status, message).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    const unknown = await post(`/v1/product-lines/${line.brand}/no-such-line/reviews`, valid);
    expect(unknown.status).toBe(404);
    const notJson = await post(path, '{"title": ');
    expect(notJson.status).toBe(400);
    expect(await counts(line.id)).toEqual(before);
  });

  it('stores a review exactly as typed, shows it first and moves the line rating', async () => {
    const line = await reviewedLine();
    const path = `/v1/product-lines/${line.brand}-tires/${line.slug}/reviews`;
    const before = await counts(line.id);
    const typed = {
      ratings: { dry: 5, wet: 4, winter: null, noise: 3 },
      title: '<script>alert(1)</script> & "best" tire',
      body: 'First line <b>not bold</b>\n\nSecond paragraph — café, 👨‍👩‍👧, 1/2 ½ & done',
      authorName: "O'Brien <img src=x onerror=alert(1)>",
      authorLocation: 'Duluth, MN',
      vehicle: '2019 Subaru Outback',
      milesDriven: 12000,
    };
    const sessionId = '3f1c2a9e-8b7d-4c6e-9a5b-1d2e3f4a5b6c';
    const res = await post(path, typed, { 'X-User-Session-Id': sessionId });
    expect(res.status).toBe(200);
    expect(res.body.review).toMatchObject({
      title: typed.title,
      body: typed.body,
      authorName: typed.authorName,
      authorLocation: typed.authorLocation,
      vehicle: typed.vehicle,
      milesDriven: 12000,
      ratings: { dry: 5, wet: 4, winter: null, comfort: null, noise: 3, treadwear: null },
      overall: 4,
    });

    const [stored] = await database().query<Record<string, unknown>>('SELECT * FROM reviews WHERE id = $1', [res.body.review.id]);
    expect(stored).toMatchObject({ title: typed.title, body: typed.body, author_name: typed.authorName, session_id: sessionId });

    const after = await counts(line.id);
    expect(after.reviews).toBe(before.reviews + 1);
    expect(after.rating_count).toBe(before.rating_count + 1);
    const expected = (before.rating_value * before.rating_count + 4) / (before.rating_count + 1);
    expect(after.rating_value).toBeCloseTo(expected, 4);
    expect(res.body.rating).toEqual({ value: after.rating_value, quantity: after.rating_count });

    const api = await testApi(database());
    const newest = await api.get(`${path}?sort=newest`);
    expect(newest.body.reviews[0]).toEqual(res.body.review);
    expect(newest.body.resultMetadata.pagination.total).toBe(before.reviews + 1);
    const detail = await api.get(`/v1/product-lines/${line.brand}/${line.slug}`);
    expect(detail.body.rating.quantity).toBe(before.rating_count + 1);
    expect(detail.body.reviewSummary.reviewCount).toBe(before.reviews + 1);
  });

  it('counts every one of many reviews sent at once', async () => {
    const line = await reviewedLine();
    const path = `/v1/product-lines/${line.brand}/${line.slug}/reviews`;
    const before = await counts(line.id);
    const stars = [1, 2, 3, 4, 5, 5, 4, 3];
    const results = await Promise.all(stars.map((s, i) => post(path, { ...valid, ratings: { dry: s }, title: `Race ${i}` })));
    expect(results.map((r) => r.status)).toEqual(stars.map(() => 200));
    const after = await counts(line.id);
    expect(after.reviews).toBe(before.reviews + stars.length);
    expect(after.rating_count).toBe(before.rating_count + stars.length);
    const sum = stars.reduce((a, b) => a + b, 0);
    // rating_value is a real (float4): equal to the exact mean within its precision.
    expect(after.rating_value).toBeCloseTo((before.rating_value * before.rating_count + sum) / after.rating_count, 3);
  });

  it('keeps a session id only when it is a UUID, and never requires one', async () => {
    const line = await reviewedLine();
    const path = `/v1/product-lines/${line.brand}/${line.slug}/reviews`;
    for (const headers of [{}, { 'X-User-Session-Id': 'not-a-uuid' }] as Record<string, string>[]) {
      const res = await post(path, valid, headers);
      expect(res.status).toBe(200);
      const [row] = await database().query<{ session_id: string | null }>('SELECT session_id FROM reviews WHERE id = $1', [
        res.body.review.id,
      ]);
      expect(row!.session_id).toBeNull();
    }
  });

  it('drops only surrounding white space and control characters', async () => {
    const line = await reviewedLine();
    const res = await post(`/v1/product-lines/${line.brand}/${line.slug}/reviews`, {
      ...valid,
      title: '  Spaced out \u0000title  ',
      authorLocation: '   ',
    });
    expect(res.status).toBe(200);
    expect(res.body.review.title).toBe('Spaced out title');
    expect(res.body.review.authorLocation).toBeNull();
  });
});
