/**
 * One installer in full and the shop pages (spec §2 shop details modal, /tire-shops,
 * /tire-shops/{urbanArea}, /tire-shops/shop/{shopName}/{shopCode}; §3 Installer, Shop services;
 * §7 /api/installers/{id}/services; §9 shops list 10 at a time): what each answers, checked against
 * the database, the shop photos they link to, and their 404s and 400s.
 */
import { addDays, appointmentLabel, slugify, timeLabel } from '@tireshop/core';
import { beforeAll, expect, it } from 'vitest';
import { describeOnDatabases } from './databases';
import { checkoutApi, SQL_MILES, zipPoint } from './support/checkout';
import { sqlNow } from './support/clock';

type Api = Awaited<ReturnType<typeof checkoutApi>>;

const ORIGIN = 'http://shop.test';
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

describeOnDatabases('shop details (GET /installers/{id}, /installers/{id}/services, /tire-shops/shop/{code})', ({ database }) => {
  let api: Api;
  let shop: Record<string, any>;
  beforeAll(async () => {
    api = await checkoutApi(database());
    [shop] = await database().query<Record<string, any>>(
      'SELECT i.*, m.slug AS metro_slug, m.name AS metro_name FROM installers i LEFT JOIN metros m ON m.id = i.metro_id WHERE i.id = 1',
    );
  });

  it('shows the card fields of the lookup and the details: e-mail, hours, services, metro, link', async () => {
    const { status, body } = await api.call('GET', '/v1/installers/1');
    expect(status, JSON.stringify(body)).toBe(200);
    const details = body.siteInstaller;
    expect(details).toMatchObject({
      installerId: 1,
      code: '100001',
      slug: shop.slug,
      name: shop.name,
      addressLine1: shop.address_line1,
      city: shop.city,
      state: shop.state,
      zip: shop.zip,
      email: shop.email,
      phone: shop.phone,
      website: shop.website,
      timeZone: shop.time_zone,
      rating: { value: shop.rating_value, quantity: shop.rating_count },
      certifications: shop.certifications,
      installationCostFor4TiresInCents: shop.installation_cost_for_4_tires_cents,
      distance: 0,
      isSelected: false,
      urbanArea: { slug: shop.metro_slug, name: shop.metro_name },
      link: `/tire-shops/shop/${shop.slug}/100001`,
    });
    expect(details.hours.map((h: { dayName: string }) => h.dayName)).toEqual(DAYS);
    details.hours.forEach((h: { day: number; open: string | null; close: string | null; label: string }, day: number) => {
      const stored = shop.weekly_hours.find((w: { day: number }) => w.day === day);
      expect(h.day).toBe(day);
      if (stored)
        expect(h).toMatchObject({
          open: stored.open,
          close: stored.close,
          label: `${timeLabel(stored.open)} – ${timeLabel(stored.close)}`,
        });
      else expect(h).toMatchObject({ open: null, close: null, label: 'Closed' });
    });
    expect(details.hours.some((h: { label: string }) => /^\d{1,2}:\d\d [AP]M – \d{1,2}:\d\d [AP]M$/.test(h.label))).toBe(true);
    expect(details.services).toEqual(shop.services.map((name: string) => ({ id: slugify(name), name, image: null })));
    expect(details.services.map((s: { name: string }) => s.name)).toContain('Tire Installation');
  });

  it('links three shop photos on the API origin, each a small cacheable SVG with alt text', async () => {
    const { body } = await api.call('GET', '/v1/installers/1');
    const photos = body.siteInstaller.photos as { src: string; altText: string }[];
    expect(photos.map((p) => p.src)).toEqual(
      ['storefront', 'service-bay', 'waiting-room'].map((v) => `${ORIGIN}/api/images/shops/100001/${v}.svg`),
    );
    expect(photos.map((p) => p.altText)).toEqual([
      `Storefront of ${shop.name}`,
      `Service bay at ${shop.name}`,
      `Waiting room at ${shop.name}`,
    ]);
    const svgs: string[] = [];
    for (const photo of photos) {
      const res = await api.request(photo.src.slice(`${ORIGIN}/api`.length));
      expect(res.status, photo.src).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
      const svg = await res.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* role="img" aria-label="/);
      expect(new TextEncoder().encode(svg).length).toBeLessThan(4096);
      expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
      svgs.push(svg);
    }
    const escaped = shop.name.replace(/&/g, '&amp;').replace(/'/g, '&apos;');
    expect(svgs[0]).toContain(`>${escaped}</text>`);
    expect(new Set(svgs).size).toBe(3);
    // The same shop always looks the same; another shop is drawn in other colours.
    expect(await (await api.request('/images/shops/100001/storefront.svg')).text()).toBe(svgs[0]);
    const other = await (await api.request('/images/shops/100002/service-bay.svg')).text();
    expect(other).not.toBe(svgs[1]);
    for (const path of ['/images/shops/999999/storefront.svg', '/images/shops/100001/kitchen.svg']) {
      const res = await api.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'NotFound', message: 'No such shop image.' } });
    }
  });

  it("escapes a shop's name on its sign", async () => {
    await database().query(`UPDATE installers SET name = 'Tom & Jerry''s <Tire> "Barn"' WHERE id = 2`);
    const svg = await (await api.request('/images/shops/100002/storefront.svg')).text();
    expect(svg).toContain('>Tom &amp; Jerry&apos;s &lt;Tire&gt; &quot;Barn&quot;</text>');
    expect(svg).not.toContain('<Tire>');
  });

  it('gives the first free time from the schedule as nextAvailable, and the same flags as the schedule', async () => {
    const { body } = await api.call('GET', '/v1/installers/1');
    const schedule = (await api.call('GET', '/v1/installers/1/schedule')).body.siteInstallerSchedule;
    const firstFree = schedule.scheduleDays.find((d: { isAvailable: boolean }) => d.isAvailable);
    expect(firstFree).toBeDefined();
    const next = body.siteInstaller.nextAvailable;
    expect(next.date).toBe(firstFree.date);
    // spec §4 Cart default: morning drop-off when the day has one free, else its first free window, else its first slot.
    const window =
      firstFree.dropOffWindows.find(
        (w: { dropOffWindow: string; available: number }) => w.dropOffWindow === 'Morning' && w.available > 0,
      ) ?? firstFree.dropOffWindows.find((w: { available: number }) => w.available > 0);
    const expected = window
      ? appointmentLabel({
          date: firstFree.date,
          isDropOff: true,
          dropOffWindow: window.dropOffWindow,
          startTime: window.startTime,
          endTime: window.endTime,
        })
      : appointmentLabel({
          date: firstFree.date,
          isDropOff: false,
          dropOffWindow: null,
          startTime: firstFree.slots.find((s: { available: number }) => s.available > 0).startTime,
          endTime: '',
        });
    expect(next.label).toBe(expected);
    expect(next.label.startsWith(`${firstFree.day}, `)).toBe(true);
    const free = (date: string) => schedule.scheduleDays.find((d: { date: string }) => d.date === date)?.isAvailable ?? false;
    expect(body.siteInstaller.isInstallTomorrow).toBe(free(addDays(schedule.today, 1)));

    // Closed for the whole 30 days: nothing is free.
    await database().query(
      "INSERT INTO installer_closures (installer_id, date, reason) SELECT 3, d::date, 'Closed for renovation' FROM generate_series($1::timestamptz - interval '2 days', $1::timestamptz + interval '32 days', interval '1 day') d ON CONFLICT DO NOTHING",
      [sqlNow()],
    );
    const closed = await api.call('GET', '/v1/installers/3');
    expect(closed.body.siteInstaller).toMatchObject({ nextAvailable: null, isInstallTomorrow: false, isInstallMonday: false });
  });

  it("measures the distance from userZip, else from the cart's zip, and prices installation for the cart's tires", async () => {
    const p = zipPoint('20001');
    const [row] = await database().query<{ miles: number }>(
      `SELECT ${SQL_MILES('latitude', 'longitude')} AS miles FROM installers WHERE id = 1`,
      [p.latitude, p.longitude],
    );
    const fromZip = await api.call('GET', '/v1/installers/1?userZip=20001');
    expect(Math.abs(fromZip.body.siteInstaller.distance - Number(row!.miles))).toBeLessThanOrEqual(0.051);

    const [big] = await database().query<{ id: number }>(
      `SELECT s.id FROM skus s JOIN tire_sizes t ON t.id = s.size_id JOIN stock st ON st.sku_id = s.id
        WHERE s.is_installable AND t.rim_in = 20 AND t.kind IN ('metric', 'p-metric') AND NOT s.is_oversize
        GROUP BY s.id HAVING min(st.quantity) >= 4 ORDER BY s.id LIMIT 1`,
    );
    const cartId = await api.createCart(Number(big!.id), 4, { zip: '20001' });
    const withCart = await api.call('GET', `/v1/installers/1?cartId=${cartId}`);
    expect(withCart.status).toBe(200);
    expect(withCart.body.siteInstaller.distance).toBe(fromZip.body.siteInstaller.distance);
    expect(withCart.body.siteInstaller.installationCostFor4TiresInCents).toBe(shop.installation_cost_for_4_tires_cents + 4 * 500);
    expect(withCart.body.siteInstaller.isSelected).toBe(false);
    await api.call('PUT', api.shippingPath(cartId), { body: { shippingOption: 'INSTALLER', installerId: 1 } });
    expect((await api.call('GET', `/v1/installers/1?cartId=${cartId}`)).body.siteInstaller.isSelected).toBe(true);
    // The shopper's zip wins over the cart's.
    const both = await api.call('GET', `/v1/installers/1?cartId=${cartId}&userZip=${shop.zip}`);
    expect(both.body.siteInstaller.distance).toBeLessThan(2);
  });

  it('answers the same shop by its public code (the shop page), without a shopper to measure from', async () => {
    const byCode = await api.call('GET', '/v1/tire-shops/shop/100001');
    expect(byCode.status).toBe(200);
    expect(byCode.body).toEqual((await api.call('GET', '/v1/installers/1')).body);
  });

  it('lists the services an installer offers (spec §7 /api/installers/{id}/services)', async () => {
    const { status, body } = await api.call('GET', '/v1/installers/1/services?source=pdp');
    expect(status).toBe(200);
    expect(body).toEqual({
      siteInstallerServices: { installerServiceOfferings: shop.services.map((name: string) => ({ id: slugify(name), name, image: null })) },
    });
  });

  it('answers 404 for unknown installers and shops, and 400 for malformed ids and carts', async () => {
    const cases: [string, number, string][] = [
      ['/v1/installers/999999', 404, 'No installer with id 999999.'],
      ['/v1/installers/999999/services', 404, 'No installer with id 999999.'],
      ['/v1/tire-shops/shop/999999', 404, 'No such shop.'],
      ['/v1/tire-shops/shop/bad%20code', 400, 'Unknown shop.'],
      ['/v1/installers/abc', 400, 'installerId must be a whole number from 1 to 2000000000.'],
      ['/v1/installers/0/services', 400, 'installerId must be a whole number from 1 to 2000000000.'],
      ['/v1/installers/1?cartId=00000000-0000-4000-8000-000000000000', 404, 'This cart no longer exists.'],
    ];
    for (const [path, status, message] of cases) {
      const answer = await api.call('GET', path);
      expect(answer.status, path).toBe(status);
      expect(answer.body.error.message, path).toBe(message);
    }
    expect((await api.call('GET', '/v1/installers/1', { auth: false })).status).toBe(401);
  });
});

describeOnDatabases('metro shop pages (GET /tire-shops, /tire-shops/{urbanArea})', ({ database }) => {
  let api: Api;
  beforeAll(async () => {
    api = await checkoutApi(database());
  });

  it('lists the metros with installers by name, with their shop counts and the total', async () => {
    const { status, body } = await api.call('GET', '/v1/tire-shops');
    expect(status).toBe(200);
    const expected = await database().query<{ slug: string; name: string; state: string; n: number; latitude: number; longitude: number }>(
      `SELECT m.slug, m.name, m.state, m.latitude, m.longitude, count(*)::int AS n FROM metros m JOIN installers i ON i.metro_id = m.id
        GROUP BY m.id ORDER BY m.name, m.id`,
    );
    expect(expected.length).toBeGreaterThanOrEqual(30);
    expect(body.urbanAreas).toEqual(
      expected.map((m) => ({
        slug: m.slug,
        name: m.name,
        state: m.state,
        shopCount: Number(m.n),
        geolocation: { latitude: m.latitude, longitude: m.longitude },
      })),
    );
    const [total] = await database().query<{ n: number }>('SELECT count(*)::int AS n FROM installers WHERE metro_id IS NOT NULL');
    expect(body.shopCount).toBe(Number(total!.n));
  });

  it("pages a metro's shops and mobile installers 10 at a time, by distance from its centre, in every sort", async () => {
    // Grow one metro past a page: 14 more shops around the centre of the seed's largest.
    const [metro] = await database().query<{ id: number; slug: string; latitude: number; longitude: number; n: number }>(
      'SELECT m.id, m.slug, m.latitude, m.longitude, count(*)::int AS n FROM metros m JOIN installers i ON i.metro_id = m.id GROUP BY m.id ORDER BY n DESC, m.id LIMIT 1',
    );
    await database().query(
      `INSERT INTO installers (code, slug, name, address_line1, city, state, zip, latitude, longitude, metro_id, time_zone, phone, email,
          weekly_hours, bays, installation_cost_for_4_tires_cents, rating_value, rating_count, is_sponsored)
       SELECT 'AREA-' || g, 'area-shop-' || g, 'Area Shop ' || g, '1 Area St', 'Town', 'NY', '10001', $2::real + g * 0.01, $3::real - g * 0.01, $1,
          'America/New_York', '2125550100', 'area@test.example', '[]'::jsonb, 2, 9000 + (g % 3) * 1000, 3.5 + (g % 4) * 0.5, g, g = 9
         FROM generate_series(1, 14) g`,
      [metro!.id, metro!.latitude, metro!.longitude],
    );
    const inMetro = await database().query<{ id: number; miles: number }>(
      `SELECT id, ${SQL_MILES('latitude', 'longitude')} AS miles FROM installers WHERE metro_id = $3 ORDER BY miles, id`,
      [metro!.latitude, metro!.longitude, metro!.id],
    );
    const total = Number(metro!.n) + 14;
    expect(inMetro).toHaveLength(total);
    for (const sort of ['all', 'distance', 'rating', 'price']) {
      const seen: {
        installerId: number;
        distance: number;
        isSponsored: boolean;
        rating: { value: number };
        installationCostFor4TiresInCents: number;
      }[] = [];
      for (let page = 1; page <= Math.ceil(total / 10) + 1; page++) {
        const { status, body } = await api.call('GET', `/v1/tire-shops/${metro!.slug}?page=${page}&sort=${sort}`);
        expect(status).toBe(200);
        expect(body.urbanArea).toMatchObject({ slug: metro!.slug, shopCount: total });
        expect(body.siteInstallers).toMatchObject({ total, page });
        expect(body.siteInstallers.siteInstallerList).toHaveLength(Math.max(0, Math.min(10, total - (page - 1) * 10)));
        seen.push(...body.siteInstallers.siteInstallerList);
      }
      expect(new Set(seen.map((i) => i.installerId)), sort).toEqual(new Set(inMetro.map((r) => Number(r.id))));
      expect(seen).toHaveLength(total);
      if (sort === 'distance') {
        expect(seen.map((i) => i.installerId)).toEqual(inMetro.map((r) => Number(r.id)));
        seen.forEach((i, n) => {
          expect(Math.abs(i.distance - Number(inMetro[n]!.miles))).toBeLessThanOrEqual(0.051);
        });
      }
      if (sort === 'all') expect(seen[0]!.isSponsored).toBe(true);
      for (let n = 1; n < seen.length; n++) {
        if (sort === 'rating') expect(seen[n - 1]!.rating.value).toBeGreaterThanOrEqual(seen[n]!.rating.value);
        if (sort === 'price')
          expect(seen[n - 1]!.installationCostFor4TiresInCents).toBeLessThanOrEqual(seen[n]!.installationCostFor4TiresInCents);
      }
    }
    expect((await api.call('GET', `/v1/tire-shops/${metro!.slug}`)).body.siteInstallers.page).toBe(1);
  });

  it('answers 404 for an unknown metro and 400 for a malformed one or a bad page or sort', async () => {
    const cases: [string, number, string][] = [
      ['/v1/tire-shops/atlantis', 404, 'No such area.'],
      ['/v1/tire-shops/New%20York', 400, 'Unknown area.'],
      ['/v1/tire-shops/new-york?page=0', 400, 'page must be a whole number from 1 to 1000.'],
      ['/v1/tire-shops/new-york?sort=name', 400, 'sort must be one of all, distance, rating, price.'],
    ];
    for (const [path, status, message] of cases) {
      const answer = await api.call('GET', path);
      expect(answer.status, path).toBe(status);
      expect(answer.body.error.message, path).toBe(message);
    }
  });

  it('needs a token', async () => {
    for (const path of ['/v1/tire-shops', '/v1/tire-shops/new-york', '/v1/tire-shops/shop/100001']) {
      expect((await api.call('GET', path, { auth: false })).status, path).toBe(401);
    }
  });
});
