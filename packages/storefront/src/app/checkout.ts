/**
 * The checkout store in the storefront: one per page (document), beside the cart store, made the
 * first time a checkout page asks for it in the browser. The placement's Idempotency-Key is kept in
 * sessionStorage until answered, so a reload after a lost answer retries with the same key (the
 * API replays instead of charging twice); it is the tab's, not the device's. A browser that blocks
 * storage (even reading `window.sessionStorage` throws a SecurityError there) keeps it in the
 * page's memory instead (core's guardedStorage).
 *
 * Also what the payment step hands the order summary page: the tokenised card of "Review order"
 * (rules §4, fast checkout off). It lives in memory only — a nonce is single-use and is not stored;
 * after a reload the summary asks for the card again.
 */
import {
  ACCOUNT_TYPE_COOKIE,
  createCheckoutStore,
  fastCheckoutEnabled,
  FAST_CHECKOUT_DISABLED_KEY,
  guardedStorage,
  readCookie,
  type CheckoutStore,
  type PaymentChoice,
  type PaymentType,
} from '@tireshop/core';
import { browserCart } from './cart';
import { storefrontContext } from './context';

let checkoutStore: CheckoutStore | undefined;

/** The page's checkout store: browser-only (undefined on the server and before the cart store exists). */
export function browserCheckout(): CheckoutStore | undefined {
  if (checkoutStore || typeof window === 'undefined') return checkoutStore;
  const cart = browserCart();
  if (!cart) return undefined;
  checkoutStore = createCheckoutStore({
    api: storefrontContext(undefined).api,
    cart,
    keyStorage: guardedStorage(() => window.sessionStorage),
  });
  return checkoutStore;
}

let pendingReview: PaymentChoice | null = null;

/** "Review order": the card choice the order summary page places. */
export function setReviewChoice(choice: PaymentChoice | null): void {
  pendingReview = choice;
}

export function reviewChoice(): PaymentChoice | null {
  return pendingReview;
}

/**
 * rules §4 Fast checkout by card: the shopper's user type (rules §6: the account-type cookie the
 * shop sets at sign-in; none when anonymous) and the device's local flag decide.
 */
export function storefrontFastCheckout(paymentType: PaymentType): boolean {
  let flag: string | null = null;
  try {
    flag = window.localStorage.getItem(FAST_CHECKOUT_DISABLED_KEY);
  } catch {
    // Storage blocked (private mode, a sandboxed frame): the flag is not set. Asked on every render, so not logged.
  }
  // The cookie's value as it is: an unknown one is no excluded type.
  return fastCheckoutEnabled({ paymentType, userType: readCookie(document.cookie, ACCOUNT_TYPE_COOKIE), disabledFlag: flag });
}
