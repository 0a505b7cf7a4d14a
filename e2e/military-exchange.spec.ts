import { expect, test, type Page } from '@playwright/test';
import { EXCHANGE_MESSAGES } from '../packages/core/src/contract/exchange';
import { dollars, expectAccessible, fillBilling, homeCart, shopApi } from './support';

/**
 * The military exchange checkout (rules §1 "Military exchange checkout … A hidden POST form carries
 * line items…", §6 "A military exchange customer id adds a customer-id header and sets the channel
 * to the military exchange" and "the order is posted to the exchange through a hidden form";
 * docs/military-exchange.md), on the military-exchange storefront (exchange.localhost): a shopper
 * arriving from the exchange pays through it — the hidden form posted to the sandbox exchange,
 * Confirm or Decline there, and back to the order page or to the payment step.
 */

const port = process.env.E2E_PORT ?? '8931';
const EXCHANGE = `http://exchange.localhost:${port}`;
const CUSTOMER = 'EX-20481632';

const summary = (page: Page) => page.getByRole('region', { name: 'Order summary' });

/** Arrives from the exchange's link, with a home cart, on the payment step with the billing address filled. */
async function toPayment(page: Page, baseURL: string): Promise<string> {
  await page.goto(`${EXCHANGE}/?exchangeCustomerId=${CUSTOMER}`);
  // The id went into a cookie; the address no longer carries it.
  await expect(page).toHaveURL(`${EXCHANGE}/`);
  // The cart is made through the retail address (this machine cannot resolve exchange.localhost
  // outside the browser); carts are the storefront's on every host.
  const cartId = await homeCart(page, baseURL, 2);
  await page.context().addCookies([
    { name: 'ST_cartId', value: cartId, url: EXCHANGE },
    { name: 'ST_cartQuantity', value: '2', url: EXCHANGE },
  ]);
  await page.goto(`${EXCHANGE}/checkout/payments`);
  const billing = page.getByRole('form', { name: 'Billing address' });
  await expect(billing).toBeVisible({ timeout: 20_000 });
  await fillBilling(billing);
  await expect(page.getByText('Pay through the Exchange.')).toBeVisible();
  // No card form nor other ways to pay: the exchange takes the payment.
  await expect(page.getByRole('radiogroup')).toHaveCount(0);
  return cartId;
}

/** "Continue to the Exchange" → the sandbox exchange's page, with the order's lines and total. */
async function atExchange(page: Page, baseURL: string, cartId: string, button = 'Continue to the Exchange') {
  const cart = (await shopApi(page.request, baseURL, 'GET', `/v1/carts/${cartId}`)).body.siteCart;
  await summary(page).getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(`${EXCHANGE}/gateway/exchange/checkout`, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Pay through the Exchange' })).toBeVisible();
  await expect(page.getByText(`Customer ${CUSTOMER}`)).toBeVisible();
  await expect(page.locator('.amount')).toHaveText(dollars(cart.totalInCents));
  // The hidden form's lines: the tires, and the charges the cart has (here sales tax, shipping, road hazard).
  await expect(page.getByRole('row', { name: /^Michelin Defender2 225\/65R17 × 2 / })).toBeVisible();
  await expect(page.getByRole('row', { name: `Road hazard coverage ${dollars(cart.roadHazardCostInCents)}`, exact: true })).toBeVisible();
  await expectAccessible(page);
  return cart;
}

test.describe('military exchange checkout', () => {
  test('exchange checkout confirm: the hidden form to the exchange, Confirm, and the order page says it was paid through the Exchange', async ({
    page,
    baseURL,
  }) => {
    const cartId = await toPayment(page, baseURL!);
    await expectAccessible(page);
    const cart = await atExchange(page, baseURL!, cartId);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/checkout\/confirm-order\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    await expect(page.getByText('Paid through the Exchange')).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page);
    const orderId = new URL(page.url()).pathname.split('/').pop()!;
    const { body } = await shopApi(page.request, baseURL!, 'GET', `/v1/orders/${orderId}`);
    expect(body.order).toMatchObject({ totalInCents: cart.totalInCents, payment: { paymentType: 'exchange', status: 'captured' } });
  });

  test('exchange checkout decline: back on the payment step with the decline, nothing ordered, and a way to try again', async ({
    page,
    baseURL,
  }) => {
    const cartId = await toPayment(page, baseURL!);
    await atExchange(page, baseURL!, cartId);
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page).toHaveURL(/\/checkout\/payments\?exchange=declined$/, { timeout: 20_000 });
    await expect(page.getByRole('alert').filter({ hasText: EXCHANGE_MESSAGES.declined })).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page);
    const cart = (await shopApi(page.request, baseURL!, 'GET', `/v1/carts/${cartId}`)).body.siteCart;
    expect(cart.siteProducts.length).toBeGreaterThan(0);

    // Try again: the exchange again, this time confirmed.
    await atExchange(page, baseURL!, cartId, 'Try again at the Exchange');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/checkout\/confirm-order\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  });

  test('a forged answer at the return address is refused with its message and orders nothing', async ({ page, baseURL }) => {
    const cartId = await toPayment(page, baseURL!);
    const query = new URLSearchParams({
      orderReference: cartId,
      customerId: CUSTOMER,
      result: 'confirmed',
      chargeId: 'ch_sb_forged12345678',
      amountInCents: '100',
      signature: 'A'.repeat(43),
    });
    await page.goto(`${EXCHANGE}/exchange/return?${query}`);
    await expect(page).toHaveURL(/\/checkout\/payments\?exchange=forged$/);
    await expect(page.getByRole('alert').filter({ hasText: EXCHANGE_MESSAGES.forged })).toBeVisible({ timeout: 20_000 });
    const cart = (await shopApi(page.request, baseURL!, 'GET', `/v1/carts/${cartId}`)).body;
    expect(cart.siteCart.siteProducts.length).toBeGreaterThan(0);
  });
});
