/** Vehicles: makes, models, years and a year's trims with original-equipment sizes. */
import { expect, it } from 'vitest';
import { describeOnDatabases } from './databases';
import { testApi } from './support/api';

type Api = Awaited<ReturnType<typeof testApi>>;

describeOnDatabases('vehicles (GET /v1/vehicles…)', ({ database }) => {
  let api: Api;
  const get = async (path: string) => {
    api ??= await testApi(database());
    return api.get(path);
  };
  const q = <T>(text: string, params: unknown[] = []) => database().query<T>(text, params);

  it('lists the makes with their model counts', async () => {
    const { status, body } = await get('/v1/vehicles');
    expect(status).toBe(200);
    const expected = await q<{ slug: string; n: number }>(
      'SELECT make_slug AS slug, count(DISTINCT model_slug)::int AS n FROM vehicles GROUP BY 1 ORDER BY 1',
    );
    expect(body.makes.map((m: any) => [m.slug, m.modelCount]).sort()).toEqual(expected.map((e) => [e.slug, e.n]).sort());
  });

  it('lists the models of a make (slug with or without -tires), commercial ones marked (spec §5)', async () => {
    const plain = await get('/v1/vehicles/ford');
    const suffixed = await get('/v1/vehicles/ford-tires');
    expect(plain.status).toBe(200);
    expect(suffixed.body).toEqual(plain.body);
    const models = await q<{ slug: string; commercial: boolean; from: number; to: number }>(
      `SELECT model_slug AS slug, bool_or(vehicle_type IN ('Commercial', 'Trailer')) AS commercial,
         min(year)::int AS from, max(year)::int AS to
       FROM vehicles WHERE make_slug = 'ford' GROUP BY 1`,
    );
    expect(plain.body.models.length).toBe(models.length);
    for (const m of models) {
      const model = plain.body.models.find((x: any) => x.slug === m.slug);
      expect(model, m.slug).toMatchObject({
        isCommercial: m.commercial,
        yearFrom: m.from,
        yearTo: m.to,
        link: { href: `/vehicles/ford-tires/${m.slug}` },
      });
    }
    expect(models.some((m) => m.commercial)).toBe(true);
    const airstream = await get('/v1/vehicles/airstream');
    expect(airstream.body.models.every((m: any) => m.isCommercial)).toBe(true);
  });

  it('lists the years of a model, newest first', async () => {
    const { body } = await get('/v1/vehicles/honda-tires/civic');
    const years = await q<{ year: number; n: number }>(
      "SELECT year, count(*)::int AS n FROM vehicles WHERE make_slug = 'honda' AND model_slug = 'civic' GROUP BY 1 ORDER BY 1 DESC",
    );
    expect(body.years.map((y: any) => [y.year, y.trimCount])).toEqual(years.map((y) => [y.year, y.n]));
    expect(body.years[0].link.href).toBe(`/vehicles/honda-tires/civic/${years[0]!.year}`);
  });

  it("gives a year's trims with front and rear OE sizes, staggered and commercial flags", async () => {
    const staggered = await q<{ make_slug: string; model_slug: string; year: number }>(
      'SELECT make_slug, model_slug, year FROM vehicles WHERE front_size_id <> rear_size_id ORDER BY id LIMIT 1',
    );
    const v = staggered[0]!;
    const { status, body } = await get(`/v1/vehicles/${v.make_slug}-tires/${v.model_slug}/${v.year}`);
    expect(status).toBe(200);
    const trims = await q<{ trim: string; front: string; rear: string; vehicle_type: string }>(
      `SELECT v.trim, f.size_key AS front, r.size_key AS rear, v.vehicle_type FROM vehicles v
       JOIN tire_sizes f ON f.id = v.front_size_id JOIN tire_sizes r ON r.id = v.rear_size_id
       WHERE v.make_slug = $1 AND v.model_slug = $2 AND v.year = $3 ORDER BY v.id`,
      [v.make_slug, v.model_slug, v.year],
    );
    expect(body.trims.map((t: any) => [t.name, t.frontSize.sizeKey, t.rearSize.sizeKey, t.isStaggered])).toEqual(
      trims.map((t) => [t.trim, t.front, t.rear, t.front !== t.rear]),
    );
    expect(body.trims.some((t: any) => t.isStaggered)).toBe(true);
    expect(body.link.href).toBe(`/vehicles/${v.make_slug}-tires/${v.model_slug}/${v.year}`);

    const van = await q<{ make_slug: string; model_slug: string; year: number }>(
      "SELECT make_slug, model_slug, year FROM vehicles WHERE vehicle_type = 'Commercial' ORDER BY id LIMIT 1",
    );
    const vanTrims = await get(`/v1/vehicles/${van[0]!.make_slug}/${van[0]!.model_slug}/${van[0]!.year}`);
    expect(vanTrims.body.trims.every((t: any) => t.isCommercial)).toBe(true);
    expect(body.trims.every((t: any) => !t.isCommercial)).toBe(true);
  });

  it('answers 404 for an unknown make, model or year, 400 for a year that is not a number', async () => {
    for (const [path, message] of [
      ['/v1/vehicles/delorean-tires', 'We don\'t have vehicles made by "delorean".'],
      ['/v1/vehicles/honda/hovercar', 'We don\'t have a Honda "hovercar".'],
      ['/v1/vehicles/honda/civic/1950', "We don't have a 1950 Honda Civic."],
    ] as const) {
      expect(await get(path), path).toEqual({ status: 404, body: { error: { code: 'NotFound', message } } });
    }
    const bad = await get('/v1/vehicles/honda/civic/soon');
    expect(bad).toEqual({
      status: 400,
      body: { error: { code: 'BadRequest', message: 'year must be a whole number from 1900 to 2100.' } },
    });
  });
});
