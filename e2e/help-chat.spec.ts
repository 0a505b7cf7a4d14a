import { expect, test } from '@playwright/test';
import { expectAccessible, hydrated } from './support';

/** The help chat (issue #16, docs/chat.md) as a shopper uses it, with the keyboard and on a phone. */
test.describe('help chat', () => {
  test('answers a question with help articles, takes a message, and flags an answer that came while it was closed', async ({ page }) => {
    await page.goto('/tire-sizes');
    await hydrated(page);
    const launcher = page.getByRole('button', { name: 'Help', exact: true });
    await launcher.click();
    const chat = page.getByRole('dialog', { name: 'Help chat' });
    await expect(chat).toBeVisible();
    const question = chat.getByLabel('Your question');
    await expect(question).toBeFocused();
    await expectAccessible(page);

    await question.fill('how do I return a tire');
    await question.press('Enter');
    const log = chat.getByRole('log', { name: 'Conversation' });
    await expect(log.getByText('how do I return a tire')).toBeVisible();
    const article = log.getByRole('link', { name: 'Returns and refunds' });
    await expect(article).toHaveAttribute('href', '/returns-and-refunds');

    // Leave a message: the contract's messages first, then the shop's confirmation.
    await chat.getByRole('button', { name: 'Leave a message' }).click();
    const form = chat.getByRole('form', { name: 'Leave a message' });
    await expect(form.getByLabel('Your name')).toBeFocused();
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Please enter your name (up to 80 characters).')).toBeVisible();
    await expect(form.getByLabel('Your name')).toBeFocused();
    await expect(form.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    await form.getByLabel('Your name').fill('Dana <b>Lee</b>');
    await form.getByLabel('Your e-mail').fill('dana.lee@example.com');
    await form.getByLabel('Your message').fill('My tires came <script>alert(1)</script> in the wrong size.\nCan you swap them?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(
      log.getByText(/Thank you, Dana <b>Lee<\/b>\. Your message HM-\d{6} is with our team: we reply to dana\.lee@example\.com/),
    ).toBeVisible();
    // The markup stayed text.
    await expect(log.getByText('My tires came <script>alert(1)</script> in the wrong size.', { exact: false })).toBeVisible();
    expect(await chat.locator('b, script').count()).toBe(0);

    // Escape closes; focus goes back to the button.
    await page.keyboard.press('Escape');
    await expect(chat).toBeHidden();
    await expect(launcher).toBeFocused();

    // An answer that arrives while the panel is closed (held back until it is): the dot, which stays on the next page.
    let release = () => {};
    const closed = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/_help/answers?*', async (route) => {
      await closed;
      await route.continue();
    });
    await launcher.click();
    await chat.getByLabel('Your question').fill('road hazard coverage');
    await chat.getByLabel('Your question').press('Enter');
    await expect(chat.getByRole('button', { name: 'Searching…' })).toBeDisabled();
    await chat.getByRole('button', { name: 'Close the help chat' }).click();
    await expect(chat).toBeHidden();
    await expect(page.getByRole('button', { name: /new answer/ })).toHaveCount(0);
    release();
    await expect(page.getByRole('button', { name: /new answer/ })).toBeVisible();
    await page.unroute('**/_help/answers?*');
    await page.goto('/faqs');
    await hydrated(page);
    await expect(page.getByRole('button', { name: /new answer/ })).toBeVisible();
    await page.getByRole('button', { name: /new answer/ }).click();
    await expect(chat.getByRole('link', { name: 'Road hazard coverage' }).first()).toBeVisible();
    await chat.getByRole('button', { name: 'Close the help chat' }).click();
    await expect(page.getByRole('button', { name: 'Help', exact: true })).toBeVisible();

    // The article link leads to the article, closing the chat.
    await page.getByRole('button', { name: 'Help', exact: true }).click();
    await chat.getByRole('link', { name: 'Returns and refunds' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Returns and refunds');
    await expect(chat).toBeHidden();
  });

  test('fills the screen on a phone', async ({ browser, baseURL }) => {
    const phone = await browser.newContext({ baseURL, viewport: { width: 375, height: 740 } });
    const page = await phone.newPage();
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Help', exact: true }).click();
    const chat = page.getByRole('dialog', { name: 'Help chat' });
    await expect(chat).toBeVisible();
    const box = await chat.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 375, height: 740 });
    await expectAccessible(page);
    await phone.close();
  });

  test('is not there for a search engine’s crawler (rules §9)', async ({ browser, baseURL }) => {
    const crawler = await browser.newContext({
      baseURL,
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    const page = await crawler.newPage();
    await page.goto('/');
    await hydrated(page);
    const rootData = () =>
      page.evaluate(
        () =>
          (window as unknown as { __staticRouterHydrationData: { loaderData: { root: { chatWidget: boolean } } } })
            .__staticRouterHydrationData.loaderData.root.chatWidget,
      );
    expect(await rootData()).toBe(false);
    await expect(page.getByRole('button', { name: 'Help', exact: true })).toHaveCount(0);
    await crawler.close();
  });
});
