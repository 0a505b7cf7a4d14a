/**
 * Vehicles (spec §2 /vehicles, /vehicles/{make}/{model}, /vehicles/{make}/{model}/{year}): makes,
 * models, years and a year's trims with their original-equipment sizes. Make slugs may carry the
 * `-tires` suffix (spec §5 Slugs). Commercial vehicles (spec §5 Commercial-type vehicles) are
 * judged on the vehicle type with core's isCommercialVehicle.
 */
import { isCommercialVehicle, paths, slugify, withoutTiresSuffix, type VehicleTrim } from '@tireshop/core';
import { aliasedTable, and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { tireSizes, vehicles } from '../db/schema';
import { notFound } from '../http/errors';
import { toTireSizeSummary } from './catalogue';

const front = aliasedTable(tireSizes, 'front_size');
const rear = aliasedTable(tireSizes, 'rear_size');

export async function listMakes(database: Database) {
  const rows = await database.db
    .select({ name: vehicles.make, slug: vehicles.makeSlug, modelCount: sql<number>`count(distinct ${vehicles.modelSlug})::int` })
    .from(vehicles)
    .groupBy(vehicles.make, vehicles.makeSlug)
    .orderBy(asc(vehicles.make));
  return { makes: rows };
}

async function resolveMake(db: Db, rawSlug: string) {
  const slug = withoutTiresSuffix(rawSlug);
  const [make] = await db
    .select({ name: vehicles.make, slug: vehicles.makeSlug })
    .from(vehicles)
    .where(eq(vehicles.makeSlug, slug))
    .limit(1);
  if (!make) throw notFound(`We don't have vehicles made by "${slug}".`);
  return make;
}

async function resolveModel(db: Db, makeSlug: string, modelSlug: string) {
  const make = await resolveMake(db, makeSlug);
  const [model] = await db
    .select({ name: vehicles.model, slug: vehicles.modelSlug })
    .from(vehicles)
    .where(and(eq(vehicles.makeSlug, make.slug), eq(vehicles.modelSlug, modelSlug)))
    .limit(1);
  if (!model) throw notFound(`We don't have a ${make.name} "${modelSlug}".`);
  return { make, model };
}

export async function listModels(database: Database, makeSlug: string) {
  const make = await resolveMake(database.db, makeSlug);
  const rows = await database.db
    .select({
      name: vehicles.model,
      slug: vehicles.modelSlug,
      vehicleType: vehicles.vehicleType,
      yearFrom: sql<number>`min(${vehicles.year})::int`,
      yearTo: sql<number>`max(${vehicles.year})::int`,
    })
    .from(vehicles)
    .where(eq(vehicles.makeSlug, make.slug))
    .groupBy(vehicles.model, vehicles.modelSlug, vehicles.vehicleType)
    .orderBy(asc(vehicles.model));
  // A model may span body types over its generations: one entry, commercial if any is.
  const models = new Map<
    string,
    { name: string; slug: string; link: { href: string }; yearFrom: number; yearTo: number; isCommercial: boolean }
  >();
  for (const r of rows) {
    const seen = models.get(r.slug);
    models.set(r.slug, {
      name: r.name,
      slug: r.slug,
      link: { href: paths.vehicleModel(make.slug, r.slug) },
      yearFrom: Math.min(seen?.yearFrom ?? r.yearFrom, r.yearFrom),
      yearTo: Math.max(seen?.yearTo ?? r.yearTo, r.yearTo),
      isCommercial: (seen?.isCommercial ?? false) || isCommercialVehicle(r.vehicleType),
    });
  }
  return { make, models: [...models.values()] };
}

export async function listYears(database: Database, makeSlug: string, modelSlug: string) {
  const { make, model } = await resolveModel(database.db, makeSlug, modelSlug);
  const rows = await database.db
    .select({ year: vehicles.year, trimCount: sql<number>`count(*)::int` })
    .from(vehicles)
    .where(and(eq(vehicles.makeSlug, make.slug), eq(vehicles.modelSlug, model.slug)))
    .groupBy(vehicles.year)
    .orderBy(desc(vehicles.year));
  return {
    make,
    model,
    years: rows.map((r) => ({ year: r.year, link: { href: paths.vehicle(make.slug, model.slug, r.year) }, trimCount: r.trimCount })),
  };
}

/** A year's trims with their OE sizes, or 404 naming what was not found. */
export async function findTrims(db: Db, makeSlug: string, modelSlug: string, year: number) {
  const { make, model } = await resolveModel(db, makeSlug, modelSlug);
  const rows = await db
    .select({ trim: vehicles.trim, vehicleType: vehicles.vehicleType, front, rear })
    .from(vehicles)
    .innerJoin(front, eq(front.id, vehicles.frontSizeId))
    .innerJoin(rear, eq(rear.id, vehicles.rearSizeId))
    .where(and(eq(vehicles.makeSlug, make.slug), eq(vehicles.modelSlug, model.slug), eq(vehicles.year, year)))
    .orderBy(asc(vehicles.id));
  if (rows.length === 0) throw notFound(`We don't have a ${year} ${make.name} ${model.name}.`);
  const trims = rows.map((r) => ({
    name: r.trim,
    slug: slugify(r.trim),
    vehicleType: r.vehicleType,
    frontSize: toTireSizeSummary(r.front),
    rearSize: toTireSizeSummary(r.rear),
    frontSizeId: r.front.id,
    rearSizeId: r.rear.id,
    isStaggered: r.front.id !== r.rear.id,
    isCommercial: isCommercialVehicle(r.vehicleType),
  }));
  return { make, model, year, trims };
}

export async function listTrims(database: Database, makeSlug: string, modelSlug: string, year: number) {
  const { make, model, trims } = await findTrims(database.db, makeSlug, modelSlug, year);
  return {
    vehicle: { make: make.name, makeSlug: make.slug, model: model.name, modelSlug: model.slug, year },
    link: { href: paths.vehicle(make.slug, model.slug, year) },
    trims: trims.map(({ frontSizeId: _f, rearSizeId: _r, ...trim }): VehicleTrim => trim),
  };
}
