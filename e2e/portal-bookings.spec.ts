/**
 * The shop's day's work in the portal (docs/portal.md "Bookings, orders to fulfil and reports"): a
 * shopper books an installation at the demo shop and orders; the shop's owner signs in, finds the
 * booking in the day view, marks the tires received and installed, and the shopper's tracking page
 * says installed. Each of the shop's pages passes axe.
 */
import { expect, test } from '@playwright/test';
import { AUSTIN_ADDRESS, expectAccessible, hydrated, markReceivedAndInstalled, placeOrderThroughApi, TEST_CARDS } from './support';

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

test('the owner sets a minimum notice, and closes a booked day: the booking stays and the owner is told to contact the shopper', async ({
  page,
  request,
  baseURL,
}) => {
  const order = await placeOrderThroughApi(request, baseURL!, TEST_CARDS.visa, { installerId: 1 });
  await page.goto(`${SHOP}/bookings?view=day&date=${order.appointmentDate}`);
  await page.getByLabel('E-mail').fill('shop-owner@tireshop.localhost');
  await page.getByLabel('Password').fill('dev-demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();

  const notice = page.getByLabel(/^Minimum notice/);
  const was = await notice.inputValue();
  await notice.fill('24');
  await page.getByRole('button', { name: 'Save schedule' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The schedule is saved.' })).toBeVisible();
  await expect(page.getByText('24 hours before the appointment')).toBeVisible();

  await page.getByLabel('First closed day').fill(order.appointmentDate!);
  await page.getByLabel('Reason shown to shoppers').fill('Staff training');
  await page.getByRole('button', { name: 'Close these days' }).click();
  // This order's booking and any other made that day (the journey before books the same first day).
  await expect(
    page.getByRole('status').filter({ hasText: /The closed days are saved\. \d+ bookings? stays? on them: contact th(at|ose) shoppers?/ }),
  ).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: `${order.orderNumber} ·` })).toBeVisible();
  await expectAccessible(page, 'main');

  // Back as it was, for the journeys after this one.
  await page.getByRole('listitem').filter({ hasText: 'Staff training' }).getByRole('button', { name: 'Open again' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The shop is open that day again.' })).toBeVisible();
  await page.getByLabel(/^Minimum notice/).fill(was);
  await page.getByRole('button', { name: 'Save schedule' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The schedule is saved.' })).toBeVisible();
});

test('the owner invites staff by e-mail and removes them; staff see the team read-only', async ({ browser, baseURL }) => {
  const signedIn = async (email: string) => {
    const page = await (await browser.newContext({ baseURL })).newPage();
    await page.goto(`${SHOP}/team`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('dev-demo-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    return page;
  };
  const owner = await signedIn('shop-owner@tireshop.localhost');
  const team = owner.getByRole('list', { name: 'The shop’s team' });
  await expect(team).toContainText('shop-staff@tireshop.localhost');
  await expectAccessible(owner, 'main');

  const email = `new-staff-${Date.now()}@example.com`;
  await owner.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await owner.getByLabel('First name').fill('Jo');
  await owner.getByLabel('Last name').fill('Park');
  await owner.getByRole('button', { name: 'Add to the team' }).click();
  await expect(
    owner.getByRole('status').filter({ hasText: `${email} is invited: we e-mailed them a link to choose a password.` }),
  ).toBeVisible();
  await expect(team.getByRole('listitem').filter({ hasText: email })).toContainText('invited, no password chosen yet');

  // A second add of the same e-mail is refused with the API's words.
  await owner.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await owner.getByLabel('First name').fill('Jo');
  await owner.getByLabel('Last name').fill('Park');
  await owner.getByRole('button', { name: 'Add to the team' }).click();
  await expect(owner.getByRole('alert')).toContainText(`${email} is on this shop’s team already.`);
  // … and what was typed is still there to correct.
  await expect(owner.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email);
  await expect(owner.getByLabel('First name')).toHaveValue('Jo');

  // Remove asks first (once the page's code runs: the dialog is opened by it); "Go back" removes nobody.
  await hydrated(owner);
  await owner.getByRole('button', { name: 'Remove Jo Park' }).click();
  const confirm = owner.getByRole('dialog', { name: 'Remove Jo Park from the team?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(owner);
  await confirm.getByRole('button', { name: 'Go back' }).click();
  await expect(confirm).toBeHidden();
  await expect(owner.getByRole('button', { name: 'Remove Jo Park' })).toBeFocused();
  await expect(team).toContainText(email);

  await owner.getByRole('button', { name: 'Remove Jo Park' }).click();
  await confirm.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(owner.getByRole('status').filter({ hasText: `${email} is no longer on the team.` })).toBeVisible();
  await expect(team).not.toContainText(email);

  const staff = await signedIn('shop-staff@tireshop.localhost');
  await expect(staff.getByText('Only the shop’s owner can add or remove members.')).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Add to the team' })).toHaveCount(0);
  await expect(staff.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await expectAccessible(staff, 'main');
});
