/**
 * One installer in full (the shop details modal and /tire-shops/shop/{shopName}/{shopCode}), its
 * services (spec §7 /api/installers/{id}/services) and the metro pages /tire-shops and
 * /tire-shops/{urbanArea}. The card fields are the lookup's (./installer-lookup), so a shop reads
 * the same in the list and in its details.
 */
import {
  fillMessage,
  LOOKUP_REFUSALS,
  addDays,
  appointmentLabel,
  dayName,
  defaultSlot,
  INSTALLER_LIST_PAGE_SIZE,
  paths,
  timeLabel,
  type EndpointOutput,
  type installerDetailsEndpoint,
  type InstallerDetails,
  type installerServicesEndpoint,
  type InstallerSort,
  type tireShopsEndpoint,
  type urbanAreaShopsEndpoint,
} from '@tireshop/core';
import { asc, count, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../db/client';
import { installers, metros } from '../db/schema';
import { notFound } from '../http/errors';
import type { CartCaller } from './cart-access';
import { SHOP_PHOTO_VIEWS, shopPhotoAlt } from '../images/shop-svg';
import { milesBetween, placeZip } from './geo';
import { serviceOfferings } from './install-location';
import {
  availabilityFrom,
  compareInstallers,
  priceFor,
  readCartContext,
  siteInstallerPage,
  toSiteInstaller,
  type InstallerRow,
  type RankedInstaller,
} from './installer-lookup';
import { scheduleInputFor } from './schedule';

type DetailsAnswer = EndpointOutput<typeof installerDetailsEndpoint>;

/** A shop photo's absolute URL (served by routes/images.ts), like the tire images. */
export const shopPhotoUrl = (apiOrigin: string, code: string, view: (typeof SHOP_PHOTO_VIEWS)[number]) =>
  `${apiOrigin}/api/images/shops/${encodeURIComponent(code)}/${view}.svg`;

/** A Sunday: the week's days are named by core's dayName, from this date on. */
const A_SUNDAY = '2023-01-01';

/** Sunday … Saturday with the opening hours in words ("8:00 AM – 6:00 PM", "Closed"). */
function weeklyHoursOf(row: InstallerRow): InstallerDetails['hours'] {
  return [0, 1, 2, 3, 4, 5, 6].map((day) => {
    const hours = row.weeklyHours.find((h) => h.day === day);
    return {
      day,
      dayName: dayName(addDays(A_SUNDAY, day)),
      open: hours?.open ?? null,
      close: hours?.close ?? null,
      label: hours ? `${timeLabel(hours.open)} – ${timeLabel(hours.close)}` : 'Closed',
    };
  });
}

const withMetro = { installer: getTableColumns(installers), metro: { slug: metros.slug, name: metros.name } };

type InstallerWithMetro = { installer: InstallerRow; metro: { slug: string; name: string } | null };

/**
 * The details of one installer: distance from the zip sent, else the cart's (0 without either);
 * installation priced for the cart's tires; flags and the next free time from its schedule. The
 * cart must be the caller's (`client`), else 404 CART_GONE.
 */
async function detailsOf(
  db: Db,
  found: InstallerWithMetro,
  query: { userZip?: string; cartId?: string },
  apiOrigin: string,
  client: CartCaller | undefined,
  now: Date,
): Promise<DetailsAnswer> {
  const row = found.installer;
  const cart = query.cartId ? await readCartContext(db, query.cartId, client) : null;
  // The automatic userZip (docs/location.md) only measures the distance: one that places nowhere is no place.
  const from = placeZip(query.userZip) ?? placeZip(cart?.zip);
  const schedule = await scheduleInputFor(db, row, now, query.cartId);
  const next = defaultSlot(schedule);
  const ranked: RankedInstaller = { row, miles: from ? milesBetween(from, row) : 0, costCents: priceFor(row, cart?.tires ?? []) };
  return {
    siteInstaller: {
      ...toSiteInstaller(ranked, cart?.selectedId ?? null, availabilityFrom(schedule)),
      email: row.email,
      photos: SHOP_PHOTO_VIEWS.map((view) => ({ src: shopPhotoUrl(apiOrigin, row.code, view), altText: shopPhotoAlt(view, row.name) })),
      hours: weeklyHoursOf(row),
      services: serviceOfferings(row.services),
      urbanArea: found.metro,
      link: paths.tireShop(row.slug, row.code),
      nextAvailable: next ? { date: next.date, label: appointmentLabel(next, { isMobileInstall: row.isMobileInstall }) } : null,
    },
  };
}

/** GET /v1/installers/{installerId}: the shop details modal. */
export async function getInstallerDetails(
  db: Db,
  installerId: number,
  query: { userZip?: string; cartId?: string },
  apiOrigin: string,
  client: CartCaller | undefined,
  now: Date,
): Promise<DetailsAnswer> {
  const [found] = await db
    .select(withMetro)
    .from(installers)
    .leftJoin(metros, eq(metros.id, installers.metroId))
    .where(eq(installers.id, installerId));
  if (!found) throw notFound(fillMessage(LOOKUP_REFUSALS.noInstaller, { id: installerId }));
  return detailsOf(db, found, query, apiOrigin, client, now);
}

/** GET /v1/tire-shops/shop/{shopCode}: a shop's page, by its public code. */
export async function getTireShop(db: Db, shopCode: string, apiOrigin: string, now: Date): Promise<DetailsAnswer> {
  const [found] = await db
    .select(withMetro)
    .from(installers)
    .leftJoin(metros, eq(metros.id, installers.metroId))
    .where(eq(installers.code, shopCode));
  if (!found) throw notFound(LOOKUP_REFUSALS.noShop);
  return detailsOf(db, found, {}, apiOrigin, undefined, now);
}

/** spec §7 GET /api/installers/{id}/services: what the installer offers (spec §3 Shop services). */
export async function getInstallerServices(
  db: Db,
  installerId: number,
  _apiOrigin: string,
): Promise<EndpointOutput<typeof installerServicesEndpoint>> {
  const [row] = await db.select({ services: installers.services }).from(installers).where(eq(installers.id, installerId));
  if (!row) throw notFound(fillMessage(LOOKUP_REFUSALS.noInstaller, { id: installerId }));
  return { siteInstallerServices: { installerServiceOfferings: serviceOfferings(row.services) } };
}

type UrbanArea = EndpointOutput<typeof tireShopsEndpoint>['urbanAreas'][number];

const toUrbanArea = (metro: typeof metros.$inferSelect, shopCount: number): UrbanArea => ({
  slug: metro.slug,
  name: metro.name,
  state: metro.state,
  shopCount,
  geolocation: { latitude: metro.latitude, longitude: metro.longitude },
});

/** GET /v1/tire-shops: the metros with partner installers (fixed shops and mobile installers based there), by name. */
export async function listUrbanAreas(db: Db): Promise<EndpointOutput<typeof tireShopsEndpoint>> {
  const rows = await db
    .select({ metro: metros, shopCount: count(installers.id) })
    .from(metros)
    .innerJoin(installers, eq(installers.metroId, metros.id))
    .groupBy(metros.id)
    .orderBy(asc(metros.name), asc(metros.id));
  const urbanAreas = rows.map((r) => toUrbanArea(r.metro, Number(r.shopCount)));
  return { urbanAreas, shopCount: urbanAreas.reduce((sum, a) => sum + a.shopCount, 0) };
}

/**
 * GET /v1/tire-shops/{urbanArea}: a metro's installers, INSTALLER_LIST_PAGE_SIZE a page (spec §9
 * "Shops list shows 10 at a time"), in the lookup's orders with distances from the metro centre.
 */
export async function listUrbanAreaShops(
  db: Db,
  slug: string,
  query: { page: number; sort: InstallerSort },
  _apiOrigin: string,
  now: Date,
): Promise<EndpointOutput<typeof urbanAreaShopsEndpoint>> {
  const [metro] = await db.select().from(metros).where(eq(metros.slug, slug));
  if (!metro) throw notFound('No such area.');
  const rows = await db.select().from(installers).where(eq(installers.metroId, metro.id));
  const ordered = rows
    .map((row): RankedInstaller => ({ row, miles: milesBetween(metro, row), costCents: priceFor(row, []) }))
    .sort(compareInstallers(query.sort));
  const page = ordered.slice((query.page - 1) * INSTALLER_LIST_PAGE_SIZE, query.page * INSTALLER_LIST_PAGE_SIZE);
  return {
    urbanArea: toUrbanArea(metro, rows.length),
    siteInstallers: { siteInstallerList: await siteInstallerPage(db, page, null, now), total: ordered.length, page: query.page },
  };
}
