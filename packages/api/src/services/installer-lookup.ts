/**
 * The installer lookup of the installer and mobile tabs (spec §7 GET /installers, §3 Installer
 * lookup response). Basic: the shops nearest the shopper's zip, or the mobile installers whose
 * service area covers it. The booking work adds schedules, sorting and promotions.
 */
import type { InstallerLookup, SiteInstaller } from '@tireshop/core';
import { and, between, eq, isNotNull, max } from 'drizzle-orm';
import type { Db } from '../db/client';
import { carts, cartShipping, installers } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { boundingBox, milesBetween, roundMiles, type Point } from './geo';
import { NEARBY_MILES, requireZipPlace } from './pickup-locations';
import { CART_GONE } from './cart';

export interface InstallerQuery {
  userZip?: string;
  limit: number;
  mobileInstall: boolean;
  cartId?: string;
}

type InstallerRow = typeof installers.$inferSelect;

function toSiteInstaller(row: InstallerRow, miles: number, selectedId: number | null): SiteInstaller {
  return {
    installerId: row.id,
    name: row.name,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    distance: roundMiles(miles),
    geolocation: { latitude: row.latitude, longitude: row.longitude },
    rating: { value: row.ratingValue, quantity: row.ratingCount },
    isMobileInstall: row.isMobileInstall,
    mobileRadiusMiles: row.mobileRadiusMiles,
    isSelected: row.id === selectedId,
    authorisedInstaller: row.authorisedInstaller,
    installationCostFor4TiresInCents: row.installationCostFor4TiresCents,
    website: row.website,
    phone: row.phone,
  };
}

/** Installers of one kind whose distance from `from` is within reach (shops: NEARBY_MILES; mobile: their own radius). */
async function installersNear(db: Db, from: Point, mobile: boolean): Promise<{ row: InstallerRow; miles: number }[]> {
  let reach = NEARBY_MILES;
  if (mobile) {
    const [widest] = await db.select({ miles: max(installers.mobileRadiusMiles) }).from(installers).where(eq(installers.isMobileInstall, true));
    reach = Number(widest?.miles ?? 0);
  }
  const box = boundingBox(from, reach);
  const rows = await db
    .select()
    .from(installers)
    .where(
      and(
        eq(installers.isMobileInstall, mobile),
        mobile ? isNotNull(installers.mobileRadiusMiles) : undefined,
        between(installers.latitude, box.minLatitude, box.maxLatitude),
        between(installers.longitude, box.minLongitude, box.maxLongitude),
      ),
    );
  return rows
    .map((row) => ({ row, miles: milesBetween(from, row) }))
    .filter(({ row, miles }) => miles <= (mobile ? (row.mobileRadiusMiles ?? 0) : NEARBY_MILES));
}

export async function listInstallers(db: Db, query: InstallerQuery): Promise<InstallerLookup> {
  let zip = query.userZip;
  let selectedId: number | null = null;
  let savedMobile = false;
  if (query.cartId) {
    const [cart] = await db
      .select({ zip: carts.zip, installerId: carts.installerId, shipping: cartShipping })
      .from(carts)
      .leftJoin(cartShipping, eq(cartShipping.cartId, carts.id))
      .where(eq(carts.id, query.cartId));
    if (!cart) throw notFound(CART_GONE);
    const shipping = cart.shipping;
    savedMobile = shipping?.shippingOption === 'INSTALLER' && shipping.isMobileInstall;
    selectedId = (shipping?.shippingOption === 'INSTALLER' ? shipping.installerId : null) ?? cart.installerId;
    // Where the shopper is: the zip sent, else the mobile install's address, else the cart's zip.
    zip ??= (savedMobile ? shipping?.zip : null) ?? cart.zip ?? undefined;
  }
  if (!zip) throw badRequest('Please enter your zip code.');
  const from = requireZipPlace(zip);

  const list = (await installersNear(db, from, query.mobileInstall))
    .sort((a, b) => a.miles - b.miles || a.row.id - b.row.id)
    .slice(0, query.limit)
    .map(({ row, miles }) => toSiteInstaller(row, miles, selectedId));
  return {
    siteInstallers: { siteInstallerList: list },
    isMobileInstall: query.mobileInstall,
    verifiedCount: list.filter((i) => i.authorisedInstaller).length,
    defaultSelectMobileInstall: savedMobile,
  };
}
