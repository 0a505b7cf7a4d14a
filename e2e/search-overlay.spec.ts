/**
 * The search overlay in the storefront (spec §2 Shell, §3 Search, §4 Search, §8 search failure):
 * typeahead, history entry, past searches, vehicle drill-down, staggered sizes, pills, failures.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support';

const overlay = (page: Page) => page.locator('dialog.ts-search');
const searchBox = (page: Page) => overlay(page).getByRole('combobox', { name: 'Size, vehicle or brand' });
const option = (page: Page, name: string | RegExp) => overlay(page).getByRole('option', { name });

/** Opens the overlay with the header's search button, once the page has hydrated (the closed dialog is mounted then). */
async function openSearch(page: Page) {
  await expect(overlay(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Search tires' }).click();
  await expect(overlay(page)).toHaveAttribute('open', '');
}

test.describe('search overlay', () => {
  test('search button → type a size → pick one → its results page', async ({ page }) => {
    await page.goto('/');
    await openSearch(page);
    await expect(searchBox(page)).toBeFocused();
    await expectAccessible(page, 'dialog.ts-search');

    await searchBox(page).pressSequentially('225/4');
    await expect(overlay(page).getByRole('group', { name: 'Tire sizes' })).toBeVisible();
    const pick = option(page, /^225\/45R17/);
    await expect(pick).toBeVisible();
    // The typed part of each label is marked.
    await expect(pick.locator('mark')).toHaveText('225/4');
    await expectAccessible(page, 'dialog.ts-search');

    // Arrow keys move the highlight (aria-activedescendant); Enter follows it.
    for (let i = 0; i < 10; i++) {
      await searchBox(page).press('ArrowDown');
      if ((await pick.getAttribute('aria-selected')) === 'true') break;
    }
    await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', (await pick.getAttribute('id'))!);
    await searchBox(page).press('Enter');

    await expect(page).toHaveURL(/\/tire-sizes\/225-45r17$/);
    await expect(overlay(page)).not.toHaveAttribute('open');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('225/45R17');
    // The overlay's history entry became the results page: Back goes to where the search started.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('Back closes the overlay without leaving or reloading the page', async ({ page }) => {
    await page.goto('/tire-sizes/225-45r17');
    await page.evaluate(() => ((window as unknown as { untouched: boolean }).untouched = true));
    const entries = await page.evaluate(() => history.length);
    await openSearch(page);
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);

    const loads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/')) loads.push(r.url());
    });
    await page.goBack();
    await expect(overlay(page)).not.toHaveAttribute('open');
    await expect(page).toHaveURL(/\/tire-sizes\/225-45r17$/);
    expect(await page.evaluate(() => (window as unknown as { untouched?: boolean }).untouched)).toBe(true);
    expect(loads).toEqual([]); // the page under the overlay was not loaded again

    // Forward opens it again; Escape closes it and takes its entry back off.
    await page.goForward();
    await expect(overlay(page)).toHaveAttribute('open', '');
    await page.keyboard.press('Escape');
    await expect(overlay(page)).not.toHaveAttribute('open');
    await expect(page).toHaveURL(/\/tire-sizes\/225-45r17$/);
  });

  test('"/" opens the search from the page, Escape closes it and focus returns', async ({ page }) => {
    await page.goto('/');
    await expect(overlay(page)).toHaveCount(1);
    await page.getByRole('button', { name: 'Search tires' }).focus();
    await page.keyboard.press('/');
    await expect(overlay(page)).toHaveAttribute('open', '');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(overlay(page)).not.toHaveAttribute('open');
    await expect(page.getByRole('button', { name: 'Search tires' })).toBeFocused();
  });

  test('a past search appears on reopening, can be followed and deleted', async ({ page }) => {
    await page.goto('/');
    await openSearch(page);
    await searchBox(page).fill('mich');
    await option(page, /^Michelin/).click();
    await expect(page).toHaveURL(/\/brands\/michelin-tires$/);
    // The brand page is drawn: a navigation that lands after the overlay opens again closes it
    // (the page changed under it), so reopen only once this one has landed.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Michelin tires');
    await expect(overlay(page)).not.toHaveAttribute('open');

    await openSearch(page);
    const past = overlay(page).getByRole('listbox', { name: 'Past searches' });
    await expect(past.getByRole('option', { name: /Michelin/ })).toBeVisible();
    await expectAccessible(page, 'dialog.ts-search');

    // It survives a reload: the session id is in the ST_session cookie.
    await page.keyboard.press('Escape');
    expect((await page.context().cookies()).find((c) => c.name === 'ST_session')?.value).toMatch(/^[0-9a-f-]{36}$/);
    await page.reload();
    await openSearch(page);
    await expect(past.getByRole('option', { name: /Michelin/ })).toBeVisible();

    await overlay(page).getByRole('button', { name: 'Remove Michelin from past searches' }).click();
    await expect(past).toHaveCount(0);
    await page.keyboard.press('Escape');
    await openSearch(page);
    await expect(overlay(page).getByRole('listbox', { name: 'Past searches' })).toHaveCount(0);
  });

  test('vehicle drill-down: make → model → year → the year page', async ({ page }) => {
    await page.goto('/');
    await openSearch(page);
    await searchBox(page).pressSequentially('toy');
    await option(page, /^Toyota\b.*models/).click();
    // The make is a pill that locks the search; the models of the make are listed.
    await expect(overlay(page).locator('.ts-search__chip')).toContainText('Toyota');
    await expect(searchBox(page)).toHaveValue('');
    await option(page, /^Toyota Camry/).click();
    await expect(overlay(page).locator('.ts-search__chip')).toContainText('Toyota Camry');
    await option(page, /^2021 Toyota Camry/).click();
    await expect(overlay(page).locator('.ts-search__chip')).toContainText('2021 Toyota Camry');
    // Trims with their sizes, and the year's own page first.
    await expect(option(page, /^LE\b/)).toBeVisible();
    await expectAccessible(page, 'dialog.ts-search');
    // Backspace in the empty box goes one level up, and back down again.
    await searchBox(page).press('Backspace');
    await expect(overlay(page).locator('.ts-search__chip')).toContainText('Toyota Camry');
    await option(page, /^2021 Toyota Camry/).click();
    await option(page, 'All tires for 2021 Toyota Camry').click();
    await expect(page).toHaveURL(/\/vehicles\/toyota-tires\/camry\/2021$/);
  });

  test('typing "2021 camry" finds the year', async ({ page }) => {
    await page.goto('/');
    await openSearch(page);
    await searchBox(page).pressSequentially('2021 camry');
    await expect(option(page, /^2021 Toyota Camry/)).toBeVisible();
  });

  test('staggered sizes: front, then a rear size for it, to the front/rear page', async ({ page }) => {
    await page.goto('/');
    await openSearch(page);
    await overlay(page).getByLabel('Different front and rear sizes').check();
    const front = overlay(page).getByRole('combobox', { name: 'Front tire size' });
    const rear = overlay(page).getByRole('combobox', { name: 'Rear tire size' });
    await front.pressSequentially('245/40R18');
    await option(page, /^245\/40R18/).click();
    await expect(front).toHaveValue('245/40R18');
    await expect(rear).toBeFocused();
    await expect(overlay(page).getByRole('group', { name: 'Rear tire sizes' })).toBeVisible();
    await expectAccessible(page, 'dialog.ts-search');
    const first = overlay(page).getByRole('group', { name: 'Rear tire sizes' }).getByRole('option').first();
    const rearLabel = (await first.locator('.ts-search__option-label').textContent())!;
    await first.click();
    const rearSlug = rearLabel.toLowerCase().replace('/', '-');
    await expect(page).toHaveURL(new RegExp(`/tire-sizes/245-40r18\\?rear=${rearSlug.replace(/[.]/g, '\\.')}$`));
  });

  test('a pill locks the search to its category until removed', async ({ page }) => {
    await page.goto('/');
    await openSearch(page);
    const winter = overlay(page).getByRole('button', { name: 'Winter', exact: true });
    await winter.click();
    await expect(winter).toHaveAttribute('aria-pressed', 'true');
    await expect(overlay(page).getByRole('group', { name: 'Categories' })).toBeVisible();
    await expect(option(page, /^Winter/)).toBeVisible();
    // Still only categories while typing.
    await searchBox(page).pressSequentially('mich');
    await expect(overlay(page).getByRole('group', { name: 'Brands' })).toHaveCount(0);
    await overlay(page).getByRole('button', { name: 'Remove Winter' }).click();
    await expect(overlay(page).getByRole('group', { name: 'Brands' })).toBeVisible();
  });

  test('a failed search shows an error state with retry', async ({ page }) => {
    await page.goto('/');
    await openSearch(page);
    await page.route('**/api/search-typeahead**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"ServerError","message":"down"}}' }),
    );
    await searchBox(page).pressSequentially('mich');
    const alert = overlay(page).getByRole('alert');
    await expect(alert).toContainText('Oops, something went wrong');
    await expectAccessible(page, 'dialog.ts-search');
    await page.unroute('**/api/search-typeahead**');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(option(page, /^Michelin/)).toBeVisible();
  });

  test('typing on aborts the request in flight, and an aborted search is no error', async ({ page }) => {
    await page.goto('/');
    await openSearch(page);
    // Hold every answer a while, so the next keystroke finds the request still in flight.
    await page.route('**/api/search-typeahead**', async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue().catch(() => undefined);
    });
    const failed: string[] = [];
    page.on('requestfailed', (r) => {
      if (r.url().includes('/search-typeahead')) failed.push(new URL(r.url()).searchParams.get('queryText')!);
    });
    await searchBox(page).pressSequentially('mich', { delay: 150 });
    await expect(option(page, /^Michelin/)).toBeVisible();
    expect(failed.length).toBeGreaterThan(0);
    await expect(overlay(page).getByRole('alert')).toHaveCount(0);
  });

  test('on a phone the overlay fills the screen and nothing overflows', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await openSearch(page);
    await searchBox(page).pressSequentially('2021 camry');
    await option(page, /^2021 Toyota Camry/).click();
    const box = await overlay(page).boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390 });
    const control = await overlay(page).locator('.ts-search__control').boundingBox();
    expect(control!.x + control!.width).toBeLessThanOrEqual(390);
  });
});
