/**
 * The product page's side of "How you get your tires" (./product-delivery.tsx, docs/product-page.md):
 * the place it appears in once the page is interactive, and the add that carries the choice into
 * the cart. Kept small: the section, its add and its modals are chunks of their own, loaded after
 * hydration.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { addToBrowserCart } from '../../cart';

const ProductDelivery = lazy(() => import('./product-delivery').then((m) => ({ default: m.ProductDelivery })));

type AddTires = typeof addToBrowserCart;

/** The section's add while it is on the page; until then (and after) the plain add. */
let deliveryAdd: AddTires | null = null;

/** "Add to cart": with the delivery the shopper chose in the section, when it is there. */
export const addWithDelivery: AddTires = (input, tireName) => (deliveryAdd ?? addToBrowserCart)(input, tireName);

function setDeliveryAdd(add: AddTires | null) {
  deliveryAdd = add;
}

/** Rendered in the browser only, after hydration: the server's page and the hydrating one are the same. */
export function ProductDeliveryMount() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    setMounted(true);
    return () => setDeliveryAdd(null);
  }, []);
  return mounted ? (
    <Suspense fallback={null}>
      <ProductDelivery onAddChange={setDeliveryAdd} />
    </Suspense>
  ) : null;
}
