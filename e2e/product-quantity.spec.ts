import { expect, test, type Page } from '@playwright/test';
import { apiGet, expectAccessible } from './support';

/**
 * The product page's add-to-cart box with quantities a shopper really types, and a staggered set
 * opened from its result card: the box keeps what was typed and says what is possible, and a set
 * goes to the cart as two front and two rear tires.
 */

const LINE = '/brands/michelin-tires/pilot-sport-4s';
const FRONT = '245/40R19';
const REAR = '275/35R19';

const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart, \d+ tires?$/ });
const summary = (page: Page) => page.getByRole('dialog', { name: /^Your cart(?! is empty)/ });

async function cartOf(page: Page, baseURL: string) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'ST_cartId');
  expect(cookie, 'the cart id cookie').toBeTruthy();
  return (await apiGet(page.request, baseURL, `/v1/carts/${decodeURIComponent(cookie!.value)}`)).siteCart;
}

test('a quantity above what a cart may hold is refused with a reason, kept as typed, and nothing is added', async ({ page, baseURL }) => {
  await page.goto(`${LINE}?size=${encodeURIComponent(FRONT)}`);
  await expect(page.locator('dialog.ts-cart-summary')).toHaveCount(1);
  const box = page.locator('form.ts-add-to-cart');
  const front = box.getByRole('spinbutton', { name: 'Quantity' }).first();

  await front.fill('999');
  await expect(front).toHaveValue('999');
  await expect(front).toHaveAttribute('aria-invalid', 'true');
  await expect(front).toHaveAccessibleDescription(/^(A cart can hold at most 20 of one tire\.|Only \d+ of the 245\/40R19 are in stock\.)$/);
  await box.getByRole('button', { name: 'Add to cart' }).click();
  await expect(front).toBeFocused();
  await expect(summary(page)).toBeHidden();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 tires');
  await expectAccessible(page);

  await front.fill('4');
  await expect(front).not.toHaveAttribute('aria-invalid');
  await box.getByRole('button', { name: 'Add to cart' }).click();
  await expect(summary(page)).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 4 tires');
  expect((await cartOf(page, baseURL!)).totalQuantity).toBe(4);
});

test('a staggered set’s card opens the product page with the set chosen, and adds two front and two rear tires', async ({
  page,
  baseURL,
}) => {
  await page.goto(`/tire-sizes/245-40r19?rear=275-35r19`);
  const card = page.locator('article.ts-set').filter({ hasText: 'Pilot Sport 4S' }).first();
  await expect(card).toContainText('Set of 4 (2 front + 2 rear)');
  await card.getByRole('link', { name: 'Pilot Sport 4S' }).click();

  await expect(page).toHaveURL(/\/brands\/michelin-tires\/pilot-sport-4s\?size=.+&rear=/);
  await expect(page.locator('dialog.ts-cart-summary')).toHaveCount(1);
  const box = page.locator('form.ts-add-to-cart');
  await expect(box.locator('select[name="frontProductId"] option:checked')).toHaveText(new RegExp(`^${FRONT} `));
  await expect(box.locator('select[name="rearProductId"] option:checked')).toHaveText(new RegExp(`^${REAR} `));
  await expect(box.getByRole('spinbutton', { name: 'Quantity' }).first()).toHaveValue('2');
  await expect(box.getByRole('spinbutton', { name: 'Quantity' }).nth(1)).toHaveValue('2');

  await box.getByRole('button', { name: 'Add to cart' }).click();
  await expect(summary(page)).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 4 tires');
  const cart = await cartOf(page, baseURL!);
  expect(cart.siteProducts.map((p: { size: string; quantity: number }) => [p.size, p.quantity]).sort()).toEqual([
    [FRONT, 2],
    [REAR, 2],
  ]);
});
