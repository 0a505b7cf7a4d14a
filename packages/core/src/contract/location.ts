/**
 * The shopper's location (spec §3 User personalization userLocation; §7 PUT
 * /users/me/personalization; rules §5 "Location zip"). Every endpoint defined here is listed in
 * `locationEndpoints`.
 */
import * as v from 'valibot';
import { defineEndpoint, type Endpoint } from './endpoint';
import { pointQueryEntries, shopperText, usZipSchema } from './fields';
import { userLocationSchema, userPersonalizationSchema } from './search';

/** rules §5 Messages: "Location zip: Please enter a valid ZIP code." */
export const LOCATION_ZIP_MESSAGE = 'Please enter a valid ZIP code.';
/** rules §4 (the location loader's own words when no US place is near the browser's position). */
export const LOCATION_NOT_FOUND_MESSAGE = 'No results found';

const locationZip = usZipSchema(LOCATION_ZIP_MESSAGE);

export const updatePersonalizationEndpoint = defineEndpoint({
  id: 'updatePersonalization',
  method: 'PUT',
  path: '/users/me/personalization',
  summary:
    "Changes the shopper's personalization (spec §7 PUT /users/me/personalization). userLocationZip sets " +
    'the location: the ZIP must be a US ZIP code the shop knows, and its city and state are filled in ' +
    '(userLocation); null clears it. Fields left out stay as they are. Answers the whole personalization. ' +
    'Needs X-User-Session-Id.',
  auth: true,
  body: v.object({
    userLocationZip: v.optional(v.nullable(locationZip)),
    gaClientId: v.optional(v.nullable(shopperText('gaClientId', 100))),
    rudderAnonymousId: v.optional(v.nullable(shopperText('rudderAnonymousId', 100))),
    rudderSessionId: v.optional(v.nullable(shopperText('rudderSessionId', 100))),
  }),
  response: userPersonalizationSchema,
});

export const nearestLocationEndpoint = defineEndpoint({
  id: 'nearestLocation',
  method: 'GET',
  path: '/v1/locations/nearest',
  summary:
    "The US ZIP code nearest a point, with its city and state (spec §3 userLocation): the browser's " +
    'position as a location the shop can use. 404 "No results found" when no US ZIP is within 50 miles.',
  auth: true,
  query: v.object(pointQueryEntries),
  response: userLocationSchema,
});

export const locationEndpoints: readonly Endpoint[] = [updatePersonalizationEndpoint, nearestLocationEndpoint];
