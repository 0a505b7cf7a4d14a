/**
 * Card testing at the sandbox gateway's tokenize call (spec §8 gateway message "rate limited (429,
 * 'try again in a few minutes')"): an address may tokenise TOKENIZE_PER_ADDRESS_PER_MINUTE cards a
 * minute and a client token TOKENIZE_PER_CLIENT_TOKEN_PER_MINUTE; past either, 429 with
 * Retry-After, the gateway's message and no nonce. Addresses come from X-Forwarded-For, as the
 * storefront server and a trusted proxy pass them.
 */
import { PAYMENT_MESSAGES } from '@tireshop/core';
import { beforeEach, expect, it } from 'vitest';
import { TOKENIZE_PER_ADDRESS_PER_MINUTE, TOKENIZE_PER_CLIENT_TOKEN_PER_MINUTE } from '../src/payments/sandbox/app';
import { describeOnDatabases } from './databases';
import { SHOP_ORIGIN, testApi } from './support/api';
import { clock } from './support/clock';
import { expiryIn, SANDBOX_TEST_CARDS } from './support/gateway';

describeOnDatabases('sandbox gateway: tokenize rate limits', ({ database }) => {
  let api: Awaited<ReturnType<typeof testApi>>;
  let addressCount = 0;
  /** An address no other test in this file uses. */
  const freshAddress = () => `198.51.100.${++addressCount}`;

  beforeEach(async () => {
    // The production limit, not the test runs' raised one.
    api = await testApi(database(), { tokenizeLimitPerMinute: undefined });
    clock.reset();
    // Limits count in fixed minutes: start each test at the top of one, so none ends mid-test.
    const ms = clock.now().getTime();
    clock.advance(60_000 - (ms % 60_000) + 50);
  });

  async function clientToken(): Promise<string> {
    const issued = await api.gateway.provider.clientToken({ origin: null, shopOrigin: SHOP_ORIGIN });
    return issued.clientToken;
  }

  const nonceCount = async () => Number((await database().query<{ n: string }>('SELECT count(*) AS n FROM gateway_nonces'))[0]!.n);

  function tokenize(token: string, address: string, number = SANDBOX_TEST_CARDS.visa.number) {
    return api.gatewayRequest('/v1/tokenize', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SHOP_ORIGIN, 'X-Forwarded-For': address },
      body: JSON.stringify({ clientToken: token, number, expiry: expiryIn(2), cvv: '123', name: 'Ana Lopez' }),
    });
  }

  it('lets one address tokenise its limit a minute, then answers 429 with Retry-After and stores nothing', async () => {
    const address = freshAddress();
    for (let i = 0; i < TOKENIZE_PER_ADDRESS_PER_MINUTE; i++) {
      // A fresh client token for each card: the address limit holds regardless.
      expect((await tokenize(await clientToken(), address)).status).toBe(201);
    }
    const before = await nonceCount();
    const refused = await tokenize(await clientToken(), address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({ error: { code: 'TooManyRequests', message: PAYMENT_MESSAGES.gatewayRateLimited } });
    expect(await nonceCount()).toBe(before);

    // Another shopper elsewhere is not held back.
    expect((await tokenize(await clientToken(), freshAddress())).status).toBe(201);
    // A minute on, the address may try again.
    clock.advance(60_000);
    expect((await tokenize(await clientToken(), address)).status).toBe(201);
  });

  it('counts refused cards too: a card tester learns from both answers', async () => {
    const address = freshAddress();
    for (let i = 0; i < TOKENIZE_PER_ADDRESS_PER_MINUTE; i++) {
      // A number that passes the page's checks but not the gateway's expiry rule is still an attempt.
      const answer = await api.gatewayRequest('/v1/tokenize', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: SHOP_ORIGIN, 'X-Forwarded-For': address },
        body: JSON.stringify({ clientToken: await clientToken(), number: '4111111111111112', expiry: expiryIn(2), cvv: '123', name: 'A' }),
      });
      expect(answer.status).toBe(400);
    }
    expect((await tokenize(await clientToken(), address)).status).toBe(429);
  });

  it('holds one client token — one checkout visit — to its limit from any addresses', async () => {
    const token = await clientToken();
    for (let i = 0; i < TOKENIZE_PER_CLIENT_TOKEN_PER_MINUTE; i++) expect((await tokenize(token, freshAddress())).status).toBe(201);
    const refused = await tokenize(token, freshAddress());
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toBe(PAYMENT_MESSAGES.gatewayRateLimited);
    // The same visit's shopper with a new token (the checkout fetches one) goes on.
    expect((await tokenize(await clientToken(), freshAddress())).status).toBe(201);
  });

  it('follows the configured limit (TOKENIZE_LIMIT_PER_MINUTE)', async () => {
    api = await testApi(database(), { tokenizeLimitPerMinute: 2 });
    const address = freshAddress();
    expect((await tokenize(await clientToken(), address)).status).toBe(201);
    expect((await tokenize(await clientToken(), address)).status).toBe(201);
    expect((await tokenize(await clientToken(), address)).status).toBe(429);
  });
});
