/**
 * A cart line's quantity, the same in the cart summary and on the cart page: the most it may hold
 * (what is in stock, and the contract's per-line bound MAX_CART_LINE_QUANTITY), the stepper and
 * the note that says why "+" stops.
 */
import { MAX_CART_LINE_QUANTITY, type AreaMessage, type CartProduct, type Translate } from '@tireshop/core';
import { useMessages } from '../locale';

type LineQuantity = Pick<CartProduct, 'quantity' | 'stockQuantity'>;

/** The most tires a line may hold: what is in stock, and the contract's bound per line. */
export const lineLimit = (p: Pick<CartProduct, 'stockQuantity'>) => Math.max(0, Math.min(p.stockQuantity, MAX_CART_LINE_QUANTITY));

/**
 * Why "+" stops, once the line is at its limit (null below it, or when none are left), in the
 * cart's words (the cart summary's and the checkout's lines both show it).
 */
export function lineLimitNote(p: LineQuantity, t: Translate<AreaMessage<'cart'>>): string | null {
  const max = lineLimit(p);
  if (max === 0 || p.quantity < max) return null;
  return p.stockQuantity > MAX_CART_LINE_QUANTITY ? t('Up to {max} per tire', { max }) : t('Only {max} in stock', { max });
}

/**
 * "−", the quantity, "+": from 1 up to the line's limit. The buttons stay focusable while a change
 * is on its way (aria-disabled, not disabled): a disabled button would drop the keyboard's focus to
 * the page.
 */
export function QuantityStepper({
  line,
  label,
  busy,
  onChange,
}: {
  line: LineQuantity;
  /** The line in words (brand, name and size): the group's name is "Quantity of …". */
  label: string;
  busy: boolean;
  onChange: (quantity: number) => void;
}) {
  const t = useMessages('cart');
  const step = (delta: -1 | 1, enabled: boolean) => (
    <button
      type="button"
      className="ts-stepper__button"
      aria-label={delta < 0 ? t('One tire fewer') : t('One tire more')}
      aria-disabled={!enabled || undefined}
      onClick={() => enabled && onChange(line.quantity + delta)}
    >
      <span aria-hidden="true">{delta < 0 ? '−' : '+'}</span>
    </button>
  );
  return (
    <div className="ts-stepper" role="group" aria-label={t('Quantity of {label}', { label })}>
      {step(-1, !busy && line.quantity > 1)}
      <output className="ts-stepper__value" aria-live="polite">
        {line.quantity}
      </output>
      {step(1, !busy && line.quantity < lineLimit(line))}
    </div>
  );
}
