/**
 * The installer lookup (spec §7 GET /installers, /installers-by-location; §3 Installer lookup
 * response, installer sort options; §4 Installer selection; §9 installer query limit 4, list page
 * 10): reach, the four sorts and their pages, the cart's installer first, the installerIds filter,
 * installation priced for the cart's tires, brand deals, mobile radii and the malformed queries.
 * Expected sets are worked out in SQL, independently of the API's geometry.
 */
import { beforeAll, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { describeOnDatabases } from './databases';
import { checkoutApi, SQL_MILES, wellStockedTire, zipPoint } from './support/checkout';
import { fixedShopsNear } from './support/appointments';
import { NO_DEALS, seedTire } from './support/carts';
import { nowSql } from './support/clock';

type Api = Awaited<ReturnType<typeof checkoutApi>>;
type Installer = {
  installerId: number;
  distance: number;
  isSponsored: boolean;
  isSelected: boolean;
  isMobileInstall: boolean;
  mobileRadiusMiles: number | null;
  rating: { value: number; quantity: number };
  installationCostFor4TiresInCents: number;
  authorisedInstaller: boolean;
  promotion: { label: string; style: string } | null;
  isElectricOptimized: boolean;
};

/** Washington DC: the DC and Baltimore metros' shops are within 50 miles — more than a page of them. */
const DC = '20001';
/** Absarokee, Montana: no installer of the seed within 50 miles, nor any mobile radius. */
const REMOTE = '59001';
const SORTS = ['all', 'distance', 'rating', 'price'] as const;

const idsOf = (body: any): number[] => body.siteInstallers.siteInstallerList.map((i: Installer) => i.installerId);

/**
 * The seed has at most 10 shops within 50 miles of any point: 16 more around DC make several pages,
 * with ties in stars, ratings and prices for the sorts to break by distance.
 */
async function addShopsAroundDc(database: Database): Promise<void> {
  await database.query(
    `INSERT INTO installers (code, slug, name, address_line1, city, state, zip, latitude, longitude, time_zone, phone, email,
        weekly_hours, bays, min_notice_hours, installation_cost_for_4_tires_cents, rating_value, rating_count, installation_history_count,
        is_sponsored, authorised_installer, services)
     SELECT 'TEST-' || g, 'test-shop-' || g, 'Test Shop ' || g, g || ' Test St', 'Washington', 'DC', '20001',
        38.85 + (g % 5) * 0.04, -77.1 + (g / 5) * 0.05, 'America/New_York', '2025550100', 'shop' || g || '@test.example',
        '[{"day":1,"open":"08:00","close":"18:00"},{"day":2,"open":"08:00","close":"18:00"},{"day":3,"open":"08:00","close":"18:00"}]'::jsonb,
        2, 2, 10000 + (g % 4) * 1000, 4.0 + (g % 3) * 0.5, 10 + g % 2, 100, g % 7 = 0, g % 2 = 0, '["Tire Installation"]'::jsonb
       FROM generate_series(1, 16) g`,
  );
}

describeOnDatabases('installer lookup: reach, sorts and pages', ({ database }) => {
  let api: Api;
  let inReach: { id: number; miles: number }[];
  beforeAll(async () => {
    api = await checkoutApi(database());
    await addShopsAroundDc(database());
    inReach = await fixedShopsNear(database(), DC);
    // A sponsored shop at the far edge of the reach: 'all' must still put it first.
    await database().query('UPDATE installers SET is_sponsored = (id = $1) WHERE id = ANY($2::int[])', [
      inReach.at(-1)!.id,
      inReach.map((r) => r.id),
    ]);
  });

  /** Every page of 10 of a query, checked to be pages of at most 10 with the same total. */
  async function allPages(query: string): Promise<{ list: Installer[]; total: number; pages: Installer[][] }> {
    const pages: Installer[][] = [];
    let total = -1;
    for (let page = 1; ; page++) {
      const { status, body } = await api.call('GET', `/v1/installers?${query}&limit=10&page=${page}`);
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body.siteInstallers.page).toBe(page);
      if (total === -1) total = body.siteInstallers.total;
      expect(body.siteInstallers.total).toBe(total);
      const list = body.siteInstallers.siteInstallerList as Installer[];
      expect(list.length).toBeLessThanOrEqual(10);
      expect(body.verifiedCount).toBe(list.filter((i) => i.authorisedInstaller).length);
      if (list.length === 0) break;
      pages.push(list);
      expect(page).toBeLessThan(100);
    }
    return { list: pages.flat(), total, pages };
  }

  it('reaches exactly the shops within 50 miles, more than a page of them', async () => {
    expect(inReach.length).toBeGreaterThan(20);
    const { list, total } = await allPages(`userZip=${DC}&sort=distance`);
    expect(total).toBe(inReach.length);
    expect(list.map((i) => i.installerId)).toEqual(inReach.map((r) => r.id));
    list.forEach((shop, i) => {
      expect(Math.abs(shop.distance - inReach[i]!.miles)).toBeLessThanOrEqual(0.051);
    });
  });

  it('keeps every sort order across pages of 10 that never overlap and add up to the total', async () => {
    for (const sort of SORTS) {
      const { list, total, pages } = await allPages(`userZip=${DC}&sort=${sort}`);
      expect(list.length, sort).toBe(total);
      expect(new Set(list.map((i) => i.installerId)).size, sort).toBe(total);
      expect(new Set(list.map((i) => i.installerId)), sort).toEqual(new Set(inReach.map((r) => r.id)));
      for (const page of pages.slice(0, -1)) expect(page).toHaveLength(10);
      for (let i = 1; i < list.length; i++) {
        const [a, b] = [list[i - 1]!, list[i]!];
        const nearer = a.distance <= b.distance;
        const where = `${sort} #${i}: ${a.installerId} before ${b.installerId}`;
        if (sort === 'all') expect(a.isSponsored > b.isSponsored || (a.isSponsored === b.isSponsored && nearer), where).toBe(true);
        if (sort === 'distance') expect(nearer, where).toBe(true);
        if (sort === 'rating') {
          const ordered =
            a.rating.value > b.rating.value ||
            (a.rating.value === b.rating.value &&
              (a.rating.quantity > b.rating.quantity || (a.rating.quantity === b.rating.quantity && nearer)));
          expect(ordered, where).toBe(true);
        }
        if (sort === 'price') {
          const [pa, pb] = [a.installationCostFor4TiresInCents, b.installationCostFor4TiresInCents];
          expect(pa < pb || (pa === pb && nearer), where).toBe(true);
        }
      }
    }
  });

  it("'All installers' puts the sponsored shop first with its Sponsored label; the default is 4 of that order", async () => {
    const sponsored = inReach.at(-1)!.id;
    const { status, body } = await api.call('GET', `/v1/installers?userZip=${DC}`);
    expect(status).toBe(200);
    const list = body.siteInstallers.siteInstallerList as Installer[];
    expect(list).toHaveLength(4);
    expect(list[0]!.installerId).toBe(sponsored);
    expect(list[0]!.promotion).toEqual({ label: 'Sponsored', icon: null, style: 'sponsored', showOnCard: true });
    expect(idsOf(body).slice(1)).toEqual(inReach.slice(0, 3).map((r) => r.id));
    for (const shop of list.slice(1)) {
      expect(shop.promotion).toEqual(
        shop.isElectricOptimized ? { label: 'EV-ready installer', icon: null, style: 'electric', showOnCard: true } : null,
      );
    }
    expect(body.siteInstallers.total).toBe(inReach.length);
    expect(body.brandPromotionList).toEqual([]);
  });

  it('keeps only the installerIds asked for, within the reach, in the asked order', async () => {
    const [far] = await database().query<{ id: number }>(
      "SELECT id FROM installers WHERE state = 'WA' AND NOT is_mobile_install ORDER BY id LIMIT 1",
    );
    const asked = [inReach[7]!.id, inReach[2]!.id, inReach[12]!.id, Number(far!.id)];
    const { status, body } = await api.call('GET', `/v1/installers?userZip=${DC}&sort=distance&installerIds=${asked.join(',')}`);
    expect(status).toBe(200);
    expect(idsOf(body)).toEqual([inReach[2]!.id, inReach[7]!.id, inReach[12]!.id]);
    expect(body.siteInstallers.total).toBe(3);
  });

  it('answers the same at a zip and at its coordinates (GET /installers-by-location)', async () => {
    const p = zipPoint(DC);
    for (const sort of SORTS) {
      const byZip = await api.call('GET', `/v1/installers?userZip=${DC}&sort=${sort}&limit=10&page=2`);
      const byPoint = await api.call(
        'GET',
        `/v1/installers-by-location?latitude=${p.latitude}&longitude=${p.longitude}&sort=${sort}&limit=10&page=2`,
      );
      expect(byPoint.status).toBe(200);
      expect(byPoint.body.installers).toEqual(byZip.body);
    }
  });

  it('answers an empty page beyond the last one, and an empty list far from every shop', async () => {
    const beyond = await api.call('GET', `/v1/installers?userZip=${DC}&limit=10&page=1000`);
    expect(beyond.status).toBe(200);
    expect(beyond.body.siteInstallers).toEqual({ siteInstallerList: [], total: inReach.length, page: 1000 });
    expect(await fixedShopsNear(database(), REMOTE)).toEqual([]);
    const remote = await api.call('GET', `/v1/installers?userZip=${REMOTE}&sort=rating`);
    expect(remote.body.siteInstallers).toEqual({ siteInstallerList: [], total: 0, page: 1 });
    expect(remote.body.verifiedCount).toBe(0);
  });
});

describeOnDatabases("installer lookup: the cart's installer, price and deals", ({ database }) => {
  let api: Api;
  let inReach: number[];
  beforeAll(async () => {
    api = await checkoutApi(database());
    await addShopsAroundDc(database());
    inReach = (await fixedShopsNear(database(), DC)).map((r) => r.id);
  });

  async function cartAt(installerId: number, tire?: number): Promise<string> {
    const cartId = await api.createCart(tire ?? (await wellStockedTire(database(), { installable: true })), 4, { zip: DC });
    const saved = await api.call('PUT', api.shippingPath(cartId), { body: { shippingOption: 'INSTALLER', installerId } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return cartId;
  }

  it("puts the cart's installer first on page 1 only (spec §4 selected shop moved to top), never twice", async () => {
    const chosen = inReach[14]!;
    const cartId = await cartAt(chosen);
    const seen: number[] = [];
    let total = 0;
    for (let page = 1; ; page++) {
      const { body } = await api.call('GET', `/v1/installers?cartId=${cartId}&sort=distance&limit=10&page=${page}`);
      total = body.siteInstallers.total;
      const list = body.siteInstallers.siteInstallerList as Installer[];
      if (list.length === 0) break;
      if (page === 1) {
        expect(list[0]).toMatchObject({ installerId: chosen, isSelected: true });
        expect(list.slice(1).map((i) => i.installerId)).toEqual(inReach.filter((id) => id !== chosen).slice(0, 9));
      }
      for (const shop of list) expect(shop.isSelected).toBe(shop.installerId === chosen);
      seen.push(...list.map((i) => i.installerId));
    }
    expect(total).toBe(inReach.length);
    expect(seen).toHaveLength(total);
    expect(new Set(seen)).toEqual(new Set(inReach));
    expect(seen.filter((id) => id === chosen)).toHaveLength(1);
    // The default limit: the cart's shop and the three nearest others.
    const first = await api.call('GET', `/v1/installers?cartId=${cartId}`);
    expect(idsOf(first.body)[0]).toBe(chosen);
    expect(idsOf(first.body)).toHaveLength(4);
  });

  it("brings the cart's installer from outside the reach (a widget's own shop), but only into a list of its kind", async () => {
    const [far] = await database().query<{ id: number }>(
      "SELECT id FROM installers WHERE state = 'WA' AND NOT is_mobile_install AND dealer_code IS NULL ORDER BY id LIMIT 1",
    );
    const farId = Number(far!.id);
    expect(inReach).not.toContain(farId);
    const cartId = await cartAt(farId);
    const page1 = await api.call('GET', `/v1/installers?userZip=${DC}&cartId=${cartId}&limit=10`);
    expect(page1.body.siteInstallers.siteInstallerList[0]).toMatchObject({ installerId: farId, isSelected: true });
    expect(page1.body.siteInstallers.siteInstallerList[0].distance).toBeGreaterThan(1000);
    expect(page1.body.siteInstallers.total).toBe(inReach.length + 1);
    const page2 = await api.call('GET', `/v1/installers?userZip=${DC}&cartId=${cartId}&limit=10&page=2`);
    expect(idsOf(page2.body)).not.toContain(farId);
    const mobile = await api.call('GET', `/v1/installers?userZip=${DC}&cartId=${cartId}&mobileInstall=true&limit=10`);
    expect(idsOf(mobile.body)).not.toContain(farId);
    // Filtered out by installerIds, it stays out.
    const filtered = await api.call('GET', `/v1/installers?userZip=${DC}&cartId=${cartId}&installerIds=${inReach[0]}`);
    expect(idsOf(filtered.body)).toEqual([inReach[0]]);
  });

  it("never offers the cart's mobile installer where it does not come (rules §8 serviceable area)", async () => {
    const [mobile] = await database().query<{ id: number; zip: string }>(
      "SELECT id, zip FROM installers WHERE is_mobile_install AND state = 'WA' ORDER BY id LIMIT 1",
    );
    expect(mobile, 'a mobile installer in WA').toBeDefined();
    const cartId = await api.createCart(await wellStockedTire(database(), { installable: true }), 4, { zip: mobile!.zip });
    const saved = await api.call('PUT', api.shippingPath(cartId), {
      body: { shippingOption: 'INSTALLER', installerId: Number(mobile!.id), isMobileInstall: true, zip: mobile!.zip },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // At its own zip it leads the list; across the country it is not offered at all.
    const near = await api.call('GET', `/v1/installers?userZip=${mobile!.zip}&cartId=${cartId}&mobileInstall=true`);
    expect(near.body.siteInstallers.siteInstallerList[0]).toMatchObject({ installerId: Number(mobile!.id), isSelected: true });
    const far = await api.call('GET', `/v1/installers?userZip=${DC}&cartId=${cartId}&mobileInstall=true&limit=10`);
    expect(idsOf(far.body)).not.toContain(Number(mobile!.id));
  });

  it('prices installation for the cart’s largest tire: +$5 a tire on 19–20", +$10 on 21" and up, +$5 for light-truck (docs/pricing.md)', async () => {
    const tireAt = async (where: string) => {
      const rows = await database().query<{ id: number }>(
        `SELECT s.id FROM skus s JOIN tire_sizes t ON t.id = s.size_id JOIN stock st ON st.sku_id = s.id
          WHERE s.is_installable AND ${where} GROUP BY s.id HAVING min(st.quantity) >= 4 ORDER BY s.id LIMIT 1`,
      );
      expect(rows[0], where).toBeDefined();
      return Number(rows[0]!.id);
    };
    const shop = inReach[0]!;
    const [row] = await database().query<{ base: number }>(
      'SELECT installation_cost_for_4_tires_cents AS base FROM installers WHERE id = $1',
      [shop],
    );
    const base = Number(row!.base);
    const cases: [string, number][] = [
      [`t.rim_in = 17 AND t.kind IN ('metric', 'p-metric') AND NOT s.is_oversize`, base],
      [`t.rim_in = 18 AND t.kind IN ('metric', 'p-metric') AND NOT s.is_oversize`, base],
      [`t.rim_in = 20 AND t.kind IN ('metric', 'p-metric') AND NOT s.is_oversize`, base + 2_000],
      [`t.rim_in = 22 AND t.kind IN ('metric', 'p-metric') AND NOT s.is_oversize`, base + 4_000],
      [`t.rim_in = 17 AND t.kind = 'lt' AND NOT s.is_oversize`, base + 2_000],
      [`t.rim_in = 20 AND t.kind = 'lt' AND NOT s.is_oversize`, base + 4_000],
    ];
    const costs: number[] = [];
    for (const [where, expected] of cases) {
      const tire = await tireAt(where);
      const cartId = await api.createCart(tire, 4, { zip: DC });
      const { body } = await api.call('GET', `/v1/installers?cartId=${cartId}&installerIds=${shop}`);
      expect(body.siteInstallers.siteInstallerList[0].installationCostFor4TiresInCents, where).toBe(expected);
      // The product page asks for one tire (itemId) without a cart: the same price.
      const byItem = await api.call('GET', `/v1/installers?userZip=${DC}&itemId=${tire}&installerIds=${shop}`);
      expect(byItem.body.siteInstallers.siteInstallerList[0].installationCostFor4TiresInCents, where).toBe(expected);
      costs.push(expected);
    }
    // A cart of a 17" and a 22" tire pays for the 22" one.
    const mixed = await api.createCart(await tireAt(cases[0]![0]), 2, { zip: DC });
    await api.call('PUT', `/v1/carts/${mixed}`, {
      body: { isNewItem: true, productId: await tireAt(cases[3]![0]), quantity: { front: 2 } },
    });
    const both = await api.call('GET', `/v1/installers?cartId=${mixed}&installerIds=${shop}`);
    expect(both.body.siteInstallers.siteInstallerList[0].installationCostFor4TiresInCents).toBe(base + 4_000);
    // Without a cart or an item: the base price.
    const bare = await api.call('GET', `/v1/installers?userZip=${DC}&installerIds=${shop}`);
    expect(bare.body.siteInstallers.siteInstallerList[0].installationCostFor4TiresInCents).toBe(base);
    // 17", 18", 20", 22": the price grows with the rim.
    const byRim = costs.slice(0, 4);
    expect(byRim).toEqual([...byRim].sort((a, b) => a - b));
    expect(byRim[3]).toBeGreaterThan(byRim[2]!);
    expect(byRim[2]).toBeGreaterThan(byRim[1]!);
  });

  it("sorts 'Price: Low to High' by the cart's price", async () => {
    const [big] = await database().query<{ id: number }>(
      `SELECT s.id FROM skus s JOIN tire_sizes t ON t.id = s.size_id WHERE s.is_installable AND t.rim_in >= 21 AND NOT s.is_oversize ORDER BY s.id LIMIT 1`,
    );
    const cartId = await api.createCart(Number(big!.id), 4, { zip: DC });
    const { body } = await api.call('GET', `/v1/installers?cartId=${cartId}&sort=price&limit=10`);
    const list = body.siteInstallers.siteInstallerList as Installer[];
    const bases = await database().query<{ id: number; base: number }>(
      'SELECT id, installation_cost_for_4_tires_cents AS base FROM installers WHERE id = ANY($1::int[])',
      [inReach],
    );
    const cheapest = bases
      .map((b) => Number(b.base) + 4_000)
      .sort((a, b) => a - b)
      .slice(0, 10);
    expect(list.map((i) => i.installationCostFor4TiresInCents)).toEqual(cheapest);
  });

  it('lists the brand deals running on the cart’s tires, and none for a cart without', async () => {
    const promoted = await seedTire(
      database(),
      `"isInstallable" AND stock >= 8 AND EXISTS (SELECT 1 FROM promotion_product_lines p JOIN promotions pr ON pr.id = p.promotion_id WHERE p.product_line_id = s."lineId" AND (pr.ends_at IS NULL OR pr.ends_at > ${nowSql()}))`,
    );
    const deals = await database().query<{ slug: string; title: string; description: string; brand: string }>(
      `SELECT pr.slug, pr.title, pr.description, b.name AS brand FROM promotion_product_lines p
         JOIN promotions pr ON pr.id = p.promotion_id JOIN product_lines l ON l.id = p.product_line_id JOIN brands b ON b.id = l.brand_id
        WHERE p.product_line_id = $1 AND (pr.starts_at IS NULL OR pr.starts_at <= ${nowSql()}) AND (pr.ends_at IS NULL OR pr.ends_at > ${nowSql()}) ORDER BY pr.id`,
      [promoted.lineId],
    );
    expect(deals.length).toBeGreaterThan(0);
    const cartId = await api.createCart(promoted.id, 4, { zip: DC });
    const { body } = await api.call('GET', `/v1/installers?cartId=${cartId}`);
    expect(body.brandPromotionList).toEqual(
      deals.map((d) => ({ brand: d.brand, title: d.title, description: d.description, link: `/tire-deals/${d.slug}` })),
    );
    const byItem = await api.call('GET', `/v1/installers?userZip=${DC}&itemId=${promoted.id}`);
    expect(byItem.body.brandPromotionList).toEqual(body.brandPromotionList);

    const plain = await seedTire(database(), `"isInstallable" AND stock >= 8 AND ${NO_DEALS}`);
    const plainCart = await api.createCart(plain.id, 4, { zip: DC });
    expect((await api.call('GET', `/v1/installers?cartId=${plainCart}`)).body.brandPromotionList).toEqual([]);
    // A deal that has ended is not listed.
    await database().query(`UPDATE promotions SET ends_at = ${nowSql()} - interval '1 day' WHERE slug = ANY($1::text[])`, [
      deals.map((d) => d.slug),
    ]);
    expect((await api.call('GET', `/v1/installers?cartId=${cartId}`)).body.brandPromotionList).toEqual([]);
  });
});

describeOnDatabases('installer lookup: mobile installers', ({ database }) => {
  let api: Api;
  beforeAll(async () => {
    api = await checkoutApi(database());
  });

  it('lists exactly the mobile installers whose own radius covers the zip, at every zip with one', async () => {
    const zips = await database().query<{ zip: string }>(
      'SELECT DISTINCT zip FROM installers WHERE is_mobile_install ORDER BY zip LIMIT 12',
    );
    expect(zips.length).toBeGreaterThan(5);
    for (const { zip } of zips) {
      const p = zipPoint(zip);
      const expected = await database().query<{ id: number }>(
        `SELECT id FROM installers WHERE is_mobile_install AND ${SQL_MILES('latitude', 'longitude')} <= mobile_radius_miles
          ORDER BY ${SQL_MILES('latitude', 'longitude')}, id`,
        [p.latitude, p.longitude],
      );
      const { status, body } = await api.call('GET', `/v1/installers?userZip=${zip}&mobileInstall=true&sort=distance&limit=10`);
      expect(status).toBe(200);
      expect(idsOf(body), zip).toEqual(expected.slice(0, 10).map((r) => Number(r.id)));
      expect(body.siteInstallers.total).toBe(expected.length);
      expect(body.isMobileInstall).toBe(true);
      for (const i of body.siteInstallers.siteInstallerList as Installer[]) {
        expect(i.isMobileInstall).toBe(true);
        expect(i.distance).toBeLessThanOrEqual(i.mobileRadiusMiles! + 0.05);
      }
    }
  });

  it('answers an empty list at a zip outside every radius', async () => {
    const p = zipPoint(REMOTE);
    const [covering] = await database().query<{ n: number }>(
      `SELECT count(*)::int AS n FROM installers WHERE is_mobile_install AND ${SQL_MILES('latitude', 'longitude')} <= mobile_radius_miles`,
      [p.latitude, p.longitude],
    );
    expect(Number(covering!.n)).toBe(0);
    const { status, body } = await api.call('GET', `/v1/installers?userZip=${REMOTE}&mobileInstall=true`);
    expect(status).toBe(200);
    expect(body.siteInstallers).toEqual({ siteInstallerList: [], total: 0, page: 1 });
    const byPoint = await api.call('GET', `/v1/installers-by-location?latitude=${p.latitude}&longitude=${p.longitude}&mobileInstall=true`);
    expect(byPoint.body.installers).toEqual(body);
  });

  it('answers by coordinates what it answers by zip', async () => {
    const [mobile] = await database().query<{ zip: string }>('SELECT zip FROM installers WHERE is_mobile_install ORDER BY id LIMIT 1');
    const p = zipPoint(mobile!.zip);
    const byZip = await api.call('GET', `/v1/installers?userZip=${mobile!.zip}&mobileInstall=true`);
    const byPoint = await api.call(
      'GET',
      `/v1/installers-by-location?latitude=${p.latitude}&longitude=${p.longitude}&mobileInstall=true&dominantSubType=Touring&source=checkout`,
    );
    expect(idsOf(byZip.body).length).toBeGreaterThan(0);
    expect(byPoint.body.installers).toEqual(byZip.body);
  });
});

describeOnDatabases('installer lookup: bad input', ({ database }) => {
  let api: Api;
  beforeAll(async () => {
    api = await checkoutApi(database());
  });

  it('refuses malformed queries with 400 and a message saying what is wrong', async () => {
    const cases: [string, string][] = [
      [`/v1/installers?userZip=${DC}&sort=cheapest`, 'sort must be one of all, distance, rating, price.'],
      [`/v1/installers?userZip=${DC}&page=0`, 'page must be a whole number from 1 to 1000.'],
      [`/v1/installers?userZip=${DC}&page=two`, 'page must be a whole number from 1 to 1000.'],
      [`/v1/installers?userZip=${DC}&limit=11`, 'limit must be a whole number from 1 to 10.'],
      [`/v1/installers?userZip=${DC}&installerIds=a,b`, 'installerIds must be up to 10 installer ids separated by commas.'],
      [
        `/v1/installers?userZip=${DC}&installerIds=${Array.from({ length: 11 }, (_, i) => i + 1).join(',')}`,
        'installerIds must be up to 10 installer ids separated by commas.',
      ],
      [`/v1/installers?userZip=${DC}&itemId=0`, 'itemId must be a whole number from 1 to 2000000000.'],
      [`/v1/installers?userZip=${DC}&mobileInstall=1`, 'mobileInstall must be true or false.'],
      // A malformed userZip is ignored like every automatic value (docs/location.md): no place at all.
      ['/v1/installers?userZip=2000', 'Please enter your zip code.'],
      ['/v1/installers?userZip=00000', 'Please enter a valid ZIP code.'],
      ['/v1/installers', 'Please enter your zip code.'],
      ['/v1/installers-by-location?latitude=north&longitude=-77', 'latitude must be a number.'],
      ['/v1/installers-by-location?latitude=38.9&longitude=west', 'longitude must be a number.'],
    ];
    for (const [path, message] of cases) {
      const { status, body } = await api.call('GET', path);
      expect(status, path).toBe(400);
      expect(body.error, path).toEqual({ code: 'BadRequest', message });
    }
    for (const path of [
      '/v1/installers-by-location?latitude=95&longitude=-77',
      '/v1/installers-by-location?latitude=38.9&longitude=-190',
      '/v1/installers-by-location?longitude=-77',
    ]) {
      const { status, body } = await api.call('GET', path);
      expect(status, path).toBe(400);
      expect(body.error.code).toBe('BadRequest');
    }
  });

  it('answers 404 for an unknown cart or tire, and 400 for a cart without a zip when none is sent', async () => {
    const gone = await api.call('GET', '/v1/installers?cartId=00000000-0000-4000-8000-000000000000');
    expect(gone.status).toBe(404);
    expect(gone.body.error).toEqual({ code: 'NotFound', message: 'This cart no longer exists.' });
    const goneByPoint = await api.call(
      'GET',
      '/v1/installers-by-location?latitude=38.9&longitude=-77&cartId=00000000-0000-4000-8000-000000000000',
    );
    expect(goneByPoint.status).toBe(404);
    const item = await api.call('GET', `/v1/installers?userZip=${DC}&itemId=999999999`);
    expect(item.status).toBe(404);
    expect(item.body.error).toEqual({ code: 'NotFound', message: 'No tire with id 999999999.' });
    const cartId = await api.createCart(await wellStockedTire(database(), { installable: true }), 4);
    const noZip = await api.call('GET', `/v1/installers?cartId=${cartId}`);
    expect(noZip.status).toBe(400);
    expect(noZip.body.error.message).toBe('Please enter your zip code.');
  });

  it('needs a token', async () => {
    expect((await api.call('GET', `/v1/installers?userZip=${DC}`, { auth: false })).status).toBe(401);
    expect((await api.call('GET', '/v1/installers-by-location?latitude=38.9&longitude=-77', { auth: false })).status).toBe(401);
  });
});
