import { expect, test } from '@playwright/test';
import { dollars, expectAccessible, fillCard, homeCart, hydrated, shopApi, TEST_CARDS } from './support';

/**
 * A fleet buyer's prices (docs/price-lists.md, rules §6 "Price labels by type"): the seeded fleet
 * demo account signs in and sees "Fleet price" with the retail price struck through on the size
 * results, in the cart and at checkout, and pays the fleet total. The real shop, API, database and
 * gateway.
 */

const SIZE = '225-65r17';

test('the fleet demo account sees "Fleet price" from the results through checkout\'s total', async ({ page, baseURL }) => {
  // Anonymous: retail prices, no label.
  await page.goto(`/tire-sizes/${SIZE}`);
  const cards = page.locator('.ts-card');
  await expect(cards.first()).toBeVisible();
  await expect(page.locator('.ts-price__label')).toHaveCount(0);
  const retail = await shopApi(page.request, baseURL!, 'GET', `/v1/tire-sizes/${SIZE}`);

  await page.goto('/account/sign-in');
  await page.getByLabel('E-mail').fill('fleet@tireshop.localhost');
  await page.getByLabel('Password').fill('dev-demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account$/);
  expect((await page.context().cookies()).find((c) => c.name === 'ST_accountType')?.value).toBe('fleet');

  // The results: every tire at its fleet price, the retail price struck through beside it.
  await page.goto(`/tire-sizes/${SIZE}`);
  await hydrated(page);
  const fleet = await shopApi(page.request, baseURL!, 'GET', `/v1/tire-sizes/${SIZE}`);
  const first = fleet.body.siteProducts[0];
  const retailFirst = retail.body.siteProducts.find((p: { productId: number }) => p.productId === first.productId);
  expect(first.price.priceLabel).toBe('Fleet price');
  expect(first.price.salePriceInCents).toBeLessThan(retailFirst.price.salePriceInCents);
  expect(first.price.retailPriceInCents).toBe(retailFirst.price.salePriceInCents);
  const card = cards.first();
  await expect(card.locator('.ts-price__label')).toHaveText('Fleet price');
  await expect(card.locator('.ts-price__sale')).toContainText(dollars(first.price.salePriceInCents));
  await expect(card.locator('.ts-price__list')).toContainText(dollars(retailFirst.price.salePriceInCents));
  await expectAccessible(page, 'main');

  // A cart of the fleet buyer's, shipped home: checkout shows the fleet price and total.
  const cartId = await homeCart(page, baseURL!, 2);
  const cart = (await shopApi(page.request, baseURL!, 'GET', `/v1/carts/${cartId}`)).body.siteCart;
  const line = cart.siteProducts[0];
  expect(line.price.priceLabel).toBe('Fleet price');
  expect(cart.subtotalInCents).toBe(2 * line.price.salePriceInCents);
  // The cart's tires at checkout: the label, the fleet price, retail struck through.
  await page.goto('/checkout/shipping');
  await hydrated(page);
  const tires = page.locator('.ts-checkout-line').first();
  await expect(tires.locator('.ts-checkout-line__each strong')).toHaveText('Fleet price', { timeout: 20_000 });
  await expect(tires.locator('.ts-checkout-line__each')).toContainText(dollars(line.price.salePriceInCents));
  await expect(tires.locator('.ts-checkout-line__was')).toContainText(dollars(line.price.retailPriceInCents));
  // Payment: the order summary's subtotal and total are the fleet cart's.
  await page.goto('/checkout/payments');
  await hydrated(page);
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText(dollars(cart.subtotalInCents));
  await expect(summary).toContainText(dollars(cart.totalInCents));

  const billing = page.getByRole('form', { name: 'Billing address' });
  await expect(billing).toBeVisible({ timeout: 20_000 });
  await fillCard(page, TEST_CARDS.visa);
  // rules §4: fleet buyers get no fast checkout — the card goes to the order summary first.
  await summary.getByRole('button', { name: 'Review order' }).click();
  await expect(page).not.toHaveURL(/\/checkout\/payments/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirm-order\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const orderId = new URL(page.url()).pathname.split('/').pop()!;
  const order = (await shopApi(page.request, baseURL!, 'GET', `/v1/orders/${orderId}`)).body.order;
  expect(order.items[0].unitPriceInCents).toBe(line.price.salePriceInCents);
  expect(order.subtotalInCents).toBe(2 * line.price.salePriceInCents);
});
