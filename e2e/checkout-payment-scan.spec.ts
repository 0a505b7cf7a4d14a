import { expect, test, type Request } from '@playwright/test';
// The API tests' scanner: whole digit groups, URL-encoded text decoded too (no UUID or id matches).
import { cardNumbersAnyEncoding as cardNumbersIn } from '../packages/api/test/support/scan';
import { fillCard, homeCart, TEST_CARDS } from './support';

/**
 * issue #6 "card entry on the gateway's own page or iframe so that the card number never reaches
 * our API": a whole card checkout in the browser, every request the page (and its frames) sends
 * recorded. No request to /api carries a card number — no 13–19-digit run (spaces and dashes
 * inside allowed) that passes the Luhn check, in its address or its body — and the card goes to
 * the gateway's tokenize endpoint only, from the gateway's frame.
 */

test('a card checkout sends no card number to /api; the card goes to /gateway/v1/tokenize only', async ({ page, baseURL }) => {
  // The scanner finds a planted number, however it is typed (the control that proves it can fail).
  expect(cardNumbersIn(`{"n":"${TEST_CARDS.visa}"}`)).toEqual(['4111111111111111']);
  expect(cardNumbersIn('card=4111-1111-1111-1111&x=1')).toEqual(['4111111111111111']);

  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));

  await homeCart(page, baseURL!);

  await page.goto('/checkout/payments');
  await expect(page.getByRole('form', { name: 'Billing address' })).toBeVisible({ timeout: 20_000 });
  await fillCard(page, TEST_CARDS.visa);
  await page.getByRole('region', { name: 'Order summary' }).getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirm-order\//, { timeout: 30_000 });

  const origin = new URL(baseURL!).origin;
  const sent = requests.map((r) => ({ url: r.url(), method: r.method(), body: r.postData() ?? '', frame: r.frame() }));
  const toApi = sent.filter((r) => r.url.startsWith(`${origin}/api/`));
  expect(
    toApi.some((r) => r.method === 'POST' && new URL(r.url).pathname === '/api/v1/orders'),
    'the order was placed through the API',
  ).toBe(true);
  expect(toApi.flatMap((r) => cardNumbersIn(`${decodeURIComponent(r.url)} ${r.body}`).map((n) => `${r.method} ${r.url}: ${n}`))).toEqual(
    [],
  );

  // Where the card went: one tokenize POST, from the gateway's frame, to the gateway.
  const withCard = sent.filter((r) => cardNumbersIn(`${decodeURIComponent(r.url)} ${r.body}`).length > 0);
  expect(withCard.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual(['POST /gateway/v1/tokenize']);
  expect(withCard[0]!.frame).not.toBe(page.mainFrame());
  expect(new URL(withCard[0]!.frame.url()).pathname).toBe('/gateway/hosted-fields');
});
