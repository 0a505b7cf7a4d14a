/**
 * Where tires can go besides home (spec §3 Pickup locations, Warehouse list, Installer; §7
 * /checkout/pickup-locations, /checkout/warehouse-pickup-locations, /installers): courier counters
 * near a zip, warehouses holding the tires, and the installer lookup. Expected answers are worked
 * out in SQL, independently of the API's own geometry.
 */
import { beforeAll, expect, it } from 'vitest';
import zipcodes from 'zipcodes';
import { describeOnDatabases } from './databases';
import { checkoutApi, SQL_MILES, wellStockedTire, zipPoint } from './support/checkout';

type Api = Awaited<ReturnType<typeof checkoutApi>>;

/** Washington DC: the DC and Baltimore metros' counters and shops are both within 50 miles. */
const DC = '20001';
/** Absarokee, Montana: no metro of the seed within 50 miles. */
const REMOTE = '59001';

describeOnDatabases('courier pick-up locations (GET /checkout/pickup-locations)', ({ database }) => {
  let api: Api;
  beforeAll(async () => {
    api = await checkoutApi(database());
  });

  async function nearestInSql(zip: string, limit: number) {
    const p = zipPoint(zip);
    return database().query<{ id: number; miles: number }>(
      `SELECT id, ${SQL_MILES('latitude', 'longitude')} AS miles FROM courier_locations
        WHERE ${SQL_MILES('latitude', 'longitude')} <= 50 ORDER BY miles, id LIMIT ${limit}`,
      [p.latitude, p.longitude],
    );
  }

  it('answers the 5 nearest within 50 miles, nearest first, with distances in miles to one decimal', async () => {
    const { status, body } = await api.call('GET', `/v1/checkout/pickup-locations?zip=${DC}`, { auth: false });
    expect(status).toBe(200);
    const expected = await nearestInSql(DC, 5);
    expect(expected).toHaveLength(5);
    expect(body.locations.map((l: { id: number }) => l.id)).toEqual(expected.map((r) => Number(r.id)));
    body.locations.forEach((l: { distance: number }, i: number) => {
      expect(Math.abs(l.distance - Number(expected[i]!.miles))).toBeLessThanOrEqual(0.051);
      expect(Math.round(l.distance * 10) / 10).toBe(l.distance);
    });
    const distances = body.locations.map((l: { distance: number }) => l.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('shows each location as a shopper needs it: company, street, hours in words and an inline logo', async () => {
    const { body } = await api.call('GET', `/v1/checkout/pickup-locations?zip=${DC}&limit=1`, { auth: false });
    const [location] = body.locations;
    const [row] = await database().query<Record<string, unknown>>('SELECT * FROM courier_locations WHERE id = $1', [location.id]);
    expect(location).toMatchObject({
      company: row!.company,
      addressLine1: row!.address_line1,
      city: row!.city,
      state: row!.state,
      zip: row!.zip,
      geolocation: { latitude: row!.latitude, longitude: row!.longitude },
    });
    expect(location.hours).toMatch(/^(Daily|Mon)/);
    expect(location.hours).toMatch(/\d{1,2}(:\d\d)? (am|pm)–\d{1,2}(:\d\d)? (am|pm)/);
    expect(location.logo.src).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(location.logo.src)).toContain('<svg');
    expect(decodeURIComponent(location.logo.src)).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
  });

  it('honours limit up to 20 and refuses limits outside 1–20', async () => {
    const two = await api.call('GET', `/v1/checkout/pickup-locations?zip=${DC}&limit=2`, { auth: false });
    expect(two.body.locations.map((l: { id: number }) => l.id)).toEqual((await nearestInSql(DC, 2)).map((r) => Number(r.id)));
    const twenty = await api.call('GET', `/v1/checkout/pickup-locations?zip=${DC}&limit=20`, { auth: false });
    const all = await nearestInSql(DC, 20);
    expect(all.length).toBeGreaterThan(5);
    expect(twenty.body.locations.map((l: { id: number }) => l.id)).toEqual(all.map((r) => Number(r.id)));
    for (const limit of ['0', '21', '-1', 'five']) {
      const { status, body } = await api.call('GET', `/v1/checkout/pickup-locations?zip=${DC}&limit=${limit}`, { auth: false });
      expect(status, limit).toBe(400);
      expect(body.error).toEqual({ code: 'BadRequest', message: 'limit must be a whole number from 1 to 20.' });
    }
  });

  it('takes a ZIP+4 as its five digits', async () => {
    const plain = await api.call('GET', `/v1/checkout/pickup-locations?zip=${DC}`, { auth: false });
    const plus4 = await api.call('GET', `/v1/checkout/pickup-locations?zip=${DC}-1234`, { auth: false });
    expect(plus4.status).toBe(200);
    expect(plus4.body).toEqual(plain.body);
  });

  it('refuses a well-formed zip it cannot place with the spec location message, and a malformed one with the zip message', async () => {
    for (const zip of ['00000', '99999']) {
      const { status, body } = await api.call('GET', `/v1/checkout/pickup-locations?zip=${zip}`, { auth: false });
      expect(status, zip).toBe(400);
      expect(body.error).toEqual({ code: 'BadRequest', message: 'Please enter a valid ZIP code.' });
    }
    for (const zip of ['abc', '2000', '200011', '']) {
      const { status, body } = await api.call('GET', `/v1/checkout/pickup-locations?zip=${zip}`, { auth: false });
      expect(status, zip).toBe(400);
      expect(body.error.message).toBe('Please enter valid US Zip Code.');
    }
    const missing = await api.call('GET', '/v1/checkout/pickup-locations', { auth: false });
    expect(missing.status).toBe(400);
  });

  it('answers an empty list where no counter is within 50 miles (the UI shows its no-locations message)', async () => {
    expect(await nearestInSql(REMOTE, 1)).toEqual([]);
    const { status, body } = await api.call('GET', `/v1/checkout/pickup-locations?zip=${REMOTE}`, { auth: false });
    expect(status).toBe(200);
    expect(body).toEqual({ locations: [] });
  });

  it('needs no token (spec §7 "no authorisation")', async () => {
    const res = await api.request(`/v1/checkout/pickup-locations?zip=${DC}`);
    expect(res.status).toBe(200);
  });
});

describeOnDatabases('warehouse pick-up (GET /checkout/warehouse-pickup-locations)', ({ database }) => {
  let api: Api;
  let everywhere: number;
  let other: number;
  beforeAll(async () => {
    api = await checkoutApi(database());
    everywhere = await wellStockedTire(database(), { installable: true, perWarehouse: 1 });
    other = await wellStockedTire(database(), { installable: true, perWarehouse: 1, skip: [everywhere] });
  });

  const list = (query: string) => api.call('GET', `/v1/checkout/warehouse-pickup-locations?${query}`);
  const ids = (body: any) => body.siteWarehouses.siteWarehouseList.map((w: { warehouseId: number }) => w.warehouseId);

  async function holdingInSql(needs: Record<number, number>) {
    const entries = Object.entries(needs);
    const rows = await database().query<{ id: number }>(
      `SELECT w.id FROM warehouses w
        WHERE ${entries.map((_, i) => `EXISTS (SELECT 1 FROM stock s WHERE s.warehouse_id = w.id AND s.sku_id = $${2 * i + 1}::int AND s.quantity >= $${2 * i + 2}::int)`).join(' AND ')}
        ORDER BY w.name`,
      entries.flatMap(([sku, qty]) => [Number(sku), qty]),
    );
    return rows.map((r) => Number(r.id));
  }

  it('lists the warehouses holding the tire, by name without a zip, each ready in 24 hours (spec §9)', async () => {
    const { status, body } = await list(`productIds=${everywhere}`);
    expect(status).toBe(200);
    expect(ids(body)).toEqual(await holdingInSql({ [everywhere]: 1 }));
    expect(ids(body)).toHaveLength(Number((await database().query<{ n: number }>('SELECT count(*)::int AS n FROM warehouses'))[0]!.n));
    for (const w of body.siteWarehouses.siteWarehouseList) {
      expect(w.readyInHours).toBe(24);
      expect(w.distance).toBeNull();
    }
  });

  it('keeps only warehouses holding every listed tire', async () => {
    // Empty two warehouses of one tire and a third of the other.
    const [a, b, c] = (await database().query<{ id: number }>('SELECT id FROM warehouses ORDER BY id LIMIT 3')).map((r) => Number(r.id));
    await database().query('UPDATE stock SET quantity = 0 WHERE sku_id = $1 AND warehouse_id = ANY($2::int[])', [everywhere, [a, b]]);
    await database().query('UPDATE stock SET quantity = 0 WHERE sku_id = $1 AND warehouse_id = $2', [other, c]);
    const { body } = await list(`productIds=${everywhere},${other}`);
    const expected = await holdingInSql({ [everywhere]: 1, [other]: 1 });
    expect(ids(body)).toEqual(expected);
    expect(ids(body)).not.toContain(a);
    expect(ids(body)).not.toContain(b);
    expect(ids(body)).not.toContain(c);
    expect(ids(body).length).toBeGreaterThan(0);
  });

  it('answers an empty list for a tire with no stock anywhere, or one we do not sell', async () => {
    await database().query('UPDATE stock SET quantity = 0 WHERE sku_id = $1', [other]);
    expect(ids((await list(`productIds=${other}`)).body)).toEqual([]);
    expect(ids((await list(`productIds=${everywhere},${other}`)).body)).toEqual([]);
    expect(ids((await list('productIds=1999999999')).body)).toEqual([]);
  });

  it('puts the nearest warehouse first when a zip is given, with its distance', async () => {
    const { body } = await list(`productIds=${everywhere}&zip=75201`);
    const warehouses = body.siteWarehouses.siteWarehouseList;
    expect(warehouses[0].city).toBe('Dallas');
    const distances = warehouses.map((w: { distance: number }) => w.distance);
    expect(distances).toEqual([...distances].sort((x, y) => x - y));
    const p = zipPoint('75201');
    const [dallas] = await database().query<{ miles: number }>(
      `SELECT ${SQL_MILES('latitude', 'longitude')} AS miles FROM warehouses WHERE code = 'DFW'`,
      [p.latitude, p.longitude],
    );
    expect(Math.abs(warehouses[0].distance - Number(dallas!.miles))).toBeLessThanOrEqual(0.051);
    const unknown = await list(`productIds=${everywhere}&zip=00000`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe('Please enter a valid ZIP code.');
  });

  it("with a cart, needs the cart's quantity of each tire in the same warehouse", async () => {
    const tire = await wellStockedTire(database(), { installable: true, perWarehouse: 8, skip: [everywhere, other] });
    const cartId = await api.createCart(tire, 4);
    const [short] = (await database().query<{ id: number }>('SELECT id FROM warehouses ORDER BY id DESC LIMIT 1')).map((r) => Number(r.id));
    await database().query('UPDATE stock SET quantity = 3 WHERE sku_id = $1 AND warehouse_id = $2', [tire, short]);
    const withCart = await list(`productIds=${tire}&cartId=${cartId}`);
    expect(withCart.status).toBe(200);
    expect(ids(withCart.body)).toEqual(await holdingInSql({ [tire]: 4 }));
    expect(ids(withCart.body)).not.toContain(short);
    // Without the cart one tire is enough: the short warehouse is back.
    expect(ids((await list(`productIds=${tire}`)).body)).toContain(short);
  });

  it('refuses bad product lists and unknown carts', async () => {
    for (const query of [
      '',
      'productIds=',
      'productIds=a,b',
      'productIds=1,,2',
      `productIds=${Array.from({ length: 21 }, (_, i) => i + 1).join(',')}`,
    ]) {
      const { status, body } = await list(query);
      expect(status, query).toBe(400);
      expect(body.error.code).toBe('BadRequest');
    }
    const gone = await list(`productIds=${everywhere}&cartId=00000000-0000-4000-8000-000000000000`);
    expect(gone.status).toBe(404);
    expect(gone.body.error).toEqual({ code: 'NotFound', message: 'This cart no longer exists.' });
  });

  it('needs a token (spec §7 "authorised")', async () => {
    const { status } = await api.call('GET', `/v1/checkout/warehouse-pickup-locations?productIds=${everywhere}`, { auth: false });
    expect(status).toBe(401);
  });
});

describeOnDatabases('installer lookup (GET /installers)', ({ database }) => {
  let api: Api;
  beforeAll(async () => {
    api = await checkoutApi(database());
  });

  async function shopsInSql(zip: string, limit: number) {
    const p = zipPoint(zip);
    const rows = await database().query<{ id: number; miles: number }>(
      `SELECT id, ${SQL_MILES('latitude', 'longitude')} AS miles FROM installers
        WHERE NOT is_mobile_install AND ${SQL_MILES('latitude', 'longitude')} <= 50 ORDER BY miles, id LIMIT ${limit}`,
      [p.latitude, p.longitude],
    );
    return rows.map((r) => ({ id: Number(r.id), miles: Number(r.miles) }));
  }

  it('answers 4 shops by default (spec §9 installer query limit 4); sorted by distance, the 4 nearest, nearest first', async () => {
    // The default order puts sponsored shops first (docs/decisions.md); distance is asked for here.
    const { status, body } = await api.call('GET', `/v1/installers?userZip=${DC}&sort=distance`);
    expect(status).toBe(200);
    const expected = await shopsInSql(DC, 4);
    expect(expected).toHaveLength(4);
    const list = body.siteInstallers.siteInstallerList;
    expect(list.map((i: { installerId: number }) => i.installerId)).toEqual(expected.map((r) => r.id));
    list.forEach((shop: { distance: number; isMobileInstall: boolean }, i: number) => {
      expect(Math.abs(shop.distance - expected[i]!.miles)).toBeLessThanOrEqual(0.051);
      expect(shop.isMobileInstall).toBe(false);
    });
    expect(body.isMobileInstall).toBe(false);
    expect(body.defaultSelectMobileInstall).toBe(false);
    expect(body.verifiedCount).toBe(list.filter((i: { authorisedInstaller: boolean }) => i.authorisedInstaller).length);
  });

  it('shows what a shop card needs', async () => {
    const { body } = await api.call('GET', `/v1/installers?userZip=${DC}&limit=1`);
    const [shop] = body.siteInstallers.siteInstallerList;
    const [row] = await database().query<Record<string, any>>('SELECT * FROM installers WHERE id = $1', [shop.installerId]);
    expect(shop).toMatchObject({
      name: row!.name,
      addressLine1: row!.address_line1,
      city: row!.city,
      state: row!.state,
      zip: row!.zip,
      geolocation: { latitude: row!.latitude, longitude: row!.longitude },
      rating: { value: row!.rating_value, quantity: row!.rating_count },
      installationCostFor4TiresInCents: row!.installation_cost_for_4_tires_cents,
      website: row!.website,
      phone: row!.phone,
      isSelected: false,
    });
  });

  it('honours limit up to 10 (one list page) and refuses more', async () => {
    const ten = await api.call('GET', `/v1/installers?userZip=${DC}&limit=10`);
    expect(ten.body.siteInstallers.siteInstallerList.map((i: { installerId: number }) => i.installerId)).toEqual(
      (await shopsInSql(DC, 10)).map((r) => r.id),
    );
    for (const limit of ['0', '11']) {
      const { status, body } = await api.call('GET', `/v1/installers?userZip=${DC}&limit=${limit}`);
      expect(status).toBe(400);
      expect(body.error.message).toBe('limit must be a whole number from 1 to 10.');
    }
  });

  it('with mobileInstall=true lists only mobile installers whose radius covers the zip', async () => {
    // The zip of a mobile installer: it serves its own zip; another installer just beyond its reach does not.
    const [mobile] = await database().query<{ id: number; zip: string }>(
      'SELECT id, zip FROM installers WHERE is_mobile_install ORDER BY id LIMIT 1',
    );
    const zip = mobile!.zip;
    const p = zipPoint(zip);
    const expected = await database().query<{ id: number }>(
      `SELECT id FROM installers WHERE is_mobile_install AND ${SQL_MILES('latitude', 'longitude')} <= mobile_radius_miles
        ORDER BY ${SQL_MILES('latitude', 'longitude')}, id LIMIT 10`,
      [p.latitude, p.longitude],
    );
    const { status, body } = await api.call('GET', `/v1/installers?userZip=${zip}&mobileInstall=true&limit=10`);
    expect(status).toBe(200);
    const list = body.siteInstallers.siteInstallerList;
    expect(list.map((i: { installerId: number }) => i.installerId)).toEqual(expected.map((r) => Number(r.id)));
    expect(list.map((i: { installerId: number }) => i.installerId)).toContain(Number(mobile!.id));
    for (const i of list) {
      expect(i.isMobileInstall).toBe(true);
      expect(i.distance).toBeLessThanOrEqual(i.mobileRadiusMiles);
    }
    expect(body.isMobileInstall).toBe(true);

    // A zip 8–14 miles from its own: covered (seed radii are 15–40 miles) until the radius shrinks to 5.
    const nearby = zipcodes.radius(zip, 14, true).find((z) => z.country === 'US' && (zipcodes.distance(zip, z.zip) ?? 0) >= 8);
    expect(nearby).toBeDefined();
    const before = await api.call('GET', `/v1/installers?userZip=${nearby!.zip}&mobileInstall=true&limit=10`);
    expect(before.body.siteInstallers.siteInstallerList.map((i: { installerId: number }) => i.installerId)).toContain(Number(mobile!.id));
    await database().query('UPDATE installers SET mobile_radius_miles = 5 WHERE id = $1', [mobile!.id]);
    const shrunk = await api.call('GET', `/v1/installers?userZip=${nearby!.zip}&mobileInstall=true&limit=10`);
    expect(shrunk.body.siteInstallers.siteInstallerList.map((i: { installerId: number }) => i.installerId)).not.toContain(
      Number(mobile!.id),
    );
    // Shops are not in the mobile list, mobile installers not in the shop list.
    const shops = await api.call('GET', `/v1/installers?userZip=${zip}&limit=10`);
    expect(shops.body.siteInstallers.siteInstallerList.map((i: { installerId: number }) => i.installerId)).not.toContain(
      Number(mobile!.id),
    );
  });

  it("answers an empty list far from every shop, and uses the cart's zip when none is sent", async () => {
    const remote = await api.call('GET', `/v1/installers?userZip=${REMOTE}`);
    expect(remote.status).toBe(200);
    expect(remote.body.siteInstallers.siteInstallerList).toEqual([]);
    expect(remote.body.verifiedCount).toBe(0);

    const tire = await wellStockedTire(database(), { installable: true });
    const cartId = await api.createCart(tire, 4, { zip: DC });
    const fromCart = await api.call('GET', `/v1/installers?cartId=${cartId}`);
    expect(fromCart.status).toBe(200);
    expect(fromCart.body.siteInstallers.siteInstallerList.map((i: { installerId: number }) => i.installerId)).toEqual(
      (await shopsInSql(DC, 4)).map((r) => r.id),
    );
  });

  it('asks for a zip when it has none, and refuses zips it cannot place', async () => {
    const none = await api.call('GET', '/v1/installers');
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe('Please enter your zip code.');
    const unknown = await api.call('GET', '/v1/installers?userZip=00000');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe('Please enter a valid ZIP code.');
    // A malformed automatic userZip is no location (docs/location.md): without a cart, the zip is asked for.
    const bad = await api.call('GET', '/v1/installers?userZip=2000');
    expect({ status: bad.status, message: bad.body.error.message }).toEqual({ status: 400, message: 'Please enter your zip code.' });
    const mobileFlag = await api.call('GET', `/v1/installers?userZip=${DC}&mobileInstall=yes`);
    expect(mobileFlag.body.error.message).toBe('mobileInstall must be true or false.');
  });

  it('needs a token', async () => {
    const { status } = await api.call('GET', `/v1/installers?userZip=${DC}`, { auth: false });
    expect(status).toBe(401);
  });
});
