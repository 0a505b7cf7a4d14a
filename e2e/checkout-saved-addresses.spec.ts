import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, fillCard, newCart, shopApi, signUp, TEST_CARDS } from './support';

/**
 * A signed-in shopper's saved addresses at checkout (the account area's address book): the
 * "Saved addresses" choice fills the home-delivery and billing forms, the default first, and
 * "Save this address to my account" adds the address typed at checkout to the book. Anonymous
 * shoppers see neither. The real shop, API, database and gateway.
 */

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

test.describe('saved addresses at checkout', () => {
  test('sign up, save an address, ship to it and bill to it; "Save this address" adds a second one', async ({ page, baseURL }) => {
    await signUp(page, '/account/addresses', 'dana-book');
    await page.getByRole('link', { name: 'Add an address' }).click();
    const add = page.getByRole('form', { name: 'Add an address' });
    await add.getByLabel('First name').fill('Dana');
    await add.getByLabel('Last name').fill('Smith');
    await add.getByLabel('Street address').fill('500 Congress Ave');
    await add.getByLabel('City').fill('Austin');
    await add.getByLabel('State').selectOption('TX');
    await add.getByLabel('ZIP code').fill('78701');
    await add.getByLabel('Phone', { exact: true }).fill('512 555 0142');
    await add.getByRole('button', { name: 'Save the address' }).click();
    await expect(page.getByRole('heading', { name: '500 Congress Ave (default)' })).toBeVisible();

    // The cart page → Ship to me: the default address fills the empty form.
    await newCart(page, baseURL!);
    await page.goto('/checkout/shipping');
    await tab(page, 'Ship to me').click();
    const form = page.getByRole('form', { name: 'Shipping address' });
    const picker = form.getByLabel('Saved addresses');
    await expect(form.getByLabel('Street address')).toHaveValue('500 Congress Ave', { timeout: 20_000 });
    await expect(picker.locator('option:checked')).toHaveText('Dana Smith, 500 Congress Ave, Austin, TX 78701');
    await expect(form.getByLabel('City')).toHaveValue('Austin');
    await expect(form.getByLabel('State')).toHaveValue('TX');
    await expect(form.getByLabel('ZIP code')).toHaveValue('78701');
    await expect(form.getByLabel('Phone', { exact: true })).toHaveValue('(512) 555 0142');
    await expectAccessible(page);

    // The fields stay editable; choosing the saved address again puts it back in one click.
    await form.getByLabel('Street address').fill('9 Elm St');
    await expect(picker).toHaveValue('');
    await picker.selectOption({ label: 'Dana Smith, 500 Congress Ave, Austin, TX 78701' });
    await expect(form.getByLabel('Street address')).toHaveValue('500 Congress Ave');
    await form.getByLabel('Email').fill('dana@example.com');
    await form.getByRole('button', { name: 'Ship here' }).click();
    await expect(page.locator('.ts-checkout-saved')).toContainText('500 Congress Ave');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL('/checkout/payments');

    // Billing: the saved address, then changed to another street and saved to the account.
    const billing = page.getByRole('form', { name: 'Billing address' });
    await expect(billing).toBeVisible({ timeout: 20_000 });
    const billingPicker = billing.getByLabel('Saved addresses');
    await billingPicker.selectOption({ label: 'Dana Smith, 500 Congress Ave, Austin, TX 78701' });
    await expect(billing.getByRole('checkbox', { name: 'Same as shipping address' })).not.toBeChecked();
    await expect(billing.getByLabel('Street address')).toHaveValue('500 Congress Ave');
    await expect(billing.getByLabel('Email')).toHaveValue('dana@example.com');
    await billing.getByLabel('Street address').fill('12 Main St');
    await billing.getByRole('checkbox', { name: 'Save this address to my account' }).check();
    await expectAccessible(page);
    await fillCard(page, TEST_CARDS.visa);
    await page.getByRole('region', { name: 'Order summary' }).getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/checkout\/confirm-order\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    const orderId = new URL(page.url()).pathname.split('/').pop()!;
    const placed = await shopApi(page.request, baseURL!, 'GET', `/v1/orders/${orderId}`);
    expect(placed.status).toBe(200);

    // The address book now holds both, the first still the default.
    await page.goto('/account/addresses');
    await expect(page.getByRole('heading', { name: '500 Congress Ave (default)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '12 Main St' })).toBeVisible();
    await expect(page.locator('.sf-account-list').getByRole('listitem')).toHaveCount(2);
  });

  test('an anonymous shopper’s forms are as before: no saved addresses, nothing to save to', async ({ page, baseURL }) => {
    await newCart(page, baseURL!);
    // Without an account the page does not ask for an address book: no call, so no 401 in the
    // network panel or the server's log.
    const bookCalls: string[] = [];
    const refused: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/v1/users/me/addresses') bookCalls.push(r.url());
    });
    page.on('response', (r) => {
      if (r.status() === 401) refused.push(r.url());
    });
    await page.goto('/checkout/shipping');
    await tab(page, 'Ship to me').click();
    const form = page.getByRole('form', { name: 'Shipping address' });
    await expect(form.getByLabel('Street address')).toBeVisible({ timeout: 20_000 });
    await expect(form.getByLabel('Saved addresses')).toHaveCount(0);
    await expect(form.getByText('Save this address to my account')).toHaveCount(0);
    // Everything the page started has come back.
    await page.waitForLoadState('networkidle');
    expect(bookCalls).toEqual([]);
    expect(refused).toEqual([]);
  });
});
