import { expect, test } from '@playwright/test';
import { dollars, expectAccessible, hydrated, mailsTo, newCart, shopApi } from './support';

/**
 * The sales tool's quotes (docs/quotes.md; rules §1 sales tool user, §6 Simple sales tool): the
 * seeded sales tool demo account builds a cart and sends it as a quote; the customer's e-mail in
 * the mail outbox carries the link; another, anonymous browser opens it into its own cart at the
 * quoted prices; once the quote has ended the link says so and nothing is added. The real shop,
 * API, database and mail worker.
 */

test('quote sent and opened: the customer gets the sales price in their own cart until the quote ends', async ({
  page,
  browser,
  baseURL,
}) => {
  const customerEmail = `quote-${Date.now()}@example.com`;
  await page.goto('/account/sign-in');
  await page.getByLabel('E-mail').fill('sales-tool@tireshop.localhost');
  await page.getByLabel('Password').fill('dev-demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account$/);

  // The sales user's cart at the SimpleCrew price.
  const cartId = await newCart(page, baseURL!, 2);
  const cart = (await shopApi(page.request, baseURL!, 'GET', `/v1/carts/${cartId}`)).body.siteCart;
  const line = cart.siteProducts[0];
  expect(line.price.priceLabel).toBe('SimpleCrew price');

  await page.goto('/checkout/shipping');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Send as quote' });
  await expect(form).toBeVisible();
  // rules §5 messages, before anything is sent.
  await form.getByLabel('Customer e-mail').fill('not-an-email');
  await form.getByLabel('Customer phone').fill('555 0142');
  await form.getByRole('button', { name: 'Send as quote' }).click();
  await expect(form.getByText('Please enter a valid email.')).toBeVisible();
  await expect(form.getByText('Please enter a valid phone number.')).toBeVisible();
  await expectAccessible(page, 'main');

  await form.getByLabel('Customer e-mail').fill(customerEmail);
  await form.getByLabel('Customer phone').fill('512 555 0142');
  await form.getByRole('button', { name: 'Send as quote' }).click();
  const note = page.getByRole('status').filter({ hasText: 'sent to' });
  await expect(note).toContainText(`sent to ${customerEmail}`);
  await expect(note).toContainText('(512) 555 0142');
  const quoteNumber = /Quote (Q-\d+) sent/.exec((await note.textContent()) ?? '')![1]!;

  // The e-mail the mail worker wrote carries the link.
  await expect.poll(() => mailsTo(customerEmail).length, { timeout: 30_000 }).toBe(1);
  const mail = mailsTo(customerEmail)[0]!.replace(/=\r?\n/g, '');
  expect(mail).toContain(`Your tire quote ${quoteNumber}`);
  const link = /https?:\/\/[^\s"<]+\/quotes\/[A-Za-z0-9_-]{32}/.exec(mail)![0];

  // The sales user's list.
  await page.goto('/account/quotes');
  const sent = page.locator('.sf-account-card', { hasText: `Quote ${quoteNumber}` });
  await expect(sent).toContainText(customerEmail);
  await expect(sent).toContainText(dollars(2 * line.price.salePriceInCents));
  await expectAccessible(page, 'main');

  // Another browser, anonymous: the quote opens into its own cart at the quoted price.
  const customer = await browser.newContext({ baseURL });
  const shopper = await customer.newPage();
  await shopper.goto(new URL(link).pathname);
  await expect(shopper.getByRole('heading', { name: `Your quote ${quoteNumber}` })).toBeVisible();
  await expect(shopper.locator('main')).toContainText(`${dollars(line.price.salePriceInCents)} each`);
  await expectAccessible(shopper, 'main');
  await hydrated(shopper);
  await shopper.getByRole('button', { name: 'Add to my cart' }).click();
  await expect(shopper).toHaveURL(/\/checkout\/shipping$/);
  const ownCartId = decodeURIComponent((await customer.cookies()).find((c) => c.name === 'ST_cartId')!.value);
  expect(ownCartId).not.toBe(cartId);
  const own = (await shopApi(shopper.request, baseURL!, 'GET', `/v1/carts/${ownCartId}`)).body.siteCart;
  expect(own.siteProducts.map((p: any) => [p.productId, p.quantity, p.price.salePriceInCents, p.price.priceLabel])).toEqual([
    [line.productId, 2, line.price.salePriceInCents, 'Quoted price'],
  ]);
  await expect(shopper.locator('main')).toContainText(dollars(2 * line.price.salePriceInCents));

  // The sales user withdraws it: the link says it has ended, nothing can be added, the cart reprices.
  await page.goto('/account/quotes');
  await page.getByRole('button', { name: `Withdraw quote ${quoteNumber}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'withdrawn' })).toContainText(quoteNumber);
  await shopper.goto(new URL(link).pathname);
  await expect(shopper.getByRole('alert')).toContainText('This quote expired');
  await expect(shopper.getByRole('button', { name: 'Add to my cart' })).toHaveCount(0);
  const refused = await shopApi(shopper.request, baseURL!, 'POST', `/v1/quotes/${new URL(link).pathname.split('/').pop()}/cart`, {
    cartId: ownCartId,
  });
  expect(refused.status).toBe(409);
  const after = (await shopApi(shopper.request, baseURL!, 'GET', `/v1/carts/${ownCartId}`)).body.siteCart;
  expect(after.siteProducts.map((p: any) => [p.quantity, p.price.salePriceInCents])).toEqual([[2, line.price.retailPriceInCents]]);
  await customer.close();
});
