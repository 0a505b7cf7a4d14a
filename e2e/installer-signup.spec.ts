/**
 * Installer signup → approval → the new shop's widget (spec storefront §2 /installer-signup;
 * docs/installer-signup.md): a shop applies through the form, corrects the field it got wrong,
 * sees its application number and gets the confirmation e-mail; the operations team, signed in,
 * approves it through the API; the widget id it answers loads the new shop's widget on the
 * shop's own website (another origin, served here).
 */
import { createServer, type Server } from 'node:http';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible, mailsTo } from './support';

/**
 * The shop's own website: another origin than the shop's, and not one of the origins every widget
 * may use in the journeys (WIDGET_EXTRA_ORIGINS, playwright.config.ts) — only the approval allows it.
 */
const HOST = `http://127.0.0.2:${process.env.E2E_HOST_PORT}`;
const OPERATIONS = { email: 'operations@tireshop.localhost', password: 'dev-operations-password' };

let hostHtml = '';
let server: Server;
test.beforeAll(async () => {
  server = createServer((req, res) => {
    if ((req.url ?? '').split('?')[0] !== '/tires') return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Our tires</title></head><body><h1>Tires</h1>${hostHtml}</body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(Number(process.env.E2E_HOST_PORT), resolve));
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A call of the shop's pages to its API (storefront-web, same origin), with the browser's cookies (the signed-in account). */
async function pageApi(request: APIRequestContext, baseURL: string, method: 'GET' | 'POST', path: string) {
  const token = await request.post('/api/token', {
    form: { client_id: 'storefront-web', grant_type: 'client_credentials' },
    headers: { Origin: baseURL },
  });
  const { access_token } = await token.json();
  const res = await request.fetch(`/api${path}`, { method, headers: { Authorization: `Bearer ${access_token}`, Origin: baseURL } });
  return { status: res.status(), body: await res.json() };
}

test('a shop applies, is approved by operations, and its new widget runs on its own website', async ({ page, browser, baseURL }) => {
  const tag = Date.now().toString(36);
  const company = `Barton Creek Tire ${tag}`;
  const email = `rosa-${tag}@bartoncreek.example`;

  await page.goto('/installer-signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Become a tireshop installer' })).toBeVisible();
  await expect(page.getByText('Paid within 48 hours')).toBeVisible();
  const form = page.getByRole('form', { name: 'Apply to become an installer' });
  await form.getByLabel('Company name').fill(company);
  await form.getByLabel('Website').fill(`${HOST}/tires`);
  await form.getByLabel('First name').fill('Rosa');
  await form.getByLabel('Last name').fill('Delgado');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Phone').fill('512 555 014');
  await form.getByLabel('Street address').fill('2400 S Lamar Blvd');
  await form.getByLabel('City').fill('Austin');
  await form.getByLabel('State').selectOption('TX');
  await form.getByLabel('ZIP code').fill('78704');
  await form.getByRole('checkbox', { name: 'Mobile Tire Installation' }).check();
  await form.getByRole('checkbox', { name: 'Wheel Alignment' }).check();
  await form.getByLabel('Mobile installation: miles you drive to customers').fill('20');
  const sunday = form.getByRole('group', { name: 'Sunday' });
  await sunday.getByLabel('Opens').selectOption('10:00');
  await sunday.getByLabel('Closes').selectOption('16:00');
  await form.getByRole('button', { name: 'Send my application' }).click();

  // One field wrong: its message beside it, the keyboard on it, everything typed kept.
  const phone = form.getByLabel('Phone');
  await expect(phone).toHaveAccessibleDescription('Phone Number should contain 10 digits.');
  await expect(phone).toBeFocused();
  await expect(phone).toHaveValue('512 555 014');
  await expect(form.getByLabel('Company name')).toHaveValue(company);
  await expect(form.getByRole('checkbox', { name: 'Mobile Tire Installation' })).toBeChecked();
  await expect(sunday.getByLabel('Closes')).toHaveValue('16:00');
  await expectAccessible(page);

  await phone.fill('(512) 555-0142');
  await form.getByRole('button', { name: 'Send my application' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you — your application is on its way' })).toBeFocused();
  const status = page.getByRole('status').filter({ hasText: 'Your application number is' });
  await expect(status).toContainText(email);
  const applicationNumber = (await status.locator('strong').first().textContent())!;
  expect(applicationNumber).toMatch(/^IA-\d{6}$/);
  await expectAccessible(page);

  // The confirmation e-mail, sent by the shop's mail worker.
  await expect.poll(() => mailsTo(email).length).toBe(1);
  expect(mailsTo(email)[0]).toContain(applicationNumber);

  // Operations: signed in on the shop, they find the application and approve it through the API.
  const operations = await browser.newContext({ baseURL });
  const opsPage = await operations.newPage();
  await opsPage.goto('/account/sign-in');
  await opsPage.getByLabel('E-mail').fill(OPERATIONS.email);
  await opsPage.getByLabel('Password').fill(OPERATIONS.password);
  await opsPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(opsPage.getByRole('heading', { name: 'Your account' })).toBeVisible();
  const queue = await pageApi(opsPage.request, baseURL!, 'GET', '/v1/operations/installer-applications');
  expect(queue.status).toBe(200);
  expect(queue.body.applications).toContainEqual(
    expect.objectContaining({ applicationNumber, companyName: company, phone: '(512) 555 0142', mobileRadiusMiles: 20 }),
  );
  const approved = await pageApi(opsPage.request, baseURL!, 'POST', `/v1/operations/installer-applications/${applicationNumber}/approve`);
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  const { widgetId, snippet } = approved.body as { widgetId: string; snippet: string };
  expect(widgetId).toMatch(/^iw-\d+$/);
  expect(approved.body.allowedOrigins).toEqual([HOST]);
  // A second approval changes nothing.
  const again = await pageApi(opsPage.request, baseURL!, 'POST', `/v1/operations/installer-applications/${applicationNumber}/approve`);
  expect(again.status).toBe(409);
  await operations.close();

  // The approval e-mail carries the widget id.
  await expect.poll(() => mailsTo(email).length).toBe(2);
  expect(mailsTo(email).some((eml) => eml.includes(widgetId))).toBe(true);

  // The snippet, pasted into the shop's website (its loader from this shop's address), shows the new shop's widget.
  hostHtml = snippet
    .replace(/src="[^"]*\/widgets\/v1\/loader\.js"/, `src="${baseURL}/widgets/v1/loader.js"`)
    .replace('<tireshop-installer-widget ', '<tireshop-installer-widget size="225/45R17" ');
  const site = await browser.newPage();
  await site.goto(`${HOST}/tires`);
  const widget = site.locator(`tireshop-installer-widget[widget-id="${widgetId}"]`);
  await expect(widget.locator('.ts-installer-shop__title')).toContainText(company);
  await expect(widget.locator('.ts-installer-shop__place')).toContainText('Austin, TX');
  await expect(widget.locator('.ts-card').first()).toBeVisible();
  await site.close();
});
