/**
 * Installers (spec §3 Installer, Installer lookup response, Shop services, installer sort options,
 * installer kinds; spec §7 GET /installers, /installers-by-location, /api/installers/{id}/services)
 * and the shop pages /tire-shops, /tire-shops/{urbanArea}, /tire-shops/shop/{shopName}/{shopCode}.
 */
import * as v from 'valibot';
import { queryBoolean } from './browse';
import { defineEndpoint } from './endpoint';
import { automaticZipQuery, pointQueryEntries, queryInt, cartIdSchema } from './fields';

/** spec §9 "Installer query limit 4"; at most one list page (spec §9 "Installer list page size 10"). */
export const INSTALLER_LOOKUP_DEFAULT_LIMIT = 4;
export const INSTALLER_LOOKUP_MAX_LIMIT = 10;
/** spec §9 "Installer list page size 10. Shops list shows 10 at a time." */
export const INSTALLER_LIST_PAGE_SIZE = 10;
/** spec §9 "Map zoom default 13, range 1-21." */
export const MAP_ZOOM_DEFAULT = 13;
export const MAP_ZOOM_MIN = 1;
export const MAP_ZOOM_MAX = 21;
/** spec §9 "Shop details open with tire quantity front 1, rear 1." */
export const SHOP_DETAILS_QUANTITY = { front: 1, rear: 1 } as const;

/**
 * spec §3 installer sort options: All installers, Distance, Top rated, Price: Low to High (the last
 * omitted in one variant). "All installers" is our recommended order: sponsored shops first, then
 * by distance (docs/decisions.md "Installation booking").
 */
export const INSTALLER_SORTS = ['all', 'distance', 'rating', 'price'] as const;
export type InstallerSort = (typeof INSTALLER_SORTS)[number];
export const INSTALLER_SORT_LABELS: Record<InstallerSort, string> = {
  all: 'All installers',
  distance: 'Distance',
  rating: 'Top rated',
  price: 'Price: Low to High',
};

/** Messages of the installer calls (spec §8 Fulfilment where it has words). */
export const INSTALLER_MESSAGES = {
  /** spec §8 "no shops … nearby". */
  noShops: 'There are no installation shops near this zip code.',
  noMobile: 'No mobile installer serves this zip code yet.',
  /** spec §8 Maps: 'Google Map cannot be loaded right now' (we draw our own map, docs/decisions.md). */
  mapUnavailable: 'The map cannot be loaded right now.',
  installationUnavailable: 'Installation is unavailable for these tires.',
} as const;

const logoSchema = v.object({ src: v.string(), altText: v.string() });
const photoSchema = v.object({ src: v.string(), altText: v.string() });

/** spec §3 Installer promotion: a label shown on the shop card (icon, label, style and display flags). */
export const installerPromotionSchema = v.object({
  label: v.string(),
  icon: v.nullable(v.string()),
  style: v.picklist(['sponsored', 'brand', 'electric']),
  showOnCard: v.boolean(),
});

/** spec §3 Installer (shop): the fields of the lookup. */
export const siteInstallerSchema = v.object({
  installerId: v.number(),
  /** Public shop code of /tire-shops/shop/{shopName}/{shopCode}. */
  code: v.string(),
  /** Slug of the shop name for its page's path. */
  slug: v.string(),
  name: v.string(),
  addressLine1: v.string(),
  addressLine2: v.nullable(v.string()),
  city: v.string(),
  state: v.string(),
  zip: v.string(),
  /** Miles from the shopper's zip (or coordinates), one decimal. */
  distance: v.number(),
  geolocation: v.object({ latitude: v.number(), longitude: v.number() }),
  /** Stars 0–5 and how many ratings. */
  rating: v.object({ value: v.number(), quantity: v.number() }),
  installationHistoryCount: v.number(),
  /** A mobile installer comes to the shopper (spec §3 installer kinds: shop, mobile). */
  isMobileInstall: v.boolean(),
  /** How far a mobile installer travels from its base; null for shops. */
  mobileRadiusMiles: v.nullable(v.number()),
  /** The installer the cart already has (spec §4 Installer selection). */
  isSelected: v.boolean(),
  isSponsored: v.boolean(),
  isElectricOptimized: v.boolean(),
  /** A place is free on the coming Monday / tomorrow (shop local dates). */
  isInstallMonday: v.boolean(),
  isInstallTomorrow: v.boolean(),
  /** spec §3 authorisedInstaller: counted in verifiedCount. */
  authorisedInstaller: v.boolean(),
  /** Installing four of the cart's (or the asked item's) tires at this shop, by docs/pricing.md "Installation". */
  installationCostFor4TiresInCents: v.pipe(v.number(), v.integer(), v.minValue(0)),
  certifications: v.array(v.string()),
  promotion: v.nullable(installerPromotionSchema),
  website: v.nullable(v.string()),
  phone: v.string(),
  timeZone: v.string(),
  logo: v.optional(logoSchema),
});
export type SiteInstaller = v.InferOutput<typeof siteInstallerSchema>;

/** A running brand promotion for the tires the lookup was asked about (spec §3 brandPromotionList). */
export const brandPromotionSchema = v.object({
  brand: v.string(),
  title: v.string(),
  description: v.string(),
  link: v.string(),
});

export const installerLookupSchema = v.object({
  siteInstallers: v.object({
    siteInstallerList: v.array(siteInstallerSchema),
    /** How many installers are in reach in all (for "Show more"); pages of INSTALLER_LIST_PAGE_SIZE. */
    total: v.number(),
    page: v.number(),
  }),
  /** true when the list is of mobile installers (the query asked for them). */
  isMobileInstall: v.boolean(),
  /** How many installers of the list are verified (authorised) partners. */
  verifiedCount: v.number(),
  brandPromotionList: v.array(brandPromotionSchema),
  /** spec §4 Installer selection: open the mobile tab first (the cart's shipping is a mobile install). */
  defaultSelectMobileInstall: v.boolean(),
});
export type InstallerLookup = v.InferOutput<typeof installerLookupSchema>;

/** A query value is always text, so the one message is the spec's (rules §5). */

/** A comma list of installer ids ("12,40"), at most one page of them. */
const installerIdList = v.pipe(
  v.string(),
  v.regex(/^\d{1,9}(,\d{1,9}){0,9}$/, 'installerIds must be up to 10 installer ids separated by commas.'),
  v.transform((s) => s.split(',').map(Number)),
);

/** What every lookup accepts besides where the shopper is (spec §7 GET /installers query). */
const lookupQueryEntries = {
  limit: v.optional(queryInt('limit', 1, INSTALLER_LOOKUP_MAX_LIMIT), INSTALLER_LOOKUP_DEFAULT_LIMIT),
  /** 1-based page of `limit` installers. */
  page: v.optional(queryInt('page', 1, 1000), 1),
  sort: v.optional(v.picklist(INSTALLER_SORTS, `sort must be one of ${INSTALLER_SORTS.join(', ')}.`), 'all'),
  mobileInstall: v.optional(queryBoolean('mobileInstall'), false),
  /** Only these installers (spec §7 installerIds). */
  installerIds: v.optional(installerIdList),
  cartId: v.optional(cartIdSchema),
  /** Price installation for this SKU when there is no cart (product page, spec §7 itemId). */
  itemId: v.optional(queryInt('itemId', 1, 2_000_000_000)),
  frontQuantity: v.optional(queryInt('frontQuantity', 0, 20)),
  /** Where the lookup is made from (pdp, cart, checkout, shops); informational. */
  source: v.optional(v.pipe(v.string(), v.maxLength(40))),
};

export const listInstallersEndpoint = defineEndpoint({
  id: 'listInstallers',
  method: 'GET',
  path: '/v1/installers',
  summary:
    "Installers nearest the shopper (spec §7 GET /installers): shops, or with mobileInstall=true the mobile installers whose service area covers the zip. Without userZip the cart's zip is used. The cart's installer comes first. userZip is the automatic value of spec §7 (docs/location.md): a malformed one is ignored, a well-formed one that places nowhere is refused.",
  auth: true,
  query: v.object({ userZip: automaticZipQuery, ...lookupQueryEntries }),
  response: installerLookupSchema,
});

export const listInstallersByLocationEndpoint = defineEndpoint({
  id: 'listInstallersByLocation',
  method: 'GET',
  path: '/v1/installers-by-location',
  summary: 'Installers nearest a point (spec §7 GET /installers-by-location), e.g. the browser location or the centre of a map.',
  auth: true,
  query: v.object({
    ...pointQueryEntries,
    /** spec §7 dominantSubType: the cart's main tire subtype (informational). */
    dominantSubType: v.optional(v.pipe(v.string(), v.maxLength(40))),
    ...lookupQueryEntries,
  }),
  response: v.object({ installers: installerLookupSchema }),
});

// ---- shop details, services, shop pages ------------------------------------------------------

export const weeklyHoursSchema = v.array(
  v.object({
    /** 0 = Sunday … 6 = Saturday. */
    day: v.number(),
    dayName: v.string(),
    /** Local "HH:MM", null when closed that day. */
    open: v.nullable(v.string()),
    close: v.nullable(v.string()),
    /** "8:00 AM – 6:00 PM" or "Closed". */
    label: v.string(),
  }),
);

/** spec §3 Shop services: installerServiceOfferings (id, name, image). */
export const installerServiceSchema = v.object({ id: v.string(), name: v.string(), image: v.nullable(v.string()) });
export type InstallerService = v.InferOutput<typeof installerServiceSchema>;

/** A shop as its details modal and its page show it (spec §2 shop details modal; §3 Installer). */
export const installerDetailsSchema = v.object({
  ...siteInstallerSchema.entries,
  email: v.string(),
  photos: v.array(photoSchema),
  hours: weeklyHoursSchema,
  services: v.array(installerServiceSchema),
  /** Metro of /tire-shops/{urbanArea}, when the shop is in one. */
  urbanArea: v.nullable(v.object({ slug: v.string(), name: v.string() })),
  /** The storefront path of the shop's page. */
  link: v.string(),
  /** The first free day and time (shop local), or null when nothing is free in 30 days. */
  nextAvailable: v.nullable(v.object({ date: v.string(), label: v.string() })),
});
export type InstallerDetails = v.InferOutput<typeof installerDetailsSchema>;

const installerIdParams = v.object({ installerId: queryInt('installerId', 1, 2_000_000_000) });

export const installerDetailsEndpoint = defineEndpoint({
  id: 'getInstaller',
  method: 'GET',
  path: '/v1/installers/{installerId}',
  summary:
    "One installer with photos, hours, services, certifications and rating (the shop details modal). With userZip (else the cart's zip), the distance from it; a malformed or unknown userZip is ignored (docs/location.md).",
  auth: true,
  params: installerIdParams,
  query: v.object({ userZip: automaticZipQuery, cartId: v.optional(cartIdSchema) }),
  response: v.object({ siteInstaller: installerDetailsSchema }),
});

export const installerServicesEndpoint = defineEndpoint({
  id: 'getInstallerServices',
  method: 'GET',
  path: '/v1/installers/{installerId}/services',
  summary: 'The services an installer offers (spec §7 GET /api/installers/{id}/services).',
  auth: true,
  params: installerIdParams,
  query: v.object({ source: v.optional(v.pipe(v.string(), v.maxLength(40))) }),
  response: v.object({ siteInstallerServices: v.object({ installerServiceOfferings: v.array(installerServiceSchema) }) }),
});

/** A metro of /tire-shops and how many partner shops it has. */
export const urbanAreaSchema = v.object({
  slug: v.string(),
  name: v.string(),
  state: v.string(),
  shopCount: v.number(),
  geolocation: v.object({ latitude: v.number(), longitude: v.number() }),
});

export const tireShopsEndpoint = defineEndpoint({
  id: 'listUrbanAreas',
  method: 'GET',
  path: '/v1/tire-shops',
  summary: 'The metro areas with partner installers (/tire-shops).',
  auth: true,
  response: v.object({ urbanAreas: v.array(urbanAreaSchema), shopCount: v.number() }),
});

export const urbanAreaShopsEndpoint = defineEndpoint({
  id: 'listUrbanAreaShops',
  method: 'GET',
  path: '/v1/tire-shops/{urbanArea}',
  summary: "A metro's installer shops (/tire-shops/{urbanArea}), 10 a page, by distance from the metro centre unless sorted otherwise.",
  auth: true,
  params: v.object({ urbanArea: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/, 'Unknown area.')) }),
  query: v.object({
    page: v.optional(queryInt('page', 1, 1000), 1),
    sort: v.optional(v.picklist(INSTALLER_SORTS, `sort must be one of ${INSTALLER_SORTS.join(', ')}.`), 'all'),
  }),
  response: v.object({
    urbanArea: urbanAreaSchema,
    siteInstallers: v.object({ siteInstallerList: v.array(siteInstallerSchema), total: v.number(), page: v.number() }),
  }),
});

export const tireShopEndpoint = defineEndpoint({
  id: 'getTireShop',
  method: 'GET',
  path: '/v1/tire-shops/shop/{shopCode}',
  summary: 'One shop by its public code (/tire-shops/shop/{shopName}/{shopCode}).',
  auth: true,
  params: v.object({ shopCode: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,20}$/, 'Unknown shop.')) }),
  response: v.object({ siteInstaller: installerDetailsSchema }),
});

export const installerEndpoints = [
  listInstallersEndpoint,
  listInstallersByLocationEndpoint,
  installerDetailsEndpoint,
  installerServicesEndpoint,
  tireShopsEndpoint,
  urbanAreaShopsEndpoint,
  tireShopEndpoint,
] as const;
