import { siteGlobalsSchema, paths, type SiteGlobals, type SiteMenu, type SiteNotification } from '@tireshop/core';
import { and, asc, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../db/client';
import { brands, categories, siteNotifications, siteSettings, skus, tireSizes, vehicles } from '../db/schema';
import { ApiError } from '../http/errors';

export async function getSiteGlobals(database: Database): Promise<SiteGlobals> {
  const [row] = await database.db.select().from(siteSettings).where(eq(siteSettings.key, 'globals'));
  if (!row) throw new ApiError('ServerError', 'Site settings are missing: the database has not been seeded.');
  return v.parse(siteGlobalsSchema, row.value);
}

/** Learn links of the menu (content pages; spec §9 "Menu learn list keeps the first 3 entries plus one extra"). */
const LEARN_LINKS = [
  { label: 'Tire buying guide', link: '/tire-buying-guide' },
  { label: 'How to read a tire size', link: '/learn/tire-basics/how-to-read-a-tire-size' },
  { label: 'All-season vs. winter tires', link: '/learn/seasons/all-season-vs-winter-tires' },
  { label: 'When to replace your tires', link: '/learn/maintenance/when-to-replace-tires' },
  { label: 'All articles', link: '/learn' },
];

export async function getSiteMenu(database: Database): Promise<SiteMenu> {
  const { db } = database;
  const [popularSizes, brandRows, categoryRows, popularModels] = await Promise.all([
    db
      .select({ sizeKey: tireSizes.sizeKey, slug: tireSizes.slug, n: sql<number>`count(${skus.id})::int` })
      .from(tireSizes)
      .innerJoin(skus, eq(skus.sizeId, tireSizes.id))
      .groupBy(tireSizes.id)
      .orderBy(desc(sql`count(${skus.id})`), asc(tireSizes.sizeKey))
      .limit(8),
    db.select({ name: brands.name, slug: brands.slug, tier: brands.tier }).from(brands).orderBy(asc(brands.name)),
    db.select().from(categories).orderBy(asc(categories.id)),
    db
      .selectDistinct({ make: vehicles.make, makeSlug: vehicles.makeSlug, model: vehicles.model, modelSlug: vehicles.modelSlug })
      .from(vehicles)
      .orderBy(asc(vehicles.make), asc(vehicles.model))
      .limit(12),
  ]);
  const tierOrder = { premium: 0, mid: 1, value: 2 } as Record<string, number>;
  const topBrands = [...brandRows].sort((a, b) => (tierOrder[a.tier] ?? 3) - (tierOrder[b.tier] ?? 3)).slice(0, 10);
  return {
    siteMenuBrowseList: [
      {
        title: 'Shop by size',
        link: paths.tireSizes(),
        items: popularSizes.map((s) => ({ label: s.sizeKey, link: paths.tireSize(s.slug) })),
      },
      {
        title: 'Shop by vehicle',
        link: paths.vehicles(),
        items: popularModels.map((m) => ({ label: `${m.make} ${m.model}`, link: paths.vehicleModel(m.makeSlug, m.modelSlug) })),
      },
      {
        title: 'Shop by brand',
        link: paths.brands(),
        items: topBrands.map((b) => ({ label: b.name, link: paths.brand(b.slug) })),
      },
      {
        title: 'Shop by category',
        link: paths.categories(),
        items: categoryRows.map((c) => ({ label: c.name, link: paths.category(c.slug) })),
      },
    ],
    siteMenuLearn: LEARN_LINKS,
  };
}

export async function getSiteNotifications(database: Database, now: Date): Promise<SiteNotification[]> {
  const rows = await database.db
    .select()
    .from(siteNotifications)
    .where(
      and(
        or(isNull(siteNotifications.startsAt), lte(siteNotifications.startsAt, now)),
        or(isNull(siteNotifications.endsAt), gt(siteNotifications.endsAt, now)),
      ),
    )
    .orderBy(asc(siteNotifications.id));
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    message: r.message,
    link: r.link,
    persistent: r.persistent,
    suppressFromHomePage: r.suppressFromHomePage,
    expiresAt: r.endsAt ? r.endsAt.toISOString() : null,
  }));
}
