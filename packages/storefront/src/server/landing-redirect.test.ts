import { describe, expect, it } from 'vitest';
import { landingRedirect } from './landing-redirect';

const keepAbc = (value: string) => (value === 'abc' ? `kept=${value}; Path=/; HttpOnly` : null);

describe('landingRedirect', () => {
  it('keeps an accepted value in the cookie and sends the browser on to the address without it', async () => {
    const answer = await landingRedirect(new Request('https://shop.test/tire-sizes/225-45r17?sort=price&code=abc'), 'code', keepAbc);
    expect(answer?.status).toBe(303);
    expect(answer?.headers.get('Location')).toBe('/tire-sizes/225-45r17?sort=price');
    expect(answer?.headers.get('Set-Cookie')).toBe('kept=abc; Path=/; HttpOnly');
    expect(answer?.headers.get('Cache-Control')).toBe('no-store');
  });

  it('sends the browser on without a cookie for a value it does not accept, or an empty one', async () => {
    for (const address of ['https://shop.test/?code=nope', 'https://shop.test/?code']) {
      const answer = await landingRedirect(new Request(address), 'code', async (value) => keepAbc(value));
      expect(answer?.status).toBe(303);
      expect(answer?.headers.get('Location')).toBe('/');
      expect(answer?.headers.has('Set-Cookie')).toBe(false);
    }
  });

  it('leaves every other request to the page', async () => {
    expect(await landingRedirect(new Request('https://shop.test/cart?other=abc'), 'code', keepAbc)).toBeNull();
    expect(await landingRedirect(new Request('https://shop.test/?code=abc', { method: 'POST' }), 'code', keepAbc)).toBeNull();
  });
});
