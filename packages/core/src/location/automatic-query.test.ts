import { describe, expect, it } from 'vitest';
import { browserAutomaticQuery, type CartPlace, shopperPlaceQuery } from './automatic-query';

// Which of the cart's places is the shopper's is contract/cart-place.test.ts's; these check the query values.
const AUSTIN = { zip: '78701', city: 'Austin', state: 'TX' };

const shipping = (
  shippingOption: 'HOME' | 'INSTALLER' | 'FEDEX' | 'WAREHOUSE',
  zip: string | null,
  state: string | null,
  isMobileInstall = false,
) => ({
  shippingOption,
  zip,
  state,
  installer: shippingOption === 'INSTALLER' ? { installerId: 1, isMobileInstall } : null,
});
const cart = (zip: string | null, cartShipping: CartPlace['cartShipping'] = null): CartPlace => ({ zip, cartShipping });

describe('where the shopper is, on every call (spec §7 userZip, userRegion)', () => {
  it('sends the location the shopper set, over anything their cart says', () => {
    expect(shopperPlaceQuery(AUSTIN, cart('97201', shipping('HOME', '10001', 'NY')))).toEqual({ userZip: '78701', userRegion: 'TX' });
  });

  it('sends the cart’s place without a location, with the region only of an address', () => {
    expect(shopperPlaceQuery(null, cart(null, shipping('HOME', '10001', 'NY')))).toEqual({ userZip: '10001', userRegion: 'NY' });
    expect(shopperPlaceQuery(null, cart('97201', shipping('INSTALLER', '60601', 'IL', true)))).toEqual({
      userZip: '60601',
      userRegion: 'IL',
    });
    expect(shopperPlaceQuery(null, cart('97201', shipping('HOME', '10001', 'NY')))).toEqual({ userZip: '97201' });
    expect(shopperPlaceQuery(null, cart(null, shipping('HOME', '10001', null)))).toEqual({ userZip: '10001' });
  });

  it('reads the mobile installation from the cart’s installer', () => {
    expect(shopperPlaceQuery(null, cart(null, shipping('INSTALLER', '60601', 'IL')))).toEqual({});
  });

  it('sends nothing without a location or a place in the cart', () => {
    expect(shopperPlaceQuery(null, null)).toEqual({});
    expect(shopperPlaceQuery(null, cart(null))).toEqual({});
  });

  it('adds the shopper’s local time to the minute', () => {
    const query = browserAutomaticQuery(null, cart('97201'), new Date('2026-12-06T14:42:31Z'));
    expect(query.userZip).toBe('97201');
    expect(query.userTime).toMatch(/^2026-12-0\dT\d\d:42[+-]\d\d:\d\d$/);
  });
});
