import { expect, it } from 'vitest';
import { describeOnDatabases } from './databases';
import { testApi } from './support/api';

const WINTER_CATEGORIES = [3, 13]; // spec §9: winter 3, all weather 13

describeOnDatabases('guided shopping (POST /v1/guided-shopping/recommendations)', ({ database }) => {
  async function post(body: unknown) {
    const api = await testApi(database());
    const res = await api.request('/v1/guided-shopping/recommendations', {
      method: 'POST',
      headers: { Authorization: `Bearer ${await api.storefrontToken()}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as any };
  }

  /** A size sold in winter or all-weather lines and in plenty of other lines, all with stock. */
  async function mixedSize() {
    const [row] = await database().query<{ size_key: string; slug: string }>(
      `WITH in_stock AS (
         SELECT k.size_id, l.id AS line_id, l.category_id FROM skus k JOIN product_lines l ON l.id = k.product_line_id
         WHERE (SELECT coalesce(sum(quantity), 0) FROM stock WHERE sku_id = k.id) > 0)
       SELECT s.size_key, s.slug FROM tire_sizes s JOIN in_stock i ON i.size_id = s.id GROUP BY s.id
       HAVING count(DISTINCT i.line_id) FILTER (WHERE i.category_id IN (3, 13)) >= 2
          AND count(DISTINCT i.line_id) FILTER (WHERE i.category_id NOT IN (3, 13)) >= 8
       ORDER BY count(DISTINCT i.line_id) DESC, s.id LIMIT 1`,
    );
    return row!;
  }

  async function categoryOf(productIds: number[]) {
    const rows = await database().query<{ id: number; category_id: number }>(
      `SELECT k.id, l.category_id FROM skus k JOIN product_lines l ON l.id = k.product_line_id WHERE k.id = ANY($1::int[])`,
      [productIds],
    );
    return new Map(rows.map((r) => [r.id, r.category_id]));
  }

  it('puts winter and all-weather lines first for snow and ice with a winter priority', async () => {
    const size = await mixedSize();
    const { status, body } = await post({ size: size.size_key, drivingConditions: ['snow-ice', 'highway'], priorities: ['winter'] });
    expect(status).toBe(200);
    expect(body.tireSize).toEqual({ sizeKey: size.size_key, slug: size.slug });
    const recs = body.recommendations;
    expect(recs.length).toBe(10);
    const category = await categoryOf(recs.map((r: any) => r.product.productId));
    const isWinter = recs.map((r: any) => WINTER_CATEGORIES.includes(category.get(r.product.productId)!));
    expect(isWinter[0]).toBe(true);
    // Every winter/all-weather line comes before every other line.
    const firstOther = isWinter.indexOf(false);
    if (firstOther >= 0) expect(isWinter.slice(firstOther)).not.toContain(true);
    expect(recs[0].reasons.join(' ')).toMatch(/snow/i);
    // The same size for a city driver on a budget leads with other tires: the answers matter.
    const city = await post({ size: size.size_key, drivingConditions: ['city'], priorities: ['value', 'longevity'] });
    const cityCategory = await categoryOf([city.body.recommendations[0].product.productId]);
    expect(WINTER_CATEGORIES).not.toContain(cityCategory.get(city.body.recommendations[0].product.productId));
    const scores = recs.map((r: any) => r.matchScore);
    expect(scores).toEqual([...scores].sort((a: number, b: number) => b - a));
  });

  it('ranks one product per line, each with reasons', async () => {
    const size = await mixedSize();
    const { body } = await post({ size: size.slug, drivingConditions: ['city'], priorities: ['longevity', 'value'] });
    const recs = body.recommendations;
    expect(recs.map((r: any) => r.rank)).toEqual(recs.map((_: unknown, i: number) => i + 1));
    const lines = recs.map((r: any) => `${r.product.brand.slug}/${r.product.productLine.slug}`);
    expect(new Set(lines).size).toBe(lines.length);
    for (const r of recs) {
      expect(r.product.size).toBe(size.size_key);
      expect(r.reasons.length).toBeGreaterThan(0);
      expect(r.matchScore).toBeGreaterThanOrEqual(0);
      expect(r.matchScore).toBeLessThanOrEqual(100);
    }
    // The top pick for longevity says so, with its score and warranty.
    expect(recs[0].reasons.some((t: string) => /^Rated \d+\.\d for longevity( with an? [\d,]+-mile warranty)?$/.test(t))).toBe(true);
  });

  it('does not recommend summer tires for snow', async () => {
    const [size] = await database().query<{ size_key: string }>(
      `SELECT s.size_key FROM tire_sizes s JOIN skus k ON k.size_id = s.id JOIN product_lines l ON l.id = k.product_line_id
       GROUP BY s.id HAVING count(*) FILTER (WHERE l.season = 'summer') >= 3 AND count(*) FILTER (WHERE l.season <> 'summer') >= 10
       ORDER BY s.id LIMIT 1`,
    );
    const { body } = await post({ size: size!.size_key, drivingConditions: ['snow-ice'], priorities: [] });
    const summer = body.recommendations.filter((r: any) => r.cautions.some((c: string) => /not for snow/.test(c)));
    for (const r of summer) expect(r.rank).toBeGreaterThan(5);
  });

  it("uses a vehicle's front original-equipment size", async () => {
    const [vehicle] = await database().query<{ make: string; model: string; year: number; trim: string; size_key: string }>(
      `SELECT v.make, v.model, v.year, v.trim, s.size_key FROM vehicles v JOIN tire_sizes s ON s.id = v.front_size_id
       WHERE v.front_size_id <> v.rear_size_id ORDER BY v.id LIMIT 1`,
    );
    const { status, body } = await post({
      vehicle: { make: vehicle!.make, model: vehicle!.model, year: vehicle!.year, trim: vehicle!.trim },
      drivingConditions: ['track'],
      priorities: ['performance'],
    });
    expect(status).toBe(200);
    expect(body.tireSize.sizeKey).toBe(vehicle!.size_key);
    expect(body.vehicle).toEqual({ make: vehicle!.make, model: vehicle!.model, year: vehicle!.year, trim: vehicle!.trim });
    const unknown = await post({ vehicle: { make: 'Honda', model: 'Nope', year: 2020 }, priorities: [] });
    expect(unknown.status).toBe(404);
  });

  it('refuses bad answers with a clear 400', async () => {
    const size = '225/45R17';
    for (const [body, message] of [
      [{ size, drivingConditions: ['flying'] }, 'drivingConditions may contain only city, highway, rain, snow-ice, off-road, track.'],
      [{ size, priorities: ['cheap'] }, 'priorities may contain only longevity, comfort, quiet, performance, winter, value.'],
      [{ size, priorities: ['longevity', 'comfort', 'quiet', 'value'] }, 'Choose at most 3 priorities.'],
      [{ size, drivingConditions: ['city', 'city'] }, 'drivingConditions must not repeat a condition.'],
      [{ drivingConditions: ['city'] }, 'Tell us your tire size or your vehicle.'],
      [{ size, vehicle: { make: 'Honda', model: 'Civic', year: 2020 } }, 'Send either a tire size or a vehicle, not both.'],
      [{ vehicle: { make: 'Honda', model: 'Civic', year: 'soon' } }, 'vehicle.year must be a whole number from 1900 to 2100.'],
      [{ size: 'not a size' }, '"not a size" is not a tire size. Try a size like 225/45R17.'],
    ] as const) {
      const res = await post(body);
      expect(res.status, message).toBe(400);
      expect(res.body, message).toEqual({ error: { code: 'BadRequest', message } });
    }
    const notCarried = await post({ size: '405/20R30' });
    expect(notCarried.status).toBe(404);
  });
});
