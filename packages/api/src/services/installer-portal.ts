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
  streetAddressLine,
  type EndpointOutput,
  type installerAppointmentsEndpoint,
} from '@tireshop/core';
import { and, asc, between, eq, inArray } from 'drizzle-orm';
import { INSTALLER_CHANNEL } from '../auth/clients';
import type { Db } from '../db/client';
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

  const rows = await db
    .select({
      appointment: {
        id: appointments.id,
        cartId: appointments.cartId,
        date: appointments.date,
        slot: appointments.slot,
        startsAt: appointments.startsAt,
        endsAt: appointments.endsAt,
        isDropOff: appointments.isDropOff,
        status: appointments.status,
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
    .where(and(eq(appointments.installerId, installerId), between(appointments.date, from, to), takesPlace(now)))
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
  const tiresOf = new Map<string, Answer['appointments'][number]['tires']>();
  for (const t of tires)
    tiresOf.set(t.cartId, [...(tiresOf.get(t.cartId) ?? []), { name: `${t.brand} ${t.line}`, size: t.size, quantity: t.quantity }]);

  return {
    installerId,
    timeZone: installer.timeZone,
    appointments: rows.map(({ appointment: a, shipping: s, cartVehicle }) => {
      const { startTime, endTime, dropOffWindow } = appointmentTimes(a, installer.timeZone);
      // Who comes, and where to, only once they have ordered: a hold is a shopper still choosing.
      const ordered = a.status === 'confirmed';
      return {
        id: a.id,
        date: a.date,
        startTime,
        endTime,
        isDropOff: a.isDropOff,
        dropOffWindow,
        startsAt: a.startsAt.toISOString(),
        status: a.status as 'held' | 'confirmed',
        isMobileInstall: s.isMobileInstall,
        address: ordered && s.isMobileInstall ? streetAddressLine(s) || null : null,
        tires: tiresOf.get(a.cartId) ?? [],
        // The car named at checkout (the shipping's), else the one the cart was shopped for.
        vehicle: vehicleLabel(s) ?? vehicleLabel(cartVehicle) ?? s.vehicleDescription,
        customerName: ordered ? [s.firstName, s.lastName].filter(Boolean).join(' ') || null : null,
      };
    }),
  };
}
