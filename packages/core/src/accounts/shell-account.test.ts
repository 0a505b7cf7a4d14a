import { describe, expect, it } from 'vitest';
import type { AccountType, UserDetails } from '../contract/accounts';
import { businessGreeting, shellAccount, shellHeader } from './shell-account';
import { roadHazardOffered } from './user-type';

const type = (over: Partial<AccountType>): AccountType => ({
  userType: 'retail',
  name: 'Retail',
  company: null,
  buyingSource: null,
  isBusiness: false,
  deliveryMethods: [],
  paymentGroups: [],
  ...over,
});

const details = (first: Partial<AccountType>, over: Partial<UserDetails> = {}): UserDetails => ({
  uid: '1',
  firstName: 'Pat',
  lastName: 'Lee',
  username: 'pat@example.com',
  brands: [],
  accountTypes: [type(first)],
  accountTypeCompany: null,
  business: null,
  ...over,
});

const look = { companyName: 'Northwind Logistics', banner: 'Fleet account', logoUrl: '/api/images/business-logos/abc' };

describe('shellAccount', () => {
  it('is null without a signed-in buyer', () => {
    expect(shellAccount(null)).toBeNull();
  });

  it('shows the business look only when the first account type carries the business flag', () => {
    expect(shellAccount(details({ userType: 'fleet', isBusiness: true }, { business: look }))?.business).toEqual(look);
    expect(shellAccount(details({ userType: 'retail' }, { business: look }))?.business).toBeNull();
  });

  it('gives a partner a search button per associated brand, and nobody else', () => {
    const brands = [{ name: 'Michelin', slug: 'michelin' }];
    expect(shellAccount(details({ userType: 'partner', isBusiness: true }, { brands }))?.brandSearches).toEqual([
      { name: 'Michelin', href: '/brands/michelin-tires' },
    ]);
    expect(shellAccount(details({ userType: 'fleet', isBusiness: true }, { brands }))?.brandSearches).toEqual([]);
  });

  it('tells a dealer-tire employee by buying source and company (rules §6)', () => {
    expect(shellAccount(details({ buyingSource: 'Employee', company: 'Dealer Tire' }))?.dealerEmployee).toBe(true);
    expect(shellAccount(details({ buyingSource: 'Employee', company: null }))?.dealerEmployee).toBe(false);
  });
});

describe('businessGreeting', () => {
  it('greets fleet and special-order buyers in their own words, and no one else', () => {
    const fleet = businessGreeting(shellAccount(details({ userType: 'fleet', isBusiness: true }, { business: look })));
    const special = businessGreeting(shellAccount(details({ userType: 'special-order', isBusiness: true }, { business: look })));
    expect(fleet).toContain('Welcome, Pat!');
    expect(fleet).toContain('fleet prices');
    expect(special).toContain('special pricing');
    expect(businessGreeting(shellAccount(details({ userType: 'employee' })))).toBeNull();
  });
});

describe('shellHeader', () => {
  it('gives a dealer-tire employee their own nav links and logo, without the business link', () => {
    const dealer = shellAccount(details({ buyingSource: 'Employee', company: 'Dealer Tire' }));
    const header = shellHeader('retail', dealer);
    expect(header.navLinks).toContain('dt-employees');
    expect(header.navLinks).not.toContain('business');
    expect(header.logo.tagline).toBe('Dealer Tire Employees');
    expect(shellHeader('retail', null).navLinks).toContain('business');
  });
});

describe('roadHazardOffered', () => {
  it('offers coverage to all but special order, and to the dealer-tire employee group only when the company does', () => {
    expect(roadHazardOffered('retail')).toBe(true);
    expect(roadHazardOffered('special-order')).toBe(false);
    expect(roadHazardOffered('dealer-employee', false)).toBe(false);
    expect(roadHazardOffered('dealer-employee', true)).toBe(true);
    expect(roadHazardOffered('employee', false)).toBe(true);
  });
});
