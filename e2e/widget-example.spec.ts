import { expect, test } from '@playwright/test';
import { expectAccessible } from './support';

test('the plain-HTML example page shows the installer widget with real tires', async ({ page }) => {
  await page.goto('/examples/plain-html/');
  const widget = page.locator('tireshop-installer-widget');
  // Playwright locators pierce open shadow roots.
  await expect(widget.getByRole('heading', { level: 2 })).toHaveText(/^Buy tires installed at /);
  await widget.getByLabel('Tire size').fill('265/70R17');
  await widget.getByRole('button', { name: 'Find tires' }).click();
  await expect(widget.locator('.ts-card').first()).toBeVisible();
  await expect(widget.locator('.ts-price__sale').first()).toHaveText(/^\$\d+/);
  await expectAccessible(page);
});
