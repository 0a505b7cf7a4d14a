import type { ProductSummary } from '@tireshop/core';
import type { ReactNode } from 'react';
import { PlainLink, type LinkComponent } from './link';
import { useMessages } from './locale';
import { Price, wasPriceCents } from './price';
import { Rating } from './rating';

/** spec-independent display rule: say "Only N left" when a shopper could not buy a set of 4 twice. */
const LOW_STOCK = 8;

function StockNote({ quantity }: { quantity: number }) {
  const t = useMessages('shop');
  if (quantity <= 0) return <span className="ts-stock ts-stock--out">{t('Out of stock')}</span>;
  if (quantity < LOW_STOCK) return <span className="ts-stock ts-stock--low">{t('Only {quantity} left', { quantity })}</span>;
  return <span className="ts-stock ts-stock--in">{t('In stock')}</span>;
}

/** A result card; `action` (a widget's "Add to cart") goes under the price, when given. */
export function TireCard({ product, Link = PlainLink, action }: { product: ProductSummary; Link?: LinkComponent; action?: ReactNode }) {
  const t = useMessages('shop');
  const specs = [
    product.size,
    product.serviceDescription,
    product.category.name,
    product.warrantyMiles ? t('{thousands}k mi warranty', { thousands: (product.warrantyMiles / 1000).toFixed(0) }) : null,
    product.runFlat ? t('Run-flat') : null,
  ].filter(Boolean) as string[];
  return (
    <article className="ts-card" part="product-card" aria-labelledby={`ts-card-${product.productId}`} data-product-id={product.productId}>
      <div className="ts-card__media">
        <img
          referrerPolicy="strict-origin-when-cross-origin"
          src={product.image.src}
          alt={product.image.altText}
          width={132}
          height={132}
          loading="lazy"
          decoding="async"
        />
      </div>
      <div>
        <p className="ts-card__brand">{product.brand.label}</p>
        <h3 className="ts-card__name" id={`ts-card-${product.productId}`}>
          <Link href={product.link.href}>{product.productLine.name}</Link>
        </h3>
        <Rating value={product.rating.value} count={product.rating.quantity} />
        <ul className="ts-card__specs" aria-label={t('Specifications')}>
          {specs.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      </div>
      <div className="ts-card__footer">
        <Price saleCents={product.price.salePriceInCents} listCents={wasPriceCents(product.price)} label={product.price.priceLabel} />
        <StockNote quantity={product.stockQuantity} />
      </div>
      {action != null && action !== false && <div className="ts-card__action">{action}</div>}
    </article>
  );
}
