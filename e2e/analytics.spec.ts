/**
 * First-party analytics (docs/analytics.md): a shopper searches a tire size, adds tires to the cart
 * and reaches checkout; when the page goes away its events reach the shop's own API, and the
 * operations console's Analytics page counts them in today's row. With Global Privacy Control set
 * the same shopper sends nothing and keeps no visitor id. The page passes axe.
 */
import { type Browser, expect, test, type Page } from '@playwright/test';
import { expectAccessible, hydrated } from './support';

const OPERATIONS = { email: 'operations@tireshop.localhost', password: 'dev-operations-password' };
const SIZE_RESULTS = '/tire-sizes/245-40r19';
const LINE = '/brands/michelin-tires/pilot-sport-4s';
const EVENTS = '/api/v1/analytics/events';

/** Today's counts on the console's Analytics page (the newest row; zeros on a quiet span). */
async function todaysCounts(ops: Page) {
  await ops.goto('/ops/analytics?days=7');
  await expect(ops.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  const row = ops
    .getByRole('table', { name: /^Daily summary/ })
    .locator('tbody tr')
    .first();
  if ((await row.count()) === 0) return { sessions: 0, searches: 0, adds: 0, shipping: 0 };
  const cells = await row.locator('td').allTextContents();
  const [sessions, , searches, adds, shipping] = cells.map(Number);
  return { sessions: sessions!, searches: searches!, adds: adds!, shipping: shipping! };
}

/** A shopper's visit: a size's results, two tires of a line added, the first checkout step, then away. */
async function shop(page: Page) {
  await page.goto(SIZE_RESULTS);
  await hydrated(page);
  await page.goto(LINE);
  await hydrated(page);
  const box = page.locator('form.ts-add-to-cart');
  await box.getByRole('spinbutton', { name: 'Quantity' }).first().fill('2');
  await box.getByRole('button', { name: 'Add to cart' }).click();
  const summary = page.getByRole('dialog', { name: /^Your cart(?! is empty)/ });
  await expect(summary).toBeVisible();
  await summary.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  await hydrated(page);
}

/** The console's Analytics page, signed in as operations in a context of its own. */
async function consoleAnalytics(browser: Browser) {
  const opsContext = await browser.newContext();
  const ops = await opsContext.newPage();
  await ops.goto('/ops/analytics');
  await ops.getByLabel('E-mail').fill(OPERATIONS.email);
  await ops.getByLabel('Password').fill(OPERATIONS.password);
  await ops.getByRole('button', { name: 'Sign in' }).click();
  await expect(ops.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  return { ops, opsContext };
}

/** Today's help chat counts on the console (its table lists only the days with chat events). */
async function todaysChat(ops: Page) {
  await ops.goto('/ops/analytics?days=7');
  await expect(ops.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  const today = await ops
    .getByRole('table', { name: /^Daily summary/ })
    .locator('tbody tr th')
    .first()
    .textContent();
  const row = ops.getByRole('table', { name: /^Help chat/ }).locator('tbody tr', { has: ops.locator('th', { hasText: today! }) });
  if ((await row.count()) === 0) return { opened: 0, questions: 0, followed: 0 };
  const [opened, questions, followed] = (await row.locator('td').allTextContents()).map(Number);
  return { opened: opened!, questions: questions!, followed: followed! };
}

test('a shopper’s search, add to cart and checkout step show in the console’s analytics', async ({ page, browser }) => {
  const { ops, opsContext } = await consoleAnalytics(browser);
  const before = await todaysCounts(ops);

  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === EVENTS) sent.push(request.postData() ?? '');
  });
  await shop(page);
  // Leaving the shop hides the page: what it gathered goes as a beacon.
  await page.goto('about:blank');

  await expect
    .poll(async () => {
      const now = await todaysCounts(ops);
      return now.searches > before.searches && now.adds > before.adds && now.shipping > before.shipping && now.sessions > before.sessions;
    })
    .toBe(true);
  expect(sent.join('\n')).not.toMatch(/@|245\/40|michelin/i);
  await hydrated(ops);
  await expect(ops.getByRole('link', { name: 'Analytics' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(ops);
  // The API answers the summary to operations only.
  const anonymous = await page.request.get('/api/v1/operations/analytics/daily');
  expect(anonymous.status()).toBe(401);
  await opsContext.close();
});

test('the help chat’s opening, question and followed article show in the console’s analytics', async ({ page, browser }) => {
  const { ops, opsContext } = await consoleAnalytics(browser);
  const before = await todaysChat(ops);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === EVENTS) sent.push(request.postData() ?? '');
  });
  await page.goto('/tire-sizes');
  await hydrated(page);
  await page.getByRole('button', { name: 'Help', exact: true }).click();
  const chat = page.getByRole('dialog', { name: 'Help chat' });
  await chat.getByLabel('Your question').fill('how do I return a tire');
  await chat.getByLabel('Your question').press('Enter');
  await chat.getByRole('log', { name: 'Conversation' }).getByRole('link', { name: 'Returns and refunds' }).click();
  await expect(page).toHaveURL(/\/returns-and-refunds$/);
  await expect(chat).toBeHidden();
  await page.goto('about:blank');

  await expect
    .poll(async () => {
      const now = await todaysChat(ops);
      return now.opened > before.opened && now.questions > before.questions && now.followed > before.followed;
    })
    .toBe(true);
  // What the shopper typed never leaves with an event.
  expect(sent.join('\n')).not.toMatch(/return a tire/i);
  await hydrated(ops);
  await expectAccessible(ops);
  await opsContext.close();
});

test('with Global Privacy Control the shopper’s pages send nothing and keep no id', async ({ browser }) => {
  const context = await browser.newContext();
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
  const sent: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === EVENTS) sent.push(request.url());
  });
  const page = await context.newPage();
  await shop(page);
  expect(await page.evaluate(() => (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl)).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('ts_analytics_visitor'))).toBeNull();
  await page.goto('about:blank');
  expect(sent).toEqual([]);
  await context.close();
});
