import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as core from '../index';
import {
  badgeLabel,
  couponAlerts,
  couponQuantityAlert,
  homeTabNextStep,
  roadHazardCheckbox,
  shippingCostText,
  shouldOpenSummaryFromLocation,
  hashWithoutSummaryOpeners,
  type SummaryLocationInput,
} from './rules';
import { coupon, shipping, siteCart } from './test-cart';

describe('shipping cost text (spec §4 Checkout "cost TBD")', () => {
  it('shows FREE, the amount, or TBD when the server has not decided', () => {
    expect(shippingCostText({ shippingCostInCents: 0 })).toBe('FREE');
    expect(shippingCostText({ shippingCostInCents: 4500 })).toBe('$45.00');
    expect(shippingCostText({ shippingCostInCents: 123_456 })).toBe('$1,234.56');
    expect(shippingCostText({ shippingCostInCents: null })).toBe('TBD');
  });
});

describe('road hazard checkbox (spec §4 Checkout, rules §6 special order)', () => {
  const covered = [{ roadHazardState: 1 as const }, { roadHazardState: 2 as const }];
  const base = { pathname: '/checkout/services', isSpecialOrder: false, products: covered, roadHazardCostInCents: 4000 };

  it('shows on checkout pages, checked when road hazard costs something', () => {
    expect(roadHazardCheckbox(base)).toEqual({ visible: true, checked: true });
    expect(roadHazardCheckbox({ ...base, pathname: '/checkout/payments/klarna' })).toEqual({ visible: true, checked: true });
    // Nothing costs anything and no tire is covered: unticked.
    expect(roadHazardCheckbox({ ...base, products: [{ roadHazardState: 2 }, { roadHazardState: 0 }], roadHazardCostInCents: 0 })).toEqual({
      visible: true,
      checked: false,
    });
  });

  it('a free road hazard (FREEHAZARD, a Free deal: cost 0, tires covered) shows checked, so it can be seen and declined', () => {
    const free = { ...base, products: [{ roadHazardState: 1 as const }, { roadHazardState: 1 as const }], roadHazardCostInCents: 0 };
    expect(roadHazardCheckbox(free)).toEqual({ visible: true, checked: true });
    // Some tires covered for free, others declined: still checked (the view shows it "mixed").
    expect(roadHazardCheckbox({ ...base, roadHazardCostInCents: 0 })).toEqual({ visible: true, checked: true });
  });

  it('not on the confirmation and shipping-confirmation pages, nor outside checkout', () => {
    for (const pathname of [
      '/checkout/order-confirmation',
      '/checkout/shipping-confirmation/',
      '/',
      '/tire-sizes/225-45r17',
      '/checkouts-explained',
    ]) {
      expect(roadHazardCheckbox({ ...base, pathname }).visible).toBe(false);
    }
  });

  it('not for special-order buyers', () => {
    expect(roadHazardCheckbox({ ...base, isSpecialOrder: true }).visible).toBe(false);
  });

  it('not when every tire declined it (roadHazardState 2), nor for an empty cart', () => {
    expect(roadHazardCheckbox({ ...base, products: [{ roadHazardState: 2 }, { roadHazardState: 2 }] }).visible).toBe(false);
    expect(roadHazardCheckbox({ ...base, products: [] }).visible).toBe(false);
    expect(roadHazardCheckbox({ ...base, products: [{ roadHazardState: 0 }] }).visible).toBe(true);
  });

  it('a box the shopper just unchecked stays, so they can check it again', () => {
    const declined = { ...base, products: [{ roadHazardState: 2 as const }], roadHazardCostInCents: 0 };
    expect(roadHazardCheckbox({ ...declined, wasVisible: true })).toEqual({ visible: true, checked: false });
    expect(roadHazardCheckbox({ ...declined, wasVisible: true, products: [] }).visible).toBe(false);
    expect(roadHazardCheckbox({ ...declined, wasVisible: true, pathname: '/checkout/order-confirmation' }).visible).toBe(false);
    expect(roadHazardCheckbox({ ...declined, wasVisible: true, isSpecialOrder: true }).visible).toBe(false);
  });
});

describe('coupon alerts (spec §4, rules §5)', () => {
  const cartWith = (totalQuantity: number, ...coupons: ReturnType<typeof coupon>[]) =>
    ({ totalQuantity, siteCartCoupons: coupons }) as const;

  it('says nothing while the quantity is within the bounds', () => {
    expect(couponAlerts(cartWith(4, coupon({ minCartQunatity: 4, maxCartQunatity: 8 })))).toEqual([]);
    expect(couponAlerts(cartWith(8, coupon({ minCartQunatity: 4, maxCartQunatity: 8 })))).toEqual([]);
    expect(couponAlerts(cartWith(1, coupon()))).toEqual([]);
  });

  it('shows the coupon’s own alert message when it has one', () => {
    expect(couponAlerts(cartWith(2, coupon({ minCartQunatity: 4, alertMessage: 'Buy 4 tires to save $50.' })))).toEqual([
      { promoCode: 'TAKE50', message: 'Buy 4 tires to save $50.' },
    ]);
  });

  it('otherwise a quantity alert naming the quantity', () => {
    expect(couponAlerts(cartWith(2, coupon({ minCartQunatity: 4 })))).toEqual([
      { promoCode: 'TAKE50', message: 'Add 2 more tires to use TAKE50.' },
    ]);
    expect(couponAlerts(cartWith(3, coupon({ minCartQunatity: 4 })))[0]!.message).toBe('Add 1 more tire to use TAKE50.');
    expect(couponAlerts(cartWith(10, coupon({ maxCartQunatity: 8 })))).toEqual([
      { promoCode: 'TAKE50', message: 'TAKE50 applies to at most 8 tires; your cart has 10.' },
    ]);
  });

  it('couponQuantityAlert gives one coupon’s quantity words (shared with the API), never its alertMessage', () => {
    const save50 = coupon({ promoCode: 'SAVE50', minCartQunatity: 4, maxCartQunatity: 8, alertMessage: 'Buy 4 tires to save $50.' });
    expect(couponQuantityAlert(save50, 2)).toBe('Add 2 more tires to use SAVE50.');
    expect(couponQuantityAlert(save50, 3)).toBe('Add 1 more tire to use SAVE50.');
    expect(couponQuantityAlert(save50, 4)).toBeNull();
    expect(couponQuantityAlert(save50, 8)).toBeNull();
    expect(couponQuantityAlert(save50, 10)).toBe('SAVE50 applies to at most 8 tires; your cart has 10.');
    expect(couponQuantityAlert({ promoCode: 'ONE', minCartQunatity: null, maxCartQunatity: 1 }, 2)).toBe(
      'ONE applies to at most 1 tire; your cart has 2.',
    );
    expect(couponQuantityAlert({ promoCode: 'ANY', minCartQunatity: null, maxCartQunatity: null }, 0)).toBeNull();
    // The API imports it from the package by this name.
    expect(core.couponQuantityAlert).toBe(couponQuantityAlert);
  });

  it('couponAlerts says what couponQuantityAlert says, unless the coupon has its own message', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }),
        fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }),
        fc.option(fc.constantFrom('Buy 4 tires to save $50.', ''), { nil: null }),
        fc.integer({ min: 0, max: 30 }),
        (min, max, alertMessage, quantity) => {
          const c = coupon({ promoCode: 'SAVE50', minCartQunatity: min, maxCartQunatity: max, alertMessage });
          const words = couponQuantityAlert(c, quantity);
          expect(couponAlerts(cartWith(quantity, c))).toEqual(
            words === null ? [] : [{ promoCode: 'SAVE50', message: alertMessage || words }],
          );
        },
      ),
    );
  });

  it('one alert per coupon out of bounds', () => {
    const alerts = couponAlerts(
      cartWith(
        2,
        coupon({ promoCode: 'A', minCartQunatity: 4 }),
        coupon({ promoCode: 'B' }),
        coupon({ promoCode: 'C', maxCartQunatity: 1 }),
      ),
    );
    expect(alerts.map((a) => a.promoCode)).toEqual(['A', 'C']);
  });
});

describe('cart badge (spec §9)', () => {
  it('shows nothing at 0, the count up to 9, "9 +" above', () => {
    expect(badgeLabel(0)).toBe('');
    expect(badgeLabel(1)).toBe('1');
    expect(badgeLabel(9)).toBe('9');
    expect(badgeLabel(10)).toBe('9 +');
    expect(badgeLabel(40)).toBe('9 +');
    expect(badgeLabel(-1)).toBe('');
    expect(badgeLabel(Number.NaN)).toBe('');
  });

  it('is never longer than "9 +"', () => {
    fc.assert(
      fc.property(fc.integer(), (n) => {
        expect(badgeLabel(n).length).toBeLessThanOrEqual(3);
      }),
    );
  });
});

describe('summary modal from the location (spec §2 Cart summary modal)', () => {
  const base: SummaryLocationInput = { hash: '', isMobile: false, retrieveQuoteCookie: null, variant: 'retail' };

  it('opens on #openCart', () => {
    expect(shouldOpenSummaryFromLocation({ ...base, hash: '#openCart' })).toBe(true);
    expect(shouldOpenSummaryFromLocation({ ...base, hash: 'openCart' })).toBe(true);
    expect(shouldOpenSummaryFromLocation({ ...base, hash: '#openCartNow' })).toBe(false);
    expect(shouldOpenSummaryFromLocation(base)).toBe(false);
  });

  it('opens on #cart_summary_modal_open=true only in the partner widget variant', () => {
    expect(shouldOpenSummaryFromLocation({ ...base, hash: '#cart_summary_modal_open=true', variant: 'partner' })).toBe(true);
    expect(shouldOpenSummaryFromLocation({ ...base, hash: '#tireSize=225&cart_summary_modal_open=true', variant: 'partner' })).toBe(true);
    expect(shouldOpenSummaryFromLocation({ ...base, hash: '#cart_summary_modal_open=false', variant: 'partner' })).toBe(false);
    expect(shouldOpenSummaryFromLocation({ ...base, hash: '#cart_summary_modal_open=true' })).toBe(false);
  });

  it('drops only its openers from the hash once open: the size and brand of a link stay', () => {
    expect(hashWithoutSummaryOpeners('#openCart')).toBe('');
    expect(hashWithoutSummaryOpeners('#openCart&tireSize=225-65r17')).toBe('#tireSize=225-65r17');
    expect(hashWithoutSummaryOpeners('#brand=michelin&cart_summary_modal_open=true&tireSize=225-65r17')).toBe(
      '#brand=michelin&tireSize=225-65r17',
    );
    expect(hashWithoutSummaryOpeners('#tireSize=225-65r17')).toBe('#tireSize=225-65r17');
    expect(hashWithoutSummaryOpeners('')).toBe('');
  });

  it('opens on mobile when the retrieve-quote cookie is yes', () => {
    expect(shouldOpenSummaryFromLocation({ ...base, isMobile: true, retrieveQuoteCookie: 'yes' })).toBe(true);
    expect(shouldOpenSummaryFromLocation({ ...base, isMobile: false, retrieveQuoteCookie: 'yes' })).toBe(false);
    expect(shouldOpenSummaryFromLocation({ ...base, isMobile: true, retrieveQuoteCookie: 'no' })).toBe(false);
  });
});

describe('home tab next step (spec §4 Checkout)', () => {
  it('goes to payment with a complete home address, else opens the shipping form', () => {
    expect(homeTabNextStep(siteCart({ cartShipping: shipping({ shippingOption: 'HOME' }) }))).toBe('payment');
    expect(homeTabNextStep(siteCart({ cartShipping: shipping({ shippingOption: 'HOME', zip: null }) }))).toBe('payment');
    expect(homeTabNextStep(siteCart({ cartShipping: shipping({ shippingOption: 'HOME', city: ' ' }) }))).toBe('shipping-form');
    expect(homeTabNextStep(siteCart({ cartShipping: shipping({ shippingOption: 'FEDEX' }) }))).toBe('shipping-form');
    expect(homeTabNextStep(siteCart())).toBe('shipping-form');
    expect(homeTabNextStep(null)).toBe('shipping-form');
  });
});
