import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Database } from '../db/client';
import { brands, installers, productLines } from '../db/schema';
import { notFound } from '../http/errors';
import type { ApiEnv } from '../http/endpoint';
import { SHOP_PHOTO_VIEWS, shopSvg, type ShopPhotoView } from '../images/shop-svg';
import { tireSvg } from '../images/tire-svg';
import { businessLogo } from '../services/business-profiles';

const SVG_HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Cache-Control': 'public, max-age=86400',
} as const;

/**
 * GET /images/tires/{brand}/{line}.svg and /images/shops/{code}/{view}.svg — public, cacheable
 * product illustrations and shop photos.
 */
export function imageRoutes(app: Hono<ApiEnv>, database: Database) {
  app.get('/images/tires/:brand/:file', async (c) => {
    const lineSlug = c.req.param('file').replace(/\.svg$/, '');
    const [line] = await database.db
      .select({ brand: brands.name, line: productLines.name, categoryId: productLines.categoryId })
      .from(productLines)
      .innerJoin(brands, eq(brands.id, productLines.brandId))
      .where(and(eq(brands.slug, c.req.param('brand')), eq(productLines.slug, lineSlug)))
      .limit(1);
    if (!line) throw notFound('No such tire image.');
    return c.body(tireSvg(line), 200, SVG_HEADERS);
  });

  // A business account's logo (docs/business-accounts.md) by its SHA-256: the stored raster type
  // only (checked by its bytes when it was set), never sniffed, never run as a document.
  app.get('/images/business-logos/:sha256', async (c) => {
    const sha256 = c.req.param('sha256');
    const logo = /^[0-9a-f]{64}$/.test(sha256) ? await businessLogo(database.db, sha256) : null;
    if (!logo) throw notFound('No such logo.');
    return c.body(new Uint8Array(logo.bytes), 200, {
      'Content-Type': logo.type,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      // The address is the content's hash: it never changes.
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });

  app.get('/images/shops/:code/:file', async (c) => {
    const view = c.req.param('file').replace(/\.svg$/, '') as ShopPhotoView;
    if (!SHOP_PHOTO_VIEWS.includes(view)) throw notFound('No such shop image.');
    const [shop] = await database.db
      .select({ name: installers.name, code: installers.code })
      .from(installers)
      .where(eq(installers.code, c.req.param('code')))
      .limit(1);
    if (!shop) throw notFound('No such shop image.');
    return c.body(shopSvg(view, shop), 200, SVG_HEADERS);
  });
}
