/**
 * A toast asked for by the shop's server for the page it redirects to (spec §4 Toast "scheduled
 * after the next page change"): sign-in and sign-out are plain forms answered with a redirect, so
 * the message travels in a short-lived first-party cookie the page after the redirect shows once.
 */
import { readCookie } from '../search-overlay/session/index';
import type { ToastKind } from './index';

export const FLASH_TOAST_COOKIE = 'ST_toast';

const KINDS: readonly ToastKind[] = ['info', 'success', 'error'];
const MAX_MESSAGE = 200;

/** The Set-Cookie for a toast on the next page (a minute: long enough for the redirect). */
export function flashToastCookie(message: string, kind: ToastKind, options: { secure: boolean }): string {
  const value = encodeURIComponent(`${kind}|${message.slice(0, MAX_MESSAGE)}`);
  return `${FLASH_TOAST_COOKIE}=${value}; Path=/; Max-Age=60; SameSite=Lax${options.secure ? '; Secure' : ''}`;
}

/** The cookie that removes it once shown. */
export const clearFlashToastCookie = `${FLASH_TOAST_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;

/** The toast waiting in the cookie header, or null (none, or not one the shop wrote). */
export function readFlashToast(cookieHeader: string | null | undefined): { message: string; kind: ToastKind } | null {
  const value = readCookie(cookieHeader, FLASH_TOAST_COOKIE);
  if (!value) return null;
  const bar = value.indexOf('|');
  const kind = value.slice(0, bar) as ToastKind;
  const message = value.slice(bar + 1).trim();
  if (bar < 0 || !KINDS.includes(kind) || !message || message.length > MAX_MESSAGE) return null;
  return { message, kind };
}
