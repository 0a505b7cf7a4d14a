import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, hydrated, newCart, shopApi } from './support';

/**
 * The query parameters a link may carry (spec storefront §2 "Query parameters read: cartId,
 * hasMobileInstall, … itemId, promotion"; docs/product-page.md): itemId chooses the product page's
 * size, cartId resumes a cart only when the API says it is this shopper's, promotion applies a promo
 * code (or keeps it for the first tire), and a bad value is ignored without an error page — or, for
 * a promotion, refused with the reason.
 */

const LINE = '/brands/michelin-tires/defender2';

/** A cart made by another API client (an installer widget on its dealer's site): never the storefront's to take. */
async function widgetCart(request: APIRequestContext, baseURL: string, productId: number): Promise<string> {
  const token = await request.post('/api/token', {
    form: { client_id: 'iw-100002', grant_type: 'client_credentials' },
    headers: { Origin: baseURL },
  });
  expect(token.status()).toBe(200);
  const res = await request.post('/api/v1/carts', {
    headers: { Authorization: `Bearer ${(await token.json()).access_token}`, Origin: baseURL, 'Content-Type': 'application/json' },
    data: JSON.stringify({ productId, quantity: { front: 4 } }),
  });
  expect(res.status()).toBe(201);
  return (await res.json()).siteCart.id;
}

test('itemId opens the product page with that tire’s size chosen; an id not of the line, or not a number, is ignored', async ({
  page,
  baseURL,
}) => {
  const line = await shopApi(page.request, baseURL!, 'GET', '/v1/product-lines/michelin/defender2');
  const sizes = line.body.sizes as { productId: number; size: string }[];
  const other = sizes.find((s) => s.productId !== line.body.selectedProductId && s.productId !== sizes[0]!.productId)!;
  await page.goto(`${LINE}?itemId=${other.productId}`);
  await expect(page.locator('tr[aria-current="true"]')).toContainText(other.size);
  await expectAccessible(page);

  for (const bad of ['abc', '999999999', '-1']) {
    const response = await page.goto(`${LINE}?itemId=${bad}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Defender2');
  }
});

test('cartId resumes the shopper’s cart from a link; a cart of another client or a malformed id is ignored', async ({
  page,
  baseURL,
  browser,
}) => {
  test.slow(); // three shoppers' pages, each loading the checkout
  const cartId = await newCart(page, baseURL!, 3);
  // A new visitor (no cookies) with the storefront's link: the cart is theirs to resume.
  const visitor = await browser.newContext({ baseURL });
  const other = await visitor.newPage();
  await other.goto(`/checkout/shipping?cartId=${cartId}`);
  await expect(other.getByRole('heading', { name: 'Tires in your cart' })).toBeVisible({ timeout: 20_000 });
  await expect(other.getByRole('button', { name: 'Cart, 3 tires' })).toBeVisible();
  expect((await visitor.cookies()).find((c) => c.name === 'ST_cartId')?.value).toBe(cartId);
  await expectAccessible(other);

  // A widget's cart: the API answers as for no cart, and the visitor keeps the cart they have.
  const line = await shopApi(page.request, baseURL!, 'GET', '/v1/product-lines/michelin/defender2');
  const foreign = await widgetCart(page.request, baseURL!, line.body.sizes[0].productId);
  const refused = other.waitForResponse((r) => r.url().includes(`/v1/carts/${foreign}`));
  await other.goto(`/checkout/shipping?cartId=${foreign}`);
  expect((await refused).status()).toBe(404);
  await expect(other.getByRole('heading', { name: 'Tires in your cart' })).toBeVisible({ timeout: 20_000 });
  await expect(other.getByRole('button', { name: 'Cart, 3 tires' })).toBeVisible();
  expect((await visitor.cookies()).find((c) => c.name === 'ST_cartId')?.value).toBe(cartId);

  // A stranger's link to a widget cart, and a malformed id: an empty cart, no error page.
  const stranger = await browser.newContext({ baseURL });
  const strangerPage = await stranger.newPage();
  const strangerRefused = strangerPage.waitForResponse((r) => r.url().includes(`/v1/carts/${foreign}`));
  expect((await strangerPage.goto(`/checkout/shipping?cartId=${foreign}`))?.status()).toBe(200);
  expect((await strangerRefused).status()).toBe(404);
  await expect(strangerPage.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible({ timeout: 20_000 });
  expect((await strangerPage.goto('/checkout/shipping?cartId=not-a-cart'))?.status()).toBe(200);
  await expect(strangerPage.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible({ timeout: 20_000 });
  expect((await stranger.cookies()).find((c) => c.name === 'ST_cartId')).toBeUndefined();
  await stranger.close();
  await visitor.close();
});

const toast = (page: Page, text: string) => page.locator('.sf-toast').filter({ hasText: text });
const appliedCodes = (page: Page) => page.getByRole('region', { name: 'Order summary' }).getByRole('list', { name: 'Promo codes applied' });

test('promotion applies its code to the shopper’s cart; an ended or unknown code is refused and changes nothing', async ({
  page,
  baseURL,
}) => {
  const cartId = await newCart(page, baseURL!, 4);
  await page.goto('/checkout/shipping?promotion=save50');
  await expect(toast(page, 'Promo code SAVE50 applied: $50 off a set of 4 to 8 tires.')).toBeVisible();
  await expect(appliedCodes(page)).toContainText('SAVE50');
  // Followed once: the address no longer carries it, so a reload does not apply it again.
  await expect(page).toHaveURL('/checkout/shipping');
  await expectAccessible(page, '.sf-toasts');
  const applied = (await shopApi(page.request, baseURL!, 'GET', `/v1/carts/${cartId}`)).body.siteCart;
  expect(applied.couponDiscountInCents).toBe(5_000);

  for (const [code, words] of [
    ['OLD10', 'The promo code "OLD10" has expired.'],
    ['NOPE', '"NOPE" is not a valid promo code.'],
  ]) {
    await page.goto(`/checkout/shipping?promotion=${code}&activeShippingType=home`);
    await expect(toast(page, words)).toBeVisible();
    await expect(page).toHaveURL('/checkout/shipping?activeShippingType=home');
    await expect(appliedCodes(page)).toContainText('SAVE50');
  }
  expect((await shopApi(page.request, baseURL!, 'GET', `/v1/carts/${cartId}`)).body.siteCart).toEqual(applied);
});

test('promotion before there is a cart: checked, kept, and applied when the first tire makes the cart', async ({ page }) => {
  await page.goto('/?promotion=%3Cb%3E');
  await expect(toast(page, 'That promo code is not valid.')).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'ST_promotion')).toBeUndefined();

  await page.goto('/?promotion=take10');
  await expect(toast(page, 'Promo code TAKE10 will be applied when you add tires to your cart: 10% off your tires.')).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'ST_promotion')?.value).toBe('TAKE10');
  await expectAccessible(page, '.sf-toasts');

  await page.goto(LINE);
  await hydrated(page);
  const box = page.locator('form.ts-add-to-cart');
  await box.getByRole('spinbutton', { name: 'Quantity' }).first().fill('2');
  await box.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart' })).toBeVisible();
  await page.goto('/checkout/shipping');
  await expect(appliedCodes(page)).toContainText('TAKE10');
  expect((await page.context().cookies()).find((c) => c.name === 'ST_promotion')).toBeUndefined();
});
