/**
 * Seeds an empty database with the catalogue of ./build in one transaction: all of it or none of
 * it. Runs on PGlite and on PostgreSQL 15 (plain multi-row INSERTs, setval).
 */
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Db } from '../db/client';
import * as schema from '../db/schema';
import { buildCatalogue } from './build';
import { seedAccountTypes, seedPriceLists } from './price-lists';
import type { Catalogue } from './types';

export { buildCatalogue } from './build';
export type { Catalogue } from './types';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Rows per INSERT statement: well under PostgreSQL's 65,535 bind parameters for every table. */
export const INSERT_BATCH_ROWS = 1000;

export async function insertRows(
  tx: Tx,
  table: PgTable,
  rows: readonly Record<string, unknown>[],
  onBatch?: (inserted: number) => void,
): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_BATCH_ROWS) {
    const batch = rows.slice(i, i + INSERT_BATCH_ROWS);
    await tx.insert(table).values(batch as never);
    onBatch?.(i + batch.length);
  }
}

/** Tables with serial ids that the seed fills with explicit ids. */
const SERIAL_TABLES = [
  'brands',
  'product_lines',
  'tire_sizes',
  'skus',
  'warehouses',
  'vehicles',
  'metros',
  'installers',
  'courier_locations',
  'reviews',
  'promotions',
  'coupons',
  'account_types',
  'price_lists',
  'price_list_rules',
] as const;

/** After explicit-id inserts the sequences still stand at 1: move them past the highest id. */
export async function resetSerialSequences(tx: Tx): Promise<void> {
  for (const table of SERIAL_TABLES) {
    await tx.execute(
      sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM ${table}), false)`),
    );
  }
}

/**
 * Takes the catalogue tables for this transaction and tells whether they are still empty, so two
 * processes starting on one fresh database do not both seed it.
 */
export async function lockEmptyCatalogue(tx: Tx): Promise<boolean> {
  await tx.execute(sql`LOCK TABLE categories IN EXCLUSIVE MODE`);
  const rows = await tx.select({ one: sql<number>`1` }).from(schema.categories).limit(1);
  return rows.length === 0;
}

/** Progress of a long insert: rows of `table` inserted so far out of `total`. */
export type InsertProgress = (table: string, inserted: number, total: number) => void;

/** Inserts a catalogue in foreign-key order. */
export async function insertCatalogue(tx: Tx, c: Catalogue, onProgress?: InsertProgress): Promise<void> {
  const lists = seedPriceLists(c);
  const steps: [string, PgTable, readonly Record<string, unknown>[]][] = [
    ['categories', schema.categories, c.categories],
    ['brands', schema.brands, c.brands],
    ['product_lines', schema.productLines, c.productLines],
    ['tire_sizes', schema.tireSizes, c.tireSizes],
    ['skus', schema.skus, c.skus],
    ['warehouses', schema.warehouses, c.warehouses],
    ['stock', schema.stock, c.stock],
    ['vehicles', schema.vehicles, c.vehicles],
    ['metros', schema.metros, c.metros],
    ['installers', schema.installers, c.installers],
    ['installer_closures', schema.installerClosures, c.installerClosures],
    ['courier_locations', schema.courierLocations, c.courierLocations],
    ['site_settings', schema.siteSettings, c.siteSettings],
    ['site_notifications', schema.siteNotifications, c.siteNotifications],
    ['reviews', schema.reviews, c.reviews],
    ['promotions', schema.promotions, c.promotions],
    ['promotion_product_lines', schema.promotionProductLines, c.promotionProductLines],
    ['coupons', schema.coupons, c.coupons],
    ['account_types', schema.accountTypes, seedAccountTypes()],
    ['price_lists', schema.priceLists, lists.priceLists],
    ['price_list_rules', schema.priceListRules, lists.priceListRules],
  ];
  for (const [name, table, rows] of steps) {
    await insertRows(tx, table, rows, onProgress && ((inserted) => onProgress(name, inserted, rows.length)));
  }
  await resetSerialSequences(tx);
}

/** Seeds the catalogue unless `categories` already has rows; returns whether it seeded. */
export async function seedDatabase(database: Database, options: { seed?: number } = {}): Promise<{ seeded: boolean }> {
  // A quick look outside the transaction spares building the catalogue on every start.
  const existing = await database.db.select({ one: sql<number>`1` }).from(schema.categories).limit(1);
  if (existing.length > 0) return { seeded: false };
  const catalogue = buildCatalogue(options.seed ?? 1);
  const seeded = await database.db.transaction(async (tx) => {
    if (!(await lockEmptyCatalogue(tx))) return false;
    await insertCatalogue(tx, catalogue);
    return true;
  });
  return { seeded };
}
