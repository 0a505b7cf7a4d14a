import { expect, test, type Page } from '@playwright/test';
import { apiGet, expectAccessible, hydrated } from './support';

/**
 * The size and brand a link's hash carries (spec storefront §2 "hash tireSize and brand";
 * docs/decisions.md "Size and brand links"): `#tireSize=` chooses that size in a product line's
 * Add to cart, `#brand=` ticks those brands in a result page's brand filter. Read after the page
 * runs and again when the hash changes; a value the page cannot use is ignored; the hash stays.
 */

const LINE = '/brands/michelin-tires/defender2';
const SIZE = '225-45r17';

const summary = (page: Page) => page.getByRole('dialog', { name: /^Your cart(?! is empty)/ });
const frontChoice = (page: Page) => page.locator('form.ts-add-to-cart select[name="frontProductId"] option:checked');

async function cartOf(page: Page, baseURL: string) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'ST_cartId');
  expect(cookie, 'the cart id cookie').toBeTruthy();
  return (await apiGet(page.request, baseURL, `/v1/carts/${decodeURIComponent(cookie!.value)}`)).siteCart;
}

test('#tireSize= chooses that size in Add to cart, and Add to cart adds it; an unknown size is ignored', async ({ page, baseURL }) => {
  const line = await apiGet(page.request, baseURL!, '/v1/product-lines/michelin/defender2');
  const sizes = line.sizes as { productId: number; size: string; serviceDescription: string; stockQuantity: number }[];
  const shown = line.selectedProductId ?? sizes.find((s) => s.stockQuantity > 0)!.productId;
  // Sizes the line makes in one version only (some come in two load ratings; the hash names a size).
  const once = (size: string) => sizes.filter((s) => s.size === size).length === 1;
  const [wanted, next] = sizes.filter((s) => s.productId !== shown && s.stockQuantity >= 4 && once(s.size));
  expect(next, 'two in-stock sizes other than the page’s own').toBeTruthy();
  const slug = wanted!.size.toLowerCase().replace('/', '-');

  await page.goto(`${LINE}#tireSize=${slug}`);
  await hydrated(page);
  await expect(frontChoice(page)).toHaveText(new RegExp(`^${wanted!.size} `));
  await expect(page.locator('tr[aria-current="true"]')).toContainText(wanted!.size);
  // The hash stays: a reload or a shared address chooses the same size.
  await expect(page).toHaveURL(`${LINE}#tireSize=${slug}`);
  await expectAccessible(page);

  await page.locator('form.ts-add-to-cart').getByRole('button', { name: 'Add to cart' }).click();
  await expect(summary(page)).toBeVisible();
  const cart = await cartOf(page, baseURL!);
  expect(cart.siteProducts.map((p: { productId: number; quantity: number }) => [p.productId, p.quantity])).toEqual([
    [wanted!.productId, 4],
  ]);
  await page.keyboard.press('Escape');
  await expect(summary(page)).toBeHidden();

  // A shopper (or a script) changing the hash: the box follows, URL-encoded like any link.
  await page.evaluate((size) => {
    window.location.hash = `tireSize=${encodeURIComponent(size)}`;
  }, next!.size);
  await expect(frontChoice(page)).toHaveText(new RegExp(`^${next!.size} `));

  // A size that is not a size, or one the line is not made in: the page as it is without a hash.
  const plain = sizes.find((s) => s.productId === shown)!;
  const plainChoice = new RegExp(`^${plain.size} ${plain.serviceDescription} `);
  for (const bad of ['hello', '405-20r30', '%E0%A4%A']) {
    await page.goto('about:blank'); // a new document each time, not a hash change
    const response = await page.goto(`${LINE}#tireSize=${bad}`);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await expect(frontChoice(page)).toHaveText(plainChoice);
  }
});

test('#brand= ticks that brand on a size results page: only its tires show, the box is ticked', async ({ page, baseURL }) => {
  const listing = await apiGet(page.request, baseURL!, `/v1/tires?size=${SIZE}`);
  const total = listing.resultMetadata.pagination.total as number;
  const [brand, other] = (listing.facets.brands as { value: string; label: string; count: number }[]).filter(
    (o) => o.count > 0 && o.count < total,
  );
  expect(other, 'two brands that each narrow the results').toBeTruthy();
  const checkbox = (label: string) => page.getByRole('checkbox', { name: new RegExp(`^${label}\\b`) });

  await page.goto(`/tire-sizes/${SIZE}#brand=${brand!.value}-tires`);
  await hydrated(page);
  await expect(page).toHaveURL(`/tire-sizes/${SIZE}?brands=${brand!.value}#brand=${brand!.value}-tires`);
  await expect(checkbox(brand!.label)).toBeChecked();
  await expect(page.getByRole('status').first()).toContainText(`of ${brand!.count} ${brand!.count === 1 ? 'tire' : 'tires'} in 225/45R17`);
  for (const shown of await page.locator('.ts-card .ts-card__brand').allTextContents())
    expect(shown.toLowerCase()).toBe(brand!.label.toLowerCase());
  await expectAccessible(page);

  // Another brand added to the hash is ticked too; the first stays.
  await page.evaluate((slugs) => {
    window.location.hash = `brand=${slugs}`;
  }, `${brand!.value},${other!.value}`);
  await expect(checkbox(other!.label)).toBeChecked();
  await expect(checkbox(brand!.label)).toBeChecked();
  await expect(page.getByRole('status').first()).toContainText(`of ${brand!.count + other!.count} tires in 225/45R17`);

  // Unticking a brand is the shopper's choice: the filter's new address has no hash to undo it.
  await checkbox(other!.label).uncheck();
  await expect(page).toHaveURL(`/tire-sizes/${SIZE}?brands=${brand!.value}`);
  await expect(checkbox(other!.label)).not.toBeChecked();

  // A brand the size does not have, or not a brand at all: the full list, nothing ticked.
  await page.goto(`/tire-sizes/${SIZE}#brand=no-such-brand,%3Cb%3E`);
  await hydrated(page);
  await expect(page.getByRole('status').first()).toContainText(`of ${total} tires`);
  await expect(page).toHaveURL(`/tire-sizes/${SIZE}#brand=no-such-brand,%3Cb%3E`);
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(0);
});
