/**
 * SimpleSnap (spec storefront §2 /simplesnap, rules §8 "Tire camera"): a photo of a size is read
 * in the browser and leads to that size's tires; a file that is no photo, a photo without a size
 * and a typed size each get their answer. The photos are drawn here: big dark print on a light
 * ground, like a close photo of the size.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible, hydrated } from './support';

/** A PNG of `lines` drawn in a blank page of its own (the shop's pages are not touched). */
async function photoOf(browser: Browser, lines: string[]): Promise<Buffer> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const dataUrl = await page.evaluate((text) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 200 + 160 * text.length;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#e8e8e0';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = '#1a1a1a';
    context.font = 'bold 120px sans-serif';
    for (const [i, line] of text.entries()) context.fillText(line, 80, 200 + 160 * i);
    return canvas.toDataURL('image/png');
  }, lines);
  await context.close();
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

async function openSnap(page: Page) {
  await page.goto('/simplesnap');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Snap your tire's sidewall");
}

const photoInput = (page: Page) => page.getByLabel('Take or choose a photo');

test.describe('SimpleSnap', () => {
  test('a photo of the size → the size read in the browser → its tires', async ({ page, browser }) => {
    const photo = await photoOf(browser, ['225/45R17 91W']);
    const uploads: string[] = [];
    // Nothing but the page's analytics events is sent while the photo is read.
    page.on('request', (r) => {
      if (r.method() !== 'GET' && !new URL(r.url()).pathname.startsWith('/api/v1/analytics/')) uploads.push(`${r.method()} ${r.url()}`);
    });
    const blocked: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) blocked.push(m.text());
    });

    // The shopper finds the page from the size search.
    await page.goto('/tire-sizes');
    await page.getByRole('link', { name: "Snap a photo of your tire's sidewall" }).click();
    await expect(page).toHaveURL(/\/simplesnap$/);
    await hydrated(page);
    await expect(page.getByText('never uploaded')).toBeVisible();
    await expectAccessible(page);

    await photoInput(page).setInputFiles({ name: 'sidewall.png', mimeType: 'image/png', buffer: photo });
    // Loading the reader and reading take seconds on a busy machine: wait for the outcome.
    const found = page.getByRole('heading', { name: 'We found your tire size' });
    await expect(found).toBeVisible({ timeout: 120_000 });
    await expect(found).toBeFocused();
    await expect(page.locator('.sf-snap__size')).toHaveText(['225/45R17']);
    await expect(page.getByRole('img', { name: /Your photo, as it was read/ })).toBeVisible();
    await expectAccessible(page);
    expect(uploads).toEqual([]);
    expect(blocked).toEqual([]);

    await page.getByRole('link', { name: 'Shop this size (225/45R17)' }).click();
    await expect(page).toHaveURL(/\/tire-sizes\/225-45r17$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('225/45R17 tires');
  });

  test('a file that is not a photo is refused at once, and the page stays usable', async ({ page }) => {
    await openSnap(page);
    await photoInput(page).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('225/45R17') });
    const message = page.getByRole('heading', { name: /That file is not a photo/ });
    await expect(message).toBeVisible();
    await expect(message).toBeFocused();
    await expect(photoInput(page)).toBeEnabled();
    await expectAccessible(page);
  });

  test('a photo without a size: "Unable to find tire size", then the typed size', async ({ page, browser }) => {
    const photo = await photoOf(browser, []);
    await openSnap(page);
    await photoInput(page).setInputFiles({ name: 'blank.png', mimeType: 'image/png', buffer: photo });
    await expect(page.getByRole('heading', { name: 'Unable to find tire size.' })).toBeVisible({ timeout: 120_000 });
    await expectAccessible(page);

    const typed = page.getByRole('region', { name: 'Or type your size' });
    await typed.getByLabel('Tire size').fill('not a size');
    await typed.getByRole('button', { name: 'Find tires' }).click();
    await expect(typed.getByRole('alert')).toHaveText('Enter a tire size like 225/45R17, LT265/70R17 or 33x12.50R15LT.');
    await typed.getByLabel('Tire size').fill('P 225/45 R17');
    await typed.getByRole('button', { name: 'Find tires' }).click();
    await expect(page).toHaveURL(/\/tire-sizes\/p225-45r17$/);
  });

  test('the live camera on a device without one: "No camera was found"', async ({ page, context }) => {
    // Allowed, on a machine without a camera (Chromium answers "not found" before asking, too).
    await context.grantPermissions(['camera']);
    await openSnap(page);
    await page.getByRole('button', { name: 'Use your camera' }).click();
    const message = page.getByRole('heading', { name: /No camera was found on this device/ });
    await expect(message).toBeVisible();
    await expect(message).toBeFocused();
    await expectAccessible(page);
  });
});
