/**
 * GET /v1/tires: scopes, filters, facets, sorts, paging and staggered sets, each checked against
 * the database rather than against the listing's own SQL.
 */
import { expect, it } from 'vitest';
import { describeOnDatabases } from './databases';
import { testApi } from './support/api';

type Api = Awaited<ReturnType<typeof testApi>>;

/** FROM clause the expectations are written against (k sku, l line, b brand, c category, s size). */
const FROM = `skus k JOIN product_lines l ON l.id = k.product_line_id JOIN brands b ON b.id = l.brand_id
  JOIN categories c ON c.id = l.category_id JOIN tire_sizes s ON s.id = k.size_id`;

describeOnDatabases('tire listing (GET /v1/tires)', ({ database }) => {
  let api: Api;
  const get = async (path: string) => {
    api ??= await testApi(database());
    return api.get(path);
  };

  const dbIds = async (where: string, params: unknown[] = []) =>
    (await database().query<{ id: number }>(`SELECT k.id FROM ${FROM} WHERE ${where}`, params)).map((r) => Number(r.id));

  /** Every product of a listing, page by page (50 a page). */
  async function allProducts(query: string) {
    const products: any[] = [];
    let body: any;
    for (let page = 1; ; page++) {
      const res = await get(`/v1/tires?${query}${query ? '&' : ''}pageSize=50&page=${page}`);
      expect(res.status, `${query} page ${page}: ${JSON.stringify(res.body).slice(0, 200)}`).toBe(200);
      body = res.body;
      products.push(...body.siteProducts);
      if (page >= body.resultMetadata.pagination.pageCount) break;
    }
    return { products, body, total: body.resultMetadata.pagination.total as number };
  }

  /** The listing holds exactly the SKUs the WHERE clause selects. */
  async function expectListingEquals(query: string, where: string, params: unknown[] = []) {
    const expected = await dbIds(where, params);
    expect(expected.length, `${query} should select something`).toBeGreaterThan(0);
    const { products, total } = await allProducts(query);
    expect(total, query).toBe(expected.length);
    expect(
      products.map((p) => p.productId).sort((a, b) => a - b),
      query,
    ).toEqual(expected.sort((a, b) => a - b));
    return products;
  }

  /** A size with many tires and many brands, so filters and facets have something to narrow. */
  async function busySize() {
    const [row] = await database().query<{ slug: string; size_key: string; n: number }>(
      `SELECT s.slug, s.size_key, count(*)::int AS n FROM ${FROM} GROUP BY s.id
       ORDER BY count(DISTINCT l.brand_id) DESC, n DESC, s.slug LIMIT 1`,
    );
    return row!;
  }

  it('scopes by size, as a slug or typed, to exactly that size', async () => {
    const size = await busySize();
    const products = await expectListingEquals(`size=${size.slug}`, 's.slug = $1', [size.slug]);
    for (const p of products) expect(p.size).toBe(size.size_key);
    const typed = await get(`/v1/tires?size=${encodeURIComponent(size.size_key)}`);
    expect(typed.body.resultMetadata.pagination.total).toBe(products.length);
    expect(typed.body.scope.tireSize.sizeKey).toBe(size.size_key);
    expect(typed.body.mode).toBe('products');
  });

  it('scopes by brand (with or without -tires), category, type, subtype and deal', async () => {
    await expectListingEquals('brand=michelin', "b.slug = 'michelin'");
    const suffixed = await get('/v1/tires?brand=michelin-tires');
    expect(suffixed.body.scope.brand).toEqual({ slug: 'michelin', name: 'Michelin' });
    expect(suffixed.body.resultMetadata.pagination.total).toBe((await dbIds("b.slug = 'michelin'")).length);

    const size = await busySize();
    await expectListingEquals(`size=${size.slug}&category=all-season`, "s.slug = $1 AND c.slug = 'all-season'", [size.slug]);
    const [winterCount] = await database().query<{ n: number }>(`SELECT count(*)::int AS n FROM ${FROM} WHERE c.slug = 'winter'`);
    expect((await get('/v1/tires?category=winter')).body.resultMetadata.pagination.total).toBe(winterCount!.n);
    await expectListingEquals(`size=${size.slug}&type=passenger`, "s.slug = $1 AND l.tire_type = 'passenger'", [size.slug]);
    await expectListingEquals('subtype=grand-touring-all-season', "l.subtype = 'Grand Touring All-Season'");
    await expectListingEquals(
      'deal=michelin-70-off-set-of-4',
      `l.id IN (SELECT pl.product_line_id FROM promotion_product_lines pl JOIN promotions p ON p.id = pl.promotion_id
        WHERE p.slug = 'michelin-70-off-set-of-4')`,
    );
  });

  it('scopes by vehicle: a trim gives its size, a year without trim every size of the year', async () => {
    const [civic] = await database().query<{ make_slug: string; model_slug: string; year: number }>(
      `SELECT make_slug, model_slug, year FROM vehicles GROUP BY 1, 2, 3
       HAVING count(DISTINCT front_size_id) > 1 AND bool_and(front_size_id = rear_size_id) ORDER BY 1, 2, 3 DESC LIMIT 1`,
    );
    const v = civic!;
    const base = `make=${v.make_slug}-tires&model=${v.model_slug}&year=${v.year}`;
    const yearSizes = `s.id IN (SELECT front_size_id FROM vehicles WHERE make_slug = $1 AND model_slug = $2 AND year = $3)`;
    const products = await expectListingEquals(base, yearSizes, [v.make_slug, v.model_slug, v.year]);
    expect(new Set(products.map((p) => p.size)).size).toBeGreaterThan(1);

    const [trim] = await database().query<{ trim: string; size_key: string; front_size_id: number }>(
      `SELECT v.trim, s.size_key, v.front_size_id FROM vehicles v JOIN tire_sizes s ON s.id = v.front_size_id
       WHERE v.make_slug = $1 AND v.model_slug = $2 AND v.year = $3 ORDER BY v.id LIMIT 1`,
      [v.make_slug, v.model_slug, v.year],
    );
    const trimSlug = trim!.trim
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    const one = await expectListingEquals(`${base}&trim=${trimSlug}`, 's.id = $1', [trim!.front_size_id]);
    for (const p of one) expect(p.size).toBe(trim!.size_key);

    // A year with a staggered trim, asked without a trim: front and rear sizes are both in scope.
    const [mixed] = await database().query<{ make_slug: string; model_slug: string; year: number }>(
      `SELECT make_slug, model_slug, year FROM vehicles GROUP BY 1, 2, 3 HAVING bool_or(front_size_id <> rear_size_id)
       ORDER BY 1, 2, 3 LIMIT 1`,
    );
    const m = mixed!;
    const mixedSizes = `s.id IN (SELECT front_size_id FROM vehicles WHERE make_slug = $1 AND model_slug = $2 AND year = $3
      UNION SELECT rear_size_id FROM vehicles WHERE make_slug = $1 AND model_slug = $2 AND year = $3)`;
    const all = await expectListingEquals(`make=${m.make_slug}&model=${m.model_slug}&year=${m.year}`, mixedSizes, [
      m.make_slug,
      m.model_slug,
      m.year,
    ]);
    const { body } = await get(`/v1/tires?make=${m.make_slug}&model=${m.model_slug}&year=${m.year}`);
    expect(body.mode).toBe('products');
    expect(new Set(all.map((p) => p.size))).toEqual(new Set(body.scope.tireSizes.map((s: any) => s.sizeKey)));
  });

  it('narrows with each filter to exactly the tires that match it', async () => {
    const size = await busySize();
    const scope = `size=${size.slug}`;
    const [two] = await database().query<{ brands: string[] }>(
      `SELECT array_agg(slug ORDER BY slug) AS brands FROM (SELECT DISTINCT b.slug FROM ${FROM} WHERE s.slug = $1 ORDER BY b.slug LIMIT 2) x`,
      [size.slug],
    );
    // Thresholds from the size's own spread, so each filter really removes some tires.
    const [spread] = await database().query<{ lo: number; hi: number; load: number }>(
      `SELECT percentile_disc(0.25) WITHIN GROUP (ORDER BY k.sale_price_cents) AS lo,
         percentile_disc(0.75) WITHIN GROUP (ORDER BY k.sale_price_cents) AS hi,
         min(k.load_index) + 1 AS load
       FROM ${FROM} WHERE s.slug = $1`,
      [size.slug],
    );
    const { lo, hi, load } = spread!;
    const cases: [string, string][] = [
      [`brands=${two!.brands.join(',')}`, `b.slug IN ('${two!.brands.join("','")}')`],
      ['categories=all-season,touring', "c.slug IN ('all-season', 'touring')"],
      ['types=passenger,performance', "l.tire_type IN ('passenger', 'performance')"],
      [`priceMin=${lo}&priceMax=${hi}`, `k.sale_price_cents BETWEEN ${lo} AND ${hi}`],
      [`priceMin=${lo}`, `k.sale_price_cents >= ${lo}`],
      [`minLoadIndex=${load}`, `k.load_index >= ${load}`],
      ['speedRatings=H,v', "k.speed_rating IN ('H', 'V')"],
      ['seasons=all-weather,winter', "l.season IN ('all-weather', 'winter')"],
      ['runFlat=false', 'NOT k.run_flat'],
      ['minWarrantyMiles=60000', 'l.warranty_miles >= 60000'],
    ];
    for (const [filter, where] of cases) {
      const narrowed = await expectListingEquals(`${scope}&${filter}`, `s.slug = $1 AND ${where}`, [size.slug]);
      expect(narrowed.length, `${filter} should leave some tires out`).toBeLessThan(size.n);
    }
    // Filters combine with AND; run-flats are rare, so that one is checked over the whole catalogue.
    await expectListingEquals(
      `${scope}&seasons=all-season&speedRatings=H,V,W`,
      "s.slug = $1 AND l.season = 'all-season' AND k.speed_rating IN ('H','V','W')",
      [size.slug],
    );
    const runFlats = await dbIds('k.run_flat');
    expect(runFlats.length).toBeGreaterThan(0);
    expect((await get('/v1/tires?runFlat=true')).body.resultMetadata.pagination.total).toBe(runFlats.length);
  });

  it('echoes the filters back normalised', async () => {
    const { body } = await get(
      '/v1/tires?brands=Michelin-tires,goodyear,michelin&speedRatings=v,h,H&seasons=winter,all-season&runFlat=false&types=performance,passenger',
    );
    expect(body.appliedFilters).toEqual({
      brands: ['goodyear', 'michelin'],
      types: ['passenger', 'performance'],
      speedRatings: ['H', 'V'],
      seasons: ['all-season', 'winter'],
      runFlat: false,
    });
  });

  it('counts each facet value as the total a shopper would get by clicking it', async () => {
    const size = await busySize();
    // With a speed filter applied, brand counts must match the listing with that brand added.
    const withSpeed = await get(`/v1/tires?size=${size.slug}&speedRatings=H,V`);
    const brandOptions = withSpeed.body.facets.brands;
    expect(brandOptions.length).toBeGreaterThan(1);
    for (const option of brandOptions) {
      const click = await get(`/v1/tires?size=${size.slug}&speedRatings=H,V&brands=${option.value}`);
      expect(click.body.resultMetadata.pagination.total, `brand ${option.value}`).toBe(option.count);
    }
    // Speed counts ignore the speed filter itself but respect the brand filter.
    const brands = brandOptions
      .slice(0, 3)
      .map((o: any) => o.value)
      .join(',');
    const withBrands = await get(`/v1/tires?size=${size.slug}&brands=${brands}&speedRatings=H`);
    const speedOptions = withBrands.body.facets.speedRatings;
    expect(speedOptions.length).toBeGreaterThan(1);
    for (const option of speedOptions) {
      const click = await get(`/v1/tires?size=${size.slug}&brands=${brands}&speedRatings=${option.value}`);
      expect(click.body.resultMetadata.pagination.total, `speed ${option.value}`).toBe(option.count);
      expect(option.selected).toBe(option.value === 'H');
    }
    // The other facets too, checked against the database.
    const [seasons] = await database().query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${FROM} WHERE s.slug = $1 AND b.slug = ANY($2) AND k.speed_rating = 'H' AND l.season = 'all-season'`,
      [size.slug, brands.split(',')],
    );
    const allSeason = withBrands.body.facets.seasons.find((o: any) => o.value === 'all-season');
    expect(allSeason?.count ?? 0).toBe(seasons!.n);
    // Warranty steps are cumulative ("50,000+ miles").
    const warranty = (await get(`/v1/tires?size=${size.slug}&seasons=all-season`)).body.facets.minWarrantyMiles;
    expect(warranty.length).toBeGreaterThan(2);
    for (const option of warranty) {
      const click = await get(`/v1/tires?size=${size.slug}&seasons=all-season&minWarrantyMiles=${option.value}`);
      expect(click.body.resultMetadata.pagination.total, `warranty ${option.value}`).toBe(option.count);
    }
  });

  it('keeps a selected value with no tires in its facet, with count 0', async () => {
    const { body } = await get('/v1/tires?brand=michelin&brands=hoosier');
    expect(body.resultMetadata.pagination.total).toBe(0);
    expect(body.facets.brands).toContainEqual({ value: 'hoosier', label: 'Hoosier', count: 0, selected: true });
  });

  it('reports price and load-index ranges over the scope with the other filters', async () => {
    const size = await busySize();
    const [range] = await database().query<{ lo: number; hi: number; llo: number; lhi: number }>(
      `SELECT min(k.sale_price_cents) AS lo, max(k.sale_price_cents) AS hi, min(k.load_index) AS llo, max(k.load_index) AS lhi
       FROM ${FROM} WHERE s.slug = $1`,
      [size.slug],
    );
    // A price filter does not shrink the price range (the slider keeps its ends).
    const { body } = await get(`/v1/tires?size=${size.slug}&priceMin=${range!.lo + 1}`);
    expect(body.ranges.priceInCents).toEqual({ min: range!.lo, max: range!.hi });
    expect(body.ranges.loadIndex.min).toBeGreaterThanOrEqual(range!.llo);
    expect(body.ranges.loadIndex.max).toBeLessThanOrEqual(range!.lhi);
  });

  it('sorts by price both ways and by rating, across pages', async () => {
    const size = await busySize();
    const asc = (await allProducts(`size=${size.slug}&sort=price-asc`)).products.map((p) => p.price.salePriceInCents);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await allProducts(`size=${size.slug}&sort=price-desc`)).products.map((p) => p.price.salePriceInCents);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const rating = (await allProducts(`size=${size.slug}&sort=rating`)).products.map((p) => p.rating.value);
    expect(rating).toEqual([...rating].sort((a, b) => b - a));
  });

  it('pages without overlap or gaps and answers a page past the end with the true total', async () => {
    const size = await busySize();
    const pages: number[][] = [];
    let pageCount = 1;
    for (let page = 1; page <= pageCount; page++) {
      const { body } = await get(`/v1/tires?size=${size.slug}&pageSize=7&page=${page}&sort=price-asc`);
      pageCount = body.resultMetadata.pagination.pageCount;
      expect(body.resultMetadata.pagination).toEqual({ total: size.n, page, pageSize: 7, pageCount: Math.ceil(size.n / 7) });
      pages.push(body.siteProducts.map((p: any) => p.productId));
    }
    const ids = pages.flat();
    expect(new Set(ids).size).toBe(size.n);
    const past = await get(`/v1/tires?size=${size.slug}&pageSize=7&page=${pageCount + 1}`);
    expect(past.status).toBe(200);
    expect(past.body.siteProducts).toEqual([]);
    expect(past.body.resultMetadata.pagination.total).toBe(size.n);
  });

  it('answers an empty result with 200 and a zero total', async () => {
    const { status, body } = await get('/v1/tires?brand=hoosier&seasons=winter');
    expect(status).toBe(200);
    expect(body.siteProducts).toEqual([]);
    expect(body.resultMetadata.pagination).toMatchObject({ total: 0, pageCount: 0 });
    expect(body.ranges).toEqual({ priceInCents: null, loadIndex: null });
  });

  describe_staggered();

  function describe_staggered() {
    /** The seeded staggered trim with the most product lines in both of its sizes. */
    async function staggered() {
      const [row] = await database().query<{
        make_slug: string;
        model_slug: string;
        year: number;
        trim: string;
        front: string;
        rear: string;
        front_slug: string;
        rear_slug: string;
        front_id: number;
        rear_id: number;
        lines: number;
      }>(
        `SELECT v.make_slug, v.model_slug, v.year, v.trim, f.size_key AS front, r.size_key AS rear, f.slug AS front_slug,
           r.slug AS rear_slug, f.id AS front_id, r.id AS rear_id,
           (SELECT count(*)::int FROM (SELECT k.product_line_id, k.run_flat FROM skus k WHERE k.size_id IN (f.id, r.id)
              GROUP BY 1, 2 HAVING bool_or(k.size_id = f.id) AND bool_or(k.size_id = r.id)) x) AS lines
         FROM vehicles v JOIN tire_sizes f ON f.id = v.front_size_id JOIN tire_sizes r ON r.id = v.rear_size_id
         WHERE v.front_size_id <> v.rear_size_id ORDER BY lines DESC, v.id LIMIT 1`,
      );
      expect(row!.lines).toBeGreaterThan(1);
      return row!;
    }
    const slugOfTrim = (trim: string) =>
      trim
        .toLowerCase()
        .replace(/[^a-z0-9\s-]/g, '')
        .trim()
        .replace(/[\s-]+/g, '-');

    it('answers front/rear sets for a staggered vehicle: same line, both sizes, set price 2 + 2', async () => {
      const v = await staggered();
      const { status, body } = await get(
        `/v1/tires?make=${v.make_slug}&model=${v.model_slug}&year=${v.year}&trim=${slugOfTrim(v.trim)}&pageSize=50`,
      );
      expect(status).toBe(200);
      expect(body.mode).toBe('sets');
      expect(body.siteProducts).toEqual([]);
      expect(body.scope.tireSize.sizeKey).toBe(v.front);
      expect(body.scope.rearTireSize.sizeKey).toBe(v.rear);
      expect(body.resultMetadata.pagination.total).toBe(v.lines);
      expect(body.sets.length).toBe(Math.min(50, v.lines));
      for (const set of body.sets) {
        expect(set.front.size).toBe(v.front);
        expect(set.rear.size).toBe(v.rear);
        expect(set.front.productLine).toEqual(set.productLine);
        expect(set.rear.productLine).toEqual(set.productLine);
        expect(set.front.brand).toEqual(set.brand);
        expect(set.rear.brand).toEqual(set.brand);
        expect(set.front.runFlat).toBe(set.rear.runFlat);
        expect(set.setPriceInCents).toBe(2 * set.front.price.salePriceInCents + 2 * set.rear.price.salePriceInCents);
      }
      // Each side is the line's cheapest tire in that size (with the same run-flat choice).
      for (const set of body.sets.slice(0, 5)) {
        const [cheapest] = await database().query<{ front: number; rear: number }>(
          `SELECT min(k.sale_price_cents) FILTER (WHERE k.size_id = $1) AS front, min(k.sale_price_cents) FILTER (WHERE k.size_id = $2) AS rear
           FROM skus k WHERE k.product_line_id = (SELECT product_line_id FROM skus WHERE id = $3) AND k.run_flat = $4`,
          [v.front_id, v.rear_id, set.front.productId, set.front.runFlat],
        );
        expect(set.front.price.salePriceInCents).toBe(Number(cheapest!.front));
        expect(set.rear.price.salePriceInCents).toBe(Number(cheapest!.rear));
      }
      // The same by sizes, and sets are sorted by set price on request.
      const bySizes = await get(`/v1/tires?size=${v.front_slug}&rearSize=${encodeURIComponent(v.rear)}&sort=price-asc&pageSize=50`);
      expect(bySizes.body.resultMetadata.pagination.total).toBe(v.lines);
      const prices = bySizes.body.sets.map((s: any) => s.setPriceInCents);
      expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
    });

    it("pairs each line's cheapest matching tire in each size", async () => {
      // Two sizes sharing lines, one of which has several tires (load ranges, run-flat) in a size.
      const [pair] = await database().query<{ front: string; rear: string }>(
        `WITH per AS (SELECT product_line_id, size_id, count(*) AS n FROM skus WHERE NOT run_flat GROUP BY 1, 2)
         SELECT f.slug AS front, r.slug AS rear FROM per a JOIN per b ON b.product_line_id = a.product_line_id AND b.size_id <> a.size_id
         JOIN tire_sizes f ON f.id = a.size_id JOIN tire_sizes r ON r.id = b.size_id
         WHERE a.n > 1 AND f.rim_in = r.rim_in ORDER BY f.slug, r.slug LIMIT 1`,
      );
      const { body } = await get(`/v1/tires?size=${pair!.front}&rearSize=${pair!.rear}&pageSize=50`);
      expect(body.mode).toBe('sets');
      expect(body.sets.length).toBeGreaterThan(0);
      let severalChoices = 0;
      for (const set of body.sets) {
        const options = await database().query<{ size: string; price: number }>(
          `SELECT s.slug AS size, k.sale_price_cents AS price FROM skus k JOIN tire_sizes s ON s.id = k.size_id
           WHERE k.product_line_id = (SELECT product_line_id FROM skus WHERE id = $1) AND k.run_flat = $2 AND s.slug IN ($3, $4)`,
          [set.front.productId, set.front.runFlat, pair!.front, pair!.rear],
        );
        const front = options.filter((o) => o.size === pair!.front).map((o) => Number(o.price));
        const rear = options.filter((o) => o.size === pair!.rear).map((o) => Number(o.price));
        if (front.length > 1 || rear.length > 1) severalChoices++;
        expect(set.front.price.salePriceInCents).toBe(Math.min(...front));
        expect(set.rear.price.salePriceInCents).toBe(Math.min(...rear));
      }
      expect(severalChoices).toBeGreaterThan(0);
    });

    it('counts set facets as the sets a click would give', async () => {
      const v = await staggered();
      const base = `/v1/tires?size=${v.front_slug}&rearSize=${v.rear_slug}`;
      const { body } = await get(base);
      expect(body.facets.brands.length).toBeGreaterThan(0);
      for (const option of body.facets.brands) {
        const click = await get(`${base}&brands=${option.value}`);
        expect(click.body.resultMetadata.pagination.total, option.value).toBe(option.count);
        for (const set of click.body.sets) expect(set.brand.slug).toBe(option.value);
      }
      for (const option of body.facets.speedRatings) {
        const click = await get(`${base}&speedRatings=${option.value}&pageSize=50`);
        expect(click.body.resultMetadata.pagination.total, option.value).toBe(option.count);
        for (const set of click.body.sets) {
          expect(set.front.serviceDescription.endsWith(option.value)).toBe(true);
          expect(set.rear.serviceDescription.endsWith(option.value)).toBe(true);
        }
      }
    });
  }

  it('answers 404 for an unknown scope, with a clear message', async () => {
    for (const [path, message] of [
      ['/v1/tires?brand=acme-tires', 'We don\'t carry a tire brand called "acme".'],
      ['/v1/tires?category=snowmobile', 'There is no tire category "snowmobile".'],
      ['/v1/tires?type=tractor', 'There is no tire type "tractor".'],
      ['/v1/tires?subtype=hover-tires', 'There is no tire subtype "hover-tires".'],
      ['/v1/tires?deal=free-lunch', 'There is no running deal "free-lunch".'],
      ['/v1/tires?size=405-20r30', "We don't carry tires in size 405/20R30."],
      ['/v1/tires?make=delorean&model=dmc-12&year=1981', 'We don\'t have vehicles made by "delorean".'],
      ['/v1/tires?make=honda&model=civic&year=1950', "We don't have a 1950 Honda Civic."],
      ['/v1/tires?make=honda&model=civic&year=2022&trim=warp-drive', "We don't have a 2022 Honda Civic warp-drive."],
    ] as const) {
      const { status, body } = await get(path);
      expect(status, path).toBe(404);
      expect(body, path).toEqual({ error: { code: 'NotFound', message } });
    }
  });

  it('answers 400 for bad filter values, with a clear message', async () => {
    for (const [path, message] of [
      ['/v1/tires?speedRatings=H,X', 'speedRatings: "X" is not a speed rating (one of L, M, N, P, Q, R, S, T, U, H, V, Z, W, Y).'],
      ['/v1/tires?priceMin=-1', 'priceMin must be a whole number from 0 to 1000000.'],
      ['/v1/tires?priceMax=12.5', 'priceMax must be a whole number from 0 to 1000000.'],
      ['/v1/tires?priceMin=20000&priceMax=10000', 'priceMin must not be more than priceMax.'],
      ['/v1/tires?brands=michelin,acme', 'brands: "acme" is not a brand we carry.'],
      ['/v1/tires?categories=flying', 'categories: "flying" is not a tire category.'],
      [
        '/v1/tires?types=tractor',
        'types: "tractor" is not a tire type (one of passenger, light-truck, suv-crossover, performance, winter, commercial).',
      ],
      ['/v1/tires?seasons=monsoon', 'seasons: "monsoon" is not a season (one of all-season, all-weather, summer, winter).'],
      ['/v1/tires?runFlat=yes', 'runFlat must be true or false.'],
      ['/v1/tires?minLoadIndex=500', 'minLoadIndex must be a whole number from 0 to 200.'],
      ['/v1/tires?minWarrantyMiles=lots', 'minWarrantyMiles must be a whole number from 0 to 200000.'],
      [`/v1/tires?brands=${Array.from({ length: 41 }, (_, i) => `b${i}`).join(',')}`, 'brands takes at most 40 values.'],
      ['/v1/tires?rearSize=275-40r19', 'rearSize needs size (the front size) as well.'],
      ['/v1/tires?make=honda&model=civic', 'A vehicle needs make, model and year.'],
      ['/v1/tires?make=honda&model=civic&year=2022&size=225-45r17', 'Choose a vehicle or a tire size, not both.'],
      ['/v1/tires?brand=Not%20A%20Slug', 'brand must be a slug of lowercase letters, digits and hyphens.'],
      ['/v1/tires?size=not-a-size', '"not-a-size" is not a tire size. Try a size like 225/45R17.'],
      ['/v1/tires?sort=cheapest', 'sort must be one of best-match, price-asc, price-desc, rating.'],
      ['/v1/tires?pageSize=51', 'pageSize must be a whole number from 1 to 50.'],
    ] as const) {
      const { status, body } = await get(path);
      expect(status, path).toBe(400);
      expect(body, path).toEqual({ error: { code: 'BadRequest', message } });
    }
  });
});
