import { MAX_CART_LINE_QUANTITY } from '@tireshop/core';
import { describe, expect, it } from 'vitest';
import { quantityProblem } from './size-table';

const tire = (stockQuantity: number) => ({ stockQuantity, size: '245/40R19' });

describe('quantityProblem', () => {
  it('accepts 0 up to the stock and the cart’s bound per tire', () => {
    for (const text of ['0', '1', '4', String(MAX_CART_LINE_QUANTITY)]) expect(quantityProblem(text, tire(100))).toBeNull();
    expect(quantityProblem('6', tire(6))).toBeNull();
  });

  it('says what is possible instead of changing what was typed', () => {
    expect(quantityProblem('999', tire(100))).toBe(`A cart can hold at most ${MAX_CART_LINE_QUANTITY} of one tire.`);
    expect(quantityProblem('21', tire(100))).toBe(`A cart can hold at most ${MAX_CART_LINE_QUANTITY} of one tire.`);
    expect(quantityProblem('7', tire(6))).toBe('Only 6 of the 245/40R19 are in stock.');
    expect(quantityProblem('999', tire(6))).toBe('Only 6 of the 245/40R19 are in stock.');
  });

  it('asks for a whole number for anything else', () => {
    for (const text of ['', '-1', '2.5', 'four', '1e3'])
      expect(quantityProblem(text, tire(100))).toBe(`Please enter a number of tires from 0 to ${MAX_CART_LINE_QUANTITY}.`);
  });
});
