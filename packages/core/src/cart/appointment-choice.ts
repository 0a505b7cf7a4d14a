/**
 * The time-change modal's choice (spec storefront §2 "appointment, time change"; §3 Installer
 * schedule, Cart appointment: date, isDropOff, startTime, dropOffWindow) and the words around it:
 * which day and time start selected, what the shopper's choice sends, the days' and slots'
 * labels, the hold and the shop's time zone. Pure, so the view only renders.
 *
 * Dates and times of a schedule and of an appointment are the shop's local ones
 * (contract/appointments.ts), and so is the hold's end: every time on the appointment card and in
 * the modal reads on the shop's clock, and the card names that clock once (localTimesNote).
 */
import type { CartAppointment, CartAppointmentInput, DropOffWindow, ScheduleDay, ScheduleSlot, SlotTime } from '../contract/appointments';
import { translator, type AreaMessage, type Locale, type Translate } from '../i18n/index';
import { timeLabel } from '../schedule/slots';

/** Booking's words (i18n/en-US/booking.ts); the functions below write en-US unless given a locale's. */
type BookingWords = Translate<AreaMessage<'booking'>>;
const EN: BookingWords = translator('en-US');

/** Leave the car at the shop for a window, or wait there for a set hour (spec §3 isDropOff). */
export type ServiceMode = 'dropOff' | 'wait';

export interface AppointmentChoice {
  /** Local "YYYY-MM-DD"; null when no day can be booked. */
  date: string | null;
  mode: ServiceMode;
  dropOffWindow: DropOffWindow | null;
  /** Local "HH:MM" of a timed slot. */
  startTime: string | null;
}

const isFree = (slot: { available: number }) => slot.available > 0;

/**
 * What the modal shows selected when it opens: the appointment's day and time when the schedule
 * still has that day open, else the first day with anything free, drop-off first (the default of
 * spec §4 Cart). A time someone took since stays selected only if it is still free.
 */
export function initialChoice(
  days: readonly ScheduleDay[],
  appointment: Pick<CartAppointment, 'date' | 'isDropOff' | 'dropOffWindow' | 'startTime' | 'isAvailable'> | null,
): AppointmentChoice {
  const own = appointment ? days.find((d) => d.date === appointment.date && d.isOpen) : undefined;
  const day = own ?? days.find((d) => d.isAvailable) ?? null;
  const mode: ServiceMode = appointment && !appointment.isDropOff ? 'wait' : 'dropOff';
  const choice: AppointmentChoice = { date: day?.date ?? null, mode, dropOffWindow: null, startTime: null };
  if (!day || !appointment || day !== own) return choice;
  if (appointment.isDropOff) {
    const window = day.dropOffWindows.find((w) => w.dropOffWindow === appointment.dropOffWindow);
    return { ...choice, dropOffWindow: window && (isFree(window) || appointment.isAvailable) ? window.dropOffWindow : null };
  }
  const slot = day.slots.find((s) => s.startTime === appointment.startTime);
  return { ...choice, startTime: slot && (isFree(slot) || appointment.isAvailable) ? slot.startTime : null };
}

/** Another day: its own times, so the time is chosen again. */
export function chooseDay(choice: AppointmentChoice, date: string): AppointmentChoice {
  return date === choice.date ? choice : { ...choice, date, dropOffWindow: null, startTime: null };
}

export function chooseMode(choice: AppointmentChoice, mode: ServiceMode): AppointmentChoice {
  return mode === choice.mode ? choice : { ...choice, mode, dropOffWindow: null, startTime: null };
}

/** What Save sends (PUT /v1/checkout/cart-appointment); null while the choice is incomplete. */
export function choiceInput(choice: AppointmentChoice, installerId: number): CartAppointmentInput | null {
  if (!choice.date) return null;
  if (choice.mode === 'dropOff') {
    return choice.dropOffWindow ? { installerId, date: choice.date, isDropOff: true, dropOffWindow: choice.dropOffWindow } : null;
  }
  return choice.startTime ? { installerId, date: choice.date, isDropOff: false, startTime: choice.startTime } : null;
}

/** A timed day's slots under the spec's slotTime (morning, afternoon), in order; empty groups left out. */
export function slotGroups(slots: readonly ScheduleSlot[]): { slotTime: SlotTime; label: string; slots: ScheduleSlot[] }[] {
  const groups = [
    { slotTime: 'morning' as const, label: 'Morning', slots: slots.filter((s) => s.slotTime === 'morning') },
    { slotTime: 'afternoon' as const, label: 'Afternoon', slots: slots.filter((s) => s.slotTime === 'afternoon') },
  ];
  return groups.filter((g) => g.slots.length > 0);
}

/** A window's or slot's hours on the shop's clock: "8:00 AM–12:00 PM" (the schedule's own time labels). */
export function hoursLabel(range: { startTime: string; endTime: string }): string {
  return `${timeLabel(range.startTime)}–${timeLabel(range.endTime)}`;
}

/** A local "YYYY-MM-DD" as words, whatever the process time zone. */
function dateWords(date: string, options: Intl.DateTimeFormatOptions, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}

/** The day strip's words: "Mon", "Nov 24", and "Monday, November 24" for the accessible name. */
export function scheduleDayLabels(
  day: Pick<ScheduleDay, 'date'>,
  locale: Locale = 'en-US',
): { weekday: string; date: string; full: string } {
  return {
    weekday: dateWords(day.date, { weekday: 'short' }, locale),
    date: dateWords(day.date, { month: 'short', day: 'numeric' }, locale),
    full: dateWords(day.date, { weekday: 'long', month: 'long', day: 'numeric' }, locale),
  };
}

/**
 * Why a day cannot be chosen, for the day's accessible name: "Closed: Thanksgiving Day", "Fully
 * booked" when every time listed is taken, "No times left" when the shop's notice leaves none
 * (nobody booked them: "Full" would mislead).
 */
export function unavailableDayText(day: ScheduleDay, t: BookingWords = EN): string | null {
  if (!day.isOpen) return day.closedReason ? t('Closed: {reason}', { reason: day.closedReason }) : t('Closed');
  if (day.isAvailable) return null;
  return day.slots.length + day.dropOffWindows.length > 0 ? t('Fully booked') : t('No times left');
}

/** The day strip's short note under a day that cannot be chosen. */
export function unavailableDayNote(day: ScheduleDay, t: BookingWords = EN): string | null {
  if (!day.isOpen) return t('Closed');
  if (day.isAvailable) return null;
  return day.slots.length + day.dropOffWindows.length > 0 ? t('Full') : t('No times');
}

/**
 * The time zone's everyday name ("Eastern Time"), as the shopper reads it next to the shop's
 * times; the IANA name when the runtime has no such name.
 */
export function timeZoneName(timeZone: string, at: Date = new Date(), locale: Locale = 'en-US'): string {
  try {
    const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(at);
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/**
 * "Times are the shop’s local time (Eastern Time)." — said once where appointment times are shown;
 * a mobile installer's are the local time where it works.
 */
export function localTimesNote(timeZone: string, mobile = false, t: BookingWords = EN, locale: Locale = 'en-US'): string {
  const zone = timeZoneName(timeZone, new Date(), locale);
  return mobile ? t('Times are the installer’s local time ({zone}).', { zone }) : t('Times are the shop’s local time ({zone}).', { zone });
}

/**
 * "Held for you until 10:42 AM Central Time": the hold's end on the shop's clock, like the
 * appointment's own times, with the zone's name (a shopper in another zone would otherwise read it
 * on their own). null when there is no live hold (confirmed, or lapsed).
 */
export function holdText(
  appointment: Pick<CartAppointment, 'status' | 'holdExpiresAt' | 'installer'>,
  t: BookingWords = EN,
  locale: Locale = 'en-US',
): string | null {
  if (appointment.status !== 'held' || !appointment.holdExpiresAt) return null;
  const end = new Date(appointment.holdExpiresAt);
  const { timeZone } = appointment.installer;
  let until: string;
  try {
    until = `${new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(end)} ${timeZoneName(timeZone, end, locale)}`;
  } catch {
    // A zone the runtime does not know (never one from the API): the shopper's own clock, unnamed.
    until = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(end);
  }
  // ICU puts a narrow no-break space before AM/PM; the shop's own labels ("9:00 AM") have a plain one.
  return t('Held for you until {time}', { time: until.replace(/\u202f/g, ' ') });
}

/**
 * A move refused because someone took the asked-for time (spec §8; rules §4 "a refused move keeps
 * the old time"): what the shopper still has. A live hold stands; anything else needs a new time.
 */
export function takenText(appointment: Pick<CartAppointment, 'status' | 'label' | 'isAvailable'> | null, t: BookingWords = EN): string {
  return appointment?.status === 'held' && appointment.isAvailable
    ? t('That time was just taken. Your time {label} is still held for you.', { label: appointment.label })
    : t('That time was just taken. Please choose another time.');
}
