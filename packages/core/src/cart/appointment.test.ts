import { describe, expect, it } from 'vitest';
import { APPOINTMENT_MESSAGES } from '../contract/appointments';
import type { SiteCart } from '../contract/cart';
import { fail, fakeApi, flush, ok, type FakeCall } from '../search-overlay/fake-api';
import { appointmentInput, cartInstallerId, isSlotTaken, needsNewTime } from './appointment';
import { memoryCartStorage } from './storage';
import { createCartStore, NO_CART_MESSAGE } from './store';
import { appointment, CART_ID, shipping, siteCart } from './test-cart';
import { cartServer } from './test-server';
import type { CartStorageKey } from './types';

const atShop = (installerId = 12) =>
  shipping({
    shippingOption: 'INSTALLER',
    installerId,
    installer: { installerId, isMobileInstall: false },
    destinationLabel: `Shop ${installerId}`,
  });

/** A loaded cart shipping to installer 12, with or without an appointment on the server. */
async function setup(
  options: { cart?: SiteCart; held?: ReturnType<typeof appointment> | null; stored?: Partial<Record<CartStorageKey, string>> } = {},
) {
  const cart = options.cart ?? siteCart({ cartShipping: atShop() });
  const server = cartServer([cart]);
  if (options.held) server.appointments.set(cart.id, options.held);
  const storage = memoryCartStorage({ cartId: cart.id, cartQuantity: String(cart.totalQuantity), ...options.stored });
  const store = createCartStore({ api: server.api, storage, logger: { info() {}, warn() {}, error() {} } });
  await store.load();
  server.api.calls.length = 0;
  return { server, storage, store, appointments: store.appointment };
}

const taken = { code: 'ServerError', message: APPOINTMENT_MESSAGES.slotTaken, statusCode: 409 } as const;
const nineOClock = { installerId: 12, date: '2025-11-25', isDropOff: false, startTime: '09:00' };

describe('load (GET /v1/checkout/cart-appointment)', () => {
  it('keeps the appointment and sets the ST_cartAppointment flag', async () => {
    const held = appointment();
    const { appointments, storage, server } = await setup({ held });
    expect(await appointments.load()).toEqual({ ok: true, appointment: held });
    expect(server.ids()).toEqual(['getCartAppointment']);
    expect(server.api.calls[0]!.input.query).toEqual({ cartId: CART_ID });
    expect(appointments.$appointment.get()).toEqual({
      appointment: held,
      installerId: 12,
      status: 'idle',
      error: null,
      unavailable: false,
    });
    expect(storage.values.cartAppointment).toBe('1');
  });

  it('a 404 means none: no appointment, the flag cleared, and the installer known', async () => {
    const { appointments, storage } = await setup({ stored: { cartAppointment: '1' } });
    expect(await appointments.load()).toEqual({ ok: true, appointment: null });
    expect(appointments.$appointment.get()).toMatchObject({ appointment: null, installerId: 12, error: null });
    expect(storage.values.cartAppointment).toBeUndefined();
  });

  it('another failure keeps what is shown and says why', async () => {
    const held = appointment();
    const { appointments, server, storage } = await setup({ held });
    await appointments.load();
    server.refuse('getCartAppointment', fail('NetworkError', 'Network error'));
    const result = await appointments.load();
    expect(result).toMatchObject({ ok: false, error: { code: 'NetworkError' }, taken: false });
    expect(appointments.$appointment.get()).toMatchObject({ appointment: held, error: { message: 'Network error' } });
    expect(storage.values.cartAppointment).toBe('1');
  });

  it('shows loading while asking', async () => {
    const { appointments } = await setup();
    const loading = appointments.load();
    expect(appointments.$appointment.get().status).toBe('loading');
    await loading;
    expect(appointments.$appointment.get().status).toBe('idle');
  });

  it('a held time that can no longer be had is "no longer available" (spec §8)', async () => {
    const { appointments } = await setup({ held: appointment({ status: 'expired', holdExpiresAt: null, isAvailable: false }) });
    await appointments.load();
    expect(appointments.$appointment.get()).toMatchObject({ unavailable: true, appointment: { status: 'expired' } });
  });

  it('a hold that ran out while its time is still free is only reported: an open tab never holds a time', async () => {
    const lapsed = appointment({ status: 'expired', holdExpiresAt: null, isAvailable: true });
    const { appointments, server } = await setup({ held: lapsed });
    expect(await appointments.load()).toEqual({ ok: true, appointment: lapsed });
    expect(server.ids()).toEqual(['getCartAppointment']);
    expect(appointments.$appointment.get()).toMatchObject({ appointment: lapsed, unavailable: false });
  });

  it('without a cart on screen, nothing is asked', async () => {
    const server = cartServer();
    const store = createCartStore({ api: server.api, storage: memoryCartStorage(), logger: { info() {}, warn() {}, error() {} } });
    expect(await store.appointment.load()).toMatchObject({ ok: false, error: { message: NO_CART_MESSAGE } });
    expect(server.api.calls).toHaveLength(0);
  });
});

describe('book (rules §4 "A create falls back to an update when it fails")', () => {
  it('POSTs the time and keeps the answer', async () => {
    const { appointments, server, storage } = await setup();
    const result = await appointments.book(nineOClock);
    expect(server.ids()).toEqual(['createCartAppointment']);
    expect(server.api.calls[0]!.input.body).toEqual(nineOClock);
    expect(result).toMatchObject({ ok: true, appointment: { date: '2025-11-25', startTime: '09:00', isDropOff: false } });
    expect(storage.values.cartAppointment).toBe('1');
  });

  it('the cart already has one (409): the same time is PUT instead', async () => {
    const { appointments, server } = await setup({ held: appointment() });
    const result = await appointments.book(nineOClock);
    expect(server.ids()).toEqual(['createCartAppointment', 'updateCartAppointment']);
    expect(server.api.calls[1]!.input.body).toEqual(nineOClock);
    expect(result).toMatchObject({ ok: true, appointment: { startTime: '09:00' } });
    expect(appointments.$appointment.get().error).toBeNull();
  });

  it('a taken time with no appointment to update: the create’s 409 is reported as taken', async () => {
    const { appointments, server, storage } = await setup();
    server.taken.add(server.timeKey(nineOClock));
    const result = await appointments.book(nineOClock);
    expect(server.ids()).toEqual(['createCartAppointment', 'updateCartAppointment']);
    expect(result).toEqual({ ok: false, error: taken, taken: true });
    // Nothing the cart had is gone: not the three choices of spec §8.
    expect(appointments.$appointment.get()).toMatchObject({ appointment: null, error: taken, unavailable: false });
    expect(storage.values.cartAppointment).toBeUndefined();
  });

  it('when the fallback fails otherwise, its own refusal is reported', async () => {
    const { appointments, server } = await setup();
    server.refuse('createCartAppointment', fail('NetworkError', 'Network error'));
    server.refuse('updateCartAppointment', fail('ServerError', 'Server error (HTTP 503)', 503));
    const result = await appointments.book(nineOClock);
    expect(result).toMatchObject({ ok: false, error: { statusCode: 503 }, taken: false });
  });

  it('a cart that is gone (both 404, and GET says so) runs the cart’s cleanup', async () => {
    const { appointments, server, store, storage } = await setup();
    server.carts.clear();
    const result = await appointments.book(nineOClock);
    expect(server.ids()).toEqual(['createCartAppointment', 'updateCartAppointment', 'getCart']);
    expect(result.ok).toBe(false);
    expect(store.$cart.get().cart).toBeNull();
    expect(storage.values).toEqual({ cartQuantity: '0' });
  });
});

describe('change (rules §4 "an update falls back to a create on a 404")', () => {
  it('PUTs the new time and keeps the answer', async () => {
    const { appointments, server } = await setup({ held: appointment() });
    await appointments.load();
    const result = await appointments.change(nineOClock);
    expect(server.ids()).toEqual(['getCartAppointment', 'updateCartAppointment']);
    expect(result).toMatchObject({ ok: true, appointment: { startTime: '09:00' } });
    expect(appointments.$appointment.get().appointment?.startTime).toBe('09:00');
  });

  it('no appointment to move (404): the time is created instead', async () => {
    const { appointments, server, storage } = await setup();
    const result = await appointments.change(nineOClock);
    expect(server.ids()).toEqual(['updateCartAppointment', 'createCartAppointment']);
    expect(server.api.calls[1]!.input.body).toEqual(nineOClock);
    expect(result).toMatchObject({ ok: true, appointment: { startTime: '09:00' } });
    expect(storage.values.cartAppointment).toBe('1');
  });

  it('a taken time (409 slotTaken) is a refused move: the old time stands, still to be had', async () => {
    const held = appointment();
    const { appointments, server } = await setup({ held });
    await appointments.load();
    server.taken.add(server.timeKey(nineOClock));
    const result = await appointments.change(nineOClock);
    expect(server.ids()).toEqual(['getCartAppointment', 'updateCartAppointment']);
    expect(result).toEqual({ ok: false, error: taken, taken: true });
    expect(appointments.$appointment.get()).toMatchObject({ appointment: held, error: taken, unavailable: false });

    // The shopper picks another time: the state is clear again.
    appointments.clearError();
    expect(appointments.$appointment.get()).toMatchObject({ error: null, unavailable: false });
    const other = await appointments.change({ ...nineOClock, startTime: '10:00' });
    expect(other).toMatchObject({ ok: true, appointment: { startTime: '10:00' } });
  });

  it('other refusals are not a taken time', async () => {
    const { appointments, server } = await setup({ held: appointment() });
    server.refuse('updateCartAppointment', fail('BadRequest', APPOINTMENT_MESSAGES.closed, 400));
    expect(await appointments.change(nineOClock)).toMatchObject({
      ok: false,
      error: { message: APPOINTMENT_MESSAGES.closed },
      taken: false,
    });
    expect(appointments.$appointment.get().unavailable).toBe(false);
  });

  it('a lapsed time that was taken stays "no longer available" while a move to another is refused', async () => {
    const gone = appointment({ status: 'expired', holdExpiresAt: null, isAvailable: false });
    const { appointments, server } = await setup({ held: gone });
    await appointments.load();
    appointments.clearError();
    server.taken.add(server.timeKey(nineOClock));
    expect(await appointments.change(nineOClock)).toMatchObject({ ok: false, taken: true });
    expect(appointments.$appointment.get()).toMatchObject({ appointment: gone, error: taken });
    // A fresh answer about the appointment says it again.
    await appointments.load();
    expect(appointments.$appointment.get().unavailable).toBe(true);
  });

  it('when the create after a 404 fails too, its refusal is reported', async () => {
    const { appointments, server } = await setup();
    server.taken.add(server.timeKey(nineOClock));
    expect(await appointments.change(nineOClock)).toEqual({ ok: false, error: taken, taken: true });
    expect(server.ids()).toEqual(['updateCartAppointment', 'createCartAppointment']);
  });
});

describe('remove (DELETE; a 404 counts as done)', () => {
  it('frees the time and clears the flag', async () => {
    const { appointments, server, storage } = await setup({ held: appointment() });
    await appointments.load();
    expect(await appointments.remove()).toEqual({ ok: true, appointment: null });
    expect(server.appointments.size).toBe(0);
    expect(appointments.$appointment.get().appointment).toBeNull();
    expect(storage.values.cartAppointment).toBeUndefined();
  });

  it('none to remove (404) is done as well', async () => {
    const { appointments, storage } = await setup({ stored: { cartAppointment: '1' } });
    expect(await appointments.remove()).toEqual({ ok: true, appointment: null });
    expect(storage.values.cartAppointment).toBeUndefined();
  });

  it('another failure keeps the appointment', async () => {
    const { appointments, server, storage } = await setup({ held: appointment() });
    await appointments.load();
    server.refuse('deleteCartAppointment', fail('ServerError', 'Server error', 500));
    expect((await appointments.remove()).ok).toBe(false);
    expect(appointments.$appointment.get().appointment).not.toBeNull();
    expect(storage.values.cartAppointment).toBe('1');
  });
});

describe('ensure and refresh (spec §4 Cart: the default appointment on checkout)', () => {
  it('with none, books the installer’s default: a POST without a date', async () => {
    const { appointments, server } = await setup();
    const result = await appointments.ensure();
    expect(server.ids()).toEqual(['getCartAppointment', 'createCartAppointment']);
    expect(server.api.calls[1]!.input.body).toEqual({ installerId: 12 });
    expect(result).toMatchObject({ ok: true, appointment: { isDropOff: true, dropOffWindow: 'Morning' } });
  });

  it('an appointment already held is kept as it is', async () => {
    const held = appointment({ isDropOff: false, startTime: '14:00', dropOffWindow: null });
    const { appointments, server } = await setup({ held });
    expect(await appointments.ensure()).toEqual({ ok: true, appointment: held });
    expect(server.ids()).toEqual(['getCartAppointment']);
  });

  it('a hold that ran out is shown as it is, not held again (a page reopened hours later holds nothing)', async () => {
    const lapsed = appointment({ status: 'expired', holdExpiresAt: null, isAvailable: true });
    const { appointments, server } = await setup({ held: lapsed });
    expect(await appointments.ensure()).toEqual({ ok: true, appointment: lapsed });
    expect(server.ids()).toEqual(['getCartAppointment']);
    expect(appointments.$appointment.get().unavailable).toBe(false);
  });

  it('a lapsed hold whose time was taken is reported, not rebooked elsewhere', async () => {
    const gone = appointment({ status: 'expired', holdExpiresAt: null, isAvailable: false });
    const { appointments, server } = await setup({ held: gone });
    const result = await appointments.ensure();
    expect(server.ids()).toEqual(['getCartAppointment']);
    expect(result).toEqual({ ok: true, appointment: gone });
    expect(appointments.$appointment.get().unavailable).toBe(true);
  });

  it('refresh never books: with none, the cart has none', async () => {
    const { appointments, server } = await setup();
    expect(await appointments.refresh()).toEqual({ ok: true, appointment: null });
    expect(server.ids()).toEqual(['getCartAppointment']);
  });

  it('refresh (Continue, "Keep this time") holds a lapsed, still free time again, at the same time', async () => {
    const lapsed = appointment({
      status: 'expired',
      holdExpiresAt: null,
      isAvailable: true,
      isDropOff: false,
      startTime: '14:00',
      dropOffWindow: null,
    });
    const { appointments, server } = await setup({ held: lapsed });
    expect(await appointments.refresh()).toMatchObject({ ok: true, appointment: { status: 'held', startTime: '14:00' } });
    expect(server.ids()).toEqual(['getCartAppointment', 'updateCartAppointment']);
    expect(server.api.calls[1]!.input.body).toEqual({ installerId: 12, date: '2025-11-24', isDropOff: false, startTime: '14:00' });
    expect(appointments.$appointment.get().unavailable).toBe(false);
  });

  it('refresh reports a lapsed time someone took, and books nothing else', async () => {
    const gone = appointment({ status: 'expired', holdExpiresAt: null, isAvailable: false });
    const { appointments, server } = await setup({ held: gone });
    expect(await appointments.refresh()).toEqual({ ok: true, appointment: gone });
    expect(server.ids()).toEqual(['getCartAppointment']);
    expect(appointments.$appointment.get().unavailable).toBe(true);
  });

  it('a cart not shipping to an installer is told to choose one (rules §5), and nothing is sent', async () => {
    const { appointments, server } = await setup({ cart: siteCart({ cartShipping: shipping() }) });
    expect(await appointments.ensure()).toMatchObject({ ok: false, error: { message: APPOINTMENT_MESSAGES.selectShop } });
    expect(server.api.calls).toHaveLength(0);
  });
});

describe('the appointment is forgotten when the cart can no longer have it (spec §4 Cleanup, Remove installer)', () => {
  async function withAppointment() {
    const t = await setup({ held: appointment() });
    await t.appointments.load();
    expect(t.storage.values.cartAppointment).toBe('1');
    return t;
  }
  const forgotten = (t: Awaited<ReturnType<typeof setup>>) => {
    expect(t.appointments.$appointment.get()).toMatchObject({ appointment: null, installerId: null, error: null, unavailable: false });
    expect(t.storage.values.cartAppointment).toBeUndefined();
  };

  it('cleanup', async () => {
    const t = await withAppointment();
    t.store.cleanup();
    forgotten(t);
  });

  it('the installer shipping removed', async () => {
    const t = await withAppointment();
    await t.store.removeShipping();
    forgotten(t);
  });

  it('the installer shipping removed while the cart cannot be re-checked (404, then GET fails)', async () => {
    const t = await withAppointment();
    t.server.refuse('deleteCartShipping', fail('NotFound', 'This cart has no shipping.', 404));
    t.server.refuse('getCart', fail('NetworkError', 'Network error'));
    expect((await t.store.removeShipping()).ok).toBe(true);
    forgotten(t);
  });

  it('shipping home instead', async () => {
    const t = await withAppointment();
    await t.store.saveShipping({ shippingOption: 'WAREHOUSE', warehouseId: 2 });
    forgotten(t);
  });

  it('another installer chosen', async () => {
    const t = await withAppointment();
    await t.store.saveShipping({ shippingOption: 'INSTALLER', installerId: 40 });
    forgotten(t);
    // …whose default the checkout then books.
    expect(await t.appointments.ensure()).toMatchObject({ ok: true, appointment: { installer: { installerId: 40 } } });
  });

  it('the same installer saved again keeps it', async () => {
    const t = await withAppointment();
    await t.store.saveShipping({ shippingOption: 'INSTALLER', installerId: 12 });
    expect(t.appointments.$appointment.get().appointment).not.toBeNull();
    expect(t.storage.values.cartAppointment).toBe('1');
  });

  it('the last tire removed (the cart is deleted)', async () => {
    const t = await withAppointment();
    await t.store.remove(1);
    forgotten(t);
  });

  it('the cart gone (404 on load)', async () => {
    const t = await withAppointment();
    t.server.carts.clear();
    await t.store.load();
    forgotten(t);
  });
});

describe('one action at a time, with the cart’s', () => {
  it('a time change asked for while the shop is being saved waits for that answer', async () => {
    const answers: FakeCall[] = [];
    const api = fakeApi((call) => {
      answers.push(call);
      return undefined;
    });
    const store = createCartStore({
      api,
      storage: memoryCartStorage({ cartId: CART_ID, cartQuantity: '4' }),
      logger: { info() {}, warn() {}, error() {} },
    });
    const loading = store.load();
    await flush();
    answers[0]!.answer(ok({ siteCart: siteCart({ cartShipping: atShop(12) }) }));
    await loading;

    const saving = store.saveShipping({ shippingOption: 'INSTALLER', installerId: 40 });
    const changing = store.appointment.change({ installerId: 40, date: '2025-11-25', isDropOff: true, dropOffWindow: 'Afternoon' });
    await flush();
    expect(answers.map((a) => a.endpoint.id)).toEqual(['getCart', 'saveCartShipping']);
    expect(store.appointment.$appointment.get().status).toBe('saving');

    answers[1]!.answer(ok({ siteCart: siteCart({ cartShipping: atShop(40) }) }));
    await saving;
    await flush();
    expect(answers.map((a) => a.endpoint.id)).toEqual(['getCart', 'saveCartShipping', 'updateCartAppointment']);
    answers[2]!.answer(ok({ siteCartAppointment: appointment({ installerId: 40, dropOffWindow: 'Afternoon' }) }));
    expect(await changing).toMatchObject({ ok: true, appointment: { installer: { installerId: 40 } } });
    expect(store.appointment.$appointment.get()).toMatchObject({ status: 'idle', installerId: 40 });
  });
});

describe('a bug is not an answer', () => {
  it('a throwing call is reported, the appointment kept, and the queue goes on', async () => {
    const held = appointment();
    const { appointments, server } = await setup({ held });
    await appointments.load();
    const call = server.api.call;
    server.api.call = (() => Promise.reject(new Error('boom'))) as typeof call;
    expect(await appointments.change(nineOClock)).toMatchObject({ ok: false, error: { code: 'OtherError', message: 'boom' } });
    expect(appointments.$appointment.get()).toMatchObject({ appointment: held, status: 'idle', error: { message: 'boom' } });
    server.api.call = call;
    expect(await appointments.change(nineOClock)).toMatchObject({ ok: true, appointment: { startTime: '09:00' } });
  });
});

describe('shop services (spec §3 Shop services; §7 /checkout/install-location)', () => {
  it('saves the chosen services; the cart’s shipping lists them', async () => {
    const { store, server } = await setup();
    const result = await store.saveInstallerServices(['alignment', 'tpms']);
    expect(server.ids()).toEqual(['saveInstallLocation']);
    expect(server.api.calls[0]!.input).toMatchObject({ query: { cartId: CART_ID }, body: { serviceIds: ['alignment', 'tpms'] } });
    expect(result.ok && result.cart?.cartShipping?.installerService?.map((s) => s.serviceId)).toEqual(['alignment', 'tpms']);
    expect(store.$cart.get().cart?.cartShipping?.installerService).toHaveLength(2);
  });

  it('a refusal keeps the cart and says why', async () => {
    const { store, server } = await setup();
    server.refuse('saveInstallLocation', fail('BadRequest', 'Unknown service.', 400));
    expect(await store.saveInstallerServices(['nope'])).toMatchObject({ ok: false, error: { message: 'Unknown service.' } });
    expect(store.$cart.get()).toMatchObject({ error: { message: 'Unknown service.' }, cart: { cartShipping: { installerService: null } } });
  });
});

describe('helpers', () => {
  it('cartInstallerId: the installer of an installer shipping only', () => {
    expect(cartInstallerId(siteCart({ cartShipping: atShop(7) }))).toBe(7);
    expect(cartInstallerId(siteCart({ cartShipping: shipping() }))).toBeNull();
    expect(cartInstallerId(null)).toBeNull();
  });

  it('isSlotTaken: only the 409 with the spec §8 words', () => {
    expect(isSlotTaken(taken)).toBe(true);
    expect(isSlotTaken({ ...taken, message: APPOINTMENT_MESSAGES.exists })).toBe(false);
    expect(isSlotTaken({ ...taken, statusCode: 400 })).toBe(false);
  });

  it('needsNewTime: a held or lapsed time that cannot be had; never a confirmed one', () => {
    expect(needsNewTime(appointment({ isAvailable: false }))).toBe(true);
    expect(needsNewTime(appointment({ status: 'expired', isAvailable: false }))).toBe(true);
    expect(needsNewTime(appointment({ status: 'expired', isAvailable: true }))).toBe(false);
    expect(needsNewTime(appointment({ status: 'confirmed', isAvailable: false }))).toBe(false);
  });

  it('appointmentInput: the same time again, drop-off or timed', () => {
    expect(appointmentInput(appointment())).toEqual({ installerId: 12, date: '2025-11-24', isDropOff: true, dropOffWindow: 'Morning' });
    expect(appointmentInput(appointment({ isDropOff: false, dropOffWindow: null, startTime: '09:00' }))).toEqual({
      installerId: 12,
      date: '2025-11-24',
      isDropOff: false,
      startTime: '09:00',
    });
  });
});
