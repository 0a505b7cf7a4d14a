import type { CartProduct, CartStore } from '@tireshop/core';
import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import { lineLimit, lineLimitNote, QuantityStepper } from '../cart/tire-quantity';
import { PlainLink, type LinkComponent } from '../link';
import { useApiText, useMessages, usePrice } from '../locale';

/** spec §3 Product promotion on a line, in words. */
function useDealText(p: CartProduct): { title: string; note: string } | null {
  const t = useMessages('checkout');
  const formatPrice = usePrice();
  const deal = p.siteProductPromotion;
  if (!deal) return null;
  return {
    title: deal.title,
    note: deal.alreadyAppliedIntoCart
      ? deal.discountInCents > 0
        ? t('You save {amount}', { amount: formatPrice(deal.discountInCents) })
        : t('Applied')
      : t('Not applied at this quantity'),
  };
}

function CartLine({
  product,
  cart,
  Link,
  onRemoved,
}: {
  product: CartProduct;
  cart: CartStore;
  Link: LinkComponent;
  onRemoved: (name: string) => void;
}) {
  const t = useMessages('checkout');
  const cartWords = useMessages('cart');
  const apiText = useApiText();
  const formatPrice = usePrice();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const max = lineLimit(product);
  const limitNote = lineLimitNote(product, cartWords);
  const name = `${product.brand.label} ${product.productLine.name}`;
  // The retail price beside a price list's (views/was-price.ts), else the list price.
  const was = product.price.retailPriceInCents ?? product.price.listPriceInCents;
  const deal = useDealText(product);

  async function run(action: () => ReturnType<CartStore['setQuantity']>, after?: () => void) {
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await action();
    setBusy(false);
    if (!result.ok) setError(result.error.message);
    else after?.();
  }

  return (
    <li className="ts-checkout-line" aria-busy={busy || undefined}>
      <div className="ts-checkout-line__media">
        <img referrerPolicy="strict-origin-when-cross-origin" src={product.image.src} alt="" width={88} height={88} loading="lazy" />
      </div>
      <div className="ts-checkout-line__body">
        <p className="ts-checkout-line__brand">{product.brand.label}</p>
        <h3 className="ts-checkout-line__name">
          <Link href={product.link.href}>{product.productLine.name}</Link>
        </h3>
        <p className="ts-checkout-line__size">
          {product.size} <span className="ts-checkout-line__spec">{product.serviceDescription}</span>
        </p>
        {deal && (
          <p className="ts-checkout-line__deal">
            <span className={`ts-checkout-badge ${product.siteProductPromotion?.alreadyAppliedIntoCart ? 'ts-checkout-badge--deal' : ''}`}>
              {t('Deal')}
            </span>{' '}
            {product.siteProductPromotion?.linkToTRCProm ? (
              <Link href={product.siteProductPromotion.linkToTRCProm}>{deal.title}</Link>
            ) : (
              deal.title
            )}
            <span className="ts-checkout-line__deal-note"> · {deal.note}</span>
          </p>
        )}
        {!product.isInstallable && (
          <p className="ts-checkout-line__note">{t('Ships only to you or a pick-up point: no installer fits this size.')}</p>
        )}
        {product.oversized && <p className="ts-checkout-line__note">{t('Oversized tire: not eligible for free shipping.')}</p>}
        <p className="ts-checkout-line__each">
          {product.price.priceLabel && <strong>{`${product.price.priceLabel} `}</strong>}
          {cartWords('{price} each', { price: formatPrice(product.price.salePriceInCents) })}
          {was > product.price.salePriceInCents && (
            <span className="ts-checkout-line__was">
              <span className="ts-visually-hidden">{t(', was ')}</span>
              {formatPrice(was)}
            </span>
          )}
        </p>
      </div>
      <div className="ts-checkout-line__controls">
        <QuantityStepper
          line={product}
          label={`${name}, ${product.size}`}
          busy={busy}
          onChange={(quantity) => void run(() => cart.setQuantity(product.itemId, quantity))}
        />
        {limitNote && <p className="ts-checkout-line__stock">{limitNote}</p>}
        <button
          type="button"
          className="ts-checkout-line__remove"
          disabled={busy}
          onClick={() =>
            void run(
              () => cart.remove(product.itemId, { onCartPage: true }),
              () => onRemoved(`${name} ${product.size}`),
            )
          }
        >
          {cartWords('Remove')}
          <span className="ts-visually-hidden">
            {' '}
            {name} {product.size}
          </span>
        </button>
      </div>
      <p className="ts-checkout-line__total">
        <span className="ts-visually-hidden">{cartWords('Line total: ')}</span>
        {formatPrice(product.lineTotalInCents)}
      </p>
      {product.quantity > max && (
        <p className="ts-checkout-line__error" role="alert">
          {max === 0
            ? t('This tire is out of stock now. Please remove it to continue.')
            : t('Only {max} of this tire are in stock now. Please lower the quantity.', { max })}
        </p>
      )}
      {error && (
        <p className="ts-checkout-line__error" role="alert">
          {apiText(error)}
        </p>
      )}
    </li>
  );
}

/**
 * The tires in the cart (spec §3 Cart product): picture, name, size, a quantity stepper bounded
 * by stock, remove, the line total and the deal on the line. Every change goes through the cart
 * store, and the API's refusal is shown on the line (role=alert). Removing the last tire empties
 * the cart: the store then shows the empty-cart modal (spec §2, §4 Remove product).
 */
export function CartLines({ cart, Link = PlainLink, headingId }: { cart: CartStore; Link?: LinkComponent; headingId?: string }) {
  const t = useMessages('checkout');
  const { cart: siteCart } = useStore(cart.$cart);
  const listRef = useRef<HTMLUListElement>(null);
  const [announcement, setAnnouncement] = useState('');
  if (!siteCart) return null;
  return (
    <>
      <ul className="ts-checkout-lines" ref={listRef} tabIndex={-1} aria-labelledby={headingId}>
        {siteCart.siteProducts.map((p) => (
          <CartLine
            key={p.itemId}
            product={p}
            cart={cart}
            Link={Link}
            onRemoved={(name) => {
              setAnnouncement(t('{name} removed from your cart.', { name }));
              // The line and its button are gone: keep the keyboard in the list.
              listRef.current?.focus();
            }}
          />
        ))}
      </ul>
      <p className="ts-visually-hidden" role="status">
        {announcement}
      </p>
    </>
  );
}
