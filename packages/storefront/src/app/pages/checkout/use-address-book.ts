import type { AddressBook } from '@tireshop/views';
import { useEffect, useState } from 'react';
import { storefrontContext } from '../../context';
import { useRootData } from '../../root-data';

/**
 * The signed-in shopper's address book (address-book.ts), null until it is known or without a
 * shopper. Only asked for when a shopper is signed in: anyone else would get a 401.
 */
export function useShopperAddressBook(): AddressBook | null {
  const { signedIn } = useRootData();
  const [book, setBook] = useState<AddressBook | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    const update = (next: AddressBook | null) => live && setBook(next);
    void import('./address-book').then((m) => m.loadAddressBook(storefrontContext(undefined).api, update)).then(update);
    return () => {
      live = false;
    };
  }, [signedIn]);
  return book;
}
