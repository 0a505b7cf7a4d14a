import { couponAlerts } from '@tireshop/core';
import { beforeAll, expect, it } from 'vitest';
import { describeOnDatabases } from './databases';
import { cartApi, NO_DEALS, RETAIL_ROAD_HAZARD_PER_TIRE, seedTire, totalOf, type SeedTire } from './support/carts';
import { nowSql } from './support/clock';

/** A well-stocked tire of a line whose only running deal is `slug`. */
const onlyDeal = (slug: string) =>
  `stock >= 20 AND "lineId" IN (SELECT pp.product_line_id FROM promotion_product_lines pp JOIN promotions pr ON pr.id = pp.promotion_id WHERE pr.slug = '${slug}')
   AND (SELECT count(*) FROM promotion_product_lines x WHERE x.product_line_id = s."lineId") = 1`;

describeOnDatabases('cart: deals and promo codes', ({ database }) => {
  let c: Awaited<ReturnType<typeof cartApi>>;
  let plain: SeedTire;
  let dailyDeal: SeedTire;
  let michelinFlat: SeedTire;
  let cooperB3G1: SeedTire;
  let goodyearFree: SeedTire;
  let highway: SeedTire;

  beforeAll(async () => {
    c = await cartApi(database());
    plain = await seedTire(database(), `${NO_DEALS} AND stock >= 20 AND price BETWEEN 8000 AND 30000`);
    dailyDeal = await seedTire(database(), onlyDeal('daily-deals'));
    michelinFlat = await seedTire(database(), onlyDeal('michelin-70-off-set-of-4'));
    cooperB3G1 = await seedTire(database(), onlyDeal('cooper-discoverer-buy-3-get-1'));
    goodyearFree = await seedTire(database(), onlyDeal('goodyear-free-road-hazard'));
    highway = await seedTire(database(), `stock >= 20 AND line_name = 'LTX M/S2' AND brand_slug = 'michelin'`);
  });

  /** A cart of `quantity` of a tire, road hazard declined unless asked, so amounts are easy to follow. */
  const cartOf = (tire: SeedTire, quantity: number, shouldAddCoverage = false) =>
    c.newCart({ productId: tire.id, quantity: { front: quantity }, shouldAddCoverage });

  it('takes a Percentage deal off each tire and shows it on the line', async () => {
    const cart = await cartOf(dailyDeal, 2);
    const discount = Math.round((2 * dailyDeal.price * 2_000) / 10_000);
    expect(cart.siteProducts[0].siteProductPromotion).toEqual({
      title: 'Daily deals: up to 20% off',
      promotionType: 'Percentage',
      couponAmount: 20,
      couponAmountType: 'Percentage',
      alreadyAppliedIntoCart: true,
      discountInCents: discount,
      linkToTRCProm: '/tire-deals/daily-deals',
    });
    expect(cart).toMatchObject({ productDiscountInCents: discount, couponDiscountInCents: 0, discountInCents: discount });
    expect(cart.totalInCents).toBe(totalOf(cart));
  });

  it('gives a Flat Amount deal once per set of four, and says when the cart does not qualify yet', async () => {
    const cart = await cartOf(michelinFlat, 2);
    expect(cart.siteProducts[0].siteProductPromotion).toMatchObject({
      promotionType: 'Flat Amount',
      couponAmount: 7_000,
      couponAmountType: 'Amount',
      alreadyAppliedIntoCart: false,
      discountInCents: 0,
    });
    expect(cart.discountInCents).toBe(0);
    const four = await c.update(cart.id, { itemId: michelinFlat.id, itemQuantity: 4 });
    expect(four.body.siteCart.siteProducts[0].siteProductPromotion).toMatchObject({ alreadyAppliedIntoCart: true, discountInCents: 7_000 });
    const eight = await c.update(cart.id, { itemId: michelinFlat.id, itemQuantity: 8 });
    expect(eight.body.siteCart.productDiscountInCents).toBe(14_000);
  });

  it('makes one tire of each set of four free with a Buy3Get1 deal', async () => {
    const three = await cartOf(cooperB3G1, 3);
    expect(three.discountInCents).toBe(0);
    const four = await c.update(three.id, { itemId: cooperB3G1.id, itemQuantity: 4 });
    expect(four.body.siteCart.discountInCents).toBe(cooperB3G1.price);
    const nine = await c.update(three.id, { itemId: cooperB3G1.id, itemQuantity: 9 });
    expect(nine.body.siteCart.discountInCents).toBe(2 * cooperB3G1.price);
  });

  it('makes road hazard free for four tires of a Free deal line', async () => {
    const three = await cartOf(goodyearFree, 3, true);
    expect(three.roadHazardCostInCents).toBe(3 * RETAIL_ROAD_HAZARD_PER_TIRE(goodyearFree.price));
    const four = await c.update(three.id, { itemId: goodyearFree.id, itemQuantity: 4 });
    const cart = four.body.siteCart;
    expect(cart.roadHazardCostInCents).toBe(0);
    expect(cart.siteProducts[0]).toMatchObject({ roadHazardState: 1, roadHazardCostInCents: 0 });
    expect(cart.siteProducts[0].siteProductPromotion).toMatchObject({
      promotionType: 'Free',
      alreadyAppliedIntoCart: true,
      discountInCents: 0,
    });
    expect(cart.discountInCents).toBe(0);
  });

  it('applies a Flat Amount code once per cart within its quantity bounds, with its alert outside them', async () => {
    const cart = await cartOf(plain, 4);
    const applied = await c.update(cart.id, { promoCode: 'SAVE50' });
    expect(applied.status).toBe(200);
    expect(applied.body.siteCart.siteCartCoupons).toEqual([
      {
        promoCode: 'SAVE50',
        couponId: 1,
        title: '$50 off a set of 4 to 8 tires',
        promotionType: 'Flat Amount',
        discountInCents: 5_000,
        errorDescription: null,
        minCartQunatity: 4,
        maxCartQunatity: 8,
        alertMessage: null,
      },
    ]);
    expect(applied.body.siteCart).toMatchObject({ couponDiscountInCents: 5_000, discountInCents: 5_000, subtotalInCents: 4 * plain.price });
    expect(applied.body.siteCart.totalInCents).toBe(totalOf(applied.body.siteCart));

    // Below the minimum: kept, worth nothing, with the coupon's own alert.
    const two = await c.update(cart.id, { itemId: plain.id, itemQuantity: 2 });
    expect(two.body.siteCart.siteCartCoupons[0]).toMatchObject({
      promoCode: 'SAVE50',
      discountInCents: 0,
      errorDescription: 'Add 2 more tires to use SAVE50.',
      alertMessage: 'SAVE50 takes $50 off when your cart has 4 to 8 tires.',
    });
    expect(two.body.siteCart.discountInCents).toBe(0);
    const ten = await c.update(cart.id, { itemId: plain.id, itemQuantity: 10 });
    expect(ten.body.siteCart.siteCartCoupons[0]).toMatchObject({
      discountInCents: 0,
      alertMessage: 'SAVE50 takes $50 off when your cart has 4 to 8 tires.',
    });
  });

  it('shows a quantity alert naming the quantity when a code has no alert message', async () => {
    const cart = await cartOf(plain, 1);
    const one = await c.update(cart.id, { promoCode: 'TAKE10' });
    expect(one.body.siteCart.siteCartCoupons[0]).toMatchObject({
      promoCode: 'TAKE10',
      discountInCents: 0,
      minCartQunatity: 2,
      maxCartQunatity: null,
      alertMessage: 'Add 1 more tire to use TAKE10.',
    });
    // The storefront shows core's couponAlerts of the same answer: the same words.
    expect(couponAlerts(one.body.siteCart)).toEqual([{ promoCode: 'TAKE10', message: 'Add 1 more tire to use TAKE10.' }]);
    const three = await c.update(cart.id, { itemId: plain.id, itemQuantity: 3 });
    expect(three.body.siteCart.siteCartCoupons[0]).toMatchObject({
      discountInCents: Math.round((3 * plain.price * 1_000) / 10_000),
      alertMessage: null,
      errorDescription: null,
    });
  });

  it('takes a Percentage code off the tires after their deals', async () => {
    const cart = await cartOf(dailyDeal, 2);
    const res = await c.update(cart.id, { promoCode: 'take10' });
    const afterDeal = 2 * dailyDeal.price - cart.productDiscountInCents;
    expect(res.body.siteCart.couponDiscountInCents).toBe(Math.round((afterDeal * 1_000) / 10_000));
    expect(res.body.siteCart.siteCartCoupons[0].promoCode).toBe('TAKE10');
  });

  it('gives a free tire per four of the lines a Buy3Get1 code covers, and nothing on other tires', async () => {
    const cart = await cartOf(highway, 4);
    const res = await c.update(cart.id, { promoCode: 'HIGHWAY4' });
    expect(res.body.siteCart.siteCartCoupons[0]).toMatchObject({
      promotionType: 'Buy3Get1',
      discountInCents: highway.price,
      errorDescription: null,
    });
    const other = await cartOf(plain, 4);
    const none = await c.update(other.id, { promoCode: 'HIGHWAY4' });
    expect(none.status).toBe(200);
    expect(none.body.siteCart.siteCartCoupons[0]).toMatchObject({
      discountInCents: 0,
      errorDescription: 'None of the tires in your cart qualify for HIGHWAY4.',
    });
  });

  it('makes road hazard free on every tire with a Free code', async () => {
    const cart = await cartOf(plain, 2, true);
    expect(cart.roadHazardCostInCents).toBe(2 * RETAIL_ROAD_HAZARD_PER_TIRE(plain.price));
    const res = await c.update(cart.id, { promoCode: 'FreeHazard' });
    expect(res.body.siteCart).toMatchObject({ roadHazardCostInCents: 0, discountInCents: 0, isGroupRoadHazard: true });
    expect(res.body.siteCart.siteProducts[0]).toMatchObject({ roadHazardState: 1, roadHazardCostInCents: 0 });
  });

  it('refuses unknown, ended and not-yet-started codes with 400 and leaves the cart as it was', async () => {
    await database().query(
      `INSERT INTO coupons (code, title, promotion_type, amount_type, amount, starts_at) VALUES ('SOON', 'Soon', 'Percentage', 'Percentage', 500, ${nowSql()} + interval '30 days')`,
    );
    const cart = await cartOf(plain, 4);
    await c.update(cart.id, { promoCode: 'SAVE50' });
    const before = (await c.get(cart.id)).body;
    for (const [code, message] of [
      ['XYZ', '"XYZ" is not a valid promo code.'],
      ['old10', 'The promo code "OLD10" has expired.'],
      ['soon', 'The promo code "SOON" is not active yet.'],
    ]) {
      const res = await c.update(cart.id, { promoCode: code, itemId: plain.id, itemQuantity: 5 });
      expect(res).toEqual({ status: 400, body: { error: { code: 'BadRequest', message } } });
    }
    const empty = await c.update(cart.id, { promoCode: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Please enter a promo code.');
    expect((await c.get(cart.id)).body).toEqual(before);
  });

  it('holds one code: a new one replaces the old, the same one again changes nothing, removing is case-insensitive', async () => {
    const cart = await cartOf(plain, 4);
    const codes = (res: any) => res.body.siteCart.siteCartCoupons.map((x: any) => x.promoCode);
    expect(codes(await c.update(cart.id, { promoCode: 'SAVE50' }))).toEqual(['SAVE50']);
    expect(codes(await c.update(cart.id, { promoCode: 'TAKE10' }))).toEqual(['TAKE10']);
    const same = await c.update(cart.id, { promoCode: 'take10' });
    expect(codes(same)).toEqual(['TAKE10']);
    const notApplied = await c.update(cart.id, { removePromoCode: 'SAVE50' });
    expect(codes(notApplied)).toEqual(['TAKE10']);
    const nonsense = await c.update(cart.id, { removePromoCode: 'NEVER-HEARD-OF-IT' });
    expect(nonsense.status).toBe(200);
    const swap = await c.update(cart.id, { removePromoCode: 'take10', promoCode: 'SAVE50' });
    expect(codes(swap)).toEqual(['SAVE50']);
    const removed = await c.update(cart.id, { removePromoCode: 'save50' });
    expect(codes(removed)).toEqual([]);
    expect(removed.body.siteCart.couponDiscountInCents).toBe(0);
  });

  it('keeps a code that ends after it was applied, worth nothing and saying why', async () => {
    await database().query(
      `INSERT INTO coupons (code, title, promotion_type, amount_type, amount, ends_at) VALUES ('LATE5', 'Late', 'Flat Amount', 'Amount', 500, ${nowSql()} + interval '1 day')`,
    );
    const cart = await cartOf(plain, 4);
    const applied = await c.update(cart.id, { promoCode: 'LATE5' });
    expect(applied.body.siteCart.couponDiscountInCents).toBe(500);
    await database().query(`UPDATE coupons SET ends_at = ${nowSql()} - interval '1 minute' WHERE code = 'LATE5'`);
    const later = await c.get(cart.id);
    expect(later.body.siteCart.siteCartCoupons[0]).toMatchObject({
      promoCode: 'LATE5',
      discountInCents: 0,
      errorDescription: 'The promo code "LATE5" has expired.',
    });
    expect(later.body.siteCart.discountInCents).toBe(0);
  });
});
