import { roadHazardCheckbox, type CartProduct, type CartStore } from '@tireshop/core';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useApiText, useLocale, useMessages, usePrice } from '../locale';
import { roadHazardTermsText } from './road-hazard-terms';

export interface RoadHazardOptionProps {
  cart: CartStore;
  /** The page's path: the box shows on checkout pages only (spec §4 Checkout). */
  pathname: string;
  /** spec rules §6: special-order buyers get no road hazard checkbox. */
  isSpecialOrder?: boolean;
}

/** "1 tire", "4 tires" (also the count beside the checkout's tires card). */

/**
 * Road hazard protection (spec §4 Checkout "Road hazard checkbox": shown on checkout pages except
 * the confirmations, not for special order, not when all products declined; checked when its cost
 * is above zero). One box covers every tire (isGroupRoadHazard); tire by tire underneath. Prices
 * and terms are the server's. Once shown, the box stays for the life of the page, so unticking it
 * (which declines every tire) can be undone.
 */
export function RoadHazardOption({ cart, pathname, isSpecialOrder = false }: RoadHazardOptionProps) {
  const id = useId();
  const t = useMessages('checkout');
  const apiText = useApiText();
  const locale = useLocale();
  const formatPrice = usePrice();
  const { cart: siteCart } = useStore(cart.$cart);
  const [busy, setBusy] = useState(false);
  // The box shows the shopper's choice at once; the server's answer then confirms (or undoes) it.
  const [pending, setPending] = useState<{ itemId?: number; covered: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const groupRef = useRef<HTMLInputElement>(null);
  const products = siteCart?.siteProducts ?? [];
  const box = siteCart
    ? roadHazardCheckbox({ pathname, isSpecialOrder, products, roadHazardCostInCents: siteCart.roadHazardCostInCents })
    : { visible: false, checked: false };
  const offered = products.filter((p) => p.roadHazardState !== 0);
  const someCovered = box.checked && !siteCart?.isGroupRoadHazard;
  // "Not when all products declined" is about the cart the page opens with: a shopper who unticks
  // the box here keeps it, so the choice can be undone (docs/decisions.md).
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (box.visible) setShown(true);
  }, [box.visible]);
  const visible = box.visible || (shown && products.length > 0);

  // A cart with some tires covered and some not shows the box as "mixed".
  useEffect(() => {
    if (groupRef.current) groupRef.current.indeterminate = someCovered && pending === null;
  }, [someCovered, pending]);

  if (!siteCart || !visible) return null;

  async function set(covered: boolean, itemId?: number) {
    if (busy) return;
    setBusy(true);
    setPending({ itemId, covered });
    setError(null);
    const result = await cart.setRoadHazard(covered, itemId);
    setBusy(false);
    setPending(null);
    if (!result.ok) setError(result.error.message);
  }

  const coveredTires = products.filter((p) => p.roadHazardState === 1).reduce((n, p) => n + p.quantity, 0);
  const offeredTires = offered.reduce((n, p) => n + p.quantity, 0);

  return (
    <div className="ts-checkout-hazard" aria-busy={busy || undefined}>
      <label className="ts-checkout-hazard__main" htmlFor={`${id}-all`}>
        <input
          ref={groupRef}
          id={`${id}-all`}
          type="checkbox"
          checked={pending && pending.itemId === undefined ? pending.covered : box.checked && !someCovered}
          disabled={busy}
          aria-describedby={`${id}-terms`}
          onChange={() => void set(someCovered ? true : !box.checked)}
        />
        <span className="ts-checkout-hazard__label">
          <strong>{t('Road hazard protection')}</strong>
          <span className="ts-checkout-hazard__price">
            {box.checked
              ? t('{price} for {count} tire|{price} for {count} tires', {
                  price: formatPrice(siteCart.roadHazardCostInCents),
                  count: coveredTires,
                })
              : t('Not added · covers your tire when checked|Not added · covers all {count} tires when checked', { count: offeredTires })}
          </span>
        </span>
      </label>
      <div className="ts-checkout-hazard__terms" id={`${id}-terms`}>
        {roadHazardTermsText(siteCart.roadHazardTerms, t, locale).map((s) => (
          <p key={s}>{s}</p>
        ))}
      </div>
      {offered.length > 1 && (
        <details className="ts-checkout-hazard__each">
          <summary>{t('Choose tire by tire')}</summary>
          <ul>
            {offered.map((p: CartProduct) => (
              <li key={p.itemId}>
                <label>
                  <input
                    type="checkbox"
                    checked={
                      pending?.itemId === p.itemId
                        ? pending.covered
                        : pending && pending.itemId === undefined
                          ? pending.covered
                          : p.roadHazardState === 1
                    }
                    disabled={busy}
                    onChange={(e) => void set(e.currentTarget.checked, p.itemId)}
                  />
                  <span>
                    {p.brand.label} {p.productLine.name} {p.size} × {p.quantity}
                    <span className="ts-checkout-hazard__line-price">
                      {p.roadHazardState === 1 ? formatPrice(p.roadHazardCostInCents) : t('Not covered')}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </details>
      )}
      <div role="alert">{error && <p className="ts-field__error">{apiText(error)}</p>}</div>
    </div>
  );
}
