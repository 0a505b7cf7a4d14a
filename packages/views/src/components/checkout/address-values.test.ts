import { ADDRESS_MESSAGES } from '@tireshop/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressInput,
  addressProblems,
  addressValuesFrom,
  EMPTY_ADDRESS,
  fieldForServerMessage,
  type AddressValues,
} from './address-values';

const valid: AddressValues = {
  ...EMPTY_ADDRESS,
  firstName: 'Ana',
  lastName: "O'Neil",
  addressLine1: '1200 Lamar Blvd',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  phone: '(512) 555 0123',
  email: 'ana@example.com',
};

describe('addressProblems', () => {
  it('finds nothing wrong with a complete address; optional fields may stay empty', () => {
    expect(addressProblems(valid)).toEqual({});
  });

  it('says what is wrong in the spec’s exact words, field by field', () => {
    expect(addressProblems(EMPTY_ADDRESS)).toEqual({
      firstName: ADDRESS_MESSAGES.firstName,
      lastName: ADDRESS_MESSAGES.lastName,
      addressLine1: ADDRESS_MESSAGES.address,
      city: ADDRESS_MESSAGES.city,
      state: ADDRESS_MESSAGES.state,
      zip: 'Please enter valid US Zip Code.',
      phone: 'Please enter a valid phone number.',
      email: 'Please enter a valid email.',
    });
    expect(addressProblems({ ...valid, zip: '7870' }).zip).toBe('Please enter valid US Zip Code.');
    expect(addressProblems({ ...valid, phoneType: '' }).phoneType).toBe('Please select a phone type.');
  });

  it('refuses PO boxes and military bases abroad on the field that shows them', () => {
    expect(addressProblems({ ...valid, addressLine1: 'PO Box 123' })).toEqual({ addressLine1: ADDRESS_MESSAGES.poBox });
    expect(addressProblems({ ...valid, addressLine2: 'P.O. Box 9' })).toEqual({ addressLine2: ADDRESS_MESSAGES.poBox });
    expect(addressProblems({ ...valid, city: 'APO' }).city).toBe(ADDRESS_MESSAGES.militaryAbroad);
  });

  it('accepts every 5-digit zip and zip+4, refuses anything else', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{5}(-\d{4})?$/), (zip) => addressProblems({ ...valid, zip }).zip === undefined));
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/^\s*\d{5}(-\d{4})?\s*$/.test(s)),
        (zip) => addressProblems({ ...valid, zip }).zip === ADDRESS_MESSAGES.zip,
      ),
    );
  });
});

describe('addressInput', () => {
  it('sends empty optional fields as null', () => {
    const input = addressInput(valid);
    expect(input.addressLine2).toBeNull();
    expect(input.companyName).toBeNull();
    expect(input.specialInstructions).toBeNull();
    expect(input.phoneType).toBe('Mobile');
  });
});

describe('addressValuesFrom', () => {
  it('starts from what the cart knows and keeps Mobile as the phone type', () => {
    expect(addressValuesFrom({ zip: '78701', email: null })).toEqual({ ...EMPTY_ADDRESS, zip: '78701' });
    expect(addressValuesFrom(null)).toEqual(EMPTY_ADDRESS);
  });
});

describe('fieldForServerMessage', () => {
  it('puts a refusal of the API on the field it is about', () => {
    expect(fieldForServerMessage(ADDRESS_MESSAGES.poBox, { ...valid, addressLine1: 'PO Box 1' })).toBe('addressLine1');
    expect(fieldForServerMessage(ADDRESS_MESSAGES.poBox, { ...valid, addressLine2: 'PO Box 1' })).toBe('addressLine2');
    expect(fieldForServerMessage(ADDRESS_MESSAGES.militaryAbroad, { ...valid, state: 'AE' })).toBe('state');
    expect(fieldForServerMessage(ADDRESS_MESSAGES.zip, valid)).toBe('zip');
    expect(fieldForServerMessage('The cart id is not valid.', valid)).toBeNull();
  });
});
