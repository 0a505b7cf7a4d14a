/**
 * The installer's side: the appointments booked at its own shop (an installer's confidential
 * client, id ip-{shopCode}; the token carries its installer id). What an installer needs to
 * prepare: when, which tires and how many, the car, and — once the order is placed — who comes and
 * where a mobile installer goes. A hold is a shopper still choosing, who has not ordered: the shop
 * sees the place taken, the tires and the car, never the shopper's name or address.
 */
import {
  addDays,
  APPOINTMENT_MESSAGES,
  isCalendarDate,
  type DropOffWindow,
  streetAddressLine,
  type EndpointOutput,
  type installerAppointmentsEndpoint,
} from '@tireshop/core';
import { and, asc, between, eq, inArray, type SQL } from 'drizzle-orm';
import { INSTALLER_CHANNEL } from '../auth/clients';
import type { Db, Tx } from '../db/client';
import type { TokenClaims } from '../auth/tokens';
import { appointments, brands, cartItems, carts, cartShipping, installers, productLines, skus, tireSizes } from '../db/schema';
import { ApiError, badRequest } from '../http/errors';
import { appointmentTimes } from './appointments';
import { takesPlace } from './schedule';

type Answer = EndpointOutput<typeof installerAppointmentsEndpoint>;

/** The longest range one call lists (the contract's "at most 62 days": two months). */
export const INSTALLER_APPOINTMENTS_MAX_DAYS = 62;

export const INSTALLER_PORTAL_MESSAGES = {
  credentials: "This call needs an installer's own credentials.",
  order: 'from must be on or before to.',
  tooLong: `Ask for at most ${INSTALLER_APPOINTMENTS_MAX_DAYS} days at a time.`,
} as const;

/** "2019 Honda Civic EX" from whichever parts are known; null when none is. */
function vehicleLabel(v: {
  vehicleYear: number | null;
  vehicleMake: string | null;
  vehicleModel: string | null;
  vehicleTrim: string | null;
}): string | null {
  return [v.vehicleYear, v.vehicleMake, v.vehicleModel, v.vehicleTrim].filter((part) => part !== null && part !== '').join(' ') || null;
}

export async function listInstallerAppointments(
  db: Db,
  client: TokenClaims,
  query: { from: string; to: string },
  now: Date,
): Promise<Answer> {
  // Only an installer's own confidential client: a widget of the same shop is public (its id is
  // in every page that embeds it) and must not read its customers.
  if (client.kind !== 'confidential' || client.channel !== INSTALLER_CHANNEL || !client.installerId)
    throw new ApiError('Forbidden', INSTALLER_PORTAL_MESSAGES.credentials);
  const { from, to } = query;
  if (!isCalendarDate(from) || !isCalendarDate(to)) throw badRequest(APPOINTMENT_MESSAGES.dateFormat);
  if (from > to) throw badRequest(INSTALLER_PORTAL_MESSAGES.order);
  if (to > addDays(from, INSTALLER_APPOINTMENTS_MAX_DAYS - 1)) throw badRequest(INSTALLER_PORTAL_MESSAGES.tooLong);
  const installerId = client.installerId;

  const [installer] = await db.select({ timeZone: installers.timeZone }).from(installers).where(eq(installers.id, installerId));
  if (!installer) throw new ApiError('Forbidden', INSTALLER_PORTAL_MESSAGES.credentials);

  const booked = await readShopAppointments(
    db,
    installerId,
    installer.timeZone,
    and(eq(appointments.installerId, installerId), between(appointments.date, from, to), takesPlace(now))!,
  );
  return {
    installerId,
    timeZone: installer.timeZone,
    appointments: booked.map((a) => ({
      id: a.id,
      date: a.date,
      startTime: a.startTime,
      endTime: a.endTime,
      isDropOff: a.isDropOff,
      dropOffWindow: a.dropOffWindow,
      startsAt: a.startsAt,
      status: a.status,
      isMobileInstall: a.isMobileInstall,
      address: a.address,
      tires: a.tires,
      vehicle: a.vehicle,
      customerName: a.customerName,
    })),
  };
}

/** One booking at a shop as the shop may see it: the installer's client and the portal read it so. */
export interface ShopAppointment {
  id: number;
  cartId: string;
  revision: number;
  date: string;
  slot: string;
  startTime: string;
  endTime: string;
  isDropOff: boolean;
  dropOffWindow: DropOffWindow | null;
  startsAt: string;
  status: 'held' | 'confirmed';
  shopConfirmedAt: string | null;
  isMobileInstall: boolean;
  address: string | null;
  tires: { name: string; size: string; quantity: number }[];
  vehicle: string | null;
  /** Who comes (the name the shipping gives): once ordered only. */
  customerName: string | null;
}

/**
 * The bookings of one shop that `where` selects (over appointments), in time order, with their
 * tires and car; who comes, and where to, only once they have ordered: a hold is a shopper still
 * choosing.
 */
export async function readShopAppointments(db: Db | Tx, installerId: number, timeZone: string, where: SQL): Promise<ShopAppointment[]> {
  const rows = await db
    .select({
      appointment: {
        id: appointments.id,
        cartId: appointments.cartId,
        revision: appointments.revision,
        date: appointments.date,
        slot: appointments.slot,
        startsAt: appointments.startsAt,
        endsAt: appointments.endsAt,
        isDropOff: appointments.isDropOff,
        status: appointments.status,
        shopConfirmedAt: appointments.shopConfirmedAt,
      },
      shipping: {
        isMobileInstall: cartShipping.isMobileInstall,
        addressLine1: cartShipping.addressLine1,
        addressLine2: cartShipping.addressLine2,
        city: cartShipping.city,
        state: cartShipping.state,
        zip: cartShipping.zip,
        firstName: cartShipping.firstName,
        lastName: cartShipping.lastName,
        vehicleDescription: cartShipping.vehicleDescription,
        vehicleYear: cartShipping.vehicleYear,
        vehicleMake: cartShipping.vehicleMake,
        vehicleModel: cartShipping.vehicleModel,
        vehicleTrim: cartShipping.vehicleTrim,
      },
      cartVehicle: {
        vehicleYear: carts.vehicleYear,
        vehicleMake: carts.vehicleMake,
        vehicleModel: carts.vehicleModel,
        vehicleTrim: carts.vehicleTrim,
      },
    })
    .from(appointments)
    .innerJoin(cartShipping, eq(cartShipping.cartId, appointments.cartId))
    .innerJoin(carts, eq(carts.id, appointments.cartId))
    .where(and(eq(appointments.installerId, installerId), where))
    .orderBy(asc(appointments.startsAt), asc(appointments.id));

  const tires = rows.length
    ? await db
        .select({
          cartId: cartItems.cartId,
          brand: brands.name,
          line: productLines.name,
          size: tireSizes.sizeKey,
          quantity: cartItems.quantity,
        })
        .from(cartItems)
        .innerJoin(skus, eq(skus.id, cartItems.skuId))
        .innerJoin(productLines, eq(productLines.id, skus.productLineId))
        .innerJoin(brands, eq(brands.id, productLines.brandId))
        .innerJoin(tireSizes, eq(tireSizes.id, skus.sizeId))
        .where(inArray(cartItems.cartId, [...new Set(rows.map((r) => r.appointment.cartId))]))
        .orderBy(asc(cartItems.position), asc(cartItems.skuId))
    : [];
  const tiresOf = new Map<string, ShopAppointment['tires']>();
  for (const t of tires)
    tiresOf.set(t.cartId, [...(tiresOf.get(t.cartId) ?? []), { name: `${t.brand} ${t.line}`, size: t.size, quantity: t.quantity }]);

  return rows.map(({ appointment: a, shipping: s, cartVehicle }) => {
    const { startTime, endTime, dropOffWindow } = appointmentTimes(a, timeZone);
    const ordered = a.status === 'confirmed';
    return {
      id: a.id,
      cartId: a.cartId,
      revision: a.revision,
      date: a.date,
      slot: a.slot,
      startTime,
      endTime,
      isDropOff: a.isDropOff,
      dropOffWindow,
      startsAt: a.startsAt.toISOString(),
      status: a.status as 'held' | 'confirmed',
      shopConfirmedAt: a.shopConfirmedAt?.toISOString() ?? null,
      isMobileInstall: s.isMobileInstall,
      address: ordered && s.isMobileInstall ? streetAddressLine(s) || null : null,
      tires: tiresOf.get(a.cartId) ?? [],
      // The car named at checkout (the shipping's), else the one the cart was shopped for.
      vehicle: vehicleLabel(s) ?? vehicleLabel(cartVehicle) ?? s.vehicleDescription,
      customerName: ordered ? [s.firstName, s.lastName].filter(Boolean).join(' ') || null : null,
    };
  });
}
