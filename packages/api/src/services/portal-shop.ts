/**
 * What every call of the shop's portal pages starts from once shopAccess allowed it: the shop's
 * head (name, the caller's role) and time zone, and a range of local dates checked the same way.
 */
import { addDays, isCalendarDate, PORTAL_MAX_RANGE_DAYS, PORTAL_WORK_MESSAGES as M } from '@tireshop/core';
import { eq } from 'drizzle-orm';
import type { ShopAccess } from '../auth/portal-access';
import type { Db, Tx } from '../db/client';
import { installers } from '../db/schema';
import { badRequest, notFound } from '../http/errors';

/** A range of local dates as the portal's calls take it: from ≤ to, at most PORTAL_MAX_RANGE_DAYS. */
export function checkedRange(from: string, to: string): { from: string; to: string } {
  if (!isCalendarDate(from) || !isCalendarDate(to)) throw badRequest(M.date);
  if (from > to) throw badRequest(M.range);
  if (to > addDays(from, PORTAL_MAX_RANGE_DAYS - 1)) throw badRequest(M.tooLong);
  return { from, to };
}

/** The shop's row and head (name, time zone) for an allowed call. */
export async function shopHead(db: Db | Tx, access: ShopAccess) {
  const [shop] = await db
    .select({ name: installers.name, timeZone: installers.timeZone })
    .from(installers)
    .where(eq(installers.id, access.installerId));
  if (!shop) throw notFound('No shop has this code.');
  return { head: { shopCode: access.shopCode, name: shop.name, role: access.role }, timeZone: shop.timeZone };
}
