/**
 * The promotion link's query value (spec storefront §2 "Query parameters read: … promotion"), in a
 * module of its own: every page reads it, and only a page with one loads what follows it
 * (promotion-link.ts).
 */

/** The query parameter a promotion link carries. */
export const PROMOTION_QUERY = 'promotion';

/** The code a page's query string carries, trimmed; null without one (or an empty one). */
export function promotionInSearch(search: string): string | null {
  const code = new URLSearchParams(search).get(PROMOTION_QUERY)?.trim();
  return code ? code : null;
}
