import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Timers } from '../search-overlay/overlay/index';
import {
  availableTabs,
  createTabLoading,
  DELIVERY_TAB_TITLES,
  deliveryTabTitle,
  deliveryTypeForTab,
  initialTab,
  shippingOptionLabel,
  tabForShipping,
  tabForShippingOption,
  type DeliveryTab,
  type InitialTabInput,
} from './delivery';
import { shipping } from './test-cart';

const retail = { isDealer: false, mobileAvailable: false };
const all = { allInstallable: true, someInstallable: true };
const mixed = { allInstallable: false, someInstallable: true };
const none = { allInstallable: false, someInstallable: false };

describe('available delivery tabs (spec §4 Delivery tabs)', () => {
  it('all installable: installer, mobile (if available), home, courier', () => {
    expect(availableTabs({ ...all, ...retail, mobileAvailable: true })).toEqual(['installer', 'mobile', 'home', 'courier']);
    expect(availableTabs({ ...all, ...retail })).toEqual(['installer', 'home', 'courier']);
  });

  it('mixed: installer, home, courier — even where a mobile installer works', () => {
    expect(availableTabs({ ...mixed, ...retail, mobileAvailable: true })).toEqual(['installer', 'home', 'courier']);
  });

  it('none installable: home, courier', () => {
    expect(availableTabs({ ...none, ...retail, mobileAvailable: true })).toEqual(['home', 'courier']);
  });

  it('dealer: warehouse, installer, mobile, home, courier; installer and mobile only where they can serve', () => {
    expect(availableTabs({ ...all, isDealer: true, mobileAvailable: true })).toEqual([
      'warehouse',
      'installer',
      'mobile',
      'home',
      'courier',
    ]);
    expect(availableTabs({ ...all, isDealer: true, mobileAvailable: false })).toEqual(['warehouse', 'installer', 'home', 'courier']);
    expect(availableTabs({ ...mixed, isDealer: true, mobileAvailable: true })).toEqual(['warehouse', 'installer', 'home', 'courier']);
    expect(availableTabs({ ...none, isDealer: true, mobileAvailable: true })).toEqual(['warehouse', 'home', 'courier']);
  });

  it('always offers home and courier, warehouse only to dealers, mobile only when all are installable', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), (allInstallable, someInstallable, mobileAvailable, isDealer) => {
        const tabs = availableTabs({ allInstallable, someInstallable: someInstallable || allInstallable, mobileAvailable, isDealer });
        expect(tabs.slice(-2)).toEqual(['home', 'courier']);
        expect(tabs.includes('warehouse')).toBe(isDealer);
        expect(tabs.includes('mobile')).toBe(allInstallable && mobileAvailable);
        expect(new Set(tabs).size).toBe(tabs.length);
      }),
    );
  });
});

describe('initial tab (spec §4 Delivery tabs)', () => {
  const four: DeliveryTab[] = ['installer', 'mobile', 'home', 'courier'];
  const three: DeliveryTab[] = ['installer', 'home', 'courier'];
  const two: DeliveryTab[] = ['home', 'courier'];
  const home = shipping({ shippingOption: 'HOME' });
  const courier = shipping({ shippingOption: 'FEDEX', shippingLocationId: 3 });
  const shop = shipping({ shippingOption: 'INSTALLER', installerId: 9, installer: { installerId: 9, isMobileInstall: false } });
  const van = shipping({ shippingOption: 'INSTALLER', installerId: 9, installer: { installerId: 9, isMobileInstall: true } });

  // Positions: left 0, middle 1, right 2, end 3 (the interpretation written on initialTab).
  it.each([
    ['home, installable with mobile → right', four, home, 2],
    ['home, installable without mobile → middle', three, home, 1],
    ['home, not installable → left', two, home, 0],
    ['courier with mobile → end', four, courier, 3],
    ['courier without mobile → right', three, courier, 2],
    ['courier, not installable → its tab', two, courier, 1],
    ['mobile installation → middle', four, van, 1],
    ['mobile installation without a mobile tab → left', three, van, 0],
    ['shop installer → left', four, shop, 0],
    ['shop installer, no longer installable → left (default)', two, shop, 0],
    ['no shipping → left', four, null, 0],
  ] as const)('%s', (_name, tabs, saved, position) => {
    expect(initialTab({ tabs, shipping: saved })).toBe(tabs[position]);
  });

  it('with no shipping follows disable-first-tab, then redirect-to-ship-to-me, then the query type', () => {
    const base: InitialTabInput = { tabs: four, shipping: null };
    expect(initialTab({ ...base, disableFirstTab: true, redirectToShipToMe: true, activeShippingType: 'mobile-install' })).toBe('mobile');
    expect(initialTab({ ...base, redirectToShipToMe: true, activeShippingType: 'mobile-install' })).toBe('home');
    expect(initialTab({ ...base, activeShippingType: 'mobile-install' })).toBe('mobile');
    expect(initialTab({ ...base, disableFirstTab: true, tabs: two })).toBe('courier');
  });

  it('activeShippingType=mobile-install only marks a mobile tab that is on offer', () => {
    expect(initialTab({ tabs: three, shipping: null, activeShippingType: 'mobile-install' })).toBe('installer');
    expect(initialTab({ tabs: four, shipping: null, activeShippingType: 'something-else' })).toBe('installer');
  });

  it('saved shipping wins over the flags and the query', () => {
    expect(initialTab({ tabs: four, shipping: home, disableFirstTab: true, activeShippingType: 'mobile-install' })).toBe('home');
  });

  it('dealers start on warehouse pick-up, and a saved warehouse opens it', () => {
    const dealer = availableTabs({ ...all, isDealer: true, mobileAvailable: true });
    expect(initialTab({ tabs: dealer, shipping: null })).toBe('warehouse');
    expect(initialTab({ tabs: dealer, shipping: shipping({ shippingOption: 'WAREHOUSE', warehouseId: 2 }) })).toBe('warehouse');
    expect(initialTab({ tabs: dealer, shipping: home })).toBe('home');
    expect(initialTab({ tabs: three, shipping: shipping({ shippingOption: 'WAREHOUSE', warehouseId: 2 }) })).toBe('installer');
  });

  it('always answers a tab on offer', () => {
    const option = fc.constantFrom('HOME', 'FEDEX', 'WAREHOUSE', 'INSTALLER' as const);
    fc.assert(
      fc.property(
        fc.record({ allInstallable: fc.boolean(), someInstallable: fc.boolean(), mobileAvailable: fc.boolean(), isDealer: fc.boolean() }),
        fc.option(
          fc.record({ shippingOption: option, installer: fc.option(fc.record({ installerId: fc.nat(), isMobileInstall: fc.boolean() })) }),
        ),
        fc.boolean(),
        fc.boolean(),
        fc.option(fc.constantFrom('mobile-install', 'home')),
        (flags, saved, disableFirstTab, redirectToShipToMe, activeShippingType) => {
          const tabs = availableTabs(flags);
          expect(tabs).toContain(initialTab({ tabs, shipping: saved, disableFirstTab, redirectToShipToMe, activeShippingType }));
        },
      ),
    );
  });
});

describe('tab ↔ delivery type ↔ shipping option (spec §3, §4)', () => {
  it('sends the pre-shipping selection of each tab', () => {
    expect(deliveryTypeForTab('installer')).toBe('shipToShop');
    expect(deliveryTypeForTab('mobile')).toBe('shipToShop');
    expect(deliveryTypeForTab('home')).toBe('shipToMe');
    expect(deliveryTypeForTab('courier')).toBe('shipToFedex');
    expect(deliveryTypeForTab('warehouse')).toBe('warehousePickup');
  });

  it('maps saved shipping options, in either spelling, to their tab', () => {
    expect(tabForShippingOption('HOME')).toBe('home');
    expect(tabForShippingOption('fedex')).toBe('courier');
    expect(tabForShippingOption('warehouse')).toBe('warehouse');
    expect(tabForShippingOption('INSTALLER')).toBe('installer');
    expect(tabForShippingOption('installer', { mobileInstall: true })).toBe('mobile');
    expect(tabForShipping(shipping({ shippingOption: 'INSTALLER', installer: { installerId: 1, isMobileInstall: true } }))).toBe('mobile');
  });

  it('labels each tab with the spec §3 shipping option label and a title', () => {
    expect(shippingOptionLabel('courier')).toBe('PickupAtFedEx');
    expect(shippingOptionLabel('home')).toBe('ShipToMe');
    expect(shippingOptionLabel('installer')).toBe('ShipToInstaller');
    expect(shippingOptionLabel('mobile')).toBe('MobileInstall');
    expect(shippingOptionLabel('warehouse')).toBe('PickupAtWarehouse');
    expect(deliveryTabTitle('mobile')).toBe('Mobile installation');
    expect(Object.values(DELIVERY_TAB_TITLES)).toEqual([
      'Installer',
      'Mobile installation',
      'Ship to me',
      'FedEx pick-up',
      'Warehouse pick-up',
    ]);
  });
});

/** Timers the test advances by hand. */
function manualTimers() {
  let now = 0;
  const jobs = new Map<number, { at: number; run: () => void }>();
  let next = 1;
  const timers: Timers = {
    setTimeout(callback, ms) {
      const id = next++;
      jobs.set(id, { at: now + ms, run: callback });
      return id;
    },
    clearTimeout(handle) {
      jobs.delete(handle as number);
    },
  };
  return {
    timers,
    pending: () => jobs.size,
    advance(ms: number) {
      now += ms;
      for (const [id, job] of [...jobs]) {
        if (job.at <= now) {
          jobs.delete(id);
          job.run();
        }
      }
    },
  };
}

describe('tab loading (spec §4 "clears 3 seconds after the tab equals the initial one")', () => {
  it('stays loading until 3 s after the shown tab equals the initial one', () => {
    const clock = manualTimers();
    const loading = createTabLoading({ timers: clock.timers });
    expect(loading.$loading.get()).toBe(true);
    loading.sync(null, 'home');
    clock.advance(5000);
    expect(loading.$loading.get()).toBe(true);
    loading.sync('home', 'home');
    clock.advance(2999);
    expect(loading.$loading.get()).toBe(true);
    loading.sync('home', 'home'); // a re-render does not restart the countdown
    clock.advance(1);
    expect(loading.$loading.get()).toBe(false);
  });

  it('moving away before then stops the countdown; coming back starts it again', () => {
    const clock = manualTimers();
    const loading = createTabLoading({ timers: clock.timers });
    loading.sync('home', 'home');
    clock.advance(2000);
    loading.sync('courier', 'home');
    clock.advance(5000);
    expect(loading.$loading.get()).toBe(true);
    loading.sync('home', 'home');
    clock.advance(3000);
    expect(loading.$loading.get()).toBe(false);
  });

  it('reset loads again; dispose leaves no timer behind', () => {
    const clock = manualTimers();
    const loading = createTabLoading({ timers: clock.timers });
    loading.sync('installer', 'installer');
    clock.advance(3000);
    loading.reset();
    expect(loading.$loading.get()).toBe(true);
    loading.sync('installer', 'installer');
    expect(clock.pending()).toBe(1);
    loading.dispose();
    expect(clock.pending()).toBe(0);
  });
});
