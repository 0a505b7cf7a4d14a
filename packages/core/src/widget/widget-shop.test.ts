import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client/index';
import type { SiteCart } from '../contract/cart';
import { siteInstaller } from './test-installer';
import { findWidgetShop, installerForAdd, offeredWidgetTabs, widgetDeliveryTabs } from './widget-shop';

const cart = (flags: Partial<Pick<SiteCart, 'allInstallable' | 'someInstallable' | 'isDealer'>> = {}) => ({
  allInstallable: true,
  someInstallable: true,
  isDealer: false,
  ...flags,
});
const shopKind = (isMobileInstall: boolean) => ({ isMobileInstall });

describe('widgetDeliveryTabs (spec §4 Delivery tabs; rules §6 the widget’s own shop)', () => {
  it('a fixed shop: the installer tab, never a mobile one', () => {
    expect(widgetDeliveryTabs(cart(), shopKind(false))).toEqual(['installer', 'home', 'courier']);
    expect(widgetDeliveryTabs(cart(), null)).toEqual(['installer', 'home', 'courier']);
  });

  it('a mobile installer: the mobile tab in place of the installer tab (all tires installable)', () => {
    expect(widgetDeliveryTabs(cart(), shopKind(true))).toEqual(['mobile', 'home', 'courier']);
    expect(widgetDeliveryTabs(cart({ allInstallable: false }), shopKind(true))).toEqual(['home', 'courier']);
  });

  it('mixed and uninstallable carts as core has them', () => {
    expect(widgetDeliveryTabs(cart({ allInstallable: false }), shopKind(false))).toEqual(['installer', 'home', 'courier']);
    expect(widgetDeliveryTabs(cart({ allInstallable: false, someInstallable: false }), shopKind(false))).toEqual(['home', 'courier']);
  });

  it('a dealer cart starts with warehouse pick-up', () => {
    expect(widgetDeliveryTabs(cart({ isDealer: true }), shopKind(false))).toEqual(['warehouse', 'installer', 'home', 'courier']);
  });
});

describe('installerForAdd (spec §4 Cart "Adding with an installer also creates or updates cart shipping")', () => {
  const config = { installerId: 7, isDealer: false };
  const home = { cartShipping: { shippingOption: 'HOME' } } as Pick<SiteCart, 'cartShipping'>;

  it('sends the widget’s shop for a retail cart with no destination yet', () => {
    expect(installerForAdd(config, null, null)).toBe(7);
    expect(installerForAdd(config, { cartShipping: null }, shopKind(false))).toBe(7);
  });

  it('never over a destination the shopper chose, for a dealer, a mobile installer or without a shop', () => {
    expect(installerForAdd(config, home, null)).toBeUndefined();
    expect(installerForAdd({ installerId: 7, isDealer: true }, null, null)).toBeUndefined();
    expect(installerForAdd(config, null, shopKind(true))).toBeUndefined();
    expect(installerForAdd({ installerId: null, isDealer: false }, null, null)).toBeUndefined();
    expect(installerForAdd(null, null, null)).toBeUndefined();
  });
});

describe('findWidgetShop', () => {
  const installer = (installerId: number, isMobileInstall: boolean) =>
    siteInstaller({ installerId, isMobileInstall, mobileRadiusMiles: isMobileInstall ? 30 : null });
  function api(lists: { shops: unknown[]; mobile: unknown[] } | 'fail') {
    const asked: string[] = [];
    const client = createApiClient({
      baseUrl: 'https://shop.example/api',
      credentials: { clientId: 'iw-1' },
      fetch: async (input: RequestInfo | URL) => {
        const url = new URL(String(input));
        if (url.pathname.endsWith('/token')) return Response.json({ access_token: 't', expires_in: 3600, token_type: 'Bearer' });
        asked.push(url.search);
        if (lists === 'fail') return Response.json({ error: { code: 'OtherError', message: 'down' } }, { status: 500 });
        const mobile = url.searchParams.get('mobileInstall') === 'true';
        const list = mobile ? lists.mobile : lists.shops;
        return Response.json({
          siteInstallers: { siteInstallerList: list, total: list.length, page: 1 },
          isMobileInstall: mobile,
          verifiedCount: 0,
          brandPromotionList: [],
          defaultSelectMobileInstall: false,
        });
      },
    } as Parameters<typeof createApiClient>[0]);
    return { client, asked };
  }

  it('finds a fixed shop among the shops near its zip, without asking for mobile installers', async () => {
    const { client, asked } = api({ shops: [installer(3, false), installer(7, false)], mobile: [] });
    expect(await findWidgetShop(client, { installerId: 7, zip: '07205' })).toMatchObject({ installerId: 7 });
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain('userZip=07205');
  });

  it('then among mobile installers; null when it is in neither list or the widget has no shop', async () => {
    expect(
      await findWidgetShop(api({ shops: [installer(3, false)], mobile: [installer(7, true)] }).client, { installerId: 7, zip: '07205' }),
    ).toMatchObject({
      isMobileInstall: true,
    });
    expect(await findWidgetShop(api({ shops: [], mobile: [] }).client, { installerId: 7, zip: '07205' })).toBeNull();
    expect(await findWidgetShop(api({ shops: [], mobile: [] }).client, { installerId: null, zip: '07205' })).toBeNull();
  });

  it('rejects when the lookup fails (so it can be asked again)', async () => {
    await expect(findWidgetShop(api('fail').client, { installerId: 7, zip: '07205' })).rejects.toThrow();
  });
});

describe('offeredWidgetTabs (a partner widget’s delivery options from the portal)', () => {
  it('keeps only the tabs the widget offers, in the cart’s order', () => {
    const tabs = ['installer', 'mobile', 'home', 'courier'] as const;
    expect(offeredWidgetTabs(tabs, { deliveryOptions: ['courier', 'installer'] })).toEqual(['installer', 'courier']);
    expect(offeredWidgetTabs(['home', 'courier'], { deliveryOptions: ['installer'] })).toEqual([]);
  });

  it('offers every tab of the cart when the widget has no list', () => {
    expect(offeredWidgetTabs(['installer', 'home'], { deliveryOptions: null })).toEqual(['installer', 'home']);
    expect(offeredWidgetTabs(['installer', 'home'], {})).toEqual(['installer', 'home']);
    expect(offeredWidgetTabs(['home'], null)).toEqual(['home']);
  });
});
