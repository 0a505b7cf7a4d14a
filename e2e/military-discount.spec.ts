import { expect, test, type Page } from '@playwright/test';
import { MILITARY_MESSAGES } from '../packages/core/src/military/index';
import { dollars, expectAccessible, fillCard, homeCart, shopApi, TEST_CARDS } from './support';

/**
 * Military verification (rules §1, §2 /idMeCallback, §6 Roles "Military — Extra 5%", §9 "Military
 * discount 5%"): the shopper verifies with the sandbox identity partner from /military-discount,
 * comes back through /idMeCallback, sees 5 % of the tires taken off as its own line and pays the
 * lower total. A forged or replayed callback and a "not verified" answer take nothing off.
 */

const summary = (page: Page) => page.getByRole('region', { name: 'Order summary' });
const outcome = (page: Page) => page.getByRole('region', { name: 'Verify your military status' }).getByRole('status');
const cartOf = async (page: Page, baseURL: string, cartId: string) =>
  (await shopApi(page.request, baseURL, 'GET', `/v1/carts/${cartId}`)).body.siteCart;

/** From /military-discount to the sandbox verifier, choosing `answer`; the callback address it came back to. */
async function verify(page: Page, answer: 'Verify as military' | 'Verify as WeCare' | 'Not verified'): Promise<string> {
  await page.goto('/military-discount');
  await page.getByRole('link', { name: 'Verify with ID.me' }).click();
  await expect(page).toHaveURL(/\/gateway\/idme\/authorize\?/);
  await expect(page.getByRole('heading', { name: 'Verify your military status' })).toBeVisible();
  await expectAccessible(page);
  const callback = page.waitForRequest((r) => new URL(r.url()).pathname === '/idMeCallback');
  await page.getByRole('button', { name: answer }).click();
  const url = (await callback).url();
  await expect(page).toHaveURL(/\/military-discount\?verification=/);
  return url;
}

test.describe('military discount', () => {
  test('military verification → 5 % off the tires as its own line → an order at the lower total; the callback cannot be replayed', async ({
    page,
    baseURL,
  }) => {
    const cartId = await homeCart(page, baseURL!, 4);
    const before = await cartOf(page, baseURL!, cartId);
    expect(before.militaryDiscountInCents).toBe(0);

    const callback = await verify(page, 'Verify as military');
    await expect(outcome(page)).toHaveText(MILITARY_MESSAGES.verified);
    await expectAccessible(page);
    const verified = await cartOf(page, baseURL!, cartId);
    const military = Math.round(((before.subtotalInCents - before.discountInCents) * 5) / 100);
    expect(military).toBeGreaterThan(0);
    expect(verified).toMatchObject({ idMeVerifiedStatus: 'military', militaryDiscountInCents: military });
    expect(verified.totalInCents).toBeLessThan(before.totalInCents);

    // The same callback again (a replay): refused, and the verified discount stays as it was.
    await page.goto(callback);
    await expect(page).toHaveURL(/verification=mismatch/);
    await expect(outcome(page)).toHaveText(MILITARY_MESSAGES.stateMismatch);
    expect((await cartOf(page, baseURL!, cartId)).militaryDiscountInCents).toBe(military);

    // Back to checkout: the discount is its own line of the summary, and the order is charged the lower total.
    await page.getByRole('link', { name: 'Back to checkout' }).click();
    await page.goto('/checkout/payments');
    const row = summary(page).getByText('Military discount (5%)');
    await expect(row).toBeVisible({ timeout: 20_000 });
    await expect(summary(page)).toContainText(`−${dollars(military)}`);
    await expectAccessible(page);
    await fillCard(page, TEST_CARDS.visa);
    await summary(page).getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/checkout\/confirm-order\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    const orderId = new URL(page.url()).pathname.split('/').pop()!;
    const { body } = await shopApi(page.request, baseURL!, 'GET', `/v1/orders/${orderId}`);
    expect(body.order.totalInCents).toBe(verified.totalInCents);
    expect(body.order.discountInCents).toBe(verified.discountInCents);
    // The placed order keeps the military discount as its own line (issue #15), the total unchanged.
    expect(body.order.militaryDiscountInCents).toBe(military);
    const totals = page.getByRole('region', { name: 'Order total' });
    await expect(totals.getByText('Military discount (5%)')).toBeVisible({ timeout: 20_000 });
    await expect(totals).toContainText(`−${dollars(military)}`);
  });

  test('not verified and wecare take nothing off; a forged callback is refused with its message', async ({ page, baseURL }) => {
    const cartId = await homeCart(page, baseURL!, 4);
    const before = await cartOf(page, baseURL!, cartId);

    await verify(page, 'Not verified');
    await expect(outcome(page)).toHaveText(MILITARY_MESSAGES.notVerified);
    await verify(page, 'Verify as WeCare');
    await expect(outcome(page)).toHaveText(MILITARY_MESSAGES.wecare);
    expect(await cartOf(page, baseURL!, cartId)).toMatchObject({ militaryDiscountInCents: 0, totalInCents: before.totalInCents });

    // A callback this browser never started (a forged code and state).
    await page.goto('/idMeCallback?code=idme_forgedCodeForgedCode0123&state=forgedStateForgedState0123');
    await expect(outcome(page)).toHaveText(MILITARY_MESSAGES.stateMismatch);
    await expectAccessible(page);
    expect((await cartOf(page, baseURL!, cartId)).militaryDiscountInCents).toBe(0);
  });

  test('the employee portal does not offer it: no verification, the page says so', async ({ page }) => {
    const port = process.env.E2E_PORT ?? '8931';
    const employees = `http://employees.localhost:${port}`;
    expect((await page.goto(`${employees}/idMeVerify`))!.status()).toBe(404);
    await page.goto(`${employees}/military-discount`);
    await expect(page.getByText('The military discount is not offered in this shop.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Verify with ID.me' })).toHaveCount(0);
  });
});
