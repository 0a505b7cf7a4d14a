/**
 * Anonymous shopper sessions (spec §7 GET /users/session). The id is a random UUID handed to the
 * client, which sends it back in the X-User-Session-Id header on session-scoped calls (past and
 * recent searches). Knowing an id is what gives access to its data, so ids are never guessable
 * and never listed.
 */
import { randomUUID } from 'node:crypto';
import { LOCATION_NOT_FOUND_MESSAGE, LOCATION_ZIP_MESSAGE, type UserPersonalization } from '@tireshop/core';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { shopperSessions } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { nearestZip, placeZip, type Point, type ZipPlace } from './geo';

export const SESSION_REQUIRED_MESSAGE = 'A shopper session is required: call GET /users/session first.';
export const SESSION_MALFORMED_MESSAGE = 'X-User-Session-Id is not a session id: call GET /users/session for one.';
export const SESSION_UNKNOWN_MESSAGE = 'That shopper session does not exist (or has ended): call GET /users/session for a new one.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The header's id in canonical (lowercase) form, or null when missing or not a UUID. */
export function readSessionId(header: string | undefined): string | null {
  const id = header?.trim();
  return id && UUID.test(id) ? id.toLowerCase() : null;
}

/** spec §9 "Default personalization: customer_type retail, empty location"; stored keys win. */
export function toPersonalization(stored: Record<string, unknown>): UserPersonalization {
  const text = (key: string) => (typeof stored[key] === 'string' ? (stored[key] as string) : null);
  const location = stored.userLocation as Record<string, unknown> | null | undefined;
  return {
    customer_type: text('customer_type') ?? 'retail',
    gaClientId: text('gaClientId'),
    rudderAnonymousId: text('rudderAnonymousId'),
    rudderSessionId: text('rudderSessionId'),
    userLocation:
      location && typeof location === 'object'
        ? {
            cityName: String(location.cityName ?? ''),
            region: typeof location.region === 'number' ? location.region : null,
            stateAbbr: String(location.stateAbbr ?? ''),
            zip: String(location.zip ?? ''),
          }
        : null,
    userLocationZip: text('userLocationZip'),
  };
}

/**
 * The session named by the header when it exists (marked seen now), otherwise a new one. A
 * malformed or unknown id is not an error here: this is the call that hands out a fresh id.
 */
export async function getOrStartSession(database: Database, header: string | undefined) {
  const id = readSessionId(header);
  if (id) {
    const [seen] = await database.db
      .update(shopperSessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(shopperSessions.id, id))
      .returning({ id: shopperSessions.id, personalization: shopperSessions.personalization });
    if (seen) return { userSessionId: seen.id, userPersonalization: toPersonalization(seen.personalization) };
  }
  const [created] = await database.db
    .insert(shopperSessions)
    .values({ id: randomUUID(), personalization: {} })
    .returning({ id: shopperSessions.id, personalization: shopperSessions.personalization });
  return { userSessionId: created!.id, userPersonalization: toPersonalization(created!.personalization) };
}

/**
 * The id of an existing session from the header, marked seen; a 400 that says what to do when
 * the header is missing, malformed or names no session.
 */
export async function requireSession(database: Database, header: string | undefined): Promise<string> {
  if (!header?.trim()) throw badRequest(SESSION_REQUIRED_MESSAGE);
  const id = readSessionId(header);
  if (!id) throw badRequest(SESSION_MALFORMED_MESSAGE);
  const [seen] = await database.db
    .update(shopperSessions)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(shopperSessions.id, id))
    .returning({ id: shopperSessions.id });
  if (!seen) throw badRequest(SESSION_UNKNOWN_MESSAGE);
  return seen.id;
}

/** spec §3 userLocation of a place ("region" is the single-sign-on service's region number: none here). */
const userLocationOf = (place: ZipPlace) => ({ cityName: place.city, region: null, stateAbbr: place.state, zip: place.zip });

/** The browser's position as a location: the nearest US ZIP code (404 "No results found" when none is near). */
export function nearestLocation(point: Point) {
  const place = nearestZip(point);
  if (!place) throw notFound(LOCATION_NOT_FOUND_MESSAGE);
  return userLocationOf(place);
}

export interface PersonalizationChange {
  userLocationZip?: string | null;
  gaClientId?: string | null;
  rudderAnonymousId?: string | null;
  rudderSessionId?: string | null;
}

/**
 * spec §7 PUT /users/me/personalization: the given fields replace the stored ones. A location ZIP
 * must be one the shop knows (its city and state are stored with it as userLocation).
 */
export async function updatePersonalization(
  database: Database,
  sessionId: string,
  change: PersonalizationChange,
): Promise<UserPersonalization> {
  const patch: Record<string, unknown> = {};
  for (const key of ['gaClientId', 'rudderAnonymousId', 'rudderSessionId'] as const)
    if (change[key] !== undefined) patch[key] = change[key];
  if (change.userLocationZip !== undefined) {
    const place = change.userLocationZip === null ? null : placeZip(change.userLocationZip);
    if (change.userLocationZip !== null && !place) throw badRequest(LOCATION_ZIP_MESSAGE);
    patch.userLocationZip = place?.zip ?? null;
    patch.userLocation = place ? userLocationOf(place) : null;
  }
  // One statement: the stored keys merged with the change (jsonb ||), so two tabs changing different keys keep both.
  const [row] = await database.db
    .update(shopperSessions)
    .set({ personalization: sql`${shopperSessions.personalization} || ${JSON.stringify(patch)}::jsonb`, lastSeenAt: sql`now()` })
    .where(eq(shopperSessions.id, sessionId))
    .returning({ personalization: shopperSessions.personalization });
  return toPersonalization(row!.personalization);
}
