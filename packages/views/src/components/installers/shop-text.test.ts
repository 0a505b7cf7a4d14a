import { describe, expect, it } from 'vitest';
import {
  mobileReachText,
  phoneHref,
  phoneText,
  shopAddress,
  shopBadges,
  shopWeekday,
  suggestedShopLabel,
  websiteText,
  weekFromMonday,
} from './shop-text';

const flags = {
  authorisedInstaller: false,
  isSponsored: false,
  isElectricOptimized: false,
  isInstallTomorrow: false,
  isInstallMonday: false,
  promotion: null,
};

describe('shop badges (spec §3 Installer flags)', () => {
  it('says Verified for an authorised installer, then Sponsored and EV-ready', () => {
    expect(shopBadges({ ...flags, authorisedInstaller: true, isSponsored: true, isElectricOptimized: true }).map((b) => b.label)).toEqual([
      'Verified',
      'Sponsored',
      'EV-ready',
    ]);
  });

  it('"Installs tomorrow" wins over "Installs Monday" (tomorrow may be Monday)', () => {
    expect(shopBadges({ ...flags, isInstallTomorrow: true, isInstallMonday: true }).map((b) => b.label)).toEqual(['Installs tomorrow']);
    expect(shopBadges({ ...flags, isInstallMonday: true }).map((b) => b.label)).toEqual(['Installs Monday']);
  });

  it('shows a promotion only when it asks to be on the card, and never twice', () => {
    const promotion = { label: 'Sponsored', icon: null, style: 'sponsored' as const, showOnCard: true };
    expect(shopBadges({ ...flags, isSponsored: true, promotion }).map((b) => b.label)).toEqual(['Sponsored']);
    expect(shopBadges({ ...flags, promotion: { ...promotion, label: 'Michelin partner', style: 'brand' } })).toEqual([
      { label: 'Michelin partner', tone: 'brand' },
    ]);
    expect(shopBadges({ ...flags, promotion: { ...promotion, label: 'Hidden', showOnCard: false } })).toEqual([]);
    const ev = { label: 'EV-ready installer', icon: null, style: 'electric' as const, showOnCard: true };
    expect(shopBadges({ ...flags, isElectricOptimized: true, promotion: ev }).map((b) => b.label)).toEqual(['EV-ready']);
  });
});

describe('shop words', () => {
  it('writes the address on one line, with a second line when there is one', () => {
    const shop = { addressLine1: '12 Main St', addressLine2: null, city: 'Austin', state: 'TX', zip: '78701' };
    expect(shopAddress(shop)).toBe('12 Main St, Austin, TX 78701');
    expect(shopAddress({ ...shop, addressLine2: 'Suite 4' })).toBe('12 Main St, Suite 4, Austin, TX 78701');
  });

  it('a mobile installer comes to the shopper within its radius', () => {
    expect(mobileReachText({ mobileRadiusMiles: 25, city: 'Austin', state: 'TX' })).toBe('Comes to you within 25 mi of Austin, TX');
    expect(mobileReachText({ mobileRadiusMiles: null, city: 'Austin', state: 'TX' })).toBe('Comes to you from Austin, TX');
  });

  it('writes and dials US phone numbers', () => {
    expect(phoneText('7185550123')).toBe('(718) 555-0123');
    expect(phoneText('+1 718 555 0123')).toBe('(718) 555-0123');
    expect(phoneHref('7185550123')).toBe('tel:+17185550123');
    expect(phoneText('12')).toBe('12');
  });

  it('shortens a website to its host', () => {
    expect(websiteText('https://www.acme.example/')).toBe('acme.example');
    expect(websiteText('https://acme.example/austin/')).toBe('acme.example/austin');
    expect(websiteText('not a url')).toBe('not a url');
  });
});

describe('the shop’s week', () => {
  // 03:30 UTC on Tuesday 2025-03-11 is still Monday evening in Los Angeles.
  const now = new Date('2025-03-11T03:30:00Z');

  it('today is the day where the shop is, not where the server is', () => {
    expect(shopWeekday('America/Los_Angeles', now)).toBe(1);
    expect(shopWeekday('America/New_York', now)).toBe(1);
    expect(shopWeekday('Europe/Berlin', now)).toBe(2);
  });

  it('an unknown time zone falls back to the clock’s own', () => {
    expect(shopWeekday('Not/AZone', now)).toBeGreaterThanOrEqual(0);
  });

  it('lists Monday first and Sunday last', () => {
    expect(weekFromMonday([0, 1, 2, 3, 4, 5, 6].map((day) => ({ day }))).map((d) => d.day)).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });
});

describe('the suggested shop (spec §4 Installer selection "first entry selected by default")', () => {
  const at = (...miles: number[]) => miles.map((distance) => ({ distance }));

  it('marks the first shop while none is chosen: "Closest" when it is the nearest listed', () => {
    expect(suggestedShopLabel(at(1.2, 3.4, 5), 'distance', null)).toBe('Closest');
    expect(suggestedShopLabel(at(1.2, 1.2, 5), 'all', null)).toBe('Closest');
  });

  it('a sponsored shop first in the recommended order is "Suggested", never called closest', () => {
    expect(suggestedShopLabel(at(6.5, 1.2, 3), 'all', null)).toBe('Suggested');
  });

  it('no mark once a shop is chosen, in rating and price orders, or without shops', () => {
    expect(suggestedShopLabel(at(1.2, 3.4), 'all', 7)).toBeNull();
    expect(suggestedShopLabel(at(1.2, 3.4), 'rating', null)).toBeNull();
    expect(suggestedShopLabel(at(1.2, 3.4), 'price', null)).toBeNull();
    expect(suggestedShopLabel([], 'all', null)).toBeNull();
  });
});
