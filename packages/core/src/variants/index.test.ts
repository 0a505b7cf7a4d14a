import { describe, expect, it } from 'vitest';
import { stateList } from '../address/index';
import { shouldOpenSummaryFromLocation } from '../cart/rules';
import { accountLinkVisible, canonicalFor, locationBarVisible, robotsFor, sitemapOffered } from '../shell/index';
import { HOME_HEADLINES, HOME_TILES } from './home-tiles';
import { DELIVERY_HINTS, EMPTY_CART_DESCRIPTIONS } from './voice';
import {
  isStorefrontTheme,
  isStorefrontVariant,
  NAV_LINKS,
  STOREFRONT_THEMES,
  STOREFRONT_VARIANTS,
  variantConfig,
  VARIANTS,
} from './index';

describe('the variant table (spec storefront §1, rules §6 white-label variants)', () => {
  it('lists every variant once, each with a configuration', () => {
    expect(Object.keys(VARIANTS).sort()).toEqual([...STOREFRONT_VARIANTS].sort());
    for (const variant of STOREFRONT_VARIANTS) {
      const config = variantConfig(variant);
      expect(config.title.length, variant).toBeGreaterThan(0);
      expect(STOREFRONT_THEMES, variant).toContain(config.theme);
      for (const tile of config.homeTiles) expect(HOME_TILES[tile], `${variant} ${tile}`).toBeDefined();
      for (const link of config.navLinks) expect(NAV_LINKS[link], `${variant} ${link}`).toBeDefined();
      expect(new Set(config.homeTiles).size, variant).toBe(config.homeTiles.length);
    }
  });

  it('tells variant and theme names from anything else', () => {
    expect(isStorefrontVariant('simple-shop')).toBe(true);
    for (const bad of ['Simple-Shop', 'simple', '', null, 3, 'constructor', '__proto__']) expect(isStorefrontVariant(bad)).toBe(false);
    expect(isStorefrontTheme('employee')).toBe(true);
    expect(isStorefrontTheme('toString')).toBe(false);
  });

  it('retail: account link, location bar, every tile and nav link, indexed with a canonical', () => {
    const retail = variantConfig('retail');
    expect(retail.title).toBe('tireshop');
    expect(retail.homeTiles.map((t) => HOME_TILES[t].title)).toEqual([
      'Free shipping',
      'Installed near you',
      'SimpleCrew exclusive savings',
      '0% financing options',
      'Road hazard coverage',
    ]);
    expect(retail.navLinks).toEqual(['browse', 'deals', 'business', 'learn', 'track-order']);
    expect(accountLinkVisible('retail')).toBe(true);
    expect(locationBarVisible('/', 'retail')).toBe(true);
    expect(robotsFor('/', 'retail')).toBe('index,follow');
    expect(sitemapOffered('retail')).toBe(true);
    expect(stateList('retail').map(([code]) => code)).toContain('PR');
  });

  it("simple-shop: no account link or shop section; 'Free shipping', 'SimpleCrew exclusive savings' and '0% financing options' left out", () => {
    const simple = variantConfig('simple-shop');
    expect(accountLinkVisible('simple-shop')).toBe(false);
    expect(simple.hiddenFooterSections).toEqual(['Shop']);
    const titles = simple.homeTiles.map((t) => HOME_TILES[t].title);
    for (const gone of ['Free shipping', 'SimpleCrew exclusive savings', '0% financing options']) expect(titles).not.toContain(gone);
    expect(titles).toEqual(['Installed near you', 'Road hazard coverage']);
    // Everything else is retail's: still indexed, with a canonical.
    expect(robotsFor('/tire-sizes/225-45r17', 'simple-shop')).toBe('index,follow');
    expect(canonicalFor('https://simple.test', '/', 200, 'simple-shop')).toBe('https://simple.test/');
  });

  it("employee portal: titled 'Employee Purchase Portal', no Puerto Rico, noindex,follow and no sitemap, employee prices", () => {
    const employee = variantConfig('employee');
    expect(employee.title).toBe('Employee Purchase Portal');
    expect(employee.statesExcluded).toEqual(['PR']);
    expect(stateList('employee').map(([code]) => code)).not.toContain('PR');
    expect(stateList('employee')).toHaveLength(stateList('retail').length - 1);
    expect(robotsFor('/', 'employee')).toBe('noindex,follow');
    expect(robotsFor('/checkout/shipping', 'employee')).toBe('noindex,nofollow');
    expect(sitemapOffered('employee')).toBe(false);
    expect(employee.priceList).toBe('employee');
  });

  it('installer-sponsored storefront: no account link, location bar, canonical or browse links; the installer empty-cart copy', () => {
    const ots = variantConfig('ots');
    expect(ots.navLinks).not.toContain('browse');
    expect(ots.navLinks).not.toContain('deals');
    expect(ots.navLinks).not.toContain('learn');
    expect(ots.navLinks).not.toContain('business');
    expect(ots.copy.emptyCart).toBe('installer');
    expect(locationBarVisible('/', 'ots')).toBe(false);
    expect(canonicalFor('https://shop.test', '/', 200, 'ots')).toBeNull();
    expect(robotsFor('/', 'ots')).toBe('noindex,nofollow');
    expect(sitemapOffered('ots')).toBe(false);
    expect(ots.sponsoringShop).toBe(true);
  });

  it('dealer: warehouse pick-up among its tabs and the dealer coverage terms; military: the exchange checkout', () => {
    expect(variantConfig('dealer').deliveryTabs).toContain('warehouse');
    expect(variantConfig('retail').deliveryTabs).not.toContain('warehouse');
    expect(variantConfig('dealer').coverageTerms).toBe('dealer');
    expect(variantConfig('retail').coverageTerms).toBe('retail');
    expect(variantConfig('military').checkoutTarget).toBe('military-exchange');
    expect(variantConfig('retail').checkoutTarget).toBe('shop');
  });

  it('dealer copy (rules §6): the dealer storefront’s own headline, delivery lines and empty cart; the others keep the retail words', () => {
    const words = (variant: (typeof STOREFRONT_VARIANTS)[number]) => {
      const { copy } = variantConfig(variant);
      return { hero: HOME_HEADLINES[copy.voice], hints: DELIVERY_HINTS[copy.voice], empty: EMPTY_CART_DESCRIPTIONS[copy.emptyCart] };
    };
    const dealer = words('dealer');
    const retail = words('retail');
    expect(dealer.hero.headline).toBe('Your dealer’s tires, ready when you are');
    expect(dealer.hero.lead).toContain('dealer’s road hazard coverage');
    expect(dealer.hints.warehouse).toBe('Ready at your dealer’s warehouse in 24 hours');
    expect(dealer.empty).toContain("your dealer's warehouse");
    expect(retail.hero.headline).toBe('The right tires, installed near you');
    expect(retail.hints).toEqual({});
    for (const variant of STOREFRONT_VARIANTS.filter((v) => v !== 'dealer')) {
      expect(words(variant).hero, variant).toEqual(retail.hero);
      expect(words(variant).empty, variant).not.toBe(dealer.empty);
    }
  });

  it('partner: the cart summary opens from its hash, in no other variant', () => {
    const location = { hash: '#cart_summary_modal_open=true', isMobile: false, retrieveQuoteCookie: null };
    for (const variant of STOREFRONT_VARIANTS) {
      expect(shouldOpenSummaryFromLocation({ ...location, variant }), variant).toBe(variant === 'partner');
    }
  });
});
