/**
 * A link a shopper's past search may point at (spec §7 POST /users/me/history/search `link`): a
 * path on this site. Absolute URLs (`https://…`, `javascript:…`), protocol-relative `//host`,
 * backslashes (browsers read `/\host` as `//host`) and whitespace or control characters are
 * refused, so a stored entry can never send a shopper to another site or run script.
 */
export function isSiteRelativeLink(link: string): boolean {
  if (!/^\/(?![/\\])[^\s\\\p{Cc}]*$/u.test(link)) return false;
  try {
    return new URL(link, 'http://site.invalid').origin === 'http://site.invalid';
  } catch {
    return false;
  }
}
