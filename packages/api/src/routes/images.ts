import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Database } from '../db/client';
import { brands, productLines } from '../db/schema';
import { notFound } from '../http/errors';
import type { ApiEnv } from '../http/endpoint';
import { tireSvg } from '../images/tire-svg';

/** GET /images/tires/{brand}/{line}.svg — public, cacheable product illustrations. */
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
    return c.body(tireSvg(line), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    });
  });
}
