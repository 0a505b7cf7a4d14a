/**
 * The affiliate widget (issue #13) on the example host page (examples/affiliate/), served from
 * another origin than the shop's as a car blog would be: the blog's tires for a size, "Shop this
 * tire" opening the storefront's page in a new tab through the click address (the host page stays
 * where it is), then the whole storefront checkout in that tab — to an order the affiliate's report
 * counts with the click and the cart (spec §2 widgetSource/widgetType kept for the session).
 */
import type { Server } from 'node:http';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible, fillBilling, fillCard, hydrated, serveExamplePage, TEST_CARDS } from './support';

const HOST = `http://localhost:${process.env.E2E_HOST_PORT}`;
const PAGE = '/reviews/winter-tires/';
const REPORT_KEY = `Basic ${Buffer.from('aw-demo-affiliate:dev-affiliate-report-key').toString('base64')}`;
let server: Server;
let shopOrigin = '';

test.beforeAll(async () => {
  server = await serveExamplePage('affiliate/index.html', PAGE, () => shopOrigin);
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Today's row of the demo affiliate's report, read with its report key as the affiliate does. */
async function todaysReport(request: APIRequestContext, baseURL: string) {
  const today = new Date().toISOString().slice(0, 10);
  const res = await request.get(`${baseURL}/api/v1/affiliate/report?from=${today}&to=${today}`, { headers: { Authorization: REPORT_KEY } });
  expect(res.status()).toBe(200);
  return (await res.json()).days[0] as { clicks: number; carts: number; orders: number; orderTotalInCents: number };
}

test('affiliate widget on a blog: a tire opens at the shop in a new tab → cart → home delivery → card → the order, in the affiliate’s report', async ({
  page,
  baseURL,
}) => {
  shopOrigin = baseURL!;
  const before = await todaysReport(page.request, baseURL!);
  await page.goto(`${HOST}${PAGE}`);
  const widget = page.locator('tireshop-affiliate-widget[widget-id="aw-demo-affiliate"]');
  await expect(widget.getByRole('heading', { level: 2 })).toHaveText('Find the right tires');
  const cards = widget.locator('.ts-card');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toContainText('225/45R17');
  // Not a shop of its own: no cart here, the tires are bought at the shop.
  await expect(widget.getByRole('button', { name: /to cart/ })).toHaveCount(0);
  await expectAccessible(page, 'tireshop-affiliate-widget[widget-id="aw-demo-affiliate"]');

  const name = (await cards.first().locator('.ts-card__name').textContent())!;
  const shopThisTire = cards.first().getByRole('link', { name: /^Shop this tire/ });
  await expect(shopThisTire).toHaveAccessibleName(`Shop this tire (${name})`);
  const opened = page.waitForEvent('popup');
  await shopThisTire.click();
  const shop = await opened;
  // The blog stays where it was; the new tab is the shop's page for the tire, marked with the widget.
  await expect(page).toHaveURL(`${HOST}${PAGE}`);
  await expect(shop).toHaveURL(/\/brands\/[^/]+\/[^/?]+\?size=[^&]+&widgetType=affiliate-widget&widgetSourceId=aw-demo-affiliate$/);
  expect(new URL(shop.url()).origin).toBe(new URL(baseURL!).origin);
  await hydrated(shop);
  await expect(shop.getByRole('heading', { level: 1 })).toContainText(name);
  await expectAccessible(shop);

  // The storefront's own checkout, in that tab.
  const box = shop.locator('form.ts-add-to-cart');
  await box.getByRole('spinbutton', { name: 'Quantity' }).first().fill('4');
  await box.getByRole('button', { name: 'Add to cart' }).click();
  const summary = shop.getByRole('dialog', { name: /^Your cart(?! is empty)/ });
  await expect(summary).toBeVisible();
  await summary.getByRole('link', { name: 'Checkout' }).click();
  await expect(shop).toHaveURL(/\/checkout\/shipping$/);
  const homeTab = shop.getByRole('tab', { name: /Ship to me/ });
  await homeTab.click();
  await expect(homeTab).toHaveAttribute('aria-selected', 'true');
  const address = shop.getByRole('form', { name: 'Shipping address' });
  await fillBilling(address);
  await address.getByRole('button', { name: 'Ship here' }).click();
  // Continue waits for the address to be saved (the button is aria-disabled while the cart saves).
  await expect(shop.locator('.ts-checkout-saved')).toContainText('Address saved.');
  await shop.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(shop).toHaveURL(/\/checkout\/payments$/);
  const billing = shop.getByRole('form', { name: 'Billing address' });
  await expect(billing.getByRole('checkbox', { name: 'Same as shipping address' })).toBeChecked({ timeout: 20_000 });
  await fillCard(shop, TEST_CARDS.visa);
  await shop.getByRole('region', { name: 'Order summary' }).getByRole('button', { name: 'Place order' }).click();
  await expect(shop).toHaveURL(/\/checkout\/confirm-order\/[0-9a-f-]{36}$/, { timeout: 30_000 });

  // The affiliate's report counts the click, the cart and the order with its total, as charged.
  const orderId = new URL(shop.url()).pathname.split('/').pop()!;
  const token = await shop.request.post(`${baseURL}/api/token`, {
    form: { client_id: 'storefront-web', grant_type: 'client_credentials' },
    headers: { Origin: baseURL! },
  });
  const auth = { Authorization: `Bearer ${(await token.json()).access_token}` };
  const order = (await (await shop.request.get(`${baseURL}/api/v1/orders/${orderId}`, { headers: auth })).json()).order;
  expect(order.status).toBe('confirmed');
  const after = await todaysReport(page.request, baseURL!);
  expect(after).toEqual({
    ...after,
    clicks: before.clicks + 1,
    carts: before.carts + 1,
    orders: before.orders + 1,
    orderTotalInCents: before.orderTotalInCents + order.totalInCents,
  });
});
