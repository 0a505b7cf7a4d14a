import type { AddToCartInput } from '@tireshop/core';

/** The "Choose at least one tire." rule: nothing is sent for 0 front and 0 rear (spec §4 Cart "Add"). */
export const CHOOSE_A_TIRE = 'Choose at least one tire.';

/**
 * What the box sends (spec §3 Add-to-cart input): the front size as productId with the front
 * quantity; a rear size that differs as rearProductId with the rear quantity (a staggered set).
 * Rear tires of the front size are simply more of that size. Only rear tires: they are the line.
 */
export function addToCartInput(
  front: { productId: number; quantity: number },
  rear: { productId: number; quantity: number },
): AddToCartInput | null {
  if (front.quantity <= 0 && rear.quantity <= 0) return null;
  if (front.quantity <= 0) return { productId: rear.productId, quantity: { front: rear.quantity, rear: 0 } };
  if (rear.quantity <= 0) return { productId: front.productId, quantity: { front: front.quantity, rear: 0 } };
  if (rear.productId === front.productId) return { productId: front.productId, quantity: { front: front.quantity, rear: rear.quantity } };
  return { productId: front.productId, rearProductId: rear.productId, quantity: { front: front.quantity, rear: rear.quantity } };
}
