/**
 * A link's promotion (spec storefront §2 query parameter promotion; core cart/promotion-link.ts):
 * `?promotion=SAVE50` on any page applies the code to the shopper's cart, or keeps it for the cart
 * their first tire makes, and says so in a toast; a refused code says why and changes nothing. The
 * value then leaves the address, so a reload or a shared link does not follow it twice. The code
 * that does it arrives only with such a link.
 */
import { promotionInSearch } from '@tireshop/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { browserCart } from '../cart';

export function usePromotionLink(): void {
  const location = useLocation();
  const code = promotionInSearch(location.search);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows each navigation's link once (location.key)
  useEffect(() => {
    const cart = browserCart();
    if (!code || !cart) return;
    void import('./promotion-link-follow').then((m) => m.followLink(cart, code));
  }, [location.key]);
}
