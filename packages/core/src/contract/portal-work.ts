/**
 * The shop's day's work in the portal (docs/portal.md "Bookings, orders to fulfil and reports"):
 * its appointments and schedule, the orders shipped to it, and what its widget sold. Not in the
 * spec, which shows no installer side ("not shown"); ours. The schedule is the one the shopper's
 * booking reads (spec §7 GET /installers/{installerId}/schedule): a change here is what shoppers
 * see next.
 */
import * as v from 'valibot';
import { DROP_OFF_WINDOWS, installerAppointmentSchema } from './appointments';
import { defineEndpoint } from './endpoint';
import { MOBILE_RADIUS_MAX_MILES, MOBILE_RADIUS_MIN_MILES } from './installer-applications';

/** The most bays a shop may give (a slot's places are a smallint in the database). */
export const PORTAL_MAX_BAYS = 50;
/** The longest range one bookings or report call covers (two months). */
export const PORTAL_MAX_RANGE_DAYS = 62;
/** The longest minimum notice a shop may ask (a week): longer, and shoppers see no times at all for days. */
export const PORTAL_MAX_NOTICE_HOURS = 168;
/** The longest closure one call adds (a shop closed for a season adds it in parts). */
export const PORTAL_MAX_CLOSURE_DAYS = 62;

export const PORTAL_WORK_MESSAGES = {
  date: 'Please enter a valid date (YYYY-MM-DD).',
  range: 'The first day must be on or before the last.',
  tooLong: `Ask for at most ${PORTAL_MAX_RANGE_DAYS} days at a time.`,
  bays: `Capacity is the number of cars worked on at once: a whole number from 1 to ${PORTAL_MAX_BAYS}.`,
  time: 'Please enter opening times as HH:MM (24-hour).',
  weekday: 'Each opening day must be a weekday from 0 (Sunday) to 6 (Saturday).',
  closesBeforeOpening: (dayName: string) => `${dayName}: the closing time must be after the opening time.`,
  dayTwice: (dayName: string) => `${dayName} is given twice; give one opening and one closing time per day.`,
  minNotice: `Minimum notice is the hours between booking and the appointment: a whole number from 0 to ${PORTAL_MAX_NOTICE_HOURS} (a week).`,
  /** A closure over days with ordered bookings: the closure is saved, the bookings stay (docs/portal.md). */
  closedWithBookings: (count: number) =>
    `The closed days are saved. ${count} ${count === 1 ? 'booking stays' : 'bookings stay'} on them: contact ${count === 1 ? 'that shopper' : 'those shoppers'} and move ${count === 1 ? 'it' : 'them'} to another day.`,
  radius: `The mobile service radius is ${MOBILE_RADIUS_MIN_MILES} to ${MOBILE_RADIUS_MAX_MILES} miles.`,
  radiusNotMobile: 'This shop does not install at the customer’s address, so it has no service radius.',
  reason: 'Please say why the shop is closed (up to 80 characters), e.g. “Thanksgiving Day”.',
  closureTooLong: `Add a closure of at most ${PORTAL_MAX_CLOSURE_DAYS} days at a time.`,
  closureOverlaps: (date: string) => `The shop is already closed on ${date}. Remove that closure first, or choose other days.`,
  noClosure: 'The shop is not closed on that day.',
  revision: 'Please reload the booking: the change must name the revision it was made on.',
  changedMeanwhile: 'Someone else changed this booking a moment ago. Reload the page to see it, then try again.',
  noAppointment: 'This shop has no booking with this number.',
  notPlaced: 'This booking is a shopper’s hold, not an order yet: only an ordered booking can be confirmed or moved.',
  installedBooking: 'This booking is installed already; it cannot be moved.',
  passed: 'This booking’s time has passed; it cannot be moved.',
  noOrder: 'This shop has no order with this number.',
  cancelledOrder: 'This order was cancelled.',
  unconfirmedOrder: 'The payment of this order is still processing; wait until it is confirmed.',
  notReceived: 'Mark the tires received before marking them installed.',
  installedAlready: 'This order is marked installed already.',
  receivedAlready: 'The tires of this order are marked received already.',
} as const;

const localDate = v.pipe(v.string(PORTAL_WORK_MESSAGES.date), v.regex(/^\d{4}-\d{2}-\d{2}$/, PORTAL_WORK_MESSAGES.date));
const localTime = v.pipe(v.string(PORTAL_WORK_MESSAGES.time), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, PORTAL_WORK_MESSAGES.time));
const shopParams = v.object({ shopCode: v.pipe(v.string(), v.minLength(1), v.maxLength(40)) });
const rangeQuery = v.object({ from: localDate, to: localDate });

/** The shop's schedule: what the shopper's booking reads. */
export const portalScheduleSchema = v.object({
  timeZone: v.string(),
  /** Cars worked on at once: the places of each slot. */
  bays: v.number(),
  minNoticeHours: v.number(),
  /** Opening hours per weekday (0 = Sunday), local "HH:MM"; a day not listed is closed. */
  weeklyHours: v.array(v.object({ day: v.number(), open: v.string(), close: v.string() })),
  isMobileInstall: v.boolean(),
  mobileRadiusMiles: v.nullable(v.number()),
  /** Closed days and holidays from today on. */
  closures: v.array(v.object({ date: v.string(), reason: v.string() })),
});
export type PortalSchedule = v.InferOutput<typeof portalScheduleSchema>;

const tireLine = v.object({ name: v.string(), size: v.string(), quantity: v.number() });

/** A booking as the shop sees it: when, what to fit, the car, and — once ordered — who and the order's state. */
export const portalAppointmentSchema = v.object({
  // What the installer's own client reads of a booking (when, tires, car, a mobile address) …
  ...v.omit(installerAppointmentSchema, ['customerName']).entries,
  /** … the revision a change names (appointments.revision) … */
  revision: v.number(),
  shopConfirmedAt: v.nullable(v.string()),
  /** … who comes, for placed orders only: a hold shows no customer … */
  customer: v.nullable(v.object({ name: v.string(), email: v.nullable(v.string()), phone: v.nullable(v.string()) })),
  /** … and the order's state. */
  order: v.nullable(
    v.object({
      orderNumber: v.string(),
      /** rules §4 Order tracking steps (or cancelled). */
      trackingStatus: v.string(),
      trackingLabel: v.string(),
      installedAt: v.nullable(v.string()),
    }),
  ),
});
export type PortalAppointment = v.InferOutput<typeof portalAppointmentSchema>;

const shopHead = v.object({
  shopCode: v.string(),
  name: v.string(),
  role: v.picklist(['owner', 'staff', 'operations']),
});

export const portalBookingsEndpoint = defineEndpoint({
  id: 'getPortalBookings',
  method: 'GET',
  path: '/v1/portal/shops/{shopCode}/bookings',
  summary:
    "The shop's bookings between two local dates (at most 62 days) with its schedule. Owner, staff and operations; " +
    '401 signed out, 403 another shop’s account.',
  auth: true,
  params: shopParams,
  query: rangeQuery,
  response: v.object({ shop: shopHead, today: v.string(), schedule: portalScheduleSchema, appointments: v.array(portalAppointmentSchema) }),
});

export const portalScheduleInputSchema = v.object({
  bays: v.pipe(
    v.number(PORTAL_WORK_MESSAGES.bays),
    v.integer(PORTAL_WORK_MESSAGES.bays),
    v.minValue(1, PORTAL_WORK_MESSAGES.bays),
    v.maxValue(PORTAL_MAX_BAYS, PORTAL_WORK_MESSAGES.bays),
  ),
  weeklyHours: v.pipe(
    v.array(
      v.object({
        day: v.pipe(
          v.number(PORTAL_WORK_MESSAGES.weekday),
          v.integer(PORTAL_WORK_MESSAGES.weekday),
          v.minValue(0, PORTAL_WORK_MESSAGES.weekday),
          v.maxValue(6, PORTAL_WORK_MESSAGES.weekday),
        ),
        open: localTime,
        close: localTime,
      }),
    ),
    v.maxLength(7, PORTAL_WORK_MESSAGES.weekday),
  ),
  /** null: no mobile service (or none changed for a shop without it). */
  mobileRadiusMiles: v.nullable(v.number(PORTAL_WORK_MESSAGES.radius)),
  /** Hours between booking and the earliest appointment; left out: unchanged. */
  minNoticeHours: v.optional(
    v.pipe(
      v.number(PORTAL_WORK_MESSAGES.minNotice),
      v.integer(PORTAL_WORK_MESSAGES.minNotice),
      v.minValue(0, PORTAL_WORK_MESSAGES.minNotice),
      v.maxValue(PORTAL_MAX_NOTICE_HOURS, PORTAL_WORK_MESSAGES.minNotice),
    ),
  ),
});
export type PortalScheduleInput = v.InferInput<typeof portalScheduleInputSchema>;

export const putPortalScheduleEndpoint = defineEndpoint({
  id: 'putPortalSchedule',
  method: 'PUT',
  path: '/v1/portal/shops/{shopCode}/schedule',
  summary:
    "Sets the shop's capacity per slot, opening hours, minimum notice and mobile service radius, as shoppers book them from now on. " +
    'Owner and operations; 403 staff. 400 capacity below 1, a day that closes before it opens, a notice or radius out of range.',
  auth: true,
  params: shopParams,
  body: portalScheduleInputSchema,
  response: v.object({ schedule: portalScheduleSchema }),
});

export const portalClosureInputSchema = v.object({
  from: localDate,
  to: localDate,
  reason: v.pipe(
    v.string(PORTAL_WORK_MESSAGES.reason),
    v.trim(),
    v.minLength(1, PORTAL_WORK_MESSAGES.reason),
    v.maxLength(80, PORTAL_WORK_MESSAGES.reason),
  ),
});

export const addPortalClosureEndpoint = defineEndpoint({
  id: 'addPortalClosure',
  method: 'POST',
  path: '/v1/portal/shops/{shopCode}/closures',
  summary:
    'Closes the shop on the days from…to (a holiday, inventory): shoppers can no longer book them. Bookings already ordered on ' +
    'those days stay; the answer counts them (the shop contacts those shoppers). Owner and operations; ' +
    '400 a day already closed (nothing is added).',
  auth: true,
  status: 201,
  params: shopParams,
  body: portalClosureInputSchema,
  response: v.object({
    schedule: portalScheduleSchema,
    /** Ordered bookings on the days just closed: they stay booked, and the shop must contact their shoppers. */
    bookingsOnClosedDays: v.number(),
  }),
});

export const deletePortalClosureEndpoint = defineEndpoint({
  id: 'deletePortalClosure',
  method: 'DELETE',
  path: '/v1/portal/shops/{shopCode}/closures/{date}',
  summary: 'Opens a closed day again. Owner and operations; 404 when the shop is not closed that day.',
  auth: true,
  params: v.object({ ...shopParams.entries, date: localDate }),
  response: v.object({ schedule: portalScheduleSchema }),
});

export const PORTAL_APPOINTMENT_ACTIONS = ['confirm', 'reschedule', 'installed'] as const;

export const portalAppointmentActionSchema = v.object({
  action: v.picklist(PORTAL_APPOINTMENT_ACTIONS, 'Choose confirm, reschedule or installed.'),
  /** The revision the change was made on (the booking as the page showed it). */
  revision: v.pipe(v.number(PORTAL_WORK_MESSAGES.revision), v.integer(PORTAL_WORK_MESSAGES.revision)),
  /** reschedule: the new day and time (or drop-off window), as the shopper's booking names them. */
  date: v.optional(localDate),
  startTime: v.optional(localTime),
  isDropOff: v.optional(v.boolean()),
  dropOffWindow: v.optional(v.picklist(DROP_OFF_WINDOWS)),
});
export type PortalAppointmentAction = v.InferInput<typeof portalAppointmentActionSchema>;

export const portalAppointmentActionEndpoint = defineEndpoint({
  id: 'portalAppointmentAction',
  method: 'POST',
  path: '/v1/portal/shops/{shopCode}/appointments/{appointmentId}',
  summary:
    'Confirms an ordered booking, moves it into a free slot (the shopper is e-mailed) or marks it installed. Owner, staff, operations. ' +
    '409 when the slot is full, or when someone else changed the booking since its revision.',
  auth: true,
  params: v.object({ ...shopParams.entries, appointmentId: v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)) }),
  body: portalAppointmentActionSchema,
  response: v.object({ appointment: portalAppointmentSchema }),
});

/** An order shipped to the shop: its tracking steps and its installation. */
export const portalOrderSchema = v.object({
  orderNumber: v.string(),
  placedAt: v.string(),
  status: v.string(),
  trackingStatus: v.string(),
  steps: v.array(v.object({ status: v.string(), label: v.string(), reachedAt: v.nullable(v.string()) })),
  installedAt: v.nullable(v.string()),
  carrier: v.nullable(v.string()),
  trackingNumber: v.nullable(v.string()),
  items: v.array(tireLine),
  customerName: v.string(),
  appointmentLabel: v.nullable(v.string()),
});
export type PortalOrder = v.InferOutput<typeof portalOrderSchema>;

export const portalOrdersEndpoint = defineEndpoint({
  id: 'getPortalOrders',
  method: 'GET',
  path: '/v1/portal/shops/{shopCode}/orders',
  summary: 'Orders shipped to the shop for installation, newest first (at most 100), with their tracking. Owner, staff, operations.',
  auth: true,
  params: shopParams,
  query: v.object({ state: v.optional(v.picklist(['open', 'done'], 'Choose open or done.')) }),
  response: v.object({ shop: shopHead, orders: v.array(portalOrderSchema) }),
});

export const PORTAL_ORDER_STEPS = ['received', 'installed'] as const;

export const portalOrderStepEndpoint = defineEndpoint({
  id: 'portalOrderStep',
  method: 'POST',
  path: '/v1/portal/shops/{shopCode}/orders/{orderNumber}/steps',
  summary:
    '"received": the tires reached the shop (tracking step Delivered); "installed": they are fitted (the tracking page says so). ' +
    'Owner, staff, operations; 409 a step already made, installed before received, a cancelled order.',
  auth: true,
  params: v.object({ ...shopParams.entries, orderNumber: v.pipe(v.string(), v.regex(/^\d{1,12}$/, PORTAL_WORK_MESSAGES.noOrder)) }),
  body: v.object({ step: v.picklist(PORTAL_ORDER_STEPS, 'Choose received or installed.') }),
  response: v.object({ order: portalOrderSchema }),
});

export const portalReportEndpoint = defineEndpoint({
  id: 'getPortalReport',
  method: 'GET',
  path: '/v1/portal/shops/{shopCode}/reports',
  summary:
    "Orders and revenue (integer cents) through the shop's widgets per local day between two dates (at most 62 days); " +
    'cancelled orders left out. Owner, staff, operations.',
  auth: true,
  params: shopParams,
  query: rangeQuery,
  response: v.object({
    shop: shopHead,
    from: v.string(),
    to: v.string(),
    days: v.array(v.object({ date: v.string(), orders: v.number(), revenueInCents: v.number() })),
    totals: v.object({ orders: v.number(), revenueInCents: v.number() }),
  }),
});

export const portalWorkEndpoints = [
  portalBookingsEndpoint,
  putPortalScheduleEndpoint,
  addPortalClosureEndpoint,
  deletePortalClosureEndpoint,
  portalAppointmentActionEndpoint,
  portalOrdersEndpoint,
  portalOrderStepEndpoint,
  portalReportEndpoint,
] as const;
