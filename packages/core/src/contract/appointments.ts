/**
 * Installation schedules and appointments (spec §3 Installer schedule, Cart appointment; rules §4
 * Appointments, §5 "Please select a time slot." and "Appointments can be reserved up to 30 days
 * ahead"; spec §7 GET /installers/{installerId}/schedule, /checkout/cart-appointment,
 * /checkout/install-location), and the installer side's view of its bookings.
 *
 * Times are the installer's local time ("HH:MM", dates "YYYY-MM-DD" in its time zone); the
 * instants are given too, as ISO strings. docs/decisions.md "Installation booking" explains the
 * slots, drop-off windows, holds and capacity.
 */
import * as v from 'valibot';
import { defineEndpoint } from './endpoint';
import { cartIdSchema, queryInt } from './fields';

/** rules §5 "Appointments can be reserved up to 30 days ahead"; §9 "Appointments up to 30 days ahead". */
export const APPOINTMENT_DAYS_AHEAD = 30;
/** How long a cart holds its slot before someone else may take it (docs/decisions.md). */
export const APPOINTMENT_HOLD_MINUTES = 20;
/** One timed slot lasts an hour (fitting four tires). */
export const SLOT_MINUTES = 60;

/** spec §3 Cart appointment slotTime and amOrPm; dropOffWindow Morning, Afternoon, Evening. */
export const SLOT_TIMES = ['morning', 'afternoon'] as const;
export const AM_OR_PM = ['AM', 'PM'] as const;
export const DROP_OFF_WINDOWS = ['Morning', 'Afternoon', 'Evening'] as const;
export type SlotTime = (typeof SLOT_TIMES)[number];
export type AmOrPm = (typeof AM_OR_PM)[number];
export type DropOffWindow = (typeof DROP_OFF_WINDOWS)[number];

/**
 * The local hours of the drop-off windows, clipped to the day's opening hours; a window shorter
 * than an hour after clipping is not offered.
 */
export const DROP_OFF_WINDOW_HOURS: Record<DropOffWindow, { start: string; end: string }> = {
  Morning: { start: '00:00', end: '12:00' },
  Afternoon: { start: '12:00', end: '17:00' },
  Evening: { start: '17:00', end: '24:00' },
};

/**
 * What a shopper is told when a time cannot be booked (rules §5 exact messages where the spec has
 * them; spec §8 Fulfilment "install time no longer available (change time, browse shops, or no
 * install)" and "appointment issue (please reschedule)").
 */
export const APPOINTMENT_MESSAGES = {
  /** rules §5, exact. */
  selectSlot: 'Please select a time slot.',
  /** rules §5, exact: the cart's shipping is not to an installer. */
  selectShop: 'Please select a shop or change shipping option.',
  dateFormat: 'Please enter a valid date (YYYY-MM-DD).',
  past: 'That day has passed. Please choose another day.',
  /** rules §5 "Appointments can be reserved up to 30 days ahead." */
  tooFar: 'Appointments can be reserved up to 30 days ahead.',
  closed: 'The shop is closed that day. Please choose another day.',
  noSuchSlot: 'The shop has no such time that day. Please select a time slot.',
  tooSoon: 'That time is too soon for this shop. Please choose a later time.',
  /** spec §8: install time no longer available — the three choices are offered with it. */
  slotTaken: 'This install time is no longer available. Change the time, browse other shops, or continue without installation.',
  /** spec §8: appointment issue. */
  reschedule: 'There is an issue with your appointment. Please reschedule.',
  noAvailability: 'This shop has no free time in the next 30 days. Please choose another shop.',
  otherInstaller: 'This time is for a different installer than the one in your cart.',
  none: 'This cart has no appointment yet.',
  exists: 'This cart already has an appointment.',
  /** The appointment is confirmed by an order: the cart can no longer move, cancel or drop it. */
  confirmed: 'This installation is booked with your order. To change it, please contact us.',
} as const;
export type AppointmentRefusal = keyof typeof APPOINTMENT_MESSAGES;

const localDate = v.pipe(v.string(APPOINTMENT_MESSAGES.dateFormat), v.regex(/^\d{4}-\d{2}-\d{2}$/, APPOINTMENT_MESSAGES.dateFormat));
const localTime = v.pipe(v.string(APPOINTMENT_MESSAGES.noSuchSlot), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, APPOINTMENT_MESSAGES.noSuchSlot));

/** One bookable hour of a day. */
export const scheduleSlotSchema = v.object({
  /** Local "HH:MM". */
  startTime: v.string(),
  endTime: v.string(),
  slotTime: v.picklist(SLOT_TIMES),
  amOrPm: v.picklist(AM_OR_PM),
  /** "9:00 AM". */
  label: v.string(),
  startsAt: v.string(),
  /** Free places (bays not yet taken); 0 when the slot is full. */
  available: v.number(),
});
export type ScheduleSlot = v.InferOutput<typeof scheduleSlotSchema>;

/** A window in which the car is left at the shop. */
export const dropOffWindowSchema = v.object({
  dropOffWindow: v.picklist(DROP_OFF_WINDOWS),
  startTime: v.string(),
  endTime: v.string(),
  /** "Morning, 8:00 AM–12:00 PM". */
  label: v.string(),
  startsAt: v.string(),
  available: v.number(),
});
export type DropOffWindowSlot = v.InferOutput<typeof dropOffWindowSchema>;

/** spec §3 Installer schedule: scheduleDays (date, day), with what is really free. */
export const scheduleDaySchema = v.object({
  /** Local "YYYY-MM-DD". */
  date: v.string(),
  /** "Monday". */
  day: v.string(),
  isOpen: v.boolean(),
  /** Why a day the shop usually works is closed ("Thanksgiving Day"); null otherwise. */
  closedReason: v.nullable(v.string()),
  openTime: v.nullable(v.string()),
  closeTime: v.nullable(v.string()),
  /** Slots and windows still ahead (past the minimum notice), full ones with available 0. */
  slots: v.array(scheduleSlotSchema),
  dropOffWindows: v.array(dropOffWindowSchema),
  /** Whether anything that day can still be booked. */
  isAvailable: v.boolean(),
});
export type ScheduleDay = v.InferOutput<typeof scheduleDaySchema>;

export const installerScheduleSchema = v.object({
  siteInstallerSchedule: v.object({
    installerId: v.number(),
    timeZone: v.string(),
    /** The installer's local date now. */
    today: v.string(),
    /** APPOINTMENT_DAYS_AHEAD days from today. */
    scheduleDays: v.array(scheduleDaySchema),
  }),
});
export type InstallerSchedule = v.InferOutput<typeof installerScheduleSchema>['siteInstallerSchedule'];

export const installerScheduleEndpoint = defineEndpoint({
  id: 'getInstallerSchedule',
  method: 'GET',
  path: '/v1/installers/{installerId}/schedule',
  summary:
    'The next 30 days at an installer in its local time (spec §7 GET /installers/{installerId}/schedule): opening hours, closures, and the slots and drop-off windows still free.',
  auth: true,
  params: v.object({ installerId: queryInt('installerId', 1, 2_000_000_000) }),
  /** With the cart, its own held slot counts as free (it is the shopper's to keep). */
  query: v.object({ cartId: v.optional(cartIdSchema) }),
  response: installerScheduleSchema,
});

// ---- the cart's appointment ------------------------------------------------------------------

/**
 * spec §3 Cart appointment: installer, date, startTime, isDropOff, slotTime, amOrPm, dropOffWindow.
 * Without a date the installer's default is booked (spec §4 Cart: "first available day, morning,
 * drop-off"). A timed slot needs startTime; a drop-off needs dropOffWindow.
 */
export const cartAppointmentInputSchema = v.object({
  /** Must be the installer of the cart's shipping; defaults to it. */
  installerId: v.optional(queryInt('installerId', 1, 2_000_000_000)),
  date: v.optional(localDate),
  startTime: v.optional(localTime),
  isDropOff: v.optional(v.boolean('isDropOff must be true or false.')),
  dropOffWindow: v.optional(v.picklist(DROP_OFF_WINDOWS, APPOINTMENT_MESSAGES.selectSlot)),
  /** Informational (derived from startTime); checked when sent. */
  slotTime: v.optional(v.picklist(SLOT_TIMES, APPOINTMENT_MESSAGES.selectSlot)),
  amOrPm: v.optional(v.picklist(AM_OR_PM, APPOINTMENT_MESSAGES.selectSlot)),
});
export type CartAppointmentInput = v.InferOutput<typeof cartAppointmentInputSchema>;

export const cartAppointmentSchema = v.object({
  installer: v.object({ installerId: v.number(), name: v.string(), timeZone: v.string(), isMobileInstall: v.boolean() }),
  date: v.string(),
  day: v.string(),
  startTime: v.string(),
  endTime: v.string(),
  isDropOff: v.boolean(),
  slotTime: v.picklist(SLOT_TIMES),
  amOrPm: v.picklist(AM_OR_PM),
  dropOffWindow: v.nullable(v.picklist(DROP_OFF_WINDOWS)),
  startsAt: v.string(),
  endsAt: v.string(),
  /** "Tuesday, November 24 · Morning drop-off, 8:00 AM–12:00 PM". */
  label: v.string(),
  /** held: the cart's until holdExpiresAt; confirmed: by an order; expired: the hold ran out. */
  status: v.picklist(['held', 'confirmed', 'expired']),
  holdExpiresAt: v.nullable(v.string()),
  /** False when the time can no longer be had (taken after the hold ran out, or now in the past): reschedule. */
  isAvailable: v.boolean(),
});
export type CartAppointment = v.InferOutput<typeof cartAppointmentSchema>;

const appointmentResponse = v.object({ siteCartAppointment: cartAppointmentSchema });
const cartIdQuery = v.object({ cartId: cartIdSchema });

export const getCartAppointmentEndpoint = defineEndpoint({
  id: 'getCartAppointment',
  method: 'GET',
  path: '/v1/checkout/cart-appointment',
  summary: "The cart's installation appointment (404 when there is none).",
  auth: true,
  query: cartIdQuery,
  response: appointmentResponse,
});

export const postCartAppointmentEndpoint = defineEndpoint({
  id: 'createCartAppointment',
  method: 'POST',
  path: '/v1/checkout/cart-appointment',
  summary:
    "Books a time at the cart's installer and holds it for the cart (409 when the cart already has one — clients then update, rules §4 — or when the time is taken).",
  auth: true,
  query: cartIdQuery,
  body: cartAppointmentInputSchema,
  status: 201,
  response: appointmentResponse,
});

export const putCartAppointmentEndpoint = defineEndpoint({
  id: 'updateCartAppointment',
  method: 'PUT',
  path: '/v1/checkout/cart-appointment',
  summary:
    "Moves the cart's appointment to another time, or holds the same time again (404 when there is none — clients then create, rules §4). A refused move keeps the old time.",
  auth: true,
  query: cartIdQuery,
  body: cartAppointmentInputSchema,
  response: appointmentResponse,
});

export const deleteCartAppointmentEndpoint = defineEndpoint({
  id: 'deleteCartAppointment',
  method: 'DELETE',
  path: '/v1/checkout/cart-appointment',
  summary: "Frees the cart's appointment (404 when there is none, which clients treat as done).",
  auth: true,
  query: cartIdQuery,
  response: v.object({ deleted: v.literal(true) }),
});

// ---- install location: the shop services chosen for the installation ----------------------

/** spec §3 "stored selected services hold serviceId, serviceName, imageUrl". */
export const selectedServiceSchema = v.object({ serviceId: v.string(), serviceName: v.string(), imageUrl: v.nullable(v.string()) });

export const installLocationInputSchema = v.object({
  /** Ids from GET /v1/installers/{id}/services of the cart's installer. */
  serviceIds: v.pipe(v.array(v.pipe(v.string(), v.maxLength(60)), 'serviceIds must be a list.'), v.maxLength(30, 'At most 30 services.')),
});

const installLocationResponse = v.object({
  installLocation: v.object({ installerId: v.number(), isMobileInstall: v.boolean(), installerService: v.array(selectedServiceSchema) }),
});

export const putInstallLocationEndpoint = defineEndpoint({
  id: 'saveInstallLocation',
  method: 'PUT',
  path: '/v1/checkout/install-location',
  summary: "Stores the shop services the shopper chose at the cart's installer (spec §7 /checkout/install-location).",
  auth: true,
  query: cartIdQuery,
  body: installLocationInputSchema,
  response: installLocationResponse,
});

export const postInstallLocationEndpoint = defineEndpoint({ ...putInstallLocationEndpoint, id: 'createInstallLocation', method: 'POST' });

export const deleteInstallLocationEndpoint = defineEndpoint({
  id: 'deleteInstallLocation',
  method: 'DELETE',
  path: '/v1/checkout/install-location',
  summary: 'Clears the chosen shop services.',
  auth: true,
  query: cartIdQuery,
  response: installLocationResponse,
});

// ---- the installer's side ---------------------------------------------------------------------

/** An appointment as the installer sees it: when, what to fit, and who (once an order names them). */
export const installerAppointmentSchema = v.object({
  id: v.number(),
  date: v.string(),
  startTime: v.string(),
  endTime: v.string(),
  isDropOff: v.boolean(),
  dropOffWindow: v.nullable(v.picklist(DROP_OFF_WINDOWS)),
  startsAt: v.string(),
  status: v.picklist(['held', 'confirmed']),
  isMobileInstall: v.boolean(),
  /** Where a mobile installer goes; null at the shop. */
  address: v.nullable(v.string()),
  tires: v.array(v.object({ name: v.string(), size: v.string(), quantity: v.number() })),
  vehicle: v.nullable(v.string()),
  customerName: v.nullable(v.string()),
});

export const installerAppointmentsEndpoint = defineEndpoint({
  id: 'listInstallerAppointments',
  method: 'GET',
  path: '/v1/installer/appointments',
  summary:
    "The appointments booked at the calling installer's shop between two local dates (at most 62 days). Needs an installer's own credentials (client id ip-{shopCode}).",
  auth: true,
  query: v.object({ from: localDate, to: localDate }),
  response: v.object({ installerId: v.number(), timeZone: v.string(), appointments: v.array(installerAppointmentSchema) }),
});

export const appointmentEndpoints = [
  installerScheduleEndpoint,
  getCartAppointmentEndpoint,
  postCartAppointmentEndpoint,
  putCartAppointmentEndpoint,
  deleteCartAppointmentEndpoint,
  putInstallLocationEndpoint,
  postInstallLocationEndpoint,
  deleteInstallLocationEndpoint,
  installerAppointmentsEndpoint,
] as const;
