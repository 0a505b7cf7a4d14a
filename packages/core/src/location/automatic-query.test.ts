import { describe, expect, it } from 'vitest';
import { browserAutomaticQuery, type CartPlace, shopperPlaceQuery } from './automatic-query';

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

  it('falls back to the checkout’s home shipping address without a location', () => {
    expect(shopperPlaceQuery(null, cart(null, shipping('HOME', '10001', 'NY')))).toEqual({ userZip: '10001', userRegion: 'NY' });
  });

  it('prefers the mobile installation’s address, then the ZIP searched in the cart, to the home address', () => {
    expect(shopperPlaceQuery(null, cart('97201', shipping('INSTALLER', '60601', 'IL', true)))).toEqual({
      userZip: '60601',
      userRegion: 'IL',
    });
    expect(shopperPlaceQuery(null, cart('97201', shipping('HOME', '10001', 'NY')))).toEqual({ userZip: '97201' });
  });

  it('never takes a shop’s, a FedEx location’s or a warehouse’s address for the shopper’s', () => {
    for (const option of ['INSTALLER', 'FEDEX', 'WAREHOUSE'] as const) {
      expect(shopperPlaceQuery(null, cart(null, shipping(option, '60601', 'IL'))), option).toEqual({});
    }
  });

  it('sends nothing without a location or a place in the cart', () => {
    expect(shopperPlaceQuery(null, null)).toEqual({});
    expect(shopperPlaceQuery(null, cart(null))).toEqual({});
    expect(shopperPlaceQuery(null, cart(null, shipping('HOME', null, null)))).toEqual({});
    expect(shopperPlaceQuery(null, cart(null, shipping('HOME', '10001', null)))).toEqual({ userZip: '10001' });
  });

  it('adds the shopper’s local time to the minute', () => {
    const query = browserAutomaticQuery(null, cart('97201'), new Date('2026-12-06T14:42:31Z'));
    expect(query.userZip).toBe('97201');
    expect(query.userTime).toMatch(/^2026-12-0\dT\d\d:42[+-]\d\d:\d\d$/);
  });
});
