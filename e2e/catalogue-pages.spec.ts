import { expect, test } from '@playwright/test';
import { apiGet, expectAccessible } from './support';

/** Every catalogue page type not walked through by the other journeys: head, heading, axe. */
const PAGES = [
  '/categories',
  '/categories/all-season',
  '/categories/all-season/reviews',
  '/types',
  '/types/passenger',
  '/types/passenger/reviews',
  '/tire-deals',
  '/tire-reviews',
  '/tire-reviews/michelin-tires',
  '/tire-reviews/all-season',
  '/tire-sizes/diameter/17',
  '/brands/michelin-tires/pilot-sport-4s/reviews',
];

test.describe('catalogue pages', () => {
  for (const path of PAGES) {
    test(`${path} has its page head, one h1 and no serious accessibility problem`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response!.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(/.+ \| tireshop$/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index,follow');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path.replace(/[/.]/g, '\\$&')}$`));
      await expectAccessible(page);
    });
  }

  test('a deal page lists its tires; the themed sales have their pages', async ({ page, request, baseURL }) => {
    const { deals } = await apiGet(request, baseURL!, '/v1/deals');
    await page.goto('/tire-deals');
    if (deals.length === 0) {
      await expect(page.getByText('No deals are running right now.')).toBeVisible();
    } else {
      await page.locator('main').getByRole('link', { name: deals[0].title }).click();
      await expect(page).toHaveURL(new RegExp(`/tire-deals/${deals[0].slug}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(deals[0].title);
      await expectAccessible(page);
    }
    for (const sale of ['/tire-deals/black-friday-sale', '/tire-deals/cyber-monday-sale']) {
      const response = await page.goto(sale);
      expect(response!.status(), sale).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    const unknown = await page.goto('/tire-deals/no-such-deal');
    expect(unknown!.status()).toBe(404);
  });

  test('unknown categories, types and sizes are 404 pages; a size we do not carry is named', async ({ page }) => {
    for (const [path, heading] of [
      ['/categories/no-such-category', 'The page you are looking for is missing.'],
      ['/types/no-such-type', 'The page you are looking for is missing.'],
      ['/tire-sizes/405-20r30', "We don't carry 405/20R30 tires"],
      ['/tire-sizes/405-20r30/brands/michelin-tires', 'The page you are looking for is missing.'],
      ['/tire-reviews/no-such-section', 'The page you are looking for is missing.'],
    ] as const) {
      const response = await page.goto(path);
      expect(response!.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
  });

  test('the sitemap lists catalogue pages and robots.txt points to it', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toMatch(/Sitemap: http:\/\/[^/]+\/sitemap\.xml/);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const xml = await sitemap.text();
    expect(xml).toContain('/brands/michelin-tires</loc>');
    expect(xml).toContain('/tire-sizes/225-45r17</loc>');
  });
});
