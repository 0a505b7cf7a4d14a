/**
 * Which origin a page request is answered for. Canonical and absolute links (page heads, the
 * sitemap, robots.txt, image URLs) and the shop server's per-origin API clients follow it, so it
 * must never be whatever Host header a client sends: a forged Host would put its address into
 * links a cache may keep, and every new Host would create and keep another API client.
 *
 * An origin the shop is configured to answer on is used as it is; any other request is answered
 * for the canonical origin (SHOP_URL). The host names of the other shops this process serves
 * (STOREFRONT_HOSTS, storefront-hosts.ts) are answered as themselves, with SHOP_URL's scheme and
 * port — so each has its own canonical links, and still no origin a client made up. Outside
 * production, loopback origins (localhost, 127.0.0.1, [::1] on any port) are accepted too, for
 * development and tests.
 */
export interface PublicOrigins {
  /** The shop's own address (SHOP_URL's origin). */
  canonical: string;
  /** Other origins the shop answers on as themselves (SHOP_ORIGINS). */
  others?: readonly string[];
  /** Accept loopback origins as themselves (everywhere but production). */
  loopback?: boolean;
  /** Host names of the other shops served here (lower case, no port): answered as SHOP_URL with that host name. */
  hosts?: Iterable<string>;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A function answering the public origin of a request URL under `origins`. */
export function publicOriginResolver(origins: PublicOrigins): (requestUrl: string) => string {
  const canonical = new URL(origins.canonical).origin;
  const accepted = new Set([canonical, ...(origins.others ?? []).map((o) => new URL(o).origin)]);
  const shopUrl = new URL(canonical);
  const hostOrigins = new Map(
    [...(origins.hosts ?? [])].map((host) => [host, `${shopUrl.protocol}//${host}${shopUrl.port ? `:${shopUrl.port}` : ''}`]),
  );
  return (requestUrl) => {
    const url = new URL(requestUrl);
    if (accepted.has(url.origin)) return url.origin;
    const hostOrigin = hostOrigins.get(url.hostname.replace(/\.$/, ''));
    if (hostOrigin) return hostOrigin;
    if (origins.loopback && LOOPBACK_HOSTS.has(url.hostname)) return url.origin;
    return canonical;
  };
}
