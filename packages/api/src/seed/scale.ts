/**
 * A catalogue grown for benchmarks: the seed catalogue plus more sizes (real widths, aspect ratios
 * and rims combined within the envelope tires are made in), numbered variants of every product
 * line ("Defender2 Series 2") and installers at ZIP codes all over the country, until it holds the
 * requested number of SKUs and installers. Deterministic for a seed; slow (about a minute for
 * 100,000 SKUs and 10,000 installers on PGlite) but bounded, and it reports progress.
 */
import zipcodes, { type ZipCode } from 'zipcodes';
import { sql } from 'drizzle-orm';
import { tireSizeFromParts, type TireSize } from '@tireshop/core';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import { buildCatalogue, buildStock, linesForSkus, tireSizeRow, toSize } from './build';
import { buildClosures } from './closures';
import { metroData } from './data/metros';
import { productLineData } from './data/product-lines';
import { areaCodeFor, isServedState, timeZoneFor } from './data/states';
import { insertCatalogue, lockEmptyCatalogue } from './index';
import { buildInstaller, streetZips } from './places';
import { substream } from './random';
import { buildSkus, type SizeForSkus } from './skus';
import { slugify } from '@tireshop/core';
import type { Catalogue, InstallerRow, ProductLineRow, SkuRow } from './types';

export interface ScaleOptions {
  /** Total SKUs wanted (the seed catalogue's are included). */
  skus: number;
  /** Total installers wanted (the seed catalogue's are included). */
  installers: number;
  seed?: number;
}

/** Upper bounds, so a mistyped option cannot run for hours or exhaust memory. */
export const SCALE_LIMITS = { skus: 1_000_000, installers: 200_000 } as const;
/** Most sizes one line variant is offered in. */
const SIZES_PER_VARIANT_LINE = 60;

/** Size combinations tires are actually made in: tall sidewalls on small rims, wide low-profiles on big ones. */
function generatedSizes(existing: Set<string>): TireSize[] {
  const out: TireSize[] = [];
  const add = (size: TireSize | null) => {
    if (size && !existing.has(size.sizeKey)) {
      existing.add(size.sizeKey);
      out.push(size);
    }
  };
  for (let rim = 14; rim <= 24; rim++) {
    for (let width = 155; width <= 355; width += 10) {
      if (width < 155 + (rim - 14) * 10 || width > 205 + (rim - 14) * 15) continue;
      for (let aspect = 25; aspect <= 80; aspect += 5) {
        if (aspect > 80 - (rim - 14) * 3.5 || aspect < 55 - (rim - 14) * 4) continue;
        const diameter = rim + (2 * width * aspect) / 100 / 25.4;
        if (diameter < 22 || diameter > 36) continue;
        add(tireSizeFromParts({ kind: 'metric', widthMm: width, aspectRatio: aspect, rimIn: rim }));
        if (aspect >= 50 && rim <= 20 && width >= 185 && width <= 285)
          add(tireSizeFromParts({ kind: 'p-metric', widthMm: width, aspectRatio: aspect, rimIn: rim }));
        if (width >= 215 && rim >= 15 && rim <= 22 && (aspect >= 60 || (aspect >= 55 && rim >= 20)))
          add(tireSizeFromParts({ kind: 'lt', widthMm: width, aspectRatio: aspect, rimIn: rim }));
      }
    }
  }
  return out;
}

const distanceMiles = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) => {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.sqrt(h));
};

function scaleInstallers(base: Catalogue, target: number, seed: number): InstallerRow[] {
  const random = substream(seed, 'scale-installers');
  const zips = streetZips(
    Object.values(zipcodes.codes)
      .filter((z): z is ZipCode => z.country === 'US' && isServedState(z.state))
      .sort((a, b) => a.zip.localeCompare(b.zip)),
  );
  const metros = metroData.map((m, i) => ({ ...m, id: base.metros[i]!.id }));
  const rows = base.installers.slice();
  while (rows.length < target) {
    const zip = random.pick(zips);
    const metro = metros.find((m) => distanceMiles(m, zip) <= m.radiusMiles);
    rows.push(
      buildInstaller(
        rows.length + 1,
        {
          zip,
          metroId: metro?.id ?? null,
          timeZone: metro?.timeZone ?? timeZoneFor(zip),
          areaCode: metro?.areaCode ?? areaCodeFor(zip.state),
        },
        random,
      ),
    );
  }
  return rows;
}

export function buildScaleCatalogue(options: ScaleOptions): Catalogue {
  const seed = options.seed ?? 1;
  if (!(options.skus >= 0 && options.skus <= SCALE_LIMITS.skus)) throw new RangeError(`skus must be 0–${SCALE_LIMITS.skus}`);
  if (!(options.installers >= 0 && options.installers <= SCALE_LIMITS.installers))
    throw new RangeError(`installers must be 0–${SCALE_LIMITS.installers}`);
  const base = buildCatalogue(seed);

  const existing = new Set(base.tireSizes.map((s) => s.sizeKey));
  const extraSizes = generatedSizes(existing);
  const tireSizes = [...base.tireSizes, ...extraSizes.map((s, i) => tireSizeRow(base.tireSizes.length + i + 1, s))];
  const sizes: SizeForSkus[] = tireSizes.map((row) => ({
    id: row.id,
    size: toSize(row.sizeKey),
    // No original-equipment coverage pass for variants: the seed lines already cover those sizes.
    popular: false,
  }));

  const productLines: ProductLineRow[] = base.productLines.slice();
  const skus: SkuRow[] = base.skus.slice();
  const random = substream(seed, 'scale-skus');
  // Each round adds one numbered variant of every seed line, offered across the grown size list.
  for (let round = 2; skus.length < options.skus; round++) {
    const variants = base.productLines.map((line, i) => ({
      ...line,
      id: base.productLines.length * (round - 1) + i + 1,
      name: `${line.name} Series ${round}`,
      slug: slugify(`${line.name} Series ${round}`),
    }));
    productLines.push(...variants);
    const runFlat = (l: ProductLineRow) => productLineData[(l.id - 1) % productLineData.length]!.runFlat === true;
    const added = buildSkus(linesForSkus(variants, base.brands, runFlat), sizes, random, {
      firstId: skus.length + 1,
      sizeCount: (_, r) => r.int(SIZES_PER_VARIANT_LINE / 2, SIZES_PER_VARIANT_LINE),
    });
    skus.push(...added.slice(0, options.skus - skus.length));
  }

  const installers = scaleInstallers(base, options.installers, seed);
  return {
    ...base,
    tireSizes,
    productLines,
    skus,
    stock: buildStock(
      skus,
      base.warehouses.map((w) => w.id),
      substream(seed, 'scale-stock'),
    ),
    installers,
    // Every installer closes on holidays, the grown ones too; the same stream as the seed's, drawn
    // per installer in id order, so the seed's own installers keep the seed's closures.
    installerClosures: buildClosures(installers, substream(seed, 'closures')),
  };
}

/**
 * Seeds an empty database with the grown catalogue in one transaction; does nothing when the
 * catalogue tables already hold rows. Progress goes to `log` (console by default).
 */
export async function seedScaleCatalogue(
  database: Database,
  options: ScaleOptions & { log?: (line: string) => void },
): Promise<{ seeded: boolean }> {
  const log = options.log ?? ((line: string) => console.log(line));
  const existing = await database.db.select({ one: sql<number>`1` }).from(schema.categories).limit(1);
  if (existing.length > 0) {
    log('[seed:scale] the catalogue is already seeded; nothing to do');
    return { seeded: false };
  }
  let started = Date.now();
  const catalogue = buildScaleCatalogue(options);
  log(
    `[seed:scale] built ${catalogue.skus.length} SKUs, ${catalogue.tireSizes.length} sizes, ${catalogue.productLines.length} lines, ` +
      `${catalogue.installers.length} installers, ${catalogue.stock.length} stock rows in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  started = Date.now();
  let lastReport = 0;
  const seeded = await database.db.transaction(async (tx) => {
    if (!(await lockEmptyCatalogue(tx))) return false;
    await insertCatalogue(tx, catalogue, (table, inserted, total) => {
      // One line per table and about every 5 seconds within the big ones.
      if (inserted === total || Date.now() - lastReport > 5000) {
        lastReport = Date.now();
        log(`[seed:scale] ${table}: ${inserted}/${total} rows (${((Date.now() - started) / 1000).toFixed(0)} s)`);
      }
    });
    return true;
  });
  log(`[seed:scale] ${seeded ? 'inserted' : 'skipped (seeded meanwhile)'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { seeded };
}
