import { describe, expect, it } from 'vitest';
import { quantityChoices } from './add-to-cart-action';

describe('quantityChoices', () => {
  it('offers 1 to 8 tires, fewer when fewer are in stock, none when out of stock', () => {
    expect(quantityChoices(50)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(quantityChoices(3)).toEqual([1, 2, 3]);
    expect(quantityChoices(0)).toEqual([]);
  });
});
