/**
 * Redirects whose Location is always a valid header. A path built from a URL's decoded parts can
 * hold characters a header cannot carry (an emoji: the Headers API throws, and the page answered
 * 500) or that a browser sends back percent-encoded (`<`, a space): sent encoded
 * (`encodeLocation`) and compared decoded (`isPathOf`), a redirect neither fails nor loops.
 */
import { redirect as routerRedirect } from 'react-router';

/** Characters a Location keeps as they are: RFC 3986's unreserved and reserved ones. */
const KEPT = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]$/;
const bytes = new TextEncoder();

/** `location` with every other character percent-encoded as UTF-8; a `%` already starting an escape is kept. */
export function encodeLocation(location: string): string {
  let out = '';
  let i = 0;
  for (const ch of location) {
    if (KEPT.test(ch) || (ch === '%' && /^%[0-9A-Fa-f]{2}/.test(location.slice(i)))) out += ch;
    else for (const b of bytes.encode(ch)) out += `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
    i += ch.length;
  }
  return out;
}

/** react-router's redirect, with the Location encoded. */
export const redirect: typeof routerRedirect = (url, init) => routerRedirect(encodeLocation(url), init);

/** Whether the request is for `path` (written decoded), however the browser percent-encoded it. */
export function isPathOf(url: URL, path: string): boolean {
  if (url.pathname === path || url.pathname === encodeLocation(path)) return true;
  try {
    return decodeURIComponent(url.pathname) === path;
  } catch {
    return false; // a malformed escape is not any page's canonical path
  }
}
