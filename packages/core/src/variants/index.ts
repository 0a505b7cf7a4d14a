/**
 * The storefront variants as data (spec storefront §1 "Storefront variants", rules §6 "White-label
 * variants"): one typed configuration per variant and ONE table, `VARIANTS`, that lists them. Views,
 * the storefront server and the shop rules read a variant's differences from here instead of asking
 * which variant they are in. docs/variants.md says which fields are read where.
 */
import type { DeliveryTab } from '../cart/delivery-tabs';
import { paths } from '../routes/paths';
import type { HomeTile, ShopVoice } from './home-tiles';

/**
 * spec §1 storefront variants. `ots` is the installer-sponsored storefront (installer widget rules);
 * `military` is the military-exchange storefront (rules §6 "Military exchange checkout").
 */
export const STOREFRONT_VARIANTS = ['retail', 'simple-shop', 'ots', 'employee', 'dealer', 'partner', 'military'] as const;
export type StorefrontVariant = (typeof STOREFRONT_VARIANTS)[number];

export const isStorefrontVariant = (value: unknown): value is StorefrontVariant =>
  typeof value === 'string' && (STOREFRONT_VARIANTS as readonly string[]).includes(value);

/** spec storefront §2 Page head: the robots values a page can carry. */
export type Robots = 'index,follow' | 'noindex,follow' | 'noindex,nofollow';

/** The named colour and font sets a shop can be dressed in (the tokens of each live in the views' styles). */
export const STOREFRONT_THEMES = ['default', 'simple', 'employee', 'exchange', 'partner'] as const;
export type StorefrontTheme = (typeof STOREFRONT_THEMES)[number];

export const isStorefrontTheme = (value: unknown): value is StorefrontTheme =>
  typeof value === 'string' && (STOREFRONT_THEMES as readonly string[]).includes(value);

/** spec storefront §2 Shell "nav links (browse tires, deals, business, learn, location, account, order tracking)". */
export const NAV_LINKS = {
  browse: { label: 'Browse tires', href: null },
  deals: { label: 'Deals', href: '/tire-deals' },
  business: { label: 'Business', href: '/simplebusiness' },
  learn: { label: 'Learn', href: '/learn' },
  'track-order': { label: 'Track order', href: paths.trackOrder() },
  /** rules §6 dealer-tire employee's "own nav links": their program's page (spec §2 /dt-employees). */
  'dt-employees': { label: 'Employee program', href: '/dt-employees' },
} as const satisfies Record<string, { label: string; href: string | null }>;
export type NavLink = keyof typeof NAV_LINKS;

/** Which wording a piece of shared copy takes (the words are in voice.ts). */
export interface VariantCopy {
  /** The empty-cart modal's description (rules §6: the installer-sponsored storefront has its own; the dealer's is in its voice). */
  emptyCart: 'retail' | 'installer' | 'dealer';
  /**
   * The shop's voice: the home page's headline, the checkout's delivery lines (rules §6: "dealer
   * copy" on the dealer-owned storefront).
   */
  voice: ShopVoice;
}

export interface VariantConfig {
  /** The shop's name: every page's <title> ends with it, and it labels the logo. */
  title: string;
  /** The header's logo: its word mark, and a line under it where the variant names itself. */
  logo: { name: string; tagline: string | null };
  /** The header's nav links in order (spec storefront §2 Shell). */
  navLinks: readonly NavLink[];
  /** spec storefront §2: "Account link hidden in simple-shop and OTS". */
  accountLink: boolean;
  /** spec storefront §2: "Location bar … hidden in OTS, installer-widget and on checkout". */
  locationBar: boolean;
  /** The home page's tiles, in order (home-tiles.ts). */
  homeTiles: readonly HomeTile[];
  /** Footer columns left out, by their heading (rules §6: simple-shop hides "the shop section"). */
  hiddenFooterSections: readonly string[];
  copy: VariantCopy;
  /** States left out of every state list (rules §6: the employee portal removes Puerto Rico). */
  statesExcluded: readonly string[];
  /** The delivery tabs the variant can offer (spec storefront §4 Delivery tabs; the cart narrows them further). */
  deliveryTabs: readonly DeliveryTab[];
  /** Road hazard terms (spec rules §9: retail 36 months; the dealer variant 24 months, 50 % share in year two). */
  coverageTerms: 'retail' | 'dealer';
  /** The price list the shop's prices come from (rules §6 Roles: employee price). */
  priceList: 'retail' | 'employee';
  /** Where a placed order goes (rules §6: the military exchange's order is posted to the exchange). */
  checkoutTarget: 'shop' | 'military-exchange';
  /** The robots value of every page of the variant (spec storefront §2 Page head); single pages may be stricter. */
  robots: Robots;
  /** spec storefront §2 Page head: "Canonical suppressed on … shop storefronts". */
  canonical: boolean;
  /** The shop's colours and font (rules §6: the partner-widget variant has its own font family). */
  theme: StorefrontTheme;
  /** spec storefront §2: the cart summary opens from the hash cart_summary_modal_open=true (one tire-maker's widget). */
  cartSummaryFromHash: boolean;
  /** rules §6 OTS: the sponsoring shop's name shown as a label in place of the location link; its shop preselected. */
  sponsoringShop: boolean;
  /** rules §1 and §6: the extra 5 % after identity verification is offered. */
  militaryVerification: boolean;
}

const ALL_TABS: readonly DeliveryTab[] = ['warehouse', 'installer', 'mobile', 'home', 'courier'];
const RETAIL_TABS: readonly DeliveryTab[] = ['installer', 'mobile', 'home', 'courier'];
const RETAIL_TILES: readonly HomeTile[] = ['free-shipping', 'installation', 'simplecrew-savings', 'financing', 'road-hazard'];
const RETAIL_NAV: readonly NavLink[] = ['browse', 'deals', 'business', 'learn', 'track-order'];

const retail: VariantConfig = {
  title: 'tireshop',
  logo: { name: 'tireshop', tagline: null },
  navLinks: RETAIL_NAV,
  accountLink: true,
  locationBar: true,
  homeTiles: RETAIL_TILES,
  hiddenFooterSections: [],
  copy: { emptyCart: 'retail', voice: 'retail' },
  statesExcluded: [],
  deliveryTabs: RETAIL_TABS,
  coverageTerms: 'retail',
  priceList: 'retail',
  checkoutTarget: 'shop',
  robots: 'index,follow',
  canonical: true,
  theme: 'default',
  cartSummaryFromHash: false,
  sponsoringShop: false,
  // rules §1: military members are an audience of the shop itself (and storefront §2 lists
  // /military-discount among its pages), so the retail shop and the variants that are the retail
  // shop under another dress offer the verification; partners' and employees' shops do not.
  militaryVerification: true,
};

/** The one table of storefront variants. */
export const VARIANTS: Readonly<Record<StorefrontVariant, Readonly<VariantConfig>>> = {
  retail,
  // rules §6 Simple-shop: "the account link and the shop section are hidden. The tiles 'Free
  // shipping', 'SimpleCrew exclusive savings' and '0% financing options' are left out."
  'simple-shop': {
    ...retail,
    accountLink: false,
    homeTiles: RETAIL_TILES.filter((t) => t !== 'free-shipping' && t !== 'simplecrew-savings' && t !== 'financing'),
    hiddenFooterSections: ['Shop'],
    theme: 'simple',
  },
  // rules §6 Installer widget and installer-sponsored storefront: no account link; Deals, business,
  // Learn, Browse tires and location removed; the shop's name in place of the location link; the
  // empty-cart modal's own description. storefront §2: noindex,nofollow, no canonical.
  ots: {
    ...retail,
    navLinks: ['track-order'],
    accountLink: false,
    locationBar: false,
    homeTiles: ['installation', 'road-hazard'],
    copy: { emptyCart: 'installer', voice: 'retail' },
    robots: 'noindex,nofollow',
    canonical: false,
    sponsoringShop: true,
    militaryVerification: false,
  },
  // rules §6 Employee purchase portal: "page title 'Employee Purchase Portal'. Puerto Rico is removed
  // from the state list"; storefront §2: noindex,follow; rules §6 Roles: employee price.
  employee: {
    ...retail,
    title: 'Employee Purchase Portal',
    logo: { name: 'tireshop', tagline: 'Employee Purchase Portal' },
    statesExcluded: ['PR'],
    priceList: 'employee',
    robots: 'noindex,follow',
    theme: 'employee',
    // Employee prices are the portal's own discount (rules §6 Roles "Employee — employee price").
    militaryVerification: false,
  },
  // rules §6 Dealer-owned storefront: warehouse pick-up, dealer copy, road hazard 24 months with a
  // 50 % customer share in the second year.
  dealer: {
    ...retail,
    copy: { emptyCart: 'dealer', voice: 'dealer' },
    deliveryTabs: ALL_TABS,
    coverageTerms: 'dealer',
    militaryVerification: false,
  },
  // rules §6 Partner-widget variant: a different font family; the cart summary opens from the hash
  // cart_summary_modal_open=true; the location loader is skipped.
  partner: {
    ...retail,
    locationBar: false,
    theme: 'partner',
    cartSummaryFromHash: true,
    militaryVerification: false,
  },
  // rules §6 Military exchange checkout ("the order is posted to the exchange through a hidden
  // form"); rules §1: the extra 5 % for verified military members.
  military: {
    ...retail,
    checkoutTarget: 'military-exchange',
    theme: 'exchange',
    militaryVerification: true,
  },
};

/** A variant's configuration. */
export const variantConfig = (variant: StorefrontVariant): Readonly<VariantConfig> => VARIANTS[variant];

/**
 * rules §6 Dealer-owned storefront ("warehouse pick-up, dealer copy, and road hazard coverage of 24
 * months with a 50% customer share in the second year"): whether a cart made on the variant is a
 * dealer cart — the API's flag that opens the warehouse tab and prices the dealer's coverage.
 */
export const makesDealerCarts = (variant: StorefrontVariant): boolean => variantConfig(variant).coverageTerms === 'dealer';
