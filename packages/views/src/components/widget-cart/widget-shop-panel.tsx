import type { CartStore, SiteInstaller, WidgetAppConfig } from '@tireshop/core';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { ZipSearch } from '../checkout/zip-search';
import { basedIn } from '../installers/shop-text';
import { useApiText, useMessages, usePrice } from '../locale';
import { Rating } from '../rating';

export interface WidgetShopPanelProps {
  cart: CartStore;
  config: Pick<WidgetAppConfig, 'installerId' | 'name' | 'city' | 'state' | 'zip'>;
  /** The shop as the installer lookup describes it; null when unknown (the config's name is shown). */
  shop: SiteInstaller | null;
  mobile: boolean;
  /** The page's "Please select a shop or change shipping option." after Continue. */
  problem?: string | null;
  defaultZip: string;
}

/**
 * The installer (or mobile) tab inside an installer's own widget (spec rules §6: "Change-shop
 * controls are inert"): the widget's shop is the only installer, pre-selected — opening the tab
 * saves it as the cart's destination (spec §4 Checkout "Installer tabs set shipping to the
 * installer") — and "Change shop" is shown but does nothing, saying why. A mobile installer asks
 * where to come first (the API checks the zip is in its area, spec §8).
 */
export function WidgetShopPanel({ cart, config, shop, mobile, problem, defaultZip }: WidgetShopPanelProps) {
  const id = useId();
  const t = useMessages('installers');
  const apiText = useApiText();
  const formatPrice = usePrice();
  const { cart: siteCart } = useStore(cart.$cart);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const tried = useRef(false);
  const installerId = config.installerId;
  const shipping = siteCart?.cartShipping;
  const chosen =
    installerId !== null &&
    shipping?.shippingOption === 'INSTALLER' &&
    shipping.installerId === installerId &&
    (shipping.installer?.isMobileInstall ?? false) === mobile;

  async function save(zip?: string) {
    if (installerId === null || saving) return;
    setSaving(true);
    setError(null);
    const result = await cart.saveShipping({
      shippingOption: 'INSTALLER',
      installerId,
      isMobileInstall: mobile,
      ...(mobile && zip ? { zip } : {}),
    });
    setSaving(false);
    if (!result.ok) setError(result.error.message);
  }

  // Pre-selected: a fixed shop is saved once when its tab opens (there is nothing to choose).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fixed shop is saved once; a recreated save function must not save it again
  useEffect(() => {
    if (mobile || chosen || tried.current || installerId === null) return;
    tried.current = true;
    void save();
  }, [mobile, chosen, installerId]);

  const name = shop?.name ?? config.name;
  const address = shop
    ? mobile
      ? basedIn(t, shop)
      : `${shop.addressLine1}${shop.addressLine2 ? `, ${shop.addressLine2}` : ''}, ${shop.city}, ${shop.state} ${shop.zip}`
    : [config.city, config.state].filter(Boolean).join(', ');

  return (
    <div className="ts-checkout-panel__body">
      <p className="ts-checkout-panel__lead">
        {mobile
          ? t('{name} comes to your home or work and fits the tires there.', { name })
          : t('We ship the tires free to {name}, and the shop fits them.', { name })}
      </p>
      {mobile && (
        <ZipSearch
          label={t('Where should the installer come? ZIP code')}
          defaultZip={shipping?.zip ?? defaultZip}
          buttonLabel={chosen ? t('Change ZIP code') : t('Check and choose')}
          busy={saving}
          onSearch={(zip) => void save(zip)}
        />
      )}
      <div role="alert" className="ts-checkout-panel__alerts">
        {problem && !chosen && <p className="ts-checkout-alert ts-checkout-alert--error">{problem}</p>}
        {error && <p className="ts-checkout-alert ts-checkout-alert--error">{apiText(error)}</p>}
      </div>
      <ul className="ts-checkout-places" aria-label={mobile ? t('Your mobile installer') : t('Your shop')}>
        <li className={`ts-checkout-place${chosen ? ' ts-checkout-place--selected' : ''}`} aria-busy={saving || undefined}>
          <div className="ts-checkout-place__main">
            <h4 className="ts-checkout-place__name">{name}</h4>
            {address && <p className="ts-checkout-place__address">{address}</p>}
            {shop && (
              <p className="ts-checkout-place__meta">
                <Rating value={shop.rating.value} count={shop.rating.quantity} />
              </p>
            )}
          </div>
          <div className="ts-checkout-place__side">
            {shop && (
              <p className="ts-checkout-place__price">
                <span className="ts-checkout-place__price-label">
                  {mobile ? t('Mobile installation, 4 tires') : t('Installation, 4 tires')}
                </span>
                <strong>{formatPrice(shop.installationCostFor4TiresInCents)}</strong>
              </p>
            )}
            {chosen ? (
              <p className="ts-checkout-place__chosen">
                <span aria-hidden="true">✓</span> {mobile ? t('Your installer') : t('Your shop')}
              </p>
            ) : saving ? (
              <p className="ts-checkout-place__saving" role="status">
                {t('Saving…')}
              </p>
            ) : (
              !mobile && (
                <button type="button" className="ts-button ts-button--quiet" onClick={() => void save()}>
                  {t('Ship to this shop')}
                </button>
              )
            )}
            {/* spec rules §6: change-shop controls are inert in the installer widget. */}
            <button
              type="button"
              className="ts-checkout-link-button ts-widget-shop__change"
              aria-disabled="true"
              aria-describedby={`${id}-fixed`}
            >
              {mobile ? t('Change installer') : t('Change shop')}
            </button>
          </div>
        </li>
      </ul>
      <p className="ts-widget-shop__fixed" id={`${id}-fixed`}>
        {mobile
          ? t('Tires ordered on this site are fitted by {name}.', { name })
          : t('Tires ordered on this site are installed at {name}.', { name })}
      </p>
    </div>
  );
}
