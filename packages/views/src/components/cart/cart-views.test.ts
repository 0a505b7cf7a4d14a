import { describe, expect, it } from 'vitest';
import { addToCartInput } from './add-to-cart-input';
import { cartButtonLabel } from './cart-button';

describe('addToCartInput (spec §3 Add-to-cart input)', () => {
  const front = (productId: number, quantity: number) => ({ productId, quantity });
  const rear = front;

  it('sends nothing for 0 front and 0 rear (spec §4 Cart "Add")', () => {
    expect(addToCartInput(front(1, 0), rear(2, 0))).toBeNull();
  });

  it('a staggered set: the rear size as rearProductId', () => {
    expect(addToCartInput(front(1, 2), rear(2, 2))).toEqual({ productId: 1, rearProductId: 2, quantity: { front: 2, rear: 2 } });
  });

  it('rear tires of the front size are more of that size', () => {
    expect(addToCartInput(front(1, 2), rear(1, 2))).toEqual({ productId: 1, quantity: { front: 2, rear: 2 } });
  });

  it('no rear tires: the rear size is not sent', () => {
    expect(addToCartInput(front(1, 4), rear(2, 0))).toEqual({ productId: 1, quantity: { front: 4, rear: 0 } });
  });

  it('only rear tires: they are the line', () => {
    expect(addToCartInput(front(1, 0), rear(2, 2))).toEqual({ productId: 2, quantity: { front: 2, rear: 0 } });
  });
});

describe('cartButtonLabel', () => {
  it('says the count in words (the badge says "9 +" above 9)', () => {
    expect(cartButtonLabel(0)).toBe('Cart, 0 tires');
    expect(cartButtonLabel(1)).toBe('Cart, 1 tire');
    expect(cartButtonLabel(12)).toBe('Cart, 12 tires');
    expect(cartButtonLabel(Number.NaN)).toBe('Cart, 0 tires');
  });
});
