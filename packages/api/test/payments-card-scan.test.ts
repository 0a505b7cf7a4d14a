/**
 * The gateway keeps no card number (docs/payments.md): after every test card — and a card of
 * every brand that is not a test card — has been tokenised, authorised and charged, the card
 * number scanner (support/scan.ts) finds none in the gateway's tables.
 */
import { expect, it } from 'vitest';
import { describeOnDatabases } from './databases';
import { gatewayHarness, SANDBOX_TEST_CARDS } from './support/gateway';
import { cardNumbersIn } from './support/scan';

describeOnDatabases('sandbox gateway: no card numbers kept', ({ database }) => {
  it('finds card numbers where there are some (the scan works)', () => {
    expect(cardNumbersIn(`{"x":"4111 1111 1111 1111"}`)).toContain('4111111111111111');
    expect(cardNumbersIn('id 3782-822463-10005.')).toContain('378282246310005');
    expect(cardNumbersIn('{"amount_cents":900000,"exp_year":2031}')).toEqual([]);
  });

  it('holds only brands, last fours and expiries after every test card was tokenised and charged', async () => {
    const g = gatewayHarness(database());
    // Besides the test cards, valid cards of each brand that are not sandbox test cards.
    const others = [
      { number: '4012 8888 8888 1881', cvv: '123' },
      { number: '5105 1051 0510 5100', cvv: '123' },
      { number: '3714 496353 98431', cvv: '1234' },
      { number: '6011 0009 9013 9424', cvv: '123' },
      { number: '3566 0020 2036 0505', cvv: '123' },
    ];
    for (const card of [...Object.values(SANDBOX_TEST_CARDS), ...others]) {
      const nonce = await g.nonceFor({ ...card, brand: 'Visa', outcome: 'approve' });
      await g.provider.authorize({ nonce, amountInCents: 1_000, reference: 'scan' }).catch(() => undefined);
    }
    const tables = ['gateway_nonces', 'gateway_charges', 'gateway_sessions'];
    let rows = 0;
    for (const table of tables) {
      const dump = await database().query<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM ${table} t`);
      rows += dump.length;
      for (const { row } of dump) expect(cardNumbersIn(row), `${table}: ${row}`).toEqual([]);
    }
    expect(rows).toBeGreaterThanOrEqual(2 * 12);
  });
});
