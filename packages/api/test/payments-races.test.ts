/**
 * The sandbox gateway's "use once" steps raced against a real PostgreSQL server (PGlite runs one
 * statement at a time and cannot race): one nonce authorised by 20 requests at once, one charge
 * claimed by 20 orders at once, one approval page clicked 10 times at once.
 */
import { expect, it } from 'vitest';
import { PaymentError } from '../src/payments/provider';
import { describeOnDatabases } from './databases';
import { gatewayHarness, SHOP_ORIGIN } from './support/gateway';

describeOnDatabases(
  'sandbox gateway: races',
  ({ database }) => {
    const settle = <T>(promises: Promise<T>[]) => Promise.allSettled(promises);
    const refusals = (results: PromiseSettledResult<unknown>[]) =>
      results
        .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
        .map((r) => (r.reason instanceof PaymentError ? r.reason.code : String(r.reason)));

    it('authorises a nonce exactly once when 20 orders use it at the same moment', async () => {
      const g = gatewayHarness(database());
      const nonce = await g.nonceFor();
      const results = await settle(
        Array.from({ length: 20 }, () => g.provider.authorize({ nonce, amountInCents: 10_000, reference: 'race-nonce' })),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(refusals(results)).toEqual(Array(19).fill('token_used'));
      const [{ count }] = await database().query<{ count: number }>(
        "SELECT count(*)::int AS count FROM gateway_charges WHERE reference = 'race-nonce'",
      );
      expect(count).toBe(1);
    });

    it('lets one of 20 simultaneous claims take a session’s charge', async () => {
      const g = gatewayHarness(database());
      const s = await g.provider.createSession({
        paymentType: 'paypal',
        amountInCents: 5_000,
        reference: 'race-claim',
        returnUrl: `${SHOP_ORIGIN}/back`,
        shopOrigin: SHOP_ORIGIN,
      });
      const approved = await g.request(`/checkout/${s.sessionId}/approve`, { method: 'POST' });
      const chargeId = new URL(approved.headers.get('location')!).searchParams.get('charge_id')!;
      const results = await settle(
        Array.from({ length: 20 }, () => g.provider.claimCharge({ chargeId, amountInCents: 5_000, reference: 'race-claim' })),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(refusals(results)).toEqual(Array(19).fill('token_used'));
    });

    it('makes one charge of 10 simultaneous clicks on Approve, and sends every click back with it', async () => {
      const g = gatewayHarness(database());
      const s = await g.provider.createSession({
        paymentType: 'klarna',
        amountInCents: 8_000,
        reference: 'race-approve',
        returnUrl: `${SHOP_ORIGIN}/back`,
        shopOrigin: SHOP_ORIGIN,
      });
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => g.request(`/checkout/${s.sessionId}/approve`, { method: 'POST' })),
      );
      const chargeIds = answers.map((a) => {
        expect(a.status).toBe(303);
        return new URL(a.headers.get('location')!).searchParams.get('charge_id');
      });
      expect(new Set(chargeIds).size).toBe(1);
      expect(chargeIds[0]).toMatch(/^ch_/);
      const rows = await database().query<{ id: string }>("SELECT id FROM gateway_charges WHERE reference = 'race-approve'");
      expect(rows.map((r) => r.id)).toEqual([chargeIds[0]]);
    });
  },
  { kinds: ['postgres'] },
);
