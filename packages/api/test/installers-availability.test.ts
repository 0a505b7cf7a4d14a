/**
 * The lookup's isInstallTomorrow / isInstallMonday flags (spec §3 Installer) agree with what the
 * installer's schedule (GET /v1/installers/{id}/schedule) shows as free on those days: weekly
 * hours, closures, taken places (confirmed, or held and not run out), the asking cart's own place,
 * and each installer's own time zone.
 */
import { addDays, shopHolidayOn, weekdayOf } from '@tireshop/core';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { describeOnDatabases } from './databases';
import { fixedShopsNear } from './support/appointments';
import { checkoutApi, wellStockedTire } from './support/checkout';
import { sqlNow } from './support/clock';

type Api = Awaited<ReturnType<typeof checkoutApi>>;
type Flags = { isInstallTomorrow: boolean; isInstallMonday: boolean };

const DC = '20001';
const EVERY_DAY = JSON.stringify([0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '08:00', close: '18:00' })));

describeOnDatabases('installer availability flags', ({ database }) => {
  let api: Api;
  let tire: number;
  let inReach: number[];
  /** The nearest shop to DC, made a fixture: open every day, one bay, an hour's notice, no closures. */
  let shop: number;
  beforeAll(async () => {
    api = await checkoutApi(database());
    tire = await wellStockedTire(database(), { installable: true });
    inReach = (await fixedShopsNear(database(), DC)).map((r) => r.id);
    shop = inReach[0]!;
  });
  beforeEach(async () => {
    await database().query('UPDATE installers SET weekly_hours = $2::jsonb, bays = 1, min_notice_hours = 1 WHERE id = $1', [
      shop,
      EVERY_DAY,
    ]);
    await database().query('DELETE FROM installer_closures WHERE installer_id = $1', [shop]);
    // The database keeps a confirmed appointment (an order's): released first, then deleted.
    await database().query("UPDATE appointments SET status = 'expired', hold_expires_at = NULL WHERE installer_id = $1", [shop]);
    await database().query('DELETE FROM appointments WHERE installer_id = $1', [shop]);
  });

  /** What the schedule says of tomorrow and the coming Monday (the next Monday after today), and those dates. */
  async function fromSchedule(installerId: number, cartId?: string) {
    const { status, body } = await api.call('GET', `/v1/installers/${installerId}/schedule${cartId ? `?cartId=${cartId}` : ''}`);
    expect(status, JSON.stringify(body)).toBe(200);
    const { today, scheduleDays } = body.siteInstallerSchedule as { today: string; scheduleDays: { date: string; isAvailable: boolean }[] };
    const tomorrow = addDays(today, 1);
    const monday = addDays(today, (1 - weekdayOf(today) + 7) % 7 || 7);
    const free = (date: string) => scheduleDays.find((d) => d.date === date)?.isAvailable ?? false;
    return { dates: { tomorrow, monday }, flags: { isInstallTomorrow: free(tomorrow), isInstallMonday: free(monday) } as Flags };
  }

  async function lookupFlags(installerId: number, cartId?: string): Promise<Flags> {
    const { status, body } = await api.call(
      'GET',
      `/v1/installers?userZip=${DC}&installerIds=${installerId}${cartId ? `&cartId=${cartId}` : ''}`,
    );
    expect(status, JSON.stringify(body)).toBe(200);
    const [found] = body.siteInstallers.siteInstallerList;
    return { isInstallTomorrow: found.isInstallTomorrow, isInstallMonday: found.isInstallMonday };
  }

  /** A cart shipping to the fixture shop, its default appointment (if any) removed. */
  async function cartAtShop(): Promise<string> {
    const cartId = await api.createCart(tire, 4, { zip: DC });
    const saved = await api.call('PUT', api.shippingPath(cartId), { body: { shippingOption: 'INSTALLER', installerId: shop } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await database().query('DELETE FROM appointments WHERE cart_id = $1', [cartId]);
    return cartId;
  }

  async function book(cartId: string, date: string, slot: string, status: 'confirmed' | 'held', holdMinutes = 20) {
    await database().query(
      `INSERT INTO appointments (cart_id, installer_id, date, slot, starts_at, ends_at, is_drop_off, status, hold_expires_at)
       VALUES ($1, $2, $3, $4, $8::timestamptz + interval '1 day', $8::timestamptz + interval '1 day 1 hour', $5, $6,
               CASE WHEN $6 = 'held' THEN $8::timestamptz + make_interval(mins => $7::int) END)`,
      [cartId, shop, date, slot, slot.startsWith('drop-off:'), status, holdMinutes, sqlNow()],
    );
  }

  it('agree with each schedule for a whole page of shops', async () => {
    const { body } = await api.call('GET', `/v1/installers?userZip=${DC}&limit=10&sort=distance`);
    const list = body.siteInstallers.siteInstallerList as ({ installerId: number } & Flags)[];
    expect(list.length).toBeGreaterThan(3);
    for (const shop of list) {
      const { flags } = await fromSchedule(shop.installerId);
      expect({ isInstallTomorrow: shop.isInstallTomorrow, isInstallMonday: shop.isInstallMonday }, `installer ${shop.installerId}`).toEqual(
        flags,
      );
    }
  });

  it('are both true at a shop open every day with nothing booked, and tomorrow turns false with a closure', async () => {
    const { dates } = await fromSchedule(shop);
    // Open every day but the shop holidays (core's schedule/holidays.ts): tomorrow may be one.
    expect(await lookupFlags(shop)).toEqual({
      isInstallTomorrow: !shopHolidayOn(dates.tomorrow),
      isInstallMonday: !shopHolidayOn(dates.monday),
    });
    await database().query("INSERT INTO installer_closures (installer_id, date, reason) VALUES ($1, $2, 'Closed for staff training')", [
      shop,
      dates.tomorrow,
    ]);
    const closed = await fromSchedule(shop);
    expect(closed.flags.isInstallTomorrow).toBe(false);
    // When tomorrow is the coming Monday (today is Sunday) the closure takes both.
    expect(closed.flags.isInstallMonday).toBe(dates.monday !== dates.tomorrow && !shopHolidayOn(dates.monday));
    expect(await lookupFlags(shop)).toEqual(closed.flags);
  });

  it('follow the weekly hours: a shop closed on Mondays never installs Monday', async () => {
    const noMonday = JSON.parse(EVERY_DAY).filter((h: { day: number }) => h.day !== 1);
    await database().query('UPDATE installers SET weekly_hours = $2::jsonb WHERE id = $1', [shop, JSON.stringify(noMonday)]);
    const { flags, dates } = await fromSchedule(shop);
    expect(flags.isInstallMonday).toBe(false);
    expect(flags.isInstallTomorrow).toBe(dates.tomorrow !== dates.monday && !shopHolidayOn(dates.tomorrow));
    expect(await lookupFlags(shop)).toEqual(flags);
  });

  it('count confirmed and unexpired held places, not expired holds, and leave the asking cart its own place', async () => {
    // Monday 8–9 AM only: one timed slot (08:00) and the morning drop-off window, one bay each.
    const hours = JSON.parse(EVERY_DAY).map((h: { day: number }) => (h.day === 1 ? { day: 1, open: '08:00', close: '09:00' } : h));
    await database().query('UPDATE installers SET weekly_hours = $2::jsonb WHERE id = $1', [shop, JSON.stringify(hours)]);
    const { dates } = await fromSchedule(shop);
    const [first, second] = [await cartAtShop(), await cartAtShop()];

    await book(first, dates.monday, '08:00', 'confirmed');
    await book(second, dates.monday, 'drop-off:Morning', 'held', -5);
    // The hold has run out: its place is free again.
    expect((await fromSchedule(shop)).flags.isInstallMonday).toBe(true);
    expect(await lookupFlags(shop)).toEqual((await fromSchedule(shop)).flags);

    await database().query("UPDATE appointments SET hold_expires_at = $2::timestamptz + interval '20 minutes' WHERE cart_id = $1", [
      second,
      sqlNow(),
    ]);
    const full = await fromSchedule(shop);
    expect(full.flags.isInstallMonday).toBe(false);
    expect(await lookupFlags(shop)).toEqual(full.flags);

    // The cart holding one of the places sees it as its own to keep.
    const own = await fromSchedule(shop, first);
    expect(own.flags.isInstallMonday).toBe(true);
    expect(await lookupFlags(shop, first)).toEqual(own.flags);
  });

  it("agree with the schedule of an installer in another time zone on the same page (the cart's own shop)", async () => {
    const [far] = await database().query<{ id: number; time_zone: string }>(
      "SELECT id, time_zone FROM installers WHERE NOT is_mobile_install AND time_zone IN ('Pacific/Honolulu', 'America/Anchorage', 'America/Los_Angeles') ORDER BY time_zone DESC, id LIMIT 1",
    );
    const cartId = await api.createCart(tire, 4, { zip: DC });
    expect(
      (await api.call('PUT', api.shippingPath(cartId), { body: { shippingOption: 'INSTALLER', installerId: Number(far!.id) } })).status,
    ).toBe(200);
    const { body } = await api.call('GET', `/v1/installers?cartId=${cartId}&limit=10`);
    const list = body.siteInstallers.siteInstallerList as ({ installerId: number; timeZone: string } & Flags)[];
    expect(list[0]!.installerId).toBe(Number(far!.id));
    expect(new Set(list.map((i) => i.timeZone)).size).toBeGreaterThan(1);
    for (const i of list) {
      expect({ isInstallTomorrow: i.isInstallTomorrow, isInstallMonday: i.isInstallMonday }, `installer ${i.installerId}`).toEqual(
        (await fromSchedule(i.installerId, cartId)).flags,
      );
    }
  });
});
