import type { CartStore, Warehouse } from '@tireshop/core';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { milesText, shopAddress } from '../installers/shop-text';
import { translateAny, useApiText, useLocale, useMessages } from '../locale';
import { useLookup, type DeliveryLookups } from './delivery-lookups';
import { PlacesSkeleton } from './installer-picker';

/** Warehouses listed before "Show all". */
const WAREHOUSES_SHOWN = 4;

/** Our words (the spec gives none for the warehouse tab). */
export { SELECT_WAREHOUSE } from '@tireshop/core';

/** spec §8 Fulfilment "no … warehouses nearby" (words ours). */
export const NO_WAREHOUSES_TEXT =
  'No warehouse near you holds every tire of your cart right now. Choose another delivery option, or change the quantities.';

/**
 * Warehouse pick-up for dealer carts (spec §4 Delivery tabs "dealer tire"; §7
 * /checkout/warehouse-pickup-locations): the warehouses holding every tire of the cart in the
 * cart's quantities, nearest first; choosing one saves the cart's WAREHOUSE shipping.
 */
export function WarehousePicker({
  cart,
  lookups,
  zip,
  problem,
}: {
  cart: CartStore;
  lookups: DeliveryLookups;
  zip: string | null;
  problem?: string | null;
}) {
  const t = useMessages('checkout');
  const words = useMessages('installers');
  const apiText = useApiText();
  const locale = useLocale();
  const { cart: siteCart } = useStore(cart.$cart);
  const [state, run] = useLookup(() => lookups.warehouses(zip));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [showAll, setShowAll] = useState(false);
  const shipping = siteCart?.cartShipping;
  const chosenId = shipping?.shippingOption === 'WAREHOUSE' ? shipping.warehouseId : null;
  // The tires (and quantities) decide which warehouses qualify: ask again when they change.
  const itemsKey = siteCart?.siteProducts.map((p) => `${p.productId}x${p.quantity}`).join(',') ?? '';

  useEffect(() => {
    if (itemsKey) void run(itemsKey);
  }, [run, itemsKey]);

  async function choose(w: Warehouse) {
    setSaving(true);
    setError(null);
    const result = await cart.saveShipping({ shippingOption: 'WAREHOUSE', warehouseId: w.warehouseId });
    setSaving(false);
    if (!result.ok) setError(result.error.message);
  }

  const all = state.status === 'done' ? state.data.siteWarehouses.siteWarehouseList : [];
  // The nearest few first; the chosen one always shows.
  const list = showAll ? all : all.filter((w, i) => i < WAREHOUSES_SHOWN || w.warehouseId === chosenId);
  return (
    <div className="ts-checkout-panel__body">
      <p className="ts-checkout-panel__lead">
        {t('Collect the tires from one of our warehouses. Only warehouses that hold every tire of your cart are listed.')}
      </p>
      <div role="alert" className="ts-checkout-panel__alerts">
        {problem && chosenId === null && <p className="ts-checkout-alert ts-checkout-alert--error">{translateAny(t, problem)}</p>}
        {error && <p className="ts-checkout-alert ts-checkout-alert--error">{apiText(error)}</p>}
      </div>
      {(state.status === 'loading' || state.status === 'idle') && <PlacesSkeleton label={t('Looking for warehouses…')} />}
      {state.status === 'error' && <p className="ts-checkout-alert ts-checkout-alert--error">{apiText(state.message)}</p>}
      {state.status === 'done' && all.length === 0 && <p className="ts-checkout-empty">{t(NO_WAREHOUSES_TEXT)}</p>}
      {list.length > 0 && (
        <ul className="ts-checkout-places" aria-label={t('Warehouses holding your tires')}>
          {list.map((w) => {
            const selected = w.warehouseId === chosenId;
            return (
              <li key={w.warehouseId} className={`ts-checkout-place${selected ? ' ts-checkout-place--selected' : ''}`}>
                <div className="ts-checkout-place__main">
                  <h4 className="ts-checkout-place__name">{w.name}</h4>
                  <p className="ts-checkout-place__address">{shopAddress(w)}</p>
                  <p className="ts-checkout-place__meta">
                    {w.distance !== null && <span className="ts-checkout-place__distance">{milesText(w.distance, words, locale)}</span>}
                    <span className="ts-checkout-place__ready">{t('Ready for pick-up in {hours} hours', { hours: w.readyInHours })}</span>
                  </p>
                </div>
                <div className="ts-checkout-place__side">
                  {selected ? (
                    <p className="ts-checkout-place__chosen">
                      <span aria-hidden="true">✓</span> {t('Your pick-up warehouse')}
                    </p>
                  ) : (
                    <button type="button" className="ts-button ts-button--quiet" disabled={saving} onClick={() => void choose(w)}>
                      {t('Pick up here')}
                      <span className="ts-visually-hidden">{t(' at {name}', { name: w.name })}</span>
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {list.length < all.length && (
        <button type="button" className="ts-button ts-button--quiet ts-checkout-places__more" onClick={() => setShowAll(true)}>
          {t('Show all {count} warehouses', { count: all.length })}
        </button>
      )}
    </div>
  );
}
