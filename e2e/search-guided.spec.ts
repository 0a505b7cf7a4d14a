/** Guided shopping: three questions by keyboard, then the ranked, explained list (recommendTires). */
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support';

test.describe('guided shopping', () => {
  test('is linked from the search overlay', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('dialog.ts-search')).toHaveCount(1); // hydrated
    await page.getByRole('button', { name: 'Search tires' }).click();
    await page.getByRole('link', { name: /guided shopping/ }).click();
    await expect(page).toHaveURL(/\/guided-shopping$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find the right tires in three questions');
  });

  test('keyboard only: vehicle, driving, priorities → ranked tires with reasons and links', async ({ page }) => {
    await page.goto('/guided-shopping');
    await expect(page.locator('dialog.ts-search')).toHaveCount(1); // hydrated
    await expect(page).toHaveTitle('Guided tire shopping | tireshop');
    await expectAccessible(page);

    // Going on without a vehicle says what is missing (spec §5 exact message).
    const next = page.getByRole('button', { name: 'Next' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Please choose a vehicle.');

    await page.getByLabel('Make').focus();
    await page.getByLabel('Make').selectOption('toyota');
    await expect(page.getByLabel('Model')).toBeEnabled();
    await page.getByLabel('Model').selectOption('camry');
    await expect(page.getByLabel('Year')).toBeEnabled();
    await page.getByLabel('Year').selectOption('2021');
    await expect(page.getByLabel('Trim (optional)')).toBeEnabled();
    await page.getByRole('button', { name: 'Next' }).press('Enter');

    const question2 = page.getByRole('heading', { name: 'How will you drive on these tires?' });
    await expect(question2).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space'); // the first condition (City streets)
    await expect(page.getByLabel(/City streets/)).toBeChecked();
    await page.getByLabel(/Rain/).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Next' }).press('Enter');

    await expect(page.getByRole('heading', { name: 'What matters most to you?' })).toBeFocused();
    for (const name of [/Long life/, /Quiet/, /Comfort/, /Value/]) {
      await page.getByLabel(name).focus();
      await page.keyboard.press('Space');
    }
    // Three at most.
    await expect(page.getByLabel(/Value/)).not.toBeChecked();
    await expect(page.getByRole('alert')).toHaveText('Choose at most 3 priorities.');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Show my tires' }).press('Enter');

    await expect(page.getByRole('heading', { name: 'Your best matches' })).toBeFocused();
    const results = page.locator('.ts-recommendations > li');
    await expect(results.first()).toBeVisible();
    expect(await results.count()).toBeGreaterThan(1);
    await expect(page.getByText(/2021 Toyota Camry/).first()).toBeVisible();
    await expect(results.first()).toContainText('% match');
    await expect(results.first().getByRole('list', { name: 'Why we recommend it' }).getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page);

    // Each result links to its product page.
    const link = results.first().getByRole('heading', { level: 3 }).getByRole('link');
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/brands\/[a-z0-9-]+-tires\/[a-z0-9-]+/);
    await link.press('Enter');
    await expect(page).toHaveURL(new RegExp(href!.replace(/[?.]/g, '\\$&')));
  });

  test('by tire size, and a size we do not carry is explained', async ({ page }) => {
    await page.goto('/guided-shopping?size=225-45r17');
    await expect(page.locator('dialog.ts-search')).toHaveCount(1); // hydrated
    await expect(page.getByLabel('My tire size')).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Tire size' })).toHaveValue('225/45R17');
    await page.getByRole('textbox', { name: 'Tire size' }).fill('405/20R30');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Show my tires' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await page.getByRole('button', { name: 'Change my answers' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('textbox', { name: 'Tire size' }).fill('225/45R17');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Show my tires' }).click();
    await expect(page.locator('.ts-recommendations > li').first()).toBeVisible();
    await expect(page.getByText(/for 225\/45R17/)).toBeVisible();
  });
});
