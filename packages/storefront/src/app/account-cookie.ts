/**
 * The signed-in shopper's session cookie (docs/decisions.md "Accounts"): HttpOnly (page scripts
 * never see the token), SameSite=Lax, Path=/, and on https `Secure` with the `__Host-` prefix (no
 * subdomain can set or shadow it). Written only by the shop's server, read by it to add the
 * X-Account-Session header to API calls.
 */
import { readCookie } from '@tireshop/core';

export const accountCookieName = (secure: boolean) => (secure ? '__Host-ts_account' : 'ts_account');

/** The session token in a Cookie header, under the name for this origin's scheme (never the other one). */
export const readAccountCookie = (cookieHeader: string | null | undefined, secure: boolean) =>
  readCookie(cookieHeader, accountCookieName(secure));

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
