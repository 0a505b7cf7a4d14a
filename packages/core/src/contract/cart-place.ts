/**
 * Where a cart says the shopper is (spec storefront §3 User personalization userLocation and Cart
 * shipping; docs/location.md). One rule for the API, which falls back to it for the calls that need a
 * place and were sent none of their own, and for the browser's automatic `userZip`/`userRegion`
 * (location/automatic-query.ts), which use it when the shopper set no location.
 *
 * In order: the mobile installation's address (the installer comes there), then the ZIP the shopper
 * searched in the cart, then the checkout's home shipping address — a shopper who never set a
 * location but gave their address is near it. An installer's, a FedEx location's or a warehouse's
 * address is where the tires go, not where the shopper is, so it is never used.
 */

/** What the rule reads of a cart's saved shipping. */
export type CartPlaceShipping = {
  shippingOption: string;
  isMobileInstall: boolean;
  zip: string | null;
  state: string | null;
};

/** The shopper's place by the cart: a ZIP, and the state when it is an address's; null without one. */
export function cartPlace(
  cartZip: string | null | undefined,
  shipping: CartPlaceShipping | null | undefined,
): { zip: string; state: string | null } | null {
  const address = (taken: boolean) => (taken && shipping?.zip ? { zip: shipping.zip, state: shipping.state || null } : null);
  return (
    address(shipping?.shippingOption === 'INSTALLER' && shipping.isMobileInstall) ??
    (cartZip ? { zip: cartZip, state: null } : null) ??
    address(shipping?.shippingOption === 'HOME')
  );
}
