/**
 * The signed-in shopper's session cookie (docs/decisions.md "Accounts"): HttpOnly (page scripts
 * never see the token), SameSite=Lax, Path=/, and on https `Secure` with the `__Host-` prefix (no
 * subdomain can set or shadow it). Written only by the shop's server, read by it to add the
 * X-Account-Session header to API calls.
 */
import {
  ACCOUNT_TYPE_COOKIE,
  CART_COOKIE_MAX_AGE_S,
  resolveUserType,
  cartCookieName,
  GREETING_COOKIE,
  readCookie,
  SESSION_STORAGE_KEY,
  sessionCookie,
  type SignedIn,
} from '@tireshop/core';

export const accountCookieName = (secure: boolean) => (secure ? '__Host-ts_account' : 'ts_account');

/** The session token in a Cookie header, under the name for this origin's scheme (never the other one). */
export const readAccountCookie = (cookieHeader: string | null | undefined, secure: boolean) =>
  readCookie(cookieHeader, accountCookieName(secure));

/** Is the shop on https (its account cookie then named with the `__Host-` prefix)? */
export const isSecureOrigin = (origin: string) => origin.startsWith('https:');

/** Seconds until a session's `expiresAt`. */
export const accountCookieMaxAge = (expiresAt: string) => Math.max(0, Math.floor((Date.parse(expiresAt) - Date.now()) / 1000));

/** Set-Cookie for a session until `expiresAt`. */
export function accountCookie(token: string, expiresAt: string, secure: boolean): string {
  const maxAge = accountCookieMaxAge(expiresAt);
  return `${accountCookieName(secure)}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Set-Cookie that removes a cookie the shop's server or pages set (`httpOnly` for the session's own). */
export const expiredCookie = (name: string, secure: boolean, httpOnly = false) =>
  `${name}=; Path=/; Max-Age=0; SameSite=Lax${httpOnly ? '; HttpOnly' : ''}${secure ? '; Secure' : ''}`;

/** A first-party cookie the pages also read (cart id and quantity, the shopper session id): not HttpOnly. */
export const pageCookie = (name: string, value: string, maxAgeSeconds: number, secure: boolean) =>
  `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure ? '; Secure' : ''}`;

/** The cookies of a fresh sign-in: the session, and the cart and shopper session the shopper continues with. */
export function signedInCookies(signedIn: SignedIn, cookieHeader: string | null, secure: boolean): Headers {
  const headers = new Headers();
  headers.append('Set-Cookie', accountCookie(signedIn.session.token, signedIn.session.expiresAt, secure));
  const cartId = readCookie(cookieHeader, cartCookieName('cartId'));
  if (signedIn.cart) {
    headers.append('Set-Cookie', pageCookie(cartCookieName('cartId'), signedIn.cart.id, CART_COOKIE_MAX_AGE_S, secure));
    headers.append(
      'Set-Cookie',
      pageCookie(cartCookieName('cartQuantity'), String(signedIn.cart.totalQuantity), CART_COOKIE_MAX_AGE_S, secure),
    );
  }
  // Another cart than the page knew: its shipping and appointment flags were the other cart's.
  if (!signedIn.cart || signedIn.cart.id !== cartId) {
    if (!signedIn.cart)
      for (const key of ['cartId', 'cartQuantity'] as const) headers.append('Set-Cookie', expiredCookie(cartCookieName(key), secure));
    for (const key of ['cartShipping', 'cartAppointment'] as const)
      headers.append('Set-Cookie', expiredCookie(cartCookieName(key), secure));
  }
  if (signedIn.userSessionId) headers.append('Set-Cookie', sessionCookie(signedIn.userSessionId, { secure }));
  // rules §6 "After login it is set from the first account type's userType": the account-type
  // cookie the pages read (what they show only: the API prices from the session, never from it).
  const userType = resolveUserType(null, signedIn.userDetails);
  headers.append(
    'Set-Cookie',
    userType
      ? pageCookie(ACCOUNT_TYPE_COOKIE, userType, accountCookieMaxAge(signedIn.session.expiresAt), secure)
      : expiredCookie(ACCOUNT_TYPE_COOKIE, secure),
  );
  // rules §6 business users' one-time greeting: due on the next page when the API greeted this
  // sign-in (once per account; never after single sign-on). The cookie only asks the page to show
  // it: the greeting's words come from the user details the server reads on that page.
  if (signedIn.greet) headers.append('Set-Cookie', pageCookie(GREETING_COOKIE, '1', GREETING_COOKIE_MAX_AGE_S, secure));
  headers.append('Set-Cookie', accountToastCookie('in', secure));
  return headers;
}

/**
 * spec §4 Toast, "used for cart adds, sign-in and errors": the toast the page after a sign-in or a
 * sign-out shows ("You're signed in." / "You're signed out."). The server's answer to the form is a
 * redirect, so the cookie carries the toast to that next page (client/after-hydration.ts), which
 * shows it once and takes the cookie away. A minute: a page that never loads does not keep it.
 */
export const ACCOUNT_TOAST_COOKIE = 'ST_accountToast';
export const ACCOUNT_TOASTS = { in: "You're signed in.", out: "You're signed out." } as const;

export const accountToastCookie = (which: keyof typeof ACCOUNT_TOASTS, secure: boolean) =>
  pageCookie(ACCOUNT_TOAST_COOKIE, which, 60, secure);

/** The greeting waits this long for the next page. */
const GREETING_COOKIE_MAX_AGE_S = 300;

/** What an anonymous visit brings to sign-in (its cart and past searches), from its cookies. */
export function carriedOver(cookieHeader: string | null) {
  return {
    cartId: readCookie(cookieHeader, cartCookieName('cartId')) || null,
    userSessionId: readCookie(cookieHeader, SESSION_STORAGE_KEY) || null,
  };
}
