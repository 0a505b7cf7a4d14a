import { expect, test } from '@playwright/test';
import { apiGet, dollars, expectAccessible, hydrated } from './support';

test.describe('find tires by size', () => {
  test('home → search a size → the listing shows products with prices from the database', async ({ page, request, baseURL }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/tireshop/);
    await expectAccessible(page);
    await page.getByLabel('Shop by tire size').fill('225/45R17');
    await page.getByRole('button', { name: 'Find tires' }).click();

    await expect(page).toHaveURL(/\/tire-sizes\/225-45r17$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('225/45R17 tires');
    const api = await apiGet(request, baseURL!, '/v1/tire-sizes/225-45r17');
    const cards = page.locator('.ts-card');
    await expect(cards).toHaveCount(api.siteProducts.length);
    const first = api.siteProducts[0];
    await expect(cards.first().locator('.ts-card__name')).toHaveText(first.productLine.name);
    await expect(cards.first().locator('.ts-price__sale')).toContainText(dollars(first.price.salePriceInCents));
    await expect(page.getByRole('status').first()).toContainText(`of ${api.resultMetadata.pagination.total} tires in 225/45R17`);
    await expectAccessible(page);
  });

  test('the listing is server-rendered with its page head', async ({ page }) => {
    const response = await page.goto('/tire-sizes/225-45r17');
    expect(response!.status()).toBe(200);
    const html = await response!.text();
    expect(html).toContain('225/45R17 tires');
    expect(html).toMatch(/class="ts-price__sale"/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index,follow');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/tire-sizes\/225-45r17$/);
    await expect(page).toHaveTitle('225/45R17 tires | tireshop');
  });

  test('sorting by price reorders the results', async ({ page }) => {
    await page.goto('/tire-sizes/225-45r17');
    await hydrated(page);
    await page.getByLabel('Sort by').selectOption('price-asc');
    await expect(page).toHaveURL(/sort=price-asc/);
    // The URL changes as the navigation starts; the re-sorted cards follow when its data arrives.
    await expect
      .poll(async () => {
        const cents = (await page.locator('.ts-price__sale').allTextContents()).map((p) => Number(p.replace(/[^0-9]/g, '')));
        return cents.length > 1 && cents.every((c, i) => i === 0 || cents[i - 1]! <= c);
      })
      .toBe(true);
  });

  test('other spellings of a size redirect to its page', async ({ page }) => {
    await page.goto('/tire-sizes?size=225%2F45ZR17');
    await expect(page).toHaveURL(/\/tire-sizes\/225-45r17$/);
    await page.goto('/tire-sizes/225-45R17');
    await expect(page).toHaveURL(/\/tire-sizes\/225-45r17$/);
  });

  test('a malformed size is explained in the browser before any request', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Shop by tire size').fill('my car');
    await page.getByRole('button', { name: 'Find tires' }).click();
    await expect(page.getByRole('alert')).toHaveText('Enter a tire size like 225/45R17, LT265/70R17 or 33x12.50R15LT.');
    await expect(page).toHaveURL(/\/$/);
  });

  test('unknown sizes and pages show a 404 page; malformed sizes a clear message', async ({ page }) => {
    const unknown = await page.goto('/tire-sizes/405-20r30');
    expect(unknown!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We don't carry 405/20R30 tires");
    await expect(page.getByRole('link', { name: 'All tire sizes' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);

    const nowhere = await page.goto('/no/such/page');
    expect(nowhere!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The page you are looking for is missing.');

    const malformed = await page.goto('/tire-sizes/hello-world');
    expect(malformed!.status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('"hello-world" is not a tire size. Try a size like 225/45R17.');
  });

  test('a rear size we do not carry is named, with the nearest rear sizes we do and the front size alone', async ({ page }) => {
    const response = await page.goto('/tire-sizes/245-40r19?rear=355-25r19');
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We don't carry 355/25R19 tires");
    await expect(page.getByText('There are no 355/25R19 tires to pair with 245/40R19 at the front right now.')).toBeVisible();
    const nearest = page.getByRole('list', { name: 'Sizes near 355/25R19' }).getByRole('link');
    expect(await nearest.count()).toBeGreaterThan(0);
    for (const href of await nearest.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/^\/tire-sizes\/245-40r19(\?rear=[\da-z-]+r19)?$/);
    await expectAccessible(page);

    await nearest.first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^245\/40R19 (front, \S+ rear tire sets|tires)$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Shop 245/40R19 tires without a different rear size' }).click();
    await expect(page).toHaveURL(/\/tire-sizes\/245-40r19$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('245/40R19 tires');
  });

  test('the footer and shell render on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/tire-sizes/225-45r17');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('link', { name: 'tireshop home' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
