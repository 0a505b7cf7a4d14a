import { describe, expect, it } from 'vitest';
import { type CartPlaceShipping, cartPlace } from './cart-place';

const shipping = (
  shippingOption: 'HOME' | 'INSTALLER' | 'FEDEX' | 'WAREHOUSE',
  zip: string | null,
  state: string | null,
  isMobileInstall = false,
): CartPlaceShipping => ({ shippingOption, zip, state, isMobileInstall });

describe('where a cart says the shopper is (spec storefront §3 Cart shipping)', () => {
  it('takes the checkout’s home shipping address without anything else', () => {
    expect(cartPlace(null, shipping('HOME', '10001', 'NY'))).toEqual({ zip: '10001', state: 'NY' });
  });

  it('prefers the mobile installation’s address, then the ZIP searched in the cart, to the home address', () => {
    expect(cartPlace('97201', shipping('INSTALLER', '60601', 'IL', true))).toEqual({ zip: '60601', state: 'IL' });
    expect(cartPlace('97201', shipping('HOME', '10001', 'NY'))).toEqual({ zip: '97201', state: null });
  });

  it('never takes a shop’s, a FedEx location’s or a warehouse’s address for the shopper’s', () => {
    for (const option of ['INSTALLER', 'FEDEX', 'WAREHOUSE'] as const) {
      expect(cartPlace(null, shipping(option, '60601', 'IL')), option).toBeNull();
      expect(cartPlace('97201', shipping(option, '60601', 'IL')), option).toEqual({ zip: '97201', state: null });
    }
  });

  it('has no place without a ZIP in the cart or in a usable address', () => {
    expect(cartPlace(null, null)).toBeNull();
    expect(cartPlace(undefined, undefined)).toBeNull();
    expect(cartPlace(null, shipping('HOME', null, null))).toBeNull();
    expect(cartPlace(null, shipping('INSTALLER', null, 'IL', true))).toBeNull();
    expect(cartPlace('97201', shipping('INSTALLER', null, 'IL', true))).toEqual({ zip: '97201', state: null });
    expect(cartPlace(null, shipping('HOME', '10001', null))).toEqual({ zip: '10001', state: null });
  });
});
