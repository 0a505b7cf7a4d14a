import { formatPrice, setHref, type ProductSummary, type TireSet } from '@tireshop/core';
import { PlainLink, type LinkComponent } from '../link';
import { Price, wasPriceCents } from '../price';
import { Rating } from '../rating';
import { StockNote } from './stock-note';

function Axle({ axle, product }: { axle: 'Front' | 'Rear'; product: ProductSummary }) {
  return (
    <div className="ts-set__axle">
      <dt>
        <span className="ts-set__axle-name">{axle}</span>
        <span className="ts-set__size">
          {product.size} {product.serviceDescription}
        </span>
      </dt>
      <dd>
        <Price saleCents={product.price.salePriceInCents} listCents={wasPriceCents(product.price)} label={product.price.priceLabel} />
        <StockNote quantity={product.stockQuantity} />
      </dd>
    </div>
  );
}

/**
 * A staggered fitment's result (front and rear sizes differ): one product line in the front
 * size and the rear size, priced as the set a shopper buys — two front and two rear tires.
 */
export function SetCard({ set, Link = PlainLink }: { set: TireSet; Link?: LinkComponent }) {
  const headingId = `ts-set-${set.front.productId}-${set.rear.productId}`;
  return (
    <article className="ts-card ts-set" aria-labelledby={headingId}>
      <div className="ts-card__media">
        <img
          referrerPolicy="strict-origin-when-cross-origin"
          src={set.front.image.src}
          alt={set.front.image.altText}
          width={132}
          height={132}
          loading="lazy"
          decoding="async"
        />
      </div>
      <div>
        <p className="ts-card__brand">{set.brand.label}</p>
        <h3 className="ts-card__name" id={headingId}>
          <Link href={setHref(set)}>{set.productLine.name}</Link>
        </h3>
        <Rating value={set.front.rating.value} count={set.front.rating.quantity} />
        <dl className="ts-set__axles">
          <Axle axle="Front" product={set.front} />
          <Axle axle="Rear" product={set.rear} />
        </dl>
      </div>
      <div className="ts-card__footer">
        <p className="ts-set__total">
          <span className="ts-set__total-label">Set of 4 (2 front + 2 rear)</span>
          <span className="ts-set__total-price">{formatPrice(set.setPriceInCents)}</span>
        </p>
      </div>
    </article>
  );
}
