import { PAYMENT_TYPES } from '@tireshop/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymentTypeDiscount } from './order-quote';

/** spec §9 Money and coverage: "Default card payment discount percentages: affirm 10, katapult 10, klarna 10, synchrony 0". */
const SPEC_PERCENTAGES = { affirm: 10, katapult: 10, klarna: 10, synchrony: 0 };

/** A cart's amounts: the tires, deals and codes (never more than the tires), and what else the total adds. */
const cartArb = fc
  .record({
    subtotal: fc.integer({ min: 0, max: 5_000_000 }),
    discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
    rest: fc.integer({ min: 0, max: 500_000 }),
  })
  .map(({ subtotal, discountShare, rest }) => {
    const discount = Math.floor(subtotal * discountShare);
    return { subtotalInCents: subtotal, discountInCents: discount, totalInCents: subtotal - discount + rest };
  });

describe('payment type discount (docs/pricing.md "Payment type discount")', () => {
  it('takes the spec’s percentages of the tires after deals and codes, and nothing for other types', () => {
    const cart = { subtotalInCents: 100_000, discountInCents: 10_000, totalInCents: 112_345 };
    for (const type of PAYMENT_TYPES) {
      const percent = type in SPEC_PERCENTAGES ? SPEC_PERCENTAGES[type as keyof typeof SPEC_PERCENTAGES] : 0;
      expect(paymentTypeDiscount(cart, SPEC_PERCENTAGES, type)).toEqual({
        percent,
        discountInCents: percent * 900,
        totalInCents: 112_345 - percent * 900,
      });
    }
  });

  it('rounds half up once, to the cent', () => {
    expect(
      paymentTypeDiscount({ subtotalInCents: 105, discountInCents: 0, totalInCents: 105 }, SPEC_PERCENTAGES, 'klarna').discountInCents,
    ).toBe(11); // 10.5
    expect(
      paymentTypeDiscount({ subtotalInCents: 104, discountInCents: 0, totalInCents: 104 }, SPEC_PERCENTAGES, 'klarna').discountInCents,
    ).toBe(10); // 10.4
    expect(
      paymentTypeDiscount({ subtotalInCents: 1_000, discountInCents: 0, totalInCents: 1_000 }, { klarna: 12.5 }, 'klarna').discountInCents,
    ).toBe(125);
  });

  it('is whole cents, never more than the tires after deals, and never makes the total negative — for any cart and setting', () => {
    fc.assert(
      fc.property(cartArb, fc.double({ min: -50, max: 150, noNaN: true }), fc.constantFrom(...PAYMENT_TYPES), (cart, setting, type) => {
        const { percent, discountInCents, totalInCents } = paymentTypeDiscount(cart, { [type]: setting }, type);
        expect(percent).toBe(Math.min(100, Math.max(0, setting)));
        expect(Number.isInteger(discountInCents)).toBe(true);
        expect(discountInCents).toBeGreaterThanOrEqual(0);
        expect(discountInCents).toBeLessThanOrEqual(cart.subtotalInCents - cart.discountInCents);
        expect(totalInCents).toBe(cart.totalInCents - discountInCents);
        expect(totalInCents).toBeGreaterThanOrEqual(cart.totalInCents - (cart.subtotalInCents - cart.discountInCents));
      }),
    );
  });
});
