/** A product line's address in a result's link: /brands/{brand}-tires/{line}?size=…; null for any other page. */
export function productLineOfHref(href: string): { brand: string; line: string; size?: string } | null {
  let url: URL;
  try {
    url = new URL(href, 'https://shop.invalid');
  } catch {
    return null;
  }
  const match = /^\/brands\/([^/]+)\/([^/]+)$/.exec(url.pathname);
  if (!match) return null;
  const size = url.searchParams.get('size') || undefined;
  return { brand: decodeURIComponent(match[1]!), line: decodeURIComponent(match[2]!), ...(size ? { size } : {}) };
}
