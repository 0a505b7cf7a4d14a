/**
 * The installer lookup of the delivery tabs (spec §7 GET /installers; spec §3 Installer, Installer
 * lookup response). Basic for now: the shops (or mobile installers) nearest the shopper's zip.
 * Schedules, sorting, promotions and the other spec §3 flags come with the booking work.
 */
import * as v from 'valibot';
import { queryBoolean } from './browse';
import { defineEndpoint } from './endpoint';
import { queryInt } from './fields';

/** spec §9 "Installer query limit 4"; at most one list page (spec §9 "Installer list page size 10"). */
export const INSTALLER_LOOKUP_DEFAULT_LIMIT = 4;
export const INSTALLER_LOOKUP_MAX_LIMIT = 10;

/** spec §3 Installer (shop): the fields the lookup knows today. */
export const siteInstallerSchema = v.object({
  installerId: v.number(),
  name: v.string(),
  addressLine1: v.string(),
  addressLine2: v.nullable(v.string()),
  city: v.string(),
  state: v.string(),
  zip: v.string(),
  /** Miles from the shopper's zip, one decimal. */
  distance: v.number(),
  geolocation: v.object({ latitude: v.number(), longitude: v.number() }),
  /** Stars 0–5 and how many ratings. */
  rating: v.object({ value: v.number(), quantity: v.number() }),
  /** A mobile installer comes to the shopper (spec §3 installer kinds: shop, mobile). */
  isMobileInstall: v.boolean(),
  /** How far a mobile installer travels from its base; null for shops. */
  mobileRadiusMiles: v.nullable(v.number()),
  /** The installer the cart already has (spec §4 Installer selection). */
  isSelected: v.boolean(),
  /** spec §3 authorisedInstaller: counted in verifiedCount. */
  authorisedInstaller: v.boolean(),
  installationCostFor4TiresInCents: v.pipe(v.number(), v.integer(), v.minValue(0)),
  website: v.nullable(v.string()),
  phone: v.string(),
  logo: v.optional(v.object({ src: v.string(), altText: v.string() })),
});
export type SiteInstaller = v.InferOutput<typeof siteInstallerSchema>;

export const installerLookupSchema = v.object({
  siteInstallers: v.object({ siteInstallerList: v.array(siteInstallerSchema) }),
  /** true when the list is of mobile installers (the query asked for them). */
  isMobileInstall: v.boolean(),
  /** How many installers of the list are verified (authorised) partners. */
  verifiedCount: v.number(),
  /** spec §4 Installer selection: open the mobile tab first (the cart's shipping is a mobile install). */
  defaultSelectMobileInstall: v.boolean(),
});
export type InstallerLookup = v.InferOutput<typeof installerLookupSchema>;

const zip = v.pipe(v.string(), v.trim(), v.regex(/^\d{5}(?:-\d{4})?$/, 'Please enter valid US Zip Code.'));

export const listInstallersEndpoint = defineEndpoint({
  id: 'listInstallers',
  method: 'GET',
  path: '/v1/installers',
  summary:
    'Installers nearest the shopper (spec §7 GET /installers): shops, or with mobileInstall=true the mobile installers whose service area covers the zip. Without userZip the cart\'s zip is used.',
  auth: true,
  query: v.object({
    userZip: v.optional(zip),
    limit: v.optional(queryInt('limit', 1, INSTALLER_LOOKUP_MAX_LIMIT), INSTALLER_LOOKUP_DEFAULT_LIMIT),
    mobileInstall: v.optional(queryBoolean('mobileInstall'), false),
    cartId: v.optional(v.pipe(v.string(), v.uuid('The cart id is not valid.'))),
  }),
  response: installerLookupSchema,
});

export const installerEndpoints = [listInstallersEndpoint] as const;
