import { expect, test, type Page } from '@playwright/test';

/** Console lines of Content-Security-Policy violations (the browser reports each blocked script, frame or image). */
function cspViolations(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) lines.push(message.text());
  });
  return lines;
}

test.describe('page security', () => {
  test('another site cannot frame the shop; the shop can frame its own pages', async ({ page, baseURL }) => {
    const blocked = cspViolations(page);
    // A page of another origin (about:blank here) framing the shop's home page.
    await page.setContent(`<iframe id="shop" title="shop" src="${baseURL}/" width="800" height="600"></iframe>`);
    await expect.poll(() => blocked.some((line) => /frame-ancestors/.test(line)), { timeout: 10_000 }).toBe(true);
    // The frame holds the browser's error page, none of the shop.
    const framed = page.frames().find((f) => f !== page.mainFrame())!;
    expect(framed.url()).not.toContain(new URL(baseURL!).host);
    expect(await framed.getByText('The right tires, installed near you').count()).toBe(0);

    // The shop itself may frame its own pages (frame-ancestors 'self').
    const own = await page.goto('/');
    expect(own!.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.src = '/tire-sizes/225-45r17';
      frame.title = 'own';
      document.body.append(frame);
    });
    await expect(page.frameLocator('iframe[title="own"]').getByRole('heading', { level: 1 })).toHaveText('225/45R17 tires');
  });

  test('the shop runs under its policy with nothing blocked: search, listing, a product line', async ({ page }) => {
    const violations = cspViolations(page);
    await page.goto('/');
    await page.getByLabel('Shop by tire size').fill('225/45R17');
    await page.getByRole('button', { name: 'Find tires' }).click();
    await expect(page).toHaveURL(/\/tire-sizes\/225-45r17$/);
    await page.locator('.ts-card').first().locator('a').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
  });
});
