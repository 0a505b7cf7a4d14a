import { describe, it, expect, afterAll } from 'vitest';
import { CATEGORY_IDS, parseTireSize, siteGlobalsSchema } from '@tireshop/core';
import * as v from 'valibot';
import zipcodes from 'zipcodes';
import { openDatabase, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { buildCatalogue } from './build';
import { seedDatabase } from './index';
import { federalExciseTaxCents, LOAD_INDEX_LB } from './load-index';

const catalogue = buildCatalogue();
const sizeById = new Map(catalogue.tireSizes.map((s) => [s.id, s]));
const lineById = new Map(catalogue.productLines.map((l) => [l.id, l]));

const unique = (values: unknown[]) => new Set(values).size === values.length;
const isTimeZone = (timeZone: string) => {
  try {
    new Intl.DateTimeFormat(undefined, { timeZone });
    return true;
  } catch {
    return false;
  }
};

describe('buildCatalogue', () => {
  it('has the brands, lines, sizes and SKUs of a real tire shop', () => {
    expect(catalogue.brands.length).toBeGreaterThanOrEqual(25);
    expect(catalogue.productLines).toHaveLength(150);
    expect(catalogue.tireSizes).toHaveLength(150);
    expect(catalogue.skus.length).toBeGreaterThanOrEqual(3000);
    expect(catalogue.categories.map((c) => c.id).sort((a, b) => a - b)).toEqual(Object.values(CATEGORY_IDS).sort((a, b) => a - b));
    for (const brand of catalogue.brands) {
      expect(
        catalogue.productLines.some((l) => l.brandId === brand.id),
        brand.name,
      ).toBe(true);
    }
  });

  it('is the same for the same seed and differs for another', () => {
    expect(buildCatalogue(1)).toEqual(catalogue);
    expect(buildCatalogue(2).skus).not.toEqual(catalogue.skus);
    // Two full builds and a deep comparison of ~50,000 rows: seconds on a busy machine.
  }, 60_000);

  it('covers every rim from 14 to 24 inches and every kind of size', () => {
    const rims = new Set(catalogue.tireSizes.map((s) => s.rimIn));
    for (let rim = 14; rim <= 24; rim++) expect(rims.has(rim), `${rim}"`).toBe(true);
    expect(new Set(catalogue.tireSizes.map((s) => s.kind))).toEqual(new Set(['metric', 'p-metric', 'lt', 'flotation']));
  });

  it('stores sizes that parse back to themselves', () => {
    for (const row of catalogue.tireSizes) {
      const size = parseTireSize(row.sizeKey);
      expect(size, row.sizeKey).not.toBeNull();
      expect(size).toMatchObject({ sizeKey: row.sizeKey, slug: row.slug, searchKey: row.searchKey, kind: row.kind, rimIn: row.rimIn });
    }
    for (const sku of catalogue.skus) expect(sizeById.has(sku.sizeId)).toBe(true);
  });

  it('uses every category and unique ids, slugs and part numbers', () => {
    const used = new Set(catalogue.productLines.map((l) => l.categoryId));
    for (const id of Object.values(CATEGORY_IDS)) expect(used.has(id), `category ${id}`).toBe(true);
    for (const table of [
      'brands',
      'productLines',
      'tireSizes',
      'skus',
      'warehouses',
      'vehicles',
      'metros',
      'installers',
      'courierLocations',
    ] as const) {
      expect(unique(catalogue[table].map((r) => r.id)), table).toBe(true);
    }
    expect(unique(catalogue.skus.map((s) => s.partNumber))).toBe(true);
    expect(unique(catalogue.installers.map((s) => s.code))).toBe(true);
    expect(unique(catalogue.courierLocations.map((s) => s.code))).toBe(true);
    expect(unique(catalogue.stock.map((s) => `${s.skuId}/${s.warehouseId}`))).toBe(true);
    for (const row of [...catalogue.brands, ...catalogue.productLines, ...catalogue.metros, ...catalogue.categories]) {
      expect(row.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(unique(catalogue.brands.map((b) => b.slug))).toBe(true);
    expect(unique(catalogue.productLines.map((l) => `${l.brandId}/${l.slug}`))).toBe(true);
    for (const v of catalogue.vehicles) {
      expect(v.makeSlug).toMatch(/^[a-z0-9-]+$/);
      expect(v.modelSlug).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it('gives every line plausible scores and ratings', () => {
    for (const l of catalogue.productLines) {
      for (const score of [l.scoreHandling, l.scoreLongevity, l.scoreSimple, l.scoreTraction]) {
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(10);
      }
      expect(l.ratingValue).toBeGreaterThanOrEqual(1);
      expect(l.ratingValue).toBeLessThanOrEqual(5);
      expect(l.ratingCount).toBeGreaterThan(0);
    }
    // spec §3: a score of 0 shows as N/A; competition tires have no longevity score.
    expect(catalogue.productLines.some((l) => l.scoreLongevity === 0)).toBe(true);
  });

  it('prices every SKU in whole cents between $60 and $600, the sale price never above the list price', () => {
    for (const sku of catalogue.skus) {
      expect(Number.isInteger(sku.listPriceCents)).toBe(true);
      expect(Number.isInteger(sku.salePriceCents)).toBe(true);
      expect(sku.salePriceCents).toBeGreaterThan(0);
      expect(sku.salePriceCents).toBeLessThanOrEqual(sku.listPriceCents);
      expect(sku.listPriceCents).toBeGreaterThanOrEqual(6000);
      expect(sku.listPriceCents).toBeLessThanOrEqual(60000);
    }
    expect(catalogue.skus.some((s) => s.salePriceCents < s.listPriceCents)).toBe(true);
  });

  it('charges federal excise tax exactly on tires rated over 3,500 lb (spec §9)', () => {
    for (const sku of catalogue.skus) {
      expect(sku.maxLoadLb).toBe(LOAD_INDEX_LB[sku.loadIndex]);
      expect(sku.fetCents! > 0).toBe(sku.maxLoadLb > 3500);
      expect(sku.fetCents).toBe(federalExciseTaxCents(sku.maxLoadLb));
    }
    expect(catalogue.skus.some((s) => s.fetCents! > 0)).toBe(true);
    // LT285/75R16 load range E, 126/123: 3,748 lb → 25 × $0.0945.
    expect(federalExciseTaxCents(3748)).toBe(236);
    expect(federalExciseTaxCents(3500)).toBe(0);
  });

  it('gives LT tires a load range and a dual load index, passenger tires SL or XL', () => {
    for (const sku of catalogue.skus) {
      const size = sizeById.get(sku.sizeId)!;
      if (size.kind === 'lt') {
        expect(['C', 'D', 'E', 'F']).toContain(sku.loadRange);
        expect(sku.loadIndexDual).toBe(sku.loadIndex - 3);
      } else if (size.kind === 'flotation') {
        expect(['C', 'D', 'E']).toContain(sku.loadRange);
      } else {
        expect(['SL', 'XL']).toContain(sku.loadRange);
        expect(sku.loadIndexDual).toBeNull();
      }
    }
  });

  it('offers each line in sizes that fit its category', () => {
    const offroadOk = (kind: string) => kind === 'lt' || kind === 'flotation';
    for (const sku of catalogue.skus) {
      const line = lineById.get(sku.productLineId)!;
      const size = sizeById.get(sku.sizeId)!;
      if ([CATEGORY_IDS.summer, CATEGORY_IDS.uhp, CATEGORY_IDS.trackCompetition].includes(line.categoryId as never)) {
        expect(size.kind, `${line.name} ${size.sizeKey}`).toBe('metric');
        expect(size.aspectRatio!).toBeLessThanOrEqual(55);
      }
      if (line.categoryId === CATEGORY_IDS.mudTerrain) expect(offroadOk(size.kind) || size.diameterIn >= 32).toBe(true);
      if (offroadOk(size.kind)) {
        expect([
          CATEGORY_IDS.allTerrain,
          CATEGORY_IDS.mudTerrain,
          CATEGORY_IDS.highway,
          CATEGORY_IDS.allSeason,
          CATEGORY_IDS.allWeather,
        ]).toContain(line.categoryId);
      }
    }
    const linesWithLt = new Set(catalogue.skus.filter((s) => offroadOk(sizeById.get(s.sizeId)!.kind)).map((s) => s.productLineId));
    for (const line of catalogue.productLines) {
      if (line.tireType === 'commercial' || line.categoryId === CATEGORY_IDS.mudTerrain)
        expect(linesWithLt.has(line.id), line.name).toBe(true);
    }
  });

  it('marks oversize and installable tires by the spec §9 rules', () => {
    for (const sku of catalogue.skus) {
      const size = sizeById.get(sku.sizeId)!;
      const line = lineById.get(sku.productLineId)!;
      expect(sku.isOversize).toBe((size.kind === 'flotation' && size.diameterIn >= 35) || sku.weightLb > 70);
      if ([CATEGORY_IDS.racing, CATEGORY_IDS.trackCompetition].includes(line.categoryId as never)) expect(sku.isInstallable).toBe(false);
      if (sku.isInstallable) {
        expect(size.rimIn).toBeGreaterThanOrEqual(12);
        expect(size.rimIn).toBeLessThanOrEqual(22);
        if (size.aspectRatio !== null) expect(size.aspectRatio).toBeGreaterThanOrEqual(35);
      }
    }
    expect(catalogue.skus.some((s) => s.isOversize)).toBe(true);
    expect(catalogue.skus.some((s) => s.runFlat)).toBe(true);
  });

  it('fits vehicles with sizes from the catalogue, staggered ones and commercial types included', () => {
    expect(catalogue.vehicles.length).toBeGreaterThanOrEqual(300);
    const sellable = new Set(catalogue.skus.map((s) => s.sizeId));
    for (const vehicle of catalogue.vehicles) {
      expect(sizeById.has(vehicle.frontSizeId)).toBe(true);
      expect(sizeById.has(vehicle.rearSizeId)).toBe(true);
      expect(sellable.has(vehicle.frontSizeId) && sellable.has(vehicle.rearSizeId)).toBe(true);
    }
    const staggered = catalogue.vehicles.filter((v) => v.frontSizeId !== v.rearSizeId);
    expect(new Set(staggered.map((v) => `${v.make} ${v.model}`)).size).toBeGreaterThanOrEqual(10);
    expect(unique(catalogue.vehicles.map((v) => `${v.makeSlug}/${v.modelSlug}/${v.year}/${v.trim}`))).toBe(true);
    // spec §5 Commercial-type vehicles.
    const commercial = /Commercial|Farm|ATV\/UTV|Lawn & Garden|Trailer|Industrial|OTR|Golf|Racing/;
    expect(catalogue.vehicles.filter((v) => commercial.test(v.vehicleType)).length).toBeGreaterThanOrEqual(5);
    expect(catalogue.vehicles.some((v) => sizeById.get(v.frontSizeId)!.kind === 'lt')).toBe(true);
  });

  it('places at least 200 installers in at least 30 metros, at real ZIP codes, in real time zones', () => {
    expect(catalogue.metros.length).toBeGreaterThanOrEqual(30);
    expect(catalogue.installers.length).toBeGreaterThanOrEqual(200);
    const zones = new Set(catalogue.metros.map((m) => m.timeZone));
    for (const zone of ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'America/Phoenix']) {
      expect(zones.has(zone), zone).toBe(true);
    }
    expect(zones.has('Pacific/Honolulu') || zones.has('America/Anchorage')).toBe(true);
    for (const zone of [...zones, ...catalogue.installers.map((i) => i.timeZone), ...catalogue.warehouses.map((w) => w.timeZone)]) {
      expect(isTimeZone(zone), zone).toBe(true);
    }
    const metrosUsed = new Set(catalogue.installers.map((i) => i.metroId));
    expect(metrosUsed.size).toBe(catalogue.metros.length);
    for (const shop of catalogue.installers) {
      const zip = zipcodes.lookup(shop.zip);
      expect(zip?.state, shop.zip).toBe(shop.state);
      expect(Math.abs(shop.latitude - zip!.latitude)).toBeLessThan(0.05);
      expect(shop.phone).toMatch(/^\d{3}5550[1]\d{2}$/);
      expect(shop.bays).toBeGreaterThanOrEqual(1);
      expect(shop.bays).toBeLessThanOrEqual(8);
      expect(shop.installationCostFor4TiresCents).toBeGreaterThanOrEqual(8000);
      expect(shop.installationCostFor4TiresCents).toBeLessThanOrEqual(20000);
      expect(shop.services).toContain('Tire Installation');
      for (const h of shop.weeklyHours) {
        expect(h.day).toBeGreaterThanOrEqual(0);
        expect(h.day).toBeLessThanOrEqual(6);
        expect(h.open < h.close).toBe(true);
      }
      if (shop.isMobileInstall) {
        expect(shop.mobileRadiusMiles).toBeGreaterThanOrEqual(15);
        expect(shop.mobileRadiusMiles).toBeLessThanOrEqual(40);
      } else expect(shop.mobileRadiusMiles).toBeNull();
    }
    const mobileShare = catalogue.installers.filter((i) => i.isMobileInstall).length / catalogue.installers.length;
    expect(mobileShare).toBeGreaterThan(0.1);
    expect(mobileShare).toBeLessThan(0.3);
  });

  it('closes about one shop in ten for 1–3 days of its own (holidays are computed, not stored)', () => {
    const byInstaller = new Map<number, Map<string, string>>();
    for (const c of catalogue.installerClosures) {
      const days = byInstaller.get(c.installerId) ?? new Map<string, string>();
      expect(days.has(c.date), `${c.installerId} ${c.date} twice`).toBe(false);
      byInstaller.set(c.installerId, days.set(c.date, c.reason));
    }
    const mobile = new Set(catalogue.installers.filter((i) => i.isMobileInstall).map((i) => i.id));
    for (const [installerId, days] of byInstaller) {
      expect(mobile.has(installerId), `${installerId} is mobile`).toBe(false);
      expect(days.size).toBeLessThanOrEqual(3);
      const dates = [...days.keys()].sort();
      // One run of consecutive days in Dec 2026 – Jun 2027 (+2 days).
      const span = (Date.parse(dates.at(-1)!) - Date.parse(dates[0]!)) / 86_400_000;
      expect(span).toBe(dates.length - 1);
      expect(dates[0]! >= '2026-12-01' && dates.at(-1)! <= '2027-07-02').toBe(true);
      for (const reason of days.values()) expect(['Closed for staff training', 'Closed for renovation']).toContain(reason);
    }
    // Installer 1 is the tests' and examples' shop: holidays only.
    expect(byInstaller.has(1)).toBe(false);
    const shops = catalogue.installers.length - mobile.size;
    expect(byInstaller.size / shops).toBeGreaterThan(0.04);
    expect(byInstaller.size / shops).toBeLessThan(0.2);
  });

  it('has courier pick-up points and warehouses at real ZIP codes', () => {
    expect(catalogue.courierLocations.length).toBeGreaterThanOrEqual(150);
    expect(new Set(catalogue.courierLocations.map((c) => c.company)).size).toBe(4);
    expect(catalogue.warehouses.length).toBeGreaterThanOrEqual(6);
    for (const place of [...catalogue.courierLocations, ...catalogue.warehouses]) {
      expect(zipcodes.lookup(place.zip)?.state, place.zip).toBe(place.state);
    }
    const quantities = catalogue.stock.map((s) => s.quantity);
    expect(catalogue.stock).toHaveLength(catalogue.skus.length * catalogue.warehouses.length);
    expect(quantities.some((q) => q === 0)).toBe(true);
    expect(quantities.some((q) => q > 0 && q < 8)).toBe(true);
    expect(quantities.filter((q) => q >= 8).length / quantities.length).toBeGreaterThan(0.5);
  });

  it('has valid site globals and one Shop and one Filter notification', () => {
    const globals = catalogue.siteSettings.find((s) => s.key === 'globals');
    expect(v.safeParse(siteGlobalsSchema, globals?.value).success).toBe(true);
    expect(catalogue.siteNotifications.map((n) => n.type).sort()).toEqual(['Filter', 'Shop']);
  });

  it('contains no placeholder text', () => {
    const text = JSON.stringify(catalogue);
    expect(text.match(/lorem|ipsum|\bfoo\b|\bbar\b|placeholder|\btodo\b|\bsample\b|acme/gi)).toBeNull();
  });
});

describe('seedDatabase', () => {
  let database: Database | undefined;
  afterAll(async () => {
    await database?.close();
  });

  it('seeds a fresh PGlite once, and a second call changes nothing', { timeout: 120_000 }, async () => {
    database = await openDatabase();
    await migrateDatabase(database);
    expect(await seedDatabase(database)).toEqual({ seeded: true });

    const count = async (table: string) => (await database!.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
    const expected: Record<string, number> = {
      categories: catalogue.categories.length,
      brands: catalogue.brands.length,
      product_lines: 150,
      tire_sizes: 150,
      skus: catalogue.skus.length,
      warehouses: catalogue.warehouses.length,
      stock: catalogue.stock.length,
      vehicles: catalogue.vehicles.length,
      metros: catalogue.metros.length,
      installers: catalogue.installers.length,
      installer_closures: catalogue.installerClosures.length,
      courier_locations: catalogue.courierLocations.length,
      site_settings: 1,
      site_notifications: 2,
      api_clients: 0,
    };
    for (const [table, n] of Object.entries(expected)) expect(await count(table), table).toBe(n);

    expect(await seedDatabase(database)).toEqual({ seeded: false });
    expect(await count('skus')).toBe(catalogue.skus.length);

    // The serial sequences moved past the explicit ids: a new brand gets the next id.
    const [brand] = await database.query<{ id: number }>(
      `INSERT INTO brands (slug, name, tier, country, description) VALUES ('atturo', 'Atturo', 'value', 'United States', 'A brand.') RETURNING id`,
    );
    expect(brand!.id).toBe(catalogue.brands.length + 1);
  });
});
