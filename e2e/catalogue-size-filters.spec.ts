import { expect, test } from '@playwright/test';
import { apiGet, expectAccessible, hydrated } from './support';

const SIZE = '225-45r17';

/** A brand facet value that narrows the results without emptying them. */
async function narrowingBrand(request: any, baseURL: string) {
  const listing = await apiGet(request, baseURL, `/v1/tires?size=${SIZE}`);
  const total = listing.resultMetadata.pagination.total;
  const option = listing.facets.brands.find((o: any) => o.count > 1 && o.count < total);
  expect(option, 'a brand with more than one tire in the size').toBeTruthy();
  return { option, total };
}

test.describe('shop by size with filters', () => {
  test('a filter and a sort write the URL, counts match the results, Back undoes them, no reload', async ({ page, request, baseURL }) => {
    const { option } = await narrowingBrand(request, baseURL!);
    await page.goto(`/tire-sizes/${SIZE}`);
    // A box ticked before the page's code has hydrated it is unticked again by hydration.
    await hydrated(page);
    await page.evaluate(() => ((window as any).__samePage = true));

    const checkbox = page.getByRole('checkbox', { name: new RegExp(`^${option.label}\\b`) });
    await expect(checkbox).toBeVisible();
    // The facet's count is what the filter gives.
    await expect(page.locator('label', { has: page.locator(`text=${option.label}`) }).first()).toContainText(String(option.count));
    await checkbox.check();
    await expect(page).toHaveURL(new RegExp(`/tire-sizes/${SIZE}\\?brands=${option.value}$`));
    await expect(page.getByRole('status').first()).toContainText(
      `of ${option.count} ${option.count === 1 ? 'tire' : 'tires'} in 225/45R17`,
    );
    const cards = page.locator('.ts-card');
    await expect(cards).toHaveCount(Math.min(option.count, 20));
    for (const brand of await cards.locator('.ts-card__brand').allTextContents())
      expect(brand.toLowerCase()).toBe(option.label.toLowerCase());
    await expect(page.getByRole('link', { name: new RegExp(`Remove filter Brand: ${option.label}`) })).toBeVisible();
    expect(await page.evaluate(() => (window as any).__samePage)).toBe(true);
    await expectAccessible(page);

    await page.getByLabel('Sort by').selectOption('price-asc');
    await expect(page).toHaveURL(new RegExp(`\\?brands=${option.value}&sort=price-asc$`));
    // The URL changes as the navigation starts; the re-sorted cards follow when its data arrives.
    const prices = async () => (await page.locator('.ts-price__sale').allTextContents()).map((p) => Number(p.replace(/[^0-9]/g, '')));
    await expect
      .poll(async () => {
        const cents = await prices();
        return cents.length > 1 && cents.every((c, i) => i === 0 || cents[i - 1]! <= c);
      })
      .toBe(true);

    // The same URL from the API's point of view: the counts agree.
    const filtered = await apiGet(request, baseURL!, `/v1/tires?size=${SIZE}&brands=${option.value}&sort=price-asc`);
    expect(filtered.resultMetadata.pagination.total).toBe(option.count);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`\\?brands=${option.value}$`));
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/tire-sizes/${SIZE}$`));
    await expect(checkbox).not.toBeChecked();
    expect(await page.evaluate(() => (window as any).__samePage)).toBe(true);
  });

  test('removing a filter chip and clearing all go back to the full list', async ({ page, request, baseURL }) => {
    const { option, total } = await narrowingBrand(request, baseURL!);
    await page.goto(`/tire-sizes/${SIZE}?brands=${option.value}&runFlat=false`);
    await expect(page.getByRole('navigation', { name: 'Active filters' }).getByRole('link')).toHaveCount(3);
    await page.getByRole('link', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL(new RegExp(`/tire-sizes/${SIZE}$`));
    await expect(page.getByRole('status').first()).toContainText(`of ${total} tires`);
  });

  test('filters work without JavaScript: the panel is a GET form', async ({ browser, request, baseURL }) => {
    const { option } = await narrowingBrand(request, baseURL!);
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(`/tire-sizes/${SIZE}`);
    await page.getByRole('checkbox', { name: new RegExp(`^${option.label}\\b`) }).check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    // The form's raw GET (empty selects, repeated keys) lands on the one canonical URL.
    await expect(page).toHaveURL(new RegExp(`/tire-sizes/${SIZE}\\?brands=${option.value}$`));
    await expect(page.locator('.ts-card')).toHaveCount(Math.min(option.count, 20));
    await context.close();
  });

  test('a bad filter value explains itself', async ({ page }) => {
    const response = await page.goto(`/tire-sizes/${SIZE}?speedRatings=Q9`);
    expect(response!.status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('speedRatings');
  });

  test('an empty result says so and offers to clear the filters', async ({ page }) => {
    await page.goto(`/tire-sizes/${SIZE}?priceMax=100`);
    await expect(page.getByText('No tires match these filters.')).toBeVisible();
    await page.locator('.ts-empty').getByRole('link', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL(new RegExp(`/tire-sizes/${SIZE}$`));
  });

  test('a staggered search (?rear=) shows front/rear sets', async ({ page, request, baseURL }) => {
    const listing = await apiGet(request, baseURL!, '/v1/tires?size=255-35r19&rearSize=275-35r19');
    await page.goto('/tire-sizes/255-35R19?rear=275%2F35R19');
    await expect(page).toHaveURL(/\/tire-sizes\/255-35r19\?rear=275-35r19$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('255/35R19 front, 275/35R19 rear tire sets');
    await expect(page.locator('.ts-set')).toHaveCount(listing.sets.length);
    await expectAccessible(page);
  });

  test('size refinements, rim diameters and the size index', async ({ page }) => {
    await page.goto(`/tire-sizes/${SIZE}/brands/michelin`);
    await expect(page).toHaveURL(new RegExp(`/tire-sizes/${SIZE}/brands/michelin-tires$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Michelin tires in 225/45R17');
    for (const card of await page.locator('.ts-card__brand').allTextContents()) expect(card.toLowerCase()).toBe('michelin');

    await page.goto(`/tire-sizes/${SIZE}/categories/all-season`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Season tires in 225/45R17');
    await page.goto(`/tire-sizes/${SIZE}/types/passenger`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/tires in 225\/45R17$/);

    await page.goto('/tire-sizes/diameter/17');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('17-inch tire sizes');
    await page.getByRole('link', { name: '225/45R17', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/tire-sizes/${SIZE}$`));

    await page.goto('/tire-sizes');
    await expect(page.getByRole('link', { name: '17" wheels' })).toBeVisible();
    await expectAccessible(page);
  });
});
