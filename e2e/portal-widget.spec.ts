/**
 * The portal's widget set-up (docs/portal.md "Widget set-up"), as the demo shop's owner uses it:
 * sign in from /portal and land on the shop, allow a new website (a host page's origin the shop
 * did not know), change the primary colour and watch the live preview change, copy the snippet,
 * paste it into a page on that website, and see the widget load there in the new colour; copy the
 * shop's own installer-sponsored storefront link and land there under the shop's name. Staff of
 * the same shop see the set-up read-only; an affiliate gets their link builder. axe on each page.
 */
import type { Server } from 'node:http';
import { expect, test, type Browser, type Locator } from '@playwright/test';
import { expectAccessible, hydrated, serveHostPage, signInToPortal as signIn } from './support';

// 127.0.0.1, not localhost: an origin no widget may be shown on until the owner allows it.
const HOST = `http://127.0.0.1:${process.env.E2E_HOST_PORT}`;
let server: Server;
let hostPage = '';

test.beforeAll(async () => {
  server = await serveHostPage(() => hostPage);
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The value of a `--ts-*` property as the widget's own mount reads it (inside its shadow root). */
const widgetProperty = (widget: Locator, name: string) =>
  widget.locator('.ts-root').evaluate((mount, property) => getComputedStyle(mount).getPropertyValue(property).trim(), name);

async function newPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

test('the shop owner allows a website, themes the widget, copies the snippet and the widget runs there in the new colour', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await signIn(page, 'shop-owner@tireshop.localhost');
  // One shop: straight to it.
  await expect(page).toHaveURL(/\/portal\/shops\/[\w-]+$/);
  await expect(page.getByRole('navigation', { name: /in the portal$/ }).getByRole('link', { name: 'Bookings' })).toBeVisible();
  await expectAccessible(page, 'main');
  await page
    .getByRole('navigation', { name: /in the portal$/ })
    .getByRole('link', { name: 'Widget' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Widget set-up' })).toBeVisible();
  await expect(page.getByText('iw-100001', { exact: true })).toBeVisible();
  await hydrated(page);

  // Before: a page on the new website is told the shop is not enabled there.
  hostPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Before</title></head><body>
    <tireshop-installer-widget widget-id="iw-100001"></tireshop-installer-widget>
    <script src="${baseURL}/widgets/v1/loader.js" async></script></body></html>`;
  const host = await page.context().newPage();
  await host.goto(`${HOST}/before`);
  await expect(host.locator('tireshop-installer-widget').getByText('This tire shop is not enabled for this website yet.')).toBeVisible();

  // A path is refused with words that say what to enter; the origin is allowed.
  const origin = page.getByLabel('Website address');
  await origin.fill(`${HOST}/shop/tires`);
  await page.getByRole('button', { name: 'Allow website' }).click();
  await expect(page.getByRole('alert')).toContainText('is not a website address');
  await hydrated(page);
  await origin.fill(HOST);
  await page.getByRole('button', { name: 'Allow website' }).click();
  await expect(page.getByRole('status').filter({ hasText: `The widget may now be shown on ${HOST}.` })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: HOST })).toBeVisible();
  await hydrated(page);

  // The preview is the real widget; a new primary colour shows in it before saving.
  const preview = page.getByTestId('widget-preview');
  await expect(preview.getByRole('button', { name: 'Find tires' })).toBeVisible({ timeout: 20_000 });
  const before = await widgetProperty(preview, '--ts-color-primary');
  await page.getByLabel('Primary colour', { exact: true }).fill('#c2185b');
  await expect.poll(() => widgetProperty(preview, '--ts-color-primary')).toBe('#c2185b');
  expect(before).not.toBe('#c2185b');
  // Not a colour: refused, and the page says why.
  await page.getByLabel('Accent colour').fill('url(https://evil.example/x.png)');
  await page.getByRole('button', { name: 'Save theme' }).click();
  await expect(page.getByRole('alert')).toContainText('Accent colour: “url(https://evil.example/x.png)” is not a colour');
  await hydrated(page);
  await page.getByLabel('Accent colour').fill('');
  await page.getByRole('button', { name: 'Save theme' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The theme is saved' })).toBeVisible();
  await expect(page.getByLabel('Primary colour', { exact: true })).toHaveValue('#c2185b');
  await hydrated(page);
  await expectAccessible(page, 'main');

  // The snippet, with the loader's integrity hash, copied to the clipboard.
  const snippet = await page.getByLabel('HTML', { exact: true }).inputValue();
  expect(snippet).toMatch(/integrity="sha384-[\w+/=]+" crossorigin="anonymous"/);
  await page.getByRole('button', { name: 'Copy HTML' }).click();
  await expect(page.getByText('HTML copied.')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(snippet);

  // rules §6 OTS: the shop's own installer-sponsored storefront link (installer.localhost in this
  // run's host map), copied, and opened: the storefront names this shop in its header.
  const storefront = page.getByRole('region', { name: 'Your own storefront' });
  await expect(storefront).toContainText('every order they place is installed at');
  const link = `http://installer.localhost:${process.env.E2E_PORT ?? '8931'}/?shop=100001`;
  await expect(storefront.getByLabel('Storefront link')).toHaveValue(link);
  await storefront.getByRole('button', { name: 'Copy Storefront link' }).click();
  await expect(page.getByText('Storefront link copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  const visitor = await page.context().newPage();
  await visitor.goto(link);
  await expect(visitor).toHaveURL(link.replace('?shop=100001', ''));
  await expect(visitor.locator('.sf-sponsor')).toHaveText(/^Your shop: \S/);
  await visitor.close();

  // Pasted into a page on the allowed website: the widget loads there, in the saved colour.
  hostPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Our tire page</title></head><body>
    <h1>Our tires</h1>${copied}</body></html>`;
  await host.goto(`${HOST}/tires`);
  const widget = host.locator('tireshop-installer-widget');
  await expect(widget.getByRole('button', { name: 'Find tires' })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => widgetProperty(widget, '--ts-color-primary')).toBe('#c2185b');

  // Removed again: the website is refused at once, and the widget's own colour comes back.
  await page.getByRole('button', { name: `Remove ${HOST}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `The widget is no longer shown on ${HOST}.` })).toBeVisible();
  await hydrated(page);
  await page.getByLabel('Primary colour', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save theme' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The theme is saved' })).toBeVisible();
  await host.reload();
  await expect(widget.getByText('This tire shop is not enabled for this website yet.')).toBeVisible();
});

test('staff see the widget set-up read-only', async ({ browser, baseURL }) => {
  const page = await newPage(browser, baseURL!);
  await signIn(page, 'shop-staff@tireshop.localhost');
  await expect(page).toHaveURL(/\/portal\/shops\/[\w-]+$/);
  await page
    .getByRole('navigation', { name: /in the portal$/ })
    .getByRole('link', { name: 'Widget' })
    .click();
  await expect(page.getByText('Only the shop’s owner can change the websites and the theme')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Allow website' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save theme' })).toHaveCount(0);
  await expect(page.getByLabel('Primary colour', { exact: true })).toBeDisabled();
  await expect(page.getByLabel('HTML', { exact: true })).toHaveValue(/widget-id="iw-100001"/);
  await expectAccessible(page, 'main');
});

test('an affiliate opens their widget and builds an attributed link', async ({ browser, baseURL }) => {
  const page = await newPage(browser, baseURL!);
  await signIn(page, 'affiliate@tireshop.localhost');
  await expect(page).toHaveURL(/\/portal\/widgets\/aw-demo-affiliate$/);
  // The live preview has a tire size field of its own: the link builder's is in its region.
  await page.getByRole('region', { name: 'Link builder' }).getByLabel('Tire size').fill('225/45R17');
  await page.getByRole('button', { name: 'Make the link' }).click();
  await expect(page.getByLabel('Your link')).toHaveValue(
    `${baseURL}/api/v1/affiliate/click/aw-demo-affiliate?to=${encodeURIComponent('/tire-sizes/225-45r17')}`,
  );
  await expectAccessible(page, 'main');

  // A shopper follows the link: the click is counted in the affiliate's report, today.
  const shopper = await newPage(browser, baseURL!);
  await shopper.goto(await page.getByLabel('Your link').inputValue());
  await expect(shopper).toHaveURL(/\/tire-sizes\/225-45r17\?widgetType=affiliate-widget&widgetSourceId=aw-demo-affiliate$/);
  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  const today = new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const row = page.getByRole('row', { name: new RegExp(`^${today} `) });
  await expect(row.getByRole('cell').first()).not.toHaveText('0');
  await expect(page.getByText(/\d+ clicks? · \d+ carts? · \d+ orders? worth/)).toBeVisible();
  await expectAccessible(page, 'main');
});

test('operations open any shop by its code', async ({ browser, baseURL }) => {
  const page = await newPage(browser, baseURL!);
  await page.goto('/portal');
  await page.getByLabel('E-mail').fill('operations@tireshop.localhost');
  await page.getByLabel(/^Password/).fill('dev-operations-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Open a shop' })).toBeVisible();
  await expectAccessible(page, 'main');
  await page.getByLabel('Shop code').fill('100001');
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/shops\/100001$/);
  await expect(page.getByText(/· Operations$/)).toBeVisible();
});

test('a brand manager must leave the partner widget at least one brand', async ({ browser, baseURL }) => {
  const page = await newPage(browser, baseURL!);
  await signIn(page, 'brand-manager@tireshop.localhost');
  await expect(page).toHaveURL(/\/portal\/widgets\/pw-demo-brand$/);
  const brands = page.getByRole('group', { name: /The brands the widget sells/ });
  await expect(brands.getByRole('checkbox', { checked: true })).not.toHaveCount(0);
  await hydrated(page);
  const checked = brands.getByRole('checkbox', { checked: true });
  while ((await checked.count()) > 0) await checked.first().uncheck();
  await page.getByRole('button', { name: 'Save brands' }).click();
  await expect(page.getByRole('alert')).toContainText('Pick at least one brand for the widget to sell.');
  await expectAccessible(page, 'main');
});

test('a brand manager reads the partner widget’s orders, tires and revenue by day; no search engine does', async ({ browser, baseURL }) => {
  const page = await newPage(browser, baseURL!);
  await signIn(page, 'brand-manager@tireshop.localhost');
  await expect(page).toHaveURL(/\/portal\/widgets\/pw-demo-brand$/);
  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/portal\/widgets\/pw-demo-brand\/reports$/);
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  for (const column of ['Day', 'Orders', 'Tires', 'Revenue']) await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(31);
  await hydrated(page);
  await page.getByLabel('From', { exact: true }).fill('2026-11-01');
  await page.getByLabel('To', { exact: true }).fill('2026-11-07');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/from=2026-11-01&to=2026-11-07$/);
  await expect(page.getByRole('row')).toHaveCount(8);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
  const answer = await page.request.get('/portal/widgets/pw-demo-brand/reports');
  expect(answer.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expectAccessible(page, 'main');
});
