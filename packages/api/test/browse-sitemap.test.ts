/** GET /v1/sitemap: every catalogue page once, each a storefront route of spec §2, each resolving. */
import { expect, it } from 'vitest';
import { describeOnDatabases } from './databases';
import { testApi } from './support/api';

type Api = Awaited<ReturnType<typeof testApi>>;

/** spec §2 Catalogue and content: the catalogue route patterns. */
const CATALOGUE_ROUTES = [
  '/brands',
  '/brands/{brand}',
  '/brands/{brand}/types',
  '/brands/{brand}/types/{categoryOrType}',
  '/brands/{brand}/categories',
  '/brands/{brand}/categories/{categoryOrType}',
  '/brands/{brand}/{productLine}',
  '/categories',
  '/categories/{category}',
  '/types',
  '/types/{type}',
  '/vehicles',
  '/vehicles/{make}/{model}',
  '/vehicles/{make}/{model}/{year}',
  '/tire-sizes',
  '/tire-sizes/{size}',
  '/tire-sizes/diameter/{size}',
  '/tire-deals',
  '/tire-deals/{slug}',
  '/tire-shops',
  '/tire-shops/{urbanArea}',
  '/tire-shops/shop/{shopName}/{shopCode}',
];
const routeRegex = (pattern: string) => new RegExp(`^${pattern.replace(/\{\w+\}/g, '[a-z0-9][a-z0-9.-]*')}$`);
const ROUTES = CATALOGUE_ROUTES.map(routeRegex);
/** Segments that are pages of a brand, never a product line (spec §2). */
const BRAND_PAGES = new Set(['types', 'categories', 'reviews']);

describeOnDatabases('sitemap (GET /v1/sitemap)', ({ database }) => {
  let api: Api;
  const get = async (path: string) => {
    api ??= await testApi(database());
    return api.get(path);
  };
  const q = <T>(text: string, params: unknown[] = []) => database().query<T>(text, params);

  it('lists every catalogue page once, each matching a storefront route of spec §2', async () => {
    const { status, body } = await get('/v1/sitemap');
    expect(status).toBe(200);
    const paths: string[] = body.entries.map((e: any) => e.path);
    expect(body.total).toBe(paths.length);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths)
      expect(
        ROUTES.some((r) => r.test(path)),
        path,
      ).toBe(true);
    for (const e of body.entries) {
      // spec §5 Slugs: brand and make slugs carry -tires in page paths; spec §2 vehicle years are numbers.
      if (e.path.startsWith('/brands/')) expect(e.path.split('/')[2], e.path).toMatch(/-tires$/);
      if (e.kind === 'vehicle-year') expect(e.path, e.path).toMatch(/^\/vehicles\/[a-z0-9-]+-tires\/[a-z0-9-]+\/\d{4}$/);
      if (e.kind === 'product-line') expect(BRAND_PAGES.has(e.path.split('/')[3]), e.path).toBe(false);
    }
  });

  it('has one entry per brand, line, category, size with tires, rim, model, model year and running deal', async () => {
    const { body } = await get('/v1/sitemap');
    const count = (kind: string) => body.entries.filter((e: any) => e.kind === kind).length;
    const one = async (sql: string) => (await q<{ n: number }>(sql))[0]!.n;
    expect(count('brand')).toBe(await one('SELECT count(*)::int AS n FROM brands'));
    expect(count('product-line')).toBe(await one('SELECT count(*)::int AS n FROM product_lines'));
    expect(count('category')).toBe(await one('SELECT count(*)::int AS n FROM categories'));
    expect(count('brand-category')).toBe(await one('SELECT count(DISTINCT (brand_id, category_id))::int AS n FROM product_lines'));
    expect(count('brand-type')).toBe(await one('SELECT count(DISTINCT (brand_id, tire_type))::int AS n FROM product_lines'));
    expect(count('tire-size')).toBe(await one('SELECT count(DISTINCT size_id)::int AS n FROM skus'));
    expect(count('rim-diameter')).toBe(
      await one('SELECT count(DISTINCT s.rim_in)::int AS n FROM skus k JOIN tire_sizes s ON s.id = k.size_id'),
    );
    expect(count('vehicle-model')).toBe(await one('SELECT count(DISTINCT (make_slug, model_slug))::int AS n FROM vehicles'));
    expect(count('vehicle-year')).toBe(await one('SELECT count(DISTINCT (make_slug, model_slug, year))::int AS n FROM vehicles'));
    expect(count('type')).toBe(await one('SELECT (count(DISTINCT tire_type) + count(DISTINCT subtype))::int AS n FROM product_lines'));
    expect(count('deal')).toBe(await one('SELECT count(*)::int AS n FROM promotions'));
    expect(body.entries.map((e: any) => e.path)).toEqual(
      expect.arrayContaining(['/tire-deals/black-friday-sale', '/tire-deals/cyber-monday-sale']),
    );
    expect(count('tire-shop')).toBe(await one('SELECT count(*)::int AS n FROM installers'));
    expect(count('tire-shops')).toBe(1 + (await one('SELECT count(DISTINCT metro_id)::int AS n FROM installers')));
  });

  it('lists pages that exist: a sample of each kind resolves through the API', async () => {
    const { body } = await get('/v1/sitemap');
    const byKind = new Map<string, string[]>();
    for (const e of body.entries) byKind.set(e.kind, [...(byKind.get(e.kind) ?? []), e.path]);
    const sample = (kind: string) => {
      const all = byKind.get(kind) ?? [];
      expect(all.length, kind).toBeGreaterThan(0);
      return [all[0]!, all[Math.floor(all.length / 2)]!, all[all.length - 1]!];
    };
    const ok = async (path: string) => {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      return res.body;
    };
    for (const p of sample('brand')) await ok(`/v1${p}`);
    for (const p of sample('category')) await ok(`/v1${p}`);
    for (const p of sample('type')) await ok(`/v1/tire-types/${p.split('/')[2]}`);
    for (const p of sample('tire-size')) expect((await ok(`/v1${p}`)).resultMetadata.pagination.total).toBeGreaterThan(0);
    for (const p of sample('rim-diameter')) await ok(`/v1${p}`);
    for (const p of sample('vehicle-model')) await ok(`/v1${p}`);
    for (const p of sample('vehicle-year')) await ok(`/v1${p}`);
    for (const p of sample('deal')) await ok(`/v1/deals/${p.split('/')[2]}`);
    // /tire-shops/{area} and /tire-shops/shop/{name}/{code}: the API serves both by the last segment.
    for (const p of sample('tire-shops').filter((path) => path !== '/tire-shops')) await ok(`/v1${p}`);
    for (const p of sample('tire-shop')) await ok(`/v1/tire-shops/shop/${p.split('/').pop()}`);
    for (const p of sample('brand-category')) {
      const [, , brand, , category] = p.split('/');
      expect((await ok(`/v1/tires?brand=${brand}&category=${category}`)).resultMetadata.pagination.total, p).toBeGreaterThan(0);
    }
    for (const p of sample('brand-type')) {
      const [, , brand, , type] = p.split('/');
      const listing = await ok(`/v1/tires?brand=${brand}&type=${type}`);
      expect(listing.resultMetadata.pagination.total, p).toBeGreaterThan(0);
    }
  });
});
