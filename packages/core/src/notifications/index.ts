/**
 * Which site notifications the shell shows (spec §4 Notifications, §8 Closed notification banners,
 * §9 dismissed-notification memory): at most one Shop and one Filter notice at a time, the Filter
 * one on catalogue result pages only; a Shop notice flagged suppressFromHomePage is not shown on
 * the home page; a notice past its expiry is not shown; a non-persistent notice is shown on the
 * page the shopper arrived on and removed on the first route change; a closed notice stays closed
 * (by id) for the dismissal memory, then the entry is pruned.
 *
 * Dismissals live in a first-party cookie, so the server leaves a closed notice out of the page it
 * renders (no notice flashing in and out, no layout shift).
 */
import type { SiteNotification } from '../contract/site';
import { readCookie } from '../search-overlay/session/index';

export const CLOSED_NOTICES_COOKIE = 'ST_closedNotices';

/** spec §9 "Dismissed-notification memory 360", in minutes as §8 gives banner expiry. */
export const CLOSED_NOTICE_MEMORY_MINUTES = 360;

/**
 * Catalogue result pages, the ones listing tires with filters: where Filter notices show. A size
 * (and its category, type or brand), a brand (and its type or category), a category, a type, a
 * vehicle's year, a deal. Not the indexes (/brands, /tire-sizes …), the rim-diameter lists, the
 * reviews, nor a product line's page (/brands/{brand}/{line}) and what lies under it.
 */
export const CATALOGUE_RESULTS_PATH =
  /^\/(?:tire-sizes\/(?!diameter(?:\/|$))[^/]+(?:\/(?:categories|types|brands)\/[^/]+)?|brands\/[^/]+(?:\/(?:types|categories)\/[^/]+)?|categories\/[^/]+|types\/[^/]+|vehicles\/[^/]+\/[^/]+\/[^/]+|tire-deals\/[^/]+)\/?$/;

/** Closed notices: id → until when (epoch ms) it stays closed. */
export type ClosedNotices = Record<string, number>;

export interface NoticeContext {
  pathname: string;
  now: Date;
  closed: ClosedNotices;
  /** False once the shopper has moved to another page in this visit: non-persistent notices go. */
  firstPage: boolean;
}

export interface ShownNotices {
  shop: SiteNotification | null;
  filter: SiteNotification | null;
}

export function shownNotices(notifications: readonly SiteNotification[] | undefined, context: NoticeContext): ShownNotices {
  const now = context.now.getTime();
  const candidate = (n: SiteNotification) =>
    !(context.closed[n.id] !== undefined && context.closed[n.id]! > now) &&
    !(n.expiresAt && Date.parse(n.expiresAt) <= now) &&
    (n.persistent || context.firstPage);
  const list = (notifications ?? []).filter(candidate);
  return {
    shop: list.find((n) => n.type === 'Shop' && !(context.pathname === '/' && n.suppressFromHomePage)) ?? null,
    filter: CATALOGUE_RESULTS_PATH.test(context.pathname) ? (list.find((n) => n.type === 'Filter') ?? null) : null,
  };
}

/** A notice id as the shop writes it into the cookie. */
export const NOTICE_ID = /^[\w.-]{1,80}$/;

/** The closed notices in the cookie header, expired entries pruned; a malformed entry is skipped. */
export function readClosedNotices(cookieHeader: string | null | undefined, now: Date): ClosedNotices {
  const closed: ClosedNotices = {};
  for (const entry of readCookie(cookieHeader, CLOSED_NOTICES_COOKIE)?.split(',') ?? []) {
    const [id, until] = entry.split(':');
    const untilMs = Number(until) * 60_000;
    if (id && NOTICE_ID.test(id) && Number.isFinite(untilMs) && untilMs > now.getTime()) closed[id] = untilMs;
  }
  return closed;
}
