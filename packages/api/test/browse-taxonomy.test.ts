/**
 * Taxonomy pages' data: brands, categories, tire types and subtypes, sizes by rim diameter —
 * counts and prices checked against the database; slugs with and without `-tires`; 404s.
 */
import { expect, it } from 'vitest';
import { describeOnDatabases } from './databases';
import { testApi } from './support/api';

type Api = Awaited<ReturnType<typeof testApi>>;

describeOnDatabases('brands, categories, types and sizes', ({ database }) => {
  let api: Api;
  const get = async (path: string) => {
    api ??= await testApi(database());
    return api.get(path);
  };
  const q = <T>(text: string, params: unknown[] = []) => database().query<T>(text, params);

  it('lists every brand with its line count and lowest price, premium brands first', async () => {
    const { status, body } = await get('/v1/brands');
    expect(status).toBe(200);
    const expected = await q<{ slug: string; lines: number; lowest: number; tier: string }>(
      `SELECT b.slug, b.tier, (SELECT count(*)::int FROM product_lines l WHERE l.brand_id = b.id) AS lines,
        (SELECT min(k.sale_price_cents) FROM skus k JOIN product_lines l ON l.id = k.product_line_id WHERE l.brand_id = b.id) AS lowest
       FROM brands b`,
    );
    expect(body.brands.length).toBe(expected.length);
    for (const e of expected) {
      const brand = body.brands.find((b: any) => b.slug === e.slug);
      expect(brand, e.slug).toMatchObject({
        lineCount: e.lines,
        lowestPriceInCents: Number(e.lowest),
        link: { href: `/brands/${e.slug}-tires` },
      });
    }
    const tiers = body.brands.map((b: any) => ['premium', 'mid', 'value'].indexOf(b.tier));
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
  });

  it('describes a brand by slug with or without -tires: its lines, categories and types', async () => {
    const plain = await get('/v1/brands/michelin');
    const suffixed = await get('/v1/brands/michelin-tires');
    expect(plain.status).toBe(200);
    expect(suffixed.body).toEqual(plain.body);
    const lines = await q<{ slug: string; category: string; tire_type: string; lo: number; hi: number; sizes: number }>(
      `SELECT l.slug, c.slug AS category, l.tire_type, min(k.sale_price_cents) AS lo, max(k.sale_price_cents) AS hi,
         count(DISTINCT k.size_id)::int AS sizes
       FROM product_lines l JOIN brands b ON b.id = l.brand_id JOIN categories c ON c.id = l.category_id
       LEFT JOIN skus k ON k.product_line_id = l.id WHERE b.slug = 'michelin' GROUP BY l.id, c.slug`,
    );
    const body = plain.body;
    expect(body.productLines.map((l: any) => l.slug).sort()).toEqual(lines.map((l) => l.slug).sort());
    for (const l of lines) {
      const line = body.productLines.find((x: any) => x.slug === l.slug);
      expect(line.link.href).toBe(`/brands/michelin-tires/${l.slug}`);
      expect(line.priceRangeInCents).toEqual({ min: Number(l.lo), max: Number(l.hi) });
      expect(line.sizeCount).toBe(l.sizes);
      expect(line.category.slug).toBe(l.category);
      expect(line.type.slug).toBe(l.tire_type);
    }
    const byCategory = new Map<string, number>();
    for (const l of lines) byCategory.set(l.category, (byCategory.get(l.category) ?? 0) + 1);
    expect(Object.fromEntries(body.categories.map((c: any) => [c.slug, c.lineCount]))).toEqual(Object.fromEntries(byCategory));
    for (const c of body.categories) expect(c.link.href).toBe(`/brands/michelin-tires/categories/${c.slug}`);
    expect(body.types.reduce((n: number, t: any) => n + t.lineCount, 0)).toBe(lines.length);
    for (const t of body.types) expect(t.link.href).toBe(`/brands/michelin-tires/types/${t.slug}`);
  });

  it('lists categories in spec §9 id order and describes one', async () => {
    const { body } = await get('/v1/categories');
    expect(body.categories.map((c: any) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 13, 20]);
    const [winter] = await q<{ lines: number; brands: number }>(
      `SELECT count(*)::int AS lines, count(DISTINCT brand_id)::int AS brands FROM product_lines WHERE category_id = 3`,
    );
    expect(body.categories.find((c: any) => c.slug === 'winter')).toMatchObject({ lineCount: winter!.lines, brandCount: winter!.brands });
    const detail = await get('/v1/categories/winter');
    expect(detail.status).toBe(200);
    expect(detail.body.productLines.length).toBe(winter!.lines);
    for (const l of detail.body.productLines) expect(l.category.slug).toBe('winter');
    expect(detail.body.brands.length).toBe(winter!.brands);
    for (const b of detail.body.brands) expect(b.link.href).toBe(`/brands/${b.slug}-tires/categories/winter`);
  });

  it('lists the six tire types with their subtypes, and describes a type or a subtype', async () => {
    const { body } = await get('/v1/tire-types');
    expect(body.types.map((t: any) => t.slug)).toEqual([
      'passenger',
      'light-truck',
      'suv-crossover',
      'performance',
      'winter',
      'commercial',
    ]);
    const counts = await q<{ tire_type: string; n: number }>('SELECT tire_type, count(*)::int AS n FROM product_lines GROUP BY 1');
    for (const t of body.types) {
      expect(t.lineCount, t.slug).toBe(counts.find((c) => c.tire_type === t.slug)?.n ?? 0);
      expect(t.subtypes.reduce((n: number, s: any) => n + s.lineCount, 0)).toBe(t.lineCount);
    }
    const type = await get('/v1/tire-types/light-truck');
    expect(type.body.kind).toBe('type');
    expect(type.body.productLines.length).toBe(counts.find((c) => c.tire_type === 'light-truck')!.n);
    for (const l of type.body.productLines) expect(l.type.slug).toBe('light-truck');

    const subtype = await get('/v1/tire-types/studless-ice-snow');
    expect(subtype.status).toBe(200);
    expect(subtype.body.kind).toBe('subtype');
    expect(subtype.body.subtype).toMatchObject({ slug: 'studless-ice-snow', name: 'Studless Ice & Snow' });
    expect(subtype.body.type.slug).toBe('winter');
    const [studless] = await q<{ n: number }>("SELECT count(*)::int AS n FROM product_lines WHERE subtype = 'Studless Ice & Snow'");
    expect(subtype.body.productLines.length).toBe(studless!.n);
  });

  it('groups every size with tires by rim diameter, with counts that add up', async () => {
    const { body } = await get('/v1/tire-sizes');
    const [totals] = await q<{ skus: number; sizes: number }>(
      'SELECT count(*)::int AS skus, count(DISTINCT size_id)::int AS sizes FROM skus',
    );
    const sizes = body.diameters.flatMap((d: any) => d.sizes);
    expect(sizes.length).toBe(totals!.sizes);
    expect(new Set(sizes.map((s: any) => s.slug)).size).toBe(sizes.length);
    expect(body.diameters.reduce((n: number, d: any) => n + d.productCount, 0)).toBe(totals!.skus);
    const rims = body.diameters.map((d: any) => d.rimIn);
    expect(rims).toEqual([...rims].sort((a: number, b: number) => a - b));
    for (const d of body.diameters) {
      expect(d.link.href).toBe(`/tire-sizes/diameter/${d.rimIn}`);
      expect(d.sizeCount).toBe(d.sizes.length);
      for (const s of d.sizes) expect(s.link.href).toBe(`/tire-sizes/${s.slug}`);
    }
  });

  it('describes one rim diameter (17 or 17-inch), 404 for a rim without tires, 400 for nonsense', async () => {
    const a = await get('/v1/tire-sizes/diameter/17');
    const b = await get('/v1/tire-sizes/diameter/17-inch');
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
    const [n] = await q<{ n: number }>('SELECT count(*)::int AS n FROM skus k JOIN tire_sizes s ON s.id = k.size_id WHERE s.rim_in = 17');
    expect(a.body.productCount).toBe(n!.n);
    for (const s of a.body.sizes) expect(s.sizeKey).toMatch(/R17/);
    const none = await get('/v1/tire-sizes/diameter/13');
    expect(none).toEqual({ status: 404, body: { error: { code: 'NotFound', message: "We don't carry tires for 13-inch rims." } } });
    const bad = await get('/v1/tire-sizes/diameter/wide');
    expect(bad).toEqual({ status: 400, body: { error: { code: 'BadRequest', message: '"wide" is not a rim diameter. Try 17.' } } });
  });

  it('answers 404 for an unknown brand, category or type', async () => {
    for (const [path, message] of [
      ['/v1/brands/acme-tires', 'We don\'t carry a tire brand called "acme".'],
      ['/v1/categories/snowmobile', 'There is no tire category "snowmobile".'],
      ['/v1/tire-types/tractor', 'There is no tire type "tractor".'],
    ] as const) {
      const { status, body } = await get(path);
      expect(status, path).toBe(404);
      expect(body).toEqual({ error: { code: 'NotFound', message } });
    }
    const bad = await get('/v1/brands/Mich%20elin');
    expect(bad.status).toBe(400);
  });
});
