import type { CSSProperties } from 'react';

export function Rating({ value, count }: { value: number; count: number }) {
  if (count === 0) return <span className="ts-rating">No reviews yet</span>;
  const label = `Rated ${value.toFixed(1)} out of 5 from ${count.toLocaleString('en-US')} reviews`;
  return (
    <span className="ts-rating" role="img" aria-label={label}>
      <span className="ts-rating__stars" style={{ '--ts-rating': value } as CSSProperties} aria-hidden="true">
        ★★★★★
      </span>
      <span aria-hidden="true">
        {value.toFixed(1)} ({count.toLocaleString('en-US')})
      </span>
    </span>
  );
}
