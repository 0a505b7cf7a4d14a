import { formatPrice } from '@tireshop/core';

export function Price({ saleCents, listCents, unit = 'each' }: { saleCents: number; listCents?: number; unit?: string }) {
  const onSale = listCents !== undefined && listCents > saleCents;
  return (
    <div className="ts-price">
      {onSale && (
        <span className="ts-price__list">
          <span className="ts-visually-hidden">Was </span>
          {formatPrice(listCents)}
        </span>
      )}
      <span className="ts-price__sale">
        {onSale && <span className="ts-visually-hidden">Now </span>}
        {formatPrice(saleCents)}
      </span>
      <span className="ts-price__unit">{unit}</span>
    </div>
  );
}
