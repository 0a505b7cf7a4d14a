import { expect, test, type Page } from '@playwright/test';
import { PAYMENT_CANCELLED_MESSAGES, PAYMENT_MESSAGES } from '../packages/core/src/contract/checkout';
import { UNKNOWN_CHARGE_TYPE_MESSAGE } from '../packages/core/src/checkout/rules';
import { cardFrame, dollars, expectAccessible, fillBilling, fillCard, homeCart, newCart, settled, shopApi, TEST_CARDS } from './support';

/**
 * Paying (spec storefront §2 /checkout/services, /checkout/payments/{type}, charge_id,
 * payment_cancelled, /checkout/confirm-order/{orderId}; §4 Checkout; rules §3 Payment types, §4
 * Fast checkout by card, Payment code 539; §8 payment messages; §9 payment type discounts): the
 * real shop, API, database and sandbox gateway in Chromium. Carts are made through the API as the
 * product page makes them; every journey ends with an order the API knows.
 */

const AUSTIN = '78701';

const summary = (page: Page) => page.getByRole('region', { name: 'Order summary' });
const billingForm = (page: Page) => page.getByRole('form', { name: 'Billing address' });
const paymentAlert = (page: Page) => summary(page).getByRole('alert');

/** The order page the shopper lands on; its order as the API answers it. */
async function placedOrder(page: Page, baseURL: string) {
  await expect(page).toHaveURL(/\/checkout\/confirm-order\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const orderId = new URL(page.url()).pathname.split('/').pop()!;
  const { status, body } = await shopApi(page.request, baseURL, 'GET', `/v1/orders/${orderId}`);
  expect(status).toBe(200);
  return body.order as {
    orderId: string;
    orderNumber: string;
    status: string;
    totalInCents: number;
    paymentTypeDiscountInCents: number;
    payment: { paymentType: string; label: string };
  };
}

/** The order page shows the order's number (the page itself is the orders journey's; its number is what the shopper quotes). */
async function expectOrderPage(page: Page, orderNumber: string) {
  await expect(page.getByText(orderNumber, { exact: false }).first()).toBeVisible({ timeout: 20_000 });
}

/** Opens the payment page for a home cart and waits for the card form. */
async function openHomePayment(page: Page, baseURL: string, path = '/checkout/payments') {
  const cartId = await homeCart(page, baseURL);
  await page.goto(path);
  await expect(billingForm(page)).toBeVisible({ timeout: 20_000 });
  return cartId;
}

test.describe('checkout payment', () => {
  test('installer shop + card approved: default time held → services → payment → billing → card in the gateway frame → order placed', async ({
    page,
    baseURL,
  }) => {
    const cartId = await newCart(page, baseURL!);
    const { body } = await shopApi(page.request, baseURL!, 'GET', `/v1/installers?userZip=${AUSTIN}&limit=4&cartId=${cartId}`);
    const shop = body.siteInstallers.siteInstallerList.find((i: { isMobileInstall: boolean }) => !i.isMobileInstall);
    expect(shop, `a shop near ${AUSTIN}`).toBeTruthy();
    expect(
      (
        await shopApi(page.request, baseURL!, 'PUT', `/v1/checkout/cart-shipping?cartId=${cartId}`, {
          shippingOption: 'INSTALLER',
          installerId: shop.installerId,
        })
      ).status,
    ).toBe(200);

    // Step 1: the default time (spec §4 Cart "first available day, morning, drop-off") is held on its own.
    await page.goto('/checkout/shipping');
    const appointment = page.getByRole('region', { name: 'Your installation appointment' });
    await expect(appointment).toContainText(/Held for you until/, { timeout: 20_000 });
    await page.getByRole('button', { name: 'Continue to services' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your installation' });
    await settled(confirm);
    await confirm.getByRole('button', { name: 'Confirm' }).click();

    // Step 2: services — road hazard and the shop's services, the summary, "Continue to payment".
    await expect(page).toHaveURL('/checkout/services');
    await expect(page.getByRole('heading', { name: 'Protect your tires' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Checkout steps' }).locator('[aria-current="step"]')).toContainText('Services');
    await expect(page.getByRole('heading', { name: 'Services at the shop' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    // Step 3: payment — card is the default type, fast checkout places at once.
    await expect(page).toHaveURL('/checkout/payments');
    await expect(page.getByRole('radio', { name: 'Credit card' })).toBeChecked();
    const form = billingForm(page);
    await expect(form).toBeVisible();
    // Nothing filled: the first field's message in the spec's words, focus on it (rules §5).
    await expect(page.frameLocator('iframe[title="Card details"]').getByLabel('Card number')).toBeVisible();
    await summary(page).getByRole('button', { name: 'Place order' }).click();
    await expect(form.getByLabel('First name')).toBeFocused();
    await expect(form.getByLabel('First name')).toHaveAccessibleDescription('Please enter valid First Name');
    await expect(form.getByLabel('ZIP code')).toHaveAccessibleDescription('Please enter valid US Zip Code.');
    await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email.');
    await expect(form.getByLabel(/^PO number/)).not.toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);

    await fillBilling(form);
    await form.getByLabel(/^PO number/).fill('PO-7788');
    await fillCard(page, TEST_CARDS.visa);
    await expectAccessible(page);
    await summary(page).getByRole('button', { name: 'Place order' }).click();

    const order = await placedOrder(page, baseURL!);
    expect(order.status).toBe('confirmed');
    expect(order.payment).toMatchObject({ paymentType: 'credit', label: expect.stringContaining('1111') });
    await expectOrderPage(page, order.orderNumber);
    // The ordered cart is read-only and left the browser (spec §4 Cart "Session clear").
    expect((await page.context().cookies()).find((c) => c.name === 'ST_cartId')?.value ?? '').toBe('');
    const billing = await shopApi(page.request, baseURL!, 'GET', `/v1/checkout/cart-billing?cartId=${cartId}`);
    expect(billing.body.siteCartBilling).toMatchObject({ firstName: 'Dana', poNumber: 'PO-7788', email: 'dana@example.com' });
  });

  test('home delivery + a declined card: the spec message, the cart intact, a fresh card form; then another card approved', async ({
    page,
    baseURL,
  }) => {
    const cartId = await openHomePayment(page, baseURL!);
    // spec §4: home shipping skips the services step; the steps say so.
    await expect(page.getByRole('navigation', { name: 'Checkout steps' })).not.toContainText('Services');
    // "Same as shipping address" fills the billing address from the home address.
    const form = billingForm(page);
    await expect(form.getByRole('checkbox', { name: 'Same as shipping address' })).toBeChecked();
    await expect(form.getByLabel('Street address')).toHaveValue('500 Congress Ave');

    await fillCard(page, TEST_CARDS.decline);
    await summary(page).getByRole('button', { name: 'Place order' }).click();
    await expect(paymentAlert(page)).toHaveText(PAYMENT_MESSAGES.failed, { timeout: 20_000 });
    await expect(page).toHaveURL('/checkout/payments');
    const cart = await shopApi(page.request, baseURL!, 'GET', `/v1/carts/${cartId}`);
    expect(cart.status).toBe(200);
    expect(cart.body.siteCart.totalQuantity).toBe(2);
    // The card form starts again (a nonce is single-use): empty for the next card.
    await expect(page.frameLocator('iframe[title="Card details"]').getByLabel('Card number')).toHaveValue('', { timeout: 20_000 });
    await expectAccessible(page);

    await fillCard(page, TEST_CARDS.mastercard);
    await summary(page).getByRole('button', { name: 'Place order' }).click();
    const order = await placedOrder(page, baseURL!);
    expect(order.status).toBe('confirmed');
    expect(order.payment.label).toContain('4444');
    await expectOrderPage(page, order.orderNumber);
  });

  test('without fast checkout: "Review order" → the order summary page → "Place order"', async ({ page, baseURL }) => {
    await page.addInitScript(() => window.localStorage.setItem('ST_disableFastCheckout', '1'));
    await openHomePayment(page, baseURL!);
    await fillCard(page, TEST_CARDS.visa);
    await summary(page).getByRole('button', { name: 'Review order' }).click();
    await expect(page).toHaveURL('/checkout/order-summary');
    await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
    await expect(page.getByText('Visa ending in 1111')).toBeVisible();
    await expectAccessible(page);
    await summary(page).getByRole('button', { name: 'Place order' }).click();
    const order = await placedOrder(page, baseURL!);
    expect(order.status).toBe('confirmed');
  });

  test('Klarna round trip: 10 % off shown, the gateway asks for the discounted amount, Approve → back with charge_id → order placed', async ({
    page,
    baseURL,
  }) => {
    const cartId = await openHomePayment(page, baseURL!);
    await page.getByRole('radio', { name: /^Klarna/ }).check();
    await expect(page).toHaveURL('/checkout/payments/klarna');
    const quote = (await shopApi(page.request, baseURL!, 'GET', `/v1/checkout/order-quote?cartId=${cartId}&paymentType=klarna`)).body
      .orderQuote;
    expect(quote.paymentTypeDiscountPercent).toBe(10);
    await expect(page.getByRole('radio', { name: /^Klarna/ }).locator('xpath=..')).toContainText('Save 10 %');
    await expect(summary(page)).toContainText(`Klarna discount (10 %)−${dollars(quote.paymentTypeDiscountInCents)}`);
    await expect(summary(page).locator('.ts-checkout-summary__total')).toContainText(dollars(quote.totalInCents));
    await expectAccessible(page);

    await summary(page).getByRole('button', { name: 'Continue with Klarna' }).click();
    await expect(page).toHaveURL(/\/gateway\/checkout\//, { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Pay with Klarna' })).toBeVisible();
    await expect(page.locator('.amount')).toHaveText(dollars(quote.totalInCents));
    await page.getByRole('button', { name: 'Approve' }).click();

    const order = await placedOrder(page, baseURL!);
    expect(order).toMatchObject({
      status: 'confirmed',
      totalInCents: quote.totalInCents,
      paymentTypeDiscountInCents: quote.paymentTypeDiscountInCents,
      payment: { paymentType: 'klarna' },
    });
    await expectOrderPage(page, order.orderNumber);
  });

  test('PayPal: Cancel at the gateway → its own message, PayPal still selected; then Approve → order placed', async ({ page, baseURL }) => {
    await openHomePayment(page, baseURL!, '/checkout/payments/paypal');
    await expect(page.getByRole('radio', { name: /^PayPal/ })).toBeChecked();
    await summary(page).getByRole('button', { name: 'Continue with PayPal' }).click();
    await expect(page.getByRole('heading', { name: 'Pay with PayPal' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Cancel' }).click();

    await expect(page).toHaveURL('/checkout/payments/paypal');
    await expect(summary(page).getByRole('status').filter({ hasText: PAYMENT_CANCELLED_MESSAGES.paypal })).toBeVisible();
    await expect(page.getByRole('radio', { name: /^PayPal/ })).toBeChecked();
    await expectAccessible(page);

    await summary(page).getByRole('button', { name: 'Continue with PayPal' }).click();
    await expect(page.getByRole('heading', { name: 'Pay with PayPal' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Approve' }).click();
    const order = await placedOrder(page, baseURL!);
    expect(order).toMatchObject({ status: 'confirmed', payment: { paymentType: 'paypal' } });
  });

  test('#affirm-error selects Affirm with its message; redirectFrom=cart_modal opens the page as usual', async ({ page, baseURL }) => {
    await openHomePayment(page, baseURL!, '/checkout/payments?redirectFrom=cart_modal#affirm-error');
    await expect(page.getByRole('radio', { name: /^Affirm/ })).toBeChecked();
    await expect(page).toHaveURL('/checkout/payments/affirm');
    await expect(summary(page).getByRole('status').filter({ hasText: PAYMENT_CANCELLED_MESSAGES.affirm })).toBeVisible();
  });

  test('code 539: the card is processing → the order page says so; the order is confirmed once settled', async ({ page, baseURL }) => {
    await openHomePayment(page, baseURL!);
    await fillCard(page, TEST_CARDS.processing);
    await summary(page).getByRole('button', { name: 'Place order' }).click();
    const order = await placedOrder(page, baseURL!);
    expect(order.status).toBe('unconfirmed');
    await expect(page.getByText(PAYMENT_MESSAGES.processing).first()).toBeVisible({ timeout: 20_000 });
    // The worker settles it after SANDBOX_SETTLE_SECONDS (6 in the journeys' server).
    await expect
      .poll(async () => (await shopApi(page.request, baseURL!, 'GET', `/v1/orders/${order.orderId}`)).body.order.status, {
        timeout: 30_000,
        intervals: [1000],
      })
      .toBe('confirmed');
    await expect(page.getByText(PAYMENT_MESSAGES.processing)).toHaveCount(0, { timeout: 20_000 });
  });

  test('no cart: the rules §5 message with the way back', async ({ page }) => {
    await page.goto('/checkout/payments');
    await expect(page.getByRole('alert').filter({ hasText: PAYMENT_MESSAGES.missingCart })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('link', { name: 'Back to your cart' })).toHaveAttribute('href', '/checkout/shipping');
    await expectAccessible(page);
  });

  test('a lost answer: "Try again" sends the same card with the same Idempotency-Key; the card form is kept and one order is placed', async ({
    page,
    baseURL,
  }) => {
    await openHomePayment(page, baseURL!);
    const keys: string[] = [];
    const nonces: string[] = [];
    let lost = false;
    await page.route(
      (url) => url.pathname.endsWith('/v1/orders'),
      async (route) => {
        if (route.request().method() !== 'POST') return route.fallback();
        keys.push(route.request().headers()['idempotency-key'] ?? '');
        nonces.push(route.request().postDataJSON().paymentMethodNonce);
        if (lost) return route.fallback();
        lost = true;
        // The API places the order, but its answer never reaches the page.
        await route.fetch();
        await route.abort('connectionreset');
      },
    );
    let tokenised = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/gateway/v1/tokenize') tokenised += 1;
    });
    await fillCard(page, TEST_CARDS.visa);
    // A double click is one payment: the card is tokenised once.
    await summary(page).getByRole('button', { name: 'Place order' }).dblclick();
    const retry = paymentAlert(page).getByRole('button', { name: 'Try again' });
    await expect(retry).toBeVisible({ timeout: 20_000 });
    // Not a refusal: the card form is not started again.
    await expect(cardFrame(page).getByLabel('Card number')).not.toHaveValue('');
    await retry.click();
    const order = await placedOrder(page, baseURL!);
    expect(order.status).toBe('confirmed');
    expect(tokenised).toBe(1);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(nonces[1]).toBe(nonces[0]);
  });

  test('the card form that never loads: the button waits, then the gateway message with "Try again" brings a new form', async ({
    page,
    baseURL,
  }) => {
    await page.route('**/gateway/hosted-fields**', (route) => route.abort('connectionrefused'));
    await openHomePayment(page, baseURL!);
    const pay = summary(page).getByRole('button', { name: 'Loading card form…' });
    await expect(pay).toHaveAttribute('aria-disabled', 'true');
    const method = page.getByRole('region', { name: 'Payment method' });
    await expect(method.getByRole('alert')).toContainText(PAYMENT_MESSAGES.gatewayUnreachable, { timeout: 25_000 });
    await page.unroute('**/gateway/hosted-fields**');
    await method.getByRole('button', { name: 'Try again' }).click();
    await expect(cardFrame(page).getByLabel('Card number')).toBeVisible({ timeout: 20_000 });
    await expect(summary(page).getByRole('button', { name: 'Place order' })).not.toHaveAttribute('aria-disabled', 'true');
    await fillCard(page, TEST_CARDS.visa);
    await summary(page).getByRole('button', { name: 'Place order' }).click();
    expect((await placedOrder(page, baseURL!)).status).toBe('confirmed');
  });

  test('a charge_id without a type in the address: the type of the session started here, else "choose again"', async ({
    page,
    baseURL,
  }) => {
    await openHomePayment(page, baseURL!, '/checkout/payments?charge_id=ch_unknown_12345');
    await expect(paymentAlert(page)).toHaveText(UNKNOWN_CHARGE_TYPE_MESSAGE, { timeout: 20_000 });
    // Handled once: the charge_id leaves the address, so a reload does not say it again.
    await expect(page).toHaveURL(/\/checkout\/payments(\/credit)?$/);

    // A gateway that sends the shopper back to /checkout/payments (no type): the PayPal session this tab started tells.
    await page.route(
      (url) => url.pathname.startsWith('/gateway/checkout/') && url.pathname.endsWith('/approve'),
      async (route) => {
        const approved = await route.fetch({ maxRedirects: 0 });
        const chargeId = new URL(approved.headers().location!, baseURL).searchParams.get('charge_id');
        expect(chargeId).toBeTruthy();
        await route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: `<script>location.replace('/checkout/payments?charge_id=${encodeURIComponent(chargeId!)}')</script>`,
        });
      },
    );
    await page.getByRole('radio', { name: /^PayPal/ }).check();
    await summary(page).getByRole('button', { name: 'Continue with PayPal' }).click();
    await expect(page.getByRole('heading', { name: 'Pay with PayPal' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Approve' }).click();
    const order = await placedOrder(page, baseURL!);
    expect(order.payment.paymentType).toBe('paypal');
  });
});
