/**
 * The operations console at /ops (docs/operations-console.md): signed out it sends the visitor to
 * sign in and back; a shopper gets the 403 page; an applicant applies at /installer-signup, the
 * operations team signs in, rejects a second application after the reason's message, approves the
 * first in the console and sees its widget id and snippet — a second operator approving it a moment
 * later is refused with the API's words; it finds an order placed in the journey
 * by its number and by e-mail and opens it with its history of steps; the dead letters and the
 * payments held without an order show. Every console page passes axe.
 */
import { expect, test } from '@playwright/test';
import { applyAsInstaller, expectAccessible, hydrated, placeOrderThroughApi } from './support';

const OPERATIONS = { email: 'operations@tireshop.localhost', password: 'dev-operations-password' };

test('signed out, the console sends the visitor to sign in; a shopper is refused', async ({ page }) => {
  await page.goto('/ops/orders');
  await expect(page).toHaveURL(/\/account\/sign-in\?returnTo=%2Fops%2Forders$/);

  await page.goto(`/account/create?returnTo=${encodeURIComponent('/ops/orders')}`);
  await page.getByLabel('First name').fill('Dana');
  await page.getByLabel('Last name').fill('Smith');
  await page.getByLabel('E-mail').fill(`dana-ops-${Date.now()}@example.com`);
  await page.getByLabel(/^Password/).fill('a long enough passphrase');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This area is for the operations team.' })).toBeVisible();
  const refused = await page.request.get('/ops/payments');
  expect(refused.status()).toBe(403);
});

test('operations approve an application, find an order and read the console', async ({ page, browser, baseURL }) => {
  const tag = Date.now().toString(36);
  const company = `Barton Creek Tire ${tag}`;
  const other = `South Congress Tire ${tag}`;
  const applicant = await browser.newPage();
  const applicationNumber = await applyAsInstaller(applicant, company, `rosa-${tag}@bartoncreek.example`);
  const otherNumber = await applyAsInstaller(applicant, other, `sam-${tag}@southcongress.example`);
  await applicant.close();
  const order = await placeOrderThroughApi(page.request, baseURL!);

  // Operations sign in from the console's address and come back to it.
  await page.goto('/ops/installer-applications');
  await page.getByLabel('E-mail').fill(OPERATIONS.email);
  await page.getByLabel('Password').fill(OPERATIONS.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Installer applications' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Waiting for review' })).toHaveAttribute('aria-current', 'page');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(applicationNumber) }) });
  await expect(card).toContainText(company);
  await expect(card).toContainText('2400 S Lamar Blvd, Austin, TX 78704');
  await hydrated(page);
  await expectAccessible(page);

  // A rejection needs its reason: the API's message beside the field, then the reason given.
  const otherCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(otherNumber) }) });
  await otherCard.getByText('Reject…').click();
  await otherCard.getByRole('button', { name: `Reject application ${otherNumber}` }).click();
  const reason = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: new RegExp(otherNumber) }) })
    .getByLabel(/Reason for the rejection/);
  await expect(reason).toHaveAccessibleDescription(/Please give the reason for the rejection/);
  await expect(reason).toBeFocused();
  await reason.fill('We do not work with shops in this area yet.');
  await page.getByRole('button', { name: `Reject application ${otherNumber}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Application ${otherNumber} is rejected` })).toBeVisible();

  // A second operator has the same queue open.
  const second = await page.context().newPage();
  await second.goto('/ops/installer-applications');
  await hydrated(second);

  // Approve, after the confirmation dialog: the widget id and the snippet.
  await card.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: `Approve ${company}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, approve' }).click();
  const approved = page.getByRole('heading', { name: new RegExp(`${company} is approved: widget iw-\\d+`) });
  await expect(approved).toBeFocused();
  const widgetId = /iw-\d+/.exec((await approved.textContent())!)![0];
  await expect(page.locator('pre code')).toContainText(`widget-id="${widgetId}"`);
  // The second operator approves it too, a moment later: refused with the API's words, nothing changed.
  const stale = second.getByRole('listitem').filter({ has: second.getByRole('heading', { name: new RegExp(applicationNumber) }) });
  await stale.getByRole('button', { name: 'Approve' }).click();
  await second
    .getByRole('dialog', { name: `Approve ${company}?` })
    .getByRole('button', { name: 'Yes, approve' })
    .click();
  const refusal = second.getByRole('alert').filter({ hasText: 'This application has already been approved: nothing was changed.' });
  await expect(refusal).toBeFocused();
  await second.close();

  await page.getByRole('link', { name: 'Approved' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: applicationNumber })).toContainText(widgetId);
  await page.getByRole('link', { name: 'Rejected' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: otherNumber })).toContainText('We do not work with shops in this area yet.');

  // The order placed in the journey, by its number, then by its e-mail.
  await page.getByRole('navigation', { name: 'Operations console' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders needing attention' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Stuck in a step' })).toBeVisible();
  await expectAccessible(page);
  const search = page.getByRole('searchbox', { name: 'Order number, e-mail address or ZIP code' });
  await search.fill(order.orderNumber);
  await page.getByRole('button', { name: 'Find orders' }).click();
  await expect(page.getByRole('heading', { name: `1 order matches “${order.orderNumber}”` })).toBeFocused();
  await search.fill('DANA@example.com');
  await page.getByRole('button', { name: 'Find orders' }).click();
  const results = page.getByRole('heading', { name: /match(es)? “DANA@example.com”/ });
  await expect(results).toBeVisible();
  await page
    .getByRole('link', { name: `Order ${order.orderNumber}` })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'History of its steps' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /^Order Processed:/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What the shopper paid' })).toBeVisible();
  await expectAccessible(page);

  // A query that is no order number, e-mail or ZIP code: the API's words beside the field.
  await page.goto('/ops/orders?q=brake%20pads');
  await expect(page.getByRole('searchbox')).toHaveAccessibleDescription(
    'Search by an order number, an e-mail address or a 5-digit ZIP code.',
  );

  for (const [path, title] of [
    ['/ops', 'Operations console'],
    ['/ops/outbox', 'E-mail dead letters'],
    ['/ops/payments', 'Payments held without an order'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectAccessible(page);
  }
  await expect(page.getByText(/The worker voids each once it is 45 minutes old/)).toBeVisible();
});
