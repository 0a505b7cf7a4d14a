/**
 * The signed-in shopper's address book at checkout: GET /v1/users/me/addresses through the shop's
 * /api, where the shop's server adds the shopper's session from the HttpOnly account cookie
 * (account-cookie.ts), so the page only ever reaches its own shopper's addresses. Asked for only
 * while a shopper is signed in (use-address-book.ts); a session that has ended gets 401 and no
 * book: the forms stay as they were. Loaded after the page shows, in its own chunk, so the
 * checkout's first script does not grow.
 */
import { addMyAddressEndpoint, myAddressesEndpoint, type ApiClient, type SavedAddress } from '@tireshop/core';
import type { AddressBook } from '@tireshop/views';

/** The book, or null without a signed-in shopper (or when it cannot be read: checkout goes on without it). */
export async function loadAddressBook(api: ApiClient, onChange: (book: AddressBook) => void): Promise<AddressBook | null> {
  const listed = await api.call(myAddressesEndpoint, {});
  if (!listed.ok) return null;
  const book = (addresses: readonly SavedAddress[]): AddressBook => ({
    addresses,
    async save(input) {
      const saved = await api.call(addMyAddressEndpoint, { body: input });
      if (saved.ok) onChange(book(saved.data.addresses));
    },
  });
  return book(listed.data.addresses);
}
