/**
 * The installer lookup of the installer and mobile tabs (spec §7 GET /installers,
 * /installers-by-location; §3 Installer, Installer lookup response, installer sort options and
 * kinds; §4 Installer selection). One implementation for a zip and for a point:
 *
 * - reach: shops within NEARBY_MILES, or the mobile installers whose own radius covers the point —
 *   a bounding box on the (latitude, longitude) index, then the exact distance;
 * - order: the asked sort; on page 1 the cart's installer first (spec §4 "selected shop moved to
 *   top"), a shop even from outside the reach (a widget's own shop) — a mobile installer only
 *   when it comes to the point (one that does not cannot be offered);
 * - for the page only: whether a place is free tomorrow and on the coming Monday, from the same
 *   slot rules as the schedule (core/src/schedule), with every installer's closures and taken places
 *   read in two statements for the whole page;
 * - installation priced for the cart's tires (./installation-price), and the brand deals running
 *   on them.
 */
import {
  cartPlace,
  fillMessage,
  LOOKUP_REFUSALS,
  SHIPPING_REFUSALS,
  addDays,
  localDateOf,
  scheduleDays,
  weekdayOf,
  type InstallerLookup,
  type InstallerSort,
  type listInstallersByLocationEndpoint,
  type listInstallersEndpoint,
  type OutputOf,
  type ScheduleInput,
  type SiteInstaller,
} from '@tireshop/core';
import { and, asc, between, eq, getTableColumns, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  appointments,
  brands,
  cartItems,
  carts,
  cartShipping,
  installerClosures,
  installers,
  productLines,
  promotionProductLines,
  promotions,
  skus,
  tireSizes,
} from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { CART_GONE } from './cart';
import { requireCartAccess, type CartCaller } from './cart-access';
import { dealPath, runningAt } from './deals';
import { boundingBox, milesBetween, roundMiles, type Point } from './geo';
import { installationCostFor4TiresCents, installedTire, type InstalledTire } from './installation-price';
import { NEARBY_MILES, requireZipPlace } from './pickup-locations';
import { scheduleInputOf, takesPlace } from './schedule';
import { builtStatement } from './statements';

export type InstallerQuery = OutputOf<(typeof listInstallersEndpoint)['query']>;
export type InstallerLocationQuery = OutputOf<(typeof listInstallersByLocationEndpoint)['query']>;

export type InstallerRow = typeof installers.$inferSelect;

/** An installer with its distance from the shopper (miles, unrounded) and its price for the tires asked about. */
export interface RankedInstaller {
  row: InstallerRow;
  miles: number;
  costCents: number;
}

// ---- what the lookup is asked about: the cart, or one tire ----------------------------------------

/** A tire of the cart (or the asked item): its product line for deals, its size for the installation price. */
interface TireFacts extends InstalledTire {
  lineId: number;
  isInstallable: boolean;
}

/** What the lookup uses of the shopper's cart. */
export interface CartContext {
  /** Where the shopper is: the mobile installation's zip, else the cart's zip, else its home shipping address's (core's cartPlace). */
  zip: string | null;
  /** The cart's installer (its shipping's, else the one chosen when adding). */
  selectedId: number | null;
  /** spec §4 Installer selection defaultSelectMobileInstall: the saved shipping is a mobile install. */
  savedMobile: boolean;
  tires: TireFacts[];
}

const tireColumns = {
  lineId: skus.productLineId,
  rimIn: tireSizes.rimIn,
  kind: tireSizes.kind,
  isOversize: skus.isOversize,
  isInstallable: skus.isInstallable,
};

const toTireFacts = (r: { lineId: number; rimIn: number; kind: string; isOversize: boolean; isInstallable: boolean }): TireFacts => ({
  ...installedTire(r),
  lineId: r.lineId,
  isInstallable: r.isInstallable,
});

/** The cart's zip, installer and tires; 404 CART_GONE when the cart is gone or not the caller's to use. */
export async function readCartContext(db: Db, cartId: string, client: CartCaller | undefined): Promise<CartContext> {
  const [cart] = await db
    .select({ clientId: carts.clientId, userId: carts.userId, zip: carts.zip, installerId: carts.installerId, shipping: cartShipping })
    .from(carts)
    .leftJoin(cartShipping, eq(cartShipping.cartId, carts.id))
    .where(eq(carts.id, cartId));
  if (!cart) throw notFound(CART_GONE);
  requireCartAccess(cart, client);
  const tires = await db
    .select(tireColumns)
    .from(cartItems)
    .innerJoin(skus, eq(skus.id, cartItems.skuId))
    .innerJoin(tireSizes, eq(tireSizes.id, skus.sizeId))
    .where(eq(cartItems.cartId, cartId));
  const shipping = cart.shipping;
  const savedMobile = shipping?.shippingOption === 'INSTALLER' && shipping.isMobileInstall;
  return {
    zip: cartPlace(cart.zip, shipping)?.zip ?? null,
    selectedId: (shipping?.shippingOption === 'INSTALLER' ? shipping.installerId : null) ?? cart.installerId,
    savedMobile,
    tires: tires.map(toTireFacts),
  };
}

/** The asked tire (spec §7 itemId, the product page's lookup); 404 for an id we do not sell. */
async function readItem(db: Db, itemId: number): Promise<TireFacts[]> {
  const [tire] = await db.select(tireColumns).from(skus).innerJoin(tireSizes, eq(tireSizes.id, skus.sizeId)).where(eq(skus.id, itemId));
  if (!tire) throw notFound(fillMessage(LOOKUP_REFUSALS.noTire, { id: itemId }));
  return [toTireFacts(tire)];
}

/** The installation price at an installer for these tires; only the tires it can install count. */
export function priceFor(row: Pick<InstallerRow, 'installationCostFor4TiresCents'>, tires: readonly TireFacts[]): number {
  return installationCostFor4TiresCents(
    row.installationCostFor4TiresCents,
    tires.filter((t) => t.isInstallable),
  );
}

// ---- reach ---------------------------------------------------------------------------------------

const installerColumns = getTableColumns(installers);

/**
 * Installers of one kind inside a latitude/longitude box (the index installers_lat_lng), optionally
 * only some ids. Mobile installers without a radius serve nowhere.
 */
const inBoxStatement = builtStatement(installerColumns, (db) =>
  db
    .select(installerColumns)
    .from(installers)
    .where(
      and(
        eq(installers.isMobileInstall, sql.placeholder('mobile')),
        between(installers.latitude, sql.placeholder('minLatitude'), sql.placeholder('maxLatitude')),
        between(installers.longitude, sql.placeholder('minLongitude'), sql.placeholder('maxLongitude')),
        sql`(${sql.placeholder('ids')}::int[] is null or ${installers.id} = any(${sql.placeholder('ids')}::int[]))`,
      ),
    ),
);

const widestRadiusStatement = builtStatement({ miles: max(installers.mobileRadiusMiles) }, (db) =>
  // The bare column (not `= $1`) so the planner proves the partial index installers_mobile_radius.
  db
    .select({ miles: max(installers.mobileRadiusMiles) })
    .from(installers)
    .where(sql`${installers.isMobileInstall}`),
);

/** Installers of one kind within reach of `from` (shops: NEARBY_MILES; mobile: their own radius), with their distance. */
async function installersInReach(
  db: Db,
  from: Point,
  mobile: boolean,
  ids: readonly number[] | undefined,
): Promise<{ row: InstallerRow; miles: number }[]> {
  const reach = mobile ? Number((await widestRadiusStatement(db, {}))[0]?.miles ?? 0) : NEARBY_MILES;
  const rows = await inBoxStatement(db, { mobile, ...boundingBox(from, reach), ids: ids ?? null });
  return rows
    .map((row) => ({ row, miles: milesBetween(from, row) }))
    .filter(({ row, miles }) => miles <= (mobile ? (row.mobileRadiusMiles ?? 0) : NEARBY_MILES));
}

// ---- order ---------------------------------------------------------------------------------------

/**
 * spec §3 installer sort options. 'all' (All installers) is our recommended order: sponsored
 * installers first, then the nearest; 'rating' (Top rated): stars, then how many ratings; 'price'
 * (Price: Low to High): installation for the tires asked about. Then distance, then id, so an
 * order is always total and pages never overlap.
 */
export function compareInstallers(sort: InstallerSort): (a: RankedInstaller, b: RankedInstaller) => number {
  const nearest = (a: RankedInstaller, b: RankedInstaller) => a.miles - b.miles || a.row.id - b.row.id;
  switch (sort) {
    case 'all':
      return (a, b) => Number(b.row.isSponsored) - Number(a.row.isSponsored) || nearest(a, b);
    case 'distance':
      return nearest;
    case 'rating':
      return (a, b) => b.row.ratingValue - a.row.ratingValue || b.row.ratingCount - a.row.ratingCount || nearest(a, b);
    case 'price':
      return (a, b) => a.costCents - b.costCents || nearest(a, b);
  }
}

// ---- availability flags --------------------------------------------------------------------------

export interface AvailabilityFlags {
  isInstallTomorrow: boolean;
  isInstallMonday: boolean;
}

/** The installer's local tomorrow and coming Monday (the next Monday after today: tomorrow on a Sunday, a week on on a Monday). */
function flagDates(now: Date, timeZone: string): { tomorrow: string; monday: string } {
  const today = localDateOf(now, timeZone);
  const daysToMonday = (1 - weekdayOf(today) + 7) % 7 || 7;
  return { tomorrow: addDays(today, 1), monday: addDays(today, daysToMonday) };
}

/** Whether the schedule has a free place tomorrow and on the coming Monday (the schedule's own rules). */
export function availabilityFrom(input: Omit<ScheduleInput, 'dates'>): AvailabilityFlags {
  const { tomorrow, monday } = flagDates(input.now, input.timeZone);
  const days = scheduleDays({ ...input, dates: [tomorrow, monday] });
  const free = (date: string) => days.some((d) => d.date === date && d.isAvailable);
  return { isInstallTomorrow: free(tomorrow), isInstallMonday: free(monday) };
}

const closuresStatement = builtStatement(
  { installerId: installerClosures.installerId, date: installerClosures.date, reason: installerClosures.reason },
  (db) =>
    db
      .select({ installerId: installerClosures.installerId, date: installerClosures.date, reason: installerClosures.reason })
      .from(installerClosures)
      .where(
        sql`${installerClosures.installerId} = any(${sql.placeholder('ids')}::int[]) and ${installerClosures.date} = any(${sql.placeholder('dates')}::date[])`,
      ),
);

/** Places taken on the flags' dates (schedule.ts takesPlace; the asking cart's own place is the shopper's). */
const takenColumns = {
  installerId: appointments.installerId,
  date: appointments.date,
  slot: appointments.slot,
  taken: sql<number>`count(*)::int`,
};
const takenStatement = builtStatement(takenColumns, (db) =>
  db
    .select(takenColumns)
    .from(appointments)
    .where(
      and(
        sql`${appointments.installerId} = any(${sql.placeholder('ids')}::int[]) and ${appointments.date} = any(${sql.placeholder('dates')}::date[])`,
        takesPlace(sql.placeholder('now'), sql.placeholder('cartId')),
      ),
    )
    .groupBy(appointments.installerId, appointments.date, appointments.slot),
);

/**
 * isInstallTomorrow / isInstallMonday of a page of installers (each in its own time zone): their
 * closures and taken places on those dates in two statements, whatever the page's size.
 */
async function availabilityOf(db: Db, rows: readonly InstallerRow[], now: Date, cartId?: string): Promise<Map<number, AvailabilityFlags>> {
  const flags = new Map<number, AvailabilityFlags>();
  if (rows.length === 0) return flags;
  const ids = rows.map((r) => r.id);
  const dates = [...new Set(rows.flatMap((r) => Object.values(flagDates(now, r.timeZone))))];
  const [closureRows, takenRows] = await Promise.all([
    closuresStatement(db, { ids, dates }),
    takenStatement(db, { ids, dates, now, cartId: cartId ?? null }),
  ]);
  for (const row of rows) {
    flags.set(
      row.id,
      availabilityFrom(
        scheduleInputOf(
          row,
          closureRows.filter((c) => c.installerId === row.id),
          takenRows.filter((b) => b.installerId === row.id),
          now,
        ),
      ),
    );
  }
  return flags;
}

// ---- the answer ----------------------------------------------------------------------------------

/** spec §3 Installer promotion: the card's label — sponsored first, else electric-vehicle ready. */
function promotionOf(row: InstallerRow): SiteInstaller['promotion'] {
  if (row.isSponsored) return { label: 'Sponsored', icon: null, style: 'sponsored', showOnCard: true };
  if (row.isElectricOptimized) return { label: 'EV-ready installer', icon: null, style: 'electric', showOnCard: true };
  return null;
}

export function toSiteInstaller(ranked: RankedInstaller, selectedId: number | null, flags: AvailabilityFlags): SiteInstaller {
  const { row } = ranked;
  return {
    installerId: row.id,
    code: row.code,
    slug: row.slug,
    name: row.name,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    distance: roundMiles(ranked.miles),
    geolocation: { latitude: row.latitude, longitude: row.longitude },
    rating: { value: row.ratingValue, quantity: row.ratingCount },
    installationHistoryCount: row.installationHistoryCount,
    isMobileInstall: row.isMobileInstall,
    mobileRadiusMiles: row.mobileRadiusMiles,
    isSelected: row.id === selectedId,
    isSponsored: row.isSponsored,
    isElectricOptimized: row.isElectricOptimized,
    isInstallMonday: flags.isInstallMonday,
    isInstallTomorrow: flags.isInstallTomorrow,
    authorisedInstaller: row.authorisedInstaller,
    installationCostFor4TiresInCents: ranked.costCents,
    certifications: row.certifications,
    promotion: promotionOf(row),
    website: row.website,
    phone: row.phone,
    timeZone: row.timeZone,
  };
}

/** One page of ranked installers as the lookup answers them, with their availability flags. */
export async function siteInstallerPage(
  db: Db,
  page: readonly RankedInstaller[],
  selectedId: number | null,
  now: Date,
  cartId?: string,
): Promise<SiteInstaller[]> {
  const flags = await availabilityOf(
    db,
    page.map((r) => r.row),
    now,
    cartId,
  );
  return page.map((r) => toSiteInstaller(r, selectedId, flags.get(r.row.id)!));
}

/**
 * spec §3 brandPromotionList: the deals running now on the product lines of these tires, one entry
 * per deal, naming the brands of the tires it covers.
 */
async function brandPromotions(db: Db, lineIds: readonly number[], now: Date): Promise<InstallerLookup['brandPromotionList']> {
  if (lineIds.length === 0) return [];
  const rows = await db
    .selectDistinct({
      id: promotions.id,
      slug: promotions.slug,
      title: promotions.title,
      description: promotions.description,
      brand: brands.name,
    })
    .from(promotionProductLines)
    .innerJoin(promotions, eq(promotions.id, promotionProductLines.promotionId))
    .innerJoin(productLines, eq(productLines.id, promotionProductLines.productLineId))
    .innerJoin(brands, eq(brands.id, productLines.brandId))
    .where(and(inArray(promotionProductLines.productLineId, [...lineIds]), runningAt(now)))
    .orderBy(asc(promotions.id), asc(brands.name));
  const byDeal = new Map<number, InstallerLookup['brandPromotionList'][number]>();
  for (const r of rows) {
    const deal = byDeal.get(r.id);
    if (deal) deal.brand = `${deal.brand}, ${r.brand}`;
    else byDeal.set(r.id, { brand: r.brand, title: r.title, description: r.description, link: dealPath(r.slug) });
  }
  return [...byDeal.values()];
}

/** The lookup from a point, for either query. */
async function lookUp(
  db: Db,
  from: Point,
  query: Omit<InstallerQuery, 'userZip'>,
  cart: CartContext | null,
  now: Date,
): Promise<InstallerLookup> {
  const tires = cart?.tires ?? (query.itemId === undefined ? [] : await readItem(db, query.itemId));
  const selectedId = cart?.selectedId ?? null;
  const rank = ({ row, miles }: { row: InstallerRow; miles: number }): RankedInstaller => ({ row, miles, costCents: priceFor(row, tires) });

  const reached = (await installersInReach(db, from, query.mobileInstall, query.installerIds)).map(rank);
  // spec §4 Installer selection "selected shop moved to top": the cart's installer leads page 1.
  // A shop leads from outside the reach too (a widget's own shop, where the tires are shipped
  // whatever the shopper's zip); a mobile installer outside its radius cannot come, so it is not
  // offered (rules §8 "zip outside the installer's serviceable area").
  let selected = reached.find((r) => r.row.id === selectedId);
  if (!selected && selectedId !== null && !query.mobileInstall && (query.installerIds?.includes(selectedId) ?? true)) {
    const [row] = await db.select().from(installers).where(eq(installers.id, selectedId));
    if (row && row.isMobileInstall === query.mobileInstall) selected = rank({ row, miles: milesBetween(from, row) });
  }
  const ordered = [...(selected ? [selected] : []), ...reached.filter((r) => r !== selected).sort(compareInstallers(query.sort))];
  const page = ordered.slice((query.page - 1) * query.limit, query.page * query.limit);

  const [list, brandPromotionList] = await Promise.all([
    siteInstallerPage(db, page, selectedId, now, query.cartId),
    brandPromotions(db, [...new Set(tires.map((t) => t.lineId))], now),
  ]);
  return {
    siteInstallers: { siteInstallerList: list, total: ordered.length, page: query.page },
    isMobileInstall: query.mobileInstall,
    verifiedCount: list.filter((i) => i.authorisedInstaller).length,
    brandPromotionList,
    defaultSelectMobileInstall: cart?.savedMobile ?? false,
  };
}

/**
 * spec §7 GET /installers: from the zip sent, else the cart's (its mobile installation's address
 * first, its home shipping address last: cartPlace). 400 without either, or for a zip we cannot place; 404 for an unknown item, and for a
 * cart that is gone or not the caller's (`client`).
 */
export async function listInstallers(
  db: Db,
  query: InstallerQuery,
  _apiOrigin: string,
  client: CartCaller | undefined,
  now: Date,
): Promise<InstallerLookup> {
  const cart = query.cartId ? await readCartContext(db, query.cartId, client) : null;
  const zip = query.userZip ?? cart?.zip;
  if (!zip) throw badRequest(SHIPPING_REFUSALS.zipRequired);
  return lookUp(db, requireZipPlace(zip), query, cart, now);
}

/** spec §7 GET /installers-by-location: the same lookup from a point (the browser's location, a map's centre). */
export async function listInstallersByLocation(
  db: Db,
  query: InstallerLocationQuery,
  _apiOrigin: string,
  client: CartCaller | undefined,
  now: Date,
): Promise<InstallerLookup> {
  const cart = query.cartId ? await readCartContext(db, query.cartId, client) : null;
  return lookUp(db, { latitude: query.latitude, longitude: query.longitude }, query, cart, now);
}
