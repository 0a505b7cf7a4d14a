/**
 * The sandbox gateway on its own, with a clock the test moves: its pages and calls at
 * http://shop.test/gateway…, its provider, and a card tokenised the way the hosted fields do it.
 */
import { Hono } from 'hono';
import type { Database } from '../../src/db/client';
import { issueClientToken } from '../../src/payments/sandbox/client-token';
import { createSandboxGateway } from '../../src/payments/sandbox/index';
import { SANDBOX_TEST_CARDS, type SandboxTestCard } from '../../src/payments/sandbox/test-cards';
import { jsonCall, SHOP_ORIGIN, testConfig } from './api';
import { currentYear, testClock } from './clock';

export { SANDBOX_TEST_CARDS, SHOP_ORIGIN };

/** An expiry (MM/YY) `years` ahead of the test clock's year. */
export const expiryIn = (years: number, month = 12) =>
  `${String(month).padStart(2, '0')}/${String((currentYear() + years) % 100).padStart(2, '0')}`;

export function gatewayHarness(database: Database, options: { sandboxSettleSeconds?: number } = {}) {
  const clock = testClock();
  const config = testConfig({ sandboxSettleSeconds: options.sandboxSettleSeconds ?? 20 });
  const gateway = createSandboxGateway({ database, config, now: clock.now });
  const app = new Hono().route('/gateway', gateway.app);
  const request = (path: string, init: RequestInit = {}) => app.request(`${SHOP_ORIGIN}/gateway${path}`, init);
  const clientToken = (origin: string | null = SHOP_ORIGIN) =>
    issueClientToken(config.tokenSecret, { origin, shopOrigin: SHOP_ORIGIN }, clock.now().getTime());

  /** POST /gateway/v1/tokenize as the hosted fields page sends it. */
  function tokenize(
    card: { number: string; expiry?: string; cvv?: string; name?: string },
    token = clientToken(),
    headers: Record<string, string> = { Origin: SHOP_ORIGIN },
  ) {
    return jsonCall(request, 'POST', '/v1/tokenize', {
      token: null,
      headers,
      body: {
        clientToken: token,
        number: card.number,
        expiry: card.expiry ?? expiryIn(2),
        cvv: card.cvv ?? '123',
        name: card.name ?? 'Ana Lopez',
      },
    });
  }

  /** A nonce for a test card. */
  async function nonceFor(card: SandboxTestCard = SANDBOX_TEST_CARDS.visa): Promise<string> {
    const answer = await tokenize(card);
    if (answer.status !== 201) throw new Error(`tokenize: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.nonce as string;
  }

  return { ...gateway, clock, config, request, clientToken, tokenize, nonceFor };
}
