import { expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { describeOnDatabases } from './databases';
import { testApi } from './support/api';

interface Item {
  label: string;
  labelSegments: { value: string; isHighlighted: boolean }[];
  detailLabel?: string;
  type: string;
  action: { queryType: string; queryText: string; additionalQueryText?: string };
  link: { href: string };
  vehicleMetadata?: Record<string, unknown>;
  isPillItem?: boolean;
}
interface Group {
  id: string;
  label: string;
  siteSearchResultList: Item[];
}

/** GET /search-typeahead as the storefront; one token for the suite. */
async function typeaheadApi(database: Database) {
  const api = await testApi(database);
  const token = await api.storefrontToken();
  async function search(query: Record<string, string>) {
    const res = await api.request(`/search-typeahead?${new URLSearchParams(query)}`, { headers: { Authorization: `Bearer ${token}` } });
    const body = (await res.json()) as any;
    const groups: Group[] = body.siteSearchResultGroupList ?? [];
    const group = (id: string) => groups.find((g) => g.id === id)?.siteSearchResultList ?? [];
    const all = groups.flatMap((g) => g.siteSearchResultList);
    return { status: res.status, body, groups, group, all, labels: (id: string) => group(id).map((i) => i.label) };
  }
  return search;
}

const lit = (item: Item) =>
  item.labelSegments
    .filter((s) => s.isHighlighted)
    .map((s) => s.value)
    .join('|');

describeOnDatabases('typeahead: brands, names and types (GET /search-typeahead)', ({ database }) => {
  it('finds Michelin from a prefix and from a misspelling', async () => {
    const search = await typeaheadApi(database());
    for (const queryType of ['brand', undefined]) {
      for (const queryText of ['mich', 'MICH', 'michelen', 'michelin']) {
        const r = await search({ queryText, ...(queryType ? { queryType } : {}) });
        expect(r.status).toBe(200);
        const first = r.group('brands')[0]!;
        expect(first.label, `${queryText} ${queryType}`).toBe('Michelin');
        expect(first.link.href).toBe('/brands/michelin-tires');
        expect(first.action).toEqual({ queryType: 'brand', queryText: 'Michelin' });
      }
    }
    expect(lit((await search({ queryText: 'mich', queryType: 'brand' })).group('brands')[0]!)).toBe('Mich');
    expect(lit((await search({ queryText: 'michelen', queryType: 'brand' })).group('brands')[0]!)).toBe('Michel');
    expect((await search({ queryText: 'zzzq', queryType: 'brand' })).all).toEqual([]);
  });

  it('finds categories, tire types, subtypes and product lines by name', async () => {
    const search = await typeaheadApi(database());
    const winter = (await search({ queryText: 'wint', queryType: 'category' })).group('categories');
    expect(winter.map((i) => [i.label, i.link.href])).toEqual([['Winter', '/categories/winter']]);

    const light = (await search({ queryText: 'light', queryType: 'tireType' })).group('tireTypes');
    expect(light.map((i) => [i.label, i.link.href])).toEqual([['Light Truck', '/types/light-truck']]);
    const suv = (await search({ queryText: 'suv', queryType: 'tireType' })).group('tireTypes');
    expect(suv.map((i) => i.link.href)).toEqual(['/types/suv-crossover']);

    const grand = (await search({ queryText: 'grand touring', queryType: 'subtype' })).group('subtypes');
    expect(grand.map((i) => i.label)).toContain('Grand Touring All-Season');
    expect(grand.find((i) => i.label === 'Grand Touring All-Season')!.link.href).toBe('/types/grand-touring-all-season');

    const lines = (await search({ queryText: 'defender' })).group('productLines');
    expect(lines.map((i) => i.label)).toContain('Michelin Defender2');
    expect(lines.find((i) => i.label === 'Michelin Defender2')!.link.href).toBe('/brands/michelin-tires/defender2');
    const byBrand = (await search({ queryText: 'michelin def' })).group('productLines');
    expect(byBrand.length).toBeGreaterThan(0);
    for (const i of byBrand) expect(i.label).toMatch(/^Michelin Def/);
  });

  it('scopes subtype links to a size given in additionalQueryText', async () => {
    const search = await typeaheadApi(database());
    const [row] = await database().query<{ size_key: string; slug: string }>(
      `SELECT DISTINCT s.size_key, s.slug FROM skus k JOIN tire_sizes s ON s.id = k.size_id JOIN product_lines l ON l.id = k.product_line_id
       WHERE l.subtype = 'Grand Touring All-Season' ORDER BY s.size_key LIMIT 1`,
    );
    const r = await search({ queryText: 'grand', queryType: 'subtype', additionalQueryText: row!.size_key });
    const item = r.group('subtypes').find((i) => i.label === 'Grand Touring All-Season')!;
    expect(item.link.href).toBe(`/tire-sizes/${row!.slug}/types/grand-touring-all-season`);
    expect(item.action.additionalQueryText).toBe(row!.size_key);
    const bad = await search({ queryText: 'grand', queryType: 'subtype', additionalQueryText: 'not a size' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('additionalQueryText must be a tire size, like 225/45R17, for queryType subtype.');
  });

  it('offers guided shopping as one item', async () => {
    const search = await typeaheadApi(database());
    const r = await search({ queryText: '', queryType: 'guidedShopping' });
    expect(r.all).toHaveLength(1);
    expect(r.all[0]).toMatchObject({ type: 'guidedShopping', link: { href: '/guided-shopping' }, label: 'Not sure? Answer 3 questions' });
    expect(r.body.resultMetadata.pagination.total).toBe(1);
  });

  it('answers free text with every labelled group that matches, at most 10 items each', async () => {
    const search = await typeaheadApi(database());
    const perf = await search({ queryText: 'perf' });
    expect(perf.groups.map((g) => g.id)).toEqual(expect.arrayContaining(['categories', 'tireTypes', 'subtypes']));
    const toy = await search({ queryText: 'toy' });
    expect(toy.groups.map((g) => g.id)).toEqual(expect.arrayContaining(['vehicles', 'brands']));
    expect(toy.labels('brands')).toContain('Toyo');
    expect(toy.labels('vehicles')[0]).toBe('Toyota');
    for (const r of [perf, toy, await search({ queryText: 'a' }), await search({ queryText: 's' })]) {
      expect(r.groups.length).toBeGreaterThan(0);
      for (const g of r.groups) {
        expect(g.label.length).toBeGreaterThan(0);
        expect(g.siteSearchResultList.length).toBeGreaterThan(0);
        expect(g.siteSearchResultList.length).toBeLessThanOrEqual(10);
      }
      expect(new Set(r.groups.map((g) => g.id)).size).toBe(r.groups.length);
      expect(r.body.resultMetadata.pagination.total).toBe(r.all.length);
    }
    // A size answers with sizes only.
    expect((await search({ queryText: '225/45' })).groups.map((g) => g.id)).toEqual(['tireSizes']);
    // Nothing typed: the way into guided shopping.
    expect((await search({ queryText: '' })).groups.map((g) => g.id)).toEqual(['guidedShopping']);
  });
});

describeOnDatabases('typeahead: vehicles (GET /search-typeahead)', ({ database }) => {
  it('finds Toyota and its models from "toy"', async () => {
    const search = await typeaheadApi(database());
    const r = await search({ queryText: 'toy', queryType: 'vehicle' });
    const items = r.group('vehicles');
    expect(items[0]).toMatchObject({
      label: 'Toyota',
      type: 'vehicleMake',
      link: { href: '/vehicles/toyota-tires' },
      isPillItem: true,
      action: { queryType: 'vehicle', queryText: 'Toyota', additionalQueryText: 'toyota' },
      vehicleMetadata: { make: 'Toyota', makeSlug: 'toyota', isCommercial: false },
    });
    const models = items.filter((i) => i.type === 'vehicleModel');
    expect(models.length).toBeGreaterThan(0);
    for (const m of models) expect(m.label).toMatch(/^Toyota /);
    expect(models.map((m) => m.label)).toContain('Toyota Camry');
    expect(lit(items[0]!)).toBe('Toy');
  });

  it('walks make → model → year → trim with additionalQueryText', async () => {
    const search = await typeaheadApi(database());
    const models = (await search({ queryText: '', queryType: 'vehicle', additionalQueryText: 'toyota' })).group('vehicles');
    const camry = models.find((m) => m.label === 'Toyota Camry')!;
    expect(camry).toMatchObject({
      type: 'vehicleModel',
      link: { href: '/vehicles/toyota-tires/camry' },
      action: { additionalQueryText: 'toyota/camry' },
      vehicleMetadata: { make: 'Toyota', model: 'Camry', makeSlug: 'toyota', modelSlug: 'camry', vehicleType: 'Sedan' },
    });
    for (const m of models) expect(m.vehicleMetadata!.make).toBe('Toyota');
    const [{ n }] = (await database().query<{ n: number }>(
      `SELECT count(DISTINCT model_slug)::int AS n FROM vehicles WHERE make_slug = 'toyota'`,
    )) as [{ n: number }];
    expect(models).toHaveLength(n);
    const filtered = (await search({ queryText: 'co', queryType: 'vehicle', additionalQueryText: 'toyota-tires' })).labels('vehicles');
    expect(filtered).toEqual(['Toyota Corolla']);

    const years = (await search({ queryText: '', queryType: 'vehicle', additionalQueryText: camry.action.additionalQueryText! })).group(
      'vehicles',
    );
    const expectedYears = await database().query<{ year: number }>(
      `SELECT DISTINCT year FROM vehicles WHERE make_slug = 'toyota' AND model_slug = 'camry' ORDER BY year DESC`,
    );
    expect(years.map((y) => y.vehicleMetadata!.year)).toEqual(expectedYears.map((y) => String(y.year)));
    const y2021 = years.find((y) => y.vehicleMetadata!.year === '2021')!;
    expect(y2021).toMatchObject({ label: '2021 Toyota Camry', type: 'vehicleYear', link: { href: '/vehicles/toyota-tires/camry/2021' } });
    expect(
      (await search({ queryText: '202', queryType: 'vehicle', additionalQueryText: 'toyota/camry' }))
        .group('vehicles')
        .map((y) => y.vehicleMetadata!.year),
    ).toEqual(['2024', '2023', '2022', '2021', '2020']);

    const trims = (await search({ queryText: '', queryType: 'vehicle', additionalQueryText: y2021.action.additionalQueryText! })).group(
      'vehicles',
    );
    expect(trims.map((t) => [t.label, t.detailLabel])).toEqual([
      ['LE', '205/65R16'],
      ['SE', '235/45R18'],
      ['XLE', '235/45R18'],
      ['XSE', '235/40R19'],
    ]);
    expect(trims[0]).toMatchObject({
      type: 'vehicleTrim',
      link: { href: '/vehicles/toyota-tires/camry/2021?trim=le' },
      vehicleMetadata: { make: 'Toyota', model: 'Camry', year: '2021', trim: 'LE', frontTireSize: '205/65R16' },
    });
    expect(trims[0]!.vehicleMetadata!.rearTireSize).toBeUndefined();
  });

  it('gives a staggered trim its front and rear sizes', async () => {
    const search = await typeaheadApi(database());
    const [v] = await database().query<{ make_slug: string; model_slug: string; year: number; trim: string; front: string; rear: string }>(
      `SELECT v.make_slug, v.model_slug, v.year, v.trim, f.size_key AS front, r.size_key AS rear
       FROM vehicles v JOIN tire_sizes f ON f.id = v.front_size_id JOIN tire_sizes r ON r.id = v.rear_size_id
       WHERE v.front_size_id <> v.rear_size_id ORDER BY v.id LIMIT 1`,
    );
    const trims = (
      await search({ queryText: '', queryType: 'vehicle', additionalQueryText: `${v!.make_slug}/${v!.model_slug}/${v!.year}` })
    ).group('vehicles');
    const trim = trims.find((t) => t.label === v!.trim)!;
    expect(trim.detailLabel).toBe(`Front ${v!.front}, rear ${v!.rear}`);
    expect(trim.vehicleMetadata).toMatchObject({ frontTireSize: v!.front, rearTireSize: v!.rear });
  });

  it('answers a year with make or model in any order with the year pages', async () => {
    const search = await typeaheadApi(database());
    for (const [queryText, queryType] of [
      ['2021 camry', undefined],
      ['camry 2021', undefined],
      ['toyota camry 2021', undefined],
      ['2021 toyota camry', 'makeModelYearOption'],
      ['Camry 2021', 'makeModelYearOption'],
      ['2021 camry', 'vehicle'],
    ] as const) {
      const r = await search({ queryText, ...(queryType ? { queryType } : {}) });
      const items = r.group(queryType === 'vehicle' ? 'vehicles' : 'makeModelYear');
      expect(
        items.map((i) => [i.label, i.link.href]),
        `${queryText} ${queryType}`,
      ).toEqual([['2021 Toyota Camry', '/vehicles/toyota-tires/camry/2021']]);
      expect(items[0]!.action.queryType).toBe(queryType === 'vehicle' ? 'vehicle' : 'makeModelYearOption');
    }
    expect(lit((await search({ queryText: 'camry 2021' })).group('makeModelYear')[0]!)).toBe('2021|Camry');
    const toyota2021 = (await search({ queryText: 'toyota 2021', queryType: 'makeModelYearOption' })).group('makeModelYear');
    expect(toyota2021.length).toBeGreaterThan(1);
    for (const i of toyota2021) expect(i.label).toMatch(/^2021 Toyota /);
    expect((await search({ queryText: 'camry 1901', queryType: 'makeModelYearOption' })).all).toEqual([]);
  });

  it('flags commercial-type vehicles (spec §5)', async () => {
    const search = await typeaheadApi(database());
    const transit = (await search({ queryText: 'transit', queryType: 'vehicle' })).group('vehicles');
    expect(transit[0]).toMatchObject({ label: 'Ford Transit Connect', vehicleMetadata: { vehicleType: 'Commercial', isCommercial: true } });
    const trailer = (await search({ queryText: 'airstream', queryType: 'vehicle' })).group('vehicles');
    for (const item of trailer) expect(item.vehicleMetadata!.isCommercial, item.label).toBe(true);
    const camry = (await search({ queryText: 'camry', queryType: 'vehicle' })).group('vehicles');
    expect(camry[0]!.vehicleMetadata).toMatchObject({ isCommercial: false });
    // A make with both cars and vans is not itself commercial.
    const ford = (await search({ queryText: 'ford', queryType: 'vehicle' })).group('vehicles');
    expect(ford[0]).toMatchObject({ label: 'Ford', vehicleMetadata: { isCommercial: false } });
    const trims = (await search({ queryText: '', queryType: 'vehicle', additionalQueryText: 'ford/transit-connect/2020' })).group(
      'vehicles',
    );
    expect(trims[0]!.vehicleMetadata).toMatchObject({ isCommercial: true, trim: 'XL Cargo Van' });
    expect(trims[0]!.link.href).toBe('/vehicles/ford-tires/transit-connect/2020?trim=xl-cargo-van');
  });

  it('refuses a malformed vehicle path with a clear 400 and answers an unknown one with nothing', async () => {
    const search = await typeaheadApi(database());
    for (const path of ["toyota' OR 1=1", 'toyota/camry/21', 'a/b/2021/c', '../../etc']) {
      const r = await search({ queryText: '', queryType: 'vehicle', additionalQueryText: path });
      expect(r.status, path).toBe(400);
      expect(r.body.error.message).toMatch(/^additionalQueryText must be a vehicle path/);
    }
    for (const path of ['nomake', 'toyota/nomodel', 'toyota/camry/1960']) {
      const r = await search({ queryText: '', queryType: 'vehicle', additionalQueryText: path });
      expect(r.status, path).toBe(200);
      expect(r.all, path).toEqual([]);
    }
  });
});

describeOnDatabases('typeahead: sizes (GET /search-typeahead)', ({ database }) => {
  it('finds P-metric sizes from the digits alone', async () => {
    const search = await typeaheadApi(database());
    const [p] = await database().query<{ size_key: string; search_key: string }>(
      `SELECT s.size_key, s.search_key FROM tire_sizes s WHERE s.kind = 'p-metric' AND EXISTS (SELECT 1 FROM skus k WHERE k.size_id = s.id)
       ORDER BY s.size_key LIMIT 1`,
    );
    const digits = p!.search_key.slice(1); // P2156016 → 2156016
    for (const typed of [digits.slice(0, 4), digits, p!.size_key.slice(1)]) {
      const r = await search({ queryText: typed });
      expect(r.labels('tireSizes'), typed).toContain(p!.size_key);
      const item = r.group('tireSizes').find((i) => i.label === p!.size_key)!;
      expect(lit(item), typed).not.toMatch(/^P/); // the typed digits light up, not the P
    }
    const withP = await search({ queryText: `p${digits.slice(0, 4)}` });
    for (const s of withP.labels('tireSizes')) expect(s).toMatch(/^P/);
  });

  it('suggests rear sizes actually paired with a staggered front size first', async () => {
    const search = await typeaheadApi(database());
    const paired = await database().query<{ front: string; rear: string; rim: number }>(
      `SELECT f.size_key AS front, r.size_key AS rear, f.rim_in AS rim FROM vehicles v
       JOIN tire_sizes f ON f.id = v.front_size_id JOIN tire_sizes r ON r.id = v.rear_size_id
       WHERE v.front_size_id <> v.rear_size_id ORDER BY v.id`,
    );
    const front = paired[0]!.front;
    const rears = new Set(paired.filter((p) => p.front === front).map((p) => p.rear));
    const r = await search({ queryText: '', queryType: 'rearTireSize', additionalQueryText: front.toLowerCase().replace('/', '-') });
    expect(r.status).toBe(200);
    const items = r.group('rearTireSizes');
    expect(items.length).toBeGreaterThan(rears.size);
    expect(new Set(items.slice(0, rears.size).map((i) => i.label))).toEqual(rears);
    expect(items[0]!.detailLabel).toMatch(new RegExp(`^Paired with ${front.replace('/', '\\/')} on `));
    expect(items[0]!.action).toEqual({ queryType: 'rearTireSize', queryText: items[0]!.label });
    const rims = await database().query<{ size_key: string; rim_in: number }>('SELECT size_key, rim_in FROM tire_sizes');
    const rimOf = new Map(rims.map((x) => [x.size_key, x.rim_in]));
    for (const i of items.slice(rears.size)) {
      expect(Math.abs(rimOf.get(i.label)! - paired[0]!.rim), i.label).toBeLessThanOrEqual(1);
      expect(i.label).not.toBe(front);
    }
    // What is typed still narrows the list.
    const typed = await search({ queryText: items[1]!.label.slice(0, 3), queryType: 'rearTireSize', additionalQueryText: front });
    for (const i of typed.group('rearTireSizes')) expect(i.label.replace(/^P|^LT/, '').startsWith(items[1]!.label.slice(0, 3))).toBe(true);
    const bad = await search({ queryText: '', queryType: 'rearTireSize', additionalQueryText: 'front' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('additionalQueryText must be the chosen front tire size, like 255/35R19.');
  });

  it('makes front sizes pill items (the staggered search goes on to the rear)', async () => {
    const search = await typeaheadApi(database());
    const r = await search({ queryText: '255/3', queryType: 'frontTireSize' });
    expect(r.all.length).toBeGreaterThan(0);
    for (const i of r.all) expect(i).toMatchObject({ isPillItem: true, action: { queryType: 'frontTireSize' } });
  });
});

describeOnDatabases('typeahead: odd input (GET /search-typeahead)', ({ database }) => {
  it('answers odd text for every query type with a consistent answer or a clear 400, never a 500', async () => {
    const search = await typeaheadApi(database());
    const types = [
      '',
      'brand',
      'category',
      'tireSize',
      'frontTireSize',
      'rearTireSize',
      'vehicle',
      'tireType',
      'makeModelYearOption',
      'subtype',
      'guidedShopping',
    ];
    const texts = [
      "' OR 1=1 --",
      '%',
      '_',
      '\\',
      '%_%',
      "Robert'); DROP TABLE brands;--",
      '🛞🛞',
      'ｍｉｃｈ',
      'e\u0301',
      '\u202emich',
      'x'.repeat(100),
      '   ',
      '2021',
      '1',
    ];
    for (const queryType of types) {
      for (const queryText of texts) {
        for (const additionalQueryText of [undefined, '%', "' OR 1=1", 'toyota/camry']) {
          const query = { queryText, ...(queryType ? { queryType } : {}), ...(additionalQueryText ? { additionalQueryText } : {}) };
          const r = await search(query);
          const where = JSON.stringify(query);
          expect([200, 400], where).toContain(r.status);
          if (r.status === 400) expect(r.body.error.code, where).toBe('BadRequest');
          else expect(r.body.resultMetadata.pagination.total, where).toBe(r.all.length);
        }
      }
    }
    const [brands] = await database().query<{ n: number }>('SELECT count(*)::int AS n FROM brands');
    expect(brands!.n).toBeGreaterThan(0);
    expect((await search({ queryText: 'ｍｉｃｈ', queryType: 'brand' })).labels('brands')[0]).toBe('Michelin');
    expect((await search({ queryText: '%', queryType: 'brand' })).all).toEqual([]);
    // Broken percent-encoding in the URL itself.
    const api = await testApi(database());
    const token = await api.storefrontToken();
    for (const raw of [
      'queryText=%E0%A4%A',
      'queryText=%',
      'queryText=%ZZ&queryType=brand',
      'queryText=a&additionalQueryText=%C0%AF&queryType=vehicle',
    ]) {
      const res = await api.request(`/search-typeahead?${raw}`, { headers: { Authorization: `Bearer ${token}` } });
      expect([200, 400], raw).toContain(res.status);
    }
    const long = await search({ queryText: 'x'.repeat(101), queryType: 'vehicle' });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe('queryText must be at most 100 characters.');
  });
});
