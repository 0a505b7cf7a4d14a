import { formatNumber } from '@tireshop/core';
import type { CSSProperties } from 'react';
import { useLocale, useMessages } from './locale';

export function Rating({ value, count }: { value: number; count: number }) {
  const t = useMessages('shop');
  if (count === 0) return <span className="ts-rating">{t('No reviews yet')}</span>;
  const score = value.toFixed(1);
  return (
    <span
      className="ts-rating"
      role="img"
      aria-label={t('Rated {value} out of 5 from {count} review|Rated {value} out of 5 from {count} reviews', { value: score, count })}
    >
      <span className="ts-rating__stars" style={{ '--ts-rating': value } as CSSProperties} aria-hidden="true">
        ★★★★★
      </span>
      <span aria-hidden="true">
        {score} ({formatNumber(count, useLocale())})
      </span>
    </span>
  );
}
