import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, hydrated, newCart, shopApi } from './support';

/**
 * What business, partner and dealer-tire employee buyers see (rules §6 roles table;
 * docs/business-accounts.md), each as its seeded demo account: the business logo, banner and
 * account icon and the one-time greeting; a partner's brand search buttons; a dealer-tire
 * employee's own nav links and logo, their /dt-employees page and no road hazard coverage. The
 * server decides who is what: cookies a page could write give nobody a look.
 */

async function signInAs(page: Page, userType: string) {
  await page.goto('/account/sign-in');
  await page.getByLabel('E-mail').fill(`${userType}@tireshop.localhost`);
  await page.getByLabel('Password').fill('dev-demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account$/);
}

const banner = (page: Page) => page.getByRole('region', { name: 'Business account' });

test('a special-order buyer sees the business look and is greeted once', async ({ page }) => {
  await signInAs(page, 'special-order');
  // The first page after sign-in greets them (rules §6 one-time greeting toast), in special-order words.
  await expect(page.getByRole('status').filter({ hasText: 'Welcome, Special Order! Your special pricing is on every tire' })).toBeVisible();
  await expect(banner(page)).toContainText('Harbor Auto Body');
  await expect(banner(page)).toContainText('Special order account: special pricing on every tire.');
  const logo = page.getByRole('img', { name: 'Harbor Auto Body logo' });
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(96);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Business account' })).toBeVisible();
  await expectAccessible(page, '.sf-header');
  await expectAccessible(page, '.sf-business-banner');

  // Another page, and a later sign-in: the look stays, the greeting does not come back.
  await page.goto('/tire-deals');
  await expect(banner(page)).toContainText('Harbor Auto Body');
  expect((await page.context().cookies()).find((c) => c.name === 'ST_greeting')).toBeUndefined();
  await page.context().clearCookies();
  await signInAs(page, 'special-order');
  await expect(banner(page)).toContainText('Harbor Auto Body');
  expect((await page.context().cookies()).find((c) => c.name === 'ST_greeting')).toBeUndefined();
  await expect(page.getByText(/Welcome, Special Order!/)).toHaveCount(0);
});

test('cookies a page could write give an anonymous shopper no business look', async ({ page, baseURL }) => {
  await page.context().addCookies([
    { name: 'ST_accountType', value: 'fleet', url: baseURL! },
    { name: 'ST_greeting', value: '1', url: baseURL! },
  ]);
  await page.goto('/');
  await hydrated(page);
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByText(/^Welcome/)).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account', exact: true })).toBeVisible();
});

test('a partner-program member searches their associated brands from the banner', async ({ page }) => {
  await signInAs(page, 'partner');
  await expect(banner(page)).toContainText('Summit Tire Partners');
  const brands = banner(page).getByRole('navigation', { name: 'Your brands' });
  await expect(brands.getByRole('link')).toHaveText(['Search BFGoodrich tires', 'Search Michelin tires']);
  await expectAccessible(page, '.sf-business-banner');
  await hydrated(page);
  await brands.getByRole('link', { name: 'Search Michelin tires' }).click();
  await expect(page).toHaveURL(/\/brands\/michelin-tires$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Michelin');
});

test('a dealer-tire employee has their own nav and page, and no road hazard coverage', async ({ page, baseURL }) => {
  // Anonymous: the page says how to get in.
  await page.goto('/dt-employees');
  await expect(page.getByRole('link', { name: 'Sign in with your employee account' })).toBeVisible();

  await signInAs(page, 'dealer-employee');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Employee program' })).toBeAttached();
  await expect(nav.getByRole('link', { name: 'Business', exact: true })).toHaveCount(0);
  await expect(page.locator('.sf-logo__tagline')).toHaveText('Dealer Tire Employees');
  await expect(banner(page)).toHaveCount(0);

  await page.goto('/dt-employees');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dealer Tire employee program');
  await expect(page.getByText('Road hazard coverage is not offered on employee purchases by your company.')).toBeVisible();
  // storefront §2: no search button on the employee page; noindex,follow.
  await expect(page.getByRole('button', { name: 'Search tires' })).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');
  await expectAccessible(page, 'main');

  // The server prices their cart without coverage, however it is asked for.
  const cartId = await newCart(page, baseURL!, 4);
  const asked = await shopApi(page.request, baseURL!, 'PUT', `/v1/carts/${cartId}`, { isGroupRoadHazard: true });
  expect(asked.body.siteCart.roadHazardCostInCents).toBe(0);
  const services = await shopApi(page.request, baseURL!, 'GET', `/v1/checkout/cart-services?id=${cartId}`);
  expect(services.body.siteCartServices.roadHazardOffered).toBe(false);
});
