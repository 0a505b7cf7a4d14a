/**
 * The order pages and order tracking (spec storefront §2 /checkout/confirm-order/{orderId},
 * /checkout/order-confirmation, /checkout/shipping-confirmation, /track-your-order,
 * /track-your-order/result; rules §4 Order confirmation, Order tracking steps, Cancellation; §5
 * "Order tracking: Please review. Order ID & ZIP Code do not match."). Orders are placed straight
 * through the API (the payment journeys drive the checkout pages) and moved along by the
 * operations client.
 */
import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { AUSTIN_ADDRESS, expectAccessible, placeOrderThroughApi, recordFulfilment, TEST_CARDS, trackAs } from './support';

// The exact words of the contract (packages/core/src/contract/checkout.ts), spelled out so a change there fails here.
const MISMATCH = 'Please review. Order ID & ZIP Code do not match.';
const RATE_LIMITED = 'Too many tracking requests. Please wait a moment and try again.';
const PROCESSING =
  'Your payment is processing. Please check your e-mail for your order confirmation, and contact customer service if none arrives within 30 minutes.';

/**
 * The tracking limit counts per client address: each journey's browser tracks from an address of
 * its own (X-Forwarded-For on its tracking calls), so the journeys never share a budget.
 */
async function trackFrom(page: Page, address: string) {
  await page.route('**/api/v1/order-tracking?*', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  );
}

const steps = (page: Page) =>
  page
    .getByRole('list')
    .filter({ has: page.getByText('Order Processed') })
    .getByRole('listitem');

test('the order page: confirmed at once, every part of the order, tracking from it; an unknown order id', async ({ page, baseURL }) => {
  const order = await placeOrderThroughApi(page.request, baseURL!);
  expect(order.status).toBe('confirmed');
  await trackFrom(page, '198.51.100.10');

  await page.goto(`/checkout/confirm-order/${order.orderId}`);
  const title = page.getByRole('heading', { level: 1, name: 'Thank you for your order' });
  await expect(title).toBeFocused();
  await expect(page).toHaveTitle(/^Your order \|/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
  const main = page.getByRole('main');
  await expect(main).toContainText(`Order number ${order.orderNumber}`);
  await expect(main.locator('.ts-order-status__label')).toHaveText('Confirmed');
  await expect(main.getByRole('heading', { name: 'Delivery', exact: true })).toBeVisible();
  await expect(main).toContainText(`${AUSTIN_ADDRESS.city}, ${AUSTIN_ADDRESS.state} ${AUSTIN_ADDRESS.zip}`);
  await expect(main).toContainText('2–4 business days');
  await expect(main).toContainText('Visa ending in 1111');
  await expect(main.getByRole('region', { name: 'Your tires' })).toContainText(order.items[0]!.name);
  await expect(main).toContainText(/To cancel, call customer service/);
  await expectAccessible(page);

  // "Track your order": the result page for this order, found with its shipping ZIP.
  await main.getByRole('link', { name: 'Track your order' }).click();
  await expect(page).toHaveURL(new RegExp(`/track-your-order/result\\?orderId=${order.orderNumber}&zip=${AUSTIN_ADDRESS.zip}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` })).toBeFocused();
  await expect(steps(page)).toHaveText([/^Order Processed/, /^Pending Carrier Pickup/, /^In Transit/, /^Delivered/]);
  await expect(steps(page).first()).toHaveAttribute('aria-current', 'step');

  // Another shopper's link, or a mistyped one: the page says so and offers the way on.
  await page.goto(`/checkout/confirm-order/${randomUUID()}`);
  await expect(page.getByRole('heading', { level: 1, name: 'We can’t find this order' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Track an order' })).toHaveAttribute('href', '/track-your-order');
  await expectAccessible(page);
});

test('a processing payment (code 539): "Unconfirmed: payment processing" with the spec words, then "Confirmed", announced', async ({
  page,
  baseURL,
}) => {
  const order = await placeOrderThroughApi(page.request, baseURL!, TEST_CARDS.processing);
  expect(order.status).toBe('unconfirmed');

  await page.goto(`/checkout/confirm-order/${order.orderId}`);
  const status = page.locator('.ts-order-status');
  await expect(status.locator('.ts-order-status__label')).toHaveText('Unconfirmed: payment processing');
  await expect(status).toContainText(PROCESSING);
  // The polite region is there, silent, before the status flips.
  const announcement = page.locator('.ts-order [role="status"][aria-live="polite"]');
  await expect(announcement).toHaveText('');
  await expectAccessible(page);

  // The gateway settles it in the background (SANDBOX_SETTLE_SECONDS=6); the page asks again until then.
  await expect(status.locator('.ts-order-status__label')).toHaveText('Confirmed', { timeout: 30_000 });
  await expect(status).not.toContainText(PROCESSING);
  await expect(announcement).toHaveText('Your payment went through. Your order is confirmed.');
});

test('order tracking: a wrong ZIP is refused with the spec words and focus; the right one shows the steps as operations move the order', async ({
  page,
  baseURL,
}) => {
  const order = await placeOrderThroughApi(page.request, baseURL!);
  await trackFrom(page, '198.51.100.20');

  await page.goto('/track-your-order');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index,follow');
  await expect(page.getByRole('heading', { level: 1, name: 'Order tracking' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Track your order' });
  await expectAccessible(page);

  // The format first, beside the fields.
  await form.getByRole('button', { name: 'Track order' }).click();
  await expect(form.getByLabel('Order number')).toBeFocused();
  await expect(form.getByLabel('Order number')).toHaveAccessibleDescription('Please enter your order number.');

  // A ZIP that is not the order's: the same words as for an unknown order, and the keyboard on them.
  await form.getByLabel('Order number').fill(order.orderNumber);
  await form.getByLabel('ZIP code').fill('10001');
  await form.getByRole('button', { name: 'Track order' }).click();
  const alert = form.getByRole('alert');
  await expect(alert).toHaveText(MISMATCH);
  await expect(alert).toBeFocused();
  await form.getByLabel('Order number').fill('999999999');
  await form.getByLabel('ZIP code').fill(AUSTIN_ADDRESS.zip);
  await form.getByRole('button', { name: 'Track order' }).click();
  await expect(alert).toHaveText(MISMATCH);
  await expect(alert).toBeFocused();
  await expectAccessible(page);

  // A number no order can have is a typing mistake, said beside the field before anything is asked.
  await form.getByLabel('Order number').fill('10000012');
  await form.getByRole('button', { name: 'Track order' }).click();
  await expect(form.getByLabel('Order number')).toHaveAccessibleDescription(
    'An order number is 9 digits, like 100000123. Please check the number in your confirmation e-mail.',
  );

  // The right pair: the result page, the order processed.
  await form.getByLabel('Order number').fill(order.orderNumber);
  await form.getByRole('button', { name: 'Track order' }).click();
  await expect(page).toHaveURL(new RegExp(`/track-your-order/result\\?orderId=${order.orderNumber}&zip=${AUSTIN_ADDRESS.zip}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` })).toBeFocused();
  await expect(steps(page)).toHaveText([/^Order Processed/, /^Pending Carrier Pickup/, /^In Transit/, /^Delivered/]);
  await expect(steps(page).nth(0)).toHaveAttribute('aria-current', 'step');
  await expect(page.getByRole('region', { name: 'Tires in this order' })).toContainText(order.items[0]!.name);
  await expectAccessible(page);

  // Operations hand it to the carrier: a reload of the result page asks again.
  await recordFulfilment(page.request, baseURL!, order.orderNumber, { status: 'pending_pickup' });
  await recordFulfilment(page.request, baseURL!, order.orderNumber, {
    status: 'in_transit',
    carrier: 'FedEx',
    trackingNumber: '771234567890',
  });
  await page.reload();
  await expect(steps(page).nth(2)).toHaveAttribute('aria-current', 'step');
  await expect(steps(page).nth(0)).toContainText('(completed)');
  await expect(steps(page).nth(1)).toContainText('(completed)');
  await expect(steps(page).nth(3)).not.toHaveAttribute('aria-current', 'step');
  await expect(page.getByRole('main')).toContainText('FedEx tracking number 771234567890');

  await recordFulfilment(page.request, baseURL!, order.orderNumber, { status: 'delivered' });
  await page.reload();
  await expect(page.locator('.ts-tracking__status')).toHaveText('Delivered');
  await expect(steps(page).nth(3)).toContainText('(completed)');
});

test('order tracking: a cancelled order says so; the limit answers with its own message', async ({ page, baseURL }) => {
  const order = await placeOrderThroughApi(page.request, baseURL!);
  await recordFulfilment(page.request, baseURL!, order.orderNumber, { status: 'cancelled' });
  const address = '198.51.100.30';
  await trackFrom(page, address);

  await page.goto(`/track-your-order/result?orderId=${order.orderNumber}&zip=${AUSTIN_ADDRESS.zip}`);
  await expect(page.locator('.ts-tracking__status')).toHaveText(/^Cancelled on \d{2}\/\d{2}\/\d{4}$/);
  await expect(page.getByRole('main')).toContainText('This order was cancelled.');
  await expect(steps(page).locator('[aria-current]')).toHaveCount(0);
  await expectAccessible(page);

  // The same address has run its tracking budget out elsewhere: the API's 429 message, where the shopper is.
  let answer = await trackAs(page.request, baseURL!, address, order.orderNumber, AUSTIN_ADDRESS.zip);
  for (let i = 0; i < 30 && answer.status !== 429; i++)
    answer = await trackAs(page.request, baseURL!, address, order.orderNumber, AUSTIN_ADDRESS.zip);
  expect(answer.status).toBe(429);
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  await page.goto('/track-your-order');
  const form = page.getByRole('form', { name: 'Track your order' });
  await form.getByLabel('Order number').fill(order.orderNumber);
  await form.getByLabel('ZIP code').fill(AUSTIN_ADDRESS.zip);
  await form.getByRole('button', { name: 'Track order' }).click();
  await expect(form.getByRole('alert')).toHaveText(RATE_LIMITED);
  await expect(form.getByRole('alert')).toBeFocused();
});

test('the last order: order confirmation and shipping confirmation from the placed-order id; none → a friendly page', async ({
  page,
  baseURL,
}) => {
  await page.goto('/checkout/order-confirmation');
  await expect(page.getByRole('heading', { level: 1, name: 'No recent order' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to the shop' })).toBeVisible();
  await expectAccessible(page);

  const order = await placeOrderThroughApi(page.request, baseURL!);
  // What the checkout's session clear leaves behind (spec §4 Cart "placed-order id").
  await page.context().addCookies([{ name: 'ST_placedOrderId', value: order.orderId, url: baseURL! }]);
  await page.goto('/checkout/order-confirmation');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeFocused();
  await expect(page.getByRole('main')).toContainText(`Order number ${order.orderNumber}`);
  await expect(page.getByRole('main')).toContainText('Visa ending in 1111');

  await page.goto('/checkout/shipping-confirmation');
  await expect(page.getByRole('heading', { level: 1, name: 'Your delivery details' })).toBeFocused();
  const main = page.getByRole('main');
  await expect(main).toContainText(`Order number ${order.orderNumber}`);
  await expect(main.getByRole('heading', { name: 'Delivery', exact: true })).toBeVisible();
  await expect(main).toContainText(`${AUSTIN_ADDRESS.addressLine1}`);
  // Only where the tires go: the payment and totals are on the order page.
  await expect(main).not.toContainText('Visa ending in 1111');
  await expectAccessible(page);
});
