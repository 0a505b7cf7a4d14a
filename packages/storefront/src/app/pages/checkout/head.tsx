import { SHOP_NAME } from '../../page-head';

/**
 * The head of a checkout page. Checkout pages are one shopper's cart: never indexed, never
 * followed, no canonical URL (docs/decisions.md "Checkout shipping page"; core's robotsFor has no
 * rule for them, so the page does not use PageHead's index,follow).
 */
export function CheckoutHead({ title }: { title: string }) {
  return (
    <>
      <title>{`${title} | ${SHOP_NAME}`}</title>
      <meta name="robots" content="noindex,nofollow" />
    </>
  );
}
