/**
 * The shop's day's work in the portal (docs/portal.md "Bookings, orders to fulfil and reports"): a
 * shopper books an installation at the demo shop and orders; the shop's owner signs in, finds the
 * booking in the day view, marks the tires received and installed, and the shopper's tracking page
 * says installed. Each of the shop's pages passes axe.
 */
import { expect, test } from '@playwright/test';
import { AUSTIN_ADDRESS, expectAccessible, markReceivedAndInstalled, placeOrderThroughApi, TEST_CARDS } from './support';

const SHOP = '/portal/shops/100001';

test('a booked installation: the owner sees it, marks it received and installed; tracking shows installed', async ({
  page,
  request,
  baseURL,
}) => {
  const order = await placeOrderThroughApi(request, baseURL!, TEST_CARDS.visa, { installerId: 1 });
  expect(order.appointmentDate).toBeTruthy();
  const day = `${SHOP}/bookings?view=day&date=${order.appointmentDate}`;

  // Signed out, the portal asks to sign in and comes back to the day.
  await page.goto(day);
  await expect(page).toHaveURL(/\/account\/sign-in\?returnTo=/);
  await page.getByLabel('E-mail').fill('shop-owner@tireshop.localhost');
  await page.getByLabel('Password').fill('dev-demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`date=${order.appointmentDate}`));

  const booking = page.getByRole('listitem').filter({ hasText: `${order.orderNumber} ·` });
  await expect(booking).toContainText('Dana Smith');
  await expect(booking).toContainText('4 × Michelin Defender2');
  await expect(booking).toContainText('Order Processed');
  await expectAccessible(page, 'main');

  await markReceivedAndInstalled(page, booking);

  // The week holds it too; the orders list has it among the done ones; the report loads.
  await page.goto(`${SHOP}/bookings?view=week&date=${order.appointmentDate}`);
  await expect(page.getByRole('heading', { level: 2, name: /^Week of/ })).toBeVisible();
  await expectAccessible(page, 'main');
  await page.goto(`${SHOP}/orders?state=done`);
  await expect(page.getByRole('heading', { name: `Order ${order.orderNumber}` })).toBeVisible();
  await expectAccessible(page, 'main');
  await page.goto(`${SHOP}/reports`);
  await expect(page.getByRole('table')).toBeVisible();
  await expectAccessible(page, 'main');

  // The shopper's tracking page.
  await page.goto(`/track-your-order/result?orderId=${order.orderNumber}&zip=${AUSTIN_ADDRESS.zip}`);
  await expect(page.getByText(/Installed on \d{2}\/\d{2}\/\d{4}/).first()).toBeVisible();
});
