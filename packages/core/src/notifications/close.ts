/**
 * Closing a notice (spec §8 Closed notification banners): its own module, so the page's first
 * script carries only the reading of closed notices (./index.ts), not the writing.
 */
import { CLOSED_NOTICE_MEMORY_MINUTES, CLOSED_NOTICES_COOKIE, type ClosedNotices, NOTICE_ID } from './index';

/** The closed notices with one more closed now, as a Set-Cookie / document.cookie string. */
export function closeNotice(
  closed: ClosedNotices,
  id: string,
  now: Date,
  options: { secure: boolean },
): { closed: ClosedNotices; cookie: string } {
  const next: ClosedNotices = {};
  for (const [key, until] of Object.entries(closed)) if (until > now.getTime()) next[key] = until;
  if (NOTICE_ID.test(id)) next[id] = now.getTime() + CLOSED_NOTICE_MEMORY_MINUTES * 60_000;
  const value = Object.entries(next)
    .map(([key, until]) => `${key}:${Math.ceil(until / 60_000)}`)
    .join(',');
  const cookie = `${CLOSED_NOTICES_COOKIE}=${encodeURIComponent(value)}; Path=/; Max-Age=${CLOSED_NOTICE_MEMORY_MINUTES * 60}; SameSite=Lax${options.secure ? '; Secure' : ''}`;
  return { closed: next, cookie };
}
