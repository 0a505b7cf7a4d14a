import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, hydrated, SHOPPER_PASSWORD, signUp } from './support';

/**
 * The shop's notices and its global toast from the shopper's side (spec storefront §4
 * Notifications and Toast; rules §8, §9): the real shop, API and database.
 */

const LINE = '/brands/michelin-tires/pilot-sport-4s';
const toast = (page: Page) => page.locator('.sf-toast');

test.describe('notices and toasts', () => {
  test('a cart add is confirmed by a toast that goes by itself; it passes axe while shown', async ({ page }) => {
    await page.goto(LINE);
    await hydrated(page);
    const box = page.locator('form.ts-add-to-cart');
    await box.getByRole('spinbutton', { name: 'Quantity' }).first().fill('2');
    await box.getByRole('button', { name: 'Add to cart' }).click();
    const shown = page.getByRole('status').filter({ hasText: 'Added to your cart: Michelin Pilot Sport 4S' });
    await expect(shown).toBeVisible();
    await expectAccessible(page, '.sf-toasts');
    // Auto-dismissed (3000 ms, then a 400 ms exit): it leaves without the shopper doing anything.
    await expect(toast(page)).toHaveCount(0, { timeout: 10_000 });
  });

  test('a closed notice stays closed after a reload; the Filter notice shows on result pages only', async ({ page }) => {
    await page.goto('/tire-sizes/225-45r17');
    await hydrated(page);
    const shop = page.getByRole('complementary', { name: 'Shop notice' });
    const filter = page.getByRole('complementary', { name: 'Offer for these tires' });
    await expect(shop).toContainText('Free shipping when your tires ship to an installer');
    await expect(filter).toContainText('military');
    await expectAccessible(page, '.sf-notice');

    await shop.getByRole('button', { name: 'Close: Shop notice' }).click();
    await expect(shop).toHaveCount(0);
    await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'ST_closedNotices')).toBe(true);
    await page.reload();
    await expect(shop).toHaveCount(0);
    await expect(filter).toBeVisible();

    await page.goto('/faqs');
    await expect(filter).toHaveCount(0);
    await expect(shop).toHaveCount(0);

    // A brand's results show it; a product line's page under the brand does not.
    await page.goto('/brands/michelin-tires');
    await expect(filter).toBeVisible();
    await page.goto(LINE);
    await expect(page.getByRole('heading', { level: 1, name: /Pilot Sport 4S/ })).toBeVisible();
    await expect(filter).toHaveCount(0);
  });

  test('signing in and out is confirmed by a toast on the page after it, once', async ({ page }) => {
    await signUp(page, '/account', 'toasts');
    await hydrated(page);
    const signedIn = page.getByRole('status').filter({ hasText: "You're signed in." });
    await expect(signedIn).toBeVisible();
    await expectAccessible(page);
    // It goes by itself, and a reload does not show it again.
    await expect(signedIn).toHaveCount(0);
    const email = await page
      .getByText(/@example\.com/)
      .first()
      .textContent();
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await hydrated(page);
    await expect(page.getByRole('status').filter({ hasText: "You're signed out." })).toBeVisible();
    await expect(signedIn).toHaveCount(0);

    await page.goto('/account/sign-in');
    await page.getByLabel('E-mail').fill(email!.trim());
    await page.getByLabel('Password').fill(SHOPPER_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(signedIn).toBeVisible();
    expect((await page.context().cookies()).some((c) => c.name === 'ST_accountToast')).toBe(false);
  });
});
