/**
 * What the page does once it is interactive, loaded after hydration so no page waits for it: the
 * toast a sign-in or sign-out left for this page, and following a change of the shopper's location
 * (docs/location.md "When the location changes").
 */
import { readCookie, readLocationCookie, type CartStore } from '@tireshop/core';
import { ACCOUNT_TOAST_COOKIE, ACCOUNT_TOASTS, expiredCookie } from '../app/account-cookie';
import { writeDocumentCookie } from '../app/context';
import { announceLocation, onLocationChange } from '../app/shell/shopper-location';
import { showToast } from '../app/shell/toast';

export function afterHydration(target: Window, cart: CartStore): void {
  showAccountToast(target.document);
  followLocation(target, cart);
}

/** spec §4 Toast "used for … sign-in": the sign-in's or sign-out's toast, once, on the page after it. */
function showAccountToast(doc: Document): void {
  const which = readCookie(doc.cookie, ACCOUNT_TOAST_COOKIE);
  if (which !== 'in' && which !== 'out') return;
  writeDocumentCookie(doc, expiredCookie(ACCOUNT_TOAST_COOKIE, doc.location.protocol === 'https:'), 'toast');
  showToast(ACCOUNT_TOASTS[which], { kind: 'success' });
}

function followLocation(target: Window, cart: CartStore): void {
  // The cart's estimates are for where the shopper is (its tax and home shipping follow the
  // automatic userZip when the cart has no zip of its own): a new location asks for it again.
  onLocationChange(target, () => {
    if (cart.cartId()) void cart.load();
  });
  watchLocationElsewhere(target);
}

/**
 * A location set in another tab (the ST_location cookie is the shop's, not the tab's) is announced
 * here when this tab is shown or focused again.
 */
function watchLocationElsewhere(target: Window): void {
  const doc = target.document;
  const current = () => readLocationCookie(doc.cookie)?.zip ?? null;
  let last = current();
  onLocationChange(target, () => {
    last = current();
  });
  const check = () => {
    const zip = current();
    if (doc.visibilityState === 'visible' && zip && zip !== last) announceLocation(target, zip);
  };
  doc.addEventListener('visibilitychange', check);
  target.addEventListener('focus', check);
}
