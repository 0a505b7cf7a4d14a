/**
 * How the tires on the product page reach the shopper, chosen before "Add to cart" (spec storefront
 * §2 "Other modals: … time change (checkout and product page), … courier location"; §3 Add-to-cart
 * input installerId, appointmentTime; §4 Cart "Adding with an installer also creates or updates cart
 * shipping and … an appointment (default: first available day, morning, drop-off)"):
 *
 * - installed at the shop nearest the shopper, at a time from that shop's real schedule (the first
 *   free one until the shopper changes it in the time-change modal), or
 * - picked up at a courier (FedEx) location chosen in the courier location modal.
 *
 * The choice lives in one store per page (`$productDelivery`); the add reads it and carries it into
 * the cart (docs/product-page.md). Nothing here is held on the server until the tires are added.
 */
import type { CartAppointment, CartAppointmentInput, ScheduleDay } from '../contract/appointments';
import { appointmentLabel } from '../schedule/slots';
import type { ProductInstallPick } from './store';

export * from './store';

const isFree = (time: { available: number }) => time.available > 0;

/**
 * spec §4 Cart "default: first available day, morning, drop-off", read from a schedule: the first
 * day with anything free, its morning drop-off window (its first free window when the morning is
 * taken, then its first free hour). null when nothing is free in the 30 days.
 */
export function defaultInstallTime(days: readonly ScheduleDay[], installerId: number): ProductInstallPick['time'] | null {
  for (const day of days) {
    if (!day.isAvailable) continue;
    const window = day.dropOffWindows.find((w) => w.dropOffWindow === 'Morning' && isFree(w)) ?? day.dropOffWindows.find(isFree);
    if (window) return { installerId, date: day.date, isDropOff: true, dropOffWindow: window.dropOffWindow };
    const hour = day.slots.find(isFree);
    if (hour) return { installerId, date: day.date, isDropOff: false, startTime: hour.startTime };
  }
  return null;
}

/**
 * The time as the cart's appointment will read it (core schedule's appointmentLabel, the API's own
 * words), from the schedule it was chosen in; null when the schedule has no such time.
 */
export function installTimeLabel(days: readonly ScheduleDay[], time: CartAppointmentInput, mobile = false): string | null {
  const day = days.find((d) => d.date === time.date);
  if (!day) return null;
  if (time.isDropOff) {
    const window = day.dropOffWindows.find((w) => w.dropOffWindow === time.dropOffWindow);
    return window
      ? appointmentLabel(
          { date: day.date, isDropOff: true, dropOffWindow: window.dropOffWindow, startTime: window.startTime, endTime: window.endTime },
          { isMobileInstall: mobile },
        )
      : null;
  }
  const slot = day.slots.find((s) => s.startTime === time.startTime);
  return slot
    ? appointmentLabel({ date: day.date, isDropOff: false, dropOffWindow: null, startTime: slot.startTime, endTime: slot.endTime })
    : null;
}

/**
 * The picked time in the shape the time-change modal starts from (its initialChoice reads the
 * day, the mode and the time of the cart's appointment): the modal reopens on the shopper's pick.
 */
export function pickedAppointment(
  time: CartAppointmentInput,
): Pick<CartAppointment, 'date' | 'isDropOff' | 'dropOffWindow' | 'startTime' | 'isAvailable'> {
  return {
    date: time.date ?? '',
    isDropOff: time.isDropOff === true,
    dropOffWindow: time.isDropOff ? (time.dropOffWindow ?? null) : null,
    startTime: time.isDropOff ? '' : (time.startTime ?? ''),
    isAvailable: false,
  };
}

/** The install pick for a time the shopper chose (null when the schedule does not have it). */
export function installPick(
  days: readonly ScheduleDay[],
  installer: { installerId: number; name: string },
  time: CartAppointmentInput,
): ProductInstallPick | null {
  const label = installTimeLabel(days, time);
  if (!label || !time.date) return null;
  return { kind: 'install', installerId: installer.installerId, installerName: installer.name, time: { ...time, date: time.date }, label };
}
