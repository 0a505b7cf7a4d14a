import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, hydrated } from './support';

/**
 * Accounts from the shopper's side (spec storefront §2 /account; docs/decisions.md "Accounts"):
 * create an account, put a tire in the cart, sign out, sign back in — the cart is still there —
 * and the account page; the forms' refusals keep what was typed. The real shop, API and database.
 */

const LINE = '/brands/michelin-tires/pilot-sport-4s';
const PASSWORD = 'a long enough passphrase';

const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart, \d+ tires?$/ });

async function addOneTire(page: Page) {
  await page.goto(LINE);
  await hydrated(page);
  const box = page.locator('form.ts-add-to-cart');
  const size = await box.locator('select[name="frontProductId"] option').nth(1).getAttribute('value');
  await box.locator('select[name="frontProductId"]').selectOption(size!);
  await box.getByRole('spinbutton', { name: 'Quantity' }).first().fill('2');
  await box.getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 tires');
}

test.describe('accounts', () => {
  test('sign up → add a tire → sign out → sign in → the cart is still there → the account page', async ({ page }) => {
    const email = `dana-${Date.now()}@example.com`;

    // The header's Account link, signed out: the sign-in page, then on to create an account.
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Account' }).first().click();
    await expect(page).toHaveURL(/\/account\/sign-in$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expectAccessible(page, 'main');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();

    // A refused form: the spec's messages beside the fields, what was typed kept.
    await page.getByLabel('First name').fill('Dana');
    await page.getByLabel('Last name').fill('Smith');
    await page.getByLabel('E-mail').fill('dana-at-example');
    await page.getByLabel(/^Password/).fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Please enter a valid email.')).toBeVisible();
    await expect(page.getByText('Please enter a password of 8 to 128 characters.')).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Dana');
    await expect(page.getByLabel('E-mail')).toHaveValue('dana-at-example');
    await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, 'main');

    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();

    // The session cookie is out of the page's reach.
    const session = (await page.context().cookies()).find((c) => c.name === 'ts_account');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    await addOneTire(page);

    await page.goto('/account');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await hydrated(page);
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 tires');
    await page.goto('/account');
    await expect(page).toHaveURL(/\/account\/sign-in$/);

    // A wrong password: one answer, the e-mail kept.
    await page.getByLabel('E-mail').fill(email.toUpperCase());
    await page.getByLabel('Password').fill('not my password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong e-mail or password.');
    await expect(page.getByLabel('E-mail')).toHaveValue(email.toUpperCase());
    await expect(page.getByLabel('Password')).toHaveValue('');

    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await hydrated(page);
    await expect(page.getByText('Dana Smith')).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 tires');
    await cartButton(page).click();
    await expect(page.getByRole('dialog', { name: /^Your cart(?! is empty)/ })).toBeVisible();
    await expectAccessible(page, 'main');
  });

  test('the forgot-password answer says nothing of the account; a made-up reset link is refused', async ({ page }) => {
    await page.goto('/account/forgot-password');
    await page.getByLabel('E-mail').fill('nobody-here@example.com');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('status').filter({ hasText: /If an account uses that e-mail, we have sent it a link/ })).toBeVisible();
    await expectAccessible(page, 'main');

    await page.goto('/account/reset-password?token=not-a-real-token');
    await page.getByLabel(/New password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByRole('alert')).toHaveText(/This password reset link has expired or has already been used/);
  });
});
