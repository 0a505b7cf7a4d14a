import type { AddressBook } from '@tireshop/views';
import { useEffect, useState } from 'react';
import { storefrontContext } from '../../context';

/** The signed-in shopper's address book (address-book.ts), null until it is known or without a shopper. */
export function useShopperAddressBook(): AddressBook | null {
  const [book, setBook] = useState<AddressBook | null>(null);
  useEffect(() => {
    let live = true;
    const update = (next: AddressBook | null) => live && setBook(next);
    void import('./address-book').then((m) => m.loadAddressBook(storefrontContext(undefined).api, update)).then(update);
    return () => {
      live = false;
    };
  }, []);
  return book;
}
