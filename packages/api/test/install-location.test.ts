/**
 * spec §7 /checkout/install-location: the shop services chosen for the installation, stored on the
 * cart's shipping as spec §3 says (serviceId, serviceName, imageUrl) — only services the cart's
 * installer offers, only on the caller's own cart shipped to an installer.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeOnDatabases } from './databases';
import {
  appointmentApi,
  APPOINTMENT_MESSAGES as M,
  CART_GONE,
  plainShops,
  storedAppointment,
  type AppointmentApi,
} from './support/appointments';
import { HOME_DELIVERY } from './support/checkout';

const UNKNOWN_SERVICE = 'This shop does not offer that service.';

describeOnDatabases('install location: the chosen shop services', ({ database }) => {
  let a: AppointmentApi;
  let shop: number;
  /** A service the shop does not offer (another shop's). */
  let notOffered: string;

  beforeAll(async () => {
    a = await appointmentApi(database());
    [shop] = (await plainShops(database(), 1)) as [number];
    // Every shop offers installation, balancing and disposal; this one also Brake Service, and not Oil Change.
    await database().query(
      `UPDATE installers SET services = '["Tire Installation", "Tire Balancing", "Tire Disposal", "Brake Service"]'::jsonb WHERE id = $1`,
      [shop],
    );
    notOffered = 'oil-change';
  });

  const path = (cartId: string) => `/v1/checkout/install-location?cartId=${cartId}`;
  const stored = async (cartId: string) =>
    (await database().query<{ installer_service: unknown }>('SELECT installer_service FROM cart_shipping WHERE cart_id = $1', [cartId]))[0]
      ?.installer_service;

  it('stores the chosen services by id (a repeat counts once) and shows them on the cart shipping', async () => {
    const cartId = await a.installerCart(shop);
    const res = await a.call('PUT', path(cartId), { body: { serviceIds: ['brake-service', 'tire-balancing', 'brake-service'] } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const chosen = [
      { serviceId: 'brake-service', serviceName: 'Brake Service', imageUrl: null },
      { serviceId: 'tire-balancing', serviceName: 'Tire Balancing', imageUrl: null },
    ];
    expect(res.body).toEqual({ installLocation: { installerId: shop, isMobileInstall: false, installerService: chosen } });
    expect(await stored(cartId)).toEqual(chosen);
    expect((await a.call('GET', a.shippingPath(cartId))).body.siteCartShippingResponse.installerService).toEqual(chosen);

    // POST does the same and replaces the choice.
    const post = await a.call('POST', path(cartId), { body: { serviceIds: ['tire-disposal'] } });
    expect(post.status).toBe(200);
    expect(await stored(cartId)).toEqual([{ serviceId: 'tire-disposal', serviceName: 'Tire Disposal', imageUrl: null }]);
  });

  it('clears the choice on DELETE and keeps the appointment throughout', async () => {
    const cartId = await a.installerCart(shop);
    expect((await a.appointment.create(cartId)).status).toBe(201);
    const appointment = await storedAppointment(database(), cartId);
    expect((await a.call('PUT', path(cartId), { body: { serviceIds: ['tire-installation'] } })).status).toBe(200);
    const res = await a.call('DELETE', path(cartId));
    expect(res.status).toBe(200);
    expect(res.body.installLocation).toEqual({ installerId: shop, isMobileInstall: false, installerService: [] });
    expect(await stored(cartId)).toEqual([]);
    expect(await storedAppointment(database(), cartId)).toEqual(appointment);
  });

  it('refuses a service the shop does not offer, and leaves the stored choice as it was', async () => {
    const cartId = await a.installerCart(shop);
    expect((await a.call('PUT', path(cartId), { body: { serviceIds: ['tire-balancing'] } })).status).toBe(200);
    for (const ids of [[notOffered], ['tire-balancing', notOffered], ['Tire Balancing'], [''], ['tire-balancing ']]) {
      const res = await a.call('PUT', path(cartId), { body: { serviceIds: ids } });
      expect(res.status, JSON.stringify(ids)).toBe(400);
      expect(res.body.error.message).toBe(UNKNOWN_SERVICE);
      expect(await stored(cartId)).toEqual([{ serviceId: 'tire-balancing', serviceName: 'Tire Balancing', imageUrl: null }]);
    }
    const malformed = await a.call('PUT', path(cartId), { body: { serviceIds: 'tire-balancing' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBe('serviceIds must be a list.');
  });

  it('needs the cart shipped to an installer', async () => {
    const home = await a.createCart(a.tire);
    expect((await a.call('PUT', a.shippingPath(home), { body: HOME_DELIVERY })).status).toBe(200);
    const unshipped = await a.createCart(a.tire);
    for (const cartId of [home, unshipped]) {
      for (const [method, body] of [
        ['PUT', { serviceIds: [] }],
        ['POST', { serviceIds: ['tire-installation'] }],
        ['DELETE', undefined],
      ] as const) {
        const res = await a.call(method, path(cartId), { body });
        expect(res.status).toBe(400);
        expect(res.body.error.message).toBe(M.selectShop);
      }
    }
    expect(await stored(home)).toBeNull();
  });

  it("treats another client's cart as gone", async () => {
    const widgetCart = await a.installerCart(shop, { token: await a.widgetToken('100001') });
    const res = await a.call('PUT', path(widgetCart), { body: { serviceIds: ['tire-installation'] } });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(CART_GONE);
    expect(await stored(widgetCart)).toBeNull();
  });
});
