import { expect, it } from 'vitest';
import { describeOnDatabases } from './databases';
import { testApi } from './support/api';
import { nowSql } from './support/clock';

describeOnDatabases('site calls (spec §7 globals, menu, notifications)', ({ database }) => {
  it('serves site globals with the shipping mode, service number and payment discounts', async () => {
    const api = await testApi(database());
    const { status, body } = await api.get('/v1/site/globals?uniqueIdentifier=storefront');
    expect(status).toBe(200);
    expect([1, 2, 3, 4]).toContain(body.siteGlobals.coreShipHandlingMode);
    expect(body.siteGlobals.customerServiceNumber.display).toMatch(/\d/);
    // spec §9: affirm 10, katapult 10, klarna 10, synchrony 0
    expect(body.siteGlobals.paymentTypeDiscountInPercentage).toMatchObject({ affirm: 10, katapult: 10, klarna: 10, synchrony: 0 });
    expect(body.siteGlobals.footerLinks.length).toBeGreaterThan(0);
  });

  it('builds the browse menu from the catalogue', async () => {
    const api = await testApi(database());
    const { status, body } = await api.get('/v1/site/menu?channel=storefront');
    expect(status).toBe(200);
    const bySize = body.siteMenuBrowseList.find((g: any) => g.link === '/tire-sizes');
    expect(bySize.items.length).toBe(8);
    for (const item of bySize.items) expect(item.link).toMatch(/^\/tire-sizes\/[a-z0-9.-]+$/);
    const byBrand = body.siteMenuBrowseList.find((g: any) => g.link === '/brands');
    expect(byBrand.items.every((b: any) => b.link.endsWith('-tires'))).toBe(true);
    expect(body.siteMenuLearn.length).toBeGreaterThanOrEqual(4);
  });

  it('serves only notifications in force', async () => {
    const api = await testApi(database());
    await database().query(
      `INSERT INTO site_notifications (id, type, message, persistent, suppress_from_home_page, ends_at)
       VALUES ('expired-test', 'Shop', 'Old sale', true, false, ${nowSql()} - interval '1 day')`,
    );
    const { status, body } = await api.get('/v1/site/notifications');
    expect(status).toBe(200);
    const ids = body.siteNotifications.map((n: any) => n.id);
    expect(ids).not.toContain('expired-test');
    expect(body.siteNotifications.length).toBeGreaterThan(0);
    for (const n of body.siteNotifications) expect(['Shop', 'Filter']).toContain(n.type);
  });
});
