/**
 * The whole checkout inside the installer widget (issue #6 "The whole checkout also completes from
 * inside the installer widget"; spec storefront §2 checkout steps, §4 Checkout; rules §4 Order
 * confirmation, Fast checkout by card): tires → cart with the widget's own shop and its default
 * time → services → payment (billing, the card typed into the gateway's frame inside the shadow
 * root) → the placed order, all inside the widget, told to the host page (`tireshop:order-placed`)
 * and shown again after a reload. The host page never navigates.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectAccessible, fillBilling, fillCard, settled, TEST_CARDS } from './support';

const PLAIN = '/examples/plain-html/';
const hostUrl = new RegExp(`${PLAIN.replace(/\//g, '\\/')}$`);

async function widgetToken(request: APIRequestContext, baseURL: string, widgetId: string): Promise<string> {
  const res = await request.post('/api/token', {
    form: { client_id: widgetId, grant_type: 'client_credentials' },
    headers: { Origin: baseURL },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).access_token;
}

/** The API as the widget calls it (its own client, from the host page's origin). */
async function widgetGet(request: APIRequestContext, baseURL: string, widgetId: string, path: string) {
  const res = await request.get(`/api${path}`, {
    headers: { Authorization: `Bearer ${await widgetToken(request, baseURL, widgetId)}`, Origin: baseURL },
  });
  return { status: res.status(), body: await res.json() };
}

/** Searches a size in the widget, adds 4 of the first result and goes to the checkout from the summary. */
async function checkoutWithTires(widget: Locator, size: string): Promise<Locator> {
  await widget.getByLabel('Tire size').fill(size);
  await widget.getByRole('button', { name: 'Find tires' }).click();
  const card = widget.locator('.ts-card').first();
  await card.getByRole('button', { name: /^Add 4 to cart/ }).click();
  const summary = widget.locator('dialog.ts-cart-summary');
  await expect(summary).toHaveAttribute('open', '');
  await summary.getByRole('link', { name: 'Checkout' }).click();
  const checkout = widget.locator('.ts-widget-checkout');
  await expect(checkout.getByRole('heading', { name: 'Your cart', exact: true })).toBeFocused();
  await expect(checkout.getByRole('tablist', { name: 'Delivery options' })).toBeVisible({ timeout: 20_000 });
  return checkout;
}

const stepNav = (checkout: Locator) => checkout.getByRole('navigation', { name: 'Checkout steps' });
const currentStep = (checkout: Locator) => stepNav(checkout).locator('[aria-current="step"]');
/** The order's status headline (core's orderStatusText label). */
const statusLabel = (checkout: Locator) => checkout.locator('.ts-order-status__label');

/** Every `tireshop:order-placed` the host page hears on `document` (it bubbles and leaves the shadow root). */
async function listenForOrders(page: Page) {
  await page.evaluate(() => {
    const heard: unknown[] = [];
    (window as unknown as { ordersHeard: unknown[] }).ordersHeard = heard;
    document.addEventListener('tireshop:order-placed', (event) => {
      const { detail, bubbles, composed, target } = event as CustomEvent;
      heard.push({ detail, bubbles, composed, from: (target as Element).localName });
    });
  });
  return () => page.evaluate(() => (window as unknown as { ordersHeard: unknown[] }).ordersHeard);
}

test('installer widget: the shop and its default time → services → payment → card in the gateway frame → the order, confirmed, inside the widget', async ({
  page,
  baseURL,
}) => {
  await page.goto(PLAIN);
  const widget = page.locator('tireshop-installer-widget');
  const widgetId = (await widget.getAttribute('widget-id'))!;
  const config = (await widgetGet(page.request, baseURL!, widgetId, '/widget-app-config?identifier=installer-widget')).body;
  const checkout = await checkoutWithTires(widget, '225/45R17');
  expect(await page.evaluate((id) => localStorage.getItem(`tireshop.${id}.ST_cartId`), widgetId)).toBeTruthy();

  // Step 1: the widget's shop, chosen; its default time held (spec §4 Cart).
  const panel = checkout.getByRole('tabpanel', { name: /^Installer/ });
  await expect(panel.getByRole('region', { name: 'Your installation appointment' })).toContainText(/Held for you until/);
  await expect(currentStep(checkout)).toContainText('Cart & delivery');
  await checkout.getByRole('button', { name: 'Continue to services' }).click();
  const confirm = widget.getByRole('dialog', { name: 'Confirm your installation' });
  await expect(confirm).toContainText(config.name);
  await settled(confirm);
  await confirm.getByRole('button', { name: 'Confirm' }).click();

  // Step 2: services, in the widget — its title takes the keyboard; the host page stays where it is.
  await expect(checkout.getByRole('heading', { level: 2, name: 'Services' })).toBeFocused();
  await expect(currentStep(checkout)).toContainText('Services');
  await expect(checkout.getByRole('heading', { name: 'Protect your tires' })).toBeVisible();
  await expect(page).toHaveURL(hostUrl);
  await expectAccessible(page, 'tireshop-installer-widget');
  await checkout.getByRole('button', { name: 'Continue to payment' }).click();

  // Step 3: payment — card by default, the gateway's card fields in an iframe inside the shadow root.
  await expect(checkout.getByRole('heading', { level: 2, name: 'Payment' })).toBeFocused();
  await expect(currentStep(checkout)).toContainText('Payment');
  await expect(checkout.getByRole('radio', { name: 'Credit card' })).toBeChecked();
  // The steps are buttons that switch the step inside the widget (never the host page): back to services and on again.
  await expect(stepNav(checkout).getByRole('link')).toHaveCount(0);
  await stepNav(checkout)
    .getByRole('button', { name: /Services/ })
    .click();
  await expect(checkout.getByRole('heading', { level: 2, name: 'Services' })).toBeFocused();
  await expect(page).toHaveURL(hostUrl);
  await checkout.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(checkout.getByRole('heading', { level: 2, name: 'Payment' })).toBeFocused();

  const frame = widget.locator('iframe[title="Card details"]');
  await expect(frame).toBeVisible({ timeout: 20_000 });
  expect(await frame.evaluate((el) => el.getRootNode() instanceof ShadowRoot)).toBe(true);
  const form = checkout.getByRole('form', { name: 'Billing address' });
  await fillBilling(form);
  await fillCard(widget, TEST_CARDS.visa);
  await expectAccessible(page, 'tireshop-installer-widget');
  const ordersHeard = await listenForOrders(page);
  const summary = checkout.getByRole('complementary', { name: 'Order summary and payment' });
  await summary.getByRole('button', { name: 'Place order' }).click();

  // The order, inside the widget: its number, "Confirmed" (a card approves at once).
  await expect(checkout.getByRole('heading', { level: 2, name: 'Your order' })).toBeFocused({ timeout: 20_000 });
  await expect(statusLabel(checkout)).toHaveText('Confirmed');
  const number = (await checkout.locator('.ts-order__number strong').textContent())!;
  expect(number).toMatch(/^\d{9,}$/);
  await expect(checkout.getByRole('navigation', { name: 'Checkout steps' })).toHaveCount(0);
  await expect(page).toHaveURL(hostUrl);
  await expectAccessible(page, 'tireshop-installer-widget');

  // The API has it as the widget's order, and the ordered cart left the widget (spec §4 Cart "Session clear").
  const orderId = await page.evaluate((id) => localStorage.getItem(`tireshop.${id}.ST_placedOrderId`), widgetId);
  expect(orderId).toBeTruthy();
  const { status: found, body } = await widgetGet(page.request, baseURL!, widgetId, `/v1/orders/${orderId}`);
  expect(found).toBe(200);
  expect(body.order).toMatchObject({
    orderNumber: number,
    status: 'confirmed',
    shippingOption: 'INSTALLER',
    payment: { paymentType: 'credit', last4: '1111' },
  });
  expect(body.order.appointment.installerName).toBe(config.name);
  expect(await page.evaluate((id) => localStorage.getItem(`tireshop.${id}.ST_cartId`), widgetId)).toBeNull();
  expect(body.order.items.reduce((n: number, item: { quantity: number }) => n + item.quantity, 0)).toBe(4);

  // The host page heard of it once, on the element: the order's id, number and total in cents.
  expect(await ordersHeard()).toEqual([
    {
      detail: { version: 1, orderId, orderNumber: number, totalInCents: body.order.totalInCents },
      bubbles: true,
      composed: true,
      from: 'tireshop-installer-widget',
    },
  ]);

  // A reload keeps the order in view (the widget's stored placed-order id), the host page unchanged.
  await page.reload();
  const again = widget.locator('.ts-widget-checkout');
  await expect(again.getByRole('heading', { level: 2, name: 'Your order' })).toBeVisible({ timeout: 20_000 });
  await expect(again.locator('.ts-order__number strong')).toHaveText(number);
  await expect(statusLabel(again)).toHaveText('Confirmed');
  await expect(page).toHaveURL(hostUrl);

  // "Shop for more tires": the badge is empty again, and the next visit opens on the tires.
  await again.getByRole('button', { name: 'Shop for more tires' }).click();
  await expect(widget.getByRole('button', { name: 'Cart, 0 tires' })).toBeFocused();
  await expect(page).toHaveURL(hostUrl);
  expect(await page.evaluate((id) => localStorage.getItem(`tireshop.${id}.ST_placedOrderId`), widgetId)).toBeNull();
  await page.reload();
  await expect(widget.getByLabel('Tire size')).toBeVisible({ timeout: 20_000 });
  await expect(widget.locator('.ts-widget-checkout')).toHaveCount(0);
});

test('installer widget: wallets in a popup — PayPal cancelled → its own message, PayPal kept; Venmo approved → the order inside the widget, the host page never moved', async ({
  page,
  baseURL,
}) => {
  await page.goto(PLAIN);
  const widget = page.locator('tireshop-installer-widget');
  const widgetId = (await widget.getAttribute('widget-id'))!;
  const checkout = await checkoutWithTires(widget, '225/45R17');
  await expect(checkout.getByRole('region', { name: 'Your installation appointment' })).toContainText(/Held for you until/);
  await checkout.getByRole('button', { name: 'Continue to services' }).click();
  await widget.getByRole('dialog', { name: 'Confirm your installation' }).getByRole('button', { name: 'Confirm' }).click();
  await checkout.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(checkout.getByRole('heading', { level: 2, name: 'Payment' })).toBeFocused();

  await checkout.getByRole('radio', { name: /^PayPal/ }).check();
  await fillBilling(checkout.getByRole('form', { name: 'Billing address' }));
  const summary = checkout.getByRole('complementary', { name: 'Order summary and payment' });

  // The gateway opens in a window of its own (the host page must not navigate); Cancel closes it.
  const [cancelled] = await Promise.all([
    page.waitForEvent('popup'),
    summary.getByRole('button', { name: 'Continue with PayPal' }).click(),
  ]);
  await expect(cancelled.getByRole('heading', { name: 'Pay with PayPal' })).toBeVisible({ timeout: 20_000 });
  await Promise.all([cancelled.waitForEvent('close'), cancelled.getByRole('button', { name: 'Cancel' }).click()]);
  await expect(
    summary.getByRole('status').filter({ hasText: 'You cancelled paying with PayPal. Your cart is saved — choose a way to pay.' }),
  ).toBeVisible();
  await expect(checkout.getByRole('radio', { name: /^PayPal/ })).toBeChecked();
  await expect(page).toHaveURL(hostUrl);

  // Venmo approved: the window closes, the widget places the order with the charge and shows it.
  await checkout.getByRole('radio', { name: /^Venmo/ }).check();
  const [approved] = await Promise.all([page.waitForEvent('popup'), summary.getByRole('button', { name: 'Continue with Venmo' }).click()]);
  await expect(approved.getByRole('heading', { name: 'Pay with Venmo' })).toBeVisible({ timeout: 20_000 });
  await Promise.all([approved.waitForEvent('close'), approved.getByRole('button', { name: 'Approve' }).click()]);
  await expect(checkout.getByRole('heading', { level: 2, name: 'Your order' })).toBeFocused({ timeout: 20_000 });
  await expect(statusLabel(checkout)).toHaveText('Confirmed');
  await expect(checkout.locator('.ts-order__payment')).toContainText('Venmo');
  await expect(page).toHaveURL(hostUrl);
  await expectAccessible(page, 'tireshop-installer-widget');

  const orderId = await page.evaluate((id) => localStorage.getItem(`tireshop.${id}.ST_placedOrderId`), widgetId);
  const { body } = await widgetGet(page.request, baseURL!, widgetId, `/v1/orders/${orderId}`);
  expect(body.order).toMatchObject({ status: 'confirmed', payment: { paymentType: 'venmo' } });
});

test('installer widget, fast checkout off, shipped home: no services step; the order summary step; a declined card → a processing card → the order, unconfirmed, kept over a reload until it confirms', async ({
  page,
}) => {
  await page.goto(PLAIN);
  const widget = page.locator('tireshop-installer-widget');
  const widgetId = (await widget.getAttribute('widget-id'))!;
  // rules §4 Fast checkout by card: "a local flag is not set" — here it is, in the widget's own storage.
  await page.evaluate((id) => localStorage.setItem(`tireshop.${id}.ST_disableFastCheckout`, '1'), widgetId);
  const checkout = await checkoutWithTires(widget, '225/45R17');

  await checkout.getByRole('tab', { name: /^Ship to me/ }).click();
  const address = checkout.getByRole('form', { name: 'Shipping address' });
  await fillBilling(address);
  await address.getByRole('button', { name: 'Ship here' }).click();
  await expect(checkout.locator('.ts-checkout-saved')).toContainText('Address saved.');
  await checkout.getByRole('button', { name: 'Continue to payment' }).click();

  // spec §4 Checkout: home delivery goes straight to payment; the steps say so.
  await expect(checkout.getByRole('heading', { level: 2, name: 'Payment' })).toBeFocused();
  await expect(checkout.getByRole('navigation', { name: 'Checkout steps' }).getByRole('listitem')).toHaveText([
    /Cart & delivery/,
    /Payment/,
  ]);
  await fillBilling(checkout.getByRole('form', { name: 'Billing address' }));
  await fillCard(widget, TEST_CARDS.decline);
  const summary = checkout.getByRole('complementary', { name: 'Order summary and payment' });
  await summary.getByRole('button', { name: 'Review order' }).click();

  // The order summary step: the card, then "Place order" — declined (spec §8 words), the cart kept.
  await expect(checkout.getByRole('heading', { level: 2, name: 'Review your order' })).toBeFocused();
  await expect(checkout).toContainText('ending in 0002');
  // spec §2 "unless already on that path": the order summary is not the payment path, so Payment opens (and is still the current step).
  await expect(stepNav(checkout).getByRole('button', { name: /Payment/ })).toHaveAttribute('aria-current', 'step');
  await expectAccessible(page, 'tireshop-installer-widget');
  await summary.getByRole('button', { name: 'Place order' }).click();
  await expect(summary.getByRole('alert')).toContainText(
    "We're sorry, the payment was not able to be processed. Please try again or use another payment method.",
  );
  expect(await page.evaluate((id) => localStorage.getItem(`tireshop.${id}.ST_cartId`), widgetId)).toBeTruthy();

  // "Enter another card" is the payment step, inside the widget.
  await summary.getByRole('link', { name: 'Enter another card' }).click();
  await expect(checkout.getByRole('heading', { level: 2, name: 'Payment' })).toBeFocused();
  await expect(checkout.getByRole('form', { name: 'Billing address' }).getByLabel('First name')).toHaveValue('Dana');
  // A processing card (rules §4 Payment code 539): the order is placed unconfirmed and settles a few seconds later.
  await fillCard(widget, TEST_CARDS.processing);
  await summary.getByRole('button', { name: 'Review order' }).click();
  await expect(checkout.getByRole('heading', { level: 2, name: 'Review your order' })).toBeFocused();
  await summary.getByRole('button', { name: 'Place order' }).click();

  await expect(checkout.getByRole('heading', { level: 2, name: 'Your order' })).toBeFocused({ timeout: 20_000 });
  await expect(statusLabel(checkout)).toHaveText('Unconfirmed: payment processing');
  const number = (await checkout.locator('.ts-order__number strong').textContent())!;

  // A reload while the payment settles: the widget opens on the order again and keeps asking until it is confirmed.
  await page.reload();
  const again = widget.locator('.ts-widget-checkout');
  await expect(again.locator('.ts-order__number strong')).toHaveText(number, { timeout: 20_000 });
  await expect(statusLabel(again)).toHaveText('Confirmed', { timeout: 30_000 });
  await expect(again.locator('.ts-order__payment')).toContainText('0002');
  await expect(again.getByRole('heading', { name: 'Delivery', exact: true })).toBeVisible();
  await expect(page).toHaveURL(hostUrl);
  await expectAccessible(page, 'tireshop-installer-widget');
});
