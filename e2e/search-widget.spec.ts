/**
 * The search inside the installer widget on the example host page: same typeahead in the shadow
 * root, no pills (spec §6), a chosen size or vehicle lists tires in the widget; the host page is
 * never navigated.
 */
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support';

test('widget: search a vehicle inside the shadow root and list its tires there', async ({ page }) => {
  await page.goto('/examples/plain-html/');
  const widget = page.locator('tireshop-installer-widget');
  await expect(widget.getByRole('heading', { name: /Buy tires installed at/ })).toBeVisible();
  const launcher = widget.getByRole('button', { name: /Search by vehicle or brand/ });
  await launcher.click();
  const dialog = widget.locator('dialog.ts-search');
  await expect(dialog).toHaveAttribute('open', '');
  const box = dialog.getByRole('combobox', { name: 'Size, vehicle or brand' });
  await expect(box).toBeFocused();
  await expect(dialog.locator('.ts-search__pills')).toHaveCount(0);
  await expectAccessible(page, 'tireshop-installer-widget');

  await box.pressSequentially('camry');
  await dialog.getByRole('option', { name: /^Toyota Camry/ }).click();
  await dialog.getByRole('option', { name: /^2021 Toyota Camry/ }).click();
  const trim = dialog.getByRole('option', { name: /^XSE/ });
  await expect(trim).toBeVisible();
  await expectAccessible(page, 'tireshop-installer-widget');
  const size = (await trim.locator('.ts-search__option-detail').textContent())!;
  await trim.click();

  await expect(dialog).not.toHaveAttribute('open');
  await expect(widget.locator('.ts-results__count')).toContainText(`tires in ${size}`);
  await expect(page).toHaveURL(/\/examples\/plain-html\/$/);
  await expect(launcher).toBeFocused();
});
