import type { CartShipping, SiteCart } from '@tireshop/core';
import { describe, expect, it } from 'vitest';
import { SELECT_FEDEX_LOCATION } from './courier-picker';
import { continueFromDelivery, ENTER_HOME_ADDRESS, SELECT_SHOP } from './delivery-choice';
import { zipProblem } from './delivery-lookups';
import { roadHazardTermsText } from './road-hazard-terms';
import { SELECT_WAREHOUSE } from './warehouse-picker';

const shipping = (changes: Partial<CartShipping>): Pick<SiteCart, 'cartShipping'> => ({
  cartShipping: {
    id: 's1',
    shippingOption: 'HOME',
    installerId: null,
    shippingLocationId: null,
    warehouseId: null,
    addressLine1: null,
    addressLine2: null,
    city: null,
    state: null,
    zip: null,
    companyName: null,
    email: null,
    firstName: null,
    lastName: null,
    phone: null,
    phoneType: null,
    specialInstructions: null,
    vehicleDescription: null,
    vehicleMake: null,
    vehicleModel: null,
    vehicleTrim: null,
    vehicleYear: null,
    installerService: null,
    installer: null,
    destinationLabel: '',
    ...changes,
  },
});

describe('continueFromDelivery', () => {
  it('asks for the tab’s destination in the spec’s words when none is saved', () => {
    const none = { cartShipping: null };
    expect(continueFromDelivery('installer', none)).toEqual({ ok: false, message: SELECT_SHOP });
    expect(SELECT_SHOP).toBe('Please select a shop or change shipping option.');
    expect(continueFromDelivery('mobile', none)).toEqual({ ok: false, message: SELECT_SHOP });
    expect(continueFromDelivery('courier', none)).toEqual({ ok: false, message: SELECT_FEDEX_LOCATION });
    expect(SELECT_FEDEX_LOCATION).toBe('Please select a FedEx location.');
    expect(continueFromDelivery('warehouse', none)).toEqual({ ok: false, message: SELECT_WAREHOUSE });
    expect(continueFromDelivery('home', none)).toEqual({ ok: false, message: ENTER_HOME_ADDRESS });
  });

  it('a destination saved for another tab does not count', () => {
    const shop = shipping({ shippingOption: 'INSTALLER', installerId: 3, installer: { installerId: 3, isMobileInstall: false } });
    expect(continueFromDelivery('installer', shop)).toEqual({ ok: true, next: 'services' });
    expect(continueFromDelivery('mobile', shop)).toEqual({ ok: false, message: SELECT_SHOP });
    expect(continueFromDelivery('courier', shop).ok).toBe(false);
  });

  it('spec §4: home goes on to payment with a complete address, else back to the form', () => {
    const home = shipping({ addressLine1: '1 Main St', city: 'Austin', state: 'TX' });
    expect(continueFromDelivery('home', home)).toEqual({ ok: true, next: 'payment' });
    expect(continueFromDelivery('home', shipping({ addressLine1: '1 Main St' })).ok).toBe(false);
    expect(continueFromDelivery('courier', shipping({ shippingOption: 'FEDEX', shippingLocationId: 4 }))).toEqual({ ok: true, next: 'services' });
  });
});

describe('roadHazardTermsText', () => {
  it('spells out spec §9 coverage', () => {
    expect(
      roadHazardTermsText({ months: 36, replacementPerTireByYearInCents: [40000, 20000, 10000], repairPerTireInCents: 2500, customerShareByYear: [0, 0, 0] }),
    ).toEqual([
      'Covers your tires for 36 months against nails, potholes, glass and other road hazards.',
      'If a tire can’t be repaired, we reimburse its replacement: up to $400 per tire in year 1, $200 per tire in year 2 and $100 per tire in year 3.',
      'Repairs are reimbursed up to $25 per tire.',
    ]);
  });

  it('says the dealer variant’s share in year two', () => {
    const text = roadHazardTermsText({ months: 24, replacementPerTireByYearInCents: [40000, 20000], repairPerTireInCents: 2500, customerShareByYear: [0, 0.5] });
    expect(text[0]).toContain('24 months');
    expect(text).toContain('You pay 50 % of a replacement in year 2.');
  });
});

describe('zipProblem', () => {
  it('uses the spec’s words for an empty and a malformed zip', () => {
    expect(zipProblem('')).toBe('Please enter your zip code.');
    expect(zipProblem('123')).toBe('Please enter valid US Zip Code.');
    expect(zipProblem(' 78701 ')).toBeNull();
    expect(zipProblem('78701-1234')).toBeNull();
  });
});
