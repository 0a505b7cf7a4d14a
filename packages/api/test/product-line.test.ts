import { expect, it } from 'vitest';
import { describeOnDatabases } from './databases';
import { testApi } from './support/api';

describeOnDatabases('product line detail (GET /v1/product-lines/{brand}/{line})', ({ database }) => {
  /** The seeded line sold in the most sizes, with its brand. */
  async function busiestLine() {
    const [row] = await database().query<{ id: number; brand: string; slug: string; name: string }>(
      `SELECT l.id, b.slug AS brand, l.slug, l.name FROM product_lines l JOIN brands b ON b.id = l.brand_id
       JOIN skus k ON k.product_line_id = l.id GROUP BY l.id, b.slug ORDER BY count(*) DESC, l.id LIMIT 1`,
    );
    return row!;
  }

  it('answers the line with every SKU, size and price as stored', async () => {
    const api = await testApi(database());
    const line = await busiestLine();
    const { status, body } = await api.get(`/v1/product-lines/${line.brand}-tires/${line.slug}`);
    expect(status).toBe(200);
    expect(body.productLine).toMatchObject({ id: line.id, name: line.name, slug: line.slug, brand: { slug: line.brand } });
    expect(body.productLine.link.href).toBe(`/brands/${line.brand}-tires/${line.slug}`);
    expect(body.productLine.image.src).toBe(`http://shop.test/api/images/tires/${line.brand}/${line.slug}.svg`);

    const skus = await database().query<{ id: number; size_key: string; sale: number; list: number; fet: number; stock: number }>(
      `SELECT k.id, s.size_key, k.sale_price_cents AS sale, k.list_price_cents AS list, k.fet_cents AS fet,
              (SELECT coalesce(sum(quantity), 0)::int FROM stock WHERE sku_id = k.id) AS stock
       FROM skus k JOIN tire_sizes s ON s.id = k.size_id WHERE k.product_line_id = $1`,
      [line.id],
    );
    const answered = body.sizes.map((p: any) => ({
      id: p.productId,
      size_key: p.size,
      sale: p.price.salePriceInCents,
      list: p.price.listPriceInCents,
      fet: p.fetInCents,
      stock: p.stockQuantity,
    }));
    const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
    expect([...answered].sort(byId)).toEqual([...skus].sort(byId));
    // Sorted by rim first, so the page's size picker reads small to large.
    const rims = body.sizes.map((p: any) => Number(/R(\d+)/.exec(p.size)![1]));
    expect(rims).toEqual([...rims].sort((a, b) => a - b));
    expect(body.selectedSize).toBeNull();
    expect(body.selectedProductId).toBeNull();
  });

  it('takes the brand slug with or without -tires, in any case', async () => {
    const api = await testApi(database());
    const line = await busiestLine();
    const withSuffix = await api.get(`/v1/product-lines/${line.brand}-tires/${line.slug}`);
    const without = await api.get(`/v1/product-lines/${line.brand}/${line.slug}`);
    const upper = await api.get(`/v1/product-lines/${line.brand.toUpperCase()}-TIRES/${line.slug.toUpperCase()}`);
    expect(without.status).toBe(200);
    expect(upper.status).toBe(200);
    expect(without.body).toEqual(withSuffix.body);
    expect(upper.body.productLine.id).toBe(line.id);
  });

  it('answers 404 for an unknown brand or line, and a line under another brand', async () => {
    const api = await testApi(database());
    const line = await busiestLine();
    const [other] = await database().query<{ slug: string }>('SELECT slug FROM brands WHERE slug <> $1 ORDER BY id LIMIT 1', [line.brand]);
    for (const path of [
      `/v1/product-lines/no-such-brand-tires/${line.slug}`,
      `/v1/product-lines/${line.brand}-tires/no-such-line`,
      `/v1/product-lines/${other!.slug}-tires/${line.slug}`,
    ]) {
      const { status, body } = await api.get(path);
      expect(status, path).toBe(404);
      expect(body, path).toEqual({ error: { code: 'NotFound', message: "We couldn't find that tire." } });
    }
  });

  it('selects the SKU of the size asked for, typed or as a slug', async () => {
    const api = await testApi(database());
    const line = await busiestLine();
    const [sku] = await database().query<{ size_key: string; slug: string }>(
      `SELECT s.size_key, s.slug FROM skus k JOIN tire_sizes s ON s.id = k.size_id WHERE k.product_line_id = $1
       ORDER BY k.id LIMIT 1`,
      [line.id],
    );
    for (const size of [sku!.slug, encodeURIComponent(sku!.size_key)]) {
      const { status, body } = await api.get(`/v1/product-lines/${line.brand}/${line.slug}?size=${size}`);
      expect(status).toBe(200);
      expect(body.selectedSize).toBe(sku!.size_key);
      const selected = body.sizes.find((p: any) => p.productId === body.selectedProductId);
      expect(selected.size).toBe(sku!.size_key);
    }
  });

  it('selects nothing for a size the line is not made in, and refuses a malformed size', async () => {
    const api = await testApi(database());
    const line = await busiestLine();
    const notMade = await api.get(`/v1/product-lines/${line.brand}/${line.slug}?size=405-20r30`);
    expect(notMade.status).toBe(200);
    expect(notMade.body.selectedSize).toBe('405/20R30');
    expect(notMade.body.selectedProductId).toBeNull();
    const empty = await api.get(`/v1/product-lines/${line.brand}/${line.slug}?size=`);
    expect(empty.status).toBe(200);
    expect(empty.body.selectedSize).toBeNull();
    const bad = await api.get(`/v1/product-lines/${line.brand}/${line.slug}?size=hello`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('BadRequest');
  });

  it('shows scores with the simple score band, 0 as N/A, and review averages from the reviews table', async () => {
    const api = await testApi(database());
    // A competition tire has no longevity score (0, spec §3 Other: N/A).
    const [unscored] = await database().query<{ brand: string; slug: string; simple: number }>(
      `SELECT b.slug AS brand, l.slug, l.score_simple AS simple FROM product_lines l JOIN brands b ON b.id = l.brand_id
       WHERE l.score_longevity = 0 ORDER BY l.id LIMIT 1`,
    );
    const { body } = await api.get(`/v1/product-lines/${unscored!.brand}/${unscored!.slug}`);
    expect(body.scores.longevity).toEqual({ value: 0, display: 'N/A' });

    const [excellent] = await database().query<{ id: number; brand: string; slug: string; rating_value: number; rating_count: number }>(
      `SELECT l.id, b.slug AS brand, l.slug, l.rating_value, l.rating_count FROM product_lines l JOIN brands b ON b.id = l.brand_id
       WHERE l.score_simple >= 9 ORDER BY l.id LIMIT 1`,
    );
    const detail = await api.get(`/v1/product-lines/${excellent!.brand}/${excellent!.slug}`);
    expect(detail.body.scores.simple.band).toBe('Excellent');
    expect(detail.body.rating).toEqual({ value: excellent!.rating_value, quantity: excellent!.rating_count });
    const [stats] = await database().query<{ n: number; dry: number | null; dry_n: number }>(
      `SELECT count(*)::int AS n, round(avg(rating_dry)::numeric, 1)::float8 AS dry, count(rating_dry)::int AS dry_n
       FROM reviews WHERE product_line_id = $1`,
      [excellent!.id],
    );
    expect(detail.body.reviewSummary.reviewCount).toBe(stats!.n);
    expect(detail.body.reviewSummary.attributes.dry).toEqual({ average: stats!.dry, count: stats!.dry_n });
    expect(stats!.n).toBeGreaterThanOrEqual(3);
  });

  it('needs a token', async () => {
    const api = await testApi(database());
    const line = await busiestLine();
    const res = await api.request(`/v1/product-lines/${line.brand}/${line.slug}`);
    expect(res.status).toBe(401);
  });
});
