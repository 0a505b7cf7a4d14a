import { expect, it } from 'vitest';
import { describeOnDatabases } from './databases';
import { testApi } from './support/api';

describeOnDatabases('tires for a size (GET /v1/tire-sizes/{size})', ({ database }) => {
  /** The size with the most tires in the seeded catalogue. */
  async function busiestSize() {
    const [row] = await database().query<{ size_key: string; slug: string; n: number }>(
      `SELECT s.size_key, s.slug, count(*)::int AS n FROM skus k JOIN tire_sizes s ON s.id = k.size_id
       GROUP BY s.id ORDER BY n DESC, s.size_key LIMIT 1`,
    );
    return row!;
  }

  it('lists real products with integer-cent prices, stock and links', async () => {
    const api = await testApi(database());
    const size = await busiestSize();
    const { status, body } = await api.get(`/v1/tire-sizes/${size.slug}?pageSize=50`);
    expect(status).toBe(200);
    expect(body.tireSize.sizeKey).toBe(size.size_key);
    expect(body.resultMetadata.pagination.total).toBe(size.n);
    expect(body.siteProducts.length).toBe(Math.min(50, size.n));
    for (const p of body.siteProducts) {
      expect(p.size).toBe(size.size_key);
      expect(Number.isInteger(p.price.salePriceInCents) && p.price.salePriceInCents > 0).toBe(true);
      expect(p.price.listPriceInCents).toBeGreaterThanOrEqual(p.price.salePriceInCents);
      expect(p.image.src).toMatch(/^http:\/\/shop\.test\/api\/images\/tires\/[a-z0-9-]+\/[a-z0-9-]+\.svg$/);
      expect(p.link.href).toMatch(/^\/brands\/[a-z0-9-]+-tires\/[a-z0-9-]+\?size=/);
    }
    // Stock is the sum over warehouses.
    const first = body.siteProducts[0];
    const [stock] = await database().query<{ q: number }>('SELECT coalesce(sum(quantity),0)::int AS q FROM stock WHERE sku_id = $1', [
      first.productId,
    ]);
    expect(first.stockQuantity).toBe(stock!.q);
  });

  it('accepts typed notation as well as the slug', async () => {
    const api = await testApi(database());
    const size = await busiestSize();
    const typed = await api.get(`/v1/tire-sizes/${encodeURIComponent(size.size_key)}`);
    expect(typed.status).toBe(200);
    expect(typed.body.tireSize.slug).toBe(size.slug);
  });

  it('sorts by price both ways and pages without overlap', async () => {
    const api = await testApi(database());
    const size = await busiestSize();
    const asc = await api.get(`/v1/tire-sizes/${size.slug}?sort=price-asc&pageSize=50`);
    const prices = asc.body.siteProducts.map((p: any) => p.price.salePriceInCents);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
    const desc = await api.get(`/v1/tire-sizes/${size.slug}?sort=price-desc&pageSize=50`);
    const dPrices = desc.body.siteProducts.map((p: any) => p.price.salePriceInCents);
    expect(dPrices).toEqual([...dPrices].sort((a: number, b: number) => b - a));
    const page1 = await api.get(`/v1/tire-sizes/${size.slug}?sort=price-asc&pageSize=5&page=1`);
    const page2 = await api.get(`/v1/tire-sizes/${size.slug}?sort=price-asc&pageSize=5&page=2`);
    const ids1 = page1.body.siteProducts.map((p: any) => p.productId);
    const ids2 = page2.body.siteProducts.map((p: any) => p.productId);
    expect(ids1.filter((id: number) => ids2.includes(id))).toEqual([]);
    expect(page2.body.resultMetadata.pagination.pageCount).toBe(Math.ceil(size.n / 5));
  });

  it('answers a page past the end with no products and the true total', async () => {
    const api = await testApi(database());
    const size = await busiestSize();
    const { status, body } = await api.get(`/v1/tire-sizes/${size.slug}?page=999`);
    expect(status).toBe(200);
    expect(body.siteProducts).toEqual([]);
    expect(body.resultMetadata.pagination.total).toBe(size.n);
  });

  it('answers 400 with a clear message for a malformed size or bad paging', async () => {
    const api = await testApi(database());
    for (const [path, message] of [
      ['/v1/tire-sizes/not-a-size', '"not-a-size" is not a tire size. Try a size like 225/45R17.'],
      ['/v1/tire-sizes/225-45r17?pageSize=500', 'pageSize must be a whole number from 1 to 50.'],
      ['/v1/tire-sizes/225-45r17?page=-1', 'page must be a whole number from 1 to 10000.'],
      ['/v1/tire-sizes/225-45r17?page=1.5', 'page must be a whole number from 1 to 10000.'],
      ['/v1/tire-sizes/225-45r17?sort=cheapest', 'sort must be one of best-match, price-asc, price-desc, rating.'],
      [`/v1/tire-sizes/${'9'.repeat(41)}`, 'That is not a tire size.'],
    ] as const) {
      const { status, body } = await api.get(path);
      expect(status, path).toBe(400);
      expect(body, path).toEqual({ error: { code: 'BadRequest', message } });
    }
  });

  it('answers 404 for a well-formed size the shop does not carry', async () => {
    const api = await testApi(database());
    const { status, body } = await api.get('/v1/tire-sizes/405-20r30');
    expect(status).toBe(404);
    expect(body.error.code).toBe('NotFound');
    expect(body.error.message).toBe("We don't carry tires in size 405/20R30.");
  });
});

describeOnDatabases('size typeahead (GET /search-typeahead)', ({ database }) => {
  const sizesOf = (body: any): string[] =>
    body.siteSearchResultGroupList.flatMap((g: any) => g.siteSearchResultList.map((i: any) => i.label));

  it('finds sizes from any common notation of a prefix', async () => {
    const api = await testApi(database());
    for (const typed of ['225/4', '225-4', '2254', '225 4']) {
      const { status, body } = await api.get(`/search-typeahead?queryText=${encodeURIComponent(typed)}`);
      expect(status, typed).toBe(200);
      const sizes = sizesOf(body);
      expect(sizes.length, typed).toBeGreaterThan(0);
      for (const s of sizes) expect(s, typed).toMatch(/^P?225\/4\dZ?R\d\d/);
      expect(body.resultMetadata.pagination.total).toBe(sizes.length);
    }
  });

  it('links each suggestion to its size page and highlights what was typed', async () => {
    const api = await testApi(database());
    const { body } = await api.get('/search-typeahead?queryText=225%2F45&queryType=tireSize');
    const item = body.siteSearchResultGroupList[0].siteSearchResultList[0];
    expect(item.link.href).toMatch(/^\/tire-sizes\/225-45r\d\d$/);
    expect(item.action).toEqual({ queryType: 'tireSize', queryText: item.label });
    expect(item.labelSegments.find((s: any) => s.isHighlighted).value).toBe('225/45');
  });

  it('keeps the query type of a rear-size search', async () => {
    const api = await testApi(database());
    const { body } = await api.get('/search-typeahead?queryText=275&queryType=rearTireSize');
    for (const item of body.siteSearchResultGroupList[0].siteSearchResultList) expect(item.action.queryType).toBe('rearTireSize');
  });

  it('normalises full-width digits and ignores invisible characters', async () => {
    const api = await testApi(database());
    const fullWidth = await api.get(`/search-typeahead?queryText=${encodeURIComponent('２２５／４５')}`);
    expect(sizesOf(fullWidth.body).length).toBeGreaterThan(0);
    const zeroWidth = await api.get(`/search-typeahead?queryText=${encodeURIComponent('225\u200b/45')}`);
    expect(sizesOf(zeroWidth.body)).toEqual(sizesOf(fullWidth.body));
  });

  it('answers odd input with an empty result or a clear 400, never a 500', async () => {
    const api = await testApi(database());
    for (const typed of ["' OR 1=1 --", '%_%', '🛞🛞', '\u0000', '../../etc', '225%']) {
      const { status, body } = await api.get(`/search-typeahead?queryText=${encodeURIComponent(typed)}`);
      expect(status, typed).toBe(200);
      expect(body.resultMetadata.pagination.total, typed).toBe(
        body.siteSearchResultGroupList.flatMap((g: any) => g.siteSearchResultList).length,
      );
    }
    const long = await api.get(`/search-typeahead?queryText=${'2'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe('queryText must be at most 100 characters.');
    const missing = await api.get('/search-typeahead');
    expect(missing.status).toBe(400);
    const badType = await api.get('/search-typeahead?queryText=225&queryType=everything');
    expect(badType.status).toBe(400);
    expect(badType.body.error.message).toBe('queryType is not a known search type.');
  });
});

describeOnDatabases('widget app config and tire images', ({ database }) => {
  it('tells an installer widget which shop it belongs to', async () => {
    const api = await testApi(database());
    const [shop] = await database().query<{ code: string; name: string; city: string; website: string; id: number }>(
      'SELECT id, code, name, city, website FROM installers ORDER BY id LIMIT 1',
    );
    const origin = new URL(shop!.website).origin;
    const res = await api.token({ client_id: `iw-${shop!.code.toLowerCase()}`, grant_type: 'client_credentials' }, { Origin: origin });
    const { access_token } = (await res.json()) as { access_token: string };
    const cfg = await api.request('/widget-app-config?identifier=installer-widget', {
      headers: { Authorization: `Bearer ${access_token}`, Origin: origin },
    });
    expect(cfg.status).toBe(200);
    expect(await cfg.json()).toMatchObject({ installerId: shop!.id, name: shop!.name, city: shop!.city, isDealer: false });
  });

  it('draws an SVG per product line and 404s an unknown one', async () => {
    const api = await testApi(database());
    const [line] = await database().query<{ brand: string; line: string; name: string }>(
      'SELECT b.slug AS brand, l.slug AS line, b.name FROM product_lines l JOIN brands b ON b.id = l.brand_id ORDER BY l.id LIMIT 1',
    );
    const res = await api.request(`/images/tires/${line!.brand}/${line!.line}.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await res.text();
    expect(svg).toContain('<svg');
    expect(svg).toContain(line!.name.toUpperCase().replace(/&/g, '&amp;'));
    expect((await api.request('/images/tires/nobrand/noline.svg')).status).toBe(404);
  });
});
