import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../address/index';
import {
  INSTALLER_SIGNUP_MESSAGES,
  installerApplicationInputSchema,
  SIGNUP_WEEKDAYS,
  type InstallerApplicationInput,
} from './installer-applications';

const valid: InstallerApplicationInput = {
  companyName: 'Barton Creek Tire & Auto',
  firstName: 'Rosa',
  lastName: 'Delgado',
  email: 'Rosa@BartonCreek.example',
  phone: '+1 512.555.0142',
  addressLine1: '2400 S Lamar Blvd',
  city: 'Austin',
  state: 'tx',
  zip: '78704',
  services: ['balancing', 'installation'],
  hours: { monday: { open: '08:00', close: '18:00' } },
  mobileRadiusMiles: '30',
  website: ' https://bartoncreek.example/ ',
};

const halfHours = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);

describe('installer application', () => {
  it('normalises what it accepts: the phone formatted, services in list order, closed days null, no radius without mobile service', () => {
    const out = v.parse(installerApplicationInputSchema, valid);
    expect(out).toMatchObject({
      email: 'rosa@bartoncreek.example',
      phone: '(512) 555 0142',
      state: 'TX',
      services: ['installation', 'balancing'],
      mobileRadiusMiles: null,
      website: 'https://bartoncreek.example/',
    });
    expect(out.hours.sunday).toBeNull();
    expect(Object.keys(out.hours)).toEqual(SIGNUP_WEEKDAYS.map(([day]) => day));
    expect(v.parse(installerApplicationInputSchema, { ...valid, phone: '512-555-0142 x12' }).phone).toBe('(512) 555 0142 ext. 12');
  });

  it('accepts a day’s hours exactly when it closes after it opens, and puts the message on the closing time', () => {
    fc.assert(
      fc.property(fc.constantFrom(...halfHours), fc.constantFrom(...halfHours), (open, close) => {
        const errors = fieldErrors(installerApplicationInputSchema, { ...valid, hours: { friday: { open, close } } });
        expect(errors['hours.friday.close']).toBe(close > open ? undefined : INSTALLER_SIGNUP_MESSAGES.closeAfterOpen);
      }),
    );
  });

  it('names every wrong field at once, for the form to show each beside its field', () => {
    const errors = fieldErrors(installerApplicationInputSchema, {
      ...valid,
      firstName: '',
      phone: '555-0142',
      zip: 'ABCDE',
      services: ['mobile-installation'],
      mobileRadiusMiles: '',
    });
    expect(errors).toEqual({
      firstName: 'Please enter valid First Name',
      phone: 'Phone Number should contain 10 digits.',
      zip: 'Please enter valid US Zip Code.',
      mobileRadiusMiles: INSTALLER_SIGNUP_MESSAGES.mobileRadius,
    });
  });
});
