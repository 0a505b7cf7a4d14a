/**
 * The shop's day's work in the portal (docs/portal.md "Bookings, orders to fulfil and reports"):
 * who may call what (signed out, a shopper, another shop's owner, staff, owner, operations), the
 * schedule the shopper's booking reads changed by the owner and refused when it makes no sense,
 * bookings with their orders, confirming, moving and installing them, the orders shipped to the
 * shop moving along their tracking steps, and the report of what the shop's widget sold.
 */
import { randomUUID } from 'node:crypto';
import { ACCOUNT_SESSION_HEADER, APPOINTMENT_MESSAGES, PORTAL_MESSAGES, PORTAL_WORK_MESSAGES } from '@tireshop/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INSTALLER_ID, installerWidgetId } from '../src/auth/clients';
import { DEMO_ACCOUNT_PASSWORD, demoPortalEmail, ensureDemoAccounts } from '../src/auth/demo-accounts';
import { ensureOperationsAccount } from '../src/auth/operations-user';
import { describeOnDatabases } from './databases';
import { jsonCall } from './support/api';
import { appointmentApi, laterOpenDays, setShop, type AppointmentApi, type ScheduleDay } from './support/appointments';
import { giveBilling, placeOrderWithCard } from './support/orders';

const OPERATIONS = { email: 'portal-work-ops@tireshop.test', password: 'operations password 3' };
const WEEKDAYS = [1, 2, 3, 4, 5].map((day) => ({ day, open: '08:00', close: '17:30' }));
const HOURS = [...WEEKDAYS, { day: 6, open: '08:00', close: '16:00' }];

describeOnDatabases('portal: bookings, orders to fulfil, reports', ({ kind, database }) => {
  let a: AppointmentApi;
  let storefront: string;
  let shopCode: string;
  const session: Record<'owner' | 'staff' | 'ops' | 'shopper' | 'otherOwner', string> = {} as never;

  const call = (method: string, path: string, who: string | null, body?: unknown) =>
    jsonCall(a.request, method, path, {
      token: storefront,
      body,
      headers: {
        'X-Forwarded-For': `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
        ...(who ? { [ACCOUNT_SESSION_HEADER]: who } : {}),
      },
    });
  const signIn = async (email: string, password: string) => {
    const res = await call('POST', '/v1/users/sign-in', null, { email, password });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.session.token as string;
  };
  const signUp = async () => {
    const email = `portal-work-${randomUUID().slice(0, 8)}@example.com`;
    const res = await call('POST', '/v1/users', null, { email, password: 'correct horse battery', firstName: 'Ana', lastName: 'Lopez' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { email, token: res.body.session.token as string };
  };
  const shopPath = (rest: string) => `/v1/portal/shops/${shopCode}${rest}`;
  const bookings = async (from: string, to = from) => {
    const res = await call('GET', shopPath(`/bookings?from=${from}&to=${to}`), session.staff);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };

  /** An order of four tires installed at the demo shop, booked at `startTime` on `day`, placed by card. */
  async function placedOrder(day: ScheduleDay, startTime: string, cartQuery = '') {
    const created = await a.callAs('POST', `/v1/carts${cartQuery}`, { productId: a.tire, quantity: { front: 4 } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const cartId = created.body.siteCart.id as string;
    const shipped = await a.call('PUT', a.shippingPath(cartId), { body: { shippingOption: 'INSTALLER', installerId: DEMO_INSTALLER_ID } });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    await giveBilling(database(), cartId);
    const booked = await a.appointment.create(cartId, { date: day.date, startTime });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const placed = await placeOrderWithCard(a, await a.storefrontToken(), cartId);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const [row] = await database().query<{ id: number }>('SELECT id FROM appointments WHERE cart_id = $1', [cartId]);
    return { cartId, appointmentId: Number(row!.id), order: placed.body.order as { orderNumber: string; totalInCents: number } };
  }

  beforeAll(async () => {
    a = await appointmentApi(database());
    storefront = await a.storefrontToken();
    await setShop(database(), DEMO_INSTALLER_ID, { bays: 2 });
    await database().query('DELETE FROM installer_closures WHERE installer_id = $1', [DEMO_INSTALLER_ID]);
    await ensureOperationsAccount(database(), OPERATIONS.email, OPERATIONS.password);
    await ensureDemoAccounts(database());
    const [shop] = await database().query<{ code: string }>('SELECT code FROM installers WHERE id = $1', [DEMO_INSTALLER_ID]);
    shopCode = shop!.code;
    session.owner = await signIn(demoPortalEmail('owner'), DEMO_ACCOUNT_PASSWORD);
    session.staff = await signIn(demoPortalEmail('staff'), DEMO_ACCOUNT_PASSWORD);
    session.ops = await signIn(OPERATIONS.email, OPERATIONS.password);
    session.shopper = (await signUp()).token;
    const other = await signUp();
    await database().query(
      `INSERT INTO portal_members (user_id, role, installer_id, created_at)
       SELECT id, 'owner', (SELECT id FROM installers WHERE id <> $2 ORDER BY id LIMIT 1), now() FROM users WHERE email = $1`,
      [other.email, DEMO_INSTALLER_ID],
    );
    session.otherOwner = other.token;
  });

  describe('who may call', () => {
    it('refuses the signed out, shoppers and other shops on every call, and staff on the shop’s set-up', async () => {
      const day = laterOpenDays(await a.schedule(DEMO_INSTALLER_ID))[0]!;
      const calls: { method: string; path: string; body?: unknown; ownerOnly: boolean }[] = [
        { method: 'GET', path: shopPath(`/bookings?from=${day.date}&to=${day.date}`), ownerOnly: false },
        { method: 'PUT', path: shopPath('/schedule'), body: { bays: 2, weeklyHours: HOURS, mobileRadiusMiles: null }, ownerOnly: true },
        {
          method: 'POST',
          path: shopPath('/closures'),
          body: { from: '2027-07-04', to: '2027-07-04', reason: 'Independence Day' },
          ownerOnly: true,
        },
        { method: 'DELETE', path: shopPath('/closures/2027-07-04'), ownerOnly: true },
        { method: 'POST', path: shopPath('/appointments/1'), body: { action: 'confirm', revision: 0 }, ownerOnly: false },
        { method: 'GET', path: shopPath('/orders'), ownerOnly: false },
        { method: 'POST', path: shopPath('/orders/100000001/steps'), body: { step: 'received' }, ownerOnly: false },
        { method: 'GET', path: shopPath(`/reports?from=${day.date}&to=${day.date}`), ownerOnly: false },
      ];
      for (const c of calls) {
        const label = `${c.method} ${c.path}`;
        const signedOut = await call(c.method, c.path, null, c.body);
        expect(signedOut.status, label).toBe(401);
        for (const who of [session.shopper, session.otherOwner]) {
          const refused = await call(c.method, c.path, who, c.body);
          expect(refused.status, label).toBe(403);
          expect(refused.body.error.message).toBe(PORTAL_MESSAGES.notMember);
        }
        const staff = await call(c.method, c.path, session.staff, c.body);
        if (c.ownerOnly) {
          expect(staff.status, label).toBe(403);
          expect(staff.body.error.message).toBe(PORTAL_MESSAGES.roleRefused);
        } else expect([200, 404], label).toContain(staff.status);
      }
      // The owner's and operations' reads and set-up changes go through.
      for (const who of [session.owner, session.ops]) {
        for (const c of calls.filter((x) => x.method === 'GET' || x.path.endsWith('/schedule'))) {
          const res = await call(c.method, c.path, who, c.body);
          expect(res.status, `${c.method} ${c.path}`).toBe(200);
        }
        expect((await call('POST', shopPath('/closures'), who, calls[2]!.body)).status).toBe(201);
        expect((await call('DELETE', shopPath('/closures/2027-07-04'), who)).status).toBe(200);
      }
      expect((await call('GET', '/v1/portal/shops/no-such-shop/orders', session.owner)).status).toBe(404);
      const raw = await a.request(shopPath('/orders'), {
        headers: { Authorization: `Bearer ${storefront}`, [ACCOUNT_SESSION_HEADER]: session.staff },
      });
      expect(raw.status).toBe(200);
      expect(raw.headers.get('cache-control')).toContain('no-store');
    });
  });

  describe('the schedule', () => {
    it('is what the shopper’s booking reads next: capacity, hours and closed days', async () => {
      const saved = await call('PUT', shopPath('/schedule'), session.owner, {
        bays: 3,
        weeklyHours: [...WEEKDAYS, { day: 6, open: '09:00', close: '12:00' }],
        mobileRadiusMiles: null,
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.schedule).toMatchObject({ bays: 3 });
      const shopper = await a.schedule(DEMO_INSTALLER_ID);
      const saturday = laterOpenDays(shopper).find((d) => new Date(`${d.date}T12:00:00Z`).getUTCDay() === 6)!;
      expect(saturday.slots[0]).toMatchObject({ startTime: '09:00', available: 3 });
      expect(saturday.slots.at(-1)!.startTime < '12:00').toBe(true);

      const closed = await call('POST', shopPath('/closures'), session.owner, {
        from: saturday.date,
        to: saturday.date,
        reason: 'Inventory',
      });
      expect(closed.status, JSON.stringify(closed.body)).toBe(201);
      expect(closed.body.schedule.closures).toContainEqual({ date: saturday.date, reason: 'Inventory' });
      const after = (await a.schedule(DEMO_INSTALLER_ID)).scheduleDays.find((d) => d.date === saturday.date)!;
      expect(after).toMatchObject({ isOpen: false, closedReason: 'Inventory' });

      expect((await call('DELETE', shopPath(`/closures/${saturday.date}`), session.owner)).status).toBe(200);
      expect((await a.schedule(DEMO_INSTALLER_ID)).scheduleDays.find((d) => d.date === saturday.date)!.isOpen).toBe(true);
      await setShop(database(), DEMO_INSTALLER_ID, { bays: 2 });
    });

    it('refuses what makes no sense with a clear message, and saves nothing of it', async () => {
      const before = await database().query(
        'SELECT bays, weekly_hours, mobile_radius_miles, min_notice_hours FROM installers WHERE id = $1',
        [DEMO_INSTALLER_ID],
      );
      const good = { bays: 2, weeklyHours: HOURS, mobileRadiusMiles: null };
      const cases: [unknown, string][] = [
        [{ ...good, bays: 0 }, PORTAL_WORK_MESSAGES.bays],
        [{ ...good, bays: -2 }, PORTAL_WORK_MESSAGES.bays],
        [{ ...good, bays: 1.5 }, PORTAL_WORK_MESSAGES.bays],
        [{ ...good, weeklyHours: [{ day: 1, open: '17:00', close: '09:00' }] }, PORTAL_WORK_MESSAGES.closesBeforeOpening('Monday')],
        [{ ...good, weeklyHours: [{ day: 2, open: '09:00', close: '09:00' }] }, PORTAL_WORK_MESSAGES.closesBeforeOpening('Tuesday')],
        [{ ...good, weeklyHours: [...HOURS, { day: 1, open: '18:00', close: '20:00' }] }, PORTAL_WORK_MESSAGES.dayTwice('Monday')],
        [{ ...good, weeklyHours: [{ day: 1, open: '8am', close: '17:00' }] }, PORTAL_WORK_MESSAGES.time],
        [{ ...good, weeklyHours: [{ day: 7, open: '08:00', close: '17:00' }] }, PORTAL_WORK_MESSAGES.weekday],
        [{ ...good, mobileRadiusMiles: 25 }, PORTAL_WORK_MESSAGES.radiusNotMobile],
        [{ ...good, minNoticeHours: -1 }, PORTAL_WORK_MESSAGES.minNotice],
        [{ ...good, minNoticeHours: 169 }, PORTAL_WORK_MESSAGES.minNotice],
        [{ ...good, minNoticeHours: 2.5 }, PORTAL_WORK_MESSAGES.minNotice],
        [{ ...good, minNoticeHours: '24' }, PORTAL_WORK_MESSAGES.minNotice],
      ];
      for (const [body, message] of cases) {
        const res = await call('PUT', shopPath('/schedule'), session.owner, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.error.message).toBe(message);
      }
      expect(
        await database().query('SELECT bays, weekly_hours, mobile_radius_miles, min_notice_hours FROM installers WHERE id = $1', [
          DEMO_INSTALLER_ID,
        ]),
      ).toEqual(before);
    });

    it('takes a minimum notice the shopper’s booking keeps: no time sooner than it is offered', async () => {
      const [was] = await database().query<{ min_notice_hours: number }>('SELECT min_notice_hours FROM installers WHERE id = $1', [
        DEMO_INSTALLER_ID,
      ]);
      const bookable = async () =>
        laterOpenDays(await a.schedule(DEMO_INSTALLER_ID)).flatMap((d) =>
          d.slots.filter((s) => s.available > 0).map((s) => `${d.date} ${s.startTime}`),
        );
      const put = (minNoticeHours: number) =>
        call('PUT', shopPath('/schedule'), session.owner, { bays: 2, weeklyHours: HOURS, mobileRadiusMiles: null, minNoticeHours });
      expect((await put(0)).status).toBe(200);
      const soon = await bookable();
      const saved = await put(48);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.schedule.minNoticeHours).toBe(48);
      const later = await bookable();
      // Two days' notice takes the next two days' times away, and only those.
      expect(later.length).toBeLessThan(soon.length);
      expect(soon.slice(soon.length - later.length)).toEqual(later);
      // A schedule saved without a notice keeps the one it had.
      const kept = await call('PUT', shopPath('/schedule'), session.owner, { bays: 2, weeklyHours: HOURS, mobileRadiusMiles: null });
      expect(kept.body.schedule.minNoticeHours).toBe(48);
      expect((await put(was!.min_notice_hours)).status).toBe(200);
    });

    it('closes a day with ordered bookings, keeps them, and says how many shoppers to contact', async () => {
      const day = laterOpenDays(await a.schedule(DEMO_INSTALLER_ID))[6]!;
      const { appointmentId } = await placedOrder(day, '14:00');
      // A booking of that day already installed is not one to call about.
      const done = await placedOrder(day, '09:00');
      const steps = shopPath(`/orders/${done.order.orderNumber}/steps`);
      for (const step of ['received', 'installed']) expect((await call('POST', steps, session.owner, { step })).status).toBe(200);
      const closed = await call('POST', shopPath('/closures'), session.owner, { from: day.date, to: day.date, reason: 'Staff training' });
      expect(closed.status, JSON.stringify(closed.body)).toBe(201);
      expect(closed.body.bookingsOnClosedDays).toBe(1);
      expect(PORTAL_WORK_MESSAGES.closedWithBookings(1)).toContain('1 booking stays');
      const kept = await bookings(day.date);
      expect(kept.appointments.map((b: { id: number }) => b.id)).toContain(appointmentId);
      expect((await a.schedule(DEMO_INSTALLER_ID)).scheduleDays.find((d) => d.date === day.date)).toMatchObject({ isOpen: false });
      expect((await call('DELETE', shopPath(`/closures/${day.date}`), session.owner)).status).toBe(200);
    });

    it('keeps a mobile shop’s radius within range', async () => {
      const [mobile] = await database().query<{ code: string; mobile_radius_miles: number }>(
        'SELECT code, mobile_radius_miles FROM installers WHERE is_mobile_install ORDER BY id LIMIT 1',
      );
      const path = `/v1/portal/shops/${mobile!.code}/schedule`;
      for (const radius of [0, 101, null]) {
        const res = await call('PUT', path, session.ops, { bays: 2, weeklyHours: HOURS, mobileRadiusMiles: radius });
        expect(res.status, String(radius)).toBe(400);
        expect(res.body.error.message).toBe(PORTAL_WORK_MESSAGES.radius);
      }
      const ok = await call('PUT', path, session.ops, { bays: 2, weeklyHours: HOURS, mobileRadiusMiles: 40 });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      expect(ok.body.schedule).toMatchObject({ isMobileInstall: true, mobileRadiusMiles: 40 });
    });

    it('refuses a closure over a day already closed, adding none of its days', async () => {
      const first = await call('POST', shopPath('/closures'), session.owner, { from: '2027-12-24', to: '2027-12-26', reason: 'Christmas' });
      expect(first.status).toBe(201);
      const overlap = await call('POST', shopPath('/closures'), session.owner, {
        from: '2027-12-20',
        to: '2027-12-24',
        reason: 'Holidays',
      });
      expect(overlap.status).toBe(400);
      expect(overlap.body.error.message).toBe(PORTAL_WORK_MESSAGES.closureOverlaps('2027-12-24'));
      const rows = await database().query<{ date: string }>(
        `SELECT to_char(date, 'YYYY-MM-DD') AS date FROM installer_closures WHERE installer_id = $1 AND date BETWEEN '2027-12-20' AND '2027-12-31' ORDER BY date`,
        [DEMO_INSTALLER_ID],
      );
      expect(rows.map((r) => r.date)).toEqual(['2027-12-24', '2027-12-25', '2027-12-26']);
      const backwards = await call('POST', shopPath('/closures'), session.owner, { from: '2027-12-30', to: '2027-12-29', reason: 'x' });
      expect(backwards.body.error.message).toBe(PORTAL_WORK_MESSAGES.range);
      const noReason = await call('POST', shopPath('/closures'), session.owner, { from: '2027-12-30', to: '2027-12-30', reason: '  ' });
      expect(noReason.body.error.message).toBe(PORTAL_WORK_MESSAGES.reason);
      expect((await call('DELETE', shopPath('/closures/2027-12-29'), session.owner)).status).toBe(404);
    });
  });

  describe('bookings and their orders', () => {
    it('lists an order’s booking with the customer, tires and car, and a hold without the customer', async () => {
      const day = laterOpenDays(await a.schedule(DEMO_INSTALLER_ID))[0]!;
      const { appointmentId, order } = await placedOrder(day, '08:00');
      const holdCart = await a.installerCart(DEMO_INSTALLER_ID);
      expect((await a.appointment.create(holdCart, { date: day.date, startTime: '09:00' })).status).toBe(201);

      const list = await bookings(day.date);
      const booked = list.appointments.find((x: { id: number }) => x.id === appointmentId);
      expect(booked).toMatchObject({
        status: 'confirmed',
        startTime: '08:00',
        customer: { name: 'Ana Lopez' },
        order: { orderNumber: order.orderNumber, trackingLabel: 'Order Processed', installedAt: null },
      });
      expect(booked.tires[0]).toMatchObject({ quantity: 4 });
      const hold = list.appointments.find((x: { startTime: string }) => x.startTime === '09:00');
      expect(hold).toMatchObject({ status: 'held', customer: null, order: null });
      expect(list.schedule).toMatchObject({ bays: 2 });
    });

    it('confirms, then refuses a second change made on the same revision', async () => {
      const day = laterOpenDays(await a.schedule(DEMO_INSTALLER_ID))[1]!;
      const { appointmentId } = await placedOrder(day, '10:00');
      const path = shopPath(`/appointments/${appointmentId}`);
      const confirmed = await call('POST', path, session.staff, { action: 'confirm', revision: 0 });
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      expect(confirmed.body.appointment).toMatchObject({ revision: 1, shopConfirmedAt: expect.any(String) });
      const stale = await call('POST', path, session.owner, { action: 'reschedule', revision: 0, date: day.date, startTime: '11:00' });
      expect(stale.status).toBe(409);
      expect(stale.body.error.message).toBe(PORTAL_WORK_MESSAGES.changedMeanwhile);
    });

    it('moves a booking into a free slot and e-mails the shopper; a full slot is refused and nothing moves', async () => {
      const day = laterOpenDays(await a.schedule(DEMO_INSTALLER_ID))[2]!;
      const { appointmentId, order } = await placedOrder(day, '13:00');
      // 15:00 is full (two bays, two orders).
      await placedOrder(day, '15:00');
      await placedOrder(day, '15:00');
      const path = shopPath(`/appointments/${appointmentId}`);
      const full = await call('POST', path, session.staff, { action: 'reschedule', revision: 0, date: day.date, startTime: '15:00' });
      expect(full.status).toBe(409);
      expect(full.body.error.message).toBe(APPOINTMENT_MESSAGES.slotTaken);

      const moved = await call('POST', path, session.staff, { action: 'reschedule', revision: 0, date: day.date, startTime: '14:00' });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(moved.body.appointment).toMatchObject({ startTime: '14:00', revision: 1 });
      const slots = (await a.schedule(DEMO_INSTALLER_ID)).scheduleDays.find((d) => d.date === day.date)!.slots;
      expect(slots.find((s) => s.startTime === '13:00')!.available).toBe(2);
      expect(slots.find((s) => s.startTime === '14:00')!.available).toBe(1);
      const [mail] = await database().query<{ to: string; subject: string; text: string }>(
        `SELECT "to", subject, text FROM outbox_emails o JOIN orders ON orders.id = o.order_id WHERE orders.order_number = $1 AND kind LIKE 'appointment-moved-%'`,
        [order.orderNumber],
      );
      expect(mail).toMatchObject({ to: 'ana@example.com', subject: expect.stringContaining(order.orderNumber) });
      expect(mail!.text).toContain('2:00 PM');
    });
  });

  describe('orders to fulfil', () => {
    it('moves an order to Delivered when received and to installed, as the shopper’s tracking shows', async () => {
      const day = laterOpenDays(await a.schedule(DEMO_INSTALLER_ID))[3]!;
      const { order } = await placedOrder(day, '08:00');
      const steps = shopPath(`/orders/${order.orderNumber}/steps`);
      const early = await call('POST', steps, session.staff, { step: 'installed' });
      expect(early.status).toBe(409);
      expect(early.body.error.message).toBe(PORTAL_WORK_MESSAGES.notReceived);

      const received = await call('POST', steps, session.staff, { step: 'received' });
      expect(received.status, JSON.stringify(received.body)).toBe(200);
      expect(received.body.order).toMatchObject({ trackingStatus: 'delivered', installedAt: null });
      expect((await call('POST', steps, session.staff, { step: 'received' })).status).toBe(409);

      const installed = await call('POST', steps, session.owner, { step: 'installed' });
      expect(installed.status, JSON.stringify(installed.body)).toBe(200);
      expect(installed.body.order.installedAt).toEqual(expect.any(String));
      const again = await call('POST', steps, session.owner, { step: 'installed' });
      expect(again.body.error.message).toBe(PORTAL_WORK_MESSAGES.installedAlready);

      const tracking = await a.call('GET', `/v1/order-tracking?orderId=${order.orderNumber}&zip=78701`);
      expect(tracking.status, JSON.stringify(tracking.body)).toBe(200);
      expect(tracking.body.orderTracking).toMatchObject({ trackingStatus: 'delivered', installedAt: expect.any(String) });

      const open = await call('GET', shopPath('/orders?state=open'), session.staff);
      expect(open.body.orders.map((o: { orderNumber: string }) => o.orderNumber)).not.toContain(order.orderNumber);
      const done = await call('GET', shopPath('/orders?state=done'), session.staff);
      expect(done.body.orders.map((o: { orderNumber: string }) => o.orderNumber)).toContain(order.orderNumber);
      expect((await call('POST', shopPath('/orders/999999999/steps'), session.staff, { step: 'received' })).status).toBe(404);
    });
  });

  describe('the report', () => {
    it('sums the orders through the shop’s widget per day in cents; other orders are not counted', async () => {
      const day = laterOpenDays(await a.schedule(DEMO_INSTALLER_ID))[4]!;
      const today = (await bookings(day.date)).today as string;
      const before = await call('GET', shopPath(`/reports?from=${today}&to=${today}`), session.staff);
      expect(before.status, JSON.stringify(before.body)).toBe(200);
      const widget = `?widgetSourceId=${installerWidgetId(shopCode)}`;
      const first = await placedOrder(day, '09:00', widget);
      const second = await placedOrder(day, '10:00', widget);
      await placedOrder(day, '11:00');
      const after = await call('GET', shopPath(`/reports?from=${today}&to=${today}`), session.owner);
      const was = before.body.days[0];
      expect(after.body.days).toEqual([
        {
          date: today,
          orders: was.orders + 2,
          revenueInCents: was.revenueInCents + first.order.totalInCents + second.order.totalInCents,
        },
      ]);
      expect(after.body.totals).toEqual({ orders: after.body.days[0].orders, revenueInCents: after.body.days[0].revenueInCents });
      const tooLong = await call('GET', shopPath(`/reports?from=2027-01-01&to=2027-04-01`), session.owner);
      expect(tooLong.body.error.message).toBe(PORTAL_WORK_MESSAGES.tooLong);
    });
  });

  // PGlite runs one statement at a time and cannot race; a PostgreSQL server runs these requests
  // truly at once (the pool's ten connections).
  if (kind === 'postgres')
    describe('changes at the same moment, decided by the database', () => {
      it('lets one of two staff confirming the same booking win; the other gets 409', async () => {
        const day = laterOpenDays(await a.schedule(DEMO_INSTALLER_ID))[5]!;
        for (const startTime of ['08:00', '09:00', '10:00']) {
          const { appointmentId } = await placedOrder(day, startTime);
          const path = shopPath(`/appointments/${appointmentId}`);
          const results = await Promise.all(
            [session.staff, session.owner, session.staff].map((who) => call('POST', path, who, { action: 'confirm', revision: 0 })),
          );
          expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
          for (const refused of results.filter((r) => r.status === 409))
            expect(refused.body.error.message).toBe(PORTAL_WORK_MESSAGES.changedMeanwhile);
          const [row] = await database().query<{ revision: number }>('SELECT revision FROM appointments WHERE id = $1', [appointmentId]);
          expect(row!.revision).toBe(1);
        }
      });

      it('gives the last place of a slot to one: the shop moving a booking in or a shopper booking it', async () => {
        const day = laterOpenDays(await a.schedule(DEMO_INSTALLER_ID))[6]!;
        await placedOrder(day, '16:00'); // one of the two places taken
        const { appointmentId } = await placedOrder(day, '08:00');
        const shoppers = await Promise.all(Array.from({ length: 6 }, () => a.installerCart(DEMO_INSTALLER_ID)));
        const [move, ...books] = await Promise.all([
          call('POST', shopPath(`/appointments/${appointmentId}`), session.staff, {
            action: 'reschedule',
            revision: 0,
            date: day.date,
            startTime: '16:00',
          }),
          ...shoppers.map((cartId) => a.appointment.create(cartId, { date: day.date, startTime: '16:00' })),
        ]);
        const winners = [move!, ...books].filter((r) => r.status === 200 || r.status === 201);
        expect(winners).toHaveLength(1);
        for (const refused of [move!, ...books].filter((r) => r.status !== 200 && r.status !== 201)) {
          expect(refused.status).toBe(409);
          expect(refused.body.error.message).toBe(APPOINTMENT_MESSAGES.slotTaken);
        }
        const [load] = await database().query<{ booked: number }>(
          `SELECT booked FROM installer_slot_load WHERE installer_id = $1 AND date = $2 AND slot = '16:00'`,
          [DEMO_INSTALLER_ID, day.date],
        );
        expect(Number(load!.booked)).toBe(2);
      });
    });
});
