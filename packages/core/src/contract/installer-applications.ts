/**
 * Installer signup (spec storefront §2 /installer-signup; rules §6 "Installer applicant: signup,
 * not a login role"): a tire shop or mobile installer applies, and the shop's operations team
 * approves the application into a real installer with its own widget id, or rejects it with a
 * reason. The operations calls answer only a signed-in account with the operations role (401
 * signed out, 403 for a shopper); docs/installer-signup.md tells the whole flow.
 */
import * as v from 'valibot';
import {
  ADDRESS_MESSAGES,
  addressLineField,
  cityField,
  emailField,
  nameField,
  optionalAddressLineField,
  phoneFieldWith,
  stateField,
  zipField,
} from '../address/index';
import { defineEndpoint } from './endpoint';
import { withMissingMessage } from './fields';

/** The services an applicant can offer, by their wire id; the names are what shoppers see on the shop. */
export const INSTALLER_SIGNUP_SERVICES = [
  ['installation', 'Tire Installation'],
  ['mobile-installation', 'Mobile Tire Installation'],
  ['balancing', 'Tire Balancing'],
  ['alignment', 'Wheel Alignment'],
  ['rotation', 'Tire Rotation'],
  ['flat-repair', 'Flat Repair'],
  ['tpms', 'TPMS Service'],
  ['disposal', 'Tire Disposal'],
  ['valve-stems', 'Valve Stem Replacement'],
  ['seasonal-changeover', 'Seasonal Tire Changeover'],
  ['tire-storage', 'Tire Storage'],
  ['ev-tires', 'EV Tire Service'],
] as const satisfies readonly (readonly [string, string])[];
export type InstallerSignupService = (typeof INSTALLER_SIGNUP_SERVICES)[number][0];
const SERVICE_IDS = INSTALLER_SIGNUP_SERVICES.map(([id]) => id) as InstallerSignupService[];

/** The weekdays of the hours, as the form and the wire name them (0 = Sunday, as WeeklyHours counts). */
export const SIGNUP_WEEKDAYS = [
  ['sunday', 'Sunday'],
  ['monday', 'Monday'],
  ['tuesday', 'Tuesday'],
  ['wednesday', 'Wednesday'],
  ['thursday', 'Thursday'],
  ['friday', 'Friday'],
  ['saturday', 'Saturday'],
] as const;
export type SignupWeekday = (typeof SIGNUP_WEEKDAYS)[number][0];

/** A mobile installer's reach from their base, in miles. */
export const MOBILE_RADIUS_MIN_MILES = 1;
export const MOBILE_RADIUS_MAX_MILES = 100;

/** spec §5 where it has the words ("Installer signup phone", "Installer signup names", e-mail, ZIP, address); ours elsewhere. */
export const INSTALLER_SIGNUP_MESSAGES = {
  companyName: 'Please enter your company’s name (2 to 80 characters).',
  firstName: ADDRESS_MESSAGES.firstName,
  lastName: ADDRESS_MESSAGES.lastName,
  email: ADDRESS_MESSAGES.email,
  /** spec §5 "Installer signup phone". */
  phone: 'Phone Number should contain 10 digits.',
  address: ADDRESS_MESSAGES.address,
  city: ADDRESS_MESSAGES.city,
  state: ADDRESS_MESSAGES.state,
  zip: ADDRESS_MESSAGES.zip,
  services: 'Please choose the services you offer: installation at your shop, mobile installation, or both.',
  time: 'Please choose a time.',
  closeAfterOpen: 'Closing time must be after opening time.',
  noOpenDay: 'Please give the hours of at least one day you are open.',
  mobileRadius: `Please enter how many miles you drive to customers (${MOBILE_RADIUS_MIN_MILES} to ${MOBILE_RADIUS_MAX_MILES}).`,
  website: 'Please enter your website’s address, starting with https://',
  duplicateEmail: 'An application from this e-mail is already waiting for review. We will e-mail you as soon as it is decided.',
  duplicateShop: 'An application for this company at this ZIP code is already waiting for review.',
  reason: 'Please give the reason for the rejection (up to 500 characters): the applicant reads it.',
  alreadyDecided: (status: string) => `This application has already been ${status}: nothing was changed.`,
  notFound: 'There is no installer application with this number.',
  operationsOnly: 'Only the shop’s operations team may review installer applications.',
  sessionRequired: 'Please sign in.',
} as const;

/** "HH:MM" on the half hour, 00:00 to 23:30: the times the form offers. */
export const SIGNUP_TIME_PATTERN = /^(?:[01]\d|2[0-3]):(?:00|30)$/;
const timeField = withMissingMessage(
  v.pipe(v.string(INSTALLER_SIGNUP_MESSAGES.time), v.regex(SIGNUP_TIME_PATTERN, INSTALLER_SIGNUP_MESSAGES.time)),
  INSTALLER_SIGNUP_MESSAGES.time,
);

/** One day's hours: open and close, close after open; null (or left out) is a closed day. */
const dayHours = v.optional(
  v.nullable(
    v.pipe(
      v.object({ open: timeField, close: timeField }),
      v.forward(
        v.partialCheck([['open'], ['close']], (d) => d.close > d.open, INSTALLER_SIGNUP_MESSAGES.closeAfterOpen),
        ['close'],
      ),
    ),
  ),
  null,
);

const hoursSchema = withMissingMessage(
  v.pipe(
    v.object(
      Object.fromEntries(SIGNUP_WEEKDAYS.map(([day]) => [day, dayHours])) as Record<SignupWeekday, typeof dayHours>,
      INSTALLER_SIGNUP_MESSAGES.noOpenDay,
    ),
    v.check((hours) => Object.values(hours).some(Boolean), INSTALLER_SIGNUP_MESSAGES.noOpenDay),
  ),
  INSTALLER_SIGNUP_MESSAGES.noOpenDay,
);
export type SignupHours = v.InferOutput<typeof hoursSchema>;

/** spec §5 phone rule (an extension kept), with the signup's own message. */
const phoneField = phoneFieldWith(INSTALLER_SIGNUP_MESSAGES.phone);

/** A company's name: letters, digits and the punctuation of business names; control characters refused. */
const companyNameField = withMissingMessage(
  v.pipe(
    v.string(INSTALLER_SIGNUP_MESSAGES.companyName),
    v.transform((s: string) => s.normalize('NFKC').replace(/\s+/g, ' ').trim()),
    v.minLength(2, INSTALLER_SIGNUP_MESSAGES.companyName),
    v.maxLength(80, INSTALLER_SIGNUP_MESSAGES.companyName),
    v.regex(/^[\p{L}\p{N}&'.,/()+ -]+$/u, INSTALLER_SIGNUP_MESSAGES.companyName),
  ),
  INSTALLER_SIGNUP_MESSAGES.companyName,
);

/** An http(s) address; stored as typed (trimmed). Its origin is the one the installer's widget is allowed on. */
const websiteField = v.optional(
  v.nullable(
    v.pipe(
      v.string(INSTALLER_SIGNUP_MESSAGES.website),
      v.transform((s: string) => s.trim()),
      v.union(
        [
          v.literal(''),
          v.pipe(
            v.string(),
            v.maxLength(200, INSTALLER_SIGNUP_MESSAGES.website),
            v.check((s) => {
              try {
                const url = new URL(s);
                return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
              } catch {
                return false;
              }
            }, INSTALLER_SIGNUP_MESSAGES.website),
          ),
        ],
        INSTALLER_SIGNUP_MESSAGES.website,
      ),
      v.transform((s: string) => s || null),
    ),
  ),
  null,
);

const mobileRadiusField = v.optional(
  v.nullable(
    v.pipe(
      v.union(
        [v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d{1,3}$/, INSTALLER_SIGNUP_MESSAGES.mobileRadius), v.transform(Number))],
        INSTALLER_SIGNUP_MESSAGES.mobileRadius,
      ),
      v.integer(INSTALLER_SIGNUP_MESSAGES.mobileRadius),
      v.minValue(MOBILE_RADIUS_MIN_MILES, INSTALLER_SIGNUP_MESSAGES.mobileRadius),
      v.maxValue(MOBILE_RADIUS_MAX_MILES, INSTALLER_SIGNUP_MESSAGES.mobileRadius),
    ),
  ),
  null,
);

const servicesField = withMissingMessage(
  v.pipe(
    v.array(v.picklist(SERVICE_IDS, INSTALLER_SIGNUP_MESSAGES.services), INSTALLER_SIGNUP_MESSAGES.services),
    v.check((s) => s.includes('installation') || s.includes('mobile-installation'), INSTALLER_SIGNUP_MESSAGES.services),
    v.transform((s) => SERVICE_IDS.filter((id) => s.includes(id))),
  ),
  INSTALLER_SIGNUP_MESSAGES.services,
);

/** What an applicant sends; the form's fields have the same names (`hours.monday.open` …). */
export const installerApplicationInputSchema = v.pipe(
  v.object({
    companyName: companyNameField,
    firstName: nameField(INSTALLER_SIGNUP_MESSAGES.firstName),
    lastName: nameField(INSTALLER_SIGNUP_MESSAGES.lastName),
    email: emailField,
    phone: phoneField,
    addressLine1: addressLineField,
    addressLine2: optionalAddressLineField,
    city: cityField,
    state: stateField,
    zip: zipField,
    services: servicesField,
    hours: hoursSchema,
    mobileRadiusMiles: mobileRadiusField,
    website: websiteField,
  }),
  // A mobile installer says how far they drive; a shop-only one has no radius.
  v.forward(
    v.partialCheck(
      [['services'], ['mobileRadiusMiles']],
      (a) => !a.services.includes('mobile-installation') || a.mobileRadiusMiles !== null,
      INSTALLER_SIGNUP_MESSAGES.mobileRadius,
    ),
    ['mobileRadiusMiles'],
  ),
  v.transform((a) => ({ ...a, mobileRadiusMiles: a.services.includes('mobile-installation') ? a.mobileRadiusMiles : null })),
);
export type InstallerApplicationInput = v.InferInput<typeof installerApplicationInputSchema>;

export const INSTALLER_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type InstallerApplicationStatus = (typeof INSTALLER_APPLICATION_STATUSES)[number];

export const submitInstallerApplicationEndpoint = defineEndpoint({
  id: 'submitInstallerApplication',
  method: 'POST',
  path: '/v1/installer-applications',
  summary:
    'Apply to become an installer (spec storefront §2 /installer-signup). Answers the application number; a confirmation ' +
    'e-mail goes to the applicant. 409 while an application from the same e-mail, or for the same company at the same ZIP code, waits for review.',
  auth: true,
  status: 201,
  body: installerApplicationInputSchema,
  response: v.object({
    application: v.object({ applicationNumber: v.string(), status: v.picklist(INSTALLER_APPLICATION_STATUSES), email: v.string() }),
  }),
});

/** The signup's calls; the operations team's review of applications is in installer-application-review.ts. */
export const installerApplicationEndpoints = [submitInstallerApplicationEndpoint] as const;
