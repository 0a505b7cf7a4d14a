/**
 * Builds the seed catalogue as plain rows (no database): the same seed always gives the same
 * catalogue. Ids are explicit so foreign keys line up; `seedDatabase` inserts these rows.
 */
import { parseTireSize, type TireSize } from '@tireshop/core';
import { brandData } from './data/brands';
import { categoryData } from './data/categories';
import { productLineData } from './data/product-lines';
import { siteGlobals, siteNotificationData } from './data/site';
import { sizeData } from './data/sizes';
import { vehicleGenerations } from './data/vehicles';
import { buildCourierLocations, buildInstallers, buildMetros, buildWarehouses } from './places';
import { substream, type Random } from './random';
import { buildSkus, type LineForSkus } from './skus';
import { slugify } from '@tireshop/core';
import type { BrandRow, Catalogue, ProductLineRow, SkuRow, StockRow, TireSizeRow, VehicleRow } from './types';
import { buildPromotions } from './promotions';
import { buildCoupons } from './coupons';
import { markDealerships } from './dealers';
import { buildReviews } from './reviews';
import { buildClosures } from './closures';

export type { Catalogue } from './types';

export function toSize(sizeKey: string): TireSize {
  const size = parseTireSize(sizeKey);
  if (!size || size.sizeKey !== sizeKey) throw new Error(`Seed size ${sizeKey} is not a canonical tire size`);
  return size;
}

export function tireSizeRow(id: number, size: TireSize): TireSizeRow {
  return {
    id,
    sizeKey: size.sizeKey,
    slug: size.slug,
    searchKey: size.searchKey,
    kind: size.kind,
    widthMm: size.widthMm,
    aspectRatio: size.aspectRatio,
    rimIn: size.rimIn,
    diameterIn: size.diameterIn,
    sectionWidthIn: size.sectionWidthIn,
  };
}

export function buildBrands(): BrandRow[] {
  return brandData.map((b, i) => ({
    id: i + 1,
    slug: b.slug,
    name: b.name,
    tier: b.tier,
    country: b.country,
    description: b.description,
  }));
}

export function buildProductLines(brands: BrandRow[]): ProductLineRow[] {
  const brandId = new Map(brands.map((b) => [b.slug, b.id]));
  return productLineData.map((l, i) => {
    const id = brandId.get(l.brand);
    if (!id) throw new Error(`Product line ${l.name} names unknown brand ${l.brand}`);
    const [scoreHandling, scoreLongevity, scoreSimple, scoreTraction] = l.scores;
    return {
      id: i + 1,
      brandId: id,
      slug: slugify(l.name),
      name: l.name,
      categoryId: l.categoryId,
      tireType: l.tireType,
      subtype: l.subtype,
      season: l.season,
      warrantyMiles: l.warrantyMiles,
      description: l.description,
      scoreHandling,
      scoreLongevity,
      scoreSimple,
      scoreTraction,
      ratingValue: l.rating[0],
      ratingCount: l.rating[1],
    };
  });
}

/** What the SKU builder needs to know about a line. */
export function linesForSkus(lines: ProductLineRow[], brands: BrandRow[], runFlat: (line: ProductLineRow) => boolean): LineForSkus[] {
  const byId = new Map(brands.map((b) => [b.id, b]));
  const codeOf = new Map(brandData.map((b) => [b.slug, b.code]));
  return lines.map((l) => {
    const brand = byId.get(l.brandId)!;
    return {
      id: l.id,
      brandCode: codeOf.get(brand.slug) ?? brand.slug.slice(0, 3).toUpperCase(),
      tier: brand.tier as LineForSkus['tier'],
      categoryId: l.categoryId,
      tireType: l.tireType as LineForSkus['tireType'],
      subtype: l.subtype,
      warrantyMiles: l.warrantyMiles ?? null,
      runFlat: runFlat(l),
    };
  });
}

export function buildVehicles(sizeIdByKey: Map<string, number>): VehicleRow[] {
  const rows: VehicleRow[] = [];
  const sizeId = (key: string) => {
    const id = sizeIdByKey.get(key);
    if (!id) throw new Error(`Vehicle size ${key} is not in the size list`);
    return id;
  };
  for (const g of vehicleGenerations) {
    for (let year = g.years[1]; year >= g.years[0]; year--) {
      for (const [trim, front, rear] of g.trims) {
        rows.push({
          id: rows.length + 1,
          make: g.make,
          makeSlug: slugify(g.make),
          model: g.model,
          modelSlug: slugify(g.model),
          year,
          trim,
          vehicleType: g.type,
          frontSizeId: sizeId(front),
          rearSizeId: sizeId(rear ?? front),
        });
      }
    }
  }
  return rows;
}

/** Stock per warehouse: some SKUs out of stock, some down to the last few, most in the tens. */
export function buildStock(skus: Pick<SkuRow, 'id'>[], warehouseIds: number[], random: Random): StockRow[] {
  const rows: StockRow[] = [];
  for (const sku of skus) {
    for (const warehouseId of warehouseIds) {
      const quantity = random.weighted<() => number>([
        [() => 0, 10],
        [() => random.int(1, 7), 15],
        [() => random.int(8, 96), 75],
      ])();
      rows.push({ skuId: sku.id, warehouseId, quantity });
    }
  }
  return rows;
}

export function buildCatalogue(seed = 1): Catalogue {
  const brands = buildBrands();
  const productLines = buildProductLines(brands);

  const sizes = sizeData.map(toSize);
  const tireSizes = sizes.map((s, i) => tireSizeRow(i + 1, s));
  const sizeIdByKey = new Map(tireSizes.map((s) => [s.sizeKey, s.id]));
  const vehicles = buildVehicles(sizeIdByKey);
  const oeSizeIds = new Set(vehicles.flatMap((v) => [v.frontSizeId, v.rearSizeId]));

  const runFlatLines = new Set(productLineData.filter((l) => l.runFlat).map((l) => `${l.brand}/${l.name}`));
  const brandSlug = new Map(brands.map((b) => [b.id, b.slug]));
  const skus = buildSkus(
    linesForSkus(productLines, brands, (l) => runFlatLines.has(`${brandSlug.get(l.brandId)}/${l.name}`)),
    sizes.map((size, i) => ({ id: i + 1, size, popular: oeSizeIds.has(i + 1) })),
    substream(seed, 'skus'),
  );

  const warehouses = buildWarehouses();
  const stock = buildStock(
    skus,
    warehouses.map((w) => w.id),
    substream(seed, 'stock'),
  );
  const metros = buildMetros();
  const installers = markDealerships(buildInstallers(metros, substream(seed, 'installers')), substream(seed, 'dealers'));

  return {
    categories: categoryData.map((c) => ({ ...c })),
    brands,
    productLines,
    tireSizes,
    skus,
    warehouses,
    stock,
    vehicles,
    metros,
    installers,
    installerClosures: buildClosures(installers, substream(seed, 'closures')),
    courierLocations: buildCourierLocations(substream(seed, 'couriers')),
    siteSettings: [{ key: 'globals', value: siteGlobals }],
    siteNotifications: siteNotificationData.map((n) => ({ ...n })),
    reviews: buildReviews(productLines, brands, substream(seed, 'reviews')),
    ...buildPromotions(productLines, brands),
    coupons: buildCoupons(productLines, brands),
  };
}
