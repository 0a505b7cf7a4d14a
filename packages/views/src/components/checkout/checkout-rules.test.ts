import {
  continueFromDelivery,
  ENTER_HOME_ADDRESS,
  SELECT_SHOP,
  SELECT_SLOT,
  type CartAppointment,
  type CartShipping,
  type SiteCart,
} from '@tireshop/core';
import { describe, expect, it } from 'vitest';
import { SELECT_FEDEX_LOCATION } from './courier-picker';
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

/** A held appointment at installer 3. */
const booked = (changes: Partial<CartAppointment> = {}): CartAppointment => ({
  installer: { installerId: 3, name: 'Shop 3', timeZone: 'America/Chicago', isMobileInstall: false },
  date: '2025-11-24',
  day: 'Monday',
  startTime: '08:00',
  endTime: '12:00',
  isDropOff: true,
  slotTime: 'morning',
  amOrPm: 'AM',
  dropOffWindow: 'Morning',
  startsAt: '2025-11-24T14:00:00.000Z',
  endsAt: '2025-11-24T18:00:00.000Z',
  label: 'Monday, November 24 · Morning drop-off, 8:00 AM–12:00 PM',
  status: 'held',
  holdExpiresAt: '2025-11-20T15:42:00.000Z',
  isAvailable: true,
  ...changes,
});

describe('continueFromDelivery', () => {
  it('asks for the tab’s destination in the spec’s words when none is saved', () => {
    const none = { cartShipping: null };
    expect(continueFromDelivery('installer', none, null)).toEqual({ ok: false, message: SELECT_SHOP });
    expect(SELECT_SHOP).toBe('Please select a shop or change shipping option.');
    expect(continueFromDelivery('mobile', none, null)).toEqual({ ok: false, message: SELECT_SHOP });
    expect(continueFromDelivery('courier', none, null)).toEqual({ ok: false, message: SELECT_FEDEX_LOCATION });
    expect(SELECT_FEDEX_LOCATION).toBe('Please select a FedEx location.');
    expect(continueFromDelivery('warehouse', none, null)).toEqual({ ok: false, message: SELECT_WAREHOUSE });
    expect(continueFromDelivery('home', none, null)).toEqual({ ok: false, message: ENTER_HOME_ADDRESS });
  });

  it('a destination saved for another tab does not count', () => {
    const shop = shipping({ shippingOption: 'INSTALLER', installerId: 3, installer: { installerId: 3, isMobileInstall: false } });
    expect(continueFromDelivery('installer', shop, booked())).toEqual({ ok: true, next: 'services' });
    expect(continueFromDelivery('mobile', shop, booked())).toEqual({ ok: false, message: SELECT_SHOP });
    expect(continueFromDelivery('courier', shop, booked()).ok).toBe(false);
  });

  it('an installation needs a time that can still be had at that installer (rules §5 "Please select a time slot.")', () => {
    const shop = shipping({ shippingOption: 'INSTALLER', installerId: 3, installer: { installerId: 3, isMobileInstall: false } });
    expect(SELECT_SLOT).toBe('Please select a time slot.');
    expect(continueFromDelivery('installer', shop, null)).toEqual({ ok: false, message: SELECT_SLOT });
    expect(continueFromDelivery('installer', shop, booked({ installer: { ...booked().installer, installerId: 4 } }))).toEqual({
      ok: false,
      message: SELECT_SLOT,
    });
    expect(continueFromDelivery('installer', shop, booked({ status: 'expired', holdExpiresAt: null, isAvailable: false }))).toEqual({
      ok: false,
      message: SELECT_SLOT,
    });
    // A lapsed hold still free is held again before Continue asks; as answered, it counts.
    expect(continueFromDelivery('installer', shop, booked({ status: 'expired', holdExpiresAt: null }))).toEqual({
      ok: true,
      next: 'services',
    });
  });

  it('spec §4: home goes on to payment with a complete address, else back to the form', () => {
    const home = shipping({ addressLine1: '1 Main St', city: 'Austin', state: 'TX' });
    expect(continueFromDelivery('home', home, null)).toEqual({ ok: true, next: 'payment' });
    expect(continueFromDelivery('home', shipping({ addressLine1: '1 Main St' }), null).ok).toBe(false);
    expect(continueFromDelivery('courier', shipping({ shippingOption: 'FEDEX', shippingLocationId: 4 }), null)).toEqual({
      ok: true,
      next: 'services',
    });
  });
});

describe('roadHazardTermsText', () => {
  it('spells out spec §9 coverage', () => {
    expect(
      roadHazardTermsText({
        months: 36,
        replacementPerTireByYearInCents: [40000, 20000, 10000],
        repairPerTireInCents: 2500,
        customerShareByYear: [0, 0, 0],
      }),
    ).toEqual([
      'Covers your tires for 36 months against nails, potholes, glass and other road hazards.',
      'If a tire can’t be repaired, we reimburse its replacement: up to $400 per tire in year 1, $200 per tire in year 2 and $100 per tire in year 3.',
      'Repairs are reimbursed up to $25 per tire.',
    ]);
  });

  it('says the dealer variant’s share in year two', () => {
    const text = roadHazardTermsText({
      months: 24,
      replacementPerTireByYearInCents: [40000, 20000],
      repairPerTireInCents: 2500,
      customerShareByYear: [0, 0.5],
    });
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
