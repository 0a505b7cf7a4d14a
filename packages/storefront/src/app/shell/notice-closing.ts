/** Remembering a closed notice (spec §8): fetched on the first close, not with the page's first script. */
import { type ClosedNotices, closeNotice } from '@tireshop/core';
import { writeDocumentCookie } from '../context';

/** Writes the ST_closedNotices cookie with `id` closed now; where cookies are blocked, it stays closed for this visit only. */
export function rememberClosedNotice(closed: ClosedNotices, id: string): ClosedNotices {
  const next = closeNotice(closed, id, new Date(), { secure: location.protocol === 'https:' });
  writeDocumentCookie(document, next.cookie, 'closed notices');
  return next.closed;
}
