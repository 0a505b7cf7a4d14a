/**
 * Adding tires with an installer and an installation time in one call (spec §3 Add-to-cart input
 * installerId, appointmentTime; §4 Cart "Adding with an installer also creates or updates cart
 * shipping and … an appointment"): the cart ships to the shop and holds the time in the add's
 * transaction. The time is checked as the booking call checks it — the same refusals — and a time
 * refused refuses the add: nothing is added, no cart is made. Two shoppers adding with the last
 * free place at once (PostgreSQL): one wins, the other is told the time is taken and has no cart.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeOnDatabases } from './databases';
import {
  appointmentApi,
  APPOINTMENT_MESSAGES as M,
  bookingTables,
  booked,
  laterOpenDays,
  plainShops,
  setShop,
  storedAppointment,
  type AppointmentApi,
  type ScheduleDay,
} from './support/appointments';

type Setup = { a: AppointmentApi; shop: number; day: ScheduleDay };

/** A plain shop of one bay at known hours, and its first open day after today. */
async function oneBayShop(database: Parameters<typeof appointmentApi>[0], index: number): Promise<Setup> {
  const a = await appointmentApi(database);
  const shop = (await plainShops(database, index + 1))[index]!;
  await setShop(database, shop, { bays: 1 });
  const day = laterOpenDays(await a.schedule(shop))[0]!;
  return { a, shop, day };
}

const cartCount = async (database: Parameters<typeof appointmentApi>[0]) =>
  Number((await database.query<{ n: number }>('SELECT count(*)::int AS n FROM carts'))[0]!.n);

describeOnDatabases('adding tires with an installation time', ({ database }) => {
  let s: Setup;
  const add = (body: Record<string, unknown>) =>
    s.a.call('POST', '/v1/carts', { body: { productId: s.a.tire, quantity: { front: 4 }, ...body } });

  beforeAll(async () => {
    s = await oneBayShop(database(), 0);
  });

  it('ships a new cart to the shop and holds the time, in one call', async () => {
    const res = await add({ installerId: s.shop, appointmentTime: { date: s.day.date, startTime: '09:00' } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const cart = res.body.siteCart;
    expect(cart.cartShipping).toMatchObject({ shippingOption: 'INSTALLER', installerId: s.shop });
    expect(cart.siteProducts.reduce((n: number, p: { quantity: number }) => n + p.quantity, 0)).toBe(4);
    const held = await s.a.appointment.get(cart.id);
    expect(held.status).toBe(200);
    expect(held.body.siteCartAppointment).toMatchObject({ date: s.day.date, startTime: '09:00', status: 'held' });
    expect(await booked(database(), s.shop, s.day.date, '09:00')).toBe(1);
  });

  it('adds to a cart it already has and holds the time there', async () => {
    const first = await add({});
    expect(first.status).toBe(201);
    const cartId = first.body.siteCart.id as string;
    const res = await s.a.call('PUT', `/v1/carts/${cartId}`, {
      body: {
        isNewItem: true,
        productId: s.a.tire,
        quantity: { front: 2 },
        installerId: s.shop,
        appointmentTime: { date: s.day.date, isDropOff: true, dropOffWindow: 'Afternoon' },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.siteCart.cartShipping).toMatchObject({ shippingOption: 'INSTALLER', installerId: s.shop });
    const held = await s.a.appointment.get(cartId);
    expect(held.body.siteCartAppointment).toMatchObject({ date: s.day.date, isDropOff: true, dropOffWindow: 'Afternoon', status: 'held' });
    expect(held.body.siteCartAppointment.installer.installerId).toBe(s.shop);
  });

  it('refuses a time as the booking call does, and adds nothing', async () => {
    const sunday = (await s.a.schedule(s.shop)).scheduleDays.find((d) => !d.isOpen)!;
    const times: Record<string, unknown>[] = [
      { date: 'tomorrow' },
      { date: sunday.date, startTime: '10:00' },
      { date: s.day.date, startTime: '07:00' },
      { date: s.day.date, startTime: '10:00', slotTime: '11:00' },
      { date: s.day.date, isDropOff: true, dropOffWindow: 'Night' },
      { startTime: '10:00' },
    ];
    const booking = await s.a.installerCart(s.shop);
    const carts = await cartCount(database());
    const tables = await bookingTables(database());
    for (const time of times) {
      const asBooked = await s.a.appointment.create(booking, time);
      const added = await add({ installerId: s.shop, appointmentTime: time });
      expect(asBooked.status, JSON.stringify(time)).toBeGreaterThanOrEqual(400);
      expect([added.status, added.body.error?.message], JSON.stringify(time)).toEqual([asBooked.status, asBooked.body.error.message]);
    }
    const noShop = await add({ appointmentTime: { date: s.day.date, startTime: '10:00' } });
    expect(noShop.status).toBe(400);
    expect(noShop.body.error.message).toBe(M.selectShop);
    expect(await cartCount(database())).toBe(carts);
    expect(await bookingTables(database())).toBe(tables);
  });

  it('refuses a time taken meanwhile: the cart keeps its tires and shipping as they were', async () => {
    const taker = await s.a.installerCart(s.shop);
    expect((await s.a.appointment.create(taker, { date: s.day.date, startTime: '13:00' })).status).toBe(201);
    const first = await add({});
    const cartId = first.body.siteCart.id as string;
    const before = (await s.a.call('GET', `/v1/carts/${cartId}`)).body.siteCart;
    const res = await s.a.call('PUT', `/v1/carts/${cartId}`, {
      body: {
        isNewItem: true,
        productId: s.a.tire,
        quantity: { front: 4 },
        installerId: s.shop,
        appointmentTime: { date: s.day.date, startTime: '13:00' },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body.error.message).toBe(M.slotTaken);
    const after = (await s.a.call('GET', `/v1/carts/${cartId}`)).body.siteCart;
    expect(after.siteProducts).toEqual(before.siteProducts);
    expect(after.cartShipping).toBeNull();
    expect(await storedAppointment(database(), cartId)).toBeNull();
    const carts = await cartCount(database());
    const created = await add({ installerId: s.shop, appointmentTime: { date: s.day.date, startTime: '13:00' } });
    expect(created.status).toBe(409);
    expect(await cartCount(database())).toBe(carts);
  });
});

describeOnDatabases(
  'adding tires with the last free time at once',
  ({ database }) => {
    it('two shoppers, one place: one adds and holds it, the other is told it is taken and has no cart', async () => {
      const s = await oneBayShop(database(), 1);
      const carts = await cartCount(database());
      const body = {
        productId: s.a.tire,
        quantity: { front: 4 },
        installerId: s.shop,
        appointmentTime: { date: s.day.date, startTime: '15:00' },
      };
      const results = await Promise.all([s.a.call('POST', '/v1/carts', { body }), s.a.call('POST', '/v1/carts', { body })]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(results.find((r) => r.status === 409)!.body.error.message).toBe(M.slotTaken);
      expect(await booked(database(), s.shop, s.day.date, '15:00')).toBe(1);
      expect(await cartCount(database())).toBe(carts + 1);
    });
  },
  { kinds: ['postgres'] },
);
