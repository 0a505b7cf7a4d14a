/**
 * An installer's whole journey (issue #18 "Playwright journeys"; docs/installer-signup.md,
 * docs/operations-console.md, docs/portal.md): a tire shop applies at /installer-signup with no
 * website; operations approve it in the console at /ops; the applicant takes the set-your-password
 * link from the approval e-mail, chooses a password, signs in at /portal on the shop's own computer
 * and lands on the new shop; copies the widget snippet (with the loader's integrity hash) into its
 * website, which refuses it until the shop allows the website in the portal; a shopper on that
 * website finds tires, books an hour at the shop and pays by card inside the widget; the shop's
 * bookings show the appointment, the shop marks the tires received and installed, and the
 * shopper's tracking page says installed. Every step goes through the pages and the real API; axe
 * on the portal's pages.
 */
import type { Server } from 'node:http';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import {
  AUSTIN_ADDRESS,
  addToCart,
  applyAsInstaller,
  dayName,
  expectAccessible,
  hydrated,
  markReceivedAndInstalled,
  mailsTo,
  mailText,
  openTimes,
  payByCardInWidget,
  serveHostPage,
  settled,
} from './support';

/**
 * The shop's own website: another origin than the shop's, and none of the origins every widget may
 * use in the journeys (WIDGET_EXTRA_ORIGINS, playwright.config.ts) — only the portal allows it.
 */
const HOST = `http://127.0.0.3:${process.env.E2E_HOST_PORT}`;
const OPERATIONS = { email: 'operations@tireshop.localhost', password: 'dev-operations-password' };
const OWNER_PASSWORD = 'our shop since 1987';

let hostPage = '';
let server: Server;
test.beforeAll(async () => {
  server = await serveHostPage(() => hostPage);
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A browser of its own: the applicant's, the operations team's, the shop's counter, the shopper's. */
async function newPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

/** In the widget's time modal: a day after the held one, waiting at the shop, its first free afternoon hour; answers the day. */
async function chooseAfternoon(times: Locator): Promise<{ date: string; hour: string }> {
  const days = times.getByRole('group', { name: 'Day', exact: true });
  const day = days.getByRole('radio', { checked: false, disabled: false }).nth(1);
  const date = (await day.getAttribute('value'))!;
  await day.check();
  await expect(times.getByRole('radio', { name: dayName(date), exact: true })).toBeChecked();
  await times.getByRole('radio', { name: /^Wait at the shop/ }).check();
  const hour = times
    .getByRole('group', { name: `Afternoon, ${dayName(date)}` })
    .getByRole('radio', { disabled: false })
    .first();
  const label = (await hour.locator('xpath=..').locator('.ts-appointment-time__title').textContent())!;
  await hour.check();
  return { date, hour: label };
}

test('an installer applies, is approved, sets up the widget on their website; a shopper books there; the shop installs; tracking says so', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const tag = Date.now().toString(36);
  const company = `Zilker Tire ${tag}`;
  const email = `rosa-${tag}@zilkertire.example`;

  // 1. The shop applies.
  const applicant = await newPage(browser, baseURL!);
  const applicationNumber = await applyAsInstaller(applicant, company, email);
  expect(applicationNumber).toMatch(/^IA-\d{6}$/);

  // 2. Operations approve it in the console, after its dialog.
  const ops = await newPage(browser, baseURL!);
  await ops.goto('/ops/installer-applications');
  await ops.getByLabel('E-mail').fill(OPERATIONS.email);
  await ops.getByLabel('Password').fill(OPERATIONS.password);
  await ops.getByRole('button', { name: 'Sign in' }).click();
  await expect(ops.getByRole('heading', { level: 1, name: 'Installer applications' })).toBeVisible();
  await hydrated(ops);
  const card = ops.getByRole('listitem').filter({ has: ops.getByRole('heading', { name: new RegExp(applicationNumber) }) });
  await expect(card).toContainText(company);
  await card.getByRole('button', { name: 'Approve' }).click();
  const dialog = ops.getByRole('dialog', { name: `Approve ${company}?` });
  await dialog.getByRole('button', { name: 'Yes, approve' }).click();
  const approved = ops.getByRole('heading', { name: new RegExp(`${company} is approved: widget iw-\\d+`) });
  await expect(approved).toBeFocused();
  const widgetId = /iw-\d+/.exec((await approved.textContent())!)![0];
  await ops.context().close();

  // 3. The approval e-mail: the widget id and the link to choose the portal account's password.
  const approval = () =>
    mailsTo(email)
      .map(mailText)
      .find((text) => text.includes(widgetId));
  await expect.poll(approval).toBeTruthy();
  const mail = approval()!;
  expect(mail).toContain(`Your portal account is ${email}`);
  const link = /Choose its password within 7 days here: (\S+)/.exec(mail)?.[1];
  expect(link, mail).toMatch(/\/account\/reset-password\?token=[\w-]+&returnTo=%2Fportal$/);
  // The shop's public address (SHOP_URL; http://localhost:<port> here) is what the e-mail's links name.
  const portalAddress = /then sign in at (\S+?)\.?$/m.exec(mail)?.[1];
  expect(portalAddress).toMatch(/^https?:\/\/[^/]+\/portal$/);
  const shopOrigin = new URL(portalAddress!).origin;
  expect(link!.startsWith(`${shopOrigin}/`)).toBe(true);

  // 4. The applicant chooses a password with the link; a too-short one is refused first.
  await applicant.goto(link!);
  await expect(applicant.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expectAccessible(applicant);
  const password = applicant.getByLabel('New password (8 characters or more)');
  await password.fill('short');
  await applicant.getByRole('button', { name: 'Save the new password' }).click();
  await expect(password).toHaveAccessibleDescription(/8 characters/);
  await password.fill(OWNER_PASSWORD);
  await applicant.getByRole('button', { name: 'Save the new password' }).click();
  // Signed in, and in the portal: its only shop opens.
  await expect(applicant).toHaveURL(/\/portal\/shops\/\d+$/);
  await applicant.context().close();

  // 5. At the shop's counter: the portal asks to sign in, then opens the shop — its only one.
  const shop = await newPage(browser, shopOrigin);
  await shop.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shopOrigin });
  await shop.goto(portalAddress!);
  await expect(shop).toHaveURL(/\/account\/sign-in\?returnTo=%2Fportal$/);
  await shop.getByLabel('E-mail').fill(email);
  await shop.getByLabel(/^Password/).fill(OWNER_PASSWORD);
  await shop.getByRole('button', { name: 'Sign in' }).click();
  await expect(shop).toHaveURL(/\/portal\/shops\/\d+$/);
  const shopCode = /\/portal\/shops\/(\d+)$/.exec(shop.url())![1]!;
  expect(widgetId).toBe(`iw-${shopCode}`);
  await expect(shop.getByText(company).first()).toBeVisible();
  await expect(shop.getByText(/· Owner$/i)).toBeVisible();
  await expectAccessible(shop, 'main');
  const nav = shop.getByRole('navigation', { name: /in the portal$/ });

  // 6. The widget set-up: the widget id, the snippet with the loader's integrity hash, copied.
  await nav.getByRole('link', { name: 'Widget' }).click();
  await expect(shop.getByRole('heading', { level: 1, name: 'Widget set-up' })).toBeVisible();
  await expect(shop.getByText(widgetId, { exact: true })).toBeVisible();
  await hydrated(shop);
  await expectAccessible(shop, 'main');
  await shop.getByRole('button', { name: 'Copy HTML' }).click();
  await expect(shop.getByText('HTML copied.')).toBeVisible();
  const snippet = await shop.evaluate(() => navigator.clipboard.readText());
  expect(snippet).toContain(`<tireshop-installer-widget widget-id="${widgetId}"></tireshop-installer-widget>`);
  expect(snippet).toMatch(
    new RegExp(`src="${shopOrigin}/widgets/v1/loader\\.js"[^>]* integrity="sha384-[\\w+/=]+" crossorigin="anonymous"`),
  );

  // 7. Pasted into the shop's website as copied: refused there until the shop allows the website.
  hostPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${company}: tires</title></head><body>
    <h1>Tires, installed at our shop</h1>${snippet}</body></html>`;
  const shopper = await newPage(browser, shopOrigin);
  await shopper.goto(`${HOST}/tires`);
  const widget = shopper.locator(`tireshop-installer-widget[widget-id="${widgetId}"]`);
  await expect(widget.getByText('This tire shop is not enabled for this website yet.')).toBeVisible({ timeout: 20_000 });
  await shop.getByLabel('Website address').fill(HOST);
  await shop.getByRole('button', { name: 'Allow website' }).click();
  await expect(shop.getByRole('status').filter({ hasText: `The widget may now be shown on ${HOST}.` })).toBeVisible();
  await expect(shop.getByRole('listitem').filter({ hasText: HOST })).toBeVisible();
  await hydrated(shop);
  await expectAccessible(shop, 'main');

  // 8. A shopper on that website: tires for their size, installation at the shop at an hour they choose, paid by card.
  await shopper.reload();
  await expect(widget.locator('.ts-installer-shop__title')).toContainText(company, { timeout: 20_000 });
  await widget.getByLabel('Tire size').fill('225/45R17');
  await widget.getByRole('button', { name: 'Find tires' }).click();
  await expect(widget.locator('.ts-card').first()).toBeVisible();
  await expectAccessible(shopper, 'tireshop-installer-widget');
  const summary = await addToCart(widget);
  await summary.getByRole('link', { name: 'Checkout' }).click();
  const checkout = widget.locator('.ts-widget-checkout');
  await expect(checkout.getByRole('tablist', { name: 'Delivery options' })).toBeVisible({ timeout: 20_000 });
  const installer = checkout.getByRole('tabpanel', { name: /^Installer/ });
  await expect(installer.getByRole('list', { name: 'Your shop' }).getByRole('heading', { name: company })).toBeVisible();
  const appointment = installer.getByRole('region', { name: 'Your installation appointment' });
  await expect(appointment).toContainText(/Held for you until/);
  const times = await openTimes(appointment, widget);
  await settled(times);
  const booked = await chooseAfternoon(times);
  await times.getByRole('button', { name: 'Save time' }).click();
  await expect(times).toBeHidden();
  await expect(appointment).toContainText(booked.hour);
  await checkout.getByRole('button', { name: 'Continue to services' }).click();
  const confirm = widget.getByRole('dialog', { name: 'Confirm your installation' });
  await expect(confirm).toContainText(company);
  await expect(confirm).toContainText(booked.hour);
  await settled(confirm);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  const orderNumber = await payByCardInWidget(widget);
  expect(orderNumber).toMatch(/^\d{9,}$/);
  await expect(shopper).toHaveURL(`${HOST}/tires`);

  // 9. The shop's bookings: the appointment on its day, with the shopper and the tires.
  await nav.getByRole('link', { name: 'Bookings' }).click();
  await expect(shop.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  await hydrated(shop);
  await shop.getByLabel('Go to day').fill(booked.date);
  await shop.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(shop).toHaveURL(new RegExp(`date=${booked.date}`));
  const booking = shop.getByRole('listitem').filter({ hasText: `${orderNumber} ·` });
  await expect(booking).toContainText(booked.hour);
  await expect(booking).toContainText('Dana Smith');
  await expect(booking).toContainText('4 ×');
  await expect(booking).toContainText('Order Processed');
  await expectAccessible(shop, 'main');

  // 10. The tires arrive, then go on the car.
  await markReceivedAndInstalled(shop, booking);
  await expectAccessible(shop, 'main');

  // 11. The shopper tracks the order by its number and ZIP code: delivered and installed.
  await shopper.goto('/track-your-order');
  const track = shopper.getByRole('form', { name: 'Track your order' });
  await track.getByLabel('Order number').fill(orderNumber);
  await track.getByLabel('ZIP code').fill(AUSTIN_ADDRESS.zip);
  await track.getByRole('button', { name: 'Track order' }).click();
  await expect(shopper.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeFocused();
  await expect(shopper.locator('.ts-tracking__status')).toHaveText(/^Installed on \d{2}\/\d{2}\/\d{4}$/);
  const steps = shopper
    .getByRole('list')
    .filter({ has: shopper.getByText('Order Processed') })
    .getByRole('listitem');
  await expect(steps.last()).toContainText('Delivered');
  await expect(steps.last()).toContainText('(completed)');
  await expectAccessible(shopper);
});
