import { formatPrice, MAX_CART_LINE_QUANTITY, type CartActionResult, type CartProduct } from '@tireshop/core';
import type { ReactNode } from 'react';

/** The most tires a line may hold: what is in stock, and the contract's bound per line. */
export const lineLimit = (p: Pick<CartProduct, 'stockQuantity'>) => Math.max(0, Math.min(p.stockQuantity, MAX_CART_LINE_QUANTITY));

export const tireCount = (n: number) => `${n} ${n === 1 ? 'tire' : 'tires'}`;

/**
 * One tire line of the summary: picture, name, size, a quantity stepper bounded by stock (and the
 * per-line bound), remove, the line total. Controls stay focusable while a change is on its way
 * (aria-disabled, not disabled): a disabled button would drop the keyboard's focus to the page.
 */
export function CartSummaryLine({
  product,
  saving,
  renderLink,
  onChange,
  onRemove,
}: {
  product: CartProduct;
  saving: boolean;
  renderLink: (href: string, children: ReactNode, className?: string) => ReactNode;
  onChange: (quantity: number) => Promise<CartActionResult>;
  onRemove: () => Promise<CartActionResult>;
}) {
  const max = lineLimit(product);
  const name = `${product.brand.label} ${product.productLine.name}`;
  const label = `${name}, ${product.size}`;
  const canLower = !saving && product.quantity > 1;
  const canRaise = !saving && product.quantity < max;
  const deal = product.siteProductPromotion?.alreadyAppliedIntoCart ? product.siteProductPromotion : null;
  return (
    <li className="ts-cart-line">
      <div className="ts-cart-line__media">
        <img src={product.image.src} alt="" width={72} height={72} loading="lazy" />
      </div>
      <div className="ts-cart-line__info">
        <p className="ts-cart-line__brand">{product.brand.label}</p>
        <h3 className="ts-cart-line__name">{renderLink(product.link.href, product.productLine.name, 'ts-cart-line__link')}</h3>
        <p className="ts-cart-line__size">
          {product.size} <span className="ts-cart-line__spec">{product.serviceDescription}</span>
        </p>
        <p className="ts-cart-line__each">{formatPrice(product.price.salePriceInCents)} each</p>
        {deal && <p className="ts-cart-line__deal">{deal.title}</p>}
      </div>
      <div className="ts-cart-line__controls">
        <div className="ts-stepper" role="group" aria-label={`Quantity of ${label}`}>
          <button
            type="button"
            className="ts-stepper__button"
            aria-label="One tire fewer"
            aria-disabled={!canLower || undefined}
            onClick={() => canLower && void onChange(product.quantity - 1)}
          >
            <span aria-hidden="true">−</span>
          </button>
          <output className="ts-stepper__value" aria-live="polite">
            {product.quantity}
          </output>
          <button
            type="button"
            className="ts-stepper__button"
            aria-label="One tire more"
            aria-disabled={!canRaise || undefined}
            onClick={() => canRaise && void onChange(product.quantity + 1)}
          >
            <span aria-hidden="true">+</span>
          </button>
        </div>
        {product.quantity >= max && max > 0 && (
          <p className="ts-cart-line__limit">
            {product.stockQuantity > MAX_CART_LINE_QUANTITY ? `Up to ${max} per tire` : `Only ${max} in stock`}
          </p>
        )}
        <button type="button" className="ts-cart-line__remove" aria-disabled={saving || undefined} onClick={() => !saving && void onRemove()}>
          Remove<span className="ts-visually-hidden"> {label}</span>
        </button>
      </div>
      <p className="ts-cart-line__total">
        <span className="ts-visually-hidden">Line total: </span>
        {formatPrice(product.lineTotalInCents)}
      </p>
    </li>
  );
}
