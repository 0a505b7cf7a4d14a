/**
 * /sitemap.xml and /robots.txt for search engines. The sitemap lists every catalogue page the
 * API knows (GET /v1/sitemap: brands, lines, categories, types, sizes, vehicles, deals) and every
 * published content page (learn, press, help and company pages) as absolute URLs on the shop's
 * public origin. robots.txt keeps crawlers out of the API, checkout and account pages and points
 * them at the sitemap. Both follow the variant answering the request (its configuration's robots,
 * spec storefront §2 Page head): a noindex,nofollow variant (the installer-sponsored storefront)
 * disallows all; a variant whose pages are not indexed (noindex,follow: the employee portal) is
 * crawled but offers no sitemap.
 *
 * Mount it on the shop server before the page renderer:
 *   app.route('/', sitemapRoutes(apiFor, { variantOf }))
 */
import {
  isStaffAreaPath,
  paths as corePaths,
  sitemapEndpoint,
  sitemapOffered,
  variantConfig,
  type ApiClient,
  type StorefrontVariant,
} from '@tireshop/core';
import { Hono } from 'hono';

/** The sitemap protocol's limit of URLs per file; past it, /sitemap.xml becomes an index. */
export const SITEMAP_MAX_URLS = 50_000;
/** Search engines re-read these at most hourly; the catalogue changes slower than that. */
const CACHE = 'public, max-age=3600';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch]!);

export function urlsetXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((p) => `<url><loc>${escapeXml(origin + encodeURI(p))}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function sitemapIndexXml(origin: string, files: number): string {
  const items = Array.from(
    { length: files },
    (_, i) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${i + 1}.xml`)}</loc></sitemap>`,
  ).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`;
}

export function robotsTxt(origin: string, variant: StorefrontVariant): string {
  if (variantConfig(variant).robots === 'noindex,nofollow') return 'User-agent: *\nDisallow: /\n';
  return [
    'User-agent: *',
    'Disallow: /api/',
    // The content pages' views for the browser: the pages themselves are the ones to index.
    'Disallow: /_content',
    'Disallow: /checkout',
    'Disallow: /account',
    // Comparisons are any 2–5 tires in any order: endless near-duplicate pages.
    'Disallow: /compare',
    '',
    ...(sitemapOffered(variant) ? [`Sitemap: ${origin}/sitemap.xml`, ''] : []),
  ].join('\n');
}

export interface SitemapOptions {
  /** The variant answering a request URL (the shop server's host map); default retail. */
  variantOf?: (requestUrl: string) => StorefrontVariant;
  /** The public origin of a request URL (public-origin.ts); default the URL's own. */
  originOf?: (requestUrl: string) => string;
  /** The published content pages (server/content/library.ts), listed after the catalogue. */
  contentPaths?: () => readonly string[];
}

/**
 * A Hono app answering GET /sitemap.xml (and /sitemaps/{n}.xml past 50,000 URLs) and
 * GET /robots.txt. `apiFor(origin)` is the shop server's in-process API client for a public origin.
 */
export function sitemapRoutes(apiFor: (origin: string) => ApiClient, options: SitemapOptions = {}): Hono {
  const variantOf = options.variantOf ?? ((): StorefrontVariant => 'retail');
  const originOf = options.originOf ?? ((url: string) => new URL(url).origin);
  const app = new Hono();

  /** The home page first, then the API's pages and the content pages, each once. */
  async function allPaths(origin: string): Promise<string[] | null> {
    const result = await apiFor(origin).call(sitemapEndpoint, {});
    if (!result.ok) {
      console.error(`[storefront] sitemap failed: ${result.error.code} ${result.error.message}`);
      return null;
    }
    // The storefront's own tools (SimpleSnap) after the home page: the API lists the catalogue only.
    const paths = ['/', corePaths.simpleSnap(), ...result.data.entries.map((e) => e.path), ...(options.contentPaths?.() ?? [])];
    // The portal and the operations console are never offered to search engines (core isStaffAreaPath).
    return [...new Set(paths.filter((path) => !isStaffAreaPath(path)))];
  }

  const unavailable = () =>
    new Response('The sitemap is unavailable right now. Please try again later.\n', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '300' },
    });
  const xml = (body: string) =>
    new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CACHE } });

  app.get('/robots.txt', (c) => c.text(robotsTxt(originOf(c.req.url), variantOf(c.req.url)), 200, { 'Cache-Control': CACHE }));

  app.get('/sitemap.xml', async (c) => {
    if (!sitemapOffered(variantOf(c.req.url))) return c.notFound();
    const origin = originOf(c.req.url);
    const paths = await allPaths(origin);
    if (!paths) return unavailable();
    if (paths.length <= SITEMAP_MAX_URLS) return xml(urlsetXml(origin, paths));
    return xml(sitemapIndexXml(origin, Math.ceil(paths.length / SITEMAP_MAX_URLS)));
  });

  app.get('/sitemaps/:file', async (c) => {
    const match = /^(\d{1,4})\.xml$/.exec(c.req.param('file'));
    if (!sitemapOffered(variantOf(c.req.url)) || !match) return c.notFound();
    const origin = originOf(c.req.url);
    const paths = await allPaths(origin);
    if (!paths) return unavailable();
    const page = Number(match[1]);
    const slice = paths.slice((page - 1) * SITEMAP_MAX_URLS, page * SITEMAP_MAX_URLS);
    if (page < 1 || slice.length === 0) return c.notFound();
    return xml(urlsetXml(origin, slice));
  });

  return app;
}
