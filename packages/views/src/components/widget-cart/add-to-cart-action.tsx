import { MAX_CART_LINE_QUANTITY, type CartActionResult, type ProductSummary } from '@tireshop/core';
import { useId, useState } from 'react';
import { useApiText, useMessages } from '../locale';

/** A set of four, unless fewer are in stock. */
export const DEFAULT_QUANTITY = 4;
/** The most a card offers at once (the cart's stepper goes on up to the per-line bound). */
const CARD_MAX_QUANTITY = 8;

export function quantityChoices(stockQuantity: number): number[] {
  const max = Math.max(0, Math.min(stockQuantity, CARD_MAX_QUANTITY, MAX_CART_LINE_QUANTITY));
  return Array.from({ length: max }, (_, i) => i + 1);
}

/**
 * "Add 4 to cart" on a result card of a widget: a quantity (a set of four by default, bounded by
 * stock) and the button. The widget adds and opens the cart summary; a refusal is shown on the
 * card in the API's words, in the widget's locale. While adding, the button stays focusable (aria-disabled) so the
 * keyboard is not dropped, and the summary dialog returns focus to it when it closes.
 */
export function AddToCartAction({
  product,
  onAdd,
}: {
  product: ProductSummary;
  onAdd: (product: ProductSummary, quantity: number) => Promise<CartActionResult>;
}) {
  const t = useMessages('cart');
  const apiText = useApiText();
  const id = useId();
  const choices = quantityChoices(product.stockQuantity);
  const [quantity, setQuantity] = useState(Math.min(DEFAULT_QUANTITY, choices.length));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (choices.length === 0) return null;
  const name = `${product.brand.label} ${product.productLine.name} ${product.size}`;

  async function add() {
    if (saving) return;
    setSaving(true);
    setError(null);
    const result = await onAdd(product, quantity);
    setSaving(false);
    if (!result.ok) setError(result.error.message);
  }

  return (
    <div className="ts-card-add">
      <div className="ts-card-add__row">
        <label className="ts-card-add__label" htmlFor={`${id}-qty`}>
          {t('Qty')}
          <span className="ts-visually-hidden">{t(' of {name}', { name })}</span>
        </label>
        <select
          id={`${id}-qty`}
          className="ts-card-add__quantity"
          value={quantity}
          onChange={(e) => {
            setQuantity(Number(e.currentTarget.value));
            setError(null);
          }}
        >
          {choices.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="ts-button ts-button--accent ts-card-add__button"
          part="button button-primary"
          aria-disabled={saving || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onClick={() => void add()}
        >
          {saving ? t('Adding…') : t('Add {quantity} to cart', { quantity })}
          <span className="ts-visually-hidden">: {name}</span>
        </button>
      </div>
      <div role="alert">
        {error && (
          <p className="ts-card-add__error" id={`${id}-error`}>
            {apiText(error)}
          </p>
        )}
      </div>
    </div>
  );
}
