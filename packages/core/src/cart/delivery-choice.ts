/**
 * What "Continue" does on the cart page: the chosen tab must have its destination saved, else the
 * spec's message for that tab (rules §5: "Please select a shop or change shipping option.",
 * "Please select a time slot.", "Please select a FedEx location."). spec §4 Checkout: "Home tab
 * without a valid home address opens the shipping form; otherwise goes to payment"; the other tabs
 * go on to services. An installation needs its appointment too (spec §4 Cart; rules §4).
 */
import { APPOINTMENT_MESSAGES, type CartAppointment } from '../contract/appointments';
import { needsServiceAddress, SHIPPING_CHOICE_MESSAGES, type SiteCart } from '../contract/cart';
import { needsNewTime } from './appointment';
import type { DeliveryTab } from './delivery';
import { homeTabNextStep } from './rules';

/** spec rules §5 exact. */
export const SELECT_SHOP = SHIPPING_CHOICE_MESSAGES.installer;
/** spec rules §5 exact. */
export const SELECT_SLOT = APPOINTMENT_MESSAGES.selectSlot;
/** spec rules §5 exact. */
export const SELECT_FEDEX_LOCATION = SHIPPING_CHOICE_MESSAGES.courierLocation;
/** Our words, in the shape of the spec's others. */
export const SELECT_WAREHOUSE = 'Please select a warehouse.';
/** Our words: the Home tab's form then shows each field's own message. */
export const ENTER_HOME_ADDRESS = 'Please enter the address we ship your tires to.';

export type ContinueOutcome = { ok: true; next: 'services' | 'payment' } | { ok: false; message: string };

/**
 * `appointment`: the cart's, as the server last answered it (checked just before): an
 * installation goes on only with a time at the chosen installer that can still be had.
 */
export function continueFromDelivery(
  tab: DeliveryTab,
  cart: Pick<SiteCart, 'cartShipping'>,
  appointment: CartAppointment | null,
): ContinueOutcome {
  const shipping = cart.cartShipping;
  switch (tab) {
    case 'installer':
    case 'mobile': {
      const mobile = tab === 'mobile';
      const chosen = shipping?.shippingOption === 'INSTALLER' && (shipping.installer?.isMobileInstall ?? false) === mobile;
      if (!chosen) return { ok: false, message: SELECT_SHOP };
      const booked = appointment && appointment.installer.installerId === shipping.installerId && !needsNewTime(appointment);
      if (!booked) return { ok: false, message: SELECT_SLOT };
      // A mobile installer needs to know where to come before the order can be placed.
      return needsServiceAddress(shipping)
        ? { ok: false, message: SHIPPING_CHOICE_MESSAGES.serviceAddress }
        : { ok: true, next: 'services' };
    }
    case 'home':
      return homeTabNextStep(cart) === 'payment' ? { ok: true, next: 'payment' } : { ok: false, message: ENTER_HOME_ADDRESS };
    case 'courier':
      return shipping?.shippingOption === 'FEDEX' ? { ok: true, next: 'services' } : { ok: false, message: SELECT_FEDEX_LOCATION };
    case 'warehouse':
      return shipping?.shippingOption === 'WAREHOUSE' ? { ok: true, next: 'services' } : { ok: false, message: SELECT_WAREHOUSE };
  }
}
