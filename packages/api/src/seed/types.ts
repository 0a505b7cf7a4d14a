/** Row types of the seed catalogue: the schema's insert types, with explicit ids so foreign keys line up. */
import type * as schema from '../db/schema';

type WithId<T> = T & { id: number };

export type CategoryRow = typeof schema.categories.$inferInsert;
export type BrandRow = WithId<typeof schema.brands.$inferInsert>;
export type ProductLineRow = WithId<typeof schema.productLines.$inferInsert>;
export type TireSizeRow = WithId<typeof schema.tireSizes.$inferInsert>;
export type SkuRow = WithId<typeof schema.skus.$inferInsert>;
export type WarehouseRow = WithId<typeof schema.warehouses.$inferInsert>;
export type StockRow = typeof schema.stock.$inferInsert;
export type VehicleRow = WithId<typeof schema.vehicles.$inferInsert>;
export type MetroRow = WithId<typeof schema.metros.$inferInsert>;
export type InstallerRow = WithId<typeof schema.installers.$inferInsert>;
export type InstallerClosureRow = typeof schema.installerClosures.$inferInsert;
export type CourierLocationRow = WithId<typeof schema.courierLocations.$inferInsert>;
export type SiteSettingRow = typeof schema.siteSettings.$inferInsert;
export type SiteNotificationRow = typeof schema.siteNotifications.$inferInsert;

/** Everything the seed inserts, table by table, in foreign-key order. */
export interface Catalogue {
  categories: CategoryRow[];
  brands: BrandRow[];
  productLines: ProductLineRow[];
  tireSizes: TireSizeRow[];
  skus: SkuRow[];
  warehouses: WarehouseRow[];
  stock: StockRow[];
  vehicles: VehicleRow[];
  metros: MetroRow[];
  installers: InstallerRow[];
  /** Holidays and shops' own closures (./closures). */
  installerClosures: InstallerClosureRow[];
  courierLocations: CourierLocationRow[];
  siteSettings: SiteSettingRow[];
  siteNotifications: SiteNotificationRow[];
  reviews: ReviewRow[];
  promotions: PromotionRow[];
  promotionProductLines: PromotionProductLineRow[];
  coupons: CouponRow[];
}

export type ReviewRow = WithId<typeof schema.reviews.$inferInsert>;
export type PromotionRow = WithId<typeof schema.promotions.$inferInsert>;
export type PromotionProductLineRow = typeof schema.promotionProductLines.$inferInsert;
export type CouponRow = WithId<typeof schema.coupons.$inferInsert>;
