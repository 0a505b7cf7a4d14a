/**
 * Installer signup (spec storefront §2 /installer-signup) and its review by operations: an
 * application is stored with its confirmation e-mail in one transaction; an approval makes the
 * installer (address, coordinates and time zone from its ZIP code, hours, services, mobile service
 * area) and its installer widget — allowed on the applicant's website — and e-mails the widget id
 * and snippet, all in one transaction; a rejection keeps its reason and e-mails it. A decided
 * application never changes again: its row is locked while it is decided, so of two operators
 * deciding at the same moment the second is refused and changes nothing.
 */
import {
  ADDRESS_MESSAGES,
  INSTALLER_SIGNUP_MESSAGES,
  INSTALLER_SIGNUP_SERVICES,
  SIGNUP_WEEKDAYS,
  phoneDigits,
  slugify,
  type InstallerApplication,
  type InstallerApplicationStatus,
  type SignupHours,
  type WeeklyHours,
} from '@tireshop/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import { installerWidgetId, originOf } from '../auth/clients';
import type { TokenClaims } from '../auth/tokens';
import { rowsOf, type Database, type Db, type Tx } from '../db/client';
import { databaseError } from '../db/errors';
import { apiClients, installerApplications, installers, metros, outboxEmails, portalMembers, users } from '../db/schema';
import { ApiError, badRequest } from '../http/errors';
import {
  renderApplicationApprovedEmail,
  renderApplicationReceivedEmail,
  renderApplicationRejectedEmail,
} from '../mail/installer-application-email';
import { timeZoneFor } from '../seed/data/states';
import { signedInUser } from './account-area';
import { accountForInvitation } from './accounts';
import { milesBetween, placeZip } from './geo';

/** What a new installer starts with until its team changes it in the installer portal. */
export const NEW_INSTALLER_DEFAULTS = {
  shop: { bays: 2, minNoticeHours: 2 },
  /** A mobile-only installer: one van, a day's notice. */
  mobileOnly: { bays: 1, minNoticeHours: 24 },
  /** $100 for four tires, the middle of the network's prices. */
  installationCostFor4TiresCents: 10_000,
} as const;

/** A new installer belongs to a metro (its /tire-shops/{urbanArea} page) when its ZIP is this close to the metro's centre. */
const METRO_REACH_MILES = 40;

type ApplicationInput = {
  companyName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  addressLine1: string;
  addressLine2?: string | null;
  city: string;
  state: string;
  zip: string;
  services: string[];
  hours: SignupHours;
  mobileRadiusMiles: number | null;
  website: string | null;
};

const conflict = (message: string) => new ApiError('Conflict', message);

export const applicationNumberOf = (id: number) => `IA-${String(id).padStart(6, '0')}`;

/** The form's hours per weekday → the shop's weekly hours (core schedule), closed days left out. */
export function weeklyHoursOf(hours: SignupHours): WeeklyHours {
  return SIGNUP_WEEKDAYS.flatMap(([key], day) => {
    const h = hours[key];
    return h ? [{ day, open: h.open, close: h.close }] : [];
  });
}

function signupHoursOf(weekly: WeeklyHours): Record<string, { open: string; close: string } | null> {
  return Object.fromEntries(
    SIGNUP_WEEKDAYS.map(([key], day) => {
      const h = weekly.find((d) => d.day === day);
      return [key, h ? { open: h.open, close: h.close } : null];
    }),
  );
}

/** The two lines an installer pastes (docs/integration.md "Add it to a page"). */
export function installerWidgetSnippet(shopUrl: string, widgetId: string): string {
  const base = shopUrl.replace(/\/+$/, '');
  return `<tireshop-installer-widget widget-id="${widgetId}"></tireshop-installer-widget>\n<script src="${base}/widgets/v1/loader.js" async></script>`;
}

/** Where shop owners and staff sign in to run their shop (docs/portal.md). */
export const portalUrl = (shopUrl: string) => `${shopUrl.replace(/\/+$/, '')}/portal`;

// ---- applying -----------------------------------------------------------------------------------

/**
 * POST /v1/installer-applications. The ZIP code must be a real one of the state given (its
 * coordinates place the shop). A second pending application from the same e-mail, or for the same
 * company at the same ZIP, is refused by the database's unique indexes — also when both arrive at once.
 */
export async function submitApplication(database: Database, input: ApplicationInput, now: Date) {
  const place = placeZip(input.zip);
  if (!place) throw badRequest(ADDRESS_MESSAGES.zip);
  if (place.state !== input.state)
    throw badRequest(`The ZIP code ${input.zip} is in ${place.state}, not ${input.state}. Please check the state and ZIP code.`);
  try {
    return await database.db.transaction(async (tx) => {
      const id = await nextId(tx, 'installer_applications');
      const applicationNumber = applicationNumberOf(id);
      await tx.insert(installerApplications).values({
        id,
        applicationNumber,
        companyName: input.companyName,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        addressLine1: input.addressLine1,
        addressLine2: input.addressLine2 || null,
        city: input.city,
        state: input.state,
        zip: input.zip,
        services: input.services,
        weeklyHours: weeklyHoursOf(input.hours),
        mobileRadiusMiles: input.mobileRadiusMiles,
        website: input.website,
        createdAt: now,
      });
      const mail = renderApplicationReceivedEmail({ firstName: input.firstName, companyName: input.companyName, applicationNumber });
      await tx.insert(outboxEmails).values({ kind: 'installer-application-received', to: input.email, ...mail });
      return { application: { applicationNumber, status: 'pending' as const, email: input.email } };
    });
  } catch (err) {
    const db = databaseError(err);
    if (db?.code !== '23505') throw err;
    throw conflict(await duplicateMessage(database.db, input, db.constraint));
  }
}

/** Which pending application the new one repeats: by the index the database named, else by looking. */
async function duplicateMessage(db: Db, input: ApplicationInput, constraint: string | undefined): Promise<string> {
  if (constraint === 'installer_applications_pending_email') return INSTALLER_SIGNUP_MESSAGES.duplicateEmail;
  if (constraint === 'installer_applications_pending_shop') return INSTALLER_SIGNUP_MESSAGES.duplicateShop;
  const [sameEmail] = await db
    .select({ id: installerApplications.id })
    .from(installerApplications)
    .where(and(eq(installerApplications.status, 'pending'), sql`lower(${installerApplications.email}) = lower(${input.email})`));
  return sameEmail ? INSTALLER_SIGNUP_MESSAGES.duplicateEmail : INSTALLER_SIGNUP_MESSAGES.duplicateShop;
}

/** The next id of a table's serial, taken ahead of the insert: the number and shop code shown are made from it. */
export async function nextId(tx: Tx, table: 'installer_applications' | 'installers' | 'quotes' | 'chat_messages'): Promise<number> {
  const [row] = rowsOf<{ id: number }>(await tx.execute(sql`SELECT nextval(pg_get_serial_sequence(${table}, 'id'))::int AS id`));
  return row!.id;
}

// ---- who may review -----------------------------------------------------------------------------

/** The signed-in operations account's id: 401 signed out, 403 for any other account (rules §6: applicants never sign in). */
export async function operationsUser(
  db: Db,
  client: TokenClaims | undefined,
  forbidden: string = INSTALLER_SIGNUP_MESSAGES.operationsOnly,
): Promise<number> {
  const userId = signedInUser(client);
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (user?.role !== 'operations') throw new ApiError('Forbidden', forbidden);
  return userId;
}

// ---- reviewing ----------------------------------------------------------------------------------

const applicationColumns = {
  id: installerApplications.id,
  applicationNumber: installerApplications.applicationNumber,
  status: installerApplications.status,
  companyName: installerApplications.companyName,
  firstName: installerApplications.firstName,
  lastName: installerApplications.lastName,
  email: installerApplications.email,
  phone: installerApplications.phone,
  addressLine1: installerApplications.addressLine1,
  addressLine2: installerApplications.addressLine2,
  city: installerApplications.city,
  state: installerApplications.state,
  zip: installerApplications.zip,
  services: installerApplications.services,
  weeklyHours: installerApplications.weeklyHours,
  mobileRadiusMiles: installerApplications.mobileRadiusMiles,
  website: installerApplications.website,
  createdAt: installerApplications.createdAt,
  decidedAt: installerApplications.decidedAt,
  rejectionReason: installerApplications.rejectionReason,
  installerId: installerApplications.installerId,
};
type ApplicationRow = typeof installerApplications.$inferSelect;

function toApplication(row: Omit<ApplicationRow, 'decidedBy'>, shopCode: string | null): InstallerApplication {
  return {
    applicationNumber: row.applicationNumber,
    status: row.status,
    companyName: row.companyName,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    services: row.services,
    hours: signupHoursOf(row.weeklyHours),
    mobileRadiusMiles: row.mobileRadiusMiles,
    website: row.website,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
    widgetId: shopCode ? installerWidgetId(shopCode) : null,
  };
}

/** GET /v1/operations/installer-applications: one status, oldest first (the queue's order). */
export async function listApplications(db: Db, status: InstallerApplicationStatus) {
  const rows = await db
    .select({ ...applicationColumns, shopCode: installers.code })
    .from(installerApplications)
    .leftJoin(installers, eq(installers.id, installerApplications.installerId))
    .where(eq(installerApplications.status, status))
    .orderBy(asc(installerApplications.id))
    .limit(500);
  return { applications: rows.map((r) => toApplication(r, r.shopCode)) };
}

/** The application, locked for this transaction; 404 unknown, 409 already decided. */
async function lockPending(tx: Tx, applicationNumber: string): Promise<Omit<ApplicationRow, 'decidedBy'>> {
  const [row] = await tx
    .select(applicationColumns)
    .from(installerApplications)
    .where(eq(installerApplications.applicationNumber, applicationNumber))
    .for('update');
  if (!row) throw new ApiError('NotFound', INSTALLER_SIGNUP_MESSAGES.notFound);
  if (row.status !== 'pending') throw conflict(INSTALLER_SIGNUP_MESSAGES.alreadyDecided(row.status));
  return row;
}

/** The metro whose centre is nearest the point, within METRO_REACH_MILES; else none. */
async function nearestMetro(tx: Tx, point: { latitude: number; longitude: number }) {
  const all = await tx.select({ id: metros.id, latitude: metros.latitude, longitude: metros.longitude }).from(metros);
  let best: { id: number; miles: number } | null = null;
  for (const m of all) {
    const miles = milesBetween(point, m);
    if (miles <= METRO_REACH_MILES && (!best || miles < best.miles)) best = { id: m.id, miles };
  }
  return best?.id ?? null;
}

const serviceName = new Map<string, string>(INSTALLER_SIGNUP_SERVICES);

/**
 * POST /v1/operations/installer-applications/{n}/approve: the installer and its widget, the
 * application approved and the applicant's e-mail — one transaction, all or nothing.
 */
export async function approveApplication(database: Database, operatorId: number, applicationNumber: string, now: Date, shopUrl: string) {
  return database.db.transaction(async (tx) => {
    const application = await lockPending(tx, applicationNumber);
    const place = placeZip(application.zip);
    if (!place)
      throw conflict(
        `The ZIP code ${application.zip} is not in the shop’s ZIP table, so the shop cannot be placed on the map. Reject the application or ask the applicant to apply again.`,
      );
    const mobile = application.services.includes('mobile-installation');
    const mobileOnly = mobile && !application.services.includes('installation');
    const id = await nextId(tx, 'installers');
    // Shop codes are 100000 + id, as the seeded shops' are (auth/clients.ts installerWidgetId).
    const code = String(100_000 + id);
    const defaults = mobileOnly ? NEW_INSTALLER_DEFAULTS.mobileOnly : NEW_INSTALLER_DEFAULTS.shop;
    await tx.insert(installers).values({
      id,
      code,
      slug: slugify(application.companyName),
      name: application.companyName,
      addressLine1: application.addressLine1,
      addressLine2: application.addressLine2,
      city: application.city,
      state: application.state,
      zip: application.zip,
      latitude: place.latitude,
      longitude: place.longitude,
      metroId: await nearestMetro(tx, place),
      timeZone: timeZoneFor(place),
      phone: phoneDigits(application.phone),
      email: application.email,
      website: application.website,
      weeklyHours: application.weeklyHours,
      bays: defaults.bays,
      minNoticeHours: defaults.minNoticeHours,
      installationCostFor4TiresCents: NEW_INSTALLER_DEFAULTS.installationCostFor4TiresCents,
      isMobileInstall: mobile,
      mobileRadiusMiles: mobile ? application.mobileRadiusMiles : null,
      services: application.services.filter((s) => s !== 'mobile-installation').map((s) => serviceName.get(s) ?? s),
    });
    const widgetId = installerWidgetId(code);
    const allowedOrigins = originOf(application.website);
    await tx.insert(apiClients).values({
      id: widgetId,
      kind: 'public',
      name: `Installer widget ${code}`,
      allowedOrigins,
      channel: 'widget',
      widgetType: 'installer-widget',
      installerId: id,
    });
    const [approved] = await tx
      .update(installerApplications)
      .set({ status: 'approved', decidedAt: now, decidedBy: operatorId, installerId: id })
      .where(and(eq(installerApplications.id, application.id), eq(installerApplications.status, 'pending')))
      .returning(applicationColumns);
    if (!approved) throw conflict(INSTALLER_SIGNUP_MESSAGES.alreadyDecided('decided'));
    // The applicant owns the shop in the portal: their account, made for them with a
    // set-your-password link when they have none (docs/portal.md).
    const owner = await accountForInvitation(tx, application, now, shopUrl);
    await tx.insert(portalMembers).values({ userId: owner.userId, role: 'owner', installerId: id, createdAt: now });
    const snippet = installerWidgetSnippet(shopUrl, widgetId);
    const mail = renderApplicationApprovedEmail({
      firstName: application.firstName,
      companyName: application.companyName,
      applicationNumber,
      widgetId,
      snippet,
      shopCode: code,
      portal: { url: portalUrl(shopUrl), email: application.email.toLowerCase(), setPasswordLink: owner.setPasswordLink },
    });
    await tx.insert(outboxEmails).values({ kind: 'installer-application-approved', to: application.email, ...mail });
    return {
      application: toApplication(approved, code),
      installer: { installerId: id, code, name: application.companyName },
      widgetId,
      allowedOrigins,
      snippet,
    };
  });
}

/** POST /v1/operations/installer-applications/{n}/reject: the reason kept and e-mailed, in one transaction. */
export async function rejectApplication(database: Database, operatorId: number, applicationNumber: string, reason: string, now: Date) {
  return database.db.transaction(async (tx) => {
    const application = await lockPending(tx, applicationNumber);
    const [rejected] = await tx
      .update(installerApplications)
      .set({ status: 'rejected', decidedAt: now, decidedBy: operatorId, rejectionReason: reason })
      .where(and(eq(installerApplications.id, application.id), eq(installerApplications.status, 'pending')))
      .returning(applicationColumns);
    if (!rejected) throw conflict(INSTALLER_SIGNUP_MESSAGES.alreadyDecided('decided'));
    const mail = renderApplicationRejectedEmail({
      firstName: application.firstName,
      companyName: application.companyName,
      applicationNumber,
      reason,
    });
    await tx.insert(outboxEmails).values({ kind: 'installer-application-rejected', to: application.email, ...mail });
    return { application: toApplication(rejected, null) };
  });
}
