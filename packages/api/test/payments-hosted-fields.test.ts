/**
 * The hosted card fields in Chromium, embedded the way a widget embeds them: on a page of another
 * origin than the shop's. The page tells only the client token's origin anything, shows the rules
 * §5 messages under the fields with focus on the first bad one, groups the number and names its
 * brand, and answers a nonce the provider can authorise (docs/payments.md "The postMessage protocol").
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { chromium, type Browser, type Page } from '@playwright/test';
import { PAYMENT_MESSAGES } from '@tireshop/core';
import { Hono } from 'hono';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';
import { describeOnDatabases } from './databases';
import { testConfig } from './support/api';
import { createSandboxGateway } from '../src/payments/sandbox/index';
import { expiryIn, SANDBOX_TEST_CARDS } from './support/gateway';

describeOnDatabases(
  'sandbox gateway: hosted fields in a browser',
  ({ database }) => {
    let server: ServerType;
    let browser: Browser;
    let gateway: ReturnType<typeof createSandboxGateway>;
    /** The shop (and its gateway) answers on localhost; the widget's host page is 127.0.0.1, another origin. */
    let shop: string;
    let host: string;

    beforeAll(async () => {
      gateway = createSandboxGateway({ database: database(), config: testConfig() });
      const app = new Hono().route('/gateway', gateway.app);
      // A host page embedding the fields, listening the way the checkout does.
      app.get('/host', (c) =>
        c.html(`<!doctype html><html lang="en"><title>host</title><iframe id="fields" title="Card details" src="${c.req.query('src')}"></iframe>
<script>
window.received = [];
window.fromPopup = [];
addEventListener('message', (e) => {
  if (e.source === document.getElementById('fields').contentWindow) window.received.push({ origin: e.origin, data: e.data });
  else if (e.source === window.popup) window.fromPopup.push({ origin: e.origin, data: e.data });
});
window.askTokenize = (requestId, targetOrigin) => document.getElementById('fields').contentWindow.postMessage({ source: 'tireshop-checkout', type: 'tokenize', requestId }, targetOrigin);
</script></html>`),
      );
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
      await new Promise((resolve) => server.once('listening', resolve));
      const { port } = server.address() as AddressInfo;
      shop = `http://localhost:${port}`;
      host = `http://127.0.0.1:${port}`;
      browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    });
    afterAll(async () => {
      await browser?.close();
      server?.close();
    });

    /** The host page with the fields of a token issued for `tokenOrigin`, once the frame has loaded. */
    async function hostPage(tokenOrigin: string, pageOrigin = host): Promise<Page> {
      const { clientToken, hostedFieldsUrl } = await gateway.provider.clientToken({ origin: tokenOrigin, shopOrigin: shop });
      const page = await browser.newPage();
      const src = `${hostedFieldsUrl}?clientToken=${encodeURIComponent(clientToken)}`;
      await page.goto(`${pageOrigin}/host?src=${encodeURIComponent(src)}`);
      // Loaded, its deferred script run.
      await page
        .frames()
        .find((f) => f !== page.mainFrame())!
        .waitForFunction(() => document.readyState === 'complete');
      return page;
    }
    const messages = (page: Page, type: string) =>
      page.evaluate((t) => (window as any).received.filter((m: any) => m.data.type === t), type);
    const answerTo = async (page: Page, requestId: string) => {
      await page.waitForFunction((id) => (window as any).received.some((m: any) => m.data.requestId === id), requestId);
      return (await page.evaluate((id) => (window as any).received.filter((m: any) => m.data.requestId === id), requestId)) as {
        origin: string;
        data: any;
      }[];
    };

    it('says it is ready, from the shop’s origin, with its height', async () => {
      const page = await hostPage(host);
      await page.waitForFunction(() => (window as any).received.some((m: any) => m.data.type === 'ready'));
      const [ready] = await messages(page, 'ready');
      expect(ready.origin).toBe(shop);
      expect(ready.data).toEqual({ source: 'tireshop-gateway', type: 'ready', height: expect.any(Number) });
      expect(ready.data.height).toBeGreaterThan(150);
      await page.close();
    });

    it('shows every field’s message, focuses the first bad field and answers the first message', async () => {
      const page = await hostPage(host);
      const frame = page.frameLocator('#fields');
      await frame.getByLabel('Card number').fill('4111 1111 1111 1112');
      await page.evaluate((origin) => (window as any).askTokenize('bad-1', origin), shop);
      const [answer] = await answerTo(page, 'bad-1');
      expect(answer!.data).toEqual({
        source: 'tireshop-gateway',
        type: 'tokenize-error',
        requestId: 'bad-1',
        message: PAYMENT_MESSAGES.cardNumber,
      });
      await expect.poll(() => frame.getByLabel('Card number').evaluate((el) => el === document.activeElement)).toBe(true);
      for (const [label, message] of [
        ['Card number', PAYMENT_MESSAGES.cardNumber],
        ['Expiration date', PAYMENT_MESSAGES.expiryMissing],
        ['Security code (CVV)', PAYMENT_MESSAGES.cvv],
        ['Name on card', PAYMENT_MESSAGES.cardholderName],
      ] as const) {
        const field = frame.getByLabel(label);
        expect(await field.getAttribute('aria-invalid')).toBe('true');
        const describedBy = (await field.getAttribute('aria-describedby'))!.split(' ');
        const description = await Promise.all(describedBy.map((id) => frame.locator(`#${id}`).textContent()));
        expect(description.join(' ')).toContain(message);
      }
      // A message goes as soon as its field is right.
      await frame.getByLabel('Expiration date').fill(expiryIn(2));
      await expect.poll(() => frame.getByLabel('Expiration date').getAttribute('aria-invalid')).toBeNull();
      await page.close();
    });

    it('groups the number as it is typed, names the brand and answers a nonce the provider authorises', async () => {
      const page = await hostPage(host);
      const frame = page.frameLocator('#fields');
      await frame.getByLabel('Card number').pressSequentially(SANDBOX_TEST_CARDS.amex.number.replace(/\s/g, ''));
      expect(await frame.getByLabel('Card number').inputValue()).toBe('3782 822463 10005');
      expect(await frame.locator('#card-brand').textContent()).toBe('American Express');
      const year = new Date().getUTCFullYear() + 3;
      const yy = String(year % 100).padStart(2, '0');
      await frame.getByLabel('Expiration date').pressSequentially(`7${yy}`);
      expect(await frame.getByLabel('Expiration date').inputValue()).toBe(`07/${yy}`);
      await frame.getByLabel('Security code (CVV)').fill('1234');
      await frame.getByLabel('Name on card').fill('Ana Lopez');
      await page.evaluate((origin) => (window as any).askTokenize('good-1', origin), shop);
      const [answer] = await answerTo(page, 'good-1');
      expect(answer!.origin).toBe(shop);
      expect(answer!.data).toMatchObject({
        type: 'tokenized',
        requestId: 'good-1',
        details: { brand: 'American Express', last4: '0005', expMonth: 7, expYear: year },
      });
      const charge = await gateway.provider.authorize({ nonce: answer!.data.nonce, amountInCents: 1_000, reference: 'hosted-fields' });
      expect(charge).toMatchObject({ status: 'authorized', brand: 'American Express', last4: '0005' });
      await page.close();
    });

    it('tells a page of another origin than the token’s nothing, and does not listen to it', async () => {
      // The token names the shop's origin; the fields are embedded on the host page.
      const page = await hostPage(shop);
      await page.evaluate((origin) => (window as any).askTokenize('elsewhere-1', origin), shop);
      // The same page with a token for its own origin answers at once: the other one had its chance.
      const control = await hostPage(host);
      await control.evaluate((origin) => (window as any).askTokenize('control-1', origin), shop);
      expect(await answerTo(control, 'control-1')).toHaveLength(1);
      expect(await page.evaluate(() => (window as any).received)).toEqual([]);
      await page.close();
      await control.close();
    });

    it('an approval page opened as a popup posts the result to the page that opened it, and closes', async () => {
      const page = await hostPage(host);
      for (const [choice, expected] of [
        ['Approve', { chargeId: expect.stringMatching(/^ch_/) }],
        ['Decline', { affirmError: true }],
        ['Cancel', { cancelled: true }],
      ] as const) {
        const session = await gateway.provider.createSession({
          paymentType: 'affirm',
          amountInCents: 20_000 + choice.length,
          reference: `popup-${choice}`,
          returnUrl: `${host}/host`,
          shopOrigin: shop,
        });
        const [popup] = await Promise.all([
          page.waitForEvent('popup'),
          page.evaluate((url) => {
            (window as any).popup = window.open(url, 'pay', 'popup');
          }, session.redirectUrl),
        ]);
        await popup.getByRole('button', { name: choice }).waitFor();
        await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: choice }).click({ noWaitAfter: true })]);
        const results = (await page.evaluate(() => (window as any).fromPopup.splice(0))) as { origin: string; data: unknown }[];
        expect(results).toEqual([
          { origin: shop, data: { source: 'tireshop-gateway', type: 'session-result', sessionId: session.sessionId, ...expected } },
        ]);
      }
      await page.close();
    });
  },
  { kinds: ['pglite'] },
);
