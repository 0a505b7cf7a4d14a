import { expect, test } from '@playwright/test';
import { apiGet, dollars, expectAccessible } from './support';

const NOT_FOUND = 'The page you are looking for is missing.';

test.describe('shop by brand', () => {
  test('brands → brand → product line with scores, sizes and reviews', async ({ page, request, baseURL }) => {
    await page.goto('/brands');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tire brands');
    await expect(page).toHaveTitle('Tire brands | tireshop');
    await expectAccessible(page);

    const main = page.locator('main');
    await main.getByRole('link', { name: /^Michelin\b/ }).click();
    await expect(page).toHaveURL(/\/brands\/michelin-tires$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Michelin tires');
    const brand = await apiGet(request, baseURL!, '/v1/brands/michelin');
    const lines = page.locator('section[aria-labelledby="lines"] .ts-line-card');
    await expect(lines).toHaveCount(brand.productLines.length);
    await expectAccessible(page);

    await page.locator('section[aria-labelledby="lines"]').getByRole('link', { name: 'Pilot Sport 4S', exact: true }).click();
    await expect(page).toHaveURL(/\/brands\/michelin-tires\/pilot-sport-4s$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pilot Sport 4S');
    await expect(page).toHaveTitle('Michelin Pilot Sport 4S tires | tireshop');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index,follow');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/brands\/michelin-tires\/pilot-sport-4s$/);

    const detail = await apiGet(request, baseURL!, '/v1/product-lines/michelin/pilot-sport-4s');
    // Scores with the spec §9 band of the simple score.
    const scores = page.locator('.ts-scores');
    await expect(scores.getByText('Overall score')).toBeVisible();
    await expect(scores.locator('.ts-score--main .ts-score__value')).toContainText(detail.scores.simple.display);
    if (detail.scores.simple.band) await expect(scores.locator('.ts-band')).toHaveText(detail.scores.simple.band);
    // Sizes with price and stock (the first diameter group is open).
    const first = detail.sizes[0];
    const row = page.locator('.ts-sizes tbody tr').filter({ hasText: first.size }).first();
    await expect(row).toContainText(dollars(first.price.salePriceInCents));
    await expect(row.locator('.ts-stock').first()).toBeAttached();
    // Add to cart: front and rear quantities (adding is in cart.spec.ts).
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    // Reviews with per-attribute ratings.
    await expect(page.getByRole('heading', { name: /Reviews of the Michelin Pilot Sport 4S/ })).toBeVisible();
    if (detail.reviewSummary.reviewCount > 0) await expect(page.locator('.ts-review').first()).toBeVisible();
    await expectAccessible(page);
  });

  test('a score of 0 reads N/A, with no band', async ({ page }) => {
    await page.goto('/brands/pirelli-tires/p-zero-trofeo-r');
    const overall = page.locator('.ts-score--main');
    await expect(overall).toContainText('N/A');
    await expect(overall.locator('.ts-band')).toHaveCount(0);
  });

  test('brand slugs get -tires; /p and /p/{slug} normalise to the line page', async ({ page }) => {
    await page.goto('/brands/michelin');
    await expect(page).toHaveURL(/\/brands\/michelin-tires$/);
    await page.goto('/brands/Michelin-Tires/Pilot-Sport-4S/p/some-old-slug');
    await expect(page).toHaveURL(/\/brands\/michelin-tires\/pilot-sport-4s$/);
    await page.goto('/brands/michelin-tires/pilot-sport-4s/p');
    await expect(page).toHaveURL(/\/brands\/michelin-tires\/pilot-sport-4s$/);
  });

  test('brand categories, types and reviews pages', async ({ page }) => {
    await page.goto('/brands/michelin-tires/categories');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Michelin categories');
    await page.locator('main .ts-tile').first().click();
    await expect(page).toHaveURL(/\/brands\/michelin-tires\/categories\/[a-z-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Michelin .+ tires$/);
    await expectAccessible(page);

    await page.goto('/brands/michelin-tires/types');
    await page.locator('main .ts-tile').first().click();
    await expect(page).toHaveURL(/\/brands\/michelin-tires\/types\/[a-z-]+$/);

    await page.goto('/brands/michelin-tires/reviews');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Michelin tire reviews');
    await expect(page.locator('.sf-ranking__item').first()).toBeVisible();
    await expectAccessible(page);
  });

  test('unknown brands and lines are the 404 page without a canonical', async ({ page }) => {
    for (const path of ['/brands/no-such-brand-tires', '/brands/michelin-tires/no-such-line', '/brands/no-such-brand-tires/reviews']) {
      const response = await page.goto(path);
      expect(response!.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    }
    await expectAccessible(page);
  });
});
