import { formatPrice } from '@tireshop/core';
import { useLocale, useMessages } from './locale';

export { wasPriceCents } from './was-price';

/**
 * A tire's price: what the shopper pays, with the price struck through beside it when it is lower
 * (wasPriceCents) and the label of their price list (rules §6 "Price labels by type").
 */
export function Price({ saleCents, listCents, unit, label }: { saleCents: number; listCents?: number; unit?: string; label?: string }) {
  const t = useMessages('shop');
  const locale = useLocale();
  const price = (cents: number) => formatPrice(cents, { locale });
  const onSale = listCents !== undefined && listCents > saleCents;
  return (
    <div className="ts-price" part="price">
      {onSale && (
        <span className="ts-price__list">
          <span className="ts-visually-hidden">{t('Was ')}</span>
          {price(listCents)}
        </span>
      )}
      {label && <span className="ts-price__label">{label}</span>}
      <span className="ts-price__sale">
        {onSale && <span className="ts-visually-hidden">{t('Now ')}</span>}
        {price(saleCents)}
      </span>
      <span className="ts-price__unit">{unit ?? t('each')}</span>
    </div>
  );
}
