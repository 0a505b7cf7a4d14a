import type { SiteInstaller } from '@tireshop/core';
import { useId } from 'react';
import { basedIn, milesText, shopAddress } from '../installers/shop-text';
import { translateAny, useLocale, useMessages, usePrice } from '../locale';
import { Rating } from '../rating';

/**
 * One installer of the checkout's short list (spec §4 Checkout installer tabs; §9 installer query
 * limit 4): name and badges, address (or where a mobile installer is based and how far it
 * travels), distance, rating, the price for four tires, "Shop details" and "Choose" — or the
 * chosen mark.
 */
export function InstallerCard({
  installer,
  mobile,
  selected,
  suggestion,
  busy,
  onChoose,
  onDetails,
}: {
  installer: SiteInstaller;
  mobile: boolean;
  selected: boolean;
  /** spec §4 Installer selection "first entry selected by default": marked, never saved unasked. */
  suggestion: string | null;
  busy: boolean;
  onChoose: () => void;
  /** spec §2 shop details modal. */
  onDetails: () => void;
}) {
  const id = useId();
  const t = useMessages('installers');
  const locale = useLocale();
  const formatPrice = usePrice();
  return (
    <li className={`ts-checkout-place${selected ? ' ts-checkout-place--selected' : ''}`}>
      <div className="ts-checkout-place__main">
        <h4 className="ts-checkout-place__name" id={`${id}-name`}>
          {installer.name}
          {installer.authorisedInstaller && <span className="ts-checkout-badge ts-checkout-badge--verified">{t('Verified')}</span>}
        </h4>
        {suggestion && <p className="ts-checkout-place__suggested">{translateAny(t, suggestion)}</p>}
        <p className="ts-checkout-place__address">{mobile ? basedIn(t, installer) : shopAddress(installer)}</p>
        <p className="ts-checkout-place__meta">
          <span className="ts-checkout-place__distance">{milesText(installer.distance, t, locale)}</span>
          <Rating value={installer.rating.value} count={installer.rating.quantity} />
        </p>
        <p className="ts-checkout-place__more">
          <button type="button" className="ts-checkout-link-button" onClick={onDetails}>
            {mobile ? t('Installer details') : t('Shop details')}
            <span className="ts-visually-hidden">{t(' of {name}', { name: installer.name })}</span>
          </button>
        </p>
      </div>
      <div className="ts-checkout-place__side">
        <p className="ts-checkout-place__price">
          <span className="ts-checkout-place__price-label">{mobile ? t('Mobile installation, 4 tires') : t('Installation, 4 tires')}</span>
          <strong>{formatPrice(installer.installationCostFor4TiresInCents)}</strong>
        </p>
        {selected ? (
          <p className="ts-checkout-place__chosen">
            <span aria-hidden="true">✓</span> {mobile ? t('Your installer') : t('Your shop')}
          </p>
        ) : (
          <button type="button" className={`ts-button${suggestion ? '' : ' ts-button--quiet'}`} disabled={busy} onClick={onChoose}>
            {mobile ? t('Choose installer') : t('Choose shop')}
            <span className="ts-visually-hidden"> {installer.name}</span>
          </button>
        )}
      </div>
    </li>
  );
}
