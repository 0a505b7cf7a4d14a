import type { ProductSummary } from '@tireshop/core';
import { PlainLink, type LinkComponent } from './link';
import { TireCard } from './tire-card';

/** The shopper's recently viewed tires (latest first); nothing at all when there are none. */
export function RecentlyViewed({
  products,
  Link = PlainLink,
  limit = 3,
}: {
  products: ProductSummary[];
  Link?: LinkComponent;
  limit?: number;
}) {
  if (products.length === 0) return null;
  return (
    <section className="ts-results" aria-labelledby="ts-recently-viewed">
      <h2 id="ts-recently-viewed">Recently viewed tires</h2>
      <ul className="ts-results__list">
        {products.slice(0, limit).map((p) => (
          <li key={p.productId}>
            <TireCard product={p} Link={Link} />
          </li>
        ))}
      </ul>
    </section>
  );
}
