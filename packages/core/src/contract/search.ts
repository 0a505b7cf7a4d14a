/**
 * Search calls (spec §7): shopper session, past searches, recent searches. The typeahead itself
 * is in catalogue.ts. Every endpoint defined here is listed in `searchEndpoints`.
 *
 * Session-scoped calls (past and recent searches) identify the shopper by the header
 * `X-User-Session-Id` (spec §7 Headers: "the user session id"), whose value comes from
 * GET /users/session. A missing, malformed or unknown id is a 400 that says to call it first.
 */
import * as v from 'valibot';
import { isCalendarDate } from '../search/calendar-date/index';
import { isSiteRelativeLink } from '../search/site-link/index';
import { productSummarySchema } from './catalogue';
import { defineEndpoint, type Endpoint } from './endpoint';
import { queryInt, shopperText } from './fields';

// The rules the schemas below apply, re-exported for callers that check before sending.
export { isCalendarDate, isSiteRelativeLink };

/** The header that carries the shopper session id (spec §7 Headers). */
export const USER_SESSION_HEADER = 'X-User-Session-Id';

/** spec §3 User personalization: userLocation (cityName, region number, stateAbbr, zip). */
export const userLocationSchema = v.object({
  cityName: v.string(),
  region: v.nullable(v.number()),
  stateAbbr: v.string(),
  zip: v.string(),
});

/** spec §3 User personalization; spec §9 "Default personalization: customer_type retail, empty location". */
export const userPersonalizationSchema = v.object({
  customer_type: v.string(),
  gaClientId: v.nullable(v.string()),
  rudderAnonymousId: v.nullable(v.string()),
  rudderSessionId: v.nullable(v.string()),
  userLocation: v.nullable(userLocationSchema),
  userLocationZip: v.nullable(v.string()),
});
export type UserPersonalization = v.InferOutput<typeof userPersonalizationSchema>;

export const userSessionEndpoint = defineEndpoint({
  id: 'getUserSession',
  method: 'GET',
  path: '/users/session',
  summary:
    'The shopper session (spec §7): sends back the X-User-Session-Id it was called with when that ' +
    'session exists (and marks it seen), otherwise starts a new one. Send the returned userSessionId ' +
    'as the X-User-Session-Id header on past- and recent-search calls.',
  auth: true,
  query: v.object({
    /** spec §7 "optional regionId" (from the single-sign-on service); accepted, not yet used. */
    regionId: v.optional(queryInt('regionId', 0, 1_000_000)),
  }),
  response: v.object({
    userSessionId: v.pipe(v.string(), v.uuid()),
    userPersonalization: userPersonalizationSchema,
  }),
});

// ---- Past searches (spec §7 GET, POST, DELETE /users/me/history/search) ----

/** Most past searches kept and listed per session. */
export const PAST_SEARCH_LIMIT = 10;
export const PAST_SEARCH_LINK_MAX = 300;

const requiredText = (name: string, max: number) => v.pipe(shopperText(name, max), v.minLength(1, `${name} is required.`));

/** What is stored with a past search about a vehicle; other keys are dropped. */
export const pastSearchVehicleSchema = v.object({
  make: shopperText('vehicleMetadata.make', 60),
  model: v.optional(shopperText('vehicleMetadata.model', 60)),
  year: v.optional(shopperText('vehicleMetadata.year', 4)),
  trim: v.optional(shopperText('vehicleMetadata.trim', 60)),
});

export const pastSearchSchema = v.object({
  id: v.number(),
  label: v.string(),
  link: v.string(),
  typeName: v.string(),
  detailLabel: v.nullable(v.string()),
  vehicleMetadata: v.nullable(pastSearchVehicleSchema),
  /** ISO 8601: when it was searched (last). */
  createdAt: v.string(),
});
export type PastSearch = v.InferOutput<typeof pastSearchSchema>;

const pastSearchesResponse = v.object({ pastSearches: v.array(pastSearchSchema) });

export const listPastSearchesEndpoint = defineEndpoint({
  id: 'listPastSearches',
  method: 'GET',
  path: '/users/me/history/search',
  summary: `The session's past searches, latest first, at most ${PAST_SEARCH_LIMIT}. Needs X-User-Session-Id.`,
  auth: true,
  response: pastSearchesResponse,
});

export const addPastSearchEndpoint = defineEndpoint({
  id: 'addPastSearch',
  method: 'POST',
  path: '/users/me/history/search',
  summary:
    'Remembers a search the shopper made (spec §7: label, link, typeName, vehicleMetadata, detailLabel). ' +
    'The link must be a path on this site. Searching the same link again moves it to the top. Answers ' +
    'the updated list. Needs X-User-Session-Id.',
  auth: true,
  body: v.object({
    label: requiredText('label', 100),
    link: v.pipe(
      v.string('link must be text.'),
      v.maxLength(PAST_SEARCH_LINK_MAX, `link must be at most ${PAST_SEARCH_LINK_MAX} characters.`),
      v.check(isSiteRelativeLink, 'link must be a path on this site, starting with /.'),
    ),
    typeName: requiredText('typeName', 50),
    vehicleMetadata: v.optional(v.nullable(pastSearchVehicleSchema)),
    detailLabel: v.optional(v.nullable(shopperText('detailLabel', 100))),
  }),
  response: pastSearchesResponse,
});

export const deletePastSearchesEndpoint = defineEndpoint({
  id: 'deletePastSearches',
  method: 'DELETE',
  path: '/users/me/history/search',
  summary:
    "Forgets all the session's past searches, or the one given by ?id= (404 when the session has no " +
    'such entry). Answers the updated list. Needs X-User-Session-Id.',
  auth: true,
  query: v.object({ id: v.optional(queryInt('id', 1, 2_147_483_647)) }),
  response: pastSearchesResponse,
});

// ---- Recent searches (spec §7 GET, POST /users/recent-search) ----

/** spec §3 Search: recent search source. */
export const RECENT_SEARCH_SOURCES = ['home', 'catalog', 'pdp'] as const;
export type RecentSearchSource = (typeof RECENT_SEARCH_SOURCES)[number];
/** Most recent items listed per call. */
export const RECENT_ITEM_LIMIT = 20;

const sourceSchema = v.picklist(RECENT_SEARCH_SOURCES, `source must be one of ${RECENT_SEARCH_SOURCES.join(', ')}.`);

export const recentItemSchema = v.object({
  /** The product (SKU) id, as a string. */
  itemId: v.string(),
  source: sourceSchema,
  dateOfVisit: v.string(),
  product: productSummarySchema,
});
export type RecentItem = v.InferOutput<typeof recentItemSchema>;

const recentItemsResponse = v.object({ recentItems: v.array(recentItemSchema) });
const filterText = (name: string) => v.optional(shopperText(name, 60));

export const listRecentSearchesEndpoint = defineEndpoint({
  id: 'listRecentSearches',
  method: 'GET',
  path: '/users/recent-search',
  summary:
    `Tires the shopper looked at, latest visit first, at most ${RECENT_ITEM_LIMIT}. source limits them ` +
    'to where they were recorded; make, model, year and trim keep those in an original-equipment size ' +
    'of that vehicle; size keeps those in that size (any notation). Needs X-User-Session-Id.',
  auth: true,
  query: v.object({
    source: v.optional(sourceSchema),
    make: filterText('make'),
    model: filterText('model'),
    trim: filterText('trim'),
    year: v.optional(queryInt('year', 1900, 2100)),
    /** spec §7 lists oem among the filters; our fitment data is original equipment only, so vehicle filters always mean OE sizes. */
    oem: v.optional(
      v.union(
        [
          v.boolean(),
          v.pipe(
            v.picklist(['true', 'false']),
            v.transform((s) => s === 'true'),
          ),
        ],
        'oem must be true or false.',
      ),
    ),
    size: v.optional(v.pipe(v.string(), v.maxLength(40, 'That is not a tire size.'))),
  }),
  response: recentItemsResponse,
});

export const addRecentSearchEndpoint = defineEndpoint({
  id: 'addRecentSearch',
  method: 'POST',
  path: '/users/recent-search',
  summary:
    'Records that the shopper looked at a tire (spec §7: query dateOfVisit yyyy-MM-dd, itemId, source). ' +
    'Recording it again updates the visit. Answers the updated list (all sources). Needs X-User-Session-Id.',
  auth: true,
  query: v.object({
    dateOfVisit: v.pipe(
      v.string('dateOfVisit must be a date in yyyy-MM-dd format.'),
      v.check(isCalendarDate, 'dateOfVisit must be a date in yyyy-MM-dd format.'),
    ),
    itemId: v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/, 'itemId must be a product id.')),
    source: sourceSchema,
  }),
  response: recentItemsResponse,
});

export const searchEndpoints: readonly Endpoint[] = [
  userSessionEndpoint,
  listPastSearchesEndpoint,
  addPastSearchEndpoint,
  deletePastSearchesEndpoint,
  listRecentSearchesEndpoint,
  addRecentSearchEndpoint,
];
