import { expect, type Page, test } from '@playwright/test';
import { apiGet, expectAccessible, hydrated } from './support';

// spec §8 compare alerts (the words are core's COMPARE_ALERTS).
const FULL = 'You can compare up to 5 tires. Remove one to add another.';
const DUPLICATE = 'This tire is already in your compare list.';

/** The size page's first five tires, added to the compare list one by one (each counted in the tray). */
async function addFiveTires(page: Page) {
  await page.goto('/tire-sizes/225-45r17');
  // A press before the page's code has hydrated it adds nothing.
  await hydrated(page);
  const buttons = page.locator('.ts-results__item .ts-compare-button');
  const tray = page.locator('.ts-compare-tray');
  for (let i = 0; i < 5; i++) {
    await buttons.nth(i).click();
    await expect(tray.locator('.ts-compare-tray__count')).toHaveText(`(${i + 1} of 5)`);
  }
  return { buttons, tray };
}

// Two journeys, not one: together they outlasted a journey's timeout on a busy machine.
test.describe('compare tires', () => {
  test('add five tires, a sixth and a duplicate are refused with alerts, and the list lasts the session', async ({ page }) => {
    const { buttons, tray } = await addFiveTires(page);
    await expect(buttons.nth(0)).toContainText('In compare list');
    await expect(tray.locator('.ts-compare-tray__alert')).toBeEmpty();

    await buttons.nth(5).click();
    await expect(tray.getByRole('alert')).toContainText(FULL);
    await expect(tray.locator('.ts-compare-tray__count')).toHaveText('(5 of 5)');
    await tray.getByRole('button', { name: 'Dismiss message' }).click();
    await expect(tray.locator('.ts-compare-tray__alert')).toBeEmpty();

    await buttons.nth(0).click();
    await expect(tray.getByRole('alert')).toContainText(DUPLICATE);
    // The tray and its alert: the whole page of results is checked by find-by-size.spec.ts.
    await expectAccessible(page, '.ts-compare-tray');

    await page.reload();
    await expect(tray.locator('.ts-compare-tray__count')).toHaveText('(5 of 5)');
  });

  test('the five tires compare side by side, and one is removed from the table', async ({ page, request, baseURL }) => {
    const listing = await apiGet(request, baseURL!, '/v1/tires?size=225-45r17');
    const { tray } = await addFiveTires(page);

    await tray.getByRole('link', { name: 'Compare 5 tires' }).click();
    const ids = listing.siteProducts.slice(0, 5).map((p: any) => p.productId);
    await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${ids.join(',')}$`));
    const table = page.getByRole('table');
    await expect(table.locator('thead th')).toHaveCount(5);
    await expect(table.getByRole('rowheader', { name: 'Overall score' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Speed rating' })).toBeVisible();
    await expectAccessible(page);

    await table
      .locator('thead')
      .getByRole('link', { name: /^Remove/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${ids.slice(1).join(',')}$`));
    await expect(table.locator('thead th')).toHaveCount(4);
  });

  test('a shared compare link outside 2–5 tires shows the alert instead of a table', async ({ page, request, baseURL }) => {
    const listing = await apiGet(request, baseURL!, '/v1/tires?size=225-45r17');
    const ids = listing.siteProducts.slice(0, 6).map((p: any) => p.productId);
    await page.goto(`/compare?ids=${ids.join(',')}`);
    await expect(page.getByRole('alert').first()).toHaveText(FULL);
    await expect(page.getByRole('table')).toHaveCount(0);
    await page.goto(`/compare?ids=${ids[0]},${ids[0]}`);
    await expect(page.getByRole('alert').first()).toHaveText(DUPLICATE);
    await page.goto('/compare');
    await expect(page.getByText('Your comparison is empty.')).toBeVisible();
    await expectAccessible(page);
  });

  test('sizes on the product line page go to the compare list too', async ({ page }) => {
    await page.goto('/brands/michelin-tires/defender2');
    await hydrated(page);
    await page.locator('.ts-sizes .ts-compare-button').first().click();
    await expect(page.locator('.ts-compare-tray__count')).toHaveText('(1 of 5)');
    await expect(page.locator('.ts-compare-tray')).toContainText('Add 1 more to compare.');
  });
});
