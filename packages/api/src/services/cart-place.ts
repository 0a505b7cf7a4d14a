/**
 * Where a cart says the shopper is, for the calls that need a place and were sent none of their own
 * (docs/location.md "How the API uses userZip"; spec storefront §3 User personalization
 * userLocation and Cart shipping). The mobile installation's address first (the installer comes
 * there), then the ZIP the shopper searched in the cart, then the checkout's home shipping address:
 * a shopper who never set a location but gave their address is near it. An installer's, a FedEx
 * location's or a warehouse's address is where the tires go, not where the shopper is, so it is not used.
 */
type SavedShipping = { shippingOption: string; isMobileInstall: boolean; zip: string | null };

export function cartPlaceZip(cartZip: string | null, shipping: SavedShipping | null | undefined): string | null {
  const mobileAddress = shipping?.shippingOption === 'INSTALLER' && shipping.isMobileInstall ? shipping.zip : null;
  const homeAddress = shipping?.shippingOption === 'HOME' ? shipping.zip : null;
  return mobileAddress ?? cartZip ?? homeAddress ?? null;
}
