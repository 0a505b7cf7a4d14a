/**
 * The host page's address as the widget may tell it to the shop: origin and path only. Its query
 * string and fragment can hold the host's own secrets (a login token, a campaign id, a search), so
 * they never leave the page (issue #13 "Any host page": privacy).
 */
export function hostPageAddress(where: Pick<Location, 'origin' | 'pathname'> = window.location): string {
  return `${where.origin}${where.pathname}`;
}

/**
 * The Referer the widget's own requests, images and links send at most: the host's origin when
 * they cross to the shop, whatever referrer policy the host page set for itself (`unsafe-url` …).
 */
export const WIDGET_REFERRER_POLICY = 'strict-origin-when-cross-origin';
