/**
 * A signed-in shopper's saved addresses at checkout (the account area's address book, GET and POST
 * /v1/users/me/addresses): the "Saved addresses" choice above the home-delivery and billing forms
 * fills the form with one address in one click, the fields staying editable; the default address is
 * chosen first while the form is empty. "Save this address to my account" adds the form's address
 * to the book once the form is saved (the API keeps one of identical addresses). The page provides
 * the book only for a signed-in shopper; without one (anonymous shoppers, the widgets) the forms
 * show nothing of this.
 */
import type { SavedAddress, SavedAddressInput } from '@tireshop/core';
import { createContext, useContext, useEffect, useState } from 'react';
import { useMessages } from '../locale';

export interface AddressBook {
  /** The saved addresses, the default first. */
  addresses: readonly SavedAddress[];
  /** Adds an address to the book (nothing new when an identical one is there). */
  save(input: SavedAddressInput): Promise<void>;
}

export const AddressBookContext = /* @__PURE__ */ createContext<AddressBook | null>(null);

/** The fields a saved address fills, as form values. */
export type SavedAddressValues = Record<
  'firstName' | 'lastName' | 'companyName' | 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'zip' | 'phone' | 'phoneType',
  string
>;

export const savedAddressValues = (a: SavedAddress): SavedAddressValues => ({
  firstName: a.firstName,
  lastName: a.lastName,
  companyName: a.companyName ?? '',
  addressLine1: a.addressLine1,
  addressLine2: a.addressLine2 ?? '',
  city: a.city,
  state: a.state,
  zip: a.zip,
  phone: a.phone,
  phoneType: a.phoneType,
});

/** A form's address as the book saves it. */
export function savedAddressInput(values: Partial<SavedAddressValues>): SavedAddressInput {
  const text = (s: string | undefined) => (s?.trim() ? s : null);
  return {
    firstName: values.firstName ?? '',
    lastName: values.lastName ?? '',
    companyName: text(values.companyName),
    addressLine1: values.addressLine1 ?? '',
    addressLine2: text(values.addressLine2),
    city: values.city ?? '',
    state: values.state ?? '',
    zip: values.zip ?? '',
    phone: values.phone ?? '',
    phoneType: values.phoneType === 'Landline' ? 'Landline' : 'Mobile',
  } as SavedAddressInput;
}

/**
 * The address book of the page (null: none) with the form's choice: `fill` puts an address in the
 * form; the default one is put there once, when the book arrives while the form is empty.
 */
export function useAddressBook(formEmpty: boolean, fill: (values: SavedAddressValues) => void) {
  const book = useContext(AddressBookContext);
  const [chosen, setChosen] = useState('');
  const [saveToAccount, setSaveToAccount] = useState(false);
  const choose = (a: SavedAddress) => {
    setChosen(String(a.id));
    fill(savedAddressValues(a));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the default fills an empty form once, when the book arrives
  useEffect(() => {
    const first = book?.addresses.find((a) => a.isDefault);
    if (first && formEmpty && chosen === '') choose(first);
  }, [book]);
  /** A field typed into: the form is no longer the chosen address (choosing it again fills it again). */
  const edited = () => setChosen('');
  return { book, chosen, choose, edited, saveToAccount, setSaveToAccount };
}

type AddressBookChoice = ReturnType<typeof useAddressBook>;

/** The "Saved addresses" choice (when the book has any): one click fills the form. */
export function SavedAddressPicker({ id, choice }: { id: string; choice: AddressBookChoice }) {
  // Without a book nothing renders, nor are its words asked for (a widget has none).
  return choice.book && choice.book.addresses.length > 0 ? <Picker id={id} choice={choice} book={choice.book} /> : null;
}

function Picker({ id, choice: { chosen, choose }, book }: { id: string; choice: AddressBookChoice; book: AddressBook }) {
  const t = useMessages('checkout');
  return (
    <div className="ts-field ts-checkout-form__wide">
      <label htmlFor={id}>{t('Saved addresses')}</label>
      <select
        id={id}
        value={chosen}
        onChange={(e) => {
          const a = book.addresses.find((x) => String(x.id) === e.currentTarget.value);
          if (a) choose(a);
        }}
      >
        <option value="">{t('Choose a saved address')}</option>
        {book.addresses.map((a) => (
          <option key={a.id} value={a.id}>
            {`${a.firstName} ${a.lastName}, ${a.addressLine1}${a.addressLine2 ? ` ${a.addressLine2}` : ''}, ${a.city}, ${a.state} ${a.zip}`}
          </option>
        ))}
      </select>
    </div>
  );
}

/** "Save this address to my account" (signed-in shoppers only). */
export function SaveToAccountCheckbox({ choice }: { choice: AddressBookChoice }) {
  return choice.book ? <SaveToAccount choice={choice} /> : null;
}

function SaveToAccount({ choice }: { choice: AddressBookChoice }) {
  const t = useMessages('checkout');
  return (
    <label className="ts-billing__same">
      <input type="checkbox" checked={choice.saveToAccount} onChange={(e) => choice.setSaveToAccount(e.currentTarget.checked)} />
      {t('Save this address to my account')}
    </label>
  );
}

/** After the form is saved: adds its address to the book when the shopper asked to. */
export async function saveToBook(choice: AddressBookChoice, values: Partial<SavedAddressValues>) {
  if (choice.book && choice.saveToAccount) await choice.book.save(savedAddressInput(values));
}
