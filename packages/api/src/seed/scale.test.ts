import { describe, it, expect, afterAll } from 'vitest';
import { parseTireSize } from '@tireshop/core';
import { openDatabase, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { buildCatalogue } from './build';
import { buildScaleCatalogue, seedScaleCatalogue } from './scale';

const unique = (values: unknown[]) => new Set(values).size === values.length;

describe('buildScaleCatalogue', () => {
  const options = { skus: 12_000, installers: 700 };
  const grown = buildScaleCatalogue(options);

  it('grows the seed catalogue to exactly the SKUs and installers asked for', () => {
    const base = buildCatalogue();
    expect(grown.skus).toHaveLength(options.skus);
    expect(grown.installers).toHaveLength(options.installers);
    expect(grown.skus.slice(0, base.skus.length)).toEqual(base.skus);
    expect(grown.tireSizes.length).toBeGreaterThan(base.tireSizes.length);
    expect(grown.productLines.length).toBeGreaterThan(base.productLines.length);
    expect(grown.stock).toHaveLength(grown.skus.length * grown.warehouses.length);
  });

  it('keeps ids, part numbers, size keys and line slugs unique, and every size canonical', () => {
    for (const rows of [grown.skus, grown.tireSizes, grown.productLines, grown.installers])
      expect(unique(rows.map((r) => r.id))).toBe(true);
    expect(unique(grown.skus.map((s) => s.partNumber))).toBe(true);
    expect(unique(grown.installers.map((s) => s.code))).toBe(true);
    expect(unique(grown.tireSizes.map((s) => s.sizeKey))).toBe(true);
    expect(unique(grown.productLines.map((l) => `${l.brandId}/${l.slug}`))).toBe(true);
    for (const row of grown.tireSizes) expect(parseTireSize(row.sizeKey)?.searchKey).toBe(row.searchKey);
    const lineIds = new Set(grown.productLines.map((l) => l.id));
    const sizeIds = new Set(grown.tireSizes.map((s) => s.id));
    for (const sku of grown.skus) {
      expect(lineIds.has(sku.productLineId)).toBe(true);
      expect(sizeIds.has(sku.sizeId)).toBe(true);
    }
  });

  it('places installers outside the metros too, each in a real time zone', () => {
    expect(grown.installers.some((i) => i.metroId === null)).toBe(true);
    for (const zone of new Set(grown.installers.map((i) => i.timeZone))) {
      expect(() => new Intl.DateTimeFormat(undefined, { timeZone: zone })).not.toThrow();
    }
  });

  it('is deterministic and bounded', () => {
    expect(buildScaleCatalogue(options).skus.map((s) => s.partNumber)).toEqual(grown.skus.map((s) => s.partNumber));
    expect(() => buildScaleCatalogue({ skus: 50_000_000, installers: 10 })).toThrow(RangeError);
  });
});

describe('seedScaleCatalogue', () => {
  let database: Database | undefined;
  afterAll(async () => {
    await database?.close();
  });

  it('seeds an empty database once', { timeout: 120_000 }, async () => {
    database = await openDatabase();
    await migrateDatabase(database);
    const log: string[] = [];
    const options = { skus: 6_000, installers: 400, log: (line: string) => log.push(line) };
    expect(await seedScaleCatalogue(database, options)).toEqual({ seeded: true });
    expect(await seedScaleCatalogue(database, options)).toEqual({ seeded: false });
    const [counts] = await database.query<{ skus: number; installers: number }>(
      'SELECT (SELECT count(*)::int FROM skus) AS skus, (SELECT count(*)::int FROM installers) AS installers',
    );
    expect(counts).toEqual({ skus: 6_000, installers: 400 });
    expect(log.some((line) => line.includes('skus: 6000/6000'))).toBe(true);
  });
});
