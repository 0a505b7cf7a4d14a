import { expect, test, type Page } from '@playwright/test';
import { apiGet, dollars, expectAccessible, hydrated } from './support';

/**
 * The cart from the shopper's side (spec storefront §2 cart modals, §4 Cart; rules §9 badge):
 * the real shop, API and database. Every test has its own browser context, so its own cart.
 */

const LINE = '/brands/michelin-tires/pilot-sport-4s';
const FRONT = '245/40R19';
const REAR = '275/35R19';

const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart, \d+ tires?$/ });
const summary = (page: Page) => page.getByRole('dialog', { name: /^Your cart(?! is empty)/ });
const emptyCart = (page: Page) => page.getByRole('dialog', { name: 'Your cart is empty' });

async function sizeIds(page: Page) {
  const options = await page
    .locator('select[name="frontProductId"] option')
    .evaluateAll((os) => os.map((o) => ({ value: (o as HTMLOptionElement).value, text: o.textContent ?? '' })));
  const id = (size: string) => options.find((o) => o.text.startsWith(`${size} `))!.value;
  return { front: id(FRONT), rear: id(REAR) };
}

/** Fills the product page's add-to-cart box and sends it. */
async function addTires(page: Page, input: { front: [string, number]; rear?: [string, number] }) {
  const box = page.locator('form.ts-add-to-cart');
  await box.locator('select[name="frontProductId"]').selectOption(input.front[0]);
  await box.getByRole('spinbutton', { name: 'Quantity' }).first().fill(String(input.front[1]));
  if (input.rear) await box.locator('select[name="rearProductId"]').selectOption(input.rear[0]);
  await box
    .getByRole('spinbutton', { name: 'Quantity' })
    .nth(1)
    .fill(String(input.rear?.[1] ?? 0));
  await box.getByRole('button', { name: 'Add to cart' }).click();
}

async function cartIdOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'ST_cartId');
  expect(cookie, 'the cart id cookie').toBeTruthy();
  return decodeURIComponent(cookie!.value);
}

test.describe('cart', () => {
  test('a staggered set goes to the cart; the summary shows the server totals; changes and refusals', async ({ page, baseURL }) => {
    await page.goto(LINE);
    await hydrated(page);
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 tires');
    const ids = await sizeIds(page);

    // Nothing is sent for 0 front and 0 rear (spec §4 Cart "Add").
    await addTires(page, { front: [ids.front, 0], rear: [ids.rear, 0] });
    await expect(page.locator('form.ts-add-to-cart').getByRole('alert')).toHaveText('Choose at least one tire.');
    await expect(summary(page)).toBeHidden();

    await addTires(page, { front: [ids.front, 2], rear: [ids.rear, 2] });
    const dialog = summary(page);
    await expect(dialog).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 4 tires');
    await expect(page.locator('.ts-cart-button__badge')).toHaveText('4');

    const { siteCart } = await apiGet(page.request, baseURL!, `/v1/carts/${await cartIdOf(page)}`);
    expect(siteCart.siteProducts).toHaveLength(2);
    const lines = dialog.getByRole('listitem');
    await expect(lines).toHaveCount(2);
    for (const product of siteCart.siteProducts) {
      const line = lines.filter({ hasText: product.size });
      await expect(line).toContainText(product.productLine.name);
      await expect(line.getByRole('group', { name: /^Quantity of/ }).locator('output')).toHaveText(String(product.quantity));
      await expect(line).toContainText(dollars(product.lineTotalInCents));
    }
    const totals = dialog.locator('.ts-cart-totals');
    await expect(totals).toContainText(`Subtotal (4 tires)${dollars(siteCart.subtotalInCents)}`);
    await expect(totals.locator('.ts-cart-totals__row--total')).toContainText(dollars(siteCart.totalInCents));
    await expect(dialog.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout/shipping');
    await expectAccessible(page);

    // One more front tire: the server's new line total and total.
    const front = lines.filter({ hasText: FRONT });
    await front.getByRole('button', { name: 'One tire more' }).click();
    await expect(front.locator('output')).toHaveText('3');
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 5 tires');
    const after = (await apiGet(page.request, baseURL!, `/v1/carts/${await cartIdOf(page)}`)).siteCart;
    await expect(front).toContainText(dollars(after.siteProducts.find((p: { size: string }) => p.size === FRONT).lineTotalInCents));
    await expect(totals.locator('.ts-cart-totals__row--total')).toContainText(dollars(after.totalInCents));

    // Up to the line's bound: 3 + 8 + 8 of the front size, then one more by the stepper.
    await dialog.getByRole('button', { name: 'Keep shopping' }).click();
    await expect(dialog).toBeHidden();
    await addTires(page, { front: [ids.front, 8], rear: [ids.front, 8] });
    await expect(dialog).toBeVisible();
    await expect(front.locator('output')).toHaveText('19');
    await front.getByRole('button', { name: 'One tire more' }).click();
    await expect(front.locator('output')).toHaveText('20');
    await expect(front.getByRole('button', { name: 'One tire more' })).toHaveAttribute('aria-disabled', 'true');
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 22 tires');
    await expect(page.locator('.ts-cart-button__badge')).toHaveText('9 +');

    // Above what a line may hold: the API refuses, says why, and nothing changes.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await addTires(page, { front: [ids.front, 1] });
    await expect(page.locator('form.ts-add-to-cart').getByRole('alert')).toContainText(`${FRONT}`);
    await expect(summary(page)).toBeHidden();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 22 tires');
    const unchanged = (await apiGet(page.request, baseURL!, `/v1/carts/${await cartIdOf(page)}`)).siteCart;
    expect(unchanged.totalQuantity).toBe(22);
  });

  test("the badge reads '9 +' above 9, also as the server renders it", async ({ page }) => {
    await page.goto(LINE);
    await hydrated(page);
    const ids = await sizeIds(page);
    await addTires(page, { front: [ids.front, 8], rear: [ids.rear, 2] });
    await expect(summary(page)).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 10 tires');
    await expect(page.locator('.ts-cart-button__badge')).toHaveText('9 +');

    // A new document: the header badge comes from the cart quantity cookie, before any script.
    const html = await (await page.request.get('/brands')).text();
    expect(html).toContain('aria-label="Cart, 10 tires"');
    expect(html).toMatch(/class="ts-cart-button__badge"[^>]*>9 \+</);
  });

  test('emptying the cart shows the empty-cart modal, whose button returns to the remembered page', async ({ page }) => {
    await page.goto(LINE);
    await hydrated(page);
    const ids = await sizeIds(page);
    await addTires(page, { front: [ids.front, 4] });
    await expect(summary(page)).toBeVisible();
    await summary(page).getByRole('button', { name: 'Close cart' }).click();

    // The last page outside checkout is remembered; the cart page itself is not.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Brands' }).click();
    await expect(page).toHaveURL(/\/brands$/);
    await page.goto('/checkout/shipping');
    await hydrated(page);
    await cartButton(page).click();
    const dialog = summary(page);
    await expect(dialog.getByRole('listitem')).toHaveCount(1);
    await dialog.getByRole('button', { name: new RegExp(`^Remove .*${FRONT}`) }).click();

    const empty = emptyCart(page);
    await expect(empty).toBeVisible();
    await expect(summary(page)).toBeHidden();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 tires');
    await expect(page.locator('.ts-cart-button__badge')).toHaveCount(0);
    await expectAccessible(page);
    await empty.getByRole('link', { name: 'Continue shopping' }).click();
    await expect(page).toHaveURL(/\/brands$/);
    await expect(empty).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tire brands');
  });

  test('the cart at zero opens the empty-cart modal; Escape closes it and focus returns to the cart button', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('.ts-cart-button__badge')).toHaveCount(0);
    await cartButton(page).click();
    const empty = emptyCart(page);
    await expect(empty).toBeVisible();
    await expect(empty).toContainText("You haven't added any tires yet.");
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(empty).toBeHidden();
    await expect(cartButton(page)).toBeFocused();
  });

  test('#openCart and the tireshop:open-cart event open the summary; Escape returns focus to the cart button', async ({ page }) => {
    await page.goto(LINE);
    await hydrated(page);
    const ids = await sizeIds(page);
    await addTires(page, { front: [ids.front, 2], rear: [ids.rear, 2] });
    await expect(summary(page)).toBeVisible();

    await page.goto('/brands#openCart');
    const dialog = summary(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveCount(2);
    // The hash is dropped, so a reload or Back does not open it again.
    await expect(page).toHaveURL(/\/brands$/);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cartButton(page)).toBeFocused();

    await page.evaluate(() => window.dispatchEvent(new CustomEvent('tireshop:open-cart')));
    await expect(dialog).toBeVisible();
    // Keyboard: the dialog holds focus; its close button closes it.
    await dialog.getByRole('button', { name: 'Close cart' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(cartButton(page)).toBeFocused();
  });
});
