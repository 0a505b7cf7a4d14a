import type { CartShipping, SavedAddress } from '@tireshop/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { shipping } from '../../../../core/src/cart/test-cart';
import { AddressBookContext, savedAddressInput, savedAddressValues, type AddressBook } from './address-book';
import { BillingForm } from './billing-form';
import { ShippingAddressForm } from './shipping-address-form';
import { EMPTY_ADDRESS } from './address-values';

const home: SavedAddress = {
  id: 7,
  firstName: 'Ana',
  lastName: 'Lopez',
  companyName: 'Lopez Tires',
  addressLine1: '12 Main St',
  addressLine2: null,
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  phone: '(512) 555 0100',
  phoneType: 'Landline',
  isDefault: true,
};
const office: SavedAddress = {
  ...home,
  id: 9,
  companyName: null,
  addressLine1: '500 Congress Ave',
  addressLine2: 'Suite 3',
  isDefault: false,
};
const book: AddressBook = { addresses: [home, office], save: async () => {} };

const shippingForm = () => (
  <ShippingAddressForm initialValues={{ ...EMPTY_ADDRESS, phoneType: 'Mobile' }} onSubmit={async () => ({ ok: true })} />
);
/** The billing form with no billing address saved yet, for a cart with `cartShipping` (none: not chosen). */
const billingForm = (cartShipping: CartShipping | null = null) => (
  <BillingForm
    saved={null}
    shipping={cartShipping}
    onSave={async () => ({ ok: true, billing: {} as never })}
    handleRef={{ current: null }}
    headingId="b"
  />
);
const withBook = (node: React.ReactNode, value: AddressBook | null = book) =>
  renderToStaticMarkup(<AddressBookContext.Provider value={value}>{node}</AddressBookContext.Provider>);

describe('saved addresses at checkout', () => {
  it('a signed-in shopper’s forms offer "Saved addresses", labelled, one option per address, and "Save this address to my account"', () => {
    for (const form of [shippingForm(), billingForm()]) {
      const html = withBook(form);
      const select = /<label for="([^"]+)">Saved addresses<\/label><select id="([^"]+)"/.exec(html);
      expect(select?.[1]).toBe(select?.[2]);
      expect(html).toMatch(/<option value=""( selected="")?>Choose a saved address<\/option>/);
      expect(html).toContain('<option value="7">Ana Lopez, 12 Main St, Austin, TX 78701</option>');
      expect(html).toContain('<option value="9">Ana Lopez, 500 Congress Ave Suite 3, Austin, TX 78701</option>');
      expect(html).toMatch(/<input type="checkbox"[^>]*\/?>Save this address to my account/);
    }
  });

  it('anonymous shoppers and the widgets (no book) see neither', () => {
    for (const html of [renderToStaticMarkup(shippingForm()), renderToStaticMarkup(billingForm()), withBook(shippingForm(), null)]) {
      expect(html).not.toContain('Saved addresses');
      expect(html).not.toContain('Save this address to my account');
    }
  });

  it('an empty book shows no choice, but offers to save the address', () => {
    const html = withBook(billingForm(), { addresses: [], save: async () => {} });
    expect(html).not.toContain('Saved addresses');
    expect(html).toContain('Save this address to my account');
  });

  it('a saved address fills every address field; blanks are empty fields, and back to the book as nothing', () => {
    expect(savedAddressValues(office)).toEqual({
      firstName: 'Ana',
      lastName: 'Lopez',
      companyName: '',
      addressLine1: '500 Congress Ave',
      addressLine2: 'Suite 3',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      phone: '(512) 555 0100',
      phoneType: 'Landline',
    });
    expect(savedAddressInput({ ...savedAddressValues(home), addressLine2: '  ' })).toEqual({
      firstName: 'Ana',
      lastName: 'Lopez',
      companyName: 'Lopez Tires',
      addressLine1: '12 Main St',
      addressLine2: null,
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      phone: '(512) 555 0100',
      phoneType: 'Landline',
    });
  });

  it('the billing form keeps "Same as shipping address" when the cart ships home: the book does not overwrite it', () => {
    const html = withBook(billingForm(shipping()));
    expect(html).toMatch(/<input type="checkbox" checked=""[^>]*\/?>Same as shipping address/);
    expect(html).toContain('Saved addresses');
  });
});
