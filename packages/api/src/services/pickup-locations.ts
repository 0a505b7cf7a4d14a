/**
 * Courier pick-up locations near a zip (spec §3 Pickup locations, §7 GET /checkout/pickup-locations,
 * §8 "no courier locations nearby").
 */
import { fillMessage, LOCATION_ZIP_MESSAGE, LOOKUP_REFUSALS, type PickupLocation } from '@tireshop/core';
import { and, between, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courierLocations, type WeeklyHours } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import type { Tx } from '../db/client';
import { boundingBox, milesBetween, placeZip, roundMiles, type Point, type ZipPlace } from './geo';

/** How far we look for a pick-up counter, shop or mobile installer: a short drive. */
export const NEARBY_MILES = 50;

/** spec §5 "Location zip: Please enter a valid ZIP code." — a well-formed zip we cannot place. */
export { LOCATION_ZIP_MESSAGE };

/** The zip's centre point, or a 400 with the spec's location-zip message. */
export function requireZipPlace(zip: string): ZipPlace {
  const place = placeZip(zip);
  if (!place) throw badRequest(LOCATION_ZIP_MESSAGE);
  return place;
}

// A parcel mark, inline so no image request leaves the page (and no third-party logo is copied).
const COURIER_LOGO_SVG =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 48 48' role='img' aria-label='Pick-up location'>" +
  "<rect width='48' height='48' rx='10' fill='#4d148c'/>" +
  "<path d='M12 17.5 24 11.5l12 6v13L24 36.5l-12-6z M12 17.5l12 6 12-6 M24 23.5v13' fill='none' stroke='#fff' stroke-width='2.4' stroke-linejoin='round'/>" +
  '</svg>';
export const COURIER_LOGO_SRC = `data:image/svg+xml,${encodeURIComponent(COURIER_LOGO_SVG)}`;

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** Monday first, as opening hours are read. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

/** "08:00" → "8 am", "17:30" → "5:30 pm", "12:00" → "12 pm", "00:00" → "12 am". */
function clockTime(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}${m ? `:${String(m).padStart(2, '0')}` : ''} ${h < 12 ? 'am' : 'pm'}`;
}

/**
 * Opening hours in words, Monday first, consecutive days with the same hours joined and closed days
 * named: "Mon–Fri 8 am–8 pm, Sat 9 am–6 pm, Sun closed"; "Daily 8 am–10 pm"; "Closed".
 */
export function hoursInWords(hours: WeeklyHours): string {
  const byDay = new Map(hours.map((h) => [h.day, `${clockTime(h.open)}–${clockTime(h.close)}`]));
  const groups: { from: number; to: number; text: string }[] = [];
  for (const day of WEEK) {
    const text = byDay.get(day) ?? 'closed';
    const last = groups.at(-1);
    if (last && last.text === text) last.to = day;
    else groups.push({ from: day, to: day, text });
  }
  if (groups.length === 1) return groups[0]!.text === 'closed' ? 'Closed' : `Daily ${groups[0]!.text}`;
  return groups.map((g) => `${DAY_NAMES[g.from]}${g.from === g.to ? '' : `–${DAY_NAMES[g.to]}`} ${g.text}`).join(', ');
}

type CourierRow = typeof courierLocations.$inferSelect;

function toPickupLocation(row: CourierRow, from: Point): PickupLocation {
  return {
    id: row.id,
    company: row.company,
    addressLine1: row.addressLine1,
    city: row.city,
    state: row.state,
    zip: row.zip,
    logo: { src: COURIER_LOGO_SRC },
    geolocation: { latitude: row.latitude, longitude: row.longitude },
    distance: roundMiles(milesBetween(from, row)),
    hours: hoursInWords(row.weeklyHours),
  };
}

/**
 * The `limit` courier locations nearest the zip within NEARBY_MILES, nearest first. A zip we cannot
 * place is a 400 (spec §5 location zip message); none nearby is an empty list (the UI says so).
 */
export async function listPickupLocations(db: Db, zip: string, limit: number): Promise<{ locations: PickupLocation[] }> {
  const from = requireZipPlace(zip);
  const box = boundingBox(from, NEARBY_MILES);
  const rows = await db
    .select()
    .from(courierLocations)
    .where(
      and(
        between(courierLocations.latitude, box.minLatitude, box.maxLatitude),
        between(courierLocations.longitude, box.minLongitude, box.maxLongitude),
      ),
    );
  const locations = rows
    .map((row) => ({ row, miles: milesBetween(from, row) }))
    .filter((r) => r.miles <= NEARBY_MILES)
    .sort((a, b) => a.miles - b.miles || a.row.id - b.row.id)
    .slice(0, limit)
    .map((r) => toPickupLocation(r.row, from));
  return { locations };
}

/** One courier location by id (cart shipping FEDEX); 404 with the id when there is none. */
export async function requireCourierLocation(db: Tx | Db, id: number): Promise<CourierRow> {
  const [row] = await db.select().from(courierLocations).where(eq(courierLocations.id, id));
  if (!row) throw notFound(fillMessage(LOOKUP_REFUSALS.noPickupLocation, { id }));
  return row;
}
