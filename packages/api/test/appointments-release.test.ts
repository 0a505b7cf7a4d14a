/**
 * An appointment lives only as long as the cart's shipping to its installer (the appointments →
 * cart_shipping key): every way the installer leaves the cart frees the place — another shop or
 * another kind of delivery, deleted shipping, tires that can no longer be installed, the installer
 * removed, shipping excluded, the cart deleted or emptied. Saving the same installer again keeps it.
 * Not so once an order has confirmed it: then every one of those changes is refused (409).
 */
import { beforeAll, expect, it } from 'vitest';
import { confirmCartAppointment } from '../src/services/appointments';
import { describeOnDatabases } from './databases';
import {
  APPOINTMENT_MESSAGES as M,
  booked,
  bookingTables,
  laterOpenDays,
  shopAndAnother,
  storedAppointment,
  type AppointmentApi,
  type ScheduleDay,
} from './support/appointments';
import { HOME_DELIVERY, wellStockedTire } from './support/checkout';
import { clock } from './support/clock';

describeOnDatabases('appointments: released when the installer leaves the cart', ({ database }) => {
  let a: AppointmentApi;
  let shop: number;
  let otherShop: number;
  let day: ScheduleDay;
  let uninstallable: number;

  beforeAll(async () => {
    ({ a, shop, otherShop, day } = await shopAndAnother(database()));
    uninstallable = await wellStockedTire(database(), { installable: false });
  });

  /** A cart shipped to the shop holding its 10:00 on `day`. */
  async function bookedCart(): Promise<string> {
    const cartId = await a.installerCart(shop);
    const res = await a.appointment.create(cartId, { date: day.date, startTime: '10:00' });
    if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${JSON.stringify(res.body)}`);
    return cartId;
  }

  const listedTen = async () =>
    (await a.schedule(shop)).scheduleDays.find((d) => d.date === day.date)!.slots.find((s) => s.startTime === '10:00')!.available;

  /** Books a cart, runs the change, and checks the place came back (in the database and in the schedule). */
  async function freedBy(change: (cartId: string) => Promise<{ status: number; body: unknown }>) {
    const cartId = await bookedCart();
    const [takenBefore, freeBefore] = [await booked(database(), shop, day.date, '10:00'), await listedTen()];
    const res = await change(cartId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await storedAppointment(database(), cartId)).toBeNull();
    expect(await booked(database(), shop, day.date, '10:00')).toBe(takenBefore - 1);
    expect(await listedTen()).toBe(freeBefore + 1);
    return cartId;
  }

  const shipping = (cartId: string, body: unknown) => a.call('PUT', a.shippingPath(cartId), { body });
  const changeCart = (cartId: string, body: unknown) => a.call('PUT', `/v1/carts/${cartId}`, { body });

  it('choosing another shop frees it', async () => {
    const cartId = await freedBy((id) => shipping(id, { shippingOption: 'INSTALLER', installerId: otherShop }));
    expect((await a.call('GET', a.shippingPath(cartId))).body.siteCartShippingResponse.installerId).toBe(otherShop);
  });

  it('choosing home delivery frees it', async () => {
    await freedBy((id) => shipping(id, HOME_DELIVERY));
  });

  it('deleting the shipping frees it', async () => {
    await freedBy((id) => a.call('DELETE', a.shippingPath(id)));
  });

  it('tires that can no longer be installed free it (the saved shipping is dropped)', async () => {
    await freedBy(async (id) => {
      const mixed = await changeCart(id, { isNewItem: true, productId: uninstallable, quantity: { front: 2 } });
      // One tire can still be installed: the shop and its appointment stay.
      expect(mixed.body.siteCart.cartShipping?.installerId).toBe(shop);
      expect(await storedAppointment(database(), id)).not.toBeNull();
      return changeCart(id, { itemId: a.tire, itemQuantity: 0 });
    });
  });

  it('removing the installer from the cart frees it', async () => {
    await freedBy((id) => changeCart(id, { removeInstallerId: shop }));
  });

  it('excluding shipping frees it', async () => {
    await freedBy((id) => changeCart(id, { excludeShipping: true }));
  });

  it('deleting the cart frees it', async () => {
    await freedBy((id) => a.call('DELETE', `/v1/carts/${id}`));
  });

  it('removing the last tire (which deletes the cart) frees it', async () => {
    await freedBy((id) => changeCart(id, { itemId: a.tire, itemQuantity: 0 }));
  });

  it('saving the same installer again, with services or a vehicle, keeps it', async () => {
    const cartId = await bookedCart();
    const before = await storedAppointment(database(), cartId);
    const res = await shipping(cartId, {
      shippingOption: 'INSTALLER',
      installerId: shop,
      installerService: [{ serviceId: 'tire-balancing', serviceName: 'Tire Balancing', imageUrl: null }],
      vehicleMake: 'Honda',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await storedAppointment(database(), cartId)).toEqual(before);
  });
});

/**
 * An appointment confirmed by an order is the order's: no change of the cart may free it. The
 * cart-appointment calls refuse before touching anything; every other path — another shipping,
 * the shipping or the cart deleted, the installer removed, shipping excluded, the last tire
 * removed, tires that can no longer be installed — is refused by the database itself (trigger
 * appointments_keep_confirmed, cascades included), and each answers 409 with nothing changed.
 */
describeOnDatabases('appointments: a confirmed appointment survives every change of the cart', ({ database }) => {
  let a: AppointmentApi;
  let shop: number;
  let otherShop: number;
  let day: ScheduleDay;
  let uninstallable: number;
  let cartId: string;

  beforeAll(async () => {
    ({ a, shop, otherShop, day } = await shopAndAnother(database()));
    uninstallable = await wellStockedTire(database(), { installable: false });
    cartId = await a.installerCart(shop);
    expect((await a.appointment.create(cartId, { date: day.date, startTime: '10:00' })).status).toBe(201);
    // Placing the order confirms it, inside the order's transaction.
    await database().db.transaction((tx) => confirmCartAppointment(tx, cartId, clock.now()));
    expect(await storedAppointment(database(), cartId)).toMatchObject({ status: 'confirmed' });
  });

  const shipping = (body: unknown) => a.call('PUT', a.shippingPath(cartId), { body });
  const changeCart = (body: unknown) => a.call('PUT', `/v1/carts/${cartId}`, { body });

  /** The call is answered 409 `confirmed`, and the appointment, its place and the booking tables are as they were. */
  async function kept(call: () => Promise<{ status: number; body: any }>) {
    const before = await bookingTables(database());
    const res = await call();
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body.error.message).toBe(M.confirmed);
    expect(await bookingTables(database())).toBe(before);
    expect(await booked(database(), shop, day.date, '10:00')).toBe(1);
    expect(await storedAppointment(database(), cartId)).toMatchObject({ status: 'confirmed', installer_id: shop, slot: '10:00' });
  }

  it('refuses moving it (PUT), to another time or to the same one, and cancelling it (DELETE)', async () => {
    const later = laterOpenDays(await a.schedule(shop))[1]!;
    await kept(() => a.appointment.update(cartId, { date: later.date, startTime: '11:00' }));
    await kept(() => a.appointment.update(cartId, { date: day.date, startTime: '10:00' }));
    await kept(() => a.appointment.update(cartId, {}));
    await kept(() => a.appointment.remove(cartId));
    // A POST still says the cart has one (the client's fallback is the PUT above).
    expect((await a.appointment.create(cartId, {})).body.error.message).toBe(M.exists);
  });

  it('refuses another shop, home delivery and deleting the shipping', async () => {
    await kept(() => shipping({ shippingOption: 'INSTALLER', installerId: otherShop }));
    await kept(() => shipping(HOME_DELIVERY));
    await kept(() => a.call('DELETE', a.shippingPath(cartId)));
    expect((await a.call('GET', a.shippingPath(cartId))).body.siteCartShippingResponse.installerId).toBe(shop);
  });

  it('refuses removing the installer, excluding shipping, removing the last tire and deleting the cart', async () => {
    await kept(() => changeCart({ removeInstallerId: shop }));
    await kept(() => changeCart({ excludeShipping: true }));
    await kept(() => changeCart({ itemId: a.tire, itemQuantity: 0 }));
    await kept(() => a.call('DELETE', `/v1/carts/${cartId}`));
    expect((await a.call('GET', `/v1/carts/${cartId}`)).status).toBe(200);
  });

  it('refuses leaving only tires that cannot be installed (the shipping would be dropped)', async () => {
    const mixed = await changeCart({ isNewItem: true, productId: uninstallable, quantity: { front: 2 } });
    expect(mixed.status, JSON.stringify(mixed.body)).toBe(200);
    await kept(() => changeCart({ itemId: a.tire, itemQuantity: 0 }));
  });

  it('keeps it when the same installer is saved again', async () => {
    const before = await storedAppointment(database(), cartId);
    const res = await shipping({ shippingOption: 'INSTALLER', installerId: shop, vehicleMake: 'Honda' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await storedAppointment(database(), cartId)).toEqual(before);
  });

  it('is guarded by the database, whatever deletes it: directly or by cascade', async () => {
    const code = (sql: string) =>
      database()
        .query(sql, [cartId])
        .then(
          () => 'deleted',
          (err: { code?: string; cause?: { code?: string } }) => err.code ?? err.cause?.code,
        );
    expect(await code('DELETE FROM appointments WHERE cart_id = $1')).toBe('23001');
    expect(await code('DELETE FROM cart_shipping WHERE cart_id = $1')).toBe('23001');
    expect(await code('DELETE FROM carts WHERE id = $1')).toBe('23001');
    expect(await booked(database(), shop, day.date, '10:00')).toBe(1);
  });
});
