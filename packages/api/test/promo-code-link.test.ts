/**
 * spec storefront §2 query parameter promotion: a link's promo code is checked before the shopper
 * has a cart (GET /v1/promo-codes/{code}) with the same reasons applying it to a cart gives
 * (rules §5 "A coupon error carries an error description"; docs/decisions.md "promotion links").
 */
import { beforeAll, expect, it } from 'vitest';
import { describeOnDatabases } from './databases';
import { cartApi } from './support/carts';
import { nowSql } from './support/clock';

describeOnDatabases('a promotion link’s code, before there is a cart', ({ database }) => {
  let c: Awaited<ReturnType<typeof cartApi>>;
  beforeAll(async () => {
    c = await cartApi(database());
  });
  const lookUp = (code: string) => c.call('GET', `/v1/promo-codes/${encodeURIComponent(code)}`);

  it('names a running code as stored, in any case and width it was typed', async () => {
    const want = {
      status: 200,
      body: { promoCode: { code: 'SAVE50', title: '$50 off a set of 4 to 8 tires', promotionType: 'Flat Amount' } },
    };
    expect(await lookUp('SAVE50')).toEqual(want);
    expect(await lookUp('save50')).toEqual(want);
    expect(await lookUp('ＳＡＶＥ５０')).toEqual(want);
  });

  it('refuses unknown, ended, not-yet-started and malformed codes with the words a cart gives', async () => {
    await database().query(
      `INSERT INTO coupons (code, title, promotion_type, amount_type, amount, starts_at) VALUES ('LATER5', 'Later', 'Percentage', 'Percentage', 500, ${nowSql()} + interval '30 days')`,
    );
    for (const [code, message] of [
      ['XYZ', '"XYZ" is not a valid promo code.'],
      ['old10', 'The promo code "OLD10" has expired.'],
      ['later5', 'The promo code "LATER5" is not active yet.'],
      ['<b>', 'That promo code is not valid.'],
      ['A'.repeat(41), 'That promo code is not valid.'],
    ]) {
      expect(await lookUp(code), code).toEqual({ status: 400, body: { error: { code: 'BadRequest', message } } });
    }
  });

  it('answers the storefront’s clients only', async () => {
    const res = await c.call('GET', '/v1/promo-codes/SAVE50', undefined, { token: 'not-a-token' });
    expect(res.status).toBe(401);
  });
});
