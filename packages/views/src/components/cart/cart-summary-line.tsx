import type { CartActionResult, CartProduct } from '@tireshop/core';
import type { ReactNode } from 'react';
import { useMessages, usePrice } from '../locale';
import { lineLimitNote, QuantityStepper } from './tire-quantity';

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
  const name = `${product.brand.label} ${product.productLine.name}`;
  const label = `${name}, ${product.size}`;
  const t = useMessages('cart');
  const formatPrice = usePrice();
  const limitNote = lineLimitNote(product, t);
  const deal = product.siteProductPromotion?.alreadyAppliedIntoCart ? product.siteProductPromotion : null;
  return (
    <li className="ts-cart-line">
      <div className="ts-cart-line__media">
        <img referrerPolicy="strict-origin-when-cross-origin" src={product.image.src} alt="" width={72} height={72} loading="lazy" />
      </div>
      <div className="ts-cart-line__info">
        <p className="ts-cart-line__brand">{product.brand.label}</p>
        <h3 className="ts-cart-line__name">{renderLink(product.link.href, product.productLine.name, 'ts-cart-line__link')}</h3>
        <p className="ts-cart-line__size">
          {product.size} <span className="ts-cart-line__spec">{product.serviceDescription}</span>
        </p>
        <p className="ts-cart-line__each">{t('{price} each', { price: formatPrice(product.price.salePriceInCents) })}</p>
        {deal && <p className="ts-cart-line__deal">{deal.title}</p>}
      </div>
      <div className="ts-cart-line__controls">
        <QuantityStepper line={product} label={label} busy={saving} onChange={(quantity) => void onChange(quantity)} />
        {limitNote && <p className="ts-cart-line__limit">{limitNote}</p>}
        <button
          type="button"
          className="ts-cart-line__remove"
          aria-disabled={saving || undefined}
          onClick={() => !saving && void onRemove()}
        >
          {t('Remove')}
          <span className="ts-visually-hidden"> {label}</span>
        </button>
      </div>
      <p className="ts-cart-line__total">
        <span className="ts-visually-hidden">{t('Line total: ')}</span>
        {formatPrice(product.lineTotalInCents)}
      </p>
    </li>
  );
}
