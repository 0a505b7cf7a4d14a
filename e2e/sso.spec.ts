import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support';

/**
 * Single sign-on (spec §2 /api/sso-landing; docs/decisions.md "Single sign-on"): a business
 * customer arrives from their company's accounts portal, signs in at the identity provider (the
 * shop's built-in test provider outside production: any login, any password) and lands signed in —
 * the same account on every visit, an existing account of the same e-mail linked; a landing that
 * was not started here ends on the sign-in page with a message, signed out.
 */

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

/** Through the provider's sign-in page, back to the shop. */
async function signInAtProvider(page: Page, login: string, returnTo = '/account') {
  await page.goto(`/api/sso-landing?returnTo=${encodeURIComponent(returnTo)}`);
  await expect(page).toHaveURL(/\/sso-test-idp\//);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`${returnTo.replace(/[/?]/g, '\\$&')}$`), { timeout: 20_000 });
}

async function signOut(page: Page) {
  await page.goto('/account');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).not.toHaveURL(/\/account$/);
}

test.describe('single sign-on', () => {
  test('a company buyer lands signed in, and is the same account on the next visit', async ({ page }) => {
    const login = `pat.fleet-${unique()}@acme-logistics.example`;
    await signInAtProvider(page, login);
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
    const details = page.locator('.sf-account__details');
    await expect(details).toContainText(login);
    // Named from the provider's claims.
    await expect(details).toContainText('Pat');
    await expectAccessible(page, 'main');

    await signOut(page);
    await page.goto('/account');
    await expect(page).toHaveURL(/\/account\/sign-in/);
    // The next visit, to another page: still signed in at the provider, so no sign-in page there —
    // straight to where they were going, as the same account.
    await page.goto(`/api/sso-landing?returnTo=${encodeURIComponent('/account/my-orders')}`);
    await expect(page).toHaveURL(/\/account\/my-orders$/);
    await expect(page.getByText('You have no orders yet.')).toBeVisible();
    await page.goto('/account');
    await expect(page.locator('.sf-account__details')).toContainText(login);
  });

  test('an existing account of the same e-mail is linked, and its password still works', async ({ page }) => {
    const email = `robin-${unique()}@acme-logistics.example`;
    await page.goto('/account/create');
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Last name').fill('Hale');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel(/^Password/).fill('robin’s own password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await signOut(page);

    await signInAtProvider(page, email);
    // The account made with a password, not a new one: its own name.
    await expect(page.locator('.sf-account__details')).toContainText('Robin Hale');
    await signOut(page);

    await page.goto('/account/sign-in');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('robin’s own password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.locator('.sf-account__details')).toContainText('Robin Hale');
  });

  test('a landing that was not started here signs nobody in and says so on the sign-in page', async ({ page }) => {
    await page.goto('/api/sso-landing?code=made-up-code&state=made-up-state');
    await expect(page).toHaveURL(/\/account\/sign-in\?sso=failed$/);
    await expect(page.getByText('We could not sign you in with your company account.')).toBeVisible();
    await page.goto('/account');
    await expect(page).toHaveURL(/\/account\/sign-in/);
  });
});
