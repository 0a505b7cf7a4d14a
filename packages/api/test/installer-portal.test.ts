/**
 * The installer's side (GET /v1/installer/appointments): an installer's own confidential client
 * (ip-{shopCode}) logs in with client credentials and sees the appointments really booked at its
 * shop — held and not run out, or confirmed — with the tires and the car, and for an order
 * (confirmed) the customer and, for a mobile installer, where to go: a hold is a shopper who has
 * not ordered, whose name and address are not the shop's to see. Nobody else gets in, and no other
 * shop's bookings show.
 */
import { addDays } from '@tireshop/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../src/auth/clients';
import { confirmCartAppointment } from '../src/services/appointments';
import { describeOnDatabases } from './databases';
import { jsonCall } from './support/api';
import { appointmentApi, laterOpenDays, plainShops, setShop, type AppointmentApi, type ScheduleDay } from './support/appointments';
import { clock, sqlNow } from './support/clock';

const DEMO_CLIENT = 'ip-100001';
const DEMO_SECRET = 'dev-installer-secret';
const CREDENTIALS = "This call needs an installer's own credentials.";

describeOnDatabases("installer portal: an installer's own appointments", ({ database }) => {
  let a: AppointmentApi;
  let demoToken: string;

  async function installerToken(clientId: string, secret: string): Promise<string> {
    const res = await a.token({ client_id: clientId, client_secret: secret, grant_type: 'client_credentials' });
    if (res.status !== 200) throw new Error(`token failed: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { access_token: string }).access_token;
  }
  const list = (token: string | null, query: string) => jsonCall(a.request, 'GET', `/v1/installer/appointments${query}`, { token });

  beforeAll(async () => {
    a = await appointmentApi(database());
    await setShop(database(), 1);
    demoToken = await installerToken(DEMO_CLIENT, DEMO_SECRET);
  });

  describe('who may call', () => {
    it('issues a token to the demo installer client with its configured secret, and none with another', async () => {
      const res = await a.token({ client_id: DEMO_CLIENT, client_secret: 'wrong', grant_type: 'client_credentials' });
      expect(res.status).toBe(401);
      const [row] = await database().query<Record<string, unknown>>('SELECT kind, channel, installer_id FROM api_clients WHERE id = $1', [
        DEMO_CLIENT,
      ]);
      expect(row).toEqual({ kind: 'confidential', channel: 'installer', installer_id: 1 });
    });

    it("refuses the storefront, the storefront's pages and the shop's own widget (its id is public), and a call without a token", async () => {
      const tokens = [await a.storefrontToken(), await a.storefrontWebToken(), await a.widgetToken('100001')];
      for (const token of tokens) {
        const res = await jsonCall(a.request, 'GET', '/v1/installer/appointments?from=2026-01-01&to=2026-01-02', {
          token,
          headers: { Origin: 'http://shop.test' },
        });
        expect(res.status).toBe(403);
        expect(res.body.error.message).toBe(CREDENTIALS);
      }
      expect((await list(null, '?from=2026-01-01&to=2026-01-02')).status).toBe(401);
    });

    it('refuses a range that is backwards, longer than 62 days or not made of dates', async () => {
      const cases: [string, string][] = [
        ['?from=2026-03-02&to=2026-03-01', 'from must be on or before to.'],
        ['?from=2026-01-01&to=2026-03-04', 'Ask for at most 62 days at a time.'],
        ['?from=2026-13-01&to=2026-13-02', 'Please enter a valid date (YYYY-MM-DD).'],
        ['?from=11/24/2026&to=11/25/2026', 'Please enter a valid date (YYYY-MM-DD).'],
        ['?from=2026-01-01', 'to is required.'],
      ];
      for (const [query, message] of cases) {
        const res = await list(demoToken, query);
        expect(res.status, query).toBe(400);
        expect(res.body.error.message).toBe(message);
      }
      // 62 days, both ends counted, is allowed.
      expect((await list(demoToken, '?from=2026-01-01&to=2026-03-03')).status).toBe(200);
    });
  });

  describe('what it lists', () => {
    let day1: ScheduleDay;
    let day2: ScheduleDay;
    let tireName: string;
    let tireSize: string;
    let carts: Record<'civic' | 'rav4' | 'stale' | 'later' | 'elsewhere', string>;

    beforeAll(async () => {
      [day1, day2] = laterOpenDays(await a.schedule(1)) as [ScheduleDay, ScheduleDay];
      const [tire] = await database().query<{ name: string; size: string }>(
        `SELECT b.name || ' ' || l.name AS name, t.size_key AS size FROM skus s JOIN product_lines l ON l.id = s.product_line_id
           JOIN brands b ON b.id = l.brand_id JOIN tire_sizes t ON t.id = s.size_id WHERE s.id = $1`,
        [a.tire],
      );
      [tireName, tireSize] = [tire!.name, tire!.size];
      const [elsewhere] = await plainShops(database(), 1);
      await setShop(database(), elsewhere!);

      const book = async (cartId: string, body: Record<string, unknown>) => {
        const res = await a.appointment.create(cartId, body);
        if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${JSON.stringify(res.body)}`);
      };
      carts = {
        civic: await a.installerCart(1, { cart: { vehicleYear: 2019, vehicleMake: 'Honda', vehicleModel: 'Civic', vehicleTrim: 'EX' } }),
        rav4: await a.installerCart(1),
        stale: await a.installerCart(1),
        later: await a.installerCart(1),
        elsewhere: await a.installerCart(elsewhere!),
      };
      await book(carts.civic, { date: day1.date, startTime: '10:00' });
      // Named in the shipping, but only holding a time: the shop does not see the name.
      await database().query("UPDATE cart_shipping SET first_name = 'Ben', last_name = 'Hold' WHERE cart_id = $1", [carts.civic]);
      // The shipping names the car and, once checkout has them, the customer.
      expect(
        (
          await a.call('PUT', a.shippingPath(carts.rav4), {
            body: { shippingOption: 'INSTALLER', installerId: 1, vehicleYear: 2021, vehicleMake: 'Toyota', vehicleModel: 'RAV4' },
          })
        ).status,
      ).toBe(200);
      await database().query("UPDATE cart_shipping SET first_name = 'Ana', last_name = 'Lopez' WHERE cart_id = $1", [carts.rav4]);
      await book(carts.rav4, { date: day1.date, dropOffWindow: 'Morning' });
      await database().db.transaction((tx) => confirmCartAppointment(tx, carts.rav4, clock.now()));
      await book(carts.stale, { date: day1.date, startTime: '11:00' });
      await database().query("UPDATE appointments SET hold_expires_at = $2::timestamptz - interval '1 minute' WHERE cart_id = $1", [
        carts.stale,
        sqlNow(),
      ]);
      await book(carts.later, { date: day2.date, startTime: '09:00' });
      await book(carts.elsewhere, { date: day1.date, startTime: '10:00' });
    });

    it("lists the day's bookings in time order with tires, car and an order's customer; not run-out holds, not other shops'", async () => {
      const res = await list(demoToken, `?from=${day1.date}&to=${day1.date}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const schedule = await a.schedule(1);
      expect(res.body).toMatchObject({ installerId: 1, timeZone: schedule.timeZone });
      const tires = [{ name: tireName, size: tireSize, quantity: 4 }];
      expect(res.body.appointments.map(({ id: _id, ...rest }: { id: number }) => rest)).toEqual([
        {
          date: day1.date,
          startTime: '08:00',
          endTime: '12:00',
          isDropOff: true,
          dropOffWindow: 'Morning',
          startsAt: day1.dropOffWindows.find((w) => w.dropOffWindow === 'Morning')!.startsAt,
          status: 'confirmed',
          isMobileInstall: false,
          address: null,
          tires,
          vehicle: '2021 Toyota RAV4',
          customerName: 'Ana Lopez',
        },
        {
          date: day1.date,
          startTime: '10:00',
          endTime: '11:00',
          isDropOff: false,
          dropOffWindow: null,
          startsAt: day1.slots.find((s) => s.startTime === '10:00')!.startsAt,
          status: 'held',
          isMobileInstall: false,
          address: null,
          tires,
          vehicle: '2019 Honda Civic EX',
          customerName: null,
        },
      ]);
    });

    it('takes both ends of the range', async () => {
      const res = await list(demoToken, `?from=${day1.date}&to=${day2.date}`);
      expect(res.body.appointments).toHaveLength(3);
      expect(res.body.appointments.at(-1)).toMatchObject({ date: day2.date, startTime: '09:00' });
      expect((await list(demoToken, `?from=${addDays(day2.date, 1)}&to=${addDays(day2.date, 40)}`)).body.appointments).toEqual([]);
    });

    it('shows a mobile installer where to go once the order is placed, and only its own bookings', async () => {
      const [mobile] = await database().query<{ id: number; code: string; zip: string }>(
        'SELECT id, code, zip FROM installers WHERE is_mobile_install ORDER BY id LIMIT 1',
      );
      const clientId = `ip-${mobile!.code}`;
      await database().query(
        "INSERT INTO api_clients (id, kind, name, secret_hash, channel, installer_id) VALUES ($1, 'confidential', 'Mobile installer', $2, 'installer', $3)",
        [clientId, hashSecret('mobile-secret'), mobile!.id],
      );
      const cartId = await a.installerCart(Number(mobile!.id), { mobileZip: mobile!.zip });
      const booked = await a.appointment.create(cartId, {});
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      const date = booked.body.siteCartAppointment.date as string;
      const [shipping] = await database().query<{ city: string; state: string }>(
        'SELECT city, state FROM cart_shipping WHERE cart_id = $1',
        [cartId],
      );

      const token = await installerToken(clientId, 'mobile-secret');
      const held = await list(token, `?from=${date}&to=${date}`);
      expect(held.status).toBe(200);
      expect(held.body.installerId).toBe(Number(mobile!.id));
      expect(held.body.appointments).toHaveLength(1);
      expect(held.body.appointments[0]).toMatchObject({ status: 'held', isMobileInstall: true, address: null });
      await database().db.transaction((tx) => confirmCartAppointment(tx, cartId, clock.now()));
      const res = await list(token, `?from=${date}&to=${date}`);
      expect(res.body.appointments).toHaveLength(1);
      expect(res.body.appointments[0]).toMatchObject({
        status: 'confirmed',
        isMobileInstall: true,
        address: `5 Oak Ave, ${shipping!.city}, ${shipping!.state} ${mobile!.zip}`,
      });
      // The demo shop does not see it.
      const demo = await list(demoToken, `?from=${date}&to=${date}`);
      expect(demo.body.appointments.some((x: { id: number }) => x.id === res.body.appointments[0].id)).toBe(false);
    });
  });
});
