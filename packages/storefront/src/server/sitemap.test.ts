/**
 * /sitemap.xml lists the catalogue and the content pages, never the portal or the operations
 * console (core isStaffAreaPath), even if a content page were published under their paths.
 */
import type { ApiClient } from '@tireshop/core';
import { describe, expect, it } from 'vitest';
import { sitemapRoutes } from './sitemap';

const api = {
  call: async () => ({ ok: true, data: { entries: [{ path: '/brands/michelin-tires', kind: 'brand' }], total: 1 } }),
  request: async () => ({ ok: false }),
} as unknown as ApiClient;

describe('the sitemap', () => {
  it('leaves out the portal and the operations console', async () => {
    const app = sitemapRoutes(() => api, { contentPaths: () => ['/learn/tire-care', '/portal', '/portal/shops/1', '/ops/orders'] });
    const xml = await (await app.request('https://shop.example/sitemap.xml')).text();
    expect(xml).toContain('<loc>https://shop.example/brands/michelin-tires</loc>');
    expect(xml).toContain('<loc>https://shop.example/learn/tire-care</loc>');
    expect(xml).toContain('<loc>https://shop.example/simplesnap</loc>');
    expect(xml).not.toMatch(/\/portal|\/ops/);
  });
});
