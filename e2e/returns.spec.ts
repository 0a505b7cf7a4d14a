import { expect, test } from '@playwright/test';
import { AUSTIN_ADDRESS, expectAccessible, hydrated, placeOrderSignedIn, placeOrderThroughApi, recordFulfilment, signUp } from './support';

/**
 * Returning a delivered order (docs/returns.md; rules §4 "Returns may be requested or cancelled";
 * §9 returns within 30 days of delivery, refund within 48 hours of receipt): a signed-in shopper
 * whose order was delivered starts a return from the order's page, sees its number and state,
 * operations mark it received in the console, and the shopper sees it refunded. The real shop,
 * API, database and gateway.
 */

const OPERATIONS = { email: 'operations@tireshop.localhost', password: 'dev-operations-password' };

test('return a delivered order: start it in the account → operations receive it → refunded', async ({ page, browser, baseURL }) => {
  test.slow(); // an account, a whole order, the operations console and the refund
  // Sign in and place an order of two tires delivered home.
  await signUp(page, '/account', 'dana-returns');
  const { orderNumber } = await placeOrderSignedIn(page, baseURL!);

  // Before delivery there is no return to start.
  await page.goto(`/account/my-orders/${orderNumber}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start a return' })).toHaveCount(0);

  // The carrier delivers it (the operations call the fulfilment journeys use).
  await recordFulfilment(page.request, baseURL!, orderNumber, { status: 'delivered' });
  await page.reload();
  const returns = page.getByRole('region', { name: 'Returns' });
  await expect(returns).toContainText('You can return unmounted, unused tires until');
  await hydrated(page);
  await returns.getByRole('link', { name: 'Start a return' }).click();

  // The return form: without a tire or the confirmation the API's words say what is missing, nothing is made.
  const form = page.getByRole('form', { name: 'Start a return' });
  await expect(form).toBeVisible();
  await expectAccessible(page, 'main');
  await form.getByLabel('The tires arrived damaged').check();
  await form.getByLabel('The tires are unmounted and unused').check();
  await form.getByRole('button', { name: 'Request the return' }).click();
  await expect(page.getByRole('alert')).toHaveText('A return needs at least one tire.');
  await form.getByLabel(/^How many of Michelin Defender2, 225\/65R17/).selectOption('1');
  await form.getByLabel('The tires arrived damaged').check();
  await form.getByLabel('The tires are unmounted and unused').check();
  await form.getByRole('button', { name: 'Request the return' }).click();

  // Back on the order: the note with the return number, the return requested in the returns and in tracking.
  const note = page.getByRole('status').filter({ hasText: /Return R\d+ is requested\./ });
  await expect(note).toBeVisible();
  const returnNumber = /Return (R\d+)/.exec((await note.textContent())!)![1]!;
  const card = returns.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Return ${returnNumber}` }) });
  await expect(card).toContainText('Return requested');
  await expect(card).toContainText('1 × Michelin Defender2, 225/65R17');
  await expect(page.getByRole('list', { name: 'Returns' })).toContainText(`Return ${returnNumber} (1 tire): Return requested`);
  const refundText = (await card.locator('dd').last().textContent())!;
  await expectAccessible(page, 'main');

  // Operations mark it received in the console: the refund goes through the gateway.
  const opsContext = await browser.newContext();
  const ops = await opsContext.newPage();
  await ops.goto('/ops/returns');
  await ops.getByLabel('E-mail').fill(OPERATIONS.email);
  await ops.getByLabel('Password').fill(OPERATIONS.password);
  await ops.getByRole('button', { name: 'Sign in' }).click();
  await expect(ops.getByRole('heading', { level: 1, name: 'Returns to receive' })).toBeVisible();
  const opsCard = ops.getByRole('listitem').filter({ has: ops.getByRole('heading', { name: `Return ${returnNumber}` }) });
  await expect(opsCard).toContainText(orderNumber);
  await expect(opsCard).toContainText(refundText);
  await expectAccessible(ops, 'main');
  await opsCard.getByRole('button', { name: `Mark received return ${returnNumber}` }).click();
  await expect(ops.getByRole('status').filter({ hasText: `Return ${returnNumber} is received and ${refundText} refunded.` })).toBeVisible();
  await expect(opsCard).toHaveCount(0);
  await opsContext.close();

  // The shopper sees it refunded, in the account and in tracking.
  await page.goto(`/account/my-orders/${orderNumber}`);
  await expect(card).toContainText('Refunded');
  await expect(card.getByRole('button', { name: /Cancel the return/ })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Returns' })).toContainText(`Return ${returnNumber} (1 tire): Refunded`);
  expect(refundText).toMatch(/^\$[\d,]+\.\d\d$/);
});

test('return an order placed without an account: delivered → tracking → return form → the return on tracking', async ({
  page,
  baseURL,
}) => {
  test.slow(); // a whole order, its return and its cancellation
  // An order placed without an account (billed to dana@example.com), delivered by the carrier.
  const { orderNumber } = await placeOrderThroughApi(page.request, baseURL!);
  await recordFulfilment(page.request, baseURL!, orderNumber, { status: 'delivered' });

  // Tracking a delivered order offers its return.
  await page.goto(`/track-your-order/result?orderId=${orderNumber}&zip=${AUSTIN_ADDRESS.zip}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(orderNumber);
  await hydrated(page);
  await page.getByRole('link', { name: 'Return tires' }).click();

  // The order is proved with its e-mail as well: a wrong one is refused, the right one opens the form.
  const find = page.getByRole('form', { name: 'Find your order' });
  await expect(find.getByLabel('Order number')).toHaveValue(orderNumber);
  await expect(find.getByLabel('ZIP code')).toHaveValue(AUSTIN_ADDRESS.zip);
  await expectAccessible(page, 'main');
  await find.getByLabel('E-mail address').fill('someone-else@example.com');
  await find.getByRole('button', { name: 'Find my order' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please review. The order number, ZIP code and e-mail address do not match an order.');
  await find.getByLabel('E-mail address').fill('dana@example.com');
  await find.getByRole('button', { name: 'Find my order' }).click();

  const form = page.getByRole('form', { name: 'Start a return' });
  await expect(page.getByRole('heading', { level: 1, name: `Return tires from order ${orderNumber}` })).toBeVisible();
  await expectAccessible(page, 'main');
  await form.getByLabel(/^How many of Michelin Defender2, 225\/65R17/).selectOption('2');
  await form.getByLabel('I ordered the wrong size').check();
  await form.getByLabel('The tires are unmounted and unused').check();
  await form.getByRole('button', { name: 'Request the return' }).click();

  // Back on the order's tracking: the note with the return number, and the return in its returns.
  const note = page.getByRole('status').filter({ hasText: /Return R\d+ is requested\./ });
  await expect(note).toBeVisible();
  const returnNumber = /Return (R\d+)/.exec((await note.textContent())!)![1]!;
  await expect(page.getByRole('list', { name: 'Returns' })).toContainText(`Return ${returnNumber} (2 tires): Return requested`);
  await expectAccessible(page, 'main');

  // Changed their mind: the same page with the same proof lists the return with its cancel button.
  await page.getByRole('link', { name: 'Return tires' }).click();
  await find.getByLabel('E-mail address').fill('dana@example.com');
  await find.getByRole('button', { name: 'Find my order' }).click();
  const returns = page.getByRole('region', { name: 'Returns of this order' });
  await expect(returns.getByRole('heading', { name: `Return ${returnNumber}` })).toBeVisible();
  await expect(returns).toContainText('Return requested');
  await expectAccessible(page, 'main');
  await returns.getByRole('button', { name: `Cancel the return ${returnNumber}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Return ${returnNumber} is cancelled.` })).toBeVisible();
  await expect(returns).toContainText('Return cancelled');
  await expect(returns.getByRole('button', { name: /Cancel the return/ })).toHaveCount(0);
  // Its tires can be returned again.
  await expect(form.getByLabel(/^How many of Michelin Defender2, 225\/65R17/).locator('option', { hasText: '2' })).toHaveCount(1);
});
