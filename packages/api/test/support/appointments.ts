/**
 * Helpers of the appointment and installer suites: carts shipped to an installer, the appointment
 * calls, shops set to known hours, the schedule's open days, the shops near a zip, and the booking
 * tables as they are (to prove a refused call changed nothing).
 */
import { APPOINTMENT_MESSAGES } from '@tireshop/core';
import type { Database } from '../../src/db/client';
import { installerWidgetId, STOREFRONT_WEB_CLIENT_ID } from '../../src/auth/clients';
import { jsonCall, SHOP_ORIGIN, type Answer } from './api';
import { checkoutApi, SQL_MILES, wellStockedTire, zipPoint } from './checkout';

export { APPOINTMENT_MESSAGES };
export { CART_GONE } from '../../src/services/cart';

/** Known opening hours: Monday–Friday 8:00–17:30 (no Evening drop-off), Saturday 8:00–16:00, closed on Sundays. */
const TEST_HOURS = [...[1, 2, 3, 4, 5].map((day) => ({ day, open: '08:00', close: '17:30' })), { day: 6, open: '08:00', close: '16:00' }];

export interface ScheduleDay {
  date: string;
  day: string;
  isOpen: boolean;
  closedReason: string | null;
  slots: { startTime: string; endTime: string; startsAt: string; available: number; slotTime: string; amOrPm: string; label: string }[];
  dropOffWindows: { dropOffWindow: string; startTime: string; endTime: string; startsAt: string; available: number; label: string }[];
  isAvailable: boolean;
}
export interface Schedule {
  installerId: number;
  timeZone: string;
  today: string;
  scheduleDays: ScheduleDay[];
}

/** "Tuesday, November 24" of a "YYYY-MM-DD", by Intl (independent of the code under test). */
export const longDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });

export async function appointmentApi(database: Database) {
  const api = await checkoutApi(database);
  const tire = await wellStockedTire(database, { installable: true });

  async function publicToken(clientId: string): Promise<string> {
    const res = await api.token({ client_id: clientId, grant_type: 'client_credentials' }, { Origin: SHOP_ORIGIN });
    if (res.status !== 200) throw new Error(`token for ${clientId} failed: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { access_token: string }).access_token;
  }
  /** A token of an installer's widget, used from the shop's own origin (always allowed). */
  const widgetToken = (installerCode: string) => publicToken(installerWidgetId(installerCode));
  /** A token of the storefront's pages in the browser (they share the storefront server's carts). */
  const storefrontWebToken = () => publicToken(STOREFRONT_WEB_CLIENT_ID);

  /** A call as the storefront server, or with `token` (from the shop's origin). */
  const callAs = <T = any>(method: string, path: string, body?: unknown, token?: string): Promise<Answer<T>> =>
    token === undefined
      ? api.call<T>(method, path, typeof body === 'string' ? { rawBody: body } : { body })
      : jsonCall<T>(api.request, method, path, {
          token,
          ...(typeof body === 'string' ? { rawBody: body } : { body }),
          headers: { Origin: SHOP_ORIGIN },
        });

  /** A new cart of four installable tires shipped to `installerId` (a mobile installer comes to its own zip). */
  async function installerCart(
    installerId: number,
    options: { token?: string; cart?: Record<string, unknown>; mobileZip?: string } = {},
  ): Promise<string> {
    const created = await callAs('POST', '/v1/carts', { productId: tire, quantity: { front: 4 }, ...options.cart }, options.token);
    if (created.status !== 201) throw new Error(`POST /v1/carts: ${created.status} ${JSON.stringify(created.body)}`);
    const cartId = created.body.siteCart.id as string;
    await shipTo(cartId, installerId, options.mobileZip, options.token);
    return cartId;
  }

  /** Ships a cart to an installer, as the client that made it (`token`; the storefront server without). */
  async function shipTo(cartId: string, installerId: number, mobileZip?: string, token?: string): Promise<void> {
    const body = mobileZip
      ? { shippingOption: 'INSTALLER', installerId, isMobileInstall: true, addressLine1: '5 Oak Ave', city: 'Springfield', zip: mobileZip }
      : { shippingOption: 'INSTALLER', installerId };
    const saved = await callAs('PUT', api.shippingPath(cartId), body, token);
    if (saved.status !== 200) throw new Error(`PUT cart-shipping: ${saved.status} ${JSON.stringify(saved.body)}`);
  }

  const appointmentPath = (cartId: string) => `/v1/checkout/cart-appointment?cartId=${cartId}`;
  const appointment = {
    get: (cartId: string, token?: string) => callAs('GET', appointmentPath(cartId), undefined, token),
    create: (cartId: string, body: unknown = {}, token?: string) => callAs('POST', appointmentPath(cartId), body, token),
    update: (cartId: string, body: unknown = {}, token?: string) => callAs('PUT', appointmentPath(cartId), body, token),
    remove: (cartId: string, token?: string) => callAs('DELETE', appointmentPath(cartId), undefined, token),
  };

  async function schedule(installerId: number, cartId?: string): Promise<Schedule> {
    const res = await api.call('GET', `/v1/installers/${installerId}/schedule${cartId ? `?cartId=${cartId}` : ''}`);
    if (res.status !== 200) throw new Error(`GET schedule: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.siteInstallerSchedule as Schedule;
  }

  return { ...api, tire, widgetToken, storefrontWebToken, callAs, installerCart, appointment, schedule };
}

export type AppointmentApi = Awaited<ReturnType<typeof appointmentApi>>;

/** Plain fixed shops (not mobile, not dealerships), other than installer 1 (the demo installer client's). */
export async function plainShops(database: Database, count: number): Promise<number[]> {
  const rows = await database.query<{ id: number }>(
    'SELECT id FROM installers WHERE NOT is_mobile_install AND dealer_code IS NULL AND id <> 1 ORDER BY id LIMIT $1',
    [count],
  );
  if (rows.length < count) throw new Error(`only ${rows.length} plain shops`);
  return rows.map((r) => Number(r.id));
}

/** Sets a shop to TEST_HOURS (or `hours`), `bays` places per slot and `minNoticeHours` of notice. */
export async function setShop(
  database: Database,
  installerId: number,
  options: { bays?: number; minNoticeHours?: number; hours?: unknown } = {},
): Promise<void> {
  await database.query('UPDATE installers SET weekly_hours = $2::jsonb, bays = $3, min_notice_hours = $4 WHERE id = $1', [
    installerId,
    JSON.stringify(options.hours ?? TEST_HOURS),
    options.bays ?? 2,
    options.minNoticeHours ?? 2,
  ]);
}

/** Open days after today (so no slot of them passes its notice while a test runs). */
export const laterOpenDays = (schedule: Schedule) =>
  schedule.scheduleDays.filter((d) => d.date > schedule.today && d.isOpen && d.slots.length > 0);

/**
 * A shop with a booking to change and a shop to change to: the API, a plain shop of three bays
 * (its places outlast one test's booking) and another plain shop, both at TEST_HOURS, and the
 * shop's first open day after today.
 */
export async function shopAndAnother(
  database: Database,
): Promise<{ a: AppointmentApi; shop: number; otherShop: number; day: ScheduleDay }> {
  const a = await appointmentApi(database);
  const [shop, otherShop] = (await plainShops(database, 2)) as [number, number];
  await setShop(database, shop, { bays: 3 });
  await setShop(database, otherShop);
  return { a, shop, otherShop, day: laterOpenDays(await a.schedule(shop))[0]! };
}

/**
 * Fixed shops (not mobile) within 50 miles of a zip's centre, nearest first, with their miles:
 * worked out in SQL, independently of the API's geometry.
 */
export async function fixedShopsNear(database: Database, zip: string): Promise<{ id: number; miles: number }[]> {
  const p = zipPoint(zip);
  const rows = await database.query<{ id: number; miles: number }>(
    `SELECT id, ${SQL_MILES('latitude', 'longitude')} AS miles FROM installers
      WHERE NOT is_mobile_install AND ${SQL_MILES('latitude', 'longitude')} <= 50 ORDER BY miles, id`,
    [p.latitude, p.longitude],
  );
  return rows.map((r) => ({ id: Number(r.id), miles: Number(r.miles) }));
}

/** The places taken of one slot ('10:00', 'drop-off:Morning'), as the database counts them (0 without a row). */
export async function booked(database: Database, installerId: number, date: string, slot: string): Promise<number> {
  const [row] = await database.query<{ booked: number }>(
    'SELECT booked FROM installer_slot_load WHERE installer_id = $1 AND date = $2 AND slot = $3',
    [installerId, date, slot],
  );
  return row ? Number(row.booked) : 0;
}

/** The appointments and slot loads, every column, as text: equal before and after means untouched. */
export async function bookingTables(database: Database): Promise<string> {
  const appointments = await database.query('SELECT to_jsonb(a)::text AS row FROM appointments a ORDER BY id');
  const loads = await database.query('SELECT to_jsonb(l)::text AS row FROM installer_slot_load l ORDER BY installer_id, date, slot');
  return JSON.stringify({ appointments, loads });
}

/** The cart's appointment row as stored (null when it has none). */
export async function storedAppointment(database: Database, cartId: string): Promise<Record<string, any> | null> {
  const [row] = await database.query<Record<string, any>>('SELECT * FROM appointments WHERE cart_id = $1', [cartId]);
  return row ?? null;
}
