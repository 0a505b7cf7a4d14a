import { expect, test, type Page } from '@playwright/test';
import { apiGet, dollars, expectAccessible, hydrated, settled } from './support';

/**
 * The product page's tire scoring and road hazard deal modals (docs/product-page.md): each opens
 * from its button, shows the API's numbers for this line, closes with Escape and gives focus back;
 * the road hazard deal adds tires with coverage and covers or uncovers them, the cart's total
 * following the server's answer.
 */

const LINE = '/brands/michelin-tires/defender2';

async function cartOf(page: Page, baseURL: string) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'ST_cartId');
  expect(cookie, 'the cart id cookie').toBeTruthy();
  return (await apiGet(page.request, baseURL, `/v1/carts/${decodeURIComponent(cookie!.value)}`)).siteCart;
}

test('the tire scoring modal explains the scores and shows this line’s, with its band', async ({ page, baseURL }) => {
  const { scores } = await apiGet(page.request, baseURL!, '/v1/product-lines/michelin/defender2');
  await page.goto(LINE);
  await hydrated(page);
  const opener = page.getByRole('button', { name: 'How we score tires' });
  await opener.click();
  const modal = page.getByRole('dialog', { name: 'How we score tires' });
  await expect(modal).toBeVisible();
  await settled(modal);
  await expect(modal.getByRole('heading', { name: 'The Michelin Defender2’s scores' })).toBeVisible();
  await expect(modal.getByRole('definition').filter({ hasText: `${scores.traction.display} / 10` })).toHaveCount(1);
  await expect(modal.getByRole('term').filter({ hasText: 'Longevity' }).first()).toBeVisible();
  await expect(modal.getByRole('rowheader', { name: `${scores.simple.band} · this tire (${scores.simple.display})` })).toBeVisible();
  await expect(modal.getByRole('row', { name: /^Good 7 to under 8$/ })).toBeVisible();
  await expectAccessible(page);

  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the road hazard deal shows the price per tire, adds tires with it, and covers or uncovers them', async ({ page, baseURL }) => {
  const offer = await apiGet(page.request, baseURL!, '/v1/product-lines/michelin/defender2/road-hazard');
  const size = offer.sizes[0];
  await page.goto(LINE);
  await hydrated(page);
  const opener = page.getByRole('button', { name: 'Road hazard price and terms' });
  await opener.click();
  const modal = page.getByRole('dialog', { name: 'Road hazard protection' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText(`${dollars(size.roadHazardPerTireInCents)} per tire for the ${size.size}`)).toBeVisible();
  await expect(modal).toContainText('Covers your tires for 36 months');
  await expect(modal.getByRole('combobox', { name: 'Tire size' })).toHaveValue(String(size.productId));
  await settled(modal);
  await expectAccessible(page);

  // Another size: its own price.
  const other = offer.sizes.at(-1);
  await modal.getByRole('combobox', { name: 'Tire size' }).selectOption(String(other.productId));
  await expect(modal.getByText(`${dollars(other.roadHazardPerTireInCents)} per tire for the ${other.size}`)).toBeVisible();
  await modal.getByRole('combobox', { name: 'Tire size' }).selectOption(String(size.productId));

  await modal.getByRole('button', { name: `Add 4 × ${size.size} with road hazard` }).click();
  await expect(modal.getByRole('status').filter({ hasText: 'Added 4 tires with road hazard protection to your cart.' })).toBeVisible();
  const covered = await cartOf(page, baseURL!);
  expect(covered.roadHazardCostInCents).toBe(4 * size.roadHazardPerTireInCents);
  await expect(modal).toContainText(
    `Road hazard in your cart: ${dollars(covered.roadHazardCostInCents)} · Cart total: ${dollars(covered.totalInCents)}`,
  );
  await expect(page.getByRole('button', { name: 'Cart, 4 tires' })).toBeAttached();

  await modal.getByRole('button', { name: 'Remove road hazard' }).click();
  await expect(modal.getByRole('status').filter({ hasText: 'Road hazard protection removed.' })).toBeVisible();
  const declined = await cartOf(page, baseURL!);
  expect(declined.roadHazardCostInCents).toBe(0);
  expect(declined.totalInCents).toBeLessThan(covered.totalInCents);
  await expect(modal).toContainText(`Road hazard in your cart: ${dollars(0)} · Cart total: ${dollars(declined.totalInCents)}`);

  await modal.getByRole('button', { name: 'Add road hazard to my 4 tires' }).click();
  await expect(modal.getByRole('status').filter({ hasText: 'Road hazard protection added.' })).toBeVisible();
  await expect(modal).toContainText(`Cart total: ${dollars(covered.totalInCents)}`);
  expect((await cartOf(page, baseURL!)).totalInCents).toBe(covered.totalInCents);
  await expectAccessible(page);

  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(opener).toBeFocused();
});
