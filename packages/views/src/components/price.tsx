import { formatPrice } from '@tireshop/core';
import { useLocale, useMessages } from './locale';

export function Price({ saleCents, listCents, unit }: { saleCents: number; listCents?: number; unit?: string }) {
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
      <span className="ts-price__sale">
        {onSale && <span className="ts-visually-hidden">{t('Now ')}</span>}
        {price(saleCents)}
      </span>
      <span className="ts-price__unit">{unit ?? t('each')}</span>
    </div>
  );
}
