/**
 * The cart appointment API (spec §3 Cart appointment; rules §4 Appointments, §5 messages; spec §7
 * /checkout/cart-appointment): the default booking, timed slots and drop-off windows, moves and
 * re-holds, holds that run out, the fallbacks' server side, every refusal with nothing reserved,
 * whose cart it is, and confirming for an order. Dates come from the schedule, at the test clock's
 * pinned instant (support/clock.ts); the date matrix runs the suite at many (scripts/date-matrix.mjs).
 * Each test books a shop of its own, or days no other test of that shop takes.
 */
import { addDays } from '@tireshop/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { STOREFRONT_CLIENT_ID } from '../src/auth/clients';
import type { TokenClaims } from '../src/auth/tokens';
import { ApiError } from '../src/http/errors';
import { confirmCartAppointment, getCartAppointment } from '../src/services/appointments';
import { describeOnDatabases } from './databases';
import {
  appointmentApi,
  APPOINTMENT_MESSAGES as M,
  booked,
  bookingTables,
  CART_GONE,
  laterOpenDays,
  longDate,
  plainShops,
  setShop,
  storedAppointment,
  type AppointmentApi,
  type ScheduleDay,
} from './support/appointments';
import { HOME_DELIVERY } from './support/checkout';
import { clock, sqlNow } from './support/clock';

const HOLD_MS = 20 * 60_000;

describeOnDatabases('appointments: the cart appointment API', ({ database }) => {
  let a: AppointmentApi;
  let shops: number[];

  beforeAll(async () => {
    a = await appointmentApi(database());
    shops = await plainShops(database(), 11);
    for (const id of shops) await setShop(database(), id);
  });

  /** The first open day after today at a shop, and the shop's schedule. */
  async function laterDay(shop: number, nth = 0): Promise<ScheduleDay> {
    const day = laterOpenDays(await a.schedule(shop))[nth];
    if (!day) throw new Error(`no open day at shop ${shop}`);
    return day;
  }

  /** Runs a call that must be refused: its status and message, and the booking tables untouched. */
  async function refused(call: () => Promise<{ status: number; body: any }>, status: number, message: string) {
    const before = await bookingTables(database());
    const res = await call();
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body.error.message).toBe(message);
    expect(await bookingTables(database())).toBe(before);
  }

  describe('booking', () => {
    it('books the default without a date — the first available day, its morning drop-off — and holds it for 20 minutes', async () => {
      const shop = shops[0]!;
      const cartId = await a.installerCart(shop);
      const schedule = await a.schedule(shop);
      // spec §4 Cart: first available day, morning, drop-off (else that day's first free window, then slot).
      const day = schedule.scheduleDays.find((d) => d.isAvailable)!;
      const morning = day.dropOffWindows.find((w) => w.dropOffWindow === 'Morning' && w.available > 0);
      const window = morning ?? day.dropOffWindows.find((w) => w.available > 0);
      const slot = window ? null : day.slots.find((s) => s.available > 0)!;
      const started = clock.now().getTime();

      const res = await a.appointment.create(cartId);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const got = res.body.siteCartAppointment;
      expect(got).toMatchObject({
        installer: { installerId: shop, timeZone: schedule.timeZone, isMobileInstall: false },
        date: day.date,
        day: day.day,
        status: 'held',
        isAvailable: true,
      });
      if (window) {
        expect(got).toMatchObject({
          isDropOff: true,
          dropOffWindow: window.dropOffWindow,
          startTime: window.startTime,
          endTime: window.endTime,
          startsAt: window.startsAt,
        });
        expect(got.label).toBe(
          `${longDate(day.date)} · ${window.dropOffWindow} drop-off, ${window.label.slice(window.label.indexOf(', ') + 2)}`,
        );
      } else {
        expect(got).toMatchObject({ isDropOff: false, dropOffWindow: null, startTime: slot!.startTime, startsAt: slot!.startsAt });
      }
      const holdUntil = Date.parse(got.holdExpiresAt);
      expect(holdUntil).toBeGreaterThanOrEqual(started + HOLD_MS - 1000);
      expect(holdUntil).toBeLessThanOrEqual(clock.now().getTime() + HOLD_MS);

      // One place of two taken, in the database and in the schedule; the cart's own place is its to keep.
      const slotId = window ? `drop-off:${window.dropOffWindow}` : slot!.startTime;
      expect(await booked(database(), shop, day.date, slotId)).toBe(1);
      const listed = (s: Awaited<ReturnType<typeof a.schedule>>) => {
        const d = s.scheduleDays.find((x) => x.date === day.date)!;
        return (
          window
            ? d.dropOffWindows.find((w) => w.dropOffWindow === window.dropOffWindow)
            : d.slots.find((x) => x.startTime === slot!.startTime)
        )!.available;
      };
      expect(listed(await a.schedule(shop))).toBe(1);
      expect(listed(await a.schedule(shop, cartId))).toBe(2);

      const read = await a.appointment.get(cartId);
      expect(read.status).toBe(200);
      expect(read.body.siteCartAppointment).toEqual(got);
    });

    it("books a timed slot in the morning and one in the afternoon, labelled in the shop's words", async () => {
      const shop = shops[1]!;
      const day = await laterDay(shop);
      const ten = day.slots.find((s) => s.startTime === '10:00')!;
      const first = await a.installerCart(shop);
      const res = await a.appointment.create(first, {
        installerId: shop,
        date: day.date,
        startTime: '10:00',
        isDropOff: false,
        slotTime: 'morning',
        amOrPm: 'AM',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.siteCartAppointment).toMatchObject({
        date: day.date,
        day: day.day,
        startTime: '10:00',
        endTime: '11:00',
        isDropOff: false,
        dropOffWindow: null,
        slotTime: 'morning',
        amOrPm: 'AM',
        startsAt: ten.startsAt,
        endsAt: new Date(Date.parse(ten.startsAt) + 3_600_000).toISOString(),
        label: `${longDate(day.date)} · 10:00 AM`,
        status: 'held',
        isAvailable: true,
      });
      expect(await booked(database(), shop, day.date, '10:00')).toBe(1);

      const second = await a.installerCart(shop);
      const pm = await a.appointment.create(second, { date: day.date, startTime: '14:00' });
      expect(pm.status).toBe(201);
      expect(pm.body.siteCartAppointment).toMatchObject({
        startTime: '14:00',
        slotTime: 'afternoon',
        amOrPm: 'PM',
        label: `${longDate(day.date)} · 2:00 PM`,
      });
      // Drop-off windows are their own places: the Afternoon window is still free.
      const listed = (await a.schedule(shop)).scheduleDays.find((d) => d.date === day.date)!;
      expect(listed.slots.find((s) => s.startTime === '14:00')!.available).toBe(1);
      expect(listed.dropOffWindows.find((w) => w.dropOffWindow === 'Afternoon')!.available).toBe(2);
    });

    it('moves an appointment with PUT: the old place is freed, the new one taken, one row per cart', async () => {
      const shop = shops[2]!;
      const [day1, day2] = [await laterDay(shop, 0), await laterDay(shop, 1)];
      const cartId = await a.installerCart(shop);
      expect((await a.appointment.create(cartId, { date: day1.date, startTime: '09:00' })).status).toBe(201);

      const moved = await a.appointment.update(cartId, { date: day2.date, dropOffWindow: 'Afternoon' });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      // The window ends at 17:00 on a weekday and at closing (16:00) on a Saturday.
      const closes =
        day2.day === 'Saturday' ? { endTime: '16:00', label: '12:00 PM–4:00 PM' } : { endTime: '17:00', label: '12:00 PM–5:00 PM' };
      expect(moved.body.siteCartAppointment).toMatchObject({
        date: day2.date,
        isDropOff: true,
        dropOffWindow: 'Afternoon',
        startTime: '12:00',
        endTime: closes.endTime,
        slotTime: 'afternoon',
        amOrPm: 'PM',
        label: `${longDate(day2.date)} · Afternoon drop-off, ${closes.label}`,
        status: 'held',
      });
      expect(await booked(database(), shop, day1.date, '09:00')).toBe(0);
      expect(await booked(database(), shop, day2.date, 'drop-off:Afternoon')).toBe(1);
      const rows = await database().query('SELECT id FROM appointments WHERE cart_id = $1', [cartId]);
      expect(rows).toHaveLength(1);

      // PUT without a date moves to the default.
      const schedule = await a.schedule(shop, cartId);
      const first = schedule.scheduleDays.find((d) => d.isAvailable)!;
      const back = await a.appointment.update(cartId, {});
      expect(back.status).toBe(200);
      expect(back.body.siteCartAppointment.date).toBe(first.date);
      expect(await booked(database(), shop, day2.date, 'drop-off:Afternoon')).toBe(0);
    });

    it('holds the same time again for another 20 minutes when it is PUT again, after the hold ran out', async () => {
      const shop = shops[3]!;
      const day = await laterDay(shop);
      const cartId = await a.installerCart(shop);
      expect((await a.appointment.create(cartId, { date: day.date, startTime: '11:00' })).status).toBe(201);
      await database().query("UPDATE appointments SET hold_expires_at = $2::timestamptz - interval '1 minute' WHERE cart_id = $1", [
        cartId,
        sqlNow(),
      ]);

      const stale = await a.appointment.get(cartId);
      expect(stale.body.siteCartAppointment).toMatchObject({ status: 'expired', isAvailable: true, startTime: '11:00' });
      // A hold past its time is no longer a place taken.
      const listed = (await a.schedule(shop)).scheduleDays.find((d) => d.date === day.date)!;
      expect(listed.slots.find((s) => s.startTime === '11:00')!.available).toBe(2);

      const started = clock.now().getTime();
      const again = await a.appointment.update(cartId, { date: day.date, startTime: '11:00' });
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect(again.body.siteCartAppointment).toMatchObject({ status: 'held', isAvailable: true, startTime: '11:00', date: day.date });
      expect(Date.parse(again.body.siteCartAppointment.holdExpiresAt)).toBeGreaterThanOrEqual(started + HOLD_MS - 1000);
      expect(await booked(database(), shop, day.date, '11:00')).toBe(1);
    });

    it('keeps a live hold available until it starts, even once its time is within the minimum notice', async () => {
      const shop = shops[8]!;
      const day = await laterDay(shop);
      const first = day.slots[0]!;
      const cartId = await a.installerCart(shop);
      expect((await a.appointment.create(cartId, { date: day.date, startTime: first.startTime })).status).toBe(201);
      // The notice boundary passes while the hold runs: a new booking of the time is too soon …
      const hoursAway = Math.floor((Date.parse(first.startsAt) - clock.now().getTime()) / 3_600_000);
      await setShop(database(), shop, { minNoticeHours: hoursAway + 2 });
      const other = await a.installerCart(shop);
      await refused(() => a.appointment.create(other, { date: day.date, startTime: first.startTime }), 400, M.tooSoon);
      // … but the cart's hold still stands, as confirming it for an order would accept.
      expect((await a.appointment.get(cartId)).body.siteCartAppointment).toMatchObject({ status: 'held', isAvailable: true });
      // Until its start (a hold made to last past it, read at a clock just after it).
      const startsAt = new Date(first.startsAt);
      await database().query("UPDATE appointments SET hold_expires_at = starts_at + interval '1 hour' WHERE cart_id = $1", [cartId]);
      const read = (now: Date) => getCartAppointment(database().db, cartId, { sub: STOREFRONT_CLIENT_ID } as TokenClaims, now);
      expect((await read(new Date(startsAt.getTime() - 60_000))).siteCartAppointment).toMatchObject({ status: 'held', isAvailable: true });
      expect((await read(new Date(startsAt.getTime() + 60_000))).siteCartAppointment).toMatchObject({ status: 'held', isAvailable: false });
      // Once the hold has run out, the time is asked of the rules like a new booking: too soon now.
      await database().query("UPDATE appointments SET hold_expires_at = $2::timestamptz - interval '1 minute' WHERE cart_id = $1", [
        cartId,
        sqlNow(),
      ]);
      expect((await a.appointment.get(cartId)).body.siteCartAppointment).toMatchObject({ status: 'expired', isAvailable: false });
      await setShop(database(), shop);
    });

    it('lets another cart take a time whose hold ran out; the first cart then sees it unavailable and cannot keep it', async () => {
      const shop = shops[4]!;
      await setShop(database(), shop, { bays: 1 });
      const day = await laterDay(shop);
      const [first, second] = [await a.installerCart(shop), await a.installerCart(shop)];
      const time = { date: day.date, startTime: '09:00' };
      expect((await a.appointment.create(first, time)).status).toBe(201);
      await refused(() => a.appointment.create(second, time), 409, M.slotTaken);

      await database().query("UPDATE appointments SET hold_expires_at = $2::timestamptz - interval '1 minute' WHERE cart_id = $1", [
        first,
        sqlNow(),
      ]);
      expect((await a.appointment.get(first)).body.siteCartAppointment).toMatchObject({ status: 'expired', isAvailable: true });
      expect((await a.appointment.create(second, time)).status).toBe(201);
      // The booking marked the run-out hold expired, which freed its place for the second cart.
      expect(await storedAppointment(database(), first)).toMatchObject({ status: 'expired', hold_expires_at: null });
      expect(await booked(database(), shop, day.date, '09:00')).toBe(1);

      const gone = await a.appointment.get(first);
      expect(gone.status).toBe(200);
      expect(gone.body.siteCartAppointment).toMatchObject({ status: 'expired', holdExpiresAt: null, isAvailable: false });
      await refused(() => a.appointment.update(first, time), 409, M.slotTaken);
      expect(await storedAppointment(database(), first)).toMatchObject({ status: 'expired' });

      // Once the second cart lets it go, the first can have it again.
      expect((await a.appointment.remove(second)).status).toBe(200);
      expect((await a.appointment.get(first)).body.siteCartAppointment.isAvailable).toBe(true);
      expect((await a.appointment.update(first, time)).body.siteCartAppointment.status).toBe('held');
      expect(await booked(database(), shop, day.date, '09:00')).toBe(1);
    });

    it('answers the fallbacks: POST when the cart has one is 409, PUT, GET and DELETE when it has none are 404', async () => {
      const shop = shops[5]!;
      const cartId = await a.installerCart(shop);
      await refused(() => a.appointment.update(cartId, {}), 404, M.none);
      await refused(() => a.appointment.get(cartId), 404, M.none);
      await refused(() => a.appointment.remove(cartId), 404, M.none);
      expect((await a.appointment.create(cartId)).status).toBe(201);
      await refused(() => a.appointment.create(cartId), 409, M.exists);
      // rules §4: the client's fallback from the 409 is an update, which works.
      expect((await a.appointment.update(cartId, {})).status).toBe(200);
    });

    it('frees the place on DELETE', async () => {
      // Not the fallbacks' shop: its default booking may be this day's Morning window.
      const shop = shops[10]!;
      const day = await laterDay(shop);
      const cartId = await a.installerCart(shop);
      expect((await a.appointment.create(cartId, { date: day.date, dropOffWindow: 'Morning' })).status).toBe(201);
      expect(await booked(database(), shop, day.date, 'drop-off:Morning')).toBe(1);
      const res = await a.appointment.remove(cartId);
      expect(res).toEqual({ status: 200, body: { deleted: true } });
      expect(await booked(database(), shop, day.date, 'drop-off:Morning')).toBe(0);
      expect(await storedAppointment(database(), cartId)).toBeNull();
      const listed = (await a.schedule(shop)).scheduleDays.find((d) => d.date === day.date)!;
      expect(listed.dropOffWindows.find((w) => w.dropOffWindow === 'Morning')!.available).toBe(2);
      expect((await a.appointment.get(cartId)).status).toBe(404);
    });
  });

  describe('refusals: a 4xx with the reason, and nothing reserved', () => {
    let shop: number;
    let other: number;
    let day: ScheduleDay;
    let sunday: string;
    let holiday: ScheduleDay;
    let today: string;
    let fresh: string;
    let booked9: string;

    beforeAll(async () => {
      [shop, other] = [shops[6]!, shops[7]!];
      const schedule = await a.schedule(shop);
      today = schedule.today;
      [day, holiday] = laterOpenDays(schedule) as [ScheduleDay, ScheduleDay];
      sunday = schedule.scheduleDays.find((d) => d.day === 'Sunday' && d.date > today)!.date;
      await database().query("INSERT INTO installer_closures (installer_id, date, reason) VALUES ($1, $2, 'Thanksgiving Day')", [
        shop,
        holiday.date,
      ]);
      fresh = await a.installerCart(shop);
      booked9 = await a.installerCart(shop);
      expect((await a.appointment.create(booked9, { date: day.date, startTime: '09:00' })).status).toBe(201);
    });

    it('lists the holiday as closed with its reason', async () => {
      const listed = (await a.schedule(shop)).scheduleDays.find((d) => d.date === holiday.date)!;
      expect(listed).toMatchObject({ isOpen: false, closedReason: 'Thanksgiving Day', slots: [], dropOffWindows: [], isAvailable: false });
    });

    const cases = (): [string, Record<string, unknown>, number, string][] => [
      ['a past day', { date: addDays(today, -1), startTime: '10:00' }, 400, M.past],
      ['today + 30', { date: addDays(today, 30), startTime: '10:00' }, 400, M.tooFar],
      ['a closed weekday', { date: sunday, startTime: '10:00' }, 400, M.closed],
      ['a holiday', { date: holiday.date, dropOffWindow: 'Morning' }, 400, M.closed],
      ['month 13', { date: '2026-13-01', startTime: '10:00' }, 400, M.dateFormat],
      ['a US-style date', { date: '11/24/2026', startTime: '10:00' }, 400, M.dateFormat],
      ['a number for a date', { date: 20261124, startTime: '10:00' }, 400, M.dateFormat],
      ['a time not on the hour', { date: day.date, startTime: '07:30' }, 400, M.noSuchSlot],
      ['a half hour in opening hours', { date: day.date, startTime: '10:30' }, 400, M.noSuchSlot],
      ['a time after closing', { date: day.date, startTime: '20:00' }, 400, M.noSuchSlot],
      ['a time that does not exist', { date: day.date, startTime: '25:00' }, 400, M.noSuchSlot],
      ['a drop-off window the shop does not offer', { date: day.date, dropOffWindow: 'Evening' }, 400, M.noSuchSlot],
      ['an unknown drop-off window', { date: day.date, isDropOff: true, dropOffWindow: 'Midnight' }, 400, M.selectSlot],
      ['a day without a time', { date: day.date }, 400, M.selectSlot],
      ['a drop-off without its window', { date: day.date, isDropOff: true }, 400, M.selectSlot],
      ['slotTime contradicting the start', { date: day.date, startTime: '10:00', slotTime: 'afternoon' }, 400, M.selectSlot],
      ['amOrPm contradicting the start', { date: day.date, startTime: '14:00', amOrPm: 'AM' }, 400, M.selectSlot],
      ['a time without a day', { startTime: '10:00' }, 400, M.dateFormat],
      ['an unknown installer', { date: day.date, startTime: '10:00', installerId: 999999 }, 404, 'No installer with id 999999.'],
      ["another installer than the cart's", { date: day.date, startTime: '10:00', installerId: other }, 409, M.otherInstaller],
    ];

    it('refuses each bad booking (POST) and keeps an appointment as it was when the move is refused (PUT)', async () => {
      for (const [what, body, status, message] of cases()) {
        await refused(() => a.appointment.create(fresh, body), status, message).catch((err) => {
          throw new Error(`POST ${what}: ${err.message}`);
        });
        await refused(() => a.appointment.update(booked9, body), status, message).catch((err) => {
          throw new Error(`PUT ${what}: ${err.message}`);
        });
      }
      expect(await storedAppointment(database(), fresh)).toBeNull();
      expect((await a.appointment.get(booked9)).body.siteCartAppointment).toMatchObject({
        date: day.date,
        startTime: '09:00',
        status: 'held',
      });
    });

    it("refuses a time within the shop's minimum notice", async () => {
      const shop = shops[8]!;
      const day = await laterDay(shop);
      const first = day.slots[0]!;
      // Notice reaching an hour or more past the day's first slot (which is also its Morning window's start).
      const hoursAway = Math.floor((Date.parse(first.startsAt) - clock.now().getTime()) / 3_600_000);
      await setShop(database(), shop, { minNoticeHours: hoursAway + 2 });
      const listed = (await a.schedule(shop)).scheduleDays.find((d) => d.date === day.date)!;
      expect(listed.slots.map((s) => s.startTime)).not.toContain(first.startTime);
      const cartId = await a.installerCart(shop);
      await refused(() => a.appointment.create(cartId, { date: day.date, startTime: first.startTime }), 400, M.tooSoon);
      await refused(() => a.appointment.create(cartId, { date: day.date, dropOffWindow: 'Morning' }), 400, M.tooSoon);
    });

    it('says so when a shop has nothing free in 30 days', async () => {
      const shop = shops[9]!;
      await setShop(database(), shop, { hours: [] });
      const cartId = await a.installerCart(shop);
      await refused(() => a.appointment.create(cartId, {}), 409, M.noAvailability);
    });

    it('needs the cart shipped to an installer', async () => {
      const home = await a.createCart(a.tire);
      expect((await a.call('PUT', a.shippingPath(home), { body: HOME_DELIVERY })).status).toBe(200);
      await refused(() => a.appointment.create(home, {}), 400, M.selectShop);
      await refused(() => a.appointment.update(home, { date: day.date, startTime: '10:00' }), 400, M.selectShop);
      const unshipped = await a.createCart(a.tire);
      await refused(() => a.appointment.create(unshipped, {}), 400, M.selectShop);
    });

    it("treats another client's cart, and an unknown one, as gone", async () => {
      const widget = await a.widgetToken('100001');
      const widgetCart = await a.installerCart(shop, { token: widget });
      // The storefront does not reach a widget's cart …
      await refused(() => a.appointment.create(widgetCart, {}), 404, CART_GONE);
      // … nor a widget the storefront's carts or another widget's.
      await refused(() => a.appointment.get(booked9, widget), 404, CART_GONE);
      await refused(() => a.appointment.update(booked9, { date: day.date, startTime: '10:00' }, widget), 404, CART_GONE);
      await refused(() => a.appointment.remove(booked9, widget), 404, CART_GONE);
      const otherWidget = await a.widgetToken('100002');
      await refused(() => a.appointment.create(widgetCart, {}, otherWidget), 404, CART_GONE);
      await refused(() => a.appointment.create('00000000-0000-4000-8000-000000000000', {}), 404, CART_GONE);
      // The widget books its own cart.
      expect((await a.appointment.create(widgetCart, {}, widget)).status).toBe(201);
      // The storefront's pages share the storefront server's carts.
      const web = await a.storefrontWebToken();
      expect((await a.appointment.get(booked9, web)).status).toBe(200);
    });

    it("reads a cartId in the schedule, the lookups and the shop details only for the caller's own cart", async () => {
      const [place] = await database().query<{ zip: string; latitude: number; longitude: number }>(
        'SELECT zip, latitude, longitude FROM installers WHERE id = $1',
        [shop],
      );
      const reads = (cartId: string) => [
        `/v1/installers/${shop}/schedule?cartId=${cartId}`,
        `/v1/installers?userZip=${place!.zip}&cartId=${cartId}`,
        `/v1/installers-by-location?latitude=${place!.latitude}&longitude=${place!.longitude}&cartId=${cartId}`,
        `/v1/installers/${shop}?cartId=${cartId}`,
      ];
      const widget = await a.widgetToken('100001');
      const widgetCart = await a.installerCart(shop, { token: widget });
      const answers = async (cartId: string, token?: string) => {
        const statuses = [];
        for (const path of reads(cartId)) {
          const res = await a.callAs('GET', path, undefined, token);
          statuses.push(res.status === 404 ? res.body.error.message : res.status);
        }
        return statuses;
      };
      // Someone else's cart, and an unknown one, answer as gone …
      expect(await answers(widgetCart)).toEqual(reads('').map(() => CART_GONE));
      expect(await answers(booked9, widget)).toEqual(reads('').map(() => CART_GONE));
      expect(await answers(booked9, await a.widgetToken('100002'))).toEqual(reads('').map(() => CART_GONE));
      expect(await answers('00000000-0000-4000-8000-000000000000')).toEqual(reads('').map(() => CART_GONE));
      // … the caller's own are read (the storefront's pages share the storefront server's carts).
      expect(await answers(widgetCart, widget)).toEqual(reads('').map(() => 200));
      expect(await answers(booked9)).toEqual(reads('').map(() => 200));
      expect(await answers(booked9, await a.storefrontWebToken())).toEqual(reads('').map(() => 200));
    });

    it('refuses an unknown installer on the schedule call', async () => {
      const res = await a.call('GET', '/v1/installers/999999/schedule');
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('No installer with id 999999.');
    });
  });

  describe("confirming for an order (confirmCartAppointment in the order's transaction)", () => {
    const confirm = (cartId: string, now = clock.now()) => database().db.transaction((tx) => confirmCartAppointment(tx, cartId, now));
    const refusal = async (promise: Promise<unknown>) => {
      const err = await promise.then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(ApiError);
      return { status: (err as ApiError).status, message: (err as ApiError).message };
    };

    it('confirms a hold: no hold time any more, the same place, shown as confirmed', async () => {
      const shop = shops[3]!;
      const day = await laterDay(shop, 1);
      const cartId = await a.installerCart(shop);
      expect((await a.appointment.create(cartId, { date: day.date, startTime: '15:00' })).status).toBe(201);
      await confirm(cartId);
      expect(await storedAppointment(database(), cartId)).toMatchObject({ status: 'confirmed', hold_expires_at: null });
      expect(await booked(database(), shop, day.date, '15:00')).toBe(1);
      expect((await a.appointment.get(cartId)).body.siteCartAppointment).toMatchObject({
        status: 'confirmed',
        holdExpiresAt: null,
        isAvailable: true,
      });
      // Confirming again changes nothing.
      await confirm(cartId);
      expect(await booked(database(), shop, day.date, '15:00')).toBe(1);
    });

    it('confirms a hold that ran out while nobody took its place, and refuses one whose place was taken', async () => {
      const shop = shops[4]!; // one bay
      const day = await laterDay(shop, 1);
      const [first, second, third] = [await a.installerCart(shop), await a.installerCart(shop), await a.installerCart(shop)];
      const time = { date: day.date, startTime: '13:00' };
      expect((await a.appointment.create(first, time)).status).toBe(201);
      await database().query("UPDATE appointments SET hold_expires_at = $2::timestamptz - interval '1 minute' WHERE cart_id = $1", [
        first,
        sqlNow(),
      ]);
      await confirm(first);
      expect(await storedAppointment(database(), first)).toMatchObject({ status: 'confirmed' });

      const later = { date: day.date, startTime: '14:00' };
      expect((await a.appointment.create(second, later)).status).toBe(201);
      await database().query("UPDATE appointments SET hold_expires_at = $2::timestamptz - interval '1 minute' WHERE cart_id = $1", [
        second,
        sqlNow(),
      ]);
      expect((await a.appointment.create(third, later)).status).toBe(201);
      const before = await bookingTables(database());
      expect(await refusal(confirm(second))).toEqual({ status: 409, message: M.slotTaken });
      expect(await bookingTables(database())).toBe(before);
    });

    it('asks for a time when there is none, and for another when the time has passed', async () => {
      const shop = shops[5]!;
      const cartId = await a.installerCart(shop);
      expect(await refusal(confirm(cartId))).toEqual({ status: 400, message: M.selectSlot });
      expect((await a.appointment.create(cartId, {})).status).toBe(201);
      const { starts_at: startsAt } = (await storedAppointment(database(), cartId))!;
      expect(await refusal(confirm(cartId, new Date(new Date(startsAt).getTime() + 60_000)))).toEqual({
        status: 409,
        message: M.reschedule,
      });
      expect(await storedAppointment(database(), cartId)).toMatchObject({ status: 'held' });
    });
  });
});
