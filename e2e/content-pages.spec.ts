import { expect, test } from '@playwright/test';
import { expectAccessible, hydrated } from './support';

/** The content and help pages (spec storefront §2) as a shopper uses them. */
test.describe('content pages', () => {
  test('the footer leads to the FAQs, whose links lead on to a learn article and the learn index', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' }).click();
    await expect(page).toHaveURL(/\/faqs$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
    await expect(page).toHaveTitle('Frequently asked questions | tireshop');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/faqs$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /ordering tires/);

    // A link in the page's text: the article opens without reloading the document.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('article').getByRole('link', { name: 'how many tires to replace' }).click();
    await expect(page).toHaveURL(/\/learn\/buying\/how-many-tires-to-replace$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How many tires to replace');
    await expect(page).toHaveTitle('How many tires to replace | tireshop');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await crumbs.getByRole('link', { name: 'Buying and fitting' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buying and fitting');
    await expect(page.getByRole('link', { name: 'How tire installation works' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Learn about tires' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Tire basics' })).toBeVisible();
    await expectAccessible(page);
  });

  test('the help center finds articles by their words, and says so when nothing matches', async ({ page }) => {
    await page.goto('/help-center');
    await hydrated(page);
    const search = page.getByRole('search');
    await search.getByLabel('Words to look for').fill('refund');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/help-center\?q=refund$/);
    const results = page.getByRole('heading', { name: /match “refund”/ });
    await expect(results).toBeVisible();
    await page.getByRole('link', { name: 'Returns and refunds' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Returns and refunds');
    await expect(page.getByText('within 48 hours of receiving the tires')).toBeVisible();

    // Without script too: the search is a form the server answers.
    const response = await page.goto('/help-center?q=snow+chains+for+bicycles');
    expect(response!.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'No help articles match “snow chains for bicycles”' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'contact our team' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('heading', { name: 'Help topics' })).toBeVisible();
    await expectAccessible(page);
  });

  test('an unknown page is the 404 page, never a server error', async ({ page, request }) => {
    for (const path of ['/no-such-page', '/learn/no-such-topic', '/learn/tire-basics/no-such-article', '/press/news/nope', '/about/more']) {
      const response = await page.goto(path);
      expect(response!.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('The page you are looking for is missing.');
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    }
    const missing = await request.get('/_content?path=/no-such-page');
    expect(missing.status()).toBe(404);
    const bad = await request.get('/_content?path=javascript:alert(1)');
    expect(bad.status()).toBe(404);
  });

  test('the installer programme and the sitemap page are pages, and the sitemap file lists the content', async ({ page, request }) => {
    await page.goto('/installer-signup');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Become a tireshop installer');
    await expect(page.getByText('$15–$24 per tire installed')).toBeVisible();
    await page.goto('/sitemap');
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Shop' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const path of ['/about', '/help-center', '/learn/seasons/all-season-vs-winter-tires', '/press/releases']) {
      expect(xml, path).toContain(`${path}</loc>`);
    }
  });
});
