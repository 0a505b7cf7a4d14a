/**
 * The cart and checkout inside the installer widget, on the example host pages (spec storefront
 * §2 cart modals, §4 Delivery tabs and Checkout; rules §6 white-label: change-shop controls inert):
 * the shopper adds tires, checks out inside the widget and chooses where the tires go; the host
 * page is never navigated. The dealership example's carts are dealer carts (warehouse pick-up).
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { dollars, expectAccessible } from './support';

const PLAIN = '/examples/plain-html/';
const DEALER = '/examples/plain-html/dealer.html';

async function token(request: APIRequestContext, baseURL: string, clientId: string): Promise<string> {
  const res = await request.post('/api/token', { form: { client_id: clientId, grant_type: 'client_credentials' }, headers: { Origin: baseURL } });
  expect(res.status()).toBe(200);
  return (await res.json()).access_token;
}

/** The API as the widget calls it (its own client, from the shop's origin where the examples live). */
async function widgetApi(request: APIRequestContext, baseURL: string, widgetId: string, path: string) {
  const res = await request.get(`/api${path}`, { headers: { Authorization: `Bearer ${await token(request, baseURL, widgetId)}`, Origin: baseURL } });
  expect(res.status(), path).toBe(200);
  return res.json();
}

const widgetIdOf = (page: Page) => page.locator('tireshop-installer-widget').getAttribute('widget-id') as Promise<string>;
const storedCartId = (page: Page, widgetId: string) => page.evaluate((id) => localStorage.getItem(`tireshop.${id}.ST_cartId`), widgetId);

/** Searches a size in the widget and adds `count` of the n-th result; the summary opens. Returns the tire's name. */
async function addTires(widget: Locator, size: string, nth = 0): Promise<string> {
  const sizeBox = widget.getByLabel('Tire size');
  if ((await sizeBox.inputValue()) !== size || (await widget.locator('.ts-card').count()) === 0) {
    await sizeBox.fill(size);
    await widget.getByRole('button', { name: 'Find tires' }).click();
  }
  const card = widget.locator('.ts-card').nth(nth);
  await expect(card).toBeVisible();
  const name = (await card.locator('.ts-card__name').textContent())!;
  await card.getByRole('button', { name: /^Add 4 to cart/ }).click();
  const summary = widget.locator('dialog.ts-cart-summary');
  await expect(summary).toHaveAttribute('open', '');
  await expect(summary.locator('.ts-cart-line__name', { hasText: name })).toBeVisible();
  return name;
}

async function openCheckout(page: Page, widget: Locator) {
  const summary = widget.locator('dialog.ts-cart-summary');
  await summary.getByRole('link', { name: 'Checkout' }).click();
  await expect(summary).not.toHaveAttribute('open');
  const checkout = widget.locator('.ts-widget-checkout');
  await expect(checkout.getByRole('heading', { name: 'Your cart', exact: true })).toBeFocused();
  await expect(checkout.getByRole('tablist', { name: 'Delivery options' })).toBeVisible({ timeout: 20_000 });
  return checkout;
}

const summaryRow = (checkout: Locator, label: string | RegExp) =>
  checkout.locator('.ts-checkout-summary__row').filter({ has: checkout.page().getByRole('term').filter({ hasText: label }) });

test('installer widget: add tires, check out inside the widget, the shop pre-selected, then home delivery with shipping and tax', async ({ page, baseURL }) => {
  await page.goto(PLAIN);
  const widget = page.locator('tireshop-installer-widget');
  const widgetId = await widgetIdOf(page);
  const config = await widgetApi(page.request, baseURL!, widgetId, '/widget-app-config?identifier=installer-widget');
  expect(config.isDealer).toBe(false);
  await expect(widget.getByRole('heading', { name: `Buy tires installed at ${config.name}` })).toBeVisible();

  await addTires(widget, '225/45R17');
  await expectAccessible(page, 'tireshop-installer-widget');
  const checkout = await openCheckout(page, widget);
  await expect(page).toHaveURL(new RegExp(`${PLAIN.replace(/\//g, '\\/')}$`));

  // spec rules §6: the installer tab is the widget's own shop, already chosen; changing it does nothing.
  const installerTab = checkout.getByRole('tab', { name: /^Installer/ });
  await expect(installerTab).toHaveAttribute('aria-selected', 'true');
  await expect(checkout.getByRole('tab')).toHaveText([/^Installer/, /^Ship to me/, /^FedEx pick-up/]);
  const panel = checkout.getByRole('tabpanel', { name: /^Installer/ });
  const shop = panel.getByRole('list', { name: 'Your shop' }).getByRole('listitem');
  await expect(shop).toHaveCount(1);
  await expect(shop.getByRole('heading', { name: config.name })).toBeVisible();
  await expect(shop).toContainText(`${config.city}, ${config.state} ${config.zip}`);
  await expect(shop).toContainText('Your shop');
  const change = shop.getByRole('button', { name: 'Change shop' });
  await expect(change).toHaveAttribute('aria-disabled', 'true');
  await expect(change).toHaveAccessibleDescription(`Tires ordered on this site are installed at ${config.name}.`);
  await change.click({ force: true }); // aria-disabled: Playwright would wait for it to be enabled
  await expect(panel.getByRole('search')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: /^Choose shop/ })).toHaveCount(0);
  await expect(shop).toContainText('Your shop');
  const cartId = (await storedCartId(page, widgetId))!;
  const withShop = (await widgetApi(page.request, baseURL!, widgetId, `/v1/carts/${cartId}`)).siteCart;
  expect(withShop.cartShipping).toMatchObject({ shippingOption: 'INSTALLER', installerId: config.installerId });
  await expect(summaryRow(checkout, 'Shipping')).toContainText('FREE');
  await expectAccessible(page, 'tireshop-installer-widget');

  // Home delivery with a valid address: the server's shipping and the tax of that state.
  await checkout.getByRole('tab', { name: /^Ship to me/ }).click();
  const form = checkout.getByRole('form', { name: 'Shipping address' });
  await expect(form).toBeVisible();
  await form.getByLabel('First name').fill('Dana');
  await form.getByLabel('Last name').fill('Okafor');
  await form.getByLabel('Street address').fill('1550 Wewatta St');
  await form.getByLabel('City').fill('Denver');
  await form.getByLabel('State').selectOption('CO');
  await form.getByLabel('ZIP code').fill('80202');
  await form.getByLabel('Phone', { exact: true }).pressSequentially('3035550142');
  await form.getByLabel('Email').fill('dana@example.com');
  await form.getByRole('button', { name: 'Ship here' }).click();
  const saved = checkout.locator('.ts-checkout-saved');
  await expect(saved).toContainText('Address saved.');
  await expect(saved).toContainText('Denver, CO 80202');

  const cart = (await widgetApi(page.request, baseURL!, widgetId, `/v1/carts/${cartId}`)).siteCart;
  expect(cart.cartShipping.shippingOption).toBe('HOME');
  expect(cart.taxState).toBe('CO');
  expect(cart.estimatedTaxInCents).toBeGreaterThan(0);
  await expect(summaryRow(checkout, 'Shipping')).toContainText(cart.shippingCostInCents === 0 ? 'FREE' : dollars(cart.shippingCostInCents));
  await expect(summaryRow(checkout, 'Estimated tax (Colorado)')).toContainText(dollars(cart.estimatedTaxInCents));
  await expect(checkout.locator('.ts-checkout-summary__total strong')).toHaveText(dollars(cart.totalInCents));
  await checkout.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(checkout.getByRole('status').filter({ hasText: 'Delivery saved' })).toBeVisible();
  await expectAccessible(page, 'tireshop-installer-widget');

  // Back to tires: the results as they were, the badge still counting the cart; the host page never moved.
  await checkout.getByRole('button', { name: 'Back to tires' }).click();
  await expect(widget.getByRole('button', { name: 'Cart, 4 tires' })).toBeFocused();
  await expect(widget.locator('.ts-card').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${PLAIN.replace(/\//g, '\\/')}$`));
});

test('dealer widget: warehouse pick-up first, warehouses holding every tire ready in 24 hours, one chosen and saved', async ({ page, baseURL }) => {
  await page.goto(DEALER);
  const widget = page.locator('tireshop-installer-widget');
  const widgetId = await widgetIdOf(page);
  const config = await widgetApi(page.request, baseURL!, widgetId, '/widget-app-config?identifier=installer-widget');
  // The example must be a dealership's widget (seed: packages/api/src/seed/dealers.ts).
  expect(config.isDealer, `${widgetId} is not a dealership's widget`).toBe(true);

  await addTires(widget, '225/45R17', 0);
  await widget.locator('dialog.ts-cart-summary').getByRole('button', { name: 'Keep shopping' }).first().click();
  await addTires(widget, '225/45R17', 1);
  // The host page hears the widget's events (the example prints the count).
  await expect(page.locator('#cart-note')).toHaveText('Your cart holds 8 tires.');
  const checkout = await openCheckout(page, widget);

  const cartId = (await storedCartId(page, widgetId))!;
  const cart = (await widgetApi(page.request, baseURL!, widgetId, `/v1/carts/${cartId}`)).siteCart;
  expect(cart.isDealer).toBe(true);
  expect(cart.siteProducts).toHaveLength(2);

  // spec §4 Delivery tabs, dealer tire: warehouse first, and opened first.
  const tabs = checkout.getByRole('tab');
  await expect(tabs.first()).toHaveText(/^Warehouse pick-up/);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(tabs).toHaveText([/^Warehouse pick-up/, /^Installer/, /^Ship to me/, /^FedEx pick-up/]);

  // The warehouses that hold every tire of the cart, nearest the shop first, each ready in 24 hours.
  const productIds = cart.siteProducts.map((p: { productId: number }) => p.productId).join(',');
  const expected = (await widgetApi(page.request, baseURL!, widgetId, `/v1/checkout/warehouse-pickup-locations?productIds=${productIds}&cartId=${cartId}&zip=${config.zip}`))
    .siteWarehouses.siteWarehouseList as { warehouseId: number; name: string; readyInHours: number }[];
  expect(expected.length).toBeGreaterThan(0);
  const panel = checkout.getByRole('tabpanel', { name: /^Warehouse pick-up/ });
  const list = panel.getByRole('list', { name: 'Warehouses holding your tires' });
  const showAll = panel.getByRole('button', { name: /^Show all \d+ warehouses$/ });
  if (await showAll.isVisible()) await showAll.click();
  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(expected.length);
  await expect(items.locator('.ts-checkout-place__name')).toHaveText(expected.map((w) => w.name));
  for (const w of expected) expect(w.readyInHours).toBe(24);
  await expect(items.filter({ hasText: 'Ready for pick-up in 24 hours' })).toHaveCount(expected.length);
  await expectAccessible(page, 'tireshop-installer-widget');

  // Continue without a warehouse says so; choosing one saves it.
  await checkout.getByRole('button', { name: 'Continue to services' }).click();
  await expect(panel.getByRole('alert').filter({ hasText: 'Please select a warehouse.' })).toBeVisible();
  const nearest = expected[0]!;
  await panel.getByRole('button', { name: `Pick up here at ${nearest.name}` }).click();
  await expect(items.filter({ hasText: nearest.name })).toContainText('Your pick-up warehouse');
  await expect.poll(async () => (await widgetApi(page.request, baseURL!, widgetId, `/v1/carts/${cartId}`)).siteCart.cartShipping).toMatchObject({
    shippingOption: 'WAREHOUSE',
    warehouseId: nearest.warehouseId,
  });
  await checkout.getByRole('button', { name: 'Continue to services' }).click();
  await expect(checkout.getByRole('status').filter({ hasText: 'Delivery saved' })).toBeVisible();
  await expectAccessible(page, 'tireshop-installer-widget');
  await expect(page).toHaveURL(new RegExp(`${DEALER.replace(/\//g, '\\/').replace('.', '\\.')}$`));
});
