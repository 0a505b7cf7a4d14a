/**
 * What "Continue" does on the cart page: the chosen tab must have its destination saved, else the
 * spec's message for that tab (rules §5: "Please select a shop or change shipping option.",
 * "Please select a FedEx location."). spec §4 Checkout: "Home tab without a valid home address
 * opens the shipping form; otherwise goes to payment"; the other tabs go on to services.
 */
import { homeTabNextStep, SHIPPING_CHOICE_MESSAGES, type DeliveryTab, type SiteCart } from '@tireshop/core';
import { SELECT_FEDEX_LOCATION } from './courier-picker';
import { SELECT_WAREHOUSE } from './warehouse-picker';

/** spec rules §5 exact. */
export const SELECT_SHOP = SHIPPING_CHOICE_MESSAGES.installer;
/** Our words: the Home tab's form then shows each field's own message. */
export const ENTER_HOME_ADDRESS = 'Please enter the address we ship your tires to.';

export type ContinueOutcome = { ok: true; next: 'services' | 'payment' } | { ok: false; message: string };

export function continueFromDelivery(tab: DeliveryTab, cart: Pick<SiteCart, 'cartShipping'>): ContinueOutcome {
  const shipping = cart.cartShipping;
  switch (tab) {
    case 'installer':
    case 'mobile': {
      const mobile = tab === 'mobile';
      const chosen = shipping?.shippingOption === 'INSTALLER' && (shipping.installer?.isMobileInstall ?? false) === mobile;
      return chosen ? { ok: true, next: 'services' } : { ok: false, message: SELECT_SHOP };
    }
    case 'home':
      return homeTabNextStep(cart) === 'payment' ? { ok: true, next: 'payment' } : { ok: false, message: ENTER_HOME_ADDRESS };
    case 'courier':
      return shipping?.shippingOption === 'FEDEX' ? { ok: true, next: 'services' } : { ok: false, message: SELECT_FEDEX_LOCATION };
    case 'warehouse':
      return shipping?.shippingOption === 'WAREHOUSE' ? { ok: true, next: 'services' } : { ok: false, message: SELECT_WAREHOUSE };
  }
}
